/**
 * The parser of short games in CGSuite's notation (private): `parseGame` without loopy values.
 * `notation.ts` re-exports what is public and dispatches loopy notation elsewhere.
 *
 * @module
 */

import { type Dyadic, dyadic } from "@cgt/core/dyadic";
import {
  addGames,
  type Game,
  guardStack,
  isGame,
  MAX_NIMBER_BITS,
  negateGame,
  type NimberIndex,
  nimberIndex,
  nusGame,
} from "./_engine.ts";
import { game, miny, numberValue, tiny } from "./game.ts";
import { addDeep, negateDeep } from "./_deep.ts";
import { ordinalSum } from "./operations/ordinal_sum.ts";
import { infixOperation, type Operation } from "./operations/operations_table.ts";
import {
  addOperands,
  formOperation,
  isWritten,
  negateOperand,
  type Operand,
  operandValue,
  type WrittenForm,
} from "./_on_forms.ts";
import { MAX_UPTIMAL_POWER, upNth, upToNth } from "./operations/uptimal.ts";
import { digitsEnd, isDigit, isSpace, nameEnd, Tokenizer } from "./_tokens.ts";
import { isNamedArgument, type NamedArgument } from "./_named_argument.ts";
import { gameMethod, type MethodArgument, type MethodParameter } from "./_game_methods.ts";
import { type CgsuiteForms, cgsuiteFormsOf } from "./_cgsuite_forms.ts";

/** A function usable by name in {@link parseGame}: `name(arg, ...)`. */
export type GameFunction = (args: GameArgument[]) => Game;

/**
 * An argument of a {@link GameFunction}: a double-quoted string literal (passed without its
 * quotes), an integer literal (passed as a bigint), a named argument `option => value` (as
 * CGSuite passes a ruleset's parameters), or any other expression (passed as a game).
 */
export type GameArgument = string | bigint | Game | NamedArgument;

/** The most digits of a nimber `*n` below 2^MAX_NIMBER_BITS (2^1024 has 309 digits). */
const MAX_NIMBER_DIGITS = Math.ceil(MAX_NIMBER_BITS * Math.log10(2));
const MAX_NIMBER_BITS_BIG = BigInt(MAX_NIMBER_BITS);

/** The deepest nesting of braces and parentheses {@link parseGame} accepts. */
export const MAX_NESTING = 1000;

const ZERO_DYADIC: Dyadic = dyadic(0);

/**
 * The largest |n| {@link parseGame} accepts as an integer multiplier in `n * G` when G is not a
 * number (two numbers multiply exactly, of any size). The n copies of G are added by doubling,
 * about 2 log2(n) sums, but the canonical form of n.G can grow with n: for a hot game such as
 * {3||2|1} its length is about 5n and the work about quadratic in n.
 *
 * @example
 * ```ts
 * import { formatGame, MAX_MULTIPLE, parseGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(parseGame(`${MAX_MULTIPLE} * ^`)), `^${MAX_MULTIPLE}`);
 * assert.throws(() => parseGame(`${MAX_MULTIPLE + 1} * ^`), SyntaxError);
 * ```
 */
export const MAX_MULTIPLE = 4096;

const MAX_MULTIPLE_BIG = BigInt(MAX_MULTIPLE);

/** n copies of g (-n copies of -g for n < 0), by doubling: O(log |n|) sums. */
function multiple(n: bigint, g: Game): Game {
  let base = n < 0n ? negateGame(g) : g;
  let m = n < 0n ? -n : n;
  let total = nusGame(ZERO_DYADIC, 0, 0);
  while (m > 0n) {
    if (m & 1n) total = addGames(total, base);
    m >>= 1n;
    if (m > 0n) base = addGames(base, base);
  }
  return total;
}

/**
 * The symbols of ups and downs in a literal: `^` and `v`, and on input the arrows `↑`, `↓`
 * (one up or down) and `⇑`, `⇓` (two).
 */
const UP_SYMBOLS: ReadonlyMap<string, { sign: 1 | -1; weight: 1 | 2 }> = new Map([
  ["^", { sign: 1, weight: 1 }],
  ["↑", { sign: 1, weight: 1 }],
  ["⇑", { sign: 1, weight: 2 }],
  ["v", { sign: -1, weight: 1 }],
  ["↓", { sign: -1, weight: 1 }],
  ["⇓", { sign: -1, weight: 2 }],
]);

/** The largest n parseGame accepts in ^<n> and ^[n]. */
const MAX_UP_POWER = MAX_UPTIMAL_POWER;

/** The canonical value of an operand (a canonical game is its own). */
function valueOf(x: Operand): Game {
  return isWritten(x) ? operandValue(x) : x;
}

