// Private: the rules of a take-and-break code in one normalised shape, the parser of CGSuite's
// code grammar, and the plain enumeration of a heap's options (the slow twin's move generator).

/**
 * A condition on the heaps one move leaves, written after a digit in CGSuite's codes: none,
 * `?` (not all equal), `!` (pairwise distinct) or `=` (all equal).
 */
export type SplitConstraint = "any" | "not-all-equal" | "distinct" | "equal";

/**
 * What a take-and-break code allows after taking (or adding) some number of tokens: the numbers
 * of non-empty heaps the rest may be left in, each with its {@link SplitConstraint}.
 */
export interface TakeAndBreakDigit {
  /** Bit j set: the rest may be left as exactly j non-empty heaps (j from 0 to 30). */
  readonly mask: number;
  /** Whether every number of heaps above the highest bit of `mask` is allowed too (CGSuite's `*` and `{...+}`). */
  readonly more: boolean;
  /**
   * The constraint on j heaps is `constraints[j]`; numbers of heaps past the end (with `more`)
   * use the last entry.
   */
  readonly constraints: readonly SplitConstraint[];
}

/** A take-and-break code with CGSuite's extended digits, as {@link parseTakeAndBreakCode} reads it. */
export interface TakeAndBreakCode {
  /** The digits for taking 0, 1, 2, ... tokens (the first is the digit just before the point). */
  readonly digits: readonly TakeAndBreakDigit[];
  /** The last `period` digits repeat for ever (CGSuite's brackets, `0.[3]` is Nim); 0 for none. */
  readonly period: number;
  /** The digits for adding 1, 2, ... tokens (those further left of the point, nearest first). */
  readonly additive: readonly TakeAndBreakDigit[];
}

/**
 * A heap game given by a take-and-break code (Berlekamp, Conway, Guy,
 * Winning Ways, ch. 4): `digits[k]` says what may happen after removing `k`
 * tokens from one heap. Bit 1 of the digit: the heap may be removed entirely
 * (it had exactly `k` tokens); bit 2: one non-empty heap may remain; bit 4:
 * the rest may be split into two non-empty heaps; bit 8 (hexadecimal codes
 * only): into three non-empty heaps. `digits[0]` (before the point) concerns
 * removing nothing, so only its splitting bits 4 and 8 may be set.
 *
 * A code with CGSuite's extended digits (constraints `!` `?` `=`, repeating
 * digits in brackets, `*`, braces, digits for adding tokens) also carries
 * `code`, which then decides the moves; `digits` holds the masks of its
 * digits for taking tokens.
 *
 * Build one with {@link parseOctalCode}, {@link parseHexCode},
 * {@link parseTakeAndBreakCode} or use {@link GRUNDYS_GAME}.
 */
export interface TakeAndBreakGame {
  /** A name for the game: the normalised code (`"0.77"`) or `"grundy-game"`. */
  readonly name: string;
  /** The digit for each number of tokens removed, without trailing zeros. */
  readonly digits: readonly number[];
  /**
   * Whether a split into two heaps must give heaps of different sizes
   * (Grundy's game). Splits into three heaps are not affected.
   */
  readonly unequal: boolean;
  /** The full code, for codes with extended digits (absent for plain octal and hexadecimal codes). */
  readonly code?: TakeAndBreakCode;
}

/** The most heaps one digit may name explicitly. */
export const MAX_DIGIT_HEAPS = 30;

const BASE32 = "0123456789abcdefghijklmnopqrstuv";

const SUFFIX: Record<SplitConstraint, string> = {
  any: "",
  "not-all-equal": "?",
  distinct: "!",
  equal: "=",
};

/** The highest set bit of a mask, or -1. */
export function highBit(mask: number): number {
  return mask === 0 ? -1 : 31 - Math.clz32(mask);
}

