/**
 * `cgt nim`: outcome, nim-sum and every winning move of a Nim position.
 *
 * @module
 */

import { nimSumBigInt } from "@cgt/impartial";
import { nimOutcome, nimWinningMoves } from "@cgt/nim";
import { type Command, heapArg, type Io, parse, UsageError, writeJson } from "../cli.ts";

const HELP = `cgt nim: outcome, nim-sum and winning moves of a Nim position

USAGE:
  cgt nim <h1> <h2> ... [--misere] [--json]

A move takes any positive number of stones from one heap. In normal play the
player who cannot move loses; with --misere the player who takes the last
stone loses. Heaps are numbered from 0 and may have any size (exact
integers, up to 10000 digits); with --json, sizes past 2^53 - 1 are still
exact JSON integers.

OPTIONS:
  -h, --help    Show this help
      --misere  Play the misère form
      --json    Print {"outcome": "N"|"P", "nimSum": n,
                "winningMoves": [{"heap": i, "from": a, "to": b}, ...]}

EXAMPLES:
  cgt nim 3 4 5             # N, nim-sum 2: heap 0 from 3 to 1
  cgt nim 1 1 1 --misere    # P: an odd number of single stones
  cgt nim 7 9 12 --json
  cgt nim 18446744073709551616 18446744073709551617   # heaps past 2^64
`;

function runNim(args: string[], io: Io): number {
  const parsed = parse(args, { misere: { type: "boolean" } });
  if (parsed.positionals.length === 0) {
    throw new UsageError('missing heap sizes; run "cgt nim --help"');
  }
  const heaps = parsed.positionals.map((text) => heapArg(text));
  const misere = parsed.values.misere === true;
  const outcome = nimOutcome(heaps, { misere });
  const winningMoves = nimWinningMoves(heaps, { misere }).map(({ heap, from, to }) => ({
    heap,
    from: exact(from),
    to: exact(to),
  }));
  const sum = exact(nimSumBigInt(heaps));
  if (parsed.values.json) {
    writeJson(io, { outcome, nimSum: sum, winningMoves });
    return 0;
  }
  const who = outcome === "N" ? "the player to move wins" : "the player to move loses";
  const lines = [
    `heaps ${heaps.join(" ")} (${misere ? "misère" : "normal"} play)`,
    `outcome ${outcome}: ${who}`,
    `nim-sum ${sum}`,
  ];
  if (misere && heaps.every((h) => h === 0n)) {
    // Nothing to take: the opponent took the last stone and lost.
    lines.push(
      "winning moves: none needed: no stones are left, so the opponent took the last one and lost",
    );
  } else if (winningMoves.length === 0) lines.push("winning moves: none");
  else {
    lines.push("winning moves:");
    for (const m of winningMoves) lines.push(`  heap ${m.heap}: ${m.from} -> ${m.to}`);
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

/** A heap size as a number when it is a safe integer (as JSON has always shown it), else a bigint. */
function exact(x: bigint): number | bigint {
  return x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : x;
}

/** The `cgt nim` command. */
export const nimCommand: Command = {
  name: "nim",
  help: HELP,
  run: runNim,
};
