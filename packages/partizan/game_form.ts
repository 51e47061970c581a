/**
 * Games as written, not canonicalised: CGSuite's explicit forms `'{0|^*}'`, sums of
 * components, and ruleset positions, with their options, canonical form and misère outcome.
 *
 * @module
 */

import { addGames, checkGame, type Game, guardStack, isGame, negateGame } from "./_engine.ts";
import { checkRuleset, typeFail } from "./_check.ts";
import { game, leftOptions, rightOptions } from "./game.ts";
import type { Outcome } from "./compare.ts";
import { formatGame, type GameArgument, type GameFunction, parseGame } from "./notation.ts";
import { misereOutcome } from "./search/misere_outcome.ts";
import { identityKey, type PositionKey, type Ruleset, value } from "./search/search.ts";
import { positionOf, type RulesetPosition } from "./search/ruleset_function.ts";
import { cgsuiteFormsOf } from "./_cgsuite_forms.ts";
import { argumentReader } from "./_parse_game.ts";

export type { Game } from "./game.ts";
export type { Outcome } from "./compare.ts";
export type { PositionKey, Ruleset } from "./search/search.ts";
export type { GameArgument, GameFunction, NamedArgument, NamedValue } from "./notation.ts";
export type { RulesetPosition } from "./search/ruleset_function.ts";

/**
 * A game as written: a canonical value, an explicit form `{L | R}` whose options are forms, a
 * sum of forms, the negative of a form, or a position of a ruleset. Two forms of one value may
 * differ in misère play, which is why they are kept apart from their canonical form.
 */
export type GameForm = ValueForm | ExplicitForm | SumForm | NegativeForm | PositionForm;

/** A game known only by its canonical value (`^*`, `*2`, `{1|0}` without quotes). */
export interface ValueForm {
  /** The kind of form. */
  readonly kind: "value";
  /** The canonical value. */
  readonly value: Game;
}

/** An explicit form `'{L | R}'`: its options are exactly the forms written. */
export interface ExplicitForm {
  /** The kind of form. */
  readonly kind: "explicit";
  /** Left's options. */
  readonly left: readonly GameForm[];
  /** Right's options. */
  readonly right: readonly GameForm[];
}

/** A disjunctive sum: a move is a move in one part. */
export interface SumForm {
  /** The kind of form. */
  readonly kind: "sum";
  /** The components. */
  readonly parts: readonly GameForm[];
}

/** The negative of a form: the players' roles swapped. */
export interface NegativeForm {
  /** The kind of form. */
  readonly kind: "negative";
  /** The form negated (an explicit form or a position; never a value, sum or negative). */
  readonly form: ExplicitForm | PositionForm;
}

/** A position of a ruleset, searched on its moves. */
export interface PositionForm extends RulesetPosition {
  /** The kind of form. */
  readonly kind: "position";
  /** The call as written (`domineering("..|..")`), when the form was read from notation. */
  readonly text?: string;
  /** Its canonical value, when known (as notation computed it). */
  readonly value?: Game;
}

/** The most nodes {@link checkForm} walks: a form larger than this is refused. */
const MAX_FORM_NODES = 1_000_000;

/**
 * Throws a TypeError unless `form` is a {@link GameForm} (walked without recursion, at most
 * {@link MAX_FORM_NODES} nodes): the library's own check at every exported function that takes a
 * form, so a hand-made or forged form fails with a clear message instead of deep in a search.
 */
function checkForm(form: unknown, what: string): asserts form is GameForm {
  const stack: unknown[] = [form];
  let count = 0;
  while (stack.length > 0) {
    const f = stack.pop() as GameForm;
    if (++count > MAX_FORM_NODES) {
      typeFail(what, `a game form has at most ${MAX_FORM_NODES} parts`, count);
    }
    if (f === null || typeof f !== "object") typeFail(what, "expected a game form", f);
    switch (f.kind) {
      case "value":
        if (!isGame(f.value)) typeFail(what, "a value form needs a game of this package", f.value);
        break;
      case "explicit":
        if (!Array.isArray(f.left) || !Array.isArray(f.right)) {
          typeFail(what, "an explicit form needs left and right lists of forms", f);
        }
        for (const o of f.left) stack.push(o);
        for (const o of f.right) stack.push(o);
        break;
      case "sum":
        if (!Array.isArray(f.parts)) typeFail(what, "a sum form needs a list of parts", f);
        for (const o of f.parts) stack.push(o);
        break;
      case "negative":
        stack.push(f.form);
        break;
      case "position":
        checkRuleset(what, f.ruleset);
        break;
      default:
        typeFail(
          what,
          'a game form\'s kind must be "value", "explicit", "sum", "negative" or "position"',
          f,
        );
    }
  }
}

