/**
 * The notation guide: every form `cgt` prints, with what it means and an expression that
 * evaluates to it. The explorer's Notation view shows this table and evaluates each example
 * live in the worker; the partizan README has the same table, checked by a test.
 *
 * @module
 */

import { formatGame, parseGame } from "@cgt/partizan";
import { formatSurreal, parseSurreal } from "@cgt/partizan/surreal";

/** One printed form. */
export interface GuideEntry {
  /** The form as `cgt` (and CGSuite) prints it. */
  readonly form: string;
  /** What it means, in one line. */
  readonly meaning: string;
  /** An expression whose value prints as {@link form}. */
  readonly example: string;
  /** Whether the example is loopy notation (`parseGame` with `{ loopy: true }`). */
  readonly loopy: boolean;
  /**
   * Whether the example is a surreal number that is not a short game (`parseSurreal`): read
   * alone by `cgt value` and `cgt compare`, never an option inside braces.
   */
  readonly surreal: boolean;
}

function entry(
  form: string,
  meaning: string,
  example: string,
  loopy = false,
  surreal = false,
): GuideEntry {
  return { form, meaning, example, loopy, surreal };
}

/**
 * The printed forms, numbers first, then infinitesimals, switches, CGSuite's method calls (an
 * input form: `{2|-1}.Cool(1/2)`), loopy values, and surreal numbers that are not short games.
 */
export const NOTATION_GUIDE: readonly GuideEntry[] = Object.freeze([
  entry("3/4", "a number: a dyadic rational, the simplest between its options", "{1/2|1}"),
  entry("-2", "an integer", "{|-1}"),
  entry("*", "star, {0|0}: the first player wins", "{0|0}"),
  entry("*3", "the nimber *3, a Nim heap of 3 (nimbers add by XOR)", "*1 + *2"),
  entry("^", "up, {0|*}: positive but smaller than every positive number", "{0|*}"),
  entry("v", "down, {*|0}, the negative of up", "{*|0}"),
  entry("^*", "up plus star, {0,*|0}: a first-player win", "{0,*|0}"),
  entry("^^", "double up, two ups", "^ + ^"),
  entry("^3", "three ups (three or more are written with a count)", "^ + ^ + ^"),
  entry("v3*2", "three downs plus *2", "v + v + v + *2"),
  entry("1/2^*", "a number plus infinitesimals: 1/2 + ^ + *", "1/2 + ^*"),
  entry("^<2>", "up to the power 2, ^², {0|v*} (CGSuite's ^.Pow(2))", "{0|v*}"),
  entry("^[2]", "up to the power →2, ^ + ^² (CGSuite's ^.PowTo(2))", "^ + {0|v*}"),
  entry("v[2]", "the negative of ^[2]", "-(^ + {0|v*})"),
  entry("+-1", "the switch ±1, {1|-1}: a hot game", "{1|-1}"),
  entry("+-{1,{2|1}}", "a switch with several options, {a, b | -a, -b}", "{1,{2|1}|-1,{-1|-2}}"),
  entry(
    "{3||2|1}",
    "braces with slash runs: {3 || {2|1}}, the more slashes the outer",
    "{3||{2|1}}",
  ),
  entry(
    "Tiny(2)",
    "tiny-two, {0||0|-2}: positive and infinitesimal, far smaller than up",
    "{0||0|-2}",
  ),
  entry("Miny(2)", "miny-two, {2|0||0}, the negative of Tiny(2)", "{2|0||0}"),
  entry("1Tiny(2)", "a number plus Tiny(2)", "1 + {0||0|-2}"),
  entry(
    "{3/2|-1/2}",
    "a method call g.Name(h) as CGSuite writes it (input only): {2|-1} cooled by 1/2; also " +
      ".Heat(t), .Stop(Left), .Pow(2), ...",
    "{2|-1}.Cool(1/2)",
  ),
  entry(
    "1/2*",
    "a method without arguments, g.Name (input only): {2|-1} frozen; also .Mean, .AtomicWeight, ...",
    "{2|-1}.Freeze",
  ),
  entry("on", "on, {on|}: Left can always move (loopy)", "a{a|}", true),
  entry("off", "off, {|off}, the negative of on", "a{|a}", true),
  entry("dud", "dud, {dud|dud}: a draw whoever starts", "a{a|a}", true),
  entry(
    "over",
    "over, {0|over}: positive and infinitesimal (below every positive number)",
    "a{0|a}",
    true,
  ),
  entry("under", "under, {under|0}, the negative of over", "a{a|0}", true),
  entry("^[on]", "upon, {pass|*}: up to the power →on", "a{pass|*}", true),
  entry("1over", "a number plus over (typed as 1 + over)", "a{0|a} + 1", true),
  entry(
    "over & under",
    "a game given by its sides, onside & offside (over + under is no stopper)",
    "over - over",
    true,
  ),
  entry(
    "7/6",
    "a rational that is not dyadic: a number but not a short game (never an option in braces)",
    "(1/2) + (2/3)",
    false,
    true,
  ),
  entry(
    "ω",
    "omega, the first infinite ordinal: a number but not a short game",
    "omega",
    false,
    true,
  ),
  entry("ω-1", "a generalized ordinal: integer multiples of powers of ω", "omega - 1", false, true),
  entry("2ω", "2 times ω (CGSuite's product of numbers commutes)", "omega * 2", false, true),
  entry(
    "1/ω",
    "the reciprocal of ω, positive but below every positive rational",
    "omega^-1",
    false,
    true,
  ),
  entry("inf", "CGSuite's inf, the rational 1/0: above every number", "1/0", false, true),
]);

/**
 * The value each guide example prints, computed now by the library: what the Notation view
 * shows next to each entry, and what a test compares with each entry's form.
 *
 * @returns One printed value (or the error message) per entry of {@link NOTATION_GUIDE}.
 *
 * @example
 * ```ts
 * import { guideValues, NOTATION_GUIDE } from "./notation_guide.ts";
 * import assert from "node:assert/strict";
 *
 * assert.equal(guideValues()[0], NOTATION_GUIDE[0].form);
 * ```
 */
export function guideValues(): string[] {
  return NOTATION_GUIDE.map((e) => {
    try {
      return e.surreal
        ? formatSurreal(parseSurreal(e.example))
        : e.loopy
        ? formatGame(parseGame(e.example, { loopy: true }))
        : formatGame(parseGame(e.example));
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  });
}

/**
 * The guide as a Markdown table (printed form, meaning, example), as the partizan README has it.
 *
 * @returns The table's lines, joined by newlines.
 */
export function guideMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| printed | meaning | an expression with this value |",
    "| --- | --- | --- |",
    ...NOTATION_GUIDE.map((e) =>
      `| \`${cell(e.form)}\` | ${cell(e.meaning)} | \`${cell(e.example)}\`${
        e.loopy ? " (loopy)" : e.surreal ? " (surreal)" : ""
      } |`
    ),
  ].join("\n");
}
