/**
 * Shared test data for the Nim variants: exhaustive enumerations of small positions, and the plumbing
 * of coin-turning games (rows of coins, flipping coins), for the slow twins in the tests.
 *
 * @module
 */

/** Every list of at most `length` integers from 0 to `max` (exhaustive bounds). */
export function every(length: number, max: number): number[][] {
  const out: number[][] = [[]];
  for (let i = 0; i < out.length; i++) {
    if (out[i].length < length) { for (let v = 0; v <= max; v++) out.push([...out[i], v]); }
  }
  return out;
}

/** Every row of H and T of length 0 to n. */
export function rows(n: number): string[] {
  const out = [""];
  for (let i = 0; i < out.length; i++) if (out[i].length < n) out.push(out[i] + "T", out[i] + "H");
  return out;
}

/** The row after turning over the coins at `indices`. */
export function flip(position: string, indices: number[]): string {
  const coins = [...position];
  for (const i of indices) coins[i] = coins[i] === "H" ? "T" : "H";
  return coins.join("");
}

/**
 * The moves of a coin-turning game by its rules: the rightmost turned coin c goes from H to T, and up
 * to `most - 1` other coins left of c turn over either way. Each move lists its coins in increasing
 * order (c last); moves come by c, then by number of coins, then lexicographically.
 */
export function turningMoves(position: string, most: number): number[][] {
  const out: number[][] = [];
  for (let c = 0; c < position.length; c++) {
    if (position[c] !== "H") continue;
    let lefts: number[][] = [[]];
    for (let size = 1; size <= most; size++) {
      for (const left of lefts) out.push([...left, c]);
      lefts = lefts.flatMap((left) => {
        const next: number[][] = [];
        for (let j = left.length === 0 ? 0 : left[left.length - 1] + 1; j < c; j++) {
          next.push([...left, j]);
        }
        return next;
      });
    }
  }
  return out;
}
