import assert from "node:assert/strict";
import { formatGame, parseGame, thermographSketch, thermographSvg } from "@cgt/partizan";
import { display, displayBoard, displayThermograph, JUPYTER_DISPLAY } from "./display.ts";
import { RULESET_FUNCTIONS } from "./src/engine_imports.ts";

Deno.test("JUPYTER_DISPLAY is the symbol Deno's kernel looks for", () => {
  assert.equal(JUPYTER_DISPLAY, Symbol.for("Jupyter.display"));
});

Deno.test("display() shows a game as text and HTML", async (t) => {
  for (const text of ["{3||2*|1*}", "^^*", "+-1", "0", "{1|0} + {2|-1}"]) {
    await t.step(text, () => {
      const g = parseGame(text);
      const bundle = display(g)[JUPYTER_DISPLAY]();
      assert.deepEqual(Object.keys(bundle).sort(), ["text/html", "text/plain"]);
      assert.equal(bundle["text/plain"], formatGame(g));
      assert.ok(bundle["text/html"].includes("outcome"));
    });
  }
  await t.step("the HTML holds the canonical form in a code element", () => {
    const html = display(parseGame("{0|*}"))[JUPYTER_DISPLAY]()["text/html"];
    assert.match(html, /<code style="[^"]*">\^<\/code>/);
  });
  await t.step("a non-game is a TypeError", () => {
    assert.throws(() => display({} as never), TypeError);
  });
});

Deno.test("displayThermograph() shows the SVG drawing and the text sketch", () => {
  const g = parseGame("{3||2*|1*}");
  const bundle = displayThermograph(g)[JUPYTER_DISPLAY]();
  assert.equal(bundle["image/svg+xml"], thermographSvg(g));
  assert.equal(bundle["text/plain"], thermographSketch(g));
});

Deno.test("displayThermograph() draws numbers beyond float precision and range", async (t) => {
  // 2^54 once looped for ever (x + 1 === x in floating point); 2^1100 failed with unit NaN.
  for (const k of [54n, 1100n]) {
    await t.step(`2^${k}`, () => {
      const bundle = displayThermograph(parseGame(String(2n ** k)))[JUPYTER_DISPLAY]();
      assert.match(bundle["image/svg+xml"], /^<svg [^]*<\/svg>\n$/);
      assert.ok(!bundle["image/svg+xml"].includes("NaN"));
      assert.match(bundle["text/plain"], /mean /);
    });
  }
});

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
