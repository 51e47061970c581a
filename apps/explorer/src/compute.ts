/**
 * What the explorer computes, without the DOM: the values of expressions and
 * boards, one level of options at a time, and heap games' nim-sequences. The
 * worker runs these; the tests call them directly.
 *
 * @module
 */

import {
  compare,
  formatDyadic,
  type Game,
  GameLimitError,
  leftOptions,
  leftStop,
  mean,
  outcome,
  parseGame,
  rightOptions,
  rightStop,
  temperature,
  thermographSvg,
  withStepLimit,
} from "@cgt/partizan";
import { latexForm, shownForm } from "@cgt/partizan/display";
import { thermographTikz } from "@cgt/partizan/thermograph-svg";
import {
  formatPseudonumber,
  isLoopyGame,
  isStopper,
  type LoopyOutcome,
  loopyOutcome,
  loopyStop,
  toGame,
} from "@cgt/partizan/loopy";
import { formatLoopySides, type LoopyGameFunction } from "@cgt/partizan/loopy-notation";
import { loopyGameFunction } from "@cgt/partizan/loopy-game-function";
import { infixOperation } from "@cgt/partizan/operations-table";
import {
  findPeriod,
  GrundySolver,
  heapPeriodicity,
  MAX_HEAP_SIZE,
  parseOctalCode,
  type Periodicity,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import { type Board, boardExpression, boardMoves, type Side } from "./boards.ts";
import {
  catalogEntry,
  formatLoopyGame,
  heapRuleGame,
  LOOPY_RULESET_FUNCTIONS,
  type LoopyGame,
  parseHeapRule,
  parseLoopyGame,
  PositionLimitError,
  RULESET_FUNCTIONS,
} from "./engine_imports.ts";
import { loopyPredicates, type PredicateResult, shortPredicates } from "./value_predicates.ts";

export type { PredicateResult } from "./value_predicates.ts";

/** Steps of engine work one request may use (a step is a few microseconds). */
export const MAX_STEPS = 10_000_000;
/** The largest heap size the nim-sequence plot goes to. */
export const MAX_HEAPS = 5000;
/** The most games the worker remembers for the option tree before it forgets them all. */
export const MAX_REMEMBERED = 100_000;

/** A game as the page shows it. */
export interface GameSummary {
  /** An id for asking for this game's options (valid until the registry is cleared). */
  readonly id: number;
  /** The canonical form, or a note when it is too long to print. */
  readonly value: string;
  /** The outcome class. */
  readonly outcome: "L" | "R" | "P" | "N";
  /** Whether the game has any options (a leaf of the tree has none). */
  readonly hasOptions: boolean;
}

/** The full analysis shown for the current expression or board. */
export interface Analysis extends GameSummary {
  /** The mean, as an exact number (`"9/4"`). */
  readonly mean: string;
  /** The temperature. */
  readonly temperature: string;
  /** The left stop. */
  readonly leftStop: string;
  /** The right stop. */
  readonly rightStop: string;
  /** The thermograph as an SVG document. */
  readonly svg: string;
  /** The thermograph as a TikZ picture, for LaTeX. */
  readonly tikz: string;
  /** The canonical form in LaTeX math. */
  readonly latex: string;
  /**
   * The predicates of `cgt value --predicates`, in its order and under its names; one the
   * budget or the library refused has a reason instead of an answer.
   */
  readonly predicates: readonly PredicateResult[];
}

/** An error for the page: the message, and the column (1-based) of a syntax error. */
export interface Problem {
  /** The message. */
  readonly message: string;
  /** `"syntax"` for unreadable input, `"limit"` for work the engine refused, else `"error"`. */
  readonly kind: "syntax" | "limit" | "error";
  /** The column of a syntax error in the expression, when the message names one. */
  readonly column?: number;
}

/**
 * Words of the messages of a stack overflow ("Maximum call stack size exceeded", and the
 * libraries' "nested too deeply for the call stack") and of a nesting limit, recognised with
 * `includes` rather than a regular expression, which V8 compiles on first use.
 */
const STACK_WORDS = "call stack";
const NESTING_WORDS = "nesting";

/**
 * Turns a thrown error into a {@link Problem}. A parser `SyntaxError` (the short or the loopy
 * notation's) names its column (`... at column 7, in "..."`); that column is kept so the page
 * can point at it.
 *
 * @param error What was thrown.
 * @returns The problem.
 */
export function toProblem(error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof GameLimitError || error instanceof PositionLimitError) {
    return { message, kind: "limit" };
  }
  if (error instanceof SyntaxError) {
    const match = /^Cannot parse (?:loopy )?game: .* at column (\d+), in "/.exec(message);
    return match
      ? { message, kind: "syntax", column: Number(match[1]) }
      : { message, kind: "syntax" };
  }
  if (
    error instanceof RangeError &&
    (message.includes(STACK_WORDS) || message.includes(NESTING_WORDS))
  ) {
    return { message, kind: "limit" };
  }
  return { message, kind: "error" };
}

