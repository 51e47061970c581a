/**
 * CGSuite notation for short games: parse `{3||2|1} + ^*` into a canonical game, and print one.
 *
 * @module
 */

import type { Game } from "./_engine.ts";
import { formatLoopyGame, type LoopyParseOptions, parseLoopyGame } from "./loopy/loopy_notation.ts";
import { isLoopyGame, type LoopyGame, toGame } from "./loopy/loopy.ts";
import { type FormatOptions, formatShortGame } from "./_format_game.ts";
import { type GameFunction, looksLoopy, parseShortGame } from "./_parse_game.ts";

export type { Game } from "./game.ts";
export type { LoopyGame } from "./loopy/loopy.ts";
export type {
  LoopyGameArgument,
  LoopyGameFunction,
  LoopyParseOptions,
} from "./loopy/loopy_notation.ts";
export { type FormatOptions, formattedLength } from "./_format_game.ts";
export { type GameArgument, type GameFunction, MAX_MULTIPLE, MAX_NESTING } from "./_parse_game.ts";
export {
  type CgsuiteForms,
  cgsuiteFormsOf,
  type CgsuiteLiteral,
  isCgsuiteLiteral,
  withCgsuiteForms,
} from "./_cgsuite_forms.ts";
export {
  formatNamedValue,
  isNamedArgument,
  type NamedArgument,
  type NamedValue,
} from "./_named_argument.ts";

/** Options of {@link parseGame}. */
export interface ParseOptions {
  /**
   * Functions callable by name, e.g. a ruleset position `clobber("xo.ox")`.
   *
   * @default {}
   */
  functions?: Readonly<Record<string, GameFunction>>;
  /**
   * Games bound to names, read where the name stands alone (not called): with
   * `{ names: { g: parseGame("{1|0}") } }`, `g + g` is `{1|0} + {1|0}`, as a worksheet's
   * `g := {1|0}` binds `g` for later cells. A name followed by `(` is a function call as
   * before. Short games only (ignored with `loopy: true`).
   *
   * @default {}
   */
  names?: Readonly<Record<string, Game>>;
  /**
   * Read loopy notation too (`on`, `pass`, `a{0|a}`, `G & H`, ...); then the result may be a
   * `LoopyGame` and `functions` are `LoopyGameFunction`s (see the second overload of
   * {@link parseGame}). Without it, loopy notation is refused with a SyntaxError that names
   * this option.
   *
   * @default {false}
   */
  loopy?: boolean;
}

/**
 * Prints the canonical form of `g` in CGSuite's notation: numbers (`-3/4`), `x + k.^ + *n` as
 * `1/2^^*`, `v3*2` (CGSuite writes three or more ups as `^3`), switches {x | -x} as `+-x`,
 * `{0||0|-x}` as `Tiny(x)` and `{x|0||0}` as `Miny(x)` (translated by a number y: `yTiny(x)`),
 * switches with several options as `+-{a,b}`, the uptimals x + ^<n> + *m and x + ^[n] + *m
 * (n >= 2) as `x^<n>*m` and `x^[n]*m` (`v` for their negatives; recognised for n <= 16 and
 * m < 8), otherwise braces with comma-separated options and slash runs for nested single
 * options (`{3||2|1}`); a game whose run would reach four slashes is braced instead
 * (`{6|{5||||4|||3||2|1}}`). Options are listed in CGSuite's `DeterministicOrdering`: numbers
 * by value, then nimbers, then uptimals (by number part, up coefficients, then nimber part), then
 * other games by their ordered left options, then right options. Source: aaron-siegel/cgsuite,
 * CanonicalShortGame.scala, Uptimal.scala, UptimalExpansion.java. Other uptimal expansions
 * (such as ^<2> + ^<4>) are printed in braces, as CGSuite does, but ordered among other games.
 * {@link parseGame} reads everything this prints back to the same game.
 *
 * A loopy value (a `LoopyGame` from `@cgt/partizan/loopy`) is printed as
 * `formatLoopyGame` prints it: `on`, `2over`, `{6over||3|2}`, `4v[on]*`, `a{0|{a|-1}}`, or
 * `onside & offside` for a game that is not a stopper (`maxLength` does not apply there).
 *
 * @param g A canonical game, or a loopy value.
 * @param options The longest text to build (`maxLength`, default 100,000 characters).
 * @returns Its notation.
 * @throws {TypeError} If `g` is neither a game nor a loopy value of this package.
 * @throws {RangeError} If the notation would be longer than `options.maxLength`, or the game is
 * nested too deeply for the call stack.
 *
 * @example
 * ```ts
 * import { game, integer, STAR, UP, ZERO } from "@cgt/partizan/game";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(game([ZERO, STAR], [ZERO])), "^*");
 * assert.equal(formatGame(game([integer(1)], [integer(-1)])), "+-1");
 * assert.equal(formatGame(game([integer(3)], [game([integer(2)], [integer(1)])])), "{3||2|1}");
 * assert.equal(formatGame(UP), "^");
 * assert.equal(formatGame(parseGame("{0|pass}", { loopy: true })), "over");
 * ```
 */
