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

/**
 * Sorts `list[from .. count)` in place, greatest first (insertion sort: a few dozen moves, no
 * allocation). Cost: O((count - from)^2) at worst.
 */
export function sortDescending(list: Int32Array, from: number, count: number): void {
  for (let k = from + 1; k < count; k++) {
    const move = list[k];
    let at = k;
    while (at > from && list[at - 1] < move) {
      list[at] = list[at - 1];
      at--;
    }
    list[at] = move;
  }
}

/**
 * Swaps `list[at]` into `list[0]`, so a node can try its best move (its index kept while the
 * moves were listed) before paying for a full sort: the first move tried wins at nearly every
 * node the mover wins, and {@link sortDescending} of `list[1 .. count)` afterwards gives a fully
 * sorted list when `list[at]` is the greatest (the same as sorting at once when no two are
 * equal). Cost: O(1).
 */
export function moveToFront(list: Int32Array, at: number): void {
  const move = list[at];
  list[at] = list[0];
  list[0] = move;
}
