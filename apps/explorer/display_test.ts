import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan";
import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
import { displayBoard } from "./display.ts";
import { RULESET_FUNCTIONS } from "./src/engine_imports.ts";

Deno.test("displayBoard() shows a picture and the value of the board", async (t) => {
  const table: [ruleset: Parameters<typeof displayBoard>[0], board: string, expr: string][] = [
    ["domineering", "...|...", 'domineering("...|...")'],
    ["clobber", "xo|ox", 'clobber("xo|ox")'],
    ["konane", "xo.", 'konane("xo.")'],
    ["toads", "TFT.TFF", 'toads("TFT.TFF")'],
    ["hackenbush", ".R|LL", 'hackenbush("L,LR")'],
  ];
  for (const [ruleset, board, expr] of table) {
    await t.step(expr, () => {
      const bundle = displayBoard(ruleset, board)[JUPYTER_DISPLAY]();
      const value = formatGame(parseGame(expr, { functions: RULESET_FUNCTIONS }));
      assert.equal(bundle["text/plain"], `${expr} = ${value}`);
      assert.match(bundle["image/svg+xml"], /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.ok(bundle["text/html"].includes(bundle["image/svg+xml"]));
    });
  }
  await t.step("bad input throws", () => {
    assert.throws(() => displayBoard("chess" as never, "."), RangeError);
    assert.throws(() => displayBoard("domineering", "..|x."), SyntaxError);
  });
});
