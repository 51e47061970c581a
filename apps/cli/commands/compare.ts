/**
 * `cgt compare`: the order relation of two short partizan games.
 *
 * @module
 */

import { compare, type Relation } from "@cgt/partizan/compare";
import { type Command, intOption, type Io, parse, UsageError, writeJson } from "../cli.ts";
import { DEFAULT_MAX_STEPS, readValue, withinBudget } from "./_read.ts";

const HELP = `cgt compare: compare two short partizan games

USAGE:
  cgt compare <a> <b> [--max-steps N] [--json]

Prints one of <, =, > or || (confused: neither a <= b nor b <= a). Games are
in CGSuite notation, as for cgt value; quote expressions with spaces. A game
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
`;

async function runCompare(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, { "max-steps": { type: "string" } }, { expressionsOf: "compare" });
  if (parsed.positionals.length !== 2) {
    throw new UsageError(`expected two games, received ${parsed.positionals.length}`);
  }
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const a = await readValue(parsed.positionals[0], maxSteps);
  const b = await readValue(parsed.positionals[1], maxSteps);
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