/**
 * The games shown in one session of the page, by id, so the option tree can ask for the
 * options of a game it was sent. The owner is the worker; it is emptied when a new expression
 * or board is analysed, and whenever it reaches {@link MAX_REMEMBERED} games.
 */
export class GameRegistry {
  #games = new Map<number, Game>();

  /**
   * Remembers `g` and describes it.
   *
   * @param g A game.
   * @returns Its summary.
   */
  summary(g: Game): GameSummary {
    if (this.#games.size >= MAX_REMEMBERED) this.#games.clear();
    this.#games.set(g.id, g);
    return {
      id: g.id,
      value: shownForm(g),
      outcome: outcome(g),
      hasOptions: leftOptions(g).length + rightOptions(g).length > 0,
    };
  }

  /**
   * The game with this id, if remembered.
   *
   * @param id An id from a summary.
   * @returns The game, or `undefined`.
   */
  get(id: number): Game | undefined {
    return this.#games.get(id);
  }

  /** Forgets every game. */
  clear(): void {
    this.#games.clear();
  }

  /** The number of games remembered. */
  get size(): number {
    return this.#games.size;
  }
}

/**
 * Analyses `g`: canonical form, outcome, mean, temperature, stops, thermograph and the
 * predicates of `cgt value --predicates`.
 *
 * @param g A game.
 * @param registry Where the game is remembered for the option tree.
 * @returns The analysis.
 */
export function analyse(g: Game, registry: GameRegistry): Analysis {
  return {
    ...registry.summary(g),
    mean: formatDyadic(mean(g)),
    temperature: formatDyadic(temperature(g)),
    leftStop: formatDyadic(leftStop(g)),
    rightStop: formatDyadic(rightStop(g)),
    svg: thermographSvg(g),
    tikz: thermographTikz(g),
    latex: latexForm(g),
    // Last, so each predicate gets what the facts above left of the budget.
    predicates: shortPredicates(g),
  };
}

/**
 * Runs `f` within {@link MAX_STEPS} steps and turns what it throws into a {@link Problem}.
 *
 * @param f The computation.
 * @returns Its result, or the problem.
 */
export function guarded<T>(f: () => T): { ok: T } | { problem: Problem } {
  try {
    return { ok: withStepLimit(MAX_STEPS, f) };
  } catch (error) {
    return { problem: toProblem(error) };
  }
}

/**
 * Reads an expression in CGSuite notation (rulesets included; loopy notation such as `on`,
 * `{0|pass}` or `backsliding("TT..FF")` through {@link readExpression}) and analyses it.
 *
 * @param text The expression.
 * @param registry The registry (cleared first).
 * @returns The analysis: a short game's, or a loopy value's (which has no mean, temperature or
 *   thermograph).
 * @throws {SyntaxError} If the text is not valid notation (the message names the column).
 */
export function analyseExpression(
  text: string,
  registry: GameRegistry,
): Analysis | LoopyAnalysis {
  registry.clear();
  const read = readExpression(text);
  return "game" in read ? analyse(read.game, registry) : analyseLoopy(read.loopy);
}

/**
 * A value read from the notation: a short game, or a loopy value that is not loopfree. A short
 * game the loopy notation read, the short one having refused the text (`backsliding("TT..FF")`),
 * is marked `loopyNotation`, so that what writes the text out again (the notebook export) reads
 * it the same way.
 */
export type ReadValue =
  | { readonly game: Game; readonly loopyNotation?: true }
  | { readonly loopy: LoopyGame };

/**
 * Reads `text` as a short game (`parseGame`, rulesets included, with the names bound to short
 * games); when that fails with a `SyntaxError`, reads it in CGSuite's loopy notation
 * (`parseLoopyGame`, with the loopy rulesets `backsliding`, `foxgeese`, `windUp` and the other
 * rulesets on loopfree arguments), as `cgt value` does, where every bound name, short or loopy,
 * stands for its value ({@link callBoundNames}). A loopy reading whose value is loopfree gives
 * that short game, marked `loopyNotation`. When neither reads the text, the error of the reading that got further stands
 * (the short-game parser's on a tie; each names its column in `text`).
 *
 * @param text The expression.
 * @param names Values bound to names: short games, and loopy values (which only the loopy
 *   reading takes).
 * @returns The short game, or the loopy value.
 * @throws {SyntaxError} If neither notation reads the text.
 *
 * @example
 * ```ts
 * import { readExpression } from "./compute.ts";
 * import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const read = readExpression("{0|pass}");
 * assert.ok("loopy" in read && formatLoopyGame(read.loopy) === "over");
 * // A loopy ruleset's position whose value is loopfree reads as a short game.
 * const slide = readExpression('backsliding("TT..FF")');
 * assert.ok("game" in slide && slide.loopyNotation === true);
 * // Bound names, short or loopy, are read in the loopy notation too.
 * const a = readExpression("{1|pass}");
 * const b = readExpression("a + x", { a: "loopy" in a ? a.loopy : a.game, x: parseGame("1") });
 * assert.ok("loopy" in b && formatLoopyGame(b.loopy) === "2over");
 * ```
 */
export function readExpression(
  text: string,
  names: Readonly<Record<string, Game | LoopyGame>> = {},
): ReadValue {
  const short: Record<string, Game> = {};
  for (const [name, v] of Object.entries(names)) if (!isLoopyGame(v)) short[name] = v as Game;
  try {
    return { game: parseGame(text, { functions: RULESET_FUNCTIONS, names: short }) };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    let loopy: LoopyGame;
    try {
      loopy = readLoopyWithNames(text, names);
    } catch (loopyError) {
      if (!(loopyError instanceof SyntaxError)) throw loopyError;
      // A name bound to a loopy value is unknown to the short reading: the loopy error stands.
      const unknown = /unknown name "([^"]*)"/.exec(error.message)?.[1];
      if (unknown !== undefined && Object.hasOwn(names, unknown)) throw loopyError;
      // The error of the reading that got further: "on +" is loopy notation missing a game.
      throw errorColumn(loopyError) > errorColumn(error) ? loopyError : error;
    }
    const g = toGame(loopy);
    return g === undefined ? { loopy } : { game: g, loopyNotation: true };
  }
}

