import assert from "node:assert/strict";
import { readBoard } from "./boards.ts";
import { canonicalFilterNote } from "./canonical_filter.ts";
import { analyseExpression, analyseLoopyBoard, GameRegistry } from "./compute.ts";

Deno.test("canonicalFilterNote() says why the filter has nothing to act on", async (t) => {
  const table: [what: string, text: string, note: RegExp | undefined][] = [
    ["a short game with options (*)", "*", undefined],
    ["a short game with options ({1|0})", "{1|0}", undefined],
    ["a short game without options (0)", "0", /this game has no options/],
    ["the loopy value on", "on", /loopy value's options are not listed/],
    ["the loopy value over ({0|pass})", "{0|pass}", /loopy value's options are not listed/],
  ];
  for (const [what, text, note] of table) {
    await t.step(what, () => {
      const got = canonicalFilterNote(analyseExpression(text, new GameRegistry()));
      if (note === undefined) assert.equal(got, undefined);
      else assert.match(got ?? "", note);
    });
  }
  await t.step("a loopy board, whose moves are listed unmarked", () => {
    const r = analyseLoopyBoard(readBoard("backsliding", "TT..FF"));
    assert.ok(r.left.length > 0);
    assert.match(canonicalFilterNote(r) ?? "", /loopy board's moves are not sorted/);
  });
});
