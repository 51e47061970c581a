/**
 * `cgt value --moves` for a position of a loopy ruleset (`windUp(...)`, `backsliding(...)`,
 * `foxgeese(...)`): each player's options, printed as the calls that read them back, with their
 * loopy values, and which of them win or draw for the player moving first.
 *
 * @module
 */

import { fromGame, type LoopyGame, type LoopyOutcome } from "@cgt/partizan/loopy";
import { loopyRulesetOutcome } from "@cgt/partizan/loopy-ruleset";
import { LimitError } from "@cgt/core/limits";
import {
  formatLoopyGame,
  type LoopyGameArgument,
  parseLoopyGame,
} from "@cgt/partizan/loopy-notation";
import { LOOPY_RULESET_POSITIONS, type LoopyPositionCall } from "@cgt/rulesets/loopy-rulesets";
import { functions, readLoopy } from "./_loopy.ts";

/**
 * The most positions of an option's game graph that `--moves` explores to find its outcome (as
 * many as `foxAndGeese` explores for a value).
 */
export const MAX_LOOPY_OPTION_POSITIONS = 1_000_000;

/** A move of a loopy ruleset position, with the fields of a short game's move. */
export interface LoopyMoveField {
  /** Always 0: the position is one component. */
  readonly component: number;
  /** The option in notation. */
  readonly option: string;
  /** Its loopy value, or null when the ruleset finds none (a Wind-Up ∞ reaching too far). */
  readonly value: string | null;
  /** The value of the whole after the move: the option's. */
  readonly result: string | null;
}

/** Where a move leaves the player who made it, with the other player to move. */
export type MoverResult = "wins" | "draws" | "loses";

/** An option of a loopy ruleset position, as `--moves --json` prints it. */
export interface LoopyOptionField {
  /** The option in notation (a call of the same ruleset, or `off`). */
  readonly option: string;
  /**
   * Its loopy value, as `cgt value` prints it, or null when the ruleset refuses to find it (a
   * Wind-Up position of infinite value reaching more positions than its bound).
   */
  readonly value: string | null;
  /** Its loopy outcome class, from its game graph (known even when the value is not). */
  readonly outcome: LoopyOutcome;
  /** How the move ends for the player who made it, when both then play well. */
  readonly mover: MoverResult;
}

/** The fields `--moves` adds for a loopy ruleset position. */
export interface LoopyMoveFields {
  /** Every option of each player, in the order the rules list them (duplicates once). */
  options: { left: LoopyOptionField[]; right: LoopyOptionField[] };
  /** The options that win for the player moving first (fields as for short games). */
  winningMoves: { left: LoopyMoveField[]; right: LoopyMoveField[] };
  /** The options that draw for the player moving first (listed whether or not one wins). */
  drawingMoves: { left: LoopyMoveField[]; right: LoopyMoveField[] };
}

/**
 * How a move to a position of loopy outcome `outcome` ends for `mover`, the other player then
 * moving first there (ONAG and Winning Ways, ch. 11: infinite play is a draw). A move wins for
 * Left when Left wins the option moving second: outcomes L, P and PHat (Left wins moving
 * second, a draw if Left starts); it draws when the option is a draw with Right to move (D,
 * NHat, PCheck); otherwise Right wins (R, N, NCheck). Right's moves mirror these.
 */
export function moverResult(outcome: LoopyOutcome, mover: "left" | "right"): MoverResult {
  const table: Record<LoopyOutcome, MoverResult> = mover === "left"
    ? {
      L: "wins",
      P: "wins",
      PHat: "wins",
      D: "draws",
      NHat: "draws",
      PCheck: "draws",
      R: "loses",
      N: "loses",
      NCheck: "loses",
    }
    : {
      R: "wins",
      P: "wins",
      PCheck: "wins",
      D: "draws",
      NCheck: "draws",
      PHat: "draws",
      L: "loses",
      N: "loses",
      NHat: "loses",
    };
  return table[outcome];
}

/**
 * The loopy ruleset call that `text` consists of, as rules and a position, or undefined when
 * `text` is anything else (a sum, a call inside another expression, a value).
 */