/** Reads `text` in the loopy notation, each bound name a function of no arguments. */
function readLoopyWithNames(
  text: string,
  names: Readonly<Record<string, Game | LoopyGame>>,
): LoopyGame {
  const functions = loopyFunctions();
  const bindable = Object.keys(names).filter((n) => !Object.hasOwn(functions, n));
  if (bindable.length === 0) return parseLoopyGame(text, { functions });
  const call = callBoundNames(text, new Set(bindable));
  const bound: Record<string, LoopyGameFunction> = {};
  for (const name of bindable) {
    bound[name] = (args) => {
      if (args.length > 0) {
        throw new SyntaxError(
          `Cannot parse game: "${name}" is a name bound above, not a function, received ${name}(...)`,
        );
      }
      return names[name];
    };
  }
  try {
    return parseLoopyGame(call.text, { functions: { ...functions, ...bound } });
  } catch (error) {
    if (!(error instanceof SyntaxError) || call.used.length === 0) throw error;
    const said = originalColumn(error.message, text, call);
    // An option must be a stopper: say which bound names hold values that are not.
    const loose = said.includes("stopper")
      ? call.used.filter((n) => isLoopyGame(names[n]) && !isStopper(names[n] as LoopyGame))
      : [];
    if (loose.length === 0) throw new SyntaxError(said);
    const held = loose.map((n) =>
      `"${n}" is bound above to ${formatLoopyGame(names[n] as LoopyGame)}`
    );
    const which = loose.length === 1 ? "which is not a stopper" : "which are not stoppers";
    throw new SyntaxError(`${said} (${held.join(", ")}, ${which})`);
  }
}

/** A text with bound names written as calls, by {@link callBoundNames}. */
export interface CalledNames {
  /** The text, each use of a bound name `a` written `a()`. */
  readonly text: string;
  /** The bound names it uses, each once, in order of first use. */
  readonly used: readonly string[];
  /** Where in the original text each `()` went (after the name), in order. */
  readonly at: readonly number[];
}

/** Words the loopy notation reads as its own, never as a bound name. */
const LOOPY_WORDS: ReadonlySet<string> = new Set([
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
  "Tiny",
  "Miny",
]);