/**
 * Returns the form of a canonical value.
 *
 * @param g A canonical game.
 * @returns The form `{ kind: "value", value: g }`.
 * @throws {TypeError} If `g` is not a game of this package.
 *
 * @example
 * ```ts
 * import { STAR } from "@cgt/partizan/game";
 * import { formatGameForm, valueForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGameForm(valueForm(STAR)), "*");
 * ```
 */
export function valueForm(g: Game): ValueForm {
  checkGame(g, "make game form");
  return { kind: "value", value: g };
}

/**
 * Returns the explicit form `{left | right}`.
 *
 * @param left Left's options.
 * @param right Right's options.
 * @returns The explicit form.
 *
 * @example `'{*|*}'` is 0 in normal play, but not the form 0
 * ```ts
 * import { STAR } from "@cgt/partizan/game";
 * import { explicitForm, formatGameForm, valueForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * const g = explicitForm([valueForm(STAR)], [valueForm(STAR)]);
 * assert.equal(formatGameForm(g), "'{*|*}'");
 * ```
 */
export function explicitForm(
  left: readonly GameForm[],
  right: readonly GameForm[],
): ExplicitForm {
  if (!Array.isArray(left) || !Array.isArray(right)) {
    typeFail(
      "make explicit form",
      "left and right must be lists of forms",
      Array.isArray(left) ? right : left,
    );
  }
  for (const o of [...left, ...right]) checkForm(o, "make explicit form");
  return { kind: "explicit", left: [...left], right: [...right] };
}

/**
 * Returns the sum of `parts` (a sum inside is flattened into it; a single part is returned as
 * it is).
 *
 * @param parts The components.
 * @returns Their sum.
 *
 * @example
 * ```ts
 * import { nimber } from "@cgt/partizan/game";
 * import { formatGameForm, sumForm, valueForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGameForm(sumForm([valueForm(nimber(1)), valueForm(nimber(2))])), "* + *2");
 * ```
 */
export function sumForm(parts: readonly GameForm[]): GameForm {
  if (!Array.isArray(parts)) typeFail("add game forms", "expected a list of forms", parts);
  for (const p of parts) checkForm(p, "add game forms");
  const flat = parts.flatMap((p) => p.kind === "sum" ? p.parts : [p]);
  return flat.length === 1 ? flat[0] : { kind: "sum", parts: flat };
}

/**
 * Returns the form of a ruleset position.
 *
 * @param ruleset The rules.
 * @param position The position.
 * @param text The call as written, for {@link formatGameForm}.
 * @returns The position's form.
 *
 * @example
 * ```ts
 * import { gameFormMisereOutcome, positionForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * // A row of n tokens; either player removes one, and whoever removes the last one loses.
 * const take = (n: number) => (n > 0 ? [n - 1] : []);
 * const row = { name: "Row", leftOptions: take, rightOptions: take };
 * assert.equal(gameFormMisereOutcome(positionForm(row, 3)), "P");
 * assert.equal(gameFormMisereOutcome(positionForm(row, 2)), "N");
 * ```
 */
export function positionForm<P>(ruleset: Ruleset<P>, position: P, text?: string): PositionForm {
  checkRuleset("make position form", ruleset);
  if (text !== undefined && typeof text !== "string") {
    typeFail("make position form", "the text must be a string", text);
  }
  return { kind: "position", ruleset: ruleset as Ruleset<unknown>, position, text };
}

/**
 * Returns the negative of a form: the players swapped (values are negated, sums part by part).
 *
 * @param form A form.
 * @returns Its negative.
 *
 * @example
 * ```ts
 * import { formatGameForm, negateForm, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGameForm(negateForm(parseGameForm("'{0|*}' + 1"))), "-'{0|*}' + -1");
 * ```
 */
