/**
 * `cgt mex`: the minimum excludant and nim-sum of a list of values.
 *
 * @module
 */

import { mex, nimSumBigInt } from "@cgt/impartial";
import { type Command, heapArg, type Io, parse, writeJson } from "../cli.ts";

const HELP = `cgt mex: the least non-negative integer missing from a list, and its nim-sum

USAGE:
  cgt mex <n1> <n2> ... [--json]

Values are non-negative integers of any size (exact, up to 10000 digits); with
--json, a nim-sum past 2^53 - 1 is still an exact JSON integer.

OPTIONS:
  -h, --help  Show this help
      --json  Print {"mex": m, "nimSum": s}

EXAMPLES:
  cgt mex 0 1 3        # mex 2, nim-sum 2
  cgt mex 1 2 3 --json
`;

function runMex(args: string[], io: Io): number {
  const parsed = parse(args);
  const values = parsed.positionals.map((text) => heapArg(text, "value"));
  // The mex is at most the number of values, so larger values never change it.
  const small = values.filter((v) => v <= BigInt(values.length)).map(Number);
  const sum = nimSumBigInt(values);
  const result = {
    mex: mex(small),
    nimSum: sum <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(sum) : sum,
  };
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