/**
 * An operation of the operations table on operands: on the forms as written when one is written
 * and the operation depends on forms (CGSuite's `'{-1|1}' : 1` is 1/2, `'{*|*}' ConjunctiveSum 3`
 * is 2), otherwise on canonical values.
 */
function applyOperation(operation: Operation, g: Operand, h: Operand): Game {
  if (isWritten(g) || isWritten(h)) {
    const onForms = formOperation(operation.name);
    if (onForms !== undefined) return onForms(g, h);
  }
  return operation.apply(valueOf(g), valueOf(h));
}

class Parser extends Tokenizer {
  readonly functions: Readonly<Record<string, GameFunction>>;

  readonly names: Readonly<Record<string, Game>>;

  /** How many quotes `'...'` enclose the cursor: braces inside them are explicit forms. */
  quotes = 0;

  constructor(
    text: string,
    functions: Readonly<Record<string, GameFunction>>,
    names: Readonly<Record<string, Game>> = {},
    subject = "game",
  ) {
    super(text, subject, MAX_NESTING);
    this.functions = functions;
    this.names = names;
  }

  /**
   * For an unknown name called as a function when no functions were given: where the ruleset
   * functions come from (this package imports no other, so it cannot name them itself).
   */
  callHint(): string {
    for (const _ in this.functions) return "";
    return " (ruleset functions such as domineering, toads come from @cgt/rulesets: " +
      "parseGame(text, { functions: RULESET_FUNCTIONS }))";
  }

  /**
   * expr := sum (infix sum)* : CGSuite's infix methods (`G ConwayProduct H`, ...), left to
   * right, binding looser than everything else (CGSuite's grammar, Cgsuite.g `infixExpr`).
   */
  expression(): Game {
    return valueOf(this.expressionOperand());
  }

  /** {@link expression}, keeping a form as written (`'{*|*}'`, `('{0|}' + 1)`) as it is. */
  expressionOperand(): Operand {
    let g = this.sumOperand();
    for (;;) {
      const infix = this.infix();
      if (infix === undefined) return g;
      g = applyOperation(infix, g, this.sumOperand());
    }
  }

  /**
   * Reads one of CGSuite's infix method names, if one comes next, and returns its operation:
   * the names are those of the operations table (`operations/operations_table.ts`), which
   * `cgt op` reads too.
   */
  infix(): Operation | undefined {
    this.skip();
    // Most expressions end at a brace, bar, comma or the end: no name.
    const end = nameEnd(this.text, this.pos);
    if (end === this.pos) return undefined;
    const name = this.text.slice(this.pos, end);
    const operation = infixOperation(name);
    if (operation === undefined) this.fail(`unknown operation "${name}"`);
    this.pos = end;
    return operation;
  }

  /**
   * sum := ['+'] ordinal (('+' | '-') ordinal | '+-' ordinal)* : sums and differences of
   * ordinal sums, as CGSuite's `addExpr`; `x +- y` is x plus the switch ±y of the ordinal sum
   * y. A unary plus stands only first (and after `:`): `3 + + 4` is refused.
   */
  sumOperand(): Operand {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    let total = this.ordinalOperand();
    const plus = (x: Operand, y: Operand): Operand =>
      isWritten(x) || isWritten(y) ? addOperands([x, y]) : addGames(x, y);
    for (;;) {
      if (this.isPlusMinus()) total = plus(total, this.switchOperand());
      else if (this.peek() === "+") {
        this.pos++;
        total = plus(total, this.ordinalOperand());
      } else if (this.peek() === "-") {
        this.pos++;
        total = plus(total, negateOperand(this.ordinalOperand()));
      } else return total;
    }
  }

  /**
   * After a binary `+-`: the switch ±y (CGSuite's `binaryPlusMinus`, whose operand y is an
   * ordinal sum); `+-(a,b)` and `+-{a,b}` keep their meaning as switches with several options.
   */
  switchOperand(): Game {
    const at = this.pos;
    this.eatPlusMinus();
    const next = this.peek();
    if (next === "(" || next === "{") {
      this.pos = at;
      return this.term();
    }
    const x = this.ordinal();
    return game([x], [negateGame(x)]);
  }

  /**
   * ordinal := term (':' unary)* : CGSuite's ordinal sum `a : b`, left to right, binding
   * tighter than `+`, `-` and `&` and looser than a unary minus or `+-` (Cgsuite.g
   * `ordinalSumExpr`), on canonical forms: `1 : 1` is 2 and `* : 1` is `^*`.
   */
  ordinal(): Game {
    return valueOf(this.ordinalOperand());
  }