export function negateForm(form: GameForm): GameForm {
  checkForm(form, "negate game form");
  switch (form.kind) {
    case "value":
      return { kind: "value", value: negateGame(form.value) };
    case "sum":
      return { kind: "sum", parts: form.parts.map(negateForm) };
    case "negative":
      return form.form;
    default:
      return { kind: "negative", form };
  }
}

/**
 * Whether a form is only a canonical value or a sum of them: its misère outcome is then searched
 * on canonical forms, not on a form the user wrote out.
 *
 * @param form A form.
 * @returns Whether no explicit form or ruleset position occurs in it.
 *
 * @example
 * ```ts
 * import { isCanonicalOnly, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isCanonicalOnly(parseGameForm("* + *2")), true);
 * assert.equal(isCanonicalOnly(parseGameForm("'{*|*}' + *")), false);
 * ```
 */
export function isCanonicalOnly(form: GameForm): boolean {
  checkForm(form, "read game form");
  return form.kind === "value" || (form.kind === "sum" && form.parts.every(isCanonicalOnly));
}

function sideOptions(form: GameForm, left: boolean): GameForm[] {
  switch (form.kind) {
    case "value":
      return (left ? leftOptions(form.value) : rightOptions(form.value)).map((g) => ({
        kind: "value",
        value: g,
      }));
    case "explicit":
      return [...(left ? form.left : form.right)];
    case "negative":
      return sideOptions(form.form, !left).map(negateForm);
    case "position": {
      const { ruleset } = form;
      const next = left ? ruleset.leftOptions(form.position) : ruleset.rightOptions(form.position);
      return [...next].map((p) => ({ kind: "position", ruleset, position: p }));
    }
    case "sum": {
      const out: GameForm[] = [];
      form.parts.forEach((part, i) => {
        for (const o of sideOptions(part, left)) {
          out.push({ kind: "sum", parts: form.parts.map((q, j) => (j === i ? o : q)) });
        }
      });
      return out;
    }
  }
}

/**
 * Returns Left's options of a form as written: those of an explicit form, a ruleset position's
 * moves, a canonical value's options, or in a sum a move in one component (the others kept).
 *
 * @param form A form.
 * @returns Left's options, as forms.
 *
 * @example
 * ```ts
 * import { formatGameForm, formLeftOptions, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * const g = parseGameForm("'{0, {*|*} | ^*}'");
 * assert.deepEqual(formLeftOptions(g).map((o) => formatGameForm(o)), ["0", "'{*|*}'"]);
 * ```
 */
export function formLeftOptions(form: GameForm): GameForm[] {
  checkForm(form, "find the options of a game form");
  return sideOptions(form, true);
}

/**
 * Returns Right's options of a form as written (see {@link formLeftOptions}).
 *
 * @param form A form.
 * @returns Right's options, as forms.
 *
 * @example
 * ```ts
 * import { formatGameForm, formRightOptions, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(formRightOptions(parseGameForm("'{0|^*}'")).map((o) => formatGameForm(o)), ["^*"]);
 * ```
 */
export function formRightOptions(form: GameForm): GameForm[] {
  checkForm(form, "find the options of a game form");
  return sideOptions(form, false);
}

/**
 * Returns the canonical form (normal-play value) of a form. Cost: one canonical-form
 * construction per node of the form (shared nodes once), plus a search of each ruleset position
 * whose value is not yet known.
 *
 * @param form A form.
 * @returns Its canonical value.
 * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
 * @throws {RangeError} If the form is nested too deeply for the call stack.
 *
 * @example
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { canonicalForm, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(canonicalForm(parseGameForm("'{0|^*}'"))), "^^");
 * assert.equal(formatGame(canonicalForm(parseGameForm("'{*|*}' + *"))), "*");
 * ```
 */
export function canonicalForm(form: GameForm): Game {
  checkForm(form, "find the canonical form");
  const memo = new Map<GameForm, Game>();
  const walk = (f: GameForm): Game => {
    const known = memo.get(f);
    if (known !== undefined) return known;
    let g: Game;
    switch (f.kind) {
      case "value":
        return f.value;
      case "explicit":
        g = game(f.left.map(walk), f.right.map(walk));
        break;
      case "negative":
        g = negateGame(walk(f.form));
        break;
      case "sum":
        g = f.parts.map(walk).reduce(addGames);
        break;
      case "position":
        g = f.value ?? value(f.ruleset, f.position);
        break;
    }
    memo.set(f, g);
    return g;
  };
  return guardStack("find the canonical form", () => walk(form));
}

