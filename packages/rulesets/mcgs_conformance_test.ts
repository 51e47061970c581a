import assert from "node:assert/strict";
import { outcome } from "@cgt/partizan/compare";
import { hotClobber } from "./grid/hot_clobber.ts";

// MCGS's Cannibal Clobber (ualberta-mueller-group/MCGS, src/cannibal_clobber.cpp) lets a stone
// move onto an orthogonally adjacent stone of either colour, leaving its square empty: CGSuite's
// HotClobber, which is cgt's hotClobber(). So Cannibal Clobber is not a ruleset of its own here;
// this table checks hotClobber() against MCGS's published outcomes. MCGS writes Black as X
// (Left, moving first in "B") and White as O; "B win" means Black wins moving first.

/** The outcomes a result allows: with both results given, exactly one class. */
function allowed(result: string): string[] {
  const b = /B win/.test(result) ? "win" : /B loss/.test(result) ? "loss" : undefined;
  const w = /W win/.test(result) ? "win" : /W loss/.test(result) ? "loss" : undefined;
  return ["L", "R", "P", "N"].filter((o) => {
    const leftFirstWins = o === "L" || o === "N";
    const rightFirstWins = o === "R" || o === "N";
    return (b === undefined || (b === "win") === leftFirstWins) &&
      (w === undefined || (w === "win") === rightFirstWins);
  });
}

const ROWS: [board: string, result: string, source: string][] = [
  ["XO|OX", "B win", "cannibal_clobber_easy.test"],
  ["XOX|OXO", "B loss", "cannibal_clobber_easy.test"],
  ["XOXO|OXOX", "B win", "cannibal_clobber_easy.test"],
  ["XOXOX|OXOXO", "B win", "cannibal_clobber_easy.test"],
  ["XOX|OXO|XOX", "B win, W win", "cannibal_clobber_easy.test"],
  ["XOXO|OXOX|XOXO", "B win", "cannibal_clobber_easy.test"],
  ["XOXOXO", "B win", "cannibal_clobber_1xn.test"],
  ["XOX|O.X|OXO", "B loss, W loss", "3x3-even-stones.test (results from CGSuite 2.2-beta2)"],
  [".XX|XOO|OXO", "B win, W win", "3x3-even-stones.test"],
  ["X.O|XXX|OOO", "B win, W win", "3x3-even-stones.test"],
  ["XOX|OOX|OX.", "B loss, W loss", "3x3-even-stones.test"],
  ["XOO|O.X|OXX", "B win, W loss", "3x3-even-stones.test"],
  ["OX.X.OXX|OOOOOXXX", "B win, W loss", "2x8-7stones.test"],
];

Deno.test("hotClobber() has MCGS's published outcomes of Cannibal Clobber", async (t) => {
  for (const [board, result, source] of ROWS) {
    const ok = allowed(result);
    await t.step(`${board}: ${result} (MCGS input/autotests/cannibal_clobber/${source})`, () => {
      const got = outcome(hotClobber(board.toLowerCase()));
      assert.ok(ok.includes(got), `outcome ${got}, expected one of ${ok.join(", ")}`);
    });
  }
});
