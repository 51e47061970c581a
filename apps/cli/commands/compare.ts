/**
 * `cgt compare`: the order relation of two short partizan games.
 *
 * @module
 */

import { compare, type Relation } from "@cgt/partizan/compare";
import {
  CliError,
  type Command,
  intOption,
  type Io,
  parse,
  quote,
  UsageError,
  writeJson,
} from "../cli.ts";
import { DEFAULT_MAX_STEPS, type ReadValue, readValue, withinBudget } from "./_read.ts";
import { surrealModule, surrealOfGame, surrealOrThrow } from "./_surreal.ts";

const HELP = `cgt compare: compare two short partizan games

USAGE:
  cgt compare <a> <b> [--max-steps N] [--json]

Prints one of <, =, > or || (confused: neither a <= b nor b <= a). Games are
in CGSuite notation, as for cgt value; quote expressions with spaces. Surreal
numbers that are not short games (omega, omega - 1, 1/omega, 7/6) compare
with each other and with games that are numbers. A game
starting with "-" that is not a number reads as an option: put -- before the
games, as in cgt compare -- "-^" 0 (or write "0-^" or "(-^)").

OPTIONS:
  -h, --help  Show this help
      --json  Print {"relation": "<"|"="|">"|"||"}
      --max-steps N  Give up (exit 1) after N steps of work on games, taking a
                     few microseconds each (default 5000000)

EXAMPLES:
  cgt compare "^" 0            # >
  cgt compare "^*" 0           # ||
  cgt compare "{1|1}" "1 + *" --json
  cgt compare over 0           # > (loopy games too)
  cgt compare omega "omega+1"  # <
`;

async function runCompare(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, { "max-steps": { type: "string" } }, { expressionsOf: "compare" });
  if (parsed.positionals.length !== 2) {
    throw new UsageError(`expected two games, received ${parsed.positionals.length}`);
  }
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const texts = parsed.positionals;
  const reads = await Promise.all(
    texts.map((text) => readValue(text, maxSteps).catch((error: unknown) => ({ error }))),
  );
  if (reads.some((r) => "error" in r)) {
    // Surreal numbers that are not short games (omega, 7/6), compared with each other or with
    // games that are numbers.
    const { compareSurreals } = await surrealModule();
    const [x, y] = await Promise.all(reads.map((r, i) => {
      if ("error" in r) return surrealOrThrow(texts[i], r.error);
      if (r.game === undefined) {
        throw new CliError(
          `Cannot compare: surreal numbers beyond the short games compare only with numbers, and ${
            quote(texts[i])
          } is a loopy game`,
        );
      }
      return surrealOfGame(r.game, texts[i]);
    }));
    const sign = compareSurreals(x, y);
    const relation: Relation = sign < 0 ? "<" : sign > 0 ? ">" : "=";
    if (parsed.values.json) writeJson(io, { relation });
    else io.stdout(`${relation}\n`);
    return 0;
  }
  const [a, b] = reads as ReadValue[];
  let relation: Relation;
  if (a.game !== undefined && b.game !== undefined) {
    relation = withinBudget(maxSteps, () => compare(a.game, b.game));
  } else {
    const { fromGame, loopyCompare } = await import("./_loopy.ts");
    relation = withinBudget(
      maxSteps,
      () => loopyCompare(a.loopy ?? fromGame(a.game!), b.loopy ?? fromGame(b.game!)),
    );
  }
  if (parsed.values.json) writeJson(io, { relation });
  else io.stdout(`${relation}\n`);
  return 0;
}

/** The `cgt compare` command. */
export const compareCommand: Command = {
  name: "compare",
  help: HELP,
  run: runCompare,
};
