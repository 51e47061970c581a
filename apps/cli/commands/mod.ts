/**
 * The list of `cgt` subcommands, in the order `cgt --help` shows them.
 *
 * @module
 */

import type { Command } from "../cli.ts";
import { demo } from "./demo.ts";
import { judge } from "./judge.ts";
import { mexCommand } from "./mex.ts";

/** Every subcommand of `cgt`. */
export const COMMANDS: Command[] = [
  demo,
  mexCommand,
  judge,
];
