/**
 * `cgt wythoff`: outcome and winning moves of a position of Wythoff's game or its extension with k.
 *
 * @module
 */

import { wythoffOutcome, wythoffWinningMoves } from "@cgt/nim";
import {
  type Command,
  heapArg,
  intOption,
  type Io,
  parse,
  quote,
  UsageError,
  writeJson,
} from "../cli.ts";

const HELP = `cgt wythoff: outcome and winning moves of a position of (extended) Wythoff's game

USAGE:
  cgt wythoff <a> <b> [--k K] [--json]

Two heaps of a and b stones. A move takes any positive number of stones from
one heap, or x from the first heap and y from the second with |x - y| <= K
(K = 0, the default, is Wythoff's game: the same number from both). The
player who cannot move loses. The answer is exact, by integer arithmetic, for
heaps of any size (up to 10000 digits); with --json, sizes past 2^53 - 1 are
still exact JSON integers.

OPTIONS:
  -h, --help  Show this help
      --k K   The extension parameter, an integer >= 0 (default 0)
      --json  Print {"outcome": "N"|"P", "winningMoves": [{"to": [a, b]}, ...]}

EXAMPLES:
  cgt wythoff 3 5             # P: (3, 5) = (A_2, B_2), a losing position
  cgt wythoff 5 6             # N: move to (1, 2) or (5, 3)
  cgt wythoff 2 6 --k 1       # P (HDU 6869 sample)
  cgt wythoff 161803398 261803398 --json   # P: (A_n, B_n) for n = 10^8
  cgt wythoff 16180339887498948482 26180339887498948482   # P: n = 10^19
`;

/** A heap size as a number when it is a safe integer (as JSON has always shown it), else a bigint. */
function exact(x: bigint): number | bigint {
  return x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : x;
}

function runWythoff(args: string[], io: Io): number {
  const parsed = parse(args, { k: { type: "string" } });
  if (parsed.positionals.length !== 2) {
    throw new UsageError(
      parsed.positionals.length < 2
        ? 'missing heap sizes: give two heaps; run "cgt wythoff --help"'
        : `unexpected argument ${quote(parsed.positionals[2])}`,
    );
  }
  const [a, b] = parsed.positionals.map((text) => heapArg(text));
  const k = intOption(parsed, "k", 0, 0, Number.MAX_SAFE_INTEGER);
  const outcome = wythoffOutcome(a, b, { k });
  const moves = wythoffWinningMoves(a, b, { k });
  if (parsed.values.json) {
    writeJson(io, { outcome, winningMoves: moves.map((to) => ({ to: to.map(exact) })) });
    return 0;
  }
  const who = outcome === "N" ? "the player to move wins" : "the player to move loses";
  const lines = [
    `position (${a}, ${b}), ${k === 0 ? "Wythoff's game" : `extended Wythoff game with k = ${k}`}`,
    `outcome ${outcome}: ${who}`,
  ];
  if (moves.length === 0) lines.push("winning moves: none");
  else {
    lines.push("winning moves:");
    for (const [c, e] of moves) lines.push(`  (${a}, ${b}) -> (${c}, ${e})`);
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

/** The `cgt wythoff` command. */
export const wythoffCommand: Command = {
  name: "wythoff",
  help: HELP,
  run: runWythoff,
};