export function formatGame(g: Game | LoopyGame, options: FormatOptions = {}): string {
  if (isLoopyGame(g)) return formatLoopyGame(g);
  return formatShortGame(g, options);
}

/**
 * Parses CGSuite notation into a canonical game. The grammar, with CGSuite's precedence
 * (its parser's grammar, Cgsuite.g, loosest first): an expression is one of CGSuite's binary
 * methods written infix between sums, left to right, with the infix names of the operations
 * table (`@cgt/partizan/operations-table`): `a ConjunctiveSum b`, `a SelectiveSum b`,
 * `a ConwayProduct b`, `a NortonProduct u` (also `NortonMultiply`), `a OrdinalProduct b`,
 * `g Pow x`, `g PowTo x` (CGSuite's `g.Pow(x)`, `g.PowTo(x)`), or a sum; a sum is a sum or
 * difference of ordinal sums (`a + b - c`; `x +- y` is x plus the switch ±y); an ordinal sum is
 * `a : b : c` of products (CGSuite's `:`, left to right, binding tighter than `+` and `-`, so
 * `* : 1 + 1` is `(* : 1) + 1`, on canonical forms: `1 : 1` is 2 and `* : 1` is `^*`, see
 * {@link ordinalSum}); a product is `a * b * c` of terms, where one side is an integer n with
 * |n| <= {@link MAX_MULTIPLE} (n copies: `3 * {1|0}`, `-2 * ^*`) or both are numbers
 * (`1/2 * 3/4`), and a `*` written right after a number or ups is a star, not a product
 * (`3*` is 3 + *, `3*5` is 3 + *5, `3 * 5` is 15), except between a number and a parenthesis,
 * as CGSuite writes `10*(1+^.Pow(2)+*4)`; a term, with an optional unary `+` or `-` (or `+-`),
 * is a call chain: CGSuite's method calls written after the atom they apply to, binding
 * tighter than every operator and left to right (Cgsuite.g `postfixExpr`: `1+^.Pow(2)+*4` is
 * 1 + (^.Pow(2)) + *4, `-2.Tiny` is -(2.Tiny), `g.Pow(2).ConjunctiveSum(*)` chains), where
 * `g.Name(h)` is `g Name h` for every infix name of the operations table (`^.Pow(2)` is
 * `^<2>`, `{1|0}.ConjunctiveSum(*)`), the methods without arguments are CGSuite's
 * `.CanonicalForm` and `.GameValue` (the value itself: values are canonical here), `.Tiny`
 * and `.Miny` (`2.Tiny` is `Tiny(2)`), `.AtomicWeight`, `.Birthday`, `.Companion`,
 * `.FollowerCount`, `.Freeze`, `.Mean`, `.ReducedCanonicalForm`, `.StopCount`, `.Temperature`,
 * `.LeftStop`, `.RightStop` (numbers are games), `.Degree` and `.Variety` (0) and `.Onside`,
 * `.Offside` (the game itself; on loopy values, see the overload), and those with arguments
 * are `.Cool(t)` for a number t > -1 (`{2|-1}.Cool(1/2)` is `{3/2|-1/2}`), `.Heat(t)`,
 * `.Overheat(s, t)` for games s and t, and `.Stop(Left)`, `.Stop(Right)`, `.StrongStop(Left)`,
 * `.StrongStop(Right)` (the stops), each what this package's function of that name gives;
 * there are no decimals (`1.5` is refused), and a call right after a fraction is refused
 * (CGSuite reads `1/2.Mean` as 1 / (2.Mean): write `(1/2).Mean`). An atom is a literal `[number][ups][star]` such as `3`, `-3/4`, `*`, `*5`, `^`, `^^`, `^3`, `v`,
 * `vv*`, `1/2^*`, where the arrows `↑`, `↓`, `⇑`, `⇓` may be written for `^`, `v`, `^^`, `vv`
 * and `∗` (U+2217) for `*` (`↑3`, `⇑∗`, `↑<2>`),
 * or with CGSuite's uptimals as the ups: `^<n>` (up-nth, {0 | * - ^[n-1]}), `^[n]` (up-to-the-nth,
 * {^[n-1] | *} = ^<1> + ... + ^<n>), `v<n>`, `v[n]` for 1 <= n <= 4096 (`1/2^<2>*3`), the
 * star may be CGSuite's nim operator on a parenthesised integer expression (`*(3+5)` is *8,
 * `^*(1+1)` is ^*2; a number right before it makes a product instead: `3*(1+1)` is 6), a
 * switch `+-x`, `±x`, `+-{a,b}` or `+-(a,b)` (= {a,b | -a,-b}), braces `{a,b | c}` with
 * slash runs for nesting (`{3||2|1}` = {3 | {2|1}}, `{a|b||c}` = {{a|b} | c}),
 * `Tiny(x)` = {0 || 0 | -x}, `Miny(x)` = {x | 0 || 0} (a number literal written just before
 * them is added, as CGSuite prints `1Tiny(2)`), CGSuite's explicit form in single quotes
 * `'{0|^*}'` (here its canonical value, except as an operand of the operations whose value
 * depends on the form, which CGSuite computes on the form as written and so does this: the
 * ordinal sum `'{-1|1}' : 1` is 1/2, not 0 : 1 = 1, and likewise the Conway and ordinal
 * products, the conjunctive, selective, sequential and side sums and `.Subordinate('{*|*}')`;
 * braces inside the quotes, a negative or sum of forms and unquoted braces with a form as an
 * option are forms too, while `n * G` and every other method use the value; `parseGameForm` of
 * `@cgt/partizan/game-form` keeps the form as written), a parenthesised expression, or a call
 * `name(arg, ...)` of a function in `options.functions` (each argument a double-quoted string,
 * an integer, a named argument `option => value`, or an expression), with CGSuite's forms of a
 * call for a function that declares them ({@link withCgsuiteForms}; `@cgt/rulesets` does so for
 * CGSuite's ruleset names): a tuple, list or set argument (`Wythoff((10, 11))`,
 * `Subtraction([2, 3, 7])`, an item may be an expression whose value is an integer, as CGSuite's
 * `(m+1, n)`: `Wythoff((2+1, 3))`; anywhere else a tuple is refused), the ruleset applied to a
 * position (`TakeAndBreak("0.07")(5)`), the name qualified by its CGSuite package
 * (`game.grid.Domineering("..|..")`) and members (`Domineering.ImpartialVariant("...")`). A
 * SyntaxError or RangeError a function throws keeps its class and message, followed by the
 * call's column (`... at column 5, in "1 + f(x)"`). Cost: linear in the text plus the
 * canonical-form work.
 *
 * @param text The notation.
 * @param options Named functions.
 * @returns The canonical game.
 * @throws {SyntaxError} If the text is not valid notation, or calls a method that is neither
 * an infix name of the operations table nor one of the methods above, or passes a method the
 * wrong number or kind of arguments (`{3|1}.Cool(^)`, `{3|1}.Stop(1)`); the message names the
 * column. Loopy notation (`over`, `pass`, a label `a{...}`, `&`) is refused with a message naming the option
 * `{ loopy: true }`, with which this reads it (the next overload).
 * @throws {RangeError} If braces and parentheses nest deeper than {@link MAX_NESTING}, or a
 * method's function refuses the value, as CGSuite does (`{2|-1}.Cool(-1)`, the `.AtomicWeight`
 * of a game that is not atomic).
 *
 * @example
 * ```ts
 * import { compare } from "@cgt/partizan/compare";
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(parseGame("{0|*}")), "^");
 * assert.equal(formatGame(parseGame("^ + ^ + *")), "^^*");
 * assert.equal(formatGame(parseGame("{1/2|1}")), "3/4");
 * assert.equal(formatGame(parseGame("'{*|*}'")), "0");
 * assert.equal(formatGame(parseGame("'{-1|1}' : 1")), "1/2"); // on the form, as CGSuite
 * assert.equal(formatGame(parseGame("*5 ConwayProduct *6")), "*8");
 * assert.equal(formatGame(parseGame("^.Pow(2)")), "^<2>"); // CGSuite's input for ^<2>
 * assert.equal(formatGame(parseGame("1 + 2.Tiny")), "1Tiny(2)");
 * assert.equal(formatGame(parseGame("{2|-1}.Cool(1/2)")), "{3/2|-1/2}");
 * assert.equal(formatGame(parseGame("{2|-1}.Stop(Left)")), "2");
 * assert.equal(formatGame(parseGame("3 * {1|0}")), "{2|1}");
 * assert.equal(formatGame(parseGame("⇑∗")), "^^*");
 * assert.equal(compare(parseGame("^*"), parseGame("0")), "||");
 * assert.throws(() => parseGame("{1|2"), SyntaxError);
 * assert.throws(() => parseGame("{0|pass}"), /loopy: true/);
 * ```
 */
