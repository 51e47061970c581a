/**
 * `cgt wythoff`: outcome and winning moves of a position of Wythoff's game or its extension with k.
 *
 * @module
 */

import { wythoffOutcome, wythoffWinningMoves } from "@cgt/nim";
import { type Command, intOption, type Io, parse, UsageError, writeJson } from "../cli.ts";

const HELP = `cgt wythoff: outcome and winning moves of a position of (extended) Wythoff's game

USAGE:
  cgt wythoff <a> <b> [--k K] [--json]

Two heaps of a and b stones. A move takes any positive number of stones from
one heap, or x from the first heap and y from the second with |x - y| <= K
(K = 0, the default, is Wythoff's game: the same number from both). The
player who cannot move loses. The answer is exact, by integer arithmetic, for
heaps up to 2^53 - 1.

OPTIONS:
  -h, --help  Show this help
      --k K   The extension parameter, an integer >= 0 (default 0)
      --json  Print {"outcome": "N"|"P", "winningMoves": [{"to": [a, b]}, ...]}

EXAMPLES:
  cgt wythoff 3 5             # P: (3, 5) = (A_2, B_2), a losing position
  cgt wythoff 5 6             # N: move to (1, 2) or (5, 3)
  cgt wythoff 2 6 --k 1       # P (HDU 6869 sample)
  cgt wythoff 161803398 261803398 --json   # P: (A_n, B_n) for n = 10^8
`;

function heap(text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`heap sizes must be integers from 0 to 2^53 - 1, received "${text}"`);
  }
  return Number(text);
}

function runWythoff(args: string[], io: Io): number {
  const parsed = parse(args, { k: { type: "string" } });
  if (parsed.positionals.length !== 2) {
    throw new UsageError(
      parsed.positionals.length < 2
        ? 'missing heap sizes: give two heaps; run "cgt wythoff --help"'
        : `unexpected argument "${parsed.positionals[2]}"`,
    );
  }
  const [a, b] = parsed.positionals.map(heap);
  const k = intOption(parsed, "k", 0, 0, Number.MAX_SAFE_INTEGER);
  const outcome = wythoffOutcome(a, b, { k });
  const moves = wythoffWinningMoves(a, b, { k });
  if (parsed.values.json) {
    writeJson(io, { outcome, winningMoves: moves.map((to) => ({ to })) });
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