/** The constraint for `j` heaps, or `undefined` when the digit does not allow `j` heaps. */
export function constraintFor(d: TakeAndBreakDigit, j: number): SplitConstraint | undefined {
  const top = highBit(d.mask);
  if (j <= top) {
    if (((d.mask >>> j) & 1) === 0) return undefined;
    return d.constraints[j] ?? "any";
  }
  if (!d.more || top < 0) return undefined;
  return d.constraints[d.constraints.length - 1] ?? "any";
}

/** Whether a digit allows no move at all. */
export function isZeroDigit(d: TakeAndBreakDigit): boolean {
  return d.mask === 0;
}

/**
 * Normalises a digit as CGSuite does: when every count of two or more heaps it allows carries
 * one constraint, the counts 0 and 1 carry it too (so `?` also forbids leaving one heap of one
 * token, as CGSuite's traversal does); otherwise counts 0 and 1 are unconstrained.
 */
export function makeDigit(
  byCount: readonly (SplitConstraint | undefined)[],
  more: boolean,
): TakeAndBreakDigit {
  let mask = 0;
  let top = -1;
  for (let j = 0; j < byCount.length; j++) {
    if (byCount[j] !== undefined) {
      mask |= 1 << j;
      top = j;
    }
  }
  if (top < 0) return { mask: 0, more: false, constraints: [] };
  const kinds = new Set<SplitConstraint>();
  for (let j = 2; j <= top; j++) if (byCount[j] !== undefined) kinds.add(byCount[j]!);
  if (more && top < 2) kinds.add(byCount[top]!);
  const shared = kinds.size === 1 ? [...kinds][0] : undefined;
  const constraints: SplitConstraint[] = [];
  for (let j = 0; j <= top; j++) {
    const c = byCount[j];
    constraints.push(c === undefined ? "any" : shared ?? (j < 2 ? "any" : c));
  }
  if (more) {
    // Open-ended: the counts below the top that are allowed with its constraint fold into it.
    while (top > 0 && ((mask >>> (top - 1)) & 1) && constraints[top - 1] === constraints[top]) {
      mask &= ~(1 << top);
      constraints.pop();
      top--;
    }
  }
  return { mask, more, constraints };
}

/** Prints one digit as CGSuite's code grammar does (base-32 character, `&n;`, `*` or braces). */
export function formatDigit(d: TakeAndBreakDigit): string {
  if (d.mask === 0) return "0";
  const top = highBit(d.mask);
  const allowed: number[] = [];
  for (let j = 0; j <= top; j++) if ((d.mask >>> j) & 1) allowed.push(j);
  const kinds = new Set(allowed.map((j) => d.constraints[j] ?? "any"));
  const one = kinds.size === 1 ? [...kinds][0] : undefined;
  if (one !== undefined && !d.more) {
    return (d.mask < 32 ? BASE32[d.mask] : `&${d.mask};`) + SUFFIX[one];
  }
  if (one !== undefined) {
    return allowed.length === 1 && allowed[0] === 0
      ? `*${SUFFIX[one]}`
      : `{${allowed.join(",")}+}${SUFFIX[one]}`;
  }
  const items = allowed.map((j) => `${j}${SUFFIX[d.constraints[j] ?? "any"]}`);
  return `{${items.join(",")}${d.more ? "+" : ""}}`;
}

/** Prints a code: additive digits, the point, the digits, the period in brackets. */
export function formatCode(code: TakeAndBreakCode): string {
  const before = [...code.additive].reverse().map(formatDigit).join("") +
    formatDigit(code.digits[0]);
  const rest = code.digits.slice(1);
  const fixed = rest.slice(0, rest.length - code.period).map(formatDigit).join("");
  const repeat = code.period > 0
    ? `[${rest.slice(rest.length - code.period).map(formatDigit).join("")}]`
    : "";
  return `${before}.${fixed === "" && repeat === "" ? "0" : fixed}${repeat}`;
}

/** Which digits a parse accepts: plain octal, plain hexadecimal, or CGSuite's whole grammar. */
export type CodeAlphabet = "octal" | "hexadecimal" | "take-and-break";