  /**
   * {@link ordinal}, keeping a form as written; an ordinal sum whose base is written out
   * (`'{-1|1}' : 1`) is computed on that form, as CGSuite does (1/2, where 0 : 1 is 1).
   */
  ordinalOperand(): Operand {
    let g = this.productOperand();
    while (this.peek() === ":") {
      this.pos++;
      const h = this.unaryOperand();
      g = isWritten(g) || isWritten(h) ? formOperation("ordinal-sum")!(g, h) : ordinalSum(g, h);
    }
    return g;
  }

  /** unary := '+' product | product : a product, with an optional unary plus. */
  unaryOperand(): Operand {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    return this.productOperand();
  }

  /**
   * product := term ('*' term)* : CGSuite's multiplication `n * G` (Cgsuite.g `multiplyExpr`,
   * between the ordinal sum and the unary signs, left to right), where one side is an integer
   * n with |n| <= {@link MAX_MULTIPLE} and the result is n copies of G (-n copies of -G for
   * n < 0); two numbers multiply as numbers (`1/2 * 1/2` is 1/4, `10000 * 3` is 30000). A `*` here is one that no
   * literal took: a star written right after a number or ups is a nimber, as always (`3*` is
   * 3 + *, `3*5` is 3 + *5), so multiplication needs a space or another term before it
   * (`3 * 5` is 15, `3 * *` is *, `(1+1) * ^` is ^^), or a parenthesis after a number
   * (`10*(1+^)`, as CGSuite writes it).
   */
  productOperand(): Operand {
    let g = this.termOperand();
    while (this.peek() === "*") {
      const at = this.pos;
      this.pos++;
      // A star with nothing after it is refused where it stands, as before products existed.
      if (this.peek() === "") this.fail('unexpected "*"', at);
      // n copies of a form have the value of n copies of its value: canonical from here on.
      g = this.multiply(valueOf(g), this.term(), at);
    }
    return g;
  }

  /** The product of a multiplication `a * b` read at `at`. */
  multiply(a: Game, b: Game, at: number): Game {
    const x = numberValue(a);
    const y = numberValue(b);
    if (x !== undefined && y !== undefined) {
      return nusGame(dyadic(x.numerator * y.numerator, x.exponent + y.exponent), 0, 0);
    }
    const [n, g] = y !== undefined && y.exponent === 0
      ? [y.numerator, a]
      : x !== undefined && x.exponent === 0
      ? [x.numerator, b]
      : [undefined, a];
    if (n === undefined) {
      this.fail("multiplication needs an integer on one side (n * G), as in CGSuite", at);
    }
    if (n > MAX_MULTIPLE_BIG || n < -MAX_MULTIPLE_BIG) {
      this.fail(`the multiplier ${n} must be from -${MAX_MULTIPLE} to ${MAX_MULTIPLE}`, at);
    }
    return multiple(n, g);
  }

  term(): Game {
    return valueOf(this.termOperand());
  }

  /** {@link term}, keeping a form as written (a negative one is the form with players swapped). */
  termOperand(): Operand {
    if (this.isPlusMinus()) {
      this.eatPlusMinus();
      if (this.peek() === "(") {
        this.enter();
        this.pos++;
        const options = [this.expression()];
        while (this.peek() === ",") {
          this.pos++;
          options.push(this.expression());
        }
        this.expect(")");
        this.depth--;
        return game(options, options.map(negateGame));
      }
      if (this.peek() === "{") {
        const items = this.braceItems(() => this.expression());
        if (items.seps.length === 0) {
          if (items.lists[0].length === 0) this.fail("expected options after +-", items.start + 1);
          return game(items.lists[0], items.lists[0].map(negateGame));
        }
        const x = this.postfix(
          this.split(items.lists, items.seps, items.sepAt, 0, items.lists.length - 1),
        );
        return game([x], [negateGame(x)]);
      }
      const x = this.postfix(this.atom());
      return game([x], [negateGame(x)]);
    }
    if (this.peek() === "-") {
      this.pos++;
      // A minus sign on a number literal belongs to its number part: -1v = -1 + v.
      if (isDigit(this.peek().charCodeAt(0))) {
        const g = this.literal(true);
        // A method call binds tighter than the minus (Cgsuite.g: unaryExpr is MINUS over
        // postfixExpr): -2.Tiny is -(2.Tiny), and -1v.M is -((1^).M).
        return this.peek() === "." ? negateGame(this.postfix(negateGame(g))) : g;
      }
      return negateOperand(this.termOperand());
    }
    return this.postfixOperand(this.atomOperand());
  }

