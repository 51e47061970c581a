/**
 * Small rulesets for the tests of parallelSearch, imported both by the tests and by the worker
 * they start (so the module imports nothing): one with number keys and components (shared
 * between workers), one with string keys (kept by each worker alone).
 *
 * @module
 */

/** The shape of a ruleset, as parallelSearch's workers need it. */
export interface TestRuleset<P> {
  name: string;
  leftOptions(position: P): P[];
  rightOptions(position: P): P[];
  key?(position: P): number | string;
  components?(position: P): P[];
}

/**
 * Heaps: a position is a list of heap sizes, each heap a component. Left takes 1 or 3 from a
 * heap, Right takes 2, or splits a heap of at least 3 into two non-empty heaps. A heap's key is
 * its size (a number); a list of several heaps is keyed by the sorted sizes and is only searched
 * as the sum of its heaps.
 */
export const HEAPS: TestRuleset<number[]> = {
  name: "Heaps",
  components: (heaps) => heaps.filter((h) => h > 0).map((h) => [h]),
  key: (heaps) => heaps.length === 1 ? heaps[0] : [...heaps].sort((a, b) => a - b).join(","),
  leftOptions: (heaps) =>
    heaps.flatMap((h, i) => [1, 3].filter((t) => t <= h).map((t) => heaps.with(i, h - t))),
  rightOptions: (heaps) =>
    heaps.flatMap((h, i) => {
      const out: number[][] = h >= 2 ? [heaps.with(i, h - 2)] : [];
      for (let a = 1; 2 * a <= h && h >= 3; a++) {
        out.push([...heaps.slice(0, i), a, h - a, ...heaps.slice(i + 1)]);
      }
      return out;
    }),
};

/**
 * Strings of `L` and `R` (a Hackenbush string, with string keys): Left removes one of her
 * letters and every letter after it, Right one of his.
 */
export const STRINGS: TestRuleset<string> = {
  name: "Strings",
  leftOptions: (s) => [...s].flatMap((c, i) => (c === "L" ? [s.slice(0, i)] : [])),
  rightOptions: (s) => [...s].flatMap((c, i) => (c === "R" ? [s.slice(0, i)] : [])),
};

/**
 * Sums of heaps and strings: a position is a list of components, each a heap (a number, moved as
 * in {@link HEAPS}) or a string (moved as in {@link STRINGS}); keys are strings, as `h3` and
 * `sLRL`, and a list of several components is only searched as their sum.
 */
export const MIXED: TestRuleset<(number | string)[]> = {
  name: "Mixed",
  components: (parts) => parts.filter((p) => p !== 0 && p !== "").map((p) => [p]),
  key: (parts) => parts.map((p) => (typeof p === "number" ? `h${p}` : `s${p}`)).sort().join(","),
  leftOptions: (parts) =>
    parts.flatMap((p, i) =>
      (typeof p === "number" ? HEAPS.leftOptions([p]) : STRINGS.leftOptions(p).map((s) => [s]))
        .map((o) => [...parts.slice(0, i), ...o, ...parts.slice(i + 1)])
    ),
  rightOptions: (parts) =>
    parts.flatMap((p, i) =>
      (typeof p === "number" ? HEAPS.rightOptions([p]) : STRINGS.rightOptions(p).map((s) => [s]))
        .map((o) => [...parts.slice(0, i), ...o, ...parts.slice(i + 1)])
    ),
};

/**
 * A trap for a search that goes in the order of a list: from `"root"` Left may move to a sum of
 * heaps of 9, 10 and 11 (of {@link HEAPS}; a win, but a long search with Right to move) or to
 * four heaps of 1 (Right has no move there: a win found in one node); Right has no move. A
 * search that sorts moves by their number of components tries the long one first.
 */
export const TRAP: TestRuleset<"root" | number[]> = {
  name: "Trap",
  components: (p) => (p === "root" ? [p] : HEAPS.components!(p)),
  key: (p) => (p === "root" ? "root" : HEAPS.key!(p)),
  leftOptions: (p) => (p === "root" ? [[9, 10, 11], [1, 1, 1, 1]] : HEAPS.leftOptions(p)),
  rightOptions: (p) => (p === "root" ? [] : HEAPS.rightOptions(p)),
};

/** The rulesets by name, as the test worker finds them. */
export const TEST_RULESETS: Record<string, TestRuleset<never>> = {
  heaps: HEAPS as TestRuleset<never>,
  strings: STRINGS as TestRuleset<never>,
  mixed: MIXED as unknown as TestRuleset<never>,
  trap: TRAP as unknown as TestRuleset<never>,
};
