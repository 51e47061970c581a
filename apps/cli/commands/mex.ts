/**
 * `cgt mex`: the minimum excludant and nim-sum of a list of values.
 *
 * @module
 */

import { mex, nimSum } from "@cgt/impartial";
import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";

const HELP = `cgt mex: the least non-negative integer missing from a list, and its nim-sum

USAGE:
  cgt mex <n1> <n2> ... [--json]

OPTIONS:
  -h, --help  Show this help
      --json  Print {"mex": m, "nimSum": s}

EXAMPLES:
  cgt mex 0 1 3        # mex 2, nim-sum 2
  cgt mex 1 2 3 --json
`;

function runMex(args: string[], io: Io): number {
  const parsed = parse(args);
  const values = parsed.positionals.map((text) => {
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new UsageError(`values must be non-negative integers, received "${text}"`);
    }
    return Number(text);
  });
  const result = { mex: mex(values), nimSum: nimSum(values) };
  if (parsed.values.json) writeJson(io, result);
  else io.stdout(`mex ${result.mex}\nnim-sum ${result.nimSum}\n`);
  return 0;
}

/** The `cgt mex` command. */
export const mexCommand: Command = {
  name: "mex",
  help: HELP,
  run: runMex,
};