  /**
   * postfix := g ('.' method)* : CGSuite's method calls on the term g before them (Cgsuite.g
   * `postfixExpr`), left to right, binding tighter than every operator: `1+^.Pow(2)+*4` is
   * 1 + (^.Pow(2)) + *4, `-^.Pow(2)` is -(^.Pow(2)), `g.Pow(2).ConjunctiveSum(*)` is
   * (g Pow 2) ConjunctiveSum *. A method is a binary one of the operations table with its
   * one argument in parentheses (`g.Name(h)` is `g Name h`), or one of CGSuite's methods that
   * return a game (`.CanonicalForm`, `.Tiny`, `.Cool(1)`, `.Stop(Left)`: `_game_methods.ts`).
   */
  postfix(g: Game): Game {
    return valueOf(this.postfixOperand(g));
  }

  /**
   * {@link postfix} on an operand: a binary method on a form as written computes on the form
   * where it depends on it (`'{*|*}'.ConjunctiveSum(3)` is 2); any other method on its value.
   */
  postfixOperand(g: Operand): Operand {
    for (;;) {
      const method = this.methodName();
      if (method === undefined) return g;
      const { name, at } = method;
      const operation = infixOperation(name);
      if (operation !== undefined) {
        g = applyOperation(operation, g, this.methodArgument(name));
        continue;
      }
      const found = gameMethod(name);
      if (found === undefined) this.fail(`unknown method "${name}"`, at);
      g = found.apply(valueOf(g), this.callArguments(name, found.parameters));
    }
  }

  /**
   * The arguments `(a, b)` of the method `name` of the methods table, if it takes any, each of
   * the kind its parameter says: a player `Left` or `Right`, a game, or a game that is a number.
   */
  callArguments(name: string, parameters: readonly MethodParameter[]): MethodArgument[] {
    return this.methodArguments(name, parameters.length, (i, at): MethodArgument => {
      if (parameters[i] === "player") return this.player(name);
      const h = this.expression();
      if (parameters[i] === "number" && numberValue(h) === undefined) {
        this.fail(`${name} takes a number, received "${this.text.slice(at, this.pos).trim()}"`, at);
      }
      return h;
    });
  }

  /** The one argument `(h)` of the binary method `name`, parentheses included. */
  methodArgument(name: string): Operand {
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    this.enter();
    this.pos++;
    if (this.peek() === ")") this.fail(`${name} takes one argument, received none`);
    const h = this.expressionOperand();
    if (this.peek() === ",") this.fail(`${name} takes one argument, received more`);
    this.expect(")");
    this.depth--;
    return h;
  }

  /** A number/up/star literal, braces, parentheses or a function call. */
  atom(): Game {
    return valueOf(this.atomOperand());
  }

  /**
   * {@link atom}, keeping a form as written: a quoted brace literal, braces inside quotes, and
   * parentheses around a form.
   */
  atomOperand(): Operand {
    const c = this.peek();
    const start = this.pos;
    if (c === "") this.fail("expected a game but the input ended");
    if (c === "{") return this.braces();
    if (c === "'") return this.quoted();
    if (c === "(") {
      this.enter();
      this.pos++;
      const g = this.expressionOperand();
      if (this.peek() === ",") this.failTuple(start);
      this.expect(")");
      this.depth--;
      return g;
    }
    if (
      isDigit(c.charCodeAt(0)) || c === "^" || c === "*" || c === "∗" ||
      (c !== "v" && UP_SYMBOLS.has(c)) || this.downsAhead()
    ) {
      return this.literal();
    }
    if (/[A-Za-z_]/.test(c)) return this.call();
    return this.fail(`unexpected "${this.text[start]}"`);
  }

