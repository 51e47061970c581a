/**
 * Move ordering for `DomineeringSolver` (private to `grid/`): sorts a depth's move buffer by a
 * score kept beside each move, carrying what was counted of each move along with it.
 *
 * @module
 */

/**
 * Sorts `list[0 .. count)` by `list[scoreAt + k]`, highest first and stable (moves of equal score
 * keep their order), moving `list[countedAt + k]` and `list[scoreAt + k]` with each move, in
 * place (insertion sort: a few dozen moves, no allocation). Cost: O(count^2) at worst.
 */
export function sortByScore(
  list: Int32Array,
  count: number,
  countedAt: number,
  scoreAt: number,
): void {
  for (let k = 1; k < count; k++) {
    const move = list[k];
    const counted = list[countedAt + k];
    const score = list[scoreAt + k];
    let at = k;
    while (at > 0 && list[scoreAt + at - 1] < score) {
      list[at] = list[at - 1];
      list[countedAt + at] = list[countedAt + at - 1];
      list[scoreAt + at] = list[scoreAt + at - 1];
      at--;
    }
    list[at] = move;
    list[countedAt + at] = counted;
    list[scoreAt + at] = score;
  }
}