/**
 * What the notation reads `name` as by itself, when it does: a word of the loopy notation (`on`,
 * `pass`, and `Tiny`, `Miny`), downs (`v`, `vv`, `v3`: the literal grammar's `v+\d*`), an
 * infix operation word of the operations table (`Upsum`, `ConwayProduct`), or a ruleset (the
 * catalogue's names and the notation's ruleset functions, loopy ones included); `undefined` for
 * a name the notation leaves free, which a binding may take. A binding of such a word would
 * change what the notation means by it in one reading and not the other (`pass := 1` would turn
 * `{pass|0}` into `{1|0}`), so the worksheet refuses it.
 *
 * @param name A name (`[A-Za-z_][A-Za-z0-9_]*`).
 * @returns What the notation reads it as, such as `"a word of the notation (on, ...)"`, or
 *   `undefined`.
 *
 * @example
 * ```ts
 * import { notationWord } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * assert.match(notationWord("pass") ?? "", /word of the notation/);
 * assert.match(notationWord("vv") ?? "", /downs/);
 * assert.match(notationWord("Upsum") ?? "", /operation/);
 * assert.match(notationWord("domineering") ?? "", /ruleset/);
 * assert.equal(notationWord("x"), undefined);
 * ```
 */
export function notationWord(name: string): string | undefined {
  if (LOOPY_WORDS.has(name)) {
    return `a word of the notation (${[...LOOPY_WORDS].join(", ")})`;
  }
  if (/^v+\d*$/.test(name)) return "downs in the notation (v is down, vv double down, v3 down 3)";
  if (infixOperation(name) !== undefined) {
    return `an operation word of the notation (G ${name} H, ${infixOperation(name)!.name})`;
  }
  if (
    catalogEntry(name) !== undefined || Object.hasOwn(RULESET_FUNCTIONS, name) ||
    Object.hasOwn(LOOPY_RULESET_FUNCTIONS, name)
  ) {
    return `a ruleset of the notation (${name}(...))`;
  }
  return undefined;
}

/** Whether `c` may start a name (`[A-Za-z_]`) or, with `digits`, continue one. */
function isNameChar(c: string, digits: boolean): boolean {
  return /[A-Za-z_]/.test(c) || (digits && c >= "0" && c <= "9");
}

/**
 * `text` with each use of a name of `names` written as a call, `a` as `a()`: the loopy notation
 * reads a name only as a function or as a position label, so a binding reaches it as a function
 * of no arguments. Left as they are: string literals, a name already called (`a(`), the name of
 * a named argument (`maxSlide =>`), the notation's own words ({@link notationWord}: `on`,
 * `pass`, `Tiny`, downs such as `vv`, an infix word such as `Upsum`, a ruleset's name), a name
 * just after a digit (`2over`), and a name inside the braces of a position label of the same
 * name (`a{0|a}`: there `a` is the label). One pass over the text.
 *
 * @param text An expression in the loopy notation.
 * @param names The bound names.
 * @returns The text with calls, the names used, and where the calls went.
 *
 * @example
 * ```ts
 * import { callBoundNames } from "./compute.ts";
 * import assert from "node:assert/strict";
 *
 * const c = callBoundNames('{a|pass} + a{0|a} + backsliding("a")', new Set(["a"]));
 * assert.equal(c.text, '{a()|pass} + a{0|a} + backsliding("a")');
 * assert.deepEqual(c.used, ["a"]);
 * ```
 */
export function callBoundNames(text: string, names: ReadonlySet<string>): CalledNames {
  let out = "";
  const used: string[] = [];
  const at: number[] = [];
  // The labels whose braces are open, with the depth their braces close at.
  const labels: { name: string; depth: number }[] = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === "{") depth++;
    if (c === "}") {
      depth--;
      while (labels.length > 0 && labels[labels.length - 1].depth > depth) labels.pop();
    }
    const after = i > 0 && isNameChar(text[i - 1], true);
    if (!isNameChar(c, false) || after) {
      out += c;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && isNameChar(text[end], true)) end++;
    const name = text.slice(i, end);
    let next = end;
    while (next < text.length && /\s/.test(text[next])) next++;
    const follows = text[next] ?? "";
    out += name;
    i = end;
    if (follows === "{") {
      // A position label: inside its braces the name is the label.
      labels.push({ name, depth: depth + 1 });
      continue;
    }
    const call = names.has(name) && follows !== "(" && !text.startsWith("=>", next) &&
      notationWord(name) === undefined && !labels.some((l) => l.name === name);
    if (call) {
      out += "()";
      at.push(end);
      if (!used.includes(name)) used.push(name);
    }
  }
  return { text: out, used, at };
}

/**
 * A loopy parser's message about the text with calls, said of the original text: its column
 * (`at column N`) moved back past the inserted `()`, and the text it quotes the original.
 */
