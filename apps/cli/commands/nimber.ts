/**
 * `cgt nimber`: evaluate an expression of nimbers, finite or transfinite (sum, product, quotient,
 * inverse, power, square root).
 *
 * @module
 */

import { nimSumBigInt } from "@cgt/impartial";
import { nimberInverse, nimberProduct, nimberQuotient, nimberSqrt } from "@cgt/nim";
import {
  formatOrdinal,
  type Ordinal,
  ordinal,
  ordinalNimInverse,
  ordinalNimPower,
  ordinalNimProduct,
  ordinalNimQuotient,
  ordinalNimSqrt,
  ordinalNimSum,
  OrdinalReader,
} from "@cgt/core/transfinite-nimber";
import { type Command, intOption, type Io, parse, quote, UsageError, writeJson } from "../cli.ts";
import { DEFAULT_MAX_STEPS, withinBudget } from "./_read.ts";

/**
 * The most decimal digits of one number in an expression: the nimbers then lie below 2^4096,
 * where a product, inverse or square root takes a few milliseconds.
 */
const MAX_DIGITS = 1000;

/** The largest exponent of pow(x, n), in magnitude: 2^1024 (about 309 digits). */
const MAX_POWER_DIGITS = 309;

const HELP = `cgt nimber: evaluate an expression of nimbers of any size, finite or transfinite

USAGE:
  cgt nimber <expr> [--max-steps N] [--json]

EXPRESSIONS:
  123          a decimal integer of at most ${MAX_DIGITS} digits (results may be longer)
  omega, ω     the first infinite ordinal; with ^ the ordinals below ω^(ω^54):
               ω^2, ω^ω^13, ω^(ω+1), 3ω^2 (CGSuite's forms; ^ is the ordinal
               power of ω and groups from the right; + and * inside an exponent
               are the ordinal sum and product)
  x + y        nim-sum (bitwise XOR, coefficient by coefficient)
  x * y        nim-product
  x / y        nim-quotient x * inv(y); y must not be 0
  inv(x)       nim-inverse; x must not be 0
  pow(x, n)    nim-power x * x * ... * x, n an integer (negative n takes the
               inverse); CGSuite's x NimExp n is read too, binding tighter
               than *, and x NimProduct y is x * y
  sqrt(x)      nim-square root (every nimber has exactly one)
  ( x )        grouping
  * and / bind tighter than +, and all three group from the left. Spaces
  between tokens are ignored; several arguments are joined with spaces. Quote
  the expression in the shell so that * and ( ) reach cgt. Transfinite
  results print as CGSuite prints them (ω^ω^7+1).

  Ordinals are supported below ω^(ω^54), as in CGSuite: nim multiplication
  there rests on Lenstra's constants, tabulated for the odd primes up to 257.

OPTIONS:
  -h, --help         Show this help
      --json         Print {"value": "<value>"} (a string: values may pass 2^53)
      --max-steps N  Give up (exit 1) after N products of finite coefficients
                     in transfinite arithmetic, a few microseconds each
                     (default ${DEFAULT_MAX_STEPS})

EXAMPLES:
  cgt nimber '21508 * 42689'        # 35202
  cgt nimber '2 * 2 + 1'            # 2
  cgt nimber 'inv(2)'               # 3
  cgt nimber 'sqrt(3) * inv(2)'     # 2 * 3 = 1
  cgt nimber '(3 + 5) / 7' --json   # {"value":"10"}
  cgt nimber '18446744073709551616 * 18446744073709551616'
                                    # 2^64 * 2^64 = 3 * 2^63 = 27670116110564327424
  cgt nimber 'omega * omega'        # ω^2
  cgt nimber 'pow(ω, 3)'            # 2
  cgt nimber 'pow(omega^omega^13, 47)'
                                    # ω^ω^7+1 (Lenstra: κ_47^47 = κ_23 + 1)
  cgt nimber 'omega^omega^13 NimExp 47'
                                    # the same, as CGSuite writes it
  cgt nimber 'inv(ω)'               # 3ω^2
`;

/** A value: a finite nimber as a bigint (the fast path), or an ordinal. */
type Value = bigint | Ordinal;

function asOrdinal(x: Value): Ordinal {
  return typeof x === "bigint" ? ordinal(x) : x;
}

