/**
 * The list of `cgt` subcommands, in the order `cgt --help` shows them.
 *
 * @module
 */

import type { Command } from "../cli.ts";
import { demo } from "./demo.ts";
import { judge } from "./judge.ts";
import { mexCommand } from "./mex.ts";
import { grundyCommand } from "./grundy.ts";
import { nimCommand } from "./nim.ts";
import { nimberCommand } from "./nimber.ts";
import { wythoffCommand } from "./wythoff.ts";
import { valueCommand } from "./value.ts";
import { compareCommand } from "./compare.ts";

/** Every subcommand of `cgt`. */
export const COMMANDS: Command[] = [
  demo,
  mexCommand,
  grundyCommand,
  nimCommand,
  wythoffCommand,
  nimberCommand,
  valueCommand,
  compareCommand,
  judge,
];
