/**
 * `cgt compare`: the order relation of two short partizan games.
 *
 * @module
 */

import { compare, fromGame, loopyCompare } from "@cgt/partizan";
import { type Command, intOption, type Io, parse, UsageError, writeJson } from "../cli.ts";
import { DEFAULT_MAX_STEPS, withinBudget } from "./value.ts";
import { isLoopy, readValue } from "./_loopy.ts";

const HELP = `cgt compare: compare two short partizan games

USAGE:
  cgt compare <a> <b> [--max-steps N] [--json]

Prints one of <, =, > or || (confused: neither a <= b nor b <= a). Games are
in CGSuite notation, as for cgt value; quote expressions with spaces. A game
starting with "-" that is not a number reads as an option: write "0-^" or "(-^)".

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

function runCompare(args: string[], io: Io): number {
  const parsed = parse(args, { "max-steps": { type: "string" } });
  if (parsed.positionals.length !== 2) {
    throw new UsageError(`expected two games, received ${parsed.positionals.length}`);
  }
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const relation = withinBudget(maxSteps, () => {
    const [a, b] = parsed.positionals.map(readValue);
    if (!isLoopy(a) && !isLoopy(b)) return compare(a, b);
    return loopyCompare(isLoopy(a) ? a : fromGame(a), isLoopy(b) ? b : fromGame(b));
  });
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