function originalColumn(
  message: string,
  original: string,
  call: CalledNames,
): string {
  const match = /^([\s\S]*) at column (\d+), in "([\s\S]*)"$/.exec(message);
  if (match === null || match[3] !== call.text) return message;
  const column = Number(match[2]) - 1; // 0-based, in the text with calls
  let mapped = column;
  for (const [k, p] of call.at.entries()) {
    const start = p + 2 * k; // where the k-th "()" starts in the text with calls
    if (column < start) break;
    mapped = column < start + 2 ? p : column - 2 * (k + 1);
  }
  return `${match[1]} at column ${mapped + 1}, in "${original}"`;
}

/** The column a parser's `SyntaxError` names (`at column N`), or 0. */
function errorColumn(error: SyntaxError): number {
  const match = /at column (\d+)/.exec(error.message);
  return match === null ? 0 : Number(match[1]);
}

/** The notation functions of the loopy reading, made on first use (one per ruleset). */
let loopyFunctionTable: Record<string, LoopyGameFunction> | undefined;

/** Every ruleset, taking loopfree loopy values where it takes games, and the loopy rulesets. */
function loopyFunctions(): Record<string, LoopyGameFunction> {
  if (loopyFunctionTable !== undefined) return loopyFunctionTable;
  const table: Record<string, LoopyGameFunction> = {};
  for (const [name, f] of Object.entries(RULESET_FUNCTIONS)) {
    // CGSuite's forms of a call (Wythoff((10, 11)), TakeAndBreak("0.07")(4)) are kept.
    table[name] = loopyGameFunction(name, f);
  }
  loopyFunctionTable = { ...table, ...LOOPY_RULESET_FUNCTIONS };
  return loopyFunctionTable;
}

/**
 * What the page shows for a loopy value: its value and outcome class, its stops when it is a
 * stopper, its onside and offside when it is not. Mean, temperature and the thermograph are
 * defined for short games only, so a loopy value has none.
 */
export interface LoopyAnalysis {
  /** Marks a loopy value. */
  readonly loopy: true;
  /** The value as the loopy notation writes it (`on`, `{0|pass}`, `over`). */
  readonly value: string;
  /** The loopy outcome class (CGSuite's, draws included: `D`, `NHat`, ...). */
  readonly outcome: LoopyOutcome;
  /** Whether the value is a stopper (no infinite alternating play). */
  readonly stopper: boolean;
  /** The left stop, a pseudonumber (`on`, `2over`), for a stopper. */
  readonly leftStop?: string;
  /** The right stop, a pseudonumber, for a stopper. */
  readonly rightStop?: string;
  /** The onside, for a value that is not a stopper. */
  readonly onside?: string;
  /** The offside, for a value that is not a stopper. */
  readonly offside?: string;
  /**
   * The predicates `cgt value --predicates` tests on a loopy value, in its order and under its
   * names; one the budget or the library refused has a reason instead of an answer.
   */
  readonly predicates: readonly PredicateResult[];
}

/**
 * Analyses a loopy value: its form, outcome class, stops (a stopper) or sides (otherwise), and
 * the predicates `cgt value --predicates` tests on loopy values.
 *
 * @param v A loopy value.
 * @returns The analysis.
 */
export function analyseLoopy(v: LoopyGame): LoopyAnalysis {
  const value = formatLoopyGame(v);
  const outcome = loopyOutcome(v);
  if (!isStopper(v)) {
    const sides = formatLoopySides(v);
    return {
      loopy: true,
      value,
      outcome,
      stopper: false,
      ...sides,
      predicates: loopyPredicates(v),
    };
  }
  return {
    loopy: true,
    value,
    outcome,
    stopper: true,
    leftStop: formatPseudonumber(loopyStop(v, "left")),
    rightStop: formatPseudonumber(loopyStop(v, "right")),
    predicates: loopyPredicates(v),
  };
}

/**
 * The canonical options of a remembered game, one level.
 *
 * @param id The game's id.
 * @param registry The registry holding it.
 * @returns Its Left and Right options.
 * @throws {RangeError} If the id is not remembered.
 */
export function gameOptions(
  id: number,
  registry: GameRegistry,
): { left: GameOption[]; right: GameOption[] } {
  const g = registry.get(id);
  if (g === undefined) {
    throw new RangeError(`Cannot list options: the game is no longer remembered, received ${id}`);
  }
  // A canonical form's options are all canonical, neither dominated nor reversible.
  const role: OptionRole = { canonical: true, dominated: false, reversible: false };
  const option = (o: Game, side: Side): GameOption => ({
    ...registry.summary(o),
    mark: moveMark(g, o, side),
    role,
  });
  return {
    left: leftOptions(g).map((o) => option(o, "L")),
    right: rightOptions(g).map((o) => option(o, "R")),
  };
}

