/**
 * The slow twin of misère canonical forms on impartial game trees: explicit trees and the misère
 * outcome of their sums by plain search over every move, with no theory at all (the twin for
 * positions of a `Ruleset` is plain_misere.ts).
 *
 * @module
 */

/** An impartial game tree: the list of its options. */
export type Tree = readonly Tree[];

/** A key equal for equal trees (options in any order). */
export function treeKey(t: Tree): string {
  return `{${t.map(treeKey).sort().join(",")}}`;
}

/** The tree of a registry game: its canonical options, recursively. */
export function treeOf(options: (id: number) => readonly number[], id: number): Tree {
  return options(id).map((o) => treeOf(options, o));
}

/**
 * Whether the player to move wins the sum of `parts` in misère play (the player who cannot move
 * wins), by trying every move.
 */
export function plainMisereWins(
  parts: readonly Tree[],
  memo: Map<string, boolean> = new Map(),
): boolean {
  const live = parts.filter((p) => p.length > 0);
  const key = live.map(treeKey).sort().join("+");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let wins = live.length === 0;
  search: for (let i = 0; i < live.length; i++) {
    for (const option of live[i]) {
      const next = [...live];
      next[i] = option;
      if (!plainMisereWins(next, memo)) {
        wins = true;
        break search;
      }
    }
  }
  memo.set(key, wins);
  return wins;
}
