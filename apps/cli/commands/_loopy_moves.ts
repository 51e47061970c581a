/**
 * `cgt value --moves` for a position of a loopy ruleset (`windUp(...)`, `backsliding(...)`,
 * `foxgeese(...)`), alone or in a sum with others and short games: each player's options,
 * printed as the text that reads them back, with their loopy values, and which of them win or
 * draw for the player moving first.
 *
 * @module
 */

import {
  fromGame,
  loopyAdd,
  type LoopyGame,
  loopyNegate,
  type LoopyOutcome,
  loopyOutcome,
} from "@cgt/partizan/loopy";
import { formLeftOptions, formRightOptions, parseGameForm } from "@cgt/partizan/game-form";
import { infixOperation } from "@cgt/partizan/operations-table";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { loopyRulesetOutcome } from "@cgt/partizan/loopy-ruleset";
import { LimitError } from "@cgt/core/limits";
import {
  formatLoopyGame,
  type LoopyGameArgument,
  type LoopyGameFunction,
  parseLoopyGame,
} from "@cgt/partizan/loopy-notation";
import { cgsuiteFormsOf, withCgsuiteForms } from "@cgt/partizan/notation";
import { LOOPY_RULESET_POSITIONS, type LoopyPositionCall } from "@cgt/rulesets/loopy-rulesets";
import { functions, readLoopy } from "./_loopy.ts";
import { printForm } from "./_moves.ts";
import { CliError, quote } from "../cli.ts";

/**
 * The most positions of an option's game graph that `--moves` explores to find its outcome (as
 * many as `foxAndGeese` explores for a value).
 */
export const MAX_LOOPY_OPTION_POSITIONS = 1_000_000;

/** A move of a loopy ruleset position or of a sum, with the fields of a short game's move. */
export interface LoopyMoveField {
  /** The component moved in, counted from 0 in the order written (0 for a lone position). */
  readonly component: number;
  /** The component's option in notation (with its minus sign, for a component subtracted). */
  readonly option: string;
  /** Its loopy value, or null when the ruleset finds none (a Wind-Up ∞ reaching too far). */
  readonly value: string | null;
  /** The value of the whole after the move (a lone position's: the option's). */
  readonly result: string | null;
}

/** Where a move leaves the player who made it, with the other player to move. */
export type MoverResult = "wins" | "draws" | "loses";