/** An option of a canonical form in the option tree: its summary, mark and role. */
export interface GameOption extends GameSummary {
  /** Winning or sensible for its mover (every canonical option is sensible). */
  readonly mark: MoveMark;
  /** Its role: always canonical. */
  readonly role: OptionRole;
}

/** A move on a board: the board after it and the value there. */
export interface BoardMove {
  /** The board after the move. */
  readonly board: Board;
  /** The value of that board. */
  readonly game: GameSummary;
  /**
   * What the move is worth to its mover: `"winning"` when the mover then wins (the value after
   * a Left move is >= 0, after a Right move <= 0), `"sensible"` when it is not winning but its
   * value is at least some option of the canonical form for that player (at most, for Right),
   * so it reverses to a canonical option, else `"other"`.
   */
  readonly mark: MoveMark;
  /** The move's place among the options of the board's game (see {@link OptionRole}). */
  readonly role: OptionRole;
}

/**
 * Where an option stands in the game it is an option of: `canonical` when its value is an option
 * of the game's canonical form, `dominated` when another option of the same player is strictly
 * better for that player, `reversible` when the opponent has an answer from it at least as good
 * for the opponent as the game itself (for a Left option G^L, some G^LR <= G).
 */
export interface OptionRole {
  /** The value is an option of the canonical form (for the same player). */
  readonly canonical: boolean;
  /** Another option of the same player is strictly better for that player. */
  readonly dominated: boolean;
  /** Some answer of the opponent from this option reverses it. */
  readonly reversible: boolean;
}

/**
 * Classifies the options of one player in a game written by its options: canonical, dominated,
 * reversible (see {@link OptionRole}). `replies[k]` holds the values of the opponent's options
 * from option `k` (the form's second level), so reversibility is that of the form as written,
 * not of the options' canonical forms.
 *
 * @param whole The value of the game.
 * @param values The values of the player's options, in order.
 * @param replies The values of the opponent's answers from each option.
 * @param side The player whose options these are.
 * @returns One role per option.
 *
 * @example 3x3 Domineering is +-1: Left's four edge dominoes {1/2|-2} are dominated by 1
 * ```ts
 * import { optionRoles } from "./compute.ts";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const roles = optionRoles(parseGame("+-1"), [parseGame("{1/2|-2}"), parseGame("1")], [
 *   [parseGame("-2")],
 *   [],
 * ], "L");
 * assert.deepEqual(roles, [
 *   { canonical: false, dominated: true, reversible: true },
 *   { canonical: true, dominated: false, reversible: false },
 * ]);
 * ```
 */
export function optionRoles(
  whole: Game,
  values: readonly Game[],
  replies: readonly (readonly Game[])[],
  side: Side,
): OptionRole[] {
  const better = side === "L" ? ">" : "<";
  const canonical = side === "L" ? leftOptions(whole) : rightOptions(whole);
  return values.map((v, k) => {
    const answers = replies[k] ?? [];
    return {
      canonical: canonical.some((c) => compare(v, c) === "="),
      dominated: values.some((w) => compare(w, v) === better),
      reversible: answers.some((a) => {
        const c = compare(a, whole);
        return c === "=" || c === (side === "L" ? "<" : ">");
      }),
    };
  });
}

/** The kinds of move the board view marks. */
export type MoveMark = "winning" | "sensible" | "other";

/**
 * Classifies a move from a position of value `before` to one of value `after`, for its mover.
 *
 * @param before The canonical value before the move.
 * @param after The canonical value after it.
 * @param side The mover.
 * @returns Winning, sensible or other (see {@link BoardMove.mark}).
 *
 * @example
 * ```ts
 * import { moveMark } from "./compute.ts";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{1|-1}");
 * assert.equal(moveMark(g, parseGame("1"), "L"), "winning");
 * const lost = parseGame("{-1|-3}"); // Left loses moving first
 * assert.equal(moveMark(lost, parseGame("-1"), "L"), "sensible");
 * assert.equal(moveMark(lost, parseGame("-2"), "L"), "other");
 * ```
 */
export function moveMark(before: Game, after: Game, side: Side): MoveMark {
  const c = compare(after, parseGame("0"));
  if (side === "L" ? c === ">" || c === "=" : c === "<" || c === "=") return "winning";
  const options = side === "L" ? leftOptions(before) : rightOptions(before);
  const atLeast = (o: Game): boolean => {
    const d = compare(after, o);
    return d === "=" || (side === "L" ? d === ">" : d === "<");
  };
  return options.some(atLeast) ? "sensible" : "other";
}

