/**
 * The rows of `deno task bench:peers` that measure the parallel search: one table of searched
 * positions, from which both rows of each pair (one worker, two workers) are built, so that the
 * two commands differ only in the value of `--workers`.
 *
 * @module
 */

/** Domineering, Clobber and Konane boards of our own rows. */
export const BOARDS = {
  dom4x8: "........|........|........|........",
  dom5x5: ".....|.....|.....|.....|.....",
  dom5x6: ".....|.....|.....|.....|.....|.....",
  dom6x6: "......|......|......|......|......|......",
  clob4x4: "xoxo|oxox|xoxo|oxox",
  clob4x5: "xoxox|oxoxo|xoxox|oxoxo",
  kon5x5: "xoxox|oxoxo|xo.ox|oxoxo|xoxox",
} as const;

/** Bounds that let the records finish (the defaults stop at 5e6 steps and 1e6 positions). */
export const BIG = "--max-steps 9000000000000 --max-positions 100000000";

/** One position searched with one and with two workers. */
export interface ParallelSearch {
  /** The one-worker row's name. */
  one: string;
  /** The two-worker row's name. */
  two: string;
  /** The `cgt value` expression: a lone ruleset position. */
  expr: string;
  /** A long record: measured once, as a whole process, with this timeout (seconds). */
  large?: { timeout: number };
}

/**
 * The searches of the parallel table, largest first. The small boards' one-worker rows are
 * `NAME-workers-1`, not the peers' rows of workloads.tsv of the same board: those keep the
 * default bounds the peers' comparison uses, under which cgt's estimate refuses the search.
 */
export const PARALLEL_SEARCHES: readonly ParallelSearch[] = [
  {
    one: "domineering-6x6",
    two: "domineering-6x6-workers-2",
    expr: `domineering("${BOARDS.dom6x6}")`,
    large: { timeout: 3600 },
  },
  {
    one: "domineering-5x6",
    two: "domineering-5x6-workers-2",
    expr: `domineering("${BOARDS.dom5x6}")`,
    large: { timeout: 900 },
  },
  {
    one: "clobber-4x5",
    two: "clobber-4x5-workers-2",
    expr: `clobber("${BOARDS.clob4x5}")`,
    large: { timeout: 3600 },
  },
  { one: "konane-5x5-workers-1", two: "konane-5x5-workers-2", expr: `konane("${BOARDS.kon5x5}")` },
  {
    one: "domineering-5x5-workers-1",
    two: "domineering-5x5-workers-2",
    expr: `domineering("${BOARDS.dom5x5}")`,
  },
  {
    one: "clobber-4x4-workers-1",
    two: "clobber-4x4-workers-2",
    expr: `clobber("${BOARDS.clob4x4}")`,
  },
];

/**
 * The command of one row of a pair: the same bounds and `--force` (so that the one-worker
 * search's estimate does not refuse it) whatever the number of workers.
 *
 * @param expr The `cgt value` expression.
 * @param workers The number of workers.
 * @returns The command line without `cgt`, shell-quoted.
 */
export function parallelCommand(expr: string, workers: number): string {
  return `value '${expr}' ${BIG} --force --workers ${workers} --json`;
}

/** A row of our own: its name, command and whether it is a large record. */
export interface OwnRow {
  name: string;
  command: string;
  large?: { timeout: number };
}

/**
 * Both rows of every pair of {@link PARALLEL_SEARCHES}.
 *
 * @returns The one-worker row then the two-worker row of each search, in the table's order.
 */
export function parallelRows(): OwnRow[] {
  return PARALLEL_SEARCHES.flatMap(({ one, two, expr, large }) =>
    [[one, 1], [two, 2]].map(([name, workers]) => ({
      name: name as string,
      command: parallelCommand(expr, workers as number),
      ...(large ? { large } : {}),
    }))
  );
}
