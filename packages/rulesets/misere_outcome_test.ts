import assert from "node:assert/strict";
import fc from "fast-check";
import { game, integer, STAR } from "@cgt/partizan/game";
import { gameMisereOutcome, misereOutcome } from "@cgt/partizan/misere-outcome";
import type { Ruleset } from "@cgt/partizan/search";
import { CLOBBER, parseClobber } from "./grid/clobber.ts";
import { DOMINEERING, parseDomineering } from "./grid/domineering.ts";
import { plainMisereOutcome } from "../../testing/plain_misere.ts";

/** A partizan game tree: Left's and Right's options. */
interface Tree {
  left: Tree[];
  right: Tree[];
}

const treeRules: Ruleset<Tree> = {
  name: "tree",
  leftOptions: (t) => t.left,
  rightOptions: (t) => t.right,
  key: (t) => JSON.stringify(t),
};

const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => {
  const side = fc.oneof(
    { depthSize: "small" },
    fc.constant<Tree[]>([]),
    fc.array(tie("tree"), { maxLength: 2 }),
  );
  return { tree: fc.record({ left: side, right: side }) };
}).tree;

Deno.test("misereOutcome() agrees with plain recursion on random game trees", () => {
  fc.assert(
    fc.property(
      treeArb,
      (t) => assert.equal(misereOutcome(treeRules, t), plainMisereOutcome(treeRules, t)),
    ),
    { seed: 84171, numRuns: 300 },
  );
});

Deno.test("misereOutcome() agrees with plain recursion on small Domineering and Clobber boards", () => {
  const boards = ["..", ".", "...", "..|..", "...|..#", "...|...", "..|..|.."];
  for (const b of boards) {
    const p = parseDomineering(b);
    assert.equal(misereOutcome(DOMINEERING, p), plainMisereOutcome(DOMINEERING, p), b);
  }
  for (const b of ["xo", "xox", "xo|ox", "xoo|oxx"]) {
    const p = parseClobber(b);
    assert.equal(misereOutcome(CLOBBER, p), plainMisereOutcome(CLOBBER, p), b);
  }
});

Deno.test("gameMisereOutcome() gives the misère outcome of a game tree", () => {
  assert.equal(gameMisereOutcome(integer(0)), "N");
  assert.equal(gameMisereOutcome(STAR), "P");
  assert.equal(gameMisereOutcome(integer(1)), "R");
  assert.equal(gameMisereOutcome(integer(-2)), "L");
  // {0|0} is *: the same tree.
  assert.equal(gameMisereOutcome(game([integer(0)], [integer(0)])), "P");
});

Deno.test("misereOutcome() honours maxPositions and rejects a bad limit", () => {
  const p = parseDomineering("....|....|....");
  assert.throws(() => misereOutcome(DOMINEERING, p, { maxPositions: 3 }), /more than 3 positions/);
  assert.throws(() => misereOutcome(DOMINEERING, p, { maxPositions: 0 }), RangeError);
});