/** Options of {@link formatGameForm}. */
export interface FormatFormOptions {
  /**
   * The longest text to build; a longer form is refused with a RangeError.
   *
   * @default {100000}
   */
  maxLength?: number;
}

/**
 * Prints a form in CGSuite's notation: an explicit form in single quotes, its options inside
 * without quotes (`'{0,{*|*}|^*}'`), canonical values as {@link formatGame} prints them, a sum
 * with ` + `, a negative explicit form or position with a leading `-`, and a position as the
 * call that made it (a position without one as `<name position>`, which cannot be read back).
 * {@link parseGameForm} reads the rest back to a form with the same moves (a canonical value
 * printed in braces inside quotes comes back as the explicit form of its canonical options).
 * Cost: linear in the size of the form, plus `formatGame` of its values.
 *
 * @param form A form.
 * @param options The longest text to build.
 * @returns Its notation.
 * @throws {RangeError} If the text would be longer than `maxLength`.
 *
 * @example
 * ```ts
 * import { formatGameForm, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGameForm(parseGameForm("'{0|^*}'")), "'{0|^*}'");
 * assert.equal(formatGameForm(parseGameForm("'{ {*|*}, 1 | }' + *2")), "'{{*|*},1|}' + *2");
 * ```
 */
export function formatGameForm(form: GameForm, options: FormatFormOptions = {}): string {
  checkForm(form, "format game form");
  const maxLength = options.maxLength ?? 100_000;
  const inner = (f: GameForm, quoted: boolean): string => {
    switch (f.kind) {
      case "value":
        return formatGame(f.value, { maxLength });
      case "explicit": {
        const side = (list: readonly GameForm[]): string =>
          list.map((o) => inner(o, true)).join(",");
        const text = `{${side(f.left)}|${side(f.right)}}`;
        return quoted ? text : `'${text}'`;
      }
      case "negative":
        return "-" + inner(f.form, quoted);
      case "position":
        return f.text ?? `<${f.ruleset.name} position>`;
      case "sum":
        return f.parts.map((p) => inner(p, quoted)).join(" + ");
    }
  };
  const text = guardStack("format game form", () => inner(form, false));
  if (text.length > maxLength) {
    throw new RangeError(
      `Cannot format game form: its notation has ${text.length} characters, more than the limit of ${maxLength}`,
    );
  }
  return text;
}

/** Options of {@link parseGameForm}. */
export interface ParseFormOptions {
  /**
   * Functions callable by name, as for `parseGame`. A call of a function that carries its
   * position (`withPosition`, `rulesetFunction` of `@cgt/partizan/ruleset-function`) is kept as
   * that position; any other call as its value.
   *
   * @default {}
   */
  functions?: Readonly<Record<string, GameFunction>>;
  /**
   * Whether to read the whole text with `parseGame` first (so a syntax error is reported as
   * `parseGame` reports it) and keep each position's value. `false` skips both, for text that
   * `parseGame` has already read with the same functions: a position's value is then searched
   * only if {@link canonicalForm} asks for it.
   *
   * @default {true}
   */
  values?: boolean;
}

/**
 * The function a call's name stands for, as the notation resolves it: a name of `functions`,
 * or CGSuite's `game.<package>.Name` (when Name's forms say it is in that package) and
 * `Name.Member` (a member its forms give); undefined for any other name.
 */
function calledFunction(
  functions: Readonly<Record<string, GameFunction>>,
  name: string,
): GameFunction | undefined {
  if (Object.hasOwn(functions, name)) return functions[name];
  const parts = name.split(".");
  let at = 0;
  let library: string | undefined;
  if (parts[0] === "game" && parts.length >= 3) {
    library = `game.${parts[1]}`;
    at = 2;
  }
  let f: GameFunction | undefined = Object.hasOwn(functions, parts[at])
    ? functions[parts[at]]
    : undefined;
  if (f === undefined || (library !== undefined && cgsuiteFormsOf(f)?.library !== library)) {
    return undefined;
  }
  for (const member of parts.slice(at + 1)) {
    const members: Readonly<Record<string, GameFunction>> | undefined = cgsuiteFormsOf(f)
      ?.members;
    if (members === undefined || !Object.hasOwn(members, member)) return undefined;
    f = members[member];
  }
  return f;
}

