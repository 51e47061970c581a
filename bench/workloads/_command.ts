/**
 * The work of a `cgt` command line of the peers' workloads, done in this process through the
 * packages' public entry points, for the in-process timings (inproc.ts, thermal_library.ts): the
 * CLI is an app, not a package, so the benchmarks do not import its modules. Two commands are
 * understood, with the options the workloads use:
 *
 * - `value <expr> [--thermo] [--json] [--max-steps N] [--max-positions N] [--workers N] [--force]`:
 *   a lone position of a ruleset that parallelValue searches (`domineering("..|..")`) is searched by
 *   parallelValue, as the CLI does; any other expression is read by parseGame with the rulesets'
 *   functions. Then the canonical form (or, past 100,000 characters, its length and birthday),
 *   the outcome, and with `--thermo` the mean, temperature and stops.
 * - `grundy octal <code> | grundy-game | kayles | dawsons-kayles --to N [--json]`: G(0..N) and
 *   the period found in them.
 *
 * The result is the JSON document `cgt <command> --json` prints (its fields that the peers'
 * comparison reads: `value`, `outcome`, `length`, `birthday`, the four thermal fields;
 * `values`, `period`), so that the in-process value is checked against the whole process's.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  GRUNDYS_GAME,
  heapPeriodicity,
  parseOctalCode,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import {
  birthday,
  formatDyadic,
  formatGame,
  formattedLength,
  type Game,
  leftStop,
  mean,
  outcome,
  parseGame,
  rightStop,
  temperature,
  withStepLimit,
} from "@cgt/partizan";
import { PARALLEL_RULESET_NAMES, parallelValue } from "@cgt/rulesets/parallel-value";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";

/** The CLI's default step budget of `cgt value` (`--max-steps`). */
const MAX_STEPS = 5_000_000;
/** The CLI's default position bound of a searched position (`--max-positions`). */
const MAX_POSITIONS = 1_000_000;
/** The longest canonical form `cgt value` prints. */
const MAX_VALUE_LENGTH = 100_000;
/** A lone ruleset position: `name("text")`. */
const LONE_POSITION = /^\s*([a-z]+)\(\s*"([^"]*)"\s*\)\s*$/;

/** The octal codes of the named heap games of `cgt grundy`. */
const NAMED: Record<string, string> = { kayles: "0.77", "dawsons-kayles": "0.07" };

function integer(text: string | undefined, fallback: number, option: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(
      `Cannot run the command: ${option} must be a non-negative integer, received ${text}`,
    );
  }
  return n;
}

async function value(args: string[]): Promise<Record<string, unknown>> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      thermo: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      "max-steps": { type: "string" },
      "max-positions": { type: "string" },
      workers: { type: "string" },
      // The CLI's leave to run a search its estimate finds long; nothing is estimated here.
      force: { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const expr = positionals.join(" ");
  const maxSteps = integer(values["max-steps"], MAX_STEPS, "--max-steps");
  const maxPositions = integer(values["max-positions"], MAX_POSITIONS, "--max-positions");
  const workers = integer(values.workers, 1, "--workers");
  const lone = LONE_POSITION.exec(expr);
  const g: Game = lone !== null && PARALLEL_RULESET_NAMES.includes(lone[1])
    ? await parallelValue(lone[1], lone[2], { workers, maxSteps, maxPositions })
    : withStepLimit(maxSteps, () => parseGame(expr, { functions: RULESET_FUNCTIONS }));
  return withStepLimit(maxSteps, () => {
    const length = formattedLength(g);
    const fields: Record<string, unknown> = length <= MAX_VALUE_LENGTH
      ? { value: formatGame(g) }
      : { value: null, length, birthday: String(birthday(g)) };
    fields.outcome = outcome(g);
    if (values.thermo) {
      fields.mean = formatDyadic(mean(g));
      fields.temperature = formatDyadic(temperature(g));
      fields.leftStop = formatDyadic(leftStop(g));
      fields.rightStop = formatDyadic(rightStop(g));
    }
    return fields;
  });
}

function grundy(args: string[]): Record<string, unknown> {
  const { values, positionals } = parseArgs({
    args,
    options: { to: { type: "string" }, json: { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  const [kind, code] = positionals;
  const game: TakeAndBreakGame = kind === "octal"
    ? parseOctalCode(code ?? "")
    : kind === "grundy-game"
    ? GRUNDYS_GAME
    : kind in NAMED
    ? parseOctalCode(NAMED[kind])
    : (() => {
      throw new RangeError(`Cannot run the command: unknown heap game, received ${kind}`);
    })();
  const n = integer(values.to, 100, "--to");
  const computed = takeAndBreakGrundy(game, n);
  return { values: Array.from(computed), period: heapPeriodicity(game, computed, { maxN: n }) };
}

/**
 * Does the work of one `cgt` command line in this process.
 *
 * @param args The command line without `cgt`: `["value", "{1|-1}", "--json"]`.
 * @returns The document `cgt <args> --json` prints (the fields the peers' comparison reads).
 * @throws {RangeError} If the command is not one of those understood, or an option is out of range.
 */
export async function commandInProcess(args: string[]): Promise<Record<string, unknown>> {
  const [command, ...rest] = args;
  if (command === "value") return await value(rest);
  if (command === "grundy") return grundy(rest);
  throw new RangeError(
    `Cannot run the command in process: only value and grundy are understood, received ${command}`,
  );
}