/** A board's value and its moves. */
export interface BoardAnalysis {
  /** The analysis of the board's value. */
  readonly analysis: Analysis;
  /** Left's moves with their values. */
  readonly left: BoardMove[];
  /** Right's moves with their values. */
  readonly right: BoardMove[];
}

/**
 * The value of a board: the value of its expression in the notation (`domineering("..")`),
 * so it is exactly what the library gives for that position.
 *
 * @param board The board.
 * @returns Its canonical value.
 */
export function boardValue(board: Board): Game {
  return parseGame(boardExpression(board), { functions: RULESET_FUNCTIONS });
}

/**
 * The moves of a board, each with its value, then the value of the board itself. The moves are
 * valued one at a time (the rulesets' tables keep what they learn, so the board's own value
 * then costs little), and `onProgress(done, total)` is called after each, so long work shows
 * how far it has come.
 *
 * @param board The board.
 * @param registry The registry (cleared first).
 * @param onProgress Called after each move is valued.
 * @returns The analysis.
 */
export function analyseBoard(
  board: Board,
  registry: GameRegistry,
  onProgress: (done: number, total: number) => void = () => {},
): BoardAnalysis {
  registry.clear();
  const moves: [Side, Board][] = [
    ...boardMoves(board, "L").map((b): [Side, Board] => ["L", b]),
    ...boardMoves(board, "R").map((b): [Side, Board] => ["R", b]),
  ];
  const left: BoardMove[] = [];
  const right: BoardMove[] = [];
  const total = moves.length + 1;
  onProgress(0, total);
  const valued: [Side, Board, Game][] = moves.map(([side, after], k) => {
    const g = boardValue(after);
    onProgress(k + 1, total);
    return [side, after, g];
  });
  const before = boardValue(board);
  for (const side of ["L", "R"] as const) {
    const mine = valued.filter(([s]) => s === side);
    const roles = optionRoles(
      before,
      mine.map(([, , g]) => g),
      mine.map(([, after]) => replyValues(after, side)),
      side,
    );
    mine.forEach(([, after, g], k) => {
      const move = {
        board: after,
        game: registry.summary(g),
        mark: moveMark(before, g, side),
        role: roles[k],
      };
      (side === "L" ? left : right).push(move);
    });
  }
  const analysis = analyse(before, registry);
  onProgress(total, total);
  return { analysis, left, right };
}

/** A move on a loopy board and the loopy value of the board after it. */
export interface LoopyBoardMove {
  /** The board after the move. */
  readonly board: Board;
  /** Its loopy value, as the loopy notation writes it (`on`, `{0|pass}`). */
  readonly value: string;
}

/**
 * What the page shows for a loopy board: its value and each move's, with no winning-move marks
 * (play can return to a position, so a loopy value names no winning move).
 */
export interface LoopyBoardAnalysis {
  /** The board's loopy value, as the loopy notation writes it. */
  readonly value: string;
  /** Its loopy outcome class (draws included). */
  readonly outcome: LoopyOutcome;
  /** Left's moves. */
  readonly left: LoopyBoardMove[];
  /** Right's moves. */
  readonly right: LoopyBoardMove[];
}

/**
 * The loopy value of a board of a loopy ruleset: its expression read in the loopy notation
 * (`backsliding("TT..FF")`), the path the library's `parseLoopyGame` takes for the same text.
 *
 * @param board A board of a loopy ruleset.
 * @returns Its loopy value.
 */
export function loopyBoardValue(board: Board): LoopyGame {
  return parseLoopyGame(boardExpression(board), { functions: LOOPY_RULESET_FUNCTIONS });
}

/**
 * The loopy value of a board and of each of its moves, `onProgress(done, total)` after each.
 *
 * @param board A board of a loopy ruleset.
 * @param onProgress Called after each value.
 * @returns The analysis.
 */
export function analyseLoopyBoard(
  board: Board,
  onProgress: (done: number, total: number) => void = () => {},
): LoopyBoardAnalysis {
  const left = boardMoves(board, "L");
  const right = boardMoves(board, "R");
  const total = left.length + right.length + 1;
  let done = 0;
  onProgress(0, total);
  const valued = (b: Board): LoopyBoardMove => {
    const value = formatLoopyGame(loopyBoardValue(b));
    onProgress(++done, total);
    return { board: b, value };
  };
  const moves = { left: left.map(valued), right: right.map(valued) };
  const v = loopyBoardValue(board);
  const value = formatLoopyGame(v);
  onProgress(++done, total);
  return { value, outcome: loopyOutcome(v), ...moves };
}

