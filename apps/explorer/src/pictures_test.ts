import assert from "node:assert/strict";
import { readBoard, RULESET_IDS, RULESETS } from "./boards.ts";
import { boardSvg, COLOURS } from "./pictures.ts";

Deno.test("boardSvg() draws the cells of every board ruleset", async (t) => {
  await t.step("each ruleset's start board is one picture", () => {
    for (const id of RULESET_IDS) {
      const svg = boardSvg(readBoard(id, RULESETS[id].start));
      assert.match(svg, /^<svg [^]*<\/svg>$/, id);
    }
  });
  await t.step("Ski Jumps' skiers are letters in their player's colour", () => {
    const svg = boardSvg(readBoard("skiJumps", "L.r"));
    assert.match(svg, new RegExp(`fill="${COLOURS.left}">L</text>`));
    assert.match(svg, new RegExp(`fill="${COLOURS.right}">r</text>`));
    assert.doesNotMatch(svg, new RegExp(`<rect [^>]*fill="${COLOURS.left}"`));
  });
  await t.step("cells a Domineering move covered are squares in the mover's colour", () => {
    const svg = boardSvg(readBoard("domineering", "L.|LR"));
    assert.equal(svg.split(`fill="${COLOURS.left}"`).length - 1, 2);
    assert.equal(svg.split(`fill="${COLOURS.right}"`).length - 1, 1);
    assert.doesNotMatch(svg, /<text/);
  });
  await t.step("Hackenbush stalks are edges, with no squares", () => {
    const svg = boardSvg(readBoard("hackenbush", "R|L"));
    assert.equal(svg.split("<line").length - 1, 3); // two edges and the ground
    assert.doesNotMatch(svg, /<rect/);
  });
});