  /**
   * [number][ups or downs][star]: one x + k.^ + *n. Read by hand rather than by regular
   * expressions on slices of the text (this runs for every literal); the grammar is that of
   * `\d+(\s*\/\s*\d+)?`, then `[\^v](<\d+>|\[\d+\])` or `\^+\d*` or
   * `v+\d*(?![A-Za-z_(])`, then `\*\d*`. The arrows `↑` and `↓` may stand for `^` and `v`,
   * `⇑` and `⇓` for `^^` and `vv`, and `∗` (U+2217) for `*`, as printed in books: `↑3`,
   * `↑<2>`, `⇑∗`, `1/2↓∗3`. A run of ups (or downs) may mix them (`⇑↑` is `^3`); digits follow
   * only a single `^`, `v`, `↑` or `↓`.
   */
  literal(negative = false): Game {
    const text = this.text;
    let x: Dyadic = ZERO_DYADIC;
    let k = 0;
    let n: NimberIndex = 0;
    const start = this.pos;
    let fraction = false;
    const numEnd = digitsEnd(text, start);
    if (numEnd > start) {
      let end = numEnd;
      let den: bigint | undefined;
      let slash = numEnd;
      while (slash < text.length && isSpace(text.charCodeAt(slash))) slash++;
      if (text[slash] === "/") {
        let d = slash + 1;
        while (d < text.length && isSpace(text.charCodeAt(d))) d++;
        const denEnd = digitsEnd(text, d);
        if (denEnd > d) {
          den = BigInt(text.slice(d, denEnd));
          end = denEnd;
          fraction = true;
        }
      }
      const numerator = BigInt(text.slice(start, numEnd));
      if (den !== undefined) {
        if (den <= 0n || (den & (den - 1n)) !== 0n) {
          this.fail(
            `the denominator of "${
              text.slice(start, end)
            }" must be a power of two (other rationals are numbers but not short games, so they cannot be options; cgt value reads one alone)`,
            start,
          );
        }
        x = dyadic(negative ? -numerator : numerator, den.toString(2).length - 1);
      } else x = dyadic(negative ? -numerator : numerator);
      this.pos = end;
    }
    // CGSuite's uptimals: ^<n> (up-nth), ^[n] (up-to-the-nth) and their negatives v<n>, v[n].
    let uptimal: Game | undefined;
    let down = false;
    const c = text[this.pos];
    const up = UP_SYMBOLS.get(c);
    if (
      up !== undefined && up.weight === 1 &&
      (text[this.pos + 1] === "<" || text[this.pos + 1] === "[")
    ) {
      const open = text[this.pos + 1];
      const end = digitsEnd(text, this.pos + 2);
      if (end > this.pos + 2 && text[end] === (open === "<" ? ">" : "]")) {
        const m = Number(text.slice(this.pos + 2, end));
        if (m < 1 || m > MAX_UP_POWER) {
          this.fail(
            `the power in "${text.slice(this.pos, end + 1)}" must be from 1 to ${MAX_UP_POWER}`,
          );
        }
        const g = open === "[" ? upToNth(m) : upNth(m);
        down = up.sign < 0;
        uptimal = down ? negateGame(g) : g;
        this.pos = end + 1;
      }
    }
    if (uptimal === undefined && up !== undefined) {
      let count = 0;
      let total = 0;
      for (;;) {
        const next = UP_SYMBOLS.get(text[this.pos + count]);
        if (next === undefined || next.sign !== up.sign) break;
        total += next.weight;
        count++;
      }
      let end = digitsEnd(text, this.pos + count);
      let ok = true;
      if (up.sign < 0 && end < text.length && /[A-Za-z_(]/.test(text[end])) {
        // The regular expression above would give back one digit, or fail with none.
        if (end > this.pos + count) end--;
        else ok = false;
      }
      if (ok) {
        const digits = text.slice(this.pos + count, end);
        if (digits !== "" && total > 1) this.fail(`unexpected "${digits[0]}"`, this.pos + count);
        let m = digits === "" ? total : Number(digits);
        if (!Number.isSafeInteger(m)) {
          this.fail(`too many ups in "${text.slice(this.pos, end)}"`);
        }
        if (up.sign < 0) m = -m;
        k = m;
        this.pos = end;
      }
    }
    if (
      (text[this.pos] === "*" || text[this.pos] === "∗") &&
      !(this.pos > start && k === 0 && uptimal === undefined && this.parenthesisAfter(this.pos + 1))
    ) {
      if (digitsEnd(text, this.pos + 1) === this.pos + 1 && this.parenthesisAfter(this.pos + 1)) {
        // CGSuite's nim operator on an expression: *(3+5) is *8 (Cgsuite.g starExpr, AST
        // primaryExpr), its value an integer from 0 up.
        n = this.nimberOf(this.pos);
      } else {
        n = this.starDigits();
      }
    }
    if (this.pos === start) this.fail(`unexpected "${text[start]}"`);
    const nus = nusGame(x, k, n);
    // A negative uptimal is built as the negative of a positive one: the engine's sums and
    // comparisons of deep games recurse less deeply on the positive side.
    const g = uptimal === undefined
      ? nus
      : down
      ? negateDeep(addDeep(negateGame(uptimal), negateGame(nus)))
      : addDeep(uptimal, nus);
    // CGSuite prints a number-translated tiny as 1Tiny(2): a number literal followed directly by
    // Tiny( or Miny( is their sum.
    const result = (text.startsWith("Tiny", this.pos) || text.startsWith("Miny", this.pos)) &&
        /^(Tiny|Miny)\s*\(/.test(text.slice(this.pos))
      ? addGames(g, this.call())
      : g;
    if (fraction && this.peek() === ".") this.failFractionMethod(start, negative);
    return result;
  }

  /**
   * Whether `(` is the next character after white space from `from`: a `*` written after a
   * number and before a parenthesis is CGSuite's product, not a star (`10*(1+^)`: in
   * Cgsuite.g a number is a whole upstarExpr, so the `*` after it is multiplyExpr's).
   */
  parenthesisAfter(from: number): boolean {
    let i = from;
    while (i < this.text.length && isSpace(this.text.charCodeAt(i))) i++;
    return this.text[i] === "(";
  }

  /** A tuple item that is an expression, `2+1` in `Wythoff((2+1, 3))`: its integer value. */
  override integerItem(): bigint {
    this.skip(); // the column of a refused item is where it starts
    const at = this.pos;
    const x = numberValue(this.expression());
    if (x === undefined || x.exponent !== 0) {
      this.fail(
        `an item of a tuple, list or set must be an integer, received "${
          this.text.slice(at, this.pos).trim()
        }"`,
        at,
      );
    }
    return x.numerator;
  }

  /** The digits of a star `*n` at the cursor (`*` alone is 1), the cursor moved past them. */
  starDigits(): NimberIndex {
    const text = this.text;
    const end = digitsEnd(text, this.pos + 1);
    const digits = text.slice(this.pos + 1, end);
    // The length is checked before any conversion: a 10,000-digit nimber is refused at once.
    const big = digits.length > MAX_NIMBER_DIGITS ||
      (digits.length > 9 && BigInt(digits) >> MAX_NIMBER_BITS_BIG !== 0n);
    if (big) {
      const shown = end - this.pos > 40
        ? `${text.slice(this.pos, this.pos + 20)}... (${digits.length} digits)`
        : text.slice(this.pos, end);
      this.fail(`nimber "${shown}" must be below 2^${MAX_NIMBER_BITS}`);
    }
    this.pos = end;
    return digits === "" ? 1 : digits.length > 9 ? nimberIndex(BigInt(digits)) : Number(digits);
  }

  /**
   * The index of CGSuite's `*(expr)` whose star is at `at`: the parenthesised expression must be
   * an integer from 0 to below 2^MAX_NIMBER_BITS (CGSuite refuses a negative one, "Nim value is
   * negative").
   */
  nimberOf(at: number): NimberIndex {
    this.pos = at + 1;
    const open = this.pos;
    const g = this.atom();
    const x = numberValue(g);
    const shown = () => this.text.slice(open, this.pos).trim();
    if (x === undefined || x.exponent !== 0) {
      this.fail(`the nim operator * takes an integer, received "${shown()}"`, at);
    }
    if (x.numerator < 0n) {
      this.fail(`the nim operator * takes an integer from 0 up, received ${x.numerator}`, at);
    }
    if (x.numerator >> MAX_NIMBER_BITS_BIG !== 0n) {
      this.fail(`nimber "*${shown()}" must be below 2^${MAX_NIMBER_BITS}`, at);
    }
    return nimberIndex(x.numerator);
  }

  /**
   * call := name '(' args ')' : a function of `options.functions` (or `Tiny`, `Miny`), with
   * CGSuite's forms where the function declares them (`withCgsuiteForms`): the name qualified
   * by its package (`game.grid.Domineering(...)`), a member (`Domineering.ImpartialVariant(...)`),
   * literal tuples, lists and sets as arguments (`Wythoff((10, 11))`), and the ruleset applied
   * to a position (`TakeAndBreak("0.07")(5)`). A SyntaxError or RangeError the function throws
   * gets the call's column.
   */
  call(): Game {
    const start = this.pos;
    let name = this.text.slice(start, nameEnd(this.text, start));
    this.pos += name.length;
    if (this.peek() !== "(" && Object.hasOwn(this.names, name)) {
      const bound = this.names[name];
      if (!isGame(bound)) {
        throw new TypeError(
          `Cannot parse game: the name "${name}" must be bound to a game made by this package, received ${
            String(bound)
          }`,
        );
      }
      return bound;
    }
    const builtin = name === "Tiny" ? tiny : name === "Miny" ? miny : undefined;
    let f = builtin === undefined && Object.hasOwn(this.functions, name)
      ? this.functions[name]
      : undefined;
    if (name === "game" && f === undefined) {
      const qualified = this.qualifiedName();
      if (qualified !== undefined) {
        f = this.qualified(qualified, start);
        name = qualified.name;
      }
    }
    let forms = f === undefined ? undefined : cgsuiteFormsOf(f);
    if (forms?.members !== undefined && this.text[this.pos] === ".") {
      const end = nameEnd(this.text, this.pos + 1);
      const member = this.text.slice(this.pos + 1, end);
      if (end > this.pos + 1 && Object.hasOwn(forms.members, member)) {
        f = forms.members[member];
        forms = cgsuiteFormsOf(f);
        name = `${name}.${member}`;
        this.pos = end;
      }
    }
    if (builtin === undefined && f === undefined) {
      const surreal = /^(omega|inf)$/i.test(name)
        ? ` (${
          name === "inf" ? "inf" : "ω"
        } is a number but not a short game, so it cannot be an option; cgt value reads it alone)`
        : "";
      this.fail(
        `unknown name "${name}"${this.peek() === "(" ? this.callHint() : surreal}`,
        start,
      );
    }
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    const args = this.argumentList(name, forms);
    if (builtin !== undefined) {
      if (args.length !== 1) {
        this.fail(`${name}() takes one argument, received ${args.length}`, start);
      }
      const a = args[0];
      if (typeof a === "string" || isNamedArgument(a)) {
        this.fail(
          `${name}() takes a game, not a ${typeof a === "string" ? "string" : "name"}`,
          start,
        );
      }
      return builtin(typeof a === "bigint" ? nusGame(dyadic(a), 0, 0) : a);
    }
    let result: Game;
    try {
      if (forms?.apply !== undefined && this.peek() === "(") {
        // CGSuite's ruleset applied to a position: name(rules)(position).
        const g = forms.apply(args);
        result = g(this.argumentList(name, cgsuiteFormsOf(g) ?? forms));
      } else result = f!(args);
    } catch (error) {
      throw this.placed(error, start);
    }
    if (!isGame(result)) {
      throw new TypeError(
        `Cannot parse game: ${name}() must return a game made by this package, received ${
          String(result)
        }`,
      );
    }
    return result;
  }

  /**
   * The function of a name qualified by CGSuite's package (`game.grid.Domineering`, read at
   * `start`): the function of that name, which must say it belongs to that package.
   */
  qualified(q: { library: string; name: string }, start: number): GameFunction {
    const f = Object.hasOwn(this.functions, q.name) ? this.functions[q.name] : undefined;
    const library = f === undefined ? undefined : cgsuiteFormsOf(f)?.library;
    if (library !== q.library) {
      this.fail(
        library === undefined
          ? `unknown name "${q.library}.${q.name}"${this.callHint()}`
          : `CGSuite's ${q.name} is ${library}.${q.name}, not in ${q.library}`,
        start,
      );
    }
    return f!;
  }

  /**
   * The arguments `(a, b, ...)` of a call of `name`, parentheses included: literal tuples,
   * lists and sets only where `forms` allow them, refused where they stand otherwise.
   */
  argumentList(name: string, forms: CgsuiteForms<GameFunction> | undefined): GameArgument[] {
    return this.argumentsOf(() => this.argument(name, forms));
  }

  argument(name: string, forms: CgsuiteForms<GameFunction> | undefined): GameArgument {
    const literal = this.literalArgument();
    if (literal !== undefined) return literal;
    const compound = this.compoundArgument(name, forms?.literals === true);
    if (compound !== undefined) return compound as unknown as GameArgument;
    return this.namedArgument() ?? this.expression();
  }

  /**
   * CGSuite's explicit form `'{...}'`, kept as written (braces inside it are explicit too): its
   * value is that of the braces, and the operations that depend on forms compute on it.
   */
  quoted(): WrittenForm {
    this.pos++;
    if (this.peek() !== "{") this.fail('expected "{" after a single quote');
    this.quotes++;
    const g = this.braces();
    this.quotes--;
    this.expect("'");
    return isWritten(g) ? g : { kind: "value", value: g };
  }

  /**
   * '{' items '}' where items are option lists separated by runs of '|': the canonical game, or
   * an explicit form inside quotes or when an option is one (CGSuite's `{g|-1}` for an explicit
   * g is `'{g|-1}'`).
   */
  braces(): Operand {
    const { lists, seps, sepAt } = this.braceItems(() => this.expressionOperand());
    if (seps.length === 0) this.fail('expected "|" inside braces', this.pos - 1);
    if (this.quotes === 0 && lists.every((list) => list.every((x) => !isWritten(x)))) {
      return this.split(lists as Game[][], seps, sepAt, 0, lists.length - 1);
    }
    const forms = lists.map((list) =>
      list.map((x): WrittenForm => isWritten(x) ? x : { kind: "value", value: x })
    );
    const split = (lo: number, hi: number): WrittenForm => {
      let best = lo;
      for (let i = lo; i < hi; i++) if (seps[i] > seps[best]) best = i;
      for (let i = lo; i < hi; i++) {
        if (i !== best && seps[i] === seps[best]) {
          this.fail(`ambiguous slashes: two runs of ${seps[i]} at the same level`, sepAt[i]);
        }
      }
      const left = best === lo ? forms[lo] : [split(lo, best)];
      const right = best + 1 === hi ? forms[hi] : [split(best + 1, hi)];
      return { kind: "explicit", left, right };
    };
    return split(0, lists.length - 1);
  }

  /** Reads '{' option lists separated by runs of '|' '}'. */
  braceItems<T>(
    option: () => T,
  ): { lists: T[][]; seps: number[]; sepAt: number[]; start: number } {
    const start = this.pos;
    this.enter();
    this.pos++;
    const lists: T[][] = [];
    const seps: number[] = [];
    const sepAt: number[] = [];
    for (;;) {
      const list: T[] = [];
      const c = this.peek();
      if (c === "") this.fail('expected "}" but the input ended');
      if (c !== "|" && c !== "}") {
        for (;;) {
          list.push(option());
          if (this.peek() !== ",") break;
          this.pos++;
        }
      }
      lists.push(list);
      if (this.peek() === "|") {
        const at = this.pos;
        seps.push(this.slashRun());
        sepAt.push(at);
        continue;
      }
      if (this.peek() === "}") {
        this.pos++;
        break;
      }
      this.fail(
        this.pos >= this.text.length
          ? 'expected "}" but the input ended'
          : 'expected ",", "|" or "}"',
      );
    }
    this.depth--;
    return { lists, seps, sepAt, start };
  }

  /** Builds the game of lists[lo..hi] split at its unique largest slash run. */
  split(lists: Game[][], seps: number[], sepAt: number[], lo: number, hi: number): Game {
    let best = lo;
    for (let i = lo; i < hi; i++) if (seps[i] > seps[best]) best = i;
    for (let i = lo; i < hi; i++) {
      if (i !== best && seps[i] === seps[best]) {
        this.fail(`ambiguous slashes: two runs of ${seps[i]} at the same level`, sepAt[i]);
      }
    }
    const left = best === lo ? lists[lo] : [this.split(lists, seps, sepAt, lo, best)];
    const right = best + 1 === hi ? lists[hi] : [this.split(lists, seps, sepAt, best + 1, hi)];
    return game(left, right);
  }
}

/**
 * Parses the notation of a short game (the grammar of `parseGame` without `{ loopy: true }`).
 * Cost: linear in the text plus the canonical-form work.
 */
export function parseShortGame(
  text: string,
  functions: Readonly<Record<string, GameFunction>> = {},
  names: Readonly<Record<string, Game>> = {},
): Game {
  if (names === null || typeof names !== "object") {
    throw new TypeError(
      `Cannot parse game: the names must be an object of games, received ${String(names)}`,
    );
  }
  const parser = new Parser(text, functions, names);
  if (parser.peek() === "") parser.fail("expected a game but the input is empty");
  return guardStack("parse game", () => {
    const g = parser.expression();
    if (parser.peek() !== "") parser.fail(`unexpected "${parser.peek()}"`);
    return g;
  });
}

/**
 * Reads CGSuite's quoted form `'{...}'` that starts at `at` in `text` (for the loopy notation,
 * which reads the rest itself): the form as written and the index just after its closing quote.
 * Its errors are the loopy reading's: `Cannot parse loopy game: ...`.
 */
export function readQuotedForm(
  text: string,
  at: number,
  functions: Readonly<Record<string, GameFunction>> = {},
): { form: WrittenForm; end: number } {
  const parser = new Parser(text, functions, {}, "loopy game");
  parser.pos = at;
  return guardStack("parse loopy game", () => ({ form: parser.quoted(), end: parser.pos }));
}

/**
 * A reader of call arguments in `text` (the tokenizer's `namedArgument` and `literalCompound`)
 * whose tuple items may be expressions of the short notation with `functions` (`(2+1, 3)`).
 */
export function argumentReader(
  text: string,
  functions: Readonly<Record<string, GameFunction>> = {},
): Tokenizer {
  return new Parser(text, functions);
}

/** The words that only loopy notation uses. */
const LOOPY_WORDS: ReadonlySet<string> = new Set([
  "on",
  "off",
  "over",
  "under",
  "dud",
  "upon",
  "pass",
]);

/**
 * Whether `text` uses loopy notation: `&`, `[on]` or `<on>`, a loopy word as a whole name
 * (`on`, `2over`; not `overheat` or `a2over`), or a label (a name other than `Tiny` and `Miny`
 * just before `{`, as in `a{0|a}`). One pass over the names, with no regular expression, so
 * the cost is linear in the length of the text.
 */
export function looksLoopy(text: string): boolean {
  if (text.includes("&") || text.includes("[on]") || text.includes("<on>")) return true;
  let i = 0;
  while (i < text.length) {
    const end = nameEnd(text, i);
    if (end === i) {
      i++;
      continue;
    }
    const name = text.slice(i, end);
    if (LOOPY_WORDS.has(name)) return true;
    let j = end;
    while (j < text.length && isSpace(text.charCodeAt(j))) j++;
    if (text[j] === "{" && name !== "Tiny" && name !== "Miny") return true;
    i = end;
  }
  return false;
}
