import assert from "node:assert/strict";
import fc from "fast-check";
import type { Ruleset } from "@cgt/partizan/search";
import {
  objectIdentityKey,
  plainImpartial,
  plainMisereOutcome,
  plainMisereWins,
  plainSum,
} from "./plain_misere.ts";

/** One Nim heap: either player takes any positive number of counters. */
const HEAP: Ruleset<number> = {
  name: "heap",
  leftOptions: (n) => Array.from({ length: n }, (_, i) => i),
  rightOptions: (n) => Array.from({ length: n }, (_, i) => i),
};

/** Small partizan trees by name: `one` = {0|}, `minusOne` = {|0}, `star` = {0|0}. */
const TREES: Record<string, { left: string[]; right: string[] }> = {
  zero: { left: [], right: [] },
  one: { left: ["zero"], right: [] },
  minusOne: { left: [], right: ["zero"] },
  star: { left: ["zero"], right: ["zero"] },
};
const TREE_RULES: Ruleset<string> = {
  name: "trees",
  leftOptions: (t) => TREES[t].left,
  rightOptions: (t) => TREES[t].right,
};

Deno.test("plainMisereOutcome() gives the misère outcomes worked out by hand", async (t) => {
  // [tree, outcome, why]
  const trees: [string, string, string][] = [
    ["zero", "N", "0: the player to move has no move and wins"],
    ["one", "R", "1 = {0|}: Left must move to 0, where Right wins"],
    ["minusOne", "L", "-1 = {|0}: the mirror image"],
    ["star", "P", "* = {0|0}: the mover must move to 0, leaving a win"],
  ];
  for (const [tree, outcome, why] of trees) {
    await t.step(`${tree} is ${outcome} (${why})`, () => {
      assert.equal(plainMisereOutcome(TREE_RULES, tree), outcome);
    });
  }
  // [heaps, outcome, source]
  const nim: [number[], string, string][] = [
    [[1], "P", "Bouton (1902): an odd count of heaps of 1"],
    [[2], "N", "take one, leave a heap of 1"],
    [[1, 1], "N", "Bouton (1902): an even count of heaps of 1"],
    [[1, 1, 1], "P", "Bouton (1902): an odd count of heaps of 1"],
    [[2, 2], "P", "Bouton (1902): a heap above 1 and nim-sum 0"],
    [[1, 2, 3], "P", "Bouton (1902): a heap above 1 and nim-sum 0"],
  ];
  for (const [heaps, outcome, source] of nim) {
    await t.step(`misère Nim ${heaps.join("+")} is ${outcome} (${source})`, () => {
      assert.equal(plainMisereOutcome(plainSum(HEAP), heaps), outcome);
    });
  }
});

Deno.test("plainMisereWins() agrees with Bouton's misère Nim rule on random heaps", () => {
  // Bouton (1902): with every heap at most 1 the mover wins iff the count of 1s is even;
  // otherwise iff the nim-sum is not 0.
  const sum = plainSum(HEAP);
  const memo = new Map<string, boolean>();
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }), (heaps) => {
      const small = heaps.every((h) => h <= 1);
      const ones = heaps.filter((h) => h === 1).length;
      const bouton = small ? ones % 2 === 0 : heaps.reduce((a, b) => a ^ b, 0) !== 0;
      assert.equal(plainMisereWins(sum, heaps, true, { memo }), bouton, heaps.join("+"));
    }),
    { seed: 73514, numRuns: 200 },
  );
});

Deno.test("plainSum() moves in one part at a time and keys a sum by its parts in any order", () => {
  const sum = plainSum(HEAP);
  assert.deepEqual(sum.leftOptions([1, 2]), [[0, 2], [1, 0], [1, 1]]);
  assert.equal(sum.key!([1, 2]), sum.key!([2, 1]));
  assert.notEqual(sum.key!([1, 2]), sum.key!([1, 1]));
});

Deno.test("plainImpartial() gives both players the game's options and keeps its key", () => {
  const rules = plainImpartial({ options: (n: number) => [n - 1].filter((m) => m >= 0) });
  assert.deepEqual([...rules.leftOptions(2)], [1]);
  assert.deepEqual([...rules.rightOptions(2)], [1]);
  assert.equal(rules.key, undefined);
  assert.equal(plainImpartial({ options: () => [], key: (n: number) => n * 2 }).key!(3), 6);
});

Deno.test("objectIdentityKey() numbers each object once and tells equal-looking objects apart", () => {
  const key = objectIdentityKey();
  const a = { left: [], right: [] };
  const b = { left: [], right: [] };
  assert.equal(key(a), key(a));
  assert.notEqual(key(a), key(b));
});
