/**
 * An obviously correct twin of CGSuite's GenClobber for the tests: positions are the board text
 * (rows separated by `|`; `.` empty, `x` Left, `o` Right, `#` blocked), and a move follows
 * CGSuite's `ClobberablePoints` step by step: from a stone, walk along a direction while the
 * squares are empty and fewer than `maxDistance` steps are taken, then move onto the square
 * reached if its value is one the player may clobber, leaving `leftBehind` where the stone was.
 * No bitboards, components, keys or symmetries.
 *
 * @module
 */

import type { Ruleset } from "@cgt/partizan/search";

/** CGSuite's GenClobber parameters, as the twin takes them (cell values 0 `.`, 1 `x`, 2 `o`). */
export interface GenClobberTwinRules {
  readonly directions: readonly (readonly [number, number])[];
  readonly clobbered: readonly [readonly number[], readonly number[]];
  readonly leftBehind: readonly [number, number];
  readonly maxDistance: number;
}

const CHAR = ".xo";

function moves(board: string, me: 0 | 1, rules: GenClobberTwinRules): string[] {
  const grid = board.split("|").map((row) => [...row]);
  const at = (r: number, c: number): string | undefined => grid[r]?.[c];
  const mine = CHAR[me + 1];
  const out: string[] = [];
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== mine) continue;
      for (const [dr, dc] of rules.directions) {
        let n = 1;
        while (n < rules.maxDistance && at(r + n * dr, c + n * dc) === ".") n++;
        const there = at(r + n * dr, c + n * dc);
        if (there === undefined || there === "#") continue;
        if (!rules.clobbered[me].includes(CHAR.indexOf(there))) continue;
        const next = grid.map((row) => [...row]);
        next[r][c] = CHAR[rules.leftBehind[me]];
        next[r + n * dr][c + n * dc] = mine;
        out.push(next.map((row) => row.join("")).join("|"));
      }
    }
  }
  return out;
}

/** The GenClobber ruleset of `rules` on board text. */
export function genClobberTwin(rules: GenClobberTwinRules): Ruleset<string> {
  return {
    name: "GenClobber (text)",
    leftOptions: (board) => moves(board, 0, rules),
    rightOptions: (board) => moves(board, 1, rules),
  };
}

/** The knight's moves, written out. */
export const KNIGHT_STEPS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

/** Knights on board text. */
export const KNIGHTS_TEXT: Ruleset<string> = genClobberTwin({
  directions: KNIGHT_STEPS,
  clobbered: [[2], [1]],
  leftBehind: [0, 0],
  maxDistance: 1,
});