export function loopyRulesetCall(
  text: string,
): { name: string; call: LoopyPositionCall } | undefined {
  const match = /^\s*([A-Za-z]+)\s*\(/.exec(text);
  if (match === null || !Object.hasOwn(LOOPY_RULESET_POSITIONS, match[1])) return undefined;
  if (closingParenthesis(text, match[0].length) !== text.trimEnd().length - 1) return undefined;
  // Read the arguments as the notation reads them, by catching the call's own arguments.
  let caught: LoopyGameArgument[] | undefined;
  const name = match[1];
  const real = functions()[name];
  parseLoopyGame(text, {
    functions: {
      ...functions(),
      [name]: (args) => {
        caught ??= args;
        return real(args);
      },
    },
  });
  if (caught === undefined) return undefined;
  return { name, call: LOOPY_RULESET_POSITIONS[name](caught) };
}

/** The index of the parenthesis closing the one opened just before `from`, outside strings. */
function closingParenthesis(text: string, from: number): number {
  let depth = 1;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The loopy value of notation `text` (a short value as the loopy game it is). */
function loopyValueOf(text: string): LoopyGame {
  const read = readLoopy(text);
  return read.loopy ?? fromGame(read.game!);
}

/**
 * The printed loopy value of notation `text`, or null when the ruleset refuses to find it (a
 * RangeError other than a search limit, which is the user's budget and stops the command).
 */
function printedValueOf(text: string): string | null {
  try {
    return formatLoopyGame(loopyValueOf(text));
  } catch (error) {
    if (error instanceof RangeError && !(error instanceof LimitError)) return null;
    throw error;
  }
}

/**
 * The `--moves` fields of a loopy ruleset position: each option printed by the ruleset's
 * printer and valued by reading that text back, as `cgt value` would; its outcome, which
 * decides whether the move wins, from the option's game graph.
 */
export function loopyMoveFields(call: LoopyPositionCall): LoopyMoveFields {
  const out: LoopyMoveFields = {
    options: { left: [], right: [] },
    winningMoves: { left: [], right: [] },
    drawingMoves: { left: [], right: [] },
  };
  for (const player of ["left", "right"] as const) {
    const moves = player === "left"
      ? call.ruleset.leftOptions(call.position)
      : call.ruleset.rightOptions(call.position);
    const seen = new Set<string>();
    for (const p of moves) {
      const option = call.format(p);
      if (seen.has(option)) continue;
      seen.add(option);
      const value = printedValueOf(option);
      const outcome = loopyRulesetOutcome(call.ruleset, p, {
        maxPositions: MAX_LOOPY_OPTION_POSITIONS,
      });
      const mover = moverResult(outcome, player);
      out.options[player].push({ option, value, outcome, mover });
      const move: LoopyMoveField = { component: 0, option, value, result: value };
      if (mover === "wins") out.winningMoves[player].push(move);
      if (mover === "draws") out.drawingMoves[player].push(move);
    }
  }
  return out;
}

const NAME = { left: "Left", right: "Right" } as const;

/** The text of {@link LoopyMoveFields}, for output without --json. */
export function loopyMoveText(f: LoopyMoveFields): string {
  let s = "";
  for (const p of ["left", "right"] as const) {
    const options = f.options[p];
    s += `options for ${NAME[p]}:${options.length === 0 ? " none" : ""}\n`;
    for (const o of options) {
      s += `  ${o.option}  (value ${o.value ?? "not found"}, outcome ${o.outcome}: ${
        NAME[p]
      } ${o.mover} moving there)\n`;
    }
  }
  for (const p of ["left", "right"] as const) {
    const win = f.winningMoves[p];
    const draw = f.drawingMoves[p];
    const list = (moves: LoopyMoveField[]) => moves.map((m) => `  ${m.option}\n`).join("");
    if (win.length > 0) s += `winning moves for ${NAME[p]} moving first:\n${list(win)}`;
    else if (draw.length > 0) {
      s += `winning moves for ${NAME[p]} moving first: none (a draw at best); drawing moves:\n${
        list(draw)
      }`;
    } else s += `winning moves for ${NAME[p]} moving first: none (${NAME[p]} loses)\n`;
  }
  return s;
}
