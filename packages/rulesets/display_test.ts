import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan";
import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { CATALOG } from "@cgt/rulesets/catalog";
import { displayPosition } from "./display.ts";

Deno.test("displayPosition() shows the position in the notation with its value", async (t) => {
  const table: [ruleset: string, position: string, expression: string, picture: boolean][] = [
    ["domineering", "...|...", 'domineering("...|...")', true],
    ["clobber", "xo|ox", 'clobber("xo|ox")', true],
    ["konane", "xo.", 'konane("xo.")', true],
    ["toads", "TFT.TFF", 'toads("TFT.TFF")', true],
    ["skiJumps", "L....|....R", 'skiJumps("L....|....R")', true],
    ["hackenbush", "L,LR", 'hackenbush("L,LR")', true],
    // Col formats its positions (CGSuite's graph notation, dots between edges left out).
    ["col", ".-.-.", 'col("--")', false],
    ["snort", "L-.-.-R", 'snort("L---R")', false],
  ];
  for (const [ruleset, position, expression, picture] of table) {
    await t.step(expression, () => {
      const bundle = displayPosition(ruleset, position)[JUPYTER_DISPLAY]();
      const value = formatGame(parseGame(expression, { functions: RULESET_FUNCTIONS }));
      assert.equal(bundle["text/plain"], `${expression} = ${value}`);
      assert.equal("image/svg+xml" in bundle, picture);
      if (picture) {
        assert.match(bundle["image/svg+xml"], /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        assert.ok(bundle["text/html"].includes(bundle["image/svg+xml"]));
      }
    });
  }
});

Deno.test("displayPosition() accepts every catalogue entry that reads a position string", () => {
  for (const entry of CATALOG) {
    if (entry.position === undefined || entry.notation === undefined) continue;
    const match = /^\w+\("([^"]*)"\)$/.exec(entry.example);
    if (match === null) continue;
    const bundle = displayPosition(entry.name, match[1])[JUPYTER_DISPLAY]();
    assert.ok(bundle["text/plain"].startsWith(`${entry.name}(`), entry.name);
  }
});

Deno.test("displayPosition() refuses what it cannot show, in the library's error forms", () => {
  assert.throws(() => displayPosition("chess", "."), {
    name: "RangeError",
    message: /^Cannot display position: the ruleset must be one of domineering, .*"chess"$/,
  });
  assert.throws(() => displayPosition("cutcake", "3"), RangeError);
  assert.throws(() => displayPosition("domineering", "..|x."), SyntaxError);
  assert.throws(() => displayPosition(3 as never, "."), TypeError);
  assert.throws(() => displayPosition("domineering", null as never), TypeError);
});
