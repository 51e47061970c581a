/**
 * Random grid boards for property tests of the bitboard solvers: board text (rows separated by
 * `|`, `.` an empty cell, `#` a filled one), about a fifth of the cells filled.
 *
 * @module
 */

import fc from "fast-check";

/**
 * Boards of `rows.min` to `rows.max` rows and `cols.min` to `cols.max` columns, each cell filled
 * with probability 1/5.
 */
export function randomBoards(
  rows: { min: number; max: number },
  cols: { min: number; max: number },
): fc.Arbitrary<string> {
  return fc.integer(rows).chain((height) =>
    fc.integer(cols).chain((width) =>
      fc.array(fc.constantFrom(".", ".", ".", ".", "#"), {
        minLength: height * width,
        maxLength: height * width,
      }).map((cells) =>
        Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width).join(""))
          .join("|")
      )
    )
  );
}
