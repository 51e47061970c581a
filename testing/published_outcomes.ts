/**
 * Starting boards of Clobber, Konane and NoGo and the outcomes published for them, with the
 * source of each: read by the table test `packages/rulesets/published_outcomes_test.ts` and by
 * the benchmark `bench/limits/published_outcomes.ts`, so the table is written once.
 *
 * Conventions: `x` is Left (Black in MCGS, which writes it `X`), `o` is Right (White). MCGS
 * writes a result as "B win" / "B loss" (Black moving first wins / loses) and "W win" / "W loss";
 * "B win, W win" is outcome N and "B loss, W loss" is outcome P. An m x n board has m rows.
 *
 * @module
 */

/** The rulesets whose starting boards this table covers, by their catalogue names. */
export type StartRuleset = "clobber" | "konane" | "noGo";

/**
 * The checkerboard start of Clobber: every cell holds a stone, colours alternate, `x` in the
 * top left corner (as in MCGS's `clobber_rectangle_alternating.test`).
 */
export function clobberStart(rows: number, cols: number): string {
  return Array.from(
    { length: rows },
    (_, r) => Array.from({ length: cols }, (_, c) => ((r + c) % 2 === 0 ? "x" : "o")).join(""),
  ).join("|");
}

/**
 * The Konane start used here: the Clobber checkerboard with two adjacent stones removed as near
 * the centre as possible, side by side in the middle row (Berlekamp's Konane page and Ernst 1995
 * describe a centre pair; Winands and co-authors, "Solving narrow Konane boards", ICGA Journal
 * 43(3), 2021, call this the horizontal middle setup). A one-column board loses a vertical pair.
 */
export function konaneStart(rows: number, cols: number): string {
  const cells = clobberStart(rows, cols).split("|").map((row) => row.split(""));
  if (cols >= 2) {
    const r = Math.floor((rows - 1) / 2);
    const c = Math.floor((cols - 1) / 2);
    cells[r][c] = ".";
    cells[r][c + 1] = ".";
  } else {
    const r = Math.floor((rows - 1) / 2);
    cells[r][0] = ".";
    cells[r + 1][0] = ".";
  }
  return cells.map((row) => row.join("")).join("|");
}

/** The empty NoGo board of `rows` rows and `cols` columns. */
export function noGoStart(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

/** The starting board of `ruleset` with `rows` rows and `cols` columns. */
export function startBoard(ruleset: StartRuleset, rows: number, cols: number): string {
  return ruleset === "clobber"
    ? clobberStart(rows, cols)
    : ruleset === "konane"
    ? konaneStart(rows, cols)
    : noGoStart(rows, cols);
}

/** A published outcome of a starting board. */
export interface PublishedOutcome {
  readonly ruleset: StartRuleset;
  readonly rows: number;
  readonly cols: number;
  /** The outcome class the source gives (or implies: an empty NoGo board is N or P by symmetry). */
  readonly outcome: "L" | "R" | "N" | "P";
  readonly source: string;
}

const MCGS_CLOBBER = "MCGS input/autotests/clobber_autotests/clobber_rectangle_alternating.test";
const MCGS_CLOBBER_SQUARE = "MCGS input/autotests/clobber_autotests/clobber_nxn_alternating.test";
const MCGS_NOGO_1XN = "MCGS input/autotests/nogo_1xn_autotests/nogo_1xn_empty.test" +
  ' (from Du et al., "Solving NoGo on Small Rectangular Boards")';
const MCGS_NOGO = "MCGS input/autotests/nogo_autotests/nogo.test (MCGS's own results)";
const MUELLER_NOGO = "Mueller, Solving NoGo on Small Board Sizes" +
  " (webdocs.cs.ualberta.ca/~mmueller/nogo/solving.html)";

/**
 * Outcomes of starting boards as published, one row per board and source. Each NoGo row is
 * "B win" (N) or "B loss" (P): the empty board is the same for both players, so the result for
 * Black moving first is that for White too.
 */
export const PUBLISHED_OUTCOMES: readonly PublishedOutcome[] = [
  // Clobber: MCGS's test files; their comments credit each row to CGSuite or to MCGS.
  {
    ruleset: "clobber",
    rows: 2,
    cols: 2,
    outcome: "N",
    source: `${MCGS_CLOBBER_SQUARE} (CGSuite)`,
  },
  { ruleset: "clobber", rows: 2, cols: 3, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 2, cols: 4, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 2, cols: 5, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 2, cols: 6, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 3, cols: 2, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  {
    ruleset: "clobber",
    rows: 3,
    cols: 3,
    outcome: "N",
    source: `${MCGS_CLOBBER_SQUARE} (CGSuite)`,
  },
  { ruleset: "clobber", rows: 3, cols: 4, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 3, cols: 5, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 3, cols: 6, outcome: "P", source: `${MCGS_CLOBBER} (MCGS)` },
  { ruleset: "clobber", rows: 4, cols: 2, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 4, cols: 3, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 4, cols: 4, outcome: "N", source: `${MCGS_CLOBBER_SQUARE} (MCGS)` },
  { ruleset: "clobber", rows: 4, cols: 5, outcome: "N", source: `${MCGS_CLOBBER} (MCGS)` },
  { ruleset: "clobber", rows: 5, cols: 2, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 5, cols: 3, outcome: "N", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 5, cols: 4, outcome: "N", source: `${MCGS_CLOBBER} (MCGS)` },
  { ruleset: "clobber", rows: 6, cols: 2, outcome: "P", source: `${MCGS_CLOBBER} (CGSuite)` },
  { ruleset: "clobber", rows: 6, cols: 3, outcome: "P", source: `${MCGS_CLOBBER} (MCGS)` },
  // NoGo on 1 x n boards (Du et al. solved 1 x n up to 27 points; MCGS's file lists 1 to 17).
  ...[
    "P",
    "N",
    "N",
    "P",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
    "N",
  ].map((outcome, i): PublishedOutcome => ({
    ruleset: "noGo",
    rows: 1,
    cols: i + 1,
    outcome: outcome as "N" | "P",
    source: MCGS_NOGO_1XN,
  })),
  { ruleset: "noGo", rows: 2, cols: 1, outcome: "N", source: MCGS_NOGO },
  { ruleset: "noGo", rows: 3, cols: 1, outcome: "N", source: MCGS_NOGO },
  { ruleset: "noGo", rows: 2, cols: 2, outcome: "N", source: MCGS_NOGO },
  { ruleset: "noGo", rows: 3, cols: 3, outcome: "N", source: `${MCGS_NOGO}; ${MUELLER_NOGO}` },
  { ruleset: "noGo", rows: 4, cols: 4, outcome: "P", source: MUELLER_NOGO },
  { ruleset: "noGo", rows: 5, cols: 5, outcome: "N", source: MUELLER_NOGO },
];