/** The index of the bracket that closes the one at `open` (strings skipped), or the end. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return text.length;
      i = end;
    } else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      if (--depth === 0) return i;
    }
  }
  return text.length;
}

/** Whether the last character before `i` other than white space is a point. */
function afterPoint(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(text[j])) j--;
  return text[j] === ".";
}

/**
 * The end of an item of notation that starts at `from`: the first of `stops` (or a closing
 * bracket, or an infix method name) outside brackets and strings after `from`.
 */
function itemEnd(text: string, from: number, stops: string): number {
  let depth = 0;
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === "'" && /^'\s*\{/.test(text.slice(i, i + 40))) {
      // An opening quote: the explicit form to its closing quote is one item.
      const close = matching(text, text.indexOf("{", i));
      i = close + 1;
      while (i < text.length && /\s/.test(text[i])) i++;
      if (text[i] === "'") i++;
      continue;
    }
    if (depth === 0 && stops.includes(c) && i > from) return i;
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      if (depth === 0) return i;
      depth--;
    }
    if (
      depth === 0 && i > from && /[A-Z]/.test(c) && /[^A-Za-z0-9_]/.test(text[i - 1] ?? " ") &&
      !afterPoint(text, i)
    ) {
      // An infix method name (`ConwayProduct`) ends a term; Tiny( and Miny( do not, nor a
      // method called with a point (`^.Pow(2)`, `2.Tiny`).
      const m = /^[A-Za-z_]\w*/.exec(text.slice(i))!;
      if (!/^\s*\(/.test(text.slice(i + m[0].length))) return i;
    }
    i++;
  }
  return i;
}

/**
 * Reads the form layer of the notation: sums and differences, parentheses, quoted explicit
 * forms (whose braces inside are explicit too) and position calls; everything else is a piece
 * of ordinary notation read by `parseGame` as a canonical value.
 */
class FormReader {
  readonly text: string;
  readonly options: ParseFormOptions;
  pos = 0;

  constructor(text: string, options: ParseFormOptions) {
    this.text = text;
    this.options = options;
  }

  fail(message: string): never {
    throw new SyntaxError(
      `Cannot parse game form: ${message} at column ${this.pos + 1}, in "${this.text}"`,
    );
  }

  peek(): string {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
    return this.text[this.pos] ?? "";
  }

  plusMinus(): boolean {
    this.peek();
    return this.text.startsWith("+-", this.pos) || this.text[this.pos] === "±";
  }

  /** A piece of ordinary notation from `start` to the end of its term, as a value. */
  value(start: number, end: number): GameForm {
    this.pos = end;
    return valueForm(parseGame(this.text.slice(start, end), this.options));
  }

  /** expression := sum, or anything with `:` or an infix method, read as a value. */
  expression(quoted: boolean): GameForm {
    const start = this.pos;
    const form = this.sum(quoted);
    const c = this.peek();
    if (c === ":" || /[A-Za-z_]/.test(c)) {
      let end = this.pos;
      while (end < this.text.length && !",|})]'".includes(this.text[end])) {
        end = Math.max(end + 1, itemEnd(this.text, end, ",|})'"));
      }
      return this.value(start, end);
    }
    return form;
  }

  sum(quoted: boolean): GameForm {
    const parts: GameForm[] = [];
    if (this.peek() === "+" && !this.plusMinus()) this.pos++;
    parts.push(this.term(quoted));
    for (;;) {
      if (this.plusMinus()) parts.push(this.term(quoted));
      else if (this.peek() === "+") {
        this.pos++;
        parts.push(this.term(quoted));
      } else if (this.peek() === "-") {
        this.pos++;
        parts.push(negateForm(this.term(quoted)));
      } else return sumForm(parts);
    }
  }