function syntax(kind: string, why: string, text: string): SyntaxError {
  return new SyntaxError(`Cannot parse ${kind} code: ${why}, received "${text}"`);
}

const CONSTRAINT_OF: Record<string, SplitConstraint> = {
  "!": "distinct",
  "?": "not-all-equal",
  "=": "equal",
};

/**
 * Parses a take-and-break code in CGSuite's grammar, restricted to `alphabet`. Returns the code
 * with digits normalised (trailing zeros and a zero period dropped).
 */
export function parseCodeText(text: string, alphabet: CodeAlphabet): TakeAndBreakCode {
  const kind = alphabet === "take-and-break" ? "take-and-break" : alphabet;
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse ${kind} code: expected a string, received ${typeof text}`);
  }
  if (text.length > 1001) {
    throw new SyntaxError(
      `Cannot parse ${kind} code: at most 1000 digits are allowed, received ${text.length - 1}`,
    );
  }
  const maxDigit = alphabet === "octal" ? 7 : alphabet === "hexadecimal" ? 15 : 31;
  const full = alphabet === "take-and-break";
  const before: TakeAndBreakDigit[] = [];
  const after: TakeAndBreakDigit[] = [];
  let seenPoint = false;
  let periodStart = -1;
  let closed = false;
  let i = 0;
  const constraintAt = (): SplitConstraint => {
    const c = CONSTRAINT_OF[text[i]];
    if (c === undefined) return "any";
    i++;
    return c;
  };
  while (i < text.length) {
    const ch = text[i];
    if (closed) throw syntax(kind, "nothing may follow the closing bracket", text);
    if (ch === ".") {
      if (seenPoint) throw syntax(kind, "a code has one point", text);
      seenPoint = true;
      i++;
      continue;
    }
    if (ch === "[") {
      if (!seenPoint) {
        throw syntax(kind, "the repeating digits in brackets come after the point", text);
      }
      if (periodStart >= 0) throw syntax(kind, "a code has one pair of brackets", text);
      periodStart = after.length;
      i++;
      continue;
    }
    if (ch === "]") {
      if (periodStart < 0) throw syntax(kind, "a closing bracket needs an opening one", text);
      if (after.length === periodStart) throw syntax(kind, "the brackets hold no digit", text);
      closed = true;
      i++;
      continue;
    }
    let digit: TakeAndBreakDigit;
    if (ch === "*" && full) {
      i++;
      const c = constraintAt();
      digit = makeDigit([c, c, c, c], true);
    } else if (ch === "{" && full) {
      const end = text.indexOf("}", i);
      if (end < 0) throw syntax(kind, "an opening brace needs a closing one", text);
      const inner = text.slice(i + 1, end);
      i = end + 1;
      const global = constraintAt();
      digit = parseBraces(inner, global, kind, text);
    } else if (ch === "&" && full) {
      const end = text.indexOf(";", i);
      const body = end < 0 ? "" : text.slice(i + 1, end);
      if (!/^\d{1,10}$/.test(body)) {
        throw syntax(kind, "a digit &n; holds a decimal number n", text);
      }
      const value = Number(body);
      if (value >= 2 ** (MAX_DIGIT_HEAPS + 1)) {
        throw syntax(kind, `a digit may allow at most ${MAX_DIGIT_HEAPS} heaps`, text);
      }
      i = end + 1;
      digit = maskDigit(value, constraintAt());
    } else {
      const value = BASE32.indexOf(ch.toLowerCase());
      if (value < 0 || value > maxDigit) {
        const what = alphabet === "octal"
          ? 'expected octal digits 0-7 around a point such as "0.77", with ! ? = after a digit and repeating digits in brackets'
          : alphabet === "hexadecimal"
          ? 'expected hexadecimal digits 0-f around a point such as "4.7", with ! ? = after a digit and repeating digits in brackets'
          : `unexpected character "${ch}"`;
        throw syntax(kind, what, text);
      }
      i++;
      digit = maskDigit(value, constraintAt());
    }
    (seenPoint ? after : before).push(digit);
  }
  if (!seenPoint) throw syntax(kind, 'expected digits around a point such as "0.77"', text);
  if (periodStart >= 0 && !closed) {
    throw syntax(kind, "an opening bracket needs a closing one", text);
  }
  if (before.length === 0 && after.length === 0) {
    throw syntax(kind, 'expected digits around a point such as "0.77"', text);
  }
  if (!full && before.length > 1) {
    throw syntax(kind, "one digit may stand before the point (removing nothing)", text);
  }
  const digit0 = before.length === 0 ? makeDigit([], false) : before[before.length - 1];
  const additive = before.slice(0, -1).reverse();
  const digits = [digit0, ...after];
  let period = periodStart < 0 ? 0 : after.length - periodStart;
  // Check the moves that do not take tokens: each must leave only smaller heaps.
  const check = (d: TakeAndBreakDigit, added: number): void => {
    const least = added + 2;
    const low = d.mask & ((1 << Math.min(least, 31)) - 1);
    if (low !== 0) {
      throw syntax(
        kind,
        added === 0
          ? `the digit before the point (removing nothing) may only split a heap into two or more, so it must be ${
            alphabet === "octal"
              ? "0 or 4"
              : alphabet === "hexadecimal"
              ? "0, 4, 8 or c"
              : "a multiple of 4"
          }`
          : `adding ${added} token${
            added === 1 ? "" : "s"
          } must leave at least ${least} heaps, or the game would never end`,
        text,
      );
    }
  };
  check(digit0, 0);
  additive.forEach((d, index) => check(d, index + 1));
  // Normalise: drop a period of zeros, then trailing zeros of a finite code.
  if (period > 0 && digits.slice(digits.length - period).every(isZeroDigit)) {
    digits.length -= period;
    period = 0;
  }
  if (period === 0) {
    while (digits.length > 1 && isZeroDigit(digits[digits.length - 1])) digits.pop();
  }
  while (additive.length > 0 && isZeroDigit(additive[additive.length - 1])) additive.pop();
  return { digits, period, additive };
}

function maskDigit(mask: number, c: SplitConstraint): TakeAndBreakDigit {
  const byCount: (SplitConstraint | undefined)[] = [];
  for (let j = 0; j <= highBit(mask); j++) byCount.push((mask >>> j) & 1 ? c : undefined);
  return makeDigit(byCount, false);
}

function parseBraces(
  inner: string,
  global: SplitConstraint,
  kind: string,
  text: string,
): TakeAndBreakDigit {
  const more = inner.endsWith("+");
  const body = more ? inner.slice(0, -1) : inner;
  const byCount: (SplitConstraint | undefined)[] = [];
  let last = -1;
  for (const token of body.split(",")) {
    const m = /^(\d{1,3})([!?=]?)$/.exec(token);
    if (m === null) {
      throw syntax(
        kind,
        "braces hold heap counts such as {0,2!,3+} (numbers, each with an optional ! ? =, then an optional +)",
        text,
      );
    }
    const j = Number(m[1]);
    if (j > MAX_DIGIT_HEAPS) {
      throw syntax(kind, `a digit may allow at most ${MAX_DIGIT_HEAPS} heaps`, text);
    }
    if (m[2] !== "" && global !== "any") {
      throw syntax(
        kind,
        "a constraint after the braces cannot be combined with constraints inside them",
        text,
      );
    }
    while (byCount.length <= j) byCount.push(undefined);
    byCount[j] = m[2] === "" ? global : CONSTRAINT_OF[m[2]];
    last = Math.max(last, j);
  }
  if (more) {
    // CGSuite pads an open-ended list to four counts with its last constraint.
    const c = byCount[last]!;
    for (let j = last + 1; j < 4; j++) byCount[j] = c;
  }
  return makeDigit(byCount, more);
}

/** The digit for taking `k` tokens (adding -k when negative), or `undefined` when none. */
export function digitAt(code: TakeAndBreakCode, k: number): TakeAndBreakDigit | undefined {
  if (k < 0) return code.additive[-k - 1];
  if (k < code.digits.length) return code.digits[k];
  if (code.period === 0) return undefined;
  const pre = code.digits.length - code.period;
  return code.digits[pre + ((k - pre) % code.period)];
}

/** The largest number of tokens a move may take (Infinity for a code with a period). */
export function maxTake(code: TakeAndBreakCode): number {
  return code.period > 0 ? Infinity : code.digits.length - 1;
}

/**
 * Calls `f` with every way to leave `r` tokens as exactly `j` non-empty heaps meeting
 * `constraint`, each as a non-decreasing list (the same array, reused: copy it to keep it).
 * The one-heap case follows CGSuite: `not-all-equal` then needs at least two tokens.
 */
export function forEachSplit(
  r: number,
  j: number,
  constraint: SplitConstraint,
  f: (parts: readonly number[]) => void,
): void {
  if (j === 0) {
    if (r === 0) f([]);
    return;
  }
  if (r < j) return;
  if (j === 1) {
    if (constraint === "not-all-equal" && r < 2) return;
    f([r]);
    return;
  }
  if (constraint === "equal") {
    if (r % j === 0) f(new Array<number>(j).fill(r / j));
    return;
  }
  const parts = new Array<number>(j);
  const distinct = constraint === "distinct";
  const go = (index: number, least: number, left: number): void => {
    const slots = j - index;
    if (slots === 1) {
      if (left < least) return;
      parts[index] = left;
      if (constraint === "not-all-equal" && parts[0] === left) return;
      f(parts);
      return;
    }
    for (let a = least;; a++) {
      // The smallest total the remaining slots can take with first part a.
      const need = distinct ? slots * a + (slots * (slots - 1)) / 2 : slots * a;
      if (need > left) break;
      parts[index] = a;
      go(index + 1, distinct ? a + 1 : a, left - a);
    }
  };
  go(0, 1, r);
}

/**
 * Every option of a heap of `n` under `code`, each as the sorted list of heaps it leaves, in the
 * order: tokens added (most first), then taken 0, 1, 2, ...; for each, by number of heaps.
 * Repeats are not removed. Plain enumeration: exponential for codes that split into many heaps.
 */
export function heapOptionLists(code: TakeAndBreakCode, n: number): number[][] {
  const out: number[][] = [];
  forEachHeapOption(code, n, (parts) => out.push([...parts]));
  return out;
}

/**
 * Calls `f` with every option of a heap of `n` under `code`, in the order of
 * {@link heapOptionLists}, each as a sorted list of heaps (the same array may be reused: copy it
 * to keep it). Holds no option after `f` returns, so memory stays O(n) however many there are.
 */
export function forEachHeapOption(
  code: TakeAndBreakCode,
  n: number,
  f: (parts: readonly number[]) => void,
): void {
  if (n <= 0) return;
  const last = Math.min(n, maxTake(code));
  for (let k = -code.additive.length; k <= last; k++) {
    const d = digitAt(code, k);
    if (d === undefined || d.mask === 0) continue;
    const r = n - k;
    const top = d.more ? r : Math.min(r, highBit(d.mask));
    for (let j = 0; j <= top; j++) {
      const c = constraintFor(d, j);
      if (c === undefined) continue;
      forEachSplit(r, j, c, f);
    }
  }
}

/** The full code of any take-and-break game: its `code`, or one built from its digits. */
export function codeOf(game: TakeAndBreakGame): TakeAndBreakCode {
  if (game.code !== undefined) return game.code;
  const digits = game.digits.map((mask): TakeAndBreakDigit => {
    const constraints: SplitConstraint[] = [];
    for (let j = 0; j <= highBit(mask); j++) {
      constraints.push(j === 2 && game.unequal ? "distinct" : "any");
    }
    return { mask, more: false, constraints };
  });
  return { digits, period: 0, additive: [] };
}
