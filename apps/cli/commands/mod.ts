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

/** Every subcommand of `cgt`. */
export const COMMANDS: CommandEntry[] = [
  {
    name: "demo",
    summary: "A short tour of the toolkit",
    load: async () => (await import("./demo.ts")).demoCommand,
  },
  {
    name: "mex",
    summary: "Minimum excludant and nim-sum of a list of integers",
    load: async () => (await import("./mex.ts")).mexCommand,
  },
  {
    name: "grundy",
    summary: "Grundy values and periods of octal, subtraction and Grundy's games",
    load: async () => (await import("./grundy.ts")).grundyCommand,
  },
  {
    name: "misere",
    summary: "Misère play of heap games: genus, misère canonical forms and sums of heaps",
    load: async () => (await import("./misere.ts")).misereCommand,
  },
  {
    name: "nim",
    summary: "Outcome, nim-sum and winning moves of a Nim position (normal or misère)",
    load: async () => (await import("./nim.ts")).nimCommand,
  },
  {
    name: "wythoff",
    summary: "Outcome and winning moves in Wythoff's game (extended with --k)",
    load: async () => (await import("./wythoff.ts")).wythoffCommand,
  },
  {
    name: "nimber",
    summary: "Evaluate nim-sums, nim-products, quotients, inverses and square roots of nimbers",
    load: async () => (await import("./nimber.ts")).nimberCommand,
  },
  {
    name: "value",
    summary: "Canonical form and outcome of a partizan game in CGSuite notation",
    load: async () => (await import("./value.ts")).valueCommand,
  },
  {
    name: "compare",
    summary: "Compare two partizan games: <, =, > or || (confused)",
    load: async () => (await import("./compare.ts")).compareCommand,
  },
  {
    name: "judge",
    summary: "Solve a classic contest problem from its original input format",
    load: async () => (await import("./judge.ts")).judgeCommand,
  },
];