export function parseGame(text: string, options?: ParseOptions & { loopy?: false }): Game;
/**
 * Parses CGSuite notation, loopy games included: with `{ loopy: true }` everything
 * `parseLoopyGame` reads is read (`on`, `over`, `{pass|*}`, `a{0|a}`, `2over`, `4v[on]*`,
 * `G & H`, ...). A value equal to a short game is returned as that short `Game`, any other
 * as a `LoopyGame`; the named functions are `LoopyGameFunction`s.
 *
 * @param text The notation.
 * @param options `loopy: true`, and named functions.
 * @returns The short game, or the loopy value.
 * @throws {SyntaxError} If the text is not valid notation; the message names the column.
 * @throws {RangeError} If it nests too deeply, or a loopy sum graph or comparison outgrows its
 * size limit.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { isLoopyGame } from "@cgt/partizan/loopy";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("on + off", { loopy: true });
 * assert.ok(isLoopyGame(g));
 * assert.equal(formatGame(g), "dud");
 * assert.equal(formatGame(parseGame("{1|pass} - 1", { loopy: true })), "over");
 * assert.ok(!isLoopyGame(parseGame("{0|1}", { loopy: true }))); // 1/2, a short game
 * ```
 */
export function parseGame(
  text: string,
  options: LoopyParseOptions & { loopy: true },
): Game | LoopyGame;
export function parseGame(
  text: string,
  options: ParseOptions & { loopy?: boolean } = {},
): Game | LoopyGame {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse game: expected a string, received ${String(text)}`);
  }
  if (options.loopy === true) {
    const v = parseLoopyGame(text, options as LoopyParseOptions);
    return toGame(v) ?? v;
  }
  try {
    return parseShortGame(text, options.functions ?? {}, options.names ?? {});
  } catch (error) {
    if (error instanceof SyntaxError && options.names === undefined && looksLoopy(text)) {
      throw new SyntaxError(
        `Cannot parse game: this is loopy notation, which parseGame reads only with the option { loopy: true }, received "${text}"`,
      );
    }
    throw error;
  }
}
