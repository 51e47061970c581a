/**
 * `cgt demo`: a short tour of what the toolkit computes, each line computed live.
 *
 * @module
 */

import { GrundySolver, mex, nimSum } from "@cgt/impartial";
import { nimOutcome, nimWinningMoves } from "@cgt/nim";
import { addDyadic, formatDyadic, parseDyadic } from "@cgt/partizan";
import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";

/** One part of the tour: a title and the lines it prints. */
export interface DemoSection {
  /** The heading. */
  title: string;
  /** Computes the lines shown under the heading. */
  lines(): string[];
}

/** The parts of the tour, in order. */
export const SECTIONS: DemoSection[] = [
  {
    title: "Sprague-Grundy basics (@cgt/impartial)",
    lines() {
      const subtraction = {
        options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s),
      };
      const solver = new GrundySolver(subtraction);
      const values = Array.from({ length: 15 }, (_, n) => solver.grundy(n));
      return [
        `mex {0, 1, 3} = ${mex([0, 1, 3])}`,
        `nim-sum 5 + 9 + 12 = ${nimSum([5, 9, 12])}`,
        `subtraction game {1,3,4}, G(0..14) = ${values.join(" ")}`,
        `heap of 7 in that game: ${solver.outcome(7)}-position`,
      ];
    },
  },
  {
    title: "Nim (@cgt/nim)",
    lines() {
      const heaps = [3, 4, 5];
      const moves = nimWinningMoves(heaps).map((m) => `heap ${m.heap}: ${m.from} -> ${m.to}`);
      return [
        `heaps ${heaps.join(" ")}: ${nimOutcome(heaps)}-position, winning moves ${
          moves.join(", ")
        }`,
      ];
    },
  },
  {
    title: "Exact numbers (@cgt/partizan)",
    lines() {
      const a = parseDyadic("3/4");
      const b = parseDyadic("-5/16");
      return [`3/4 + -5/16 = ${formatDyadic(addDyadic(a, b))}`];
    },
  },
];

const HELP = `cgt demo: a short tour of the toolkit, every value computed as it prints

USAGE:
  cgt demo [--json]

OPTIONS:
  -h, --help  Show this help
      --json  Print {"sections": [{"title": ..., "lines": [...]}, ...]}

EXAMPLES:
  cgt demo
  deno task demo
`;

function runDemo(args: string[], io: Io): number {
  const parsed = parse(args);
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument "${parsed.positionals[0]}"`);
  }
  const sections = SECTIONS.map((s) => ({ title: s.title, lines: s.lines() }));
  if (parsed.values.json) {
    writeJson(io, { sections });
    return 0;
  }
  const bold = (text: string): string => (io.color ? `\x1b[1m${text}\x1b[0m` : text);
  io.stdout(
    sections.map((s) => `${bold(s.title)}\n${s.lines.map((l) => `  ${l}`).join("\n")}\n`).join(
      "\n",
    ),
  );
  return 0;
}

/** The `cgt demo` command. */
export const demo: Command = {
  name: "demo",
  summary: "A short tour of the toolkit",
  help: HELP,
  run: runDemo,
};
