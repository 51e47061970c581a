/**
 * The list of `cgt` subcommands, in the order `cgt --help` shows them. Each
 * command's module is loaded only when it runs, so `cgt judge` does not pay
 * for loading the partizan engine, and `cgt --help` loads nothing.
 *
 * @module
 */

import type { Command } from "../cli.ts";

/** A subcommand: its name and summary, and how to load it. */
export interface CommandEntry {
  /** The name typed after `cgt`. */
  name: string;
  /** One line for the command list of `cgt --help`. */
  summary: string;
  /** Loads the command's module. */
  load(): Promise<Command>;
}

/** Loads a command once: a dynamic import costs tens of microseconds even when loaded. */
function once(load: () => Promise<Command>): () => Promise<Command> {
  let loaded: Promise<Command> | undefined;
  return () => (loaded ??= load());
}

/** Every subcommand of `cgt`. */
export const COMMANDS: CommandEntry[] = [
  {
    name: "demo",
    summary: "A short tour of the toolkit",
    load: once(async () => (await import("./demo.ts")).demoCommand),
  },
  {
    name: "mex",
    summary: "Minimum excludant and nim-sum of a list of integers",
    load: once(async () => (await import("./mex.ts")).mexCommand),
  },
  {
    name: "grundy",
    summary: "Grundy values and periods of octal, subtraction and Grundy's games",
    load: once(async () => (await import("./grundy.ts")).grundyCommand),
  },
  {
    name: "census",
    summary: "Whole families of octal games into a resumable SQLite database; reports and merges",
    load: once(async () => (await import("./census.ts")).censusCommand),
  },
  {
    name: "table",
    summary: "The value table of a game on two integers (cakes, Euclid, Wythoff), or its plot",
    load: once(async () => (await import("./table.ts")).tableCommand),
  },
  {
    name: "misere",
    summary: "Misère play: heap games, sums, quotients, and the toolkit on *[...] forms",
    load: once(async () => (await import("./misere.ts")).misereCommand),
  },
  {
    name: "nim",
    summary: "Outcome, nim-sum and winning moves of a Nim position (normal or misère)",
    load: once(async () => (await import("./nim.ts")).nimCommand),
  },
  {
    name: "wythoff",
    summary: "Outcome and winning moves in Wythoff's game (extended with --k)",
    load: once(async () => (await import("./wythoff.ts")).wythoffCommand),
  },
  {
    name: "nimber",
    summary:
      "Evaluate nim-sums, products, inverses, powers and roots of nimbers, finite or transfinite",
    load: once(async () => (await import("./nimber.ts")).nimberCommand),
  },
  {
    name: "value",
    summary: "Canonical form and outcome of a partizan game in CGSuite notation",
    load: once(async () => (await import("./value.ts")).valueCommand),
  },
  {
    name: "solve",
    summary: "Who wins a game moving first, and a winning move, by search past canonical forms",
    load: once(async () => (await import("./solve.ts")).solveCommand),
  },
  {
    name: "op",
    summary: "Ordinal sum, products, compound sums, powers, upsum and variety of two games",
    load: once(async () => (await import("./op.ts")).opCommand),
  },
  {
    name: "compare",
    summary: "Compare two partizan games: <, =, > or || (confused)",
    load: once(async () => (await import("./compare.ts")).compareCommand),
  },
  {
    name: "judge",
    summary: "Solve a classic contest problem from its original input format",
    load: once(async () => (await import("./judge.ts")).judgeCommand),
  },
];