/**
 * The moves of a board with their values, one level (for the option tree below a move).
 *
 * @param board The board.
 * @param registry Where the values are remembered.
 * @returns Left's and Right's moves.
 */
export function boardOptions(
  board: Board,
  registry: GameRegistry,
): { left: BoardMove[]; right: BoardMove[] } {
  const before = boardValue(board);
  const valued = (side: Side): BoardMove[] => {
    const moves = boardMoves(board, side);
    const values = moves.map(boardValue);
    const roles = optionRoles(before, values, moves.map((m) => replyValues(m, side)), side);
    return moves.map((after, k) => ({
      board: after,
      game: registry.summary(values[k]),
      mark: moveMark(before, values[k], side),
      role: roles[k],
    }));
  };
  return { left: valued("L"), right: valued("R") };
}

/** The largest heap plotted for a heap rule other than an octal code (values by plain search). */
export const MAX_RULE_HEAPS = 1000;

/** The nim-sequence of a heap rule by `GrundySolver`, with the period its values show. */
function ruleSequence(
  code: string,
  heaps: number,
  onProgress: (done: number, total: number) => void,
): NimSequence {
  if (heaps > MAX_RULE_HEAPS) {
    throw new RangeError(
      `Cannot plot the nim-sequence: a heap rule is plotted up to ${MAX_RULE_HEAPS} heaps, received ${heaps}`,
    );
  }
  const rule = parseHeapRule(code);
  const solver = new GrundySolver(heapRuleGame(rule));
  const values: number[] = [];
  for (let n = 0; n <= heaps; n++) {
    values.push(solver.grundy(n === 0 ? [] : [n]));
    if (n % 100 === 0) onProgress(n, heaps);
  }
  const found = findPeriod(values);
  const period = found === null ? null : {
    ...found,
    proved: false,
    bound: heaps + 1,
    reason: `seen in heaps 0..${heaps}; no periodicity theorem is applied to ${rule.name}`,
  };
  return { name: rule.name, values, period };
}

/** The values of the opponent's answers from the board a move of `side` left. */
function replyValues(after: Board, side: Side): Game[] {
  return boardMoves(after, side === "L" ? "R" : "L").map(boardValue);
}

/** A nim-sequence and its period. */
export interface NimSequence {
  /** The normalised code, such as `"0.77"`. */
  readonly name: string;
  /** G(0), ..., G(n). */
  readonly values: number[];
  /** The period found (proved or not), or `null`. */
  readonly period: Periodicity | null;
}

/**
 * The nim-sequence of an octal game up to `heaps`, with its period: proved by the octal
 * periodicity theorem where the values reach far enough (up to 16384 heaps are computed in
 * the search for a proof).
 *
 * A heap rule written as a call (`join(0.07, 0.3)`, `spawning(1-3)`, `subtraction(1,3)`, CGSuite's
 * heap rulesets and their join, as `parseHeapRule` of `@cgt/rulesets/heap-rule` reads them) is
 * plotted too, up to {@link MAX_RULE_HEAPS}, with the period its values show (not proved: no
 * periodicity theorem is applied to such rules).
 *
 * @param code The octal code, such as `"0.77"` (Kayles), or a heap rule such as `"join(0.07, 0.3)"`.
 * @param heaps The largest heap size to plot, 1 to {@link MAX_HEAPS}.
 * @param onProgress Called now and then with the heaps done.
 * @returns The sequence.
 * @throws {SyntaxError} If the code is not an octal code or heap rule.
 * @throws {RangeError} If `heaps` is out of range (or above {@link MAX_RULE_HEAPS} for a rule).
 */
export function nimSequence(
  code: string,
  heaps: number,
  onProgress: (done: number, total: number) => void = () => {},
): NimSequence {
  if (!Number.isInteger(heaps) || heaps < 1 || heaps > MAX_HEAPS) {
    throw new RangeError(
      `Cannot plot the nim-sequence: heaps must be an integer from 1 to ${MAX_HEAPS}, received ${heaps}`,
    );
  }
  if (code.includes("(")) return ruleSequence(code, heaps, onProgress);
  const game = parseOctalCode(code);
  const values = takeAndBreakGrundy(game, heaps, { onProgress: (d) => onProgress(d, heaps) });
  const period = heapPeriodicity(game, values, {
    maxN: Math.max(heaps, Math.min(16384, MAX_HEAP_SIZE)),
  });
  return { name: game.name, values: [...values], period };
}