  term(quoted: boolean): GameForm {
    const c = this.peek();
    const start = this.pos;
    if (this.plusMinus()) {
      const from = this.text[start] === "±" ? start + 1 : start + 2;
      return this.value(start, this.termEnd(from));
    }
    if (c === "-") {
      this.pos++;
      // A minus sign on a number literal belongs to the literal: -1v = -1 + v.
      if (/\d/.test(this.peek())) return this.value(start, this.termEnd(this.pos));
      return negateForm(this.term(quoted));
    }
    if (c === "'") {
      this.pos++;
      if (this.peek() !== "{") this.fail('expected "{" after a single quote');
      const form = this.braces();
      if (this.peek() !== "'") this.fail('expected "\'"');
      this.pos++;
      return this.called(form, start);
    }
    if (c === "{" && quoted) return this.called(this.braces(), start);
    if (c === "(") {
      this.pos++;
      const form = this.expression(quoted);
      if (this.peek() !== ")") this.fail('expected ")"');
      this.pos++;
      return this.called(form, start);
    }
    const call = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?=\s*\()/.exec(this.text.slice(this.pos));
    if (call !== null) {
      const f = calledFunction(this.options.functions ?? {}, call[0]);
      const open = this.text.indexOf("(", this.pos);
      let end = matching(this.text, open);
      // CGSuite's ruleset applied to a position, R(rules)(position), where f reads it.
      const apply = f === undefined ? undefined : cgsuiteFormsOf(f)?.apply;
      const second = apply !== undefined && /^\s*\(/.test(this.text.slice(end + 1))
        ? this.text.indexOf("(", end + 1)
        : undefined;
      const rulesEnd = end;
      if (second !== undefined) end = matching(this.text, second);
      const after = this.text.slice(end + 1);
      if (f !== undefined && /^\s*($|[-+,|})'±:A-Za-z])/.test(after)) {
        const callText = this.text.slice(start, end + 1);
        // The call checks its arguments; without values, positionOf() checks those of the
        // functions that say what they take (stringFunction, integerFunction).
        const g = this.options.values === false ? undefined : parseGame(callText, this.options);
        const args = this.arguments(open + 1, rulesEnd);
        const position = second === undefined
          ? positionOf(f, args)
          : positionOf(apply!(args), this.arguments(second + 1, end));
        this.pos = end + 1;
        if (position !== undefined) {
          return g === undefined
            ? { kind: "position", ...position, text: callText }
            : { kind: "position", ...position, text: callText, value: g };
        }
        return valueForm(g ?? parseGame(callText, this.options));
      }
    }
    return this.value(start, this.termEnd(start));
  }

  /**
   * The form read from `start`, or, when a method call follows it (CGSuite's
   * `'{0|^*}'.CanonicalForm`, `(g).Mean`), the value of the form with its calls, as the
   * notation reads them: a method computes on values, so what it gives is a value.
   */
  called(form: GameForm, start: number): GameForm {
    if (this.peek() !== ".") return form;
    return this.value(start, this.termEnd(this.pos));
  }

  /** The end of a term of ordinary notation that starts at `from`. */
  termEnd(from: number): number {
    const stop = itemEnd(this.text, from, "+-±,|})':");
    return stop === from ? this.fail("expected a game") : stop;
  }

  /** The arguments of a call between `from` and `to`, as the notation passes them. */
  arguments(from: number, to: number): GameArgument[] {
    const args: GameArgument[] = [];
    let at = from;
    while (at < to) {
      const named = argumentReader(this.text, this.options.functions ?? {});
      named.pos = at;
      const argument = named.namedArgument() ?? named.literalCompound();
      if (argument !== undefined) {
        // A named argument's value, or a tuple, list or set argument (CGSuite's Wythoff((10, 11)),
        // for the functions that take one), is a CGScript literal, read by the tokenizer to its end.
        args.push(argument as GameArgument);
        at = named.peek() === "," ? named.pos + 1 : named.pos;
        continue;
      }
      const end = Math.min(itemEnd(this.text, at, ","), to);
      const piece = this.text.slice(at, end).trim();
      if (piece !== "") {
        if (/^"[^"]*"$/.test(piece)) args.push(piece.slice(1, -1));
        else if (/^-?\d+$/.test(piece)) args.push(BigInt(piece));
        else args.push(parseGame(piece, this.options));
      }
      at = end + 1;
    }
    return args;
  }

  /** An explicit '{' lists separated by slash runs '}' (inside quotes). */
  braces(): GameForm {
    this.pos++;
    const lists: GameForm[][] = [];
    const seps: number[] = [];
    for (;;) {
      const list: GameForm[] = [];
      const c = this.peek();
      if (c !== "|" && c !== "}") {
        for (;;) {
          list.push(this.expression(true));
          if (this.peek() !== ",") break;
          this.pos++;
        }
      }
      lists.push(list);
      if (this.peek() === "|") {
        let n = 0;
        while (this.text[this.pos] === "|") {
          this.pos++;
          n++;
        }
        seps.push(n);
        continue;
      }
      if (this.peek() !== "}") this.fail('expected ",", "|" or "}"');
      this.pos++;
      break;
    }
    if (seps.length === 0) this.fail('expected "|" inside braces');
    const split = (lo: number, hi: number): GameForm => {
      let best = lo;
      for (let i = lo; i < hi; i++) if (seps[i] > seps[best]) best = i;
      const left = best === lo ? lists[lo] : [split(lo, best)];
      const right = best + 1 === hi ? lists[hi] : [split(best + 1, hi)];
      return explicitForm(left, right);
    };
    return split(0, lists.length - 1);
  }
}

/**
 * Parses CGSuite notation into the game as written, keeping what `parseGame` would
 * canonicalise: a sum stays a sum of its terms (`* + * + *2 + *2`, misère Nim with heaps
 * 1, 1, 2, 2), a quoted brace literal `'{0|^*}'` stays an explicit form (braces inside the
 * quotes are explicit too, as in CGSuite), and a call of a function that carries its position
 * (the rulesets of `@cgt/rulesets`, see `withPosition` and `rulesetFunction` of
 * `@cgt/partizan/ruleset-function`) stays that position. Everything else (a literal, unquoted
 * braces, `+-x`, `Tiny(x)`, an ordinal sum, an infix method, a call without a position) is a
 * canonical value, as `parseGame` reads it. The text is read by `parseGame` first, which reports
 * any syntax error (unless `values: false`); {@link canonicalForm} of the result equals
 * `parseGame(text, options)`.
 *
 * @param text The notation.
 * @param options Named functions.
 * @returns The form as written.
 * @throws {SyntaxError} If the text is not valid notation.
 * @throws {RangeError} If it nests too deeply.
 *
 * @example
 * ```ts
 * import { formatGameForm, gameFormMisereOutcome, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * const g = parseGameForm("'{0|^*}' + *");
 * assert.equal(formatGameForm(g), "'{0|^*}' + *");
 * assert.equal(gameFormMisereOutcome(parseGameForm("* + * + *2 + *2")), "P");
 * ```
 */
export function parseGameForm(text: string, options: ParseFormOptions = {}): GameForm {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse game form: expected a string, received ${String(text)}`);
  }
  if (options.values !== false) parseGame(text, options);
  const reader = new FormReader(text, options);
  return guardStack("parse game form", () => {
    const form = reader.expression(false);
    if (reader.peek() !== "") reader.fail(`unexpected "${reader.peek()}"`);
    return form;
  });
}

/** Options of {@link gameFormMisereOutcome}. */
export interface FormMisereOptions {
  /**
   * The most positions of the sum the search may visit before it gives up with a
   * `PositionLimitError`. Each costs a key and an array of components (a few hundred bytes for
   * small sums); the work budget of `withStepLimit` usually stops a search first.
   *
   * @default {10_000_000}
   */
  maxPositions?: number;
}

/** One component of a search state, with its key. */
interface Atom {
  readonly key: string;
  readonly form: GameForm;
}

/** A state of the misère search: components sorted by key, and the key of the whole. */
interface State {
  readonly key: string;
  readonly atoms: readonly Atom[];
}

/**
 * Returns the misère outcome class of a form as written (the player who makes the last move
 * loses): `"L"`, `"R"`, `"P"` or `"N"`. The search runs on the sum itself, move by move in the
 * components (explicit options, ruleset moves, canonical values' options), memoised on the
 * multiset of components (a ruleset's `key` identifies its positions; explicit forms are keyed
 * by structure), never through canonical forms of the sum, which do not decide misère outcomes.
 * A lone position is searched with `misereOutcome` (or its own `misereOutcome` when it has one).
 * Cost: one step of the `withStepLimit` budget and one memo entry per position of the sum; memory
 * O(positions x components), all freed when the call returns.
 *
 * @param form A form.
 * @param options The search bound.
 * @returns The misère outcome class.
 * @throws {PositionLimitError} If more than `maxPositions` positions are needed.
 * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
 * @throws {RangeError} If `maxPositions` is not a positive integer, or a position repeats.
 *
 * @example Misère Nim with heaps 1, 1, 2, 2 equals 0, but is not 0 in misère play
 * ```ts
 * import { gameFormMisereOutcome, parseGameForm } from "@cgt/partizan/game-form";
 * import assert from "node:assert/strict";
 *
 * assert.equal(gameFormMisereOutcome(parseGameForm("* + * + *2 + *2")), "P");
 * assert.equal(gameFormMisereOutcome(parseGameForm("0")), "N");
 * assert.equal(gameFormMisereOutcome(parseGameForm("'{*|*}'")), "N"); // each moves to *
 * ```
 */
export function gameFormMisereOutcome(form: GameForm, options: FormMisereOptions = {}): Outcome {
  checkForm(form, "compute misère outcome");
  const maxPositions = options.maxPositions ?? 10_000_000;
  if (!(Number.isInteger(maxPositions) && maxPositions > 0)) {
    throw new RangeError(
      `Cannot compute misère outcome: maxPositions must be a positive integer, received ${maxPositions}`,
    );
  }
  const rulesetIds = new Map<Ruleset<unknown>, number>();
  const explicitKeys = new Map<GameForm, string>();
  const interned = new Map<string, string>();
  const atomKey = (f: GameForm): string => {
    switch (f.kind) {
      case "value":
        return "g" + f.value.id;
      case "negative":
        return "-" + atomKey(f.form);
      case "position": {
        let id = rulesetIds.get(f.ruleset);
        if (id === undefined) {
          id = rulesetIds.size;
          rulesetIds.set(f.ruleset, id);
        }
        const k: PositionKey = f.ruleset.key ? f.ruleset.key(f.position) : identityKey(f.position);
        return `p${id}:${typeof k}:${String(k)}`;
      }
      case "explicit": {
        const known = explicitKeys.get(f);
        if (known !== undefined) return known;
        const structure = f.left.map(atomKeyOfPart).join(",") + "|" +
          f.right.map(atomKeyOfPart).join(",");
        let key = interned.get(structure);
        if (key === undefined) {
          key = "e" + interned.size;
          interned.set(structure, key);
        }
        explicitKeys.set(f, key);
        return key;
      }
      case "sum":
        return "(" + flatten(f).map((a) => a.key).join("+") + ")";
    }
  };
  const atomKeyOfPart = (f: GameForm): string => atomKey(f);
  const flatten = (f: GameForm): Atom[] => {
    if (f.kind === "sum") return f.parts.flatMap(flatten);
    // A component with no move for either player changes nothing: left out.
    if (f.kind === "value" && leftOptions(f.value).length + rightOptions(f.value).length === 0) {
      return [];
    }
    if (f.kind === "explicit" && f.left.length + f.right.length === 0) return [];
    return [{ key: atomKey(f), form: f }];
  };
  const state = (atoms: Atom[]): State => {
    atoms.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return { key: atoms.map((a) => a.key).join("+"), atoms };
  };
  const moves = (s: State, left: boolean): State[] => {
    const out: State[] = [];
    s.atoms.forEach((atom, i) => {
      // Equal components give the same options: moves in the first one are enough.
      if (i > 0 && s.atoms[i - 1].key === atom.key) return;
      for (const o of sideOptions(atom.form, left)) {
        out.push(state([...s.atoms.slice(0, i), ...s.atoms.slice(i + 1), ...flatten(o)]));
      }
    });
    return out;
  };
  return guardStack("compute misère outcome", () => {
    const root = state(flatten(form));
    if (root.atoms.length === 1 && root.atoms[0].form.kind === "position") {
      const p = root.atoms[0].form;
      return p.misereOutcome?.() ?? misereOutcome(p.ruleset, p.position, { maxPositions });
    }
    const sums: Ruleset<State> = {
      name: "sum of game forms",
      leftOptions: (s) => moves(s, true),
      rightOptions: (s) => moves(s, false),
      key: (s) => s.key,
    };
    return misereOutcome(sums, root, { maxPositions });
  });
}