/** A finite ordinal as its bigint, so that finite arithmetic stays on the fast path. */
function normal(x: Ordinal): Value {
  if (x.terms.length === 0) return 0n;
  const [t] = x.terms;
  return x.terms.length === 1 && t.exponent.length === 0 ? t.coefficient : x;
}

function sum(x: Value, y: Value): Value {
  return typeof x === "bigint" && typeof y === "bigint"
    ? nimSumBigInt([x, y])
    : normal(ordinalNimSum(asOrdinal(x), asOrdinal(y)));
}

function product(x: Value, y: Value): Value {
  return typeof x === "bigint" && typeof y === "bigint"
    ? nimberProduct(x, y)
    : normal(ordinalNimProduct(asOrdinal(x), asOrdinal(y)));
}

function isZero(x: Value): boolean {
  return x === 0n;
}

/** The deepest nesting of parentheses accepted (the evaluator recurses once per level). */
const MAX_DEPTH = 200;

/** A recursive-descent evaluator; positions in errors count characters from 1. */
class Evaluator {
  #text: string;
  #pos = 0;
  #depth = 0;

  constructor(text: string) {
    this.#text = text;
  }

  evaluate(): Value {
    const value = this.#sum();
    this.#skip();
    if (this.#pos < this.#text.length) this.#fail("an operator or the end");
    return value;
  }

  #skip(): void {
    while (this.#pos < this.#text.length && /\s/.test(this.#text[this.#pos])) this.#pos++;
  }

  #fail(expected: string): never {
    const found = this.#pos < this.#text.length
      ? `"${this.#text[this.#pos]}"`
      : "the end of the expression";
    throw new SyntaxError(
      `Cannot parse nimber expression: expected ${expected} at position ${
        this.#pos + 1
      }, found ${found}`,
    );
  }

