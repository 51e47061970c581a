/**
 * A one-shot worker for impartial_limits.ts: computes one impartial-ruleset workload of size n in
 * a fresh process and prints the milliseconds it took (modules loaded first).
 * `deno run bench/_impartial_limits.ts <job> <n>`.
 *
 * @module
 */

import { parseTakeAndBreakCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { parseSpawningCode, spawningGrundy } from "@cgt/impartial/spawning";
import { coinTurningGrundy } from "@cgt/rulesets/coin-turning";
import { CLOBBER, parseClobber } from "@cgt/rulesets/clobber";
import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
import { impartialVariant } from "@cgt/rulesets/impartial-variant";

/** A row of n heads. */
const heads = (n: number): string => "H".repeat(n);
/** An empty board of n rows and n or n + 1 columns (n = 2k: k x k; n = 2k + 1: k x (k + 1)). */
function board(n: number): string {
  const rows = n >> 1;
  const cols = rows + (n & 1);
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}
/** A checkerboard of Clobber stones of the same shape. */
function checkers(n: number): string {
  const rows = n >> 1;
  const cols = rows + (n & 1);
  return Array.from(
    { length: rows },
    (_, r) => Array.from({ length: cols }, (_, c) => ((r + c) % 2 ? "o" : "x")).join(""),
  ).join("|");
}

/** Each job computes the value of one position of size n. */
const JOBS: Record<string, (n: number) => unknown> = {
  "mock-turtles": (n) => coinTurningGrundy("1-3", heads(n)),
  "turning-triplets-3": (n) => coinTurningGrundy("3", heads(n)),
  "turning-moebius-1-5": (n) => coinTurningGrundy("1-5", heads(n)),
  "turning-turnips-3E": (n) => coinTurningGrundy("3E", heads(n)),
  "turning-grunt-4FS": (n) => coinTurningGrundy("4FS", heads(n)),
  "turning-ruler-fives-1-5C": (n) => coinTurningGrundy("1-5C", heads(n)),
  "turning-sym-1+S": (n) => coinTurningGrundy("1+S", heads(n)),
  "spawning-1-3-C(100)": (n) => spawningGrundy(parseSpawningCode("1-3C(100)"), n),
  "impartial-domineering": (n) =>
    impartialVariant(DOMINEERING).solver.grundy(parseDomineering(board(n))),
  "impartial-clobber": (n) => impartialVariant(CLOBBER).solver.grundy(parseClobber(checkers(n))),
  "tb-grundy-4!.0": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("4!.0"), n),
  "tb-0.7!f?": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.7!f?"), n),
  "tb-nim-0.[3]": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.[3]"), n),
  "tb-0.[7]": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.[7]"), n),
  "tb-0.*": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("0.*"), n),
  "tb-maundy-{2+}=.0": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("{2+}=.0"), n),
  "tb-80.0": (n) => takeAndBreakGrundy(parseTakeAndBreakCode("80.0"), n),
};

/** The job names, for the driver. */
export const JOB_NAMES: string[] = Object.keys(JOBS);

if (import.meta.main) {
  const job = JOBS[Deno.args[0]];
  const n = Number(Deno.args[1]);
  if (job === undefined || !Number.isSafeInteger(n)) {
    throw new Error(`expected <job> <n>, jobs: ${JOB_NAMES.join(", ")}`);
  }
  const t = performance.now();
  job(n);
  // deno-lint-ignore no-console
  console.log(`${(performance.now() - t).toFixed(0)}`);
}