/** An option of a loopy ruleset position, as `--moves --json` prints it. */
export interface LoopyOptionField {
  /**
   * For a sum only: the component moved in, counted from 0 in the order written.
   */
  readonly component?: number;
  /**
   * The option in notation (a call of the same ruleset, or `off`); for a sum, the sum it leads
   * to, the other components as written.
   */
  readonly option: string;
  /**
   * Its loopy value, as `cgt value` prints it, or null when the ruleset refuses to find it (a
   * Wind-Up position of infinite value reaching more positions than its bound; a sum's is
   * always found, or the moves are refused).
   */
  readonly value: string | null;
  /**
   * Its loopy outcome class: a lone position's from its game graph (known even when the value
   * is not), a sum's from its value.
   */
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
  // The name may be qualified by CGSuite's package, game.strip.BackslidingToadsAndFrogs(...).
  const match = /^\s*(?:game\.[a-z]+\.)?([A-Za-z]+)\s*\(/.exec(text);
  if (match === null || !Object.hasOwn(LOOPY_RULESET_POSITIONS, match[1])) return undefined;
  if (closingParenthesis(text, match[0].length) !== text.trimEnd().length - 1) return undefined;
  // Read the arguments as the notation reads them, by catching the call's own arguments.
  let caught: LoopyGameArgument[] | undefined;
  const name = match[1];
  const real = functions()[name];
  const catcher: LoopyGameFunction = (args) => {
    caught ??= args;
    return real(args);
  };
  // The catcher reads CGSuite's forms of the call as the function does (its package, literals).
  const forms = cgsuiteFormsOf(real);
  parseLoopyGame(text, {
    functions: {
      ...functions(),
      [name]: forms === undefined ? catcher : withCgsuiteForms(catcher, forms),
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

/** The most components of a sum whose moves `--moves` lists. */
export const MAX_LOOPY_SUM_COMPONENTS = 100;

/** A term of a sum as written: its sign and the text after it. */
export interface SumTerm {
  /** -1 for a term subtracted, 1 otherwise. */
  readonly sign: 1 | -1;
  /** The term's text, trimmed, without the operator before it. */
  readonly text: string;
}

/** Whether a UTF-16 code unit may start a name (`[A-Za-z_]`). */
function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Whether a UTF-16 code unit may continue a name (`[A-Za-z0-9_]`). */
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}

/**
 * The terms of `text` read as a sum, split at the `+` and `-` outside brackets and strings
 * that follow a term (a sign that starts a term, `-1`, `+-1`, `±1`, stays in it; a binary `+-`
 * or `±` starts a term `±x`, as the notation reads `a +- x` as `a + ±x`). `&` and `:` bind
 * tighter than `+` and `-`, so they stay inside terms; an infix word (`Upsum`) binds looser,
 * so text with one outside brackets is not split: undefined, as for an empty term or an
 * unclosed string or bracket. Linear in the length of `text`.
 */
export function splitLoopySum(text: string): SumTerm[] | undefined {
  const terms: SumTerm[] = [];
  let depth = 0;
  let start = 0;
  let sign: 1 | -1 = 1;
  // The last character outside strings that is not a space ("" at the start).
  let prev = "";
  const afterOperand = () => prev !== "" && !"+-±&:".includes(prev);
  const cut = (end: number, next: 1 | -1, from: number): boolean => {
    const term = text.slice(start, end).trim();
    if (term === "") return false;
    terms.push({ sign, text: term });
    sign = next;
    start = from;
    return true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return undefined;
      i = end;
      prev = c;
      continue;
    }
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      if (--depth < 0) return undefined;
    } else if (depth === 0 && (c === "±" || (c === "+" && text[i + 1] === "-"))) {
      if (afterOperand() && !cut(i, 1, i)) return undefined;
      if (c === "+") i++;
      prev = "±";
      continue;
    } else if (depth === 0 && (c === "+" || c === "-")) {
      if (afterOperand() && !cut(i, c === "+" ? 1 : -1, i + 1)) return undefined;
      prev = c;
      continue;
    } else if (
      depth === 0 && isNameStart(text.charCodeAt(i)) &&
      (i === 0 || !isNameChar(text.charCodeAt(i - 1)))
    ) {
      let end = i + 1;
      while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
      let next = end;
      while (next < text.length && text[next].trim() === "") next++;
      if (text[next] !== "(" && infixOperation(text.slice(i, end)) !== undefined) return undefined;
      i = end - 1;
    }
    if (c.trim() !== "") prev = text[i];
  }
  if (depth !== 0 || !cut(text.length, 1, text.length)) return undefined;
  return terms;
}

/** A component of a sum: its sign, its text, and the texts of its options (before the sign). */
interface Component {
  readonly sign: 1 | -1;
  readonly text: string;
  readonly options: (player: "left" | "right") => string[];
}

/**
 * The component that `term` writes: a loopy ruleset position (`backsliding("T.F")`, also
 * `-backsliding("T.F")`) or a short game (`1`, `{1|0}`, `domineering("..")`), or undefined for
 * anything else (a loopy value such as `on`, whose options cgt cannot write as notation).
 */
function componentOf(term: SumTerm): Component | undefined {
  let { sign, text } = term;
  if (text.startsWith("+") && !text.startsWith("+-")) text = text.slice(1).trim();
  let found = loopyRulesetCall(text);
  if (found === undefined && text.startsWith("-")) {
    found = loopyRulesetCall(text.slice(1));
    if (found !== undefined) {
      sign = sign === 1 ? -1 : 1;
      text = text.slice(1).trim();
    }
  }
  if (found !== undefined) {
    const { ruleset, position, format } = found.call;
    return {
      sign,
      text,
      options: (player) =>
        [...(player === "left" ? ruleset.leftOptions(position) : ruleset.rightOptions(position))]
          .map((p) => format(p)),
    };
  }
  try {
    const form = parseGameForm(text, { functions: RULESET_FUNCTIONS });
    return {
      sign,
      text,
      options: (player) =>
        (player === "left" ? formLeftOptions(form) : formRightOptions(form)).map(printForm),
    };
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** `text` as a subtracted term: in parentheses when it is not a single term. */
function subtracted(text: string): string {
  const terms = splitLoopySum(text);
  return terms?.length === 1 && terms[0].sign === 1 && !/^[-+±]/.test(text) ? text : `(${text})`;
}

/** A sum written from its terms: `a + b - c`. */
export function writeSum(terms: readonly SumTerm[]): string {
  return terms.map((t, i) => {
    const text = t.sign === -1 ? subtracted(t.text) : t.text;
    return i === 0 ? (t.sign === -1 ? `-${text}` : text) : ` ${t.sign === -1 ? "-" : "+"} ${text}`;
  }).join("");
}

/**
 * The `--moves` fields of a sum `text` of loopy ruleset positions and short games, or why
 * they cannot be found (a string, the end of a one-line refusal). Each option of each
 * component is a move, the other components unchanged: it is listed as the sum it leads to,
 * and judged by that sum's loopy value (the components' values added as the notation adds
 * them, each component's found once) and its outcome class. A move whose value cannot be found
 * (a Wind-Up ∞ reaching too far) stops the listing with a {@link CliError}.
 *
 * Cost: one loopy value per component and per distinct option, and one loopy sum per move,
 * all charged to the step budget.
 */
export function loopySumMoveFields(text: string): LoopyMoveFields | string {
  const terms = splitLoopySum(text);
  if (terms === undefined) {
    return "it is not a sum of terms (an infix word, an empty term or an unclosed bracket)";
  }
  if (terms.length > MAX_LOOPY_SUM_COMPONENTS) {
    return `it has ${terms.length} components, more than ${MAX_LOOPY_SUM_COMPONENTS}`;
  }
  const components: Component[] = [];
  for (const term of terms) {
    const c = componentOf(term);
    if (c === undefined) {
      return `its term ${quote(term.text)} is neither a loopy ruleset position nor a short game`;
    }
    components.push(c);
  }
  const values = new Map<string, LoopyGame>();
  const valueOf = (t: SumTerm): LoopyGame => {
    let v = values.get(t.text);
    if (v === undefined) {
      try {
        v = loopyValueOf(t.text);
      } catch (error) {
        if (error instanceof RangeError && !(error instanceof LimitError)) {
          throw new CliError(
            `Cannot find winning moves of ${quote(text)}: the value of its option ${
              quote(t.text)
            } is not found (${error.message})`,
          );
        }
        throw error;
      }
      values.set(t.text, v);
    }
    return t.sign === -1 ? loopyNegate(v) : v;
  };
  const out: LoopyMoveFields = {
    options: { left: [], right: [] },
    winningMoves: { left: [], right: [] },
    drawingMoves: { left: [], right: [] },
  };
  const written: SumTerm[] = components.map((c) => ({ sign: c.sign, text: c.text }));
  for (const player of ["left", "right"] as const) {
    components.forEach((c, i) => {
      // Moving in -G is moving in G as the other player.
      const side = c.sign === 1 ? player : player === "left" ? "right" : "left";
      const seen = new Set<string>();
      for (const optionText of c.options(side)) {
        if (seen.has(optionText)) continue;
        seen.add(optionText);
        const moved: SumTerm = { sign: c.sign, text: optionText };
        const after = written.map((t, j) => (j === i ? moved : t));
        const value = after.map(valueOf).reduce((a, b) => loopyAdd(a, b));
        const result = formatLoopyGame(value);
        const outcome = loopyOutcome(value);
        const mover = moverResult(outcome, player);
        out.options[player].push({
          component: i,
          option: writeSum(after),
          value: result,
          outcome,
          mover,
        });
        const move: LoopyMoveField = {
          component: i,
          option: c.sign === -1 ? `-${subtracted(optionText)}` : optionText,
          value: formatLoopyGame(valueOf(moved)),
          result,
        };
        if (mover === "wins") out.winningMoves[player].push(move);
        if (mover === "draws") out.drawingMoves[player].push(move);
      }
    });
  }
  return out;
}

const NAME = { left: "Left", right: "Right" } as const;

/**
 * The text of {@link LoopyMoveFields}, for output without --json; `many` for a sum, whose
 * winning and drawing moves are printed by component.
 */
export function loopyMoveText(f: LoopyMoveFields, many = false): string {
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
    const list = (moves: LoopyMoveField[]) =>
      moves.map((m) =>
        many
          ? `  component ${m.component}: ${m.option}  (value ${m.value}, then ${m.result})\n`
          : `  ${m.option}\n`
      ).join("");
    if (win.length > 0) s += `winning moves for ${NAME[p]} moving first:\n${list(win)}`;
    else if (draw.length > 0) {
      s += `winning moves for ${NAME[p]} moving first: none (a draw at best); drawing moves:\n${
        list(draw)
      }`;
    } else s += `winning moves for ${NAME[p]} moving first: none (${NAME[p]} loses)\n`;
  }
  return s;
}
