import assert from "node:assert/strict";
import { heat } from "./temperature/cooling.ts";
import { formatGame, formattedLength, parseGame } from "./notation.ts";
import { thermographSketch, thermographSvg } from "./temperature/thermograph_svg.ts";
import { display, displayThermograph, JUPYTER_DISPLAY, latexForm, shownForm } from "./display.ts";
import fc from "fast-check";
import { arbitraryTree, fromTree } from "./testdata/slow_game.ts";

Deno.test("JUPYTER_DISPLAY is the symbol Deno's kernel looks for", () => {
  assert.equal(JUPYTER_DISPLAY, Symbol.for("Jupyter.display"));
});

Deno.test("display() shows a game as text, LaTeX and HTML", async (t) => {
  for (const text of ["{3||2*|1*}", "^^*", "+-1", "0", "{1|0} + {2|-1}"]) {
    await t.step(text, () => {
      const g = parseGame(text);
      const bundle = display(g)[JUPYTER_DISPLAY]();
      assert.deepEqual(Object.keys(bundle).sort(), ["text/html", "text/latex", "text/plain"]);
      assert.equal(bundle["text/plain"], formatGame(g));
      assert.equal(bundle["text/latex"], `$${latexForm(g)}$`);
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

Deno.test("shownForm() shows canonical forms, and a note for one too long to read", async (t) => {
  await t.step("a short form is the canonical form", () => {
    for (const text of ["{1|0}", "^^*", "{3||2*|1*}"]) {
      assert.equal(shownForm(parseGame(text)), formatGame(parseGame(text)));
    }
  });
  await t.step("a form over 20,000 characters is a note with its length and birthday", () => {
    // *10 heated by 1 prints as 35252 characters (its options are the heated nimbers below it).
    const huge = heat(parseGame("*10"), parseGame("1"));
    assert.ok(formattedLength(huge) > 20_000);
    assert.match(shownForm(huge), /^\(not printed: 35252 characters, birthday \d+\)$/);
    assert.equal(display(huge)[JUPYTER_DISPLAY]()["text/plain"], shownForm(huge));
  });
});

Deno.test("latexForm() writes printed forms in the literature's LaTeX", async (t) => {
  const rows: [string, string][] = [
    ["3/4", "\\tfrac{3}{4}"],
    ["-2", "-2"],
    ["*3", "{*}3"],
    ["{0|*}", "\\uparrow"],
    ["v + v + v + *2", "3\\cdot\\downarrow {*}2"],
    ["1/2 + ^*", "\\tfrac{1}{2}\\uparrow {*}"],
    ["{0|v*}", "\\uparrow^{2}"],
    ["^ + {0|v*}", "\\uparrow^{\\rightarrow 2}"],
    ["-(^ + {0|v*})", "\\downarrow^{\\rightarrow 2}"],
    ["{1|-1}", "\\pm 1"],
    ["{1,{2|1}|-1,{-1|-2}}", "\\pm \\{1,\\,\\{2\\mid 1\\}\\}"],
    ["{3|||2||1|0}", "\\{3\\mathrel{|||}2\\parallel 1\\mid 0\\}"],
    ["{0||0|-2}", "{+}_{2}"],
    ["1 + {2|0||0}", "1{-}_{2}"],
    ["{0||0|-{1|0}}", "\\{0\\mid {+}_{1}\\}"],
  ];
  for (const [text, latex] of rows) {
    await t.step(text, () => assert.equal(latexForm(parseGame(text)), latex));
  }
});

Deno.test("latexForm() gives balanced LaTeX with no bare bar for any game", () => {
  fc.assert(
    fc.property(arbitraryTree(3, 3), (tree) => {
      const latex = latexForm(fromTree(tree));
      let depth = 0;
      for (const m of latex.replace(/\\[{}]/g, "").matchAll(/[{}]/g)) {
        depth += m[0] === "{" ? 1 : -1;
        assert.ok(depth >= 0, latex);
      }
      assert.equal(depth, 0, latex);
      assert.ok(!/\\text\{[^}]\}/.test(latex), `an unknown character in ${latex}`);
      assert.ok(!latex.replace(/\\mathrel\{\|+\}/g, "").includes("|"), latex);
    }),
    { seed: 41205, numRuns: 300 },
  );
});