  #peek(): string {
    this.#skip();
    return this.#text[this.#pos] ?? "";
  }

  #sum(): Value {
    if (++this.#depth > MAX_DEPTH) {
      throw new RangeError(
        `Cannot parse nimber expression: parentheses may nest at most ${MAX_DEPTH} deep, exceeded at position ${
          this.#pos + 1
        }`,
      );
    }
    let value = this.#product();
    while (this.#peek() === "+") {
      this.#pos++;
      value = sum(value, this.#product());
    }
    this.#depth--;
    return value;
  }

  /** Whether CGSuite's infix word `word` (`NimProduct`, `NimExp`) comes next; reads it if so. */
  #word(word: string): boolean {
    this.#skip();
    const match = new RegExp(`^${word}(?![A-Za-z0-9_])`).test(this.#text.slice(this.#pos));
    if (match) this.#pos += word.length;
    return match;
  }

  #product(): Value {
    let value = this.#powered();
    for (;;) {
      let op = this.#peek();
      if (this.#word("NimProduct")) op = "*";
      else if (op === "*" || op === "/") this.#pos++;
      else return value;
      const right = this.#powered();
      if (op === "*") value = product(value, right);
      else if (isZero(right)) {
        throw new RangeError("Cannot evaluate nimber expression: division by 0");
      } else if (typeof value === "bigint" && typeof right === "bigint") {
        value = nimberQuotient(value, right);
      } else value = normal(ordinalNimQuotient(asOrdinal(value), asOrdinal(right)));
    }
  }

  /** A factor followed by any number of CGSuite's `NimExp n`. */
  #powered(): Value {
    let value = this.#factor();
    while (this.#word("NimExp")) value = this.#power(value, this.#exponent());
    return value;
  }

  /** Reads a signed integer exponent of at most MAX_POWER_DIGITS digits. */
  #exponent(): bigint {
    this.#skip();
    const start = this.#pos;
    const exponent = /^-?\d+/.exec(this.#text.slice(this.#pos))?.[0];
    if (exponent === undefined) this.#fail("an integer exponent");
    if (exponent.replace("-", "").length > MAX_POWER_DIGITS) {
      throw new RangeError(
        `Cannot evaluate nimber expression: exponents may have at most ${MAX_POWER_DIGITS} digits, received ${
          quote(exponent)
        } at position ${start + 1}`,
      );
    }
    this.#pos += exponent.length;
    return BigInt(exponent);
  }

  #power(base: Value, n: bigint): Value {
    if (n < 0n && isZero(base)) {
      throw new RangeError(
        `Cannot evaluate nimber expression: 0 has no inverse, in pow(0, ${n})`,
      );
    }
    return normal(ordinalNimPower(asOrdinal(base), n));
  }

  /** Reads an ω term (`ω`, `omega^2`, `ω^ω^13`) at the current position. */
  #omega(): Value {
    const reader = new OrdinalReader(this.#text, this.#pos);
    const value = reader.omegaTerm();
    this.#pos = reader.pos;
    return normal(value);
  }

  #atOmega(): boolean {
    return new OrdinalReader(this.#text, this.#pos).atOmega();
  }

  #factor(): Value {
    const c = this.#peek();
    if (c === "(") {
      this.#pos++;
      const value = this.#sum();
      if (this.#peek() !== ")") this.#fail('")"');
      this.#pos++;
      return value;
    }
    if (/\d/.test(c)) {
      const start = this.#pos;
      while (/\d/.test(this.#text[this.#pos] ?? "")) this.#pos++;
      const digits = this.#text.slice(start, this.#pos);
      if (digits.length > MAX_DIGITS) {
        throw new RangeError(
          `Cannot evaluate nimber expression: numbers may have at most ${MAX_DIGITS} digits, received ${
            quote(digits)
          } (${digits.length} digits) at position ${start + 1}`,
        );
      }
      const value = BigInt(digits);
      // A coefficient written before an ω term, as CGSuite prints it: 3ω^2.
      return this.#atOmega() ? product(value, this.#omega()) : value;
    }
    if (this.#atOmega()) return this.#omega();
    const name = /^[a-z]+/i.exec(this.#text.slice(this.#pos))?.[0];
    if (name === "pow") {
      this.#pos += name.length;
      if (this.#peek() !== "(") this.#fail('"(" after pow');
      this.#pos++;
      const base = this.#sum();
      if (this.#peek() !== ",") this.#fail('","');
      this.#pos++;
      const n = this.#exponent();
      if (this.#peek() !== ")") this.#fail('")"');
      this.#pos++;
      return this.#power(base, n);
    }
    if (name === "inv" || name === "sqrt") {
      this.#pos += name.length;
      if (this.#peek() !== "(") this.#fail(`"(" after ${name}`);
      this.#pos++;
      const argument = this.#sum();
      if (this.#peek() !== ")") this.#fail('")"');
      this.#pos++;
      if (typeof argument !== "bigint") {
        return normal(name === "sqrt" ? ordinalNimSqrt(argument) : ordinalNimInverse(argument));
      }
      if (name === "sqrt") return nimberSqrt(argument);
      if (argument === 0n) {
        throw new RangeError("Cannot evaluate nimber expression: 0 has no inverse, in inv(0)");
      }
      return nimberInverse(argument);
    }
    this.#fail('a number, "ω", "omega", "(", "inv(", "pow(" or "sqrt("');
  }
}

/**
 * Evaluates a nimber expression (see the help text for the language).
 *
 * @param text The expression.
 * @returns Its value: a finite nimber as a non-negative bigint, else an ordinal.
 * @throws {SyntaxError} If the expression cannot be parsed (the message gives the position).
 * @throws {RangeError} For a number of more than 1000 digits, a division by 0, inv(0), or an
 *   ordinal out of the supported range.
 * @throws {GameLimitError} If a step budget is set and runs out.
 */
export function evaluateNimberExpression(text: string): bigint | Ordinal {
  return new Evaluator(text).evaluate();
}

/**
 * Prints a value as CGSuite does: a decimal integer, or an ordinal such as `ω^ω^7+1`.
 *
 * @param value A value of {@link evaluateNimberExpression}.
 * @returns Its text.
 */
export function formatNimberValue(value: bigint | Ordinal): string {
  return typeof value === "bigint" ? value.toString() : formatOrdinal(value);
}

function runNimber(args: string[], io: Io): number {
  const parsed = parse(args, { "max-steps": { type: "string" } });
  if (parsed.positionals.length === 0) {
    throw new UsageError('missing expression; run "cgt nimber --help"');
  }
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const value = withinBudget(
    maxSteps,
    () => evaluateNimberExpression(parsed.positionals.join(" ")),
  );
  const text = formatNimberValue(value);
  if (parsed.values.json) writeJson(io, { value: text });
  else io.stdout(`${text}\n`);
  return 0;
}

/** The `cgt nimber` command. */
export const nimberCommand: Command = {
  name: "nimber",
  help: HELP,
  run: runNimber,
};
