/**
 * CGSuite notation for loopy games: `parseLoopyGame` reads `on`, `a{0|a}`, `{pass|*}`,
 * `2over`, `4v[on]*` and `A & B`; `formatLoopyGame` prints a value as CGSuite does.
 *
 * @module
 */

import { addGames, type Game, guardStack } from "../_engine.ts";
import { displayCompare } from "../_display.ts";
import { formatShortGame } from "../_format_game.ts";
import { type GameFunction, parseShortGame, readQuotedForm } from "../_parse_game.ts";
import {
  formOperation,
  negateOperand,
  operandValue,
  optionValues,
  type WrittenForm,
} from "../_on_forms.ts";
import { isSpace, nameEnd, Tokenizer } from "../_tokens.ts";
import { isNamedArgument, type NamedArgument } from "../_named_argument.ts";
import {
  type CgsuiteForms,
  cgsuiteFormsOf,
  isCgsuiteLiteral,
  withCgsuiteForms,
} from "../_cgsuite_forms.ts";
import { integer, numberGame, numberUpStarParts, numberValue } from "../game.ts";
import { formatDyadic } from "@cgt/core/dyadic";
import { type Graph, hasAlternatingCycle, hasCycle, negateGraph, pack } from "./_loopy_graph.ts";
import { carouselNodes, labelled } from "./_loopy_simplify.ts";
import { infixOperation, type Operation, OPERATIONS } from "../operations/operations_table.ts";
import {
  loopyOrdinalSum,
  loopyOrdinalSumOnForm,
  stopperFollowers,
  subordinateToForm,
  variety,
} from "./stopper_operations.ts";
import { gameMethod, type MethodArgument, type MethodParameter } from "../_game_methods.ts";
import { degree, loopyStop, MAX_LOOPY_NODES, offside, onside } from "./loopy.ts";
import {
  addValues,
  isLoopyValue,
  loopfreeShorts,
  type LoopyGame,
  negateValue,
  shortOfGraph,
  sidesOf,
  type Stopper,
  stopperLeq,
  toShortGame,
  valueOf,
  valueOfGame,
  valueOfGraph,
} from "./_loopy_value.ts";

export type { LoopyGame } from "./_loopy_value.ts";
export type { NamedArgument, NamedValue } from "../_named_argument.ts";
export type { Game } from "../game.ts";

/** A function usable by name in {@link parseLoopyGame}: `name(arg, ...)`. */
export type LoopyGameFunction = (args: LoopyGameArgument[]) => Game | LoopyGame;

/**
 * An argument of a {@link LoopyGameFunction}: a string literal, an integer, a named argument
 * `option => value`, or a value.
 */
export type LoopyGameArgument = string | bigint | LoopyGame | NamedArgument;

/**
 * A function of the loopy notation as one of the short notation, for a quoted form such as
 * `'{frog(1)|0}'`: its games passed as values, its result required to be short, its CGSuite
 * forms (library, literals, rules applied, members) kept.
 */
function shortFunction(name: string, f: LoopyGameFunction): GameFunction {
  const loopy = (args: readonly unknown[]): LoopyGameArgument[] =>
    args.map((a): LoopyGameArgument =>
      typeof a !== "object" || a === null || isNamedArgument(a) || isCgsuiteLiteral(a)
        ? a as LoopyGameArgument
        : valueOfGame(a as Game)
    );
  const g: GameFunction = (args) => {
    const r = f(loopy(args));
    if (!isLoopyValue(r)) return r as Game;
    const s = toShortGame(r);
    if (s === undefined) {
      throw new SyntaxError(
        `Cannot call ${name}() in a quoted form: it gave a loopy value, where a quoted form takes short games`,
      );
    }
    return s;
  };
  const forms = cgsuiteFormsOf(f);
  if (forms === undefined) return g;
  const { apply, members } = forms;
  return withCgsuiteForms(g, {
    ...(forms.library === undefined ? {} : { library: forms.library }),
    ...(forms.literals === undefined ? {} : { literals: forms.literals }),
    ...(apply === undefined ? {} : {
      apply: (rules: unknown[]) => shortFunction(name, apply(loopy(rules))),
    }),
    ...(members === undefined ? {} : {
      members: Object.fromEntries(
        Object.entries(members).map(([m, h]) => [m, shortFunction(`${name}.${m}`, h)]),
      ),
    }),
  });
}

/** Options of {@link parseLoopyGame}. */
export interface LoopyParseOptions {
  /**
   * Functions callable by name, e.g. a ruleset position `backsliding("tt..ff")`, also inside
   * a quoted form such as `'{frog(1)|0}'`, where each must give a short game.
   *
   * @default {}
   */
  functions?: Readonly<Record<string, LoopyGameFunction>>;
}

/** The deepest nesting {@link parseLoopyGame} accepts. */
export const MAX_LOOPY_NESTING = 1000;

// ---------------------------------------------------------------------------
// Printing.

const MAX_SLASHES = 4;

/** A node of a canonical stopper graph with the facts the printer asks about. */
interface NodeInfo {
  readonly stopper: Stopper;
  readonly negKey: string;
}

class Printer {
  readonly graph: Graph;
  readonly info = new Map<number, NodeInfo>();
  readonly names = new Map<number, string | null>();
  named = 0;

  constructor(graph: Graph) {
    this.graph = graph;
  }

  node(v: number): NodeInfo {
    let i = this.info.get(v);
    if (i === undefined) {
      const c = labelled(pack(this.graph, v));
      const short = hasCycle(c.graph) ? undefined : shortOfGraph(c.graph);
      const neg = labelled(negateGraph(c.graph));
      i = { stopper: { graph: c.graph, key: c.key, short }, negKey: neg.key };
      this.info.set(v, i);
    }
    return i;
  }

  /** The short game of every loopfree position, found once for the whole graph. */
  shorts: (Game | undefined)[] | undefined;

  short(v: number): Game | undefined {
    this.shorts ??= loopfreeShorts(this.graph);
    return this.shorts[v];
  }

  /** Orders options: short games first in CGSuite's order, then loopy ones by their key. */
  sorted(opts: readonly number[]): number[] {
    return [...opts].sort((a, b) => {
      const sa = this.short(a);
      const sb = this.short(b);
      if (sa !== undefined && sb !== undefined) return displayCompare(sa, sb);
      if (sa !== undefined) return -1;
      if (sb !== undefined) return 1;
      const ka = this.node(a).stopper.key;
      const kb = this.node(b).stopper.key;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
  }

  number(v: number): string | undefined {
    const s = this.short(v);
    if (s === undefined) return undefined;
    const p = numberUpStarParts(s);
    return p !== undefined && p.ups === 0 && p.star === 0 ? formatDyadic(p.number) : undefined;
  }

  /** Returns [text, slashes] as CGSuite's appendTo does. */
  format(v: number, forceBrackets: boolean, forceParens: boolean): [string, number] {
    const s = this.short(v);
    if (s !== undefined) return formatShort(s, forceBrackets);
    if (this.names.has(v)) {
      let name = this.names.get(v)!;
      if (name === null) {
        name = nthName(this.named++);
        this.names.set(v, name);
      }
      return [name, 0];
    }
    const g = this.graph;
    const l = g.left[v];
    const r = g.right[v];
    // A position on or above an alternating cycle (in a carousel side) is printed as braces,
    // as CGSuite's SimplifiedLoopyGame does; stoppers below it get the stopper forms.
    if (this.carousel(v)) return this.braces(v, forceBrackets);
    if (l.length === 1 && l[0] === v && r.length === 0) return ["on", 0];
    if (r.length === 1 && r[0] === v && l.length === 0) return ["off", 0];
    if (l.length === 1 && r.length === 1) {
      const over = r[0] === v ? this.number(l[0]) : undefined;
      const under = l[0] === v ? this.number(r[0]) : undefined;
      const x = over ?? under;
      if (x !== undefined) {
        const word = over !== undefined ? "over" : "under";
        if (x === "0") return [word, 0];
        return [forceParens ? `(${x}${word})` : `${x}${word}`, 0];
      }
    }
    const info = this.node(v);
    if (info.negKey === info.stopper.key) {
      const lo = this.sorted(l);
      const parts = lo.map((w, i) => this.format(w, true, i === 0 && lo.length === 1)[0]);
      return [lo.length > 1 ? `+-{${parts.join(",")}}` : `+-${parts[0]}`, 0];
    }
    const tiny = this.tiny(v, forceParens);
    if (tiny !== undefined) return [tiny, 0];
    const upon = this.uponForm(v);
    if (upon !== undefined) return [upon, 0];
    return this.braces(v, forceBrackets);
  }

  /** Whether position v is not a stopper (an alternating cycle is reachable from it). */
  carousel(v: number): boolean {
    if (this.carousels === undefined) {
      // Only carousel sides have alternating cycles; a stopper's graph is checked once.
      this.carousels = hasAlternatingCycle(this.graph)
        ? carouselNodes(this.graph)
        : new Uint8Array(this.graph.left.length);
    }
    return this.carousels[v] === 1;
  }

  carousels: Uint8Array | undefined;

  /** v in braces with slash runs, its options formatted in CGSuite's order. */
  braces(v: number, forceBrackets: boolean): [string, number] {
    const g = this.graph;
    const l = g.left[v];
    const r = g.right[v];
    this.names.set(v, null);
    let slashes = 0;
    // `pass` names the position whose option list holds it, braced or not (as CGSuite).
    const side = (opts: readonly number[]): string =>
      this.sorted(opts).map((w) => {
        if (w === v) return "pass";
        const [text, n] = this.format(w, opts.length > 1, false);
        slashes = Math.max(slashes, n);
        return text;
      }).join(",");
    const left = side(l);
    const right = side(r);
    const name = this.names.get(v);
    this.names.delete(v);
    slashes++;
    const braces = forceBrackets || (name !== null && name !== undefined) ||
      l.length === 0 ||
      r.length === 0 || slashes === MAX_SLASHES;
    const body = left + "|".repeat(slashes) + right;
    const prefix = name ?? "";
    return braces ? [`${prefix}{${body}}`, 0] : [body, slashes];
  }

  /** {x || x | y} with x a number, y - x <= under: `Tiny(x - y)` translated by x; and Miny. */
  tiny(v: number, forceParens: boolean): string | undefined {
    if (!this.plumtree(v)) return undefined;
    const g = this.graph;
    const l = g.left[v];
    const r = g.right[v];
    if (l.length !== 1 || r.length !== 1) return undefined;
    const under = sidesOf(UNDER_VALUE).onside;
    const diff = (a: number, b: number): LoopyGame =>
      addValues(this.value(a), negateValue(this.value(b)));
    let word: string;
    let translate: number;
    let sub: LoopyGame;
    const x = this.number(l[0]);
    const y = this.number(r[0]);
    if (
      x !== undefined && g.left[r[0]].length === 1 && g.right[r[0]].length === 1 &&
      g.left[r[0]][0] === l[0] && stopperLeq(sidesOf(diff(g.right[r[0]][0], l[0])).onside, under)
    ) {
      word = "Tiny";
      translate = l[0];
      sub = diff(l[0], g.right[r[0]][0]);
    } else if (
      y !== undefined && g.left[l[0]].length === 1 && g.right[l[0]].length === 1 &&
      g.right[l[0]][0] === r[0] && stopperLeq(sidesOf(diff(r[0], g.left[l[0]][0])).onside, under)
    ) {
      word = "Miny";
      translate = r[0];
      sub = diff(g.left[l[0]][0], r[0]);
    } else return undefined;
    const t = this.number(translate)!;
    const inner = formatLoopyGame(sub);
    const text = `${t === "0" ? "" : t}${word}(${inner})`;
    return forceParens ? `(${text})` : text;
  }

  value(v: number): LoopyGame {
    const s = this.node(v).stopper;
    return valueOf(s, s);
  }

  /** No cycles except passes (self-loops) below v. */
  plumtree(v: number): boolean {
    const sub = pack(this.graph, v);
    return !hasCycle({
      left: sub.left.map((o, i) => o.filter((w) => w !== i)),
      right: sub.right.map((o, i) => o.filter((w) => w !== i)),
    });
  }

  /** CGSuite's upon forms: x^[on]*m, x^<on>*m and their negatives x v[on]*m, x v<on>*m. */
  uponForm(v: number): string | undefined {
    const direct = uponOf(this.graph, v, true);
    if (direct !== undefined) return uponText(direct, false);
    const neg = uponOf(negateGraph(this.graph), v, true);
    if (neg !== undefined) return uponText({ ...neg, x: negateNumber(neg.x) }, true);
    return undefined;
  }
}

interface Upon {
  readonly nth: boolean;
  readonly x: string;
  readonly star: number;
}

function negateNumber(x: string): string {
  return x === "0" ? "0" : x.startsWith("-") ? x.slice(1) : "-" + x;
}

function uponText(u: Upon, negated: boolean): string {
  const star = u.star === 0 ? "" : u.star === 1 ? "*" : `*${u.star}`;
  const power = u.nth ? "<on>" : "[on]";
  return `${u.x === "0" ? "" : u.x}${negated ? "v" : "^"}${power}${star}`;
}

/** The number-and-nimber parts of a loopfree node x + *m, else undefined. */
function numberStar(g: Graph, v: number): { x: string; m: number; game: Game } | undefined {
  const sub = pack(g, v);
  if (hasCycle(sub)) return undefined;
  const s = shortOfGraph(sub);
  const p = numberUpStarParts(s);
  // A nimber part from 2^31 on never ends an upon's right side (its node would list its options).
  if (p === undefined || p.ups !== 0 || typeof p.star === "bigint") return undefined;
  return { x: formatDyadic(p.number), m: p.star, game: s };
}

function uponOf(g: Graph, v: number, checkNth: boolean): Upon | undefined {
  const l = g.left[v];
  const r = g.right[v];
  if (r.length === 1 && l.length <= 2) {
    const u = numberStar(g, r[0]);
    if (u !== undefined) {
      const others = l.filter((w) => w !== v);
      const hasPass = l.includes(v);
      if (u.m === 0 && hasPass && others.length === 1) {
        const x = numberStar(g, others[0]);
        if (x !== undefined && x.game === numberOnly(u)) return { nth: false, x: u.x, star: 1 };
      } else if (u.m !== 0 && hasPass && others.length === 0) {
        return { nth: false, x: u.x, star: u.m ^ 1 };
      }
    }
  }
  if (checkNth && r.length === 1) {
    const inner = uponOf(negateGraph(g), r[0], false);
    if (inner !== undefined && !inner.nth) {
      // left options must be exactly -x + *n for n = 0..(m ^ 1)
      const want = new Set<number>();
      for (let n = 0; n <= (inner.star ^ 1); n++) want.add(n);
      const x = negateNumber(inner.x);
      if (l.length !== want.size) return undefined;
      for (const w of l) {
        const p = numberStar(g, w);
        if (p === undefined || p.x !== x || !want.has(p.m)) return undefined;
        want.delete(p.m);
      }
      return { nth: true, x, star: inner.star ^ 1 };
    }
  }
  return undefined;
}

function numberOnly(u: { game: Game }): Game {
  const p = numberUpStarParts(u.game)!;
  return parseShortGame(formatDyadic(p.number));
}

/** The n-th node name: a, b, ..., z, then N1, N2, ... (CanonicalStopper.nthName). */
function nthName(n: number): string {
  return n < 26 ? String.fromCharCode(97 + n) : `N${n - 25}`;
}

/** A short game as an option: braces dropped unless forced (CGSuite's slash runs). */
function formatShort(g: Game, forceBrackets: boolean): [string, number] {
  const text = formatShortGame(g);
  if (forceBrackets || !text.startsWith("{") || !text.endsWith("}")) return [text, 0];
  // The outer braces enclose the whole text; find the top-level slash run inside.
  let depth = 0;
  let run = 0;
  let best = 0;
  for (let i = 1; i < text.length - 1; i++) {
    const c = text[i];
    if (c === "{" || c === "(") depth++;
    else if (c === "}" || c === ")") {
      depth--;
      if (depth < 0) return [text, 0];
    }
    if (depth === 0 && c === "|") best = Math.max(best, ++run);
    else run = 0;
  }
  const inner = text.slice(1, -1);
  const emptySide = inner.startsWith("|") || inner.endsWith("|");
  if (best === 0 || best >= MAX_SLASHES || emptySide) return [text, 0];
  return [inner, best];
}

function formatStopper(s: Stopper): string {
  if (s.short !== undefined) return formatShortGame(s.short);
  return guardStack("format loopy game", () => new Printer(s.graph).format(0, true, false)[0]);
}

/**
 * Prints a loopy value in CGSuite's notation: a loopfree value as {@link formatGame} prints
 * it; `on`, `off`; pseudonumbers `2over`, `-5over`, `3/2under`; switches `+-(5over)`;
 * `Tiny(on)`; the upon forms `^[on]` (= upon = {pass | *}), `^<on>` (= {0 | v[on]*}), with
 * a number and a nimber (`4v[on]*`); other stoppers in braces with slash runs (`{6over||3|2}`),
 * `pass` for an option back to the same position, and a label before the braces of a position
 * that an option returns to (`a{0|{a|-1}}`); a value that is not a stopper as
 * `onside & offside`, except `on & off`, which is `dud`. A side with alternating cycles (a
 * carousel, as in Bach's Carousel, `a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`) is printed
 * from its simplified graph as CGSuite's SimplifiedLoopyGame prints it: braces for every
 * position on or above a cycle, the stopper forms below; such a side has no canonical form,
 * so a value equal to CGSuite's may still be printed from another graph. Where a position has
 * several loopy options CGSuite orders them by a hash code; `cgt` orders them by their canonical
 * keys, so such lists may come out in another order. Source: aaron-siegel/cgsuite,
 * CanonicalStopper.scala, SimplifiedLoopyGame.scala, Pseudonumber.scala, SidedValue.scala.
 *
 * @param g A loopy value.
 * @returns Its notation.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { DUD, loopyAdd, OVER, UPON } from "@cgt/partizan/loopy";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatLoopyGame(DUD), "dud");
 * assert.equal(formatLoopyGame(loopyAdd(OVER, parseLoopyGame("2"))), "2over");
 * assert.equal(formatLoopyGame(UPON), "^[on]");
 * assert.equal(formatLoopyGame(parseLoopyGame("over - over")), "over & under");
 * ```
 */
export function formatLoopyGame(g: LoopyGame): string {
  const { onside, offside } = sidesOf(g);
  if (onside === offside) return formatStopper(onside);
  if (isOnNode(onside.graph, true) && isOnNode(offside.graph, false)) return "dud";
  return `${formatStopper(onside)} & ${formatStopper(offside)}`;
}

/**
 * Prints the onside and the offside of a loopy value, each as {@link formatLoopyGame} prints
 * a side: a stopper in its canonical form, or a side with alternating cycles (a carousel) as
 * its simplified graph, positions that are stoppers printed as stoppers (CGSuite's
 * SimplifiedLoopyGame). For a stopper both are the value itself.
 *
 * @param g A loopy value.
 * @returns The two sides' notations.
 * @throws {TypeError} If `g` is not a loopy value.
 *
 * @example
 * ```ts
 * import { DUD } from "@cgt/partizan/loopy";
 * import { formatLoopySides, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(formatLoopySides(DUD), { onside: "on", offside: "off" });
 * // Bach's Carousel (CGSuite's SidedValueTestCase): neither side is a stopper.
 * assert.deepEqual(formatLoopySides(parseLoopyGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")), {
 *   onside: "a{1|1,{1*|a||*}||0}",
 *   offside: "a{0,{1|||1*|a||*}|0}",
 * });
 * ```
 */
export function formatLoopySides(g: LoopyGame): { onside: string; offside: string } {
  const { onside, offside } = sidesOf(g);
  return { onside: formatStopper(onside), offside: formatStopper(offside) };
}

function isOnNode(g: Graph, on: boolean): boolean {
  const mine = on ? g.left : g.right;
  const theirs = on ? g.right : g.left;
  return g.left.length === 1 && mine[0].length === 1 && mine[0][0] === 0 &&
    theirs[0].length === 0;
}

// ---------------------------------------------------------------------------
// Parsing.

/**
 * A position being built from braces, a finished value, or `pass`: a move to the innermost
 * position whose option list holds it (a slash run's inner positions count as positions, so
 * `{0||0,pass|0,*}` is {0 || a} with a = {0, a | 0, *}, as CGSuite reads and prints it).
 */
type Item = { node: number } | { value: LoopyGame; form?: WrittenForm } | { pass: true };

/** The ordinal sum in the operations table (`G : H`, which has no infix word). */
const ORDINAL_SUM: Operation = OPERATIONS.find((op) => op.name === "ordinal-sum")!;

const PASS: Item = { pass: true };

interface Builder {
  readonly left: Item[][];
  readonly right: Item[][];
  readonly labels: Map<string, number>;
}

/** Thrown inside {@link LoopyParser.switchList} to re-read `+-{...}` as one braced game. */
class Retry extends Error {}
const RETRY = new Retry("retry");

const NAMED = ["on", "off", "over", "under", "dud", "upon", "pass"];

class LoopyParser extends Tokenizer {
  readonly functions: Readonly<Record<string, LoopyGameFunction>>;
  builder: Builder | undefined;

  constructor(text: string, functions: Readonly<Record<string, LoopyGameFunction>>) {
    super(text, "loopy game", MAX_LOOPY_NESTING);
    this.functions = functions;
  }

  /** The caller's functions as the short notation's, for quoted forms (made once). */
  shortFunctions(): Readonly<Record<string, GameFunction>> {
    this.#short ??= Object.fromEntries(
      Object.entries(this.functions).map(([name, f]) => [name, shortFunction(name, f)]),
    );
    return this.#short;
  }
  #short: Readonly<Record<string, GameFunction>> | undefined;

  /**
   * For an unknown name called as a function when no functions were given: where the ruleset
   * functions come from (this package imports no other, so it cannot name them itself).
   */
  callHint(): string {
    for (const _ in this.functions) return "";
    return " (ruleset functions such as backsliding, domineering come from @cgt/rulesets: " +
      "LOOPY_RULESET_FUNCTIONS and RULESET_FUNCTIONS, passed as { functions })";
  }

  /**
   * A whole expression: sums whose operands may be sides `G & H`, joined by CGSuite's infix
   * words (`on Upsum off`), left to right and binding loosest, as in the short notation.
   */
  sided(): LoopyGame {
    const at = this.pos;
    return this.value(this.sidedItem(), at);
  }

  /** {@link sided}, as an item: a quoted form `'{*|*}'` alone keeps its form. */
  sidedItem(): Item {
    const at = this.pos;
    let g = this.sum();
    for (;;) {
      const infix = this.infix();
      if (infix === undefined) return g;
      const at2 = this.pos;
      g = this.binary(infixOperation(infix.word)!, infix.word, infix.start, g, at, this.sum(), at2);
    }
  }

  /** A tuple item that is an expression, `2+1` in `Wythoff((2+1, 3))`: its integer value. */
  override integerItem(): bigint {
    this.skip(); // the column of a refused item is where it starts
    const at = this.pos;
    const saved = this.builder;
    this.builder = undefined;
    let g: LoopyGame;
    try {
      g = this.sided();
    } finally {
      this.builder = saved;
    }
    const short = toShortGame(g);
    const x = short === undefined ? undefined : numberValue(short);
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

  /** The start of every quoted form read so far. */
  readonly formsAt: number[] = [];

  /**
   * The binary operation `op` (named `word`, read at `start`) on the items g (read from `at`)
   * and h (read from `at2` to the cursor). An operation whose value depends on forms computes on
   * a quoted form as written (`'{-1|1}' : on` is 1under, `upon.Subordinate('{*|*}')` is on);
   * one whose operand was built from a quoted form (`-'{*|*}'`, braces around one) is refused
   * rather than computed on the value.
   */
  binary(
    op: Operation,
    word: string,
    start: number,
    g: Item,
    at: number,
    h: Item,
    at2: number,
  ): Item {
    const end = this.pos;
    const gv = this.value(g, at);
    const hv = this.value(h, at2);
    const gForm = "value" in g ? g.form : undefined;
    // G : H depends on H's value only (ONAG ch. 15): a loopy G on a quoted H is G : value.
    const hForm = op === ORDINAL_SUM && toShortGame(gv) === undefined
      ? undefined
      : "value" in h
      ? h.form
      : undefined;
    const onForms = formOperation(op.name);
    if (onForms !== undefined) {
      if (gForm !== undefined || hForm !== undefined) {
        const a = toShortGame(gv);
        const b = toShortGame(hv);
        if (a !== undefined && b !== undefined) {
          return { value: valueOfGame(onForms(gForm ?? a, hForm ?? b)) };
        }
        if (op.name === "ordinal-sum" && gForm !== undefined && b === undefined) {
          const base = optionValues(gForm);
          return { value: loopyOrdinalSumOnForm(base.left, base.right, hv) };
        }
        if (op.name === "subordinate" && hForm !== undefined && gForm === undefined) {
          const base = optionValues(hForm);
          return { value: subordinateToForm(gv, base.left, base.right) };
        }
        this.fail(`${word} of a quoted form takes short games, received a loopy one`, start);
      }
      // A quoted form inside an operand that is not that form itself: its form is lost.
      const gOwn = "value" in g && g.form !== undefined;
      const hOwn = "value" in h && h.form !== undefined;
      const built = this.formsAt.find((p) =>
        (!gOwn && p >= at && p < at2) || (!hOwn && p >= at2 && p < end)
      );
      if (built !== undefined) {
        this.fail(
          `${word} depends on the form, and cgt computes it on a quoted form only as an operand by itself`,
          built,
        );
      }
    }
    if (op === ORDINAL_SUM) {
      for (const [x, where] of [[gv, at], [hv, at2]] as const) {
        const { onside, offside } = sidesOf(x);
        if (onside !== offside) this.fail("an ordinal sum takes stoppers", where);
      }
      return { value: loopyOrdinalSum(gv, hv) };
    }
    return { value: this.operation(word, start)(gv, hv) };
  }

  /**
   * One of CGSuite's infix words, if one comes next, as a function on loopy values: the
   * operations table's loopy function, or its short one when both operands are loopfree.
   */
  infix(): { word: string; start: number } | undefined {
    this.skip();
    const end = nameEnd(this.text, this.pos);
    if (end === this.pos) return undefined;
    const start = this.pos;
    const word = this.text.slice(start, end);
    if (infixOperation(word) === undefined) return this.fail(`unknown operation "${word}"`);
    this.pos = end;
    return { word, start };
  }

  /**
   * The binary operation the infix word or method name `word` (read at `start`) names, as a
   * function on loopy values: the operations table's loopy function, or its short one when
   * both operands are loopfree. The word must be in the table.
   */
  operation(word: string, start: number): (g: LoopyGame, h: LoopyGame) => LoopyGame {
    const op = infixOperation(word)!;
    if (op.loopy !== undefined) return op.loopy;
    return (g, h) => {
      const a = toShortGame(g);
      const b = toShortGame(h);
      if (a === undefined || b === undefined) {
        this.fail(`${word} takes short games, received a loopy one`, start);
      }
      return valueOfGame(op.apply(a!, b!));
    };
  }

  /**
   * side := term ('&' unary)? : CGSuite's `G & H` (Cgsuite.g `sidleExpr`), binding tighter
   * than `+` and `-` and looser than a unary minus, and not chained: `over & v - 2` is
   * `(over & v) - 2`. Directly in an option list (`inOption`) a side must be parenthesised.
   */
  side(inOption: boolean): Item {
    const at = this.pos;
    const item = this.ordinal();
    if (this.peek() !== "&") return item;
    if (inOption) this.fail("sides (&) must be written in parentheses", at);
    const on = this.value(item, at);
    this.pos++;
    const at2 = this.pos;
    const off = this.value(this.ordinal(true), at2);
    // G & H takes the onside of G and the offside of H (CGSuite's SidedValue(onside, offside)).
    const a = sidesOf(on).onside;
    const b = sidesOf(off).offside;
    if (!stopperLeq(b, a)) this.fail("the offside must be <= the onside", at2);
    return { value: valueOf(a, b) };
  }

  /**
   * ordinal := term (':' unary)* : CGSuite's ordinal sum `G : H` (Cgsuite.g `ordinalSumExpr`),
   * left to right, binding tighter than `&`, `+` and `-` and looser than a unary minus, on
   * stoppers (`1:off` is over); `plus` allows a unary plus first (after `&`).
   */
  ordinal(plus = false): Item {
    const at = this.pos;
    let item = plus ? this.unary() : this.term();
    while (this.peek() === ":") {
      const colon = this.pos;
      this.pos++;
      const at2 = this.pos;
      item = this.binary(ORDINAL_SUM, ":", colon, item, at, this.unary(), at2);
    }
    return item;
  }

  /** unary := '+' term | term : a term, with an optional unary plus. */
  unary(): Item {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    return this.term();
  }

  value(item: Item, at: number): LoopyGame {
    if ("value" in item) return item.value;
    if ("node" in item && this.builder !== undefined && this.contained.get(item.node)) {
      return graphValue(
        this.builder,
        item.node,
        (a) => this.fail("an option must be a stopper", a),
      );
    }
    if ("pass" in item) return this.fail('"pass" can stand only as a whole option', at);
    return this.fail("a position label can stand only as a whole option inside braces", at);
  }

  /**
   * sum := ['+'] side (('+' | '-') side | '+-' side)* ; sides `&` bind tighter, as in CGSuite.
   */
  sum(inOption = false): Item {
    if (this.peek() === "+" && !this.isPlusMinus()) this.pos++;
    const at = this.pos;
    const first = this.side(inOption);
    // The loopfree terms are added as short games and the others as loopy values, each sum
    // once at the end: a loopy sum's cost grows with its short part, so adding term after term
    // to a loopy total (1 + 1 + ... after a loopy game) took time quadratic in the terms.
    let short: Game | undefined;
    let loopy: LoopyGame | undefined;
    // The last loopfree term, whose value is reused when the short sum is that term (x + 0).
    let last: [Game, LoopyGame] | undefined;
    const add = (t: LoopyGame): void => {
      const g = toShortGame(t);
      if (g !== undefined) {
        short = short === undefined ? g : addGames(short, g);
        last = [g, t];
      } else loopy = loopy === undefined ? t : addValues(loopy, t);
    };
    for (let terms = 1;; terms++) {
      const c = this.peek();
      if (terms === 1 && (this.isPlusMinus() || c === "+" || c === "-")) {
        add(this.value(first, at));
      }
      if (this.isPlusMinus()) {
        add(this.switchOperand(inOption));
      } else if (c === "+") {
        this.pos++;
        const t = this.side(inOption);
        add(this.value(t, this.pos));
      } else if (c === "-") {
        this.pos++;
        const t = this.side(inOption);
        add(negateValue(this.value(t, this.pos)));
      } else if (terms === 1) return first;
      else {
        const s = short === undefined
          ? undefined
          : last![0] === short
          ? last![1]
          : valueOfGame(short);
        return { value: loopy === undefined ? s! : s === undefined ? loopy : addValues(loopy, s) };
      }
    }
  }

  /**
   * After a binary `+-`: the switch ±y of the side y that follows (CGSuite's
   * `binaryPlusMinus`); `+-(a,b)` and `+-{a,b}` are read as by {@link LoopyParser.term}.
   */
  switchOperand(inOption: boolean): LoopyGame {
    const start = this.pos;
    this.eatPlusMinus();
    const next = this.peek();
    if (next === "(" || next === "{") {
      this.pos = start;
      return this.value(this.term(), start);
    }
    const at = this.pos;
    const x = this.value(this.side(inOption), at);
    return this.braceValue([x], [negateValue(x)]);
  }

  term(): Item {
    if (this.isPlusMinus()) {
      this.eatPlusMinus();
      const at = this.pos;
      const list = this.switchList();
      if (list !== undefined) {
        if (list.length === 0) this.fail("expected options after +-", at);
        return { value: this.braceValue(list, list.map(negateValue)) };
      }
      const x = this.value(this.postfix(this.atom(), at), at);
      return { value: this.braceValue([x], [negateValue(x)]) };
    }
    if (this.peek() === "-") {
      this.pos++;
      const at = this.pos;
      if (/[0-9]/.test(this.peek())) {
        const item = this.literal(true);
        if (this.peek() !== ".") return item;
        // A method call binds tighter than the minus, as in the short notation: -2.Tiny is
        // -(2.Tiny), and -1v.M is -((1^).M).
        const g = negateValue(this.value(item, at));
        return { value: negateValue(this.value(this.postfix({ value: g }, at), at)) };
      }
      const item = this.term();
      const value = negateValue(this.value(item, at));
      // The negative of a quoted form is the form with the players swapped.
      if ("value" in item && item.form !== undefined) {
        const form = negateOperand(item.form);
        return "kind" in form ? { value, form } : { value };
      }
      return { value };
    }
    const at = this.pos;
    return this.postfix(this.atom(), at);
  }

  /**
   * postfix := item ('.' method)* : CGSuite's method calls on the term before them (read at
   * `at`), left to right, binding tighter than every operator, as in the short notation: a
   * binary method of the operations table with its one argument (`^.Pow(on)` is `^ Pow on`),
   * `.CanonicalForm` and `.GameValue` (the value itself), `.Tiny` and `.Miny` of a stopper,
   * the stops, strong stops, degree, variety, follower count and sides of a stopper, or another
   * of the methods table's methods on a loopfree value (`.Mean`, `.Cool(1)`, ...).
   * Without a `.` next, the item is returned as it is (a label or `pass` included).
   */
  postfix(item: Item, at: number): Item {
    for (;;) {
      const method = this.methodName();
      if (method === undefined) return item;
      const { name, at: nameAt } = method;
      const g = this.value(item, at);
      if (infixOperation(name) !== undefined) {
        const argumentAt = this.pos;
        const h = this.methodArgument(name);
        item = this.binary(infixOperation(name)!, name, nameAt, item, at, h, argumentAt);
        continue;
      }
      const found = gameMethod(name);
      if (found === undefined) this.fail(`unknown method "${name}"`, nameAt);
      const args = this.callArguments(name, found.parameters);
      if (found.identity) continue;
      if (name === "Tiny" || name === "Miny") {
        item = { value: this.tinyValue(name, g) };
        continue;
      }
      const short = toShortGame(g);
      if (short !== undefined) item = { value: valueOfGame(found.apply(short, args)) };
      else if (name === "LeftStop" || name === "RightStop") {
        item = { value: this.stopValue(g, name === "LeftStop" ? "left" : "right", nameAt) };
      } else if (name === "Stop" || name === "StrongStop") {
        const player = args[0] === "left" ? "left" : "right";
        item = { value: this.stopValue(g, player, nameAt, name === "StrongStop") };
      } else if (name === "Onside" || name === "Offside") {
        item = { value: name === "Onside" ? onside(g) : offside(g) };
      } else if (name === "Degree" || name === "Variety" || name === "FollowerCount") {
        const { onside: on, offside: off } = sidesOf(g);
        if (on !== off) {
          const what = name === "Degree"
            ? "a degree"
            : name === "Variety"
            ? "a variety"
            : "a follower count";
          this.fail(`${what} is defined for stoppers, received a loopy game`, nameAt);
        }
        item = {
          value: name === "Degree"
            ? degree(g)
            : name === "Variety"
            ? variety(g)
            : valueOfGame(integer(stopperFollowers(g).length)),
        };
      } else this.fail(`${name} takes a short game, received a loopy one`, nameAt);
    }
  }

  /**
   * The arguments `(a, b)` of the method `name` of the methods table, if it takes any, each of
   * the kind its parameter says: a player `Left` or `Right`, or a loopfree value (a number for
   * a `"number"` parameter: every method with arguments takes short games, as in CGSuite).
   */
  callArguments(name: string, parameters: readonly MethodParameter[]): MethodArgument[] {
    return this.methodArguments(name, parameters.length, (i, at): MethodArgument => {
      if (parameters[i] === "player") return this.player(name);
      const saved = this.builder;
      this.builder = undefined;
      let h: LoopyGame;
      try {
        h = this.sided();
      } finally {
        this.builder = saved;
      }
      const short = toShortGame(h);
      if (short === undefined) this.fail(`${name} takes short games, received a loopy one`, at);
      if (parameters[i] === "number" && numberValue(short) === undefined) {
        this.fail(`${name} takes a number, received "${this.text.slice(at, this.pos).trim()}"`, at);
      }
      return short;
    });
  }

  /** The one argument `(h)` of the binary method `name`, read as a call's argument is. */
  methodArgument(name: string): Item {
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    this.enter();
    this.pos++;
    if (this.peek() === ")") this.fail(`${name} takes one argument, received none`);
    const saved = this.builder;
    this.builder = undefined;
    let h: Item;
    try {
      h = this.sidedItem();
    } finally {
      this.builder = saved;
    }
    if (this.peek() === ",") this.fail(`${name} takes one argument, received more`);
    this.expect(")");
    this.depth--;
    return h;
  }

  /**
   * The stop of a stopper for a player as a value (CGSuite's `LeftStop` and `RightStop` of a
   * stopper: a pseudonumber such as `on` or `3/2under`), or its strong stop (`StrongStop`: the
   * tilt dropped, `3/2under` gives 3/2).
   */
  stopValue(g: LoopyGame, player: "left" | "right", at: number, strong = false): LoopyGame {
    const { onside, offside } = sidesOf(g);
    if (onside !== offside) this.fail("stops are defined for stoppers, received a loopy game", at);
    const stop = loopyStop(g, player, { strong });
    if (stop.kind !== "number") return namedValue(stop.kind);
    const x = valueOfGame(numberGame(stop.value));
    return stop.tilt === 0 ? x : addValues(x, namedValue(stop.tilt > 0 ? "over" : "under"));
  }

  /** Tiny(x) = {0 || 0 | -x} or Miny(x) = {x | 0 || 0} of a stopper x. */
  tinyValue(name: "Tiny" | "Miny", x: LoopyGame): LoopyGame {
    const zero = valueOfGame(parseShortGame("0"));
    if (name === "Tiny") {
      const inner = this.braceValue([zero], [negateValue(x)]);
      return this.braceValue([zero], [inner]);
    }
    const inner = this.braceValue([x], [zero]);
    return this.braceValue([inner], [zero]);
  }

  /**
   * After `+-`: the option list of `+-(a,b)` or `+-{a,b}` (braces without `|`), or undefined
   * (position unchanged) when what follows is a single game.
   */
  switchList(): LoopyGame[] | undefined {
    const open = this.peek();
    if (open !== "(" && open !== "{") return undefined;
    const close = open === "(" ? ")" : "}";
    const start = this.pos;
    const savedBuilder = this.builder;
    this.builder = undefined;
    try {
      this.enter();
      this.pos++;
      const list: LoopyGame[] = [];
      if (this.peek() !== close) {
        for (;;) {
          if (this.peek() === "|") throw RETRY;
          list.push(this.sided());
          if (this.peek() !== ",") break;
          this.pos++;
        }
      }
      if (open === "(" && list.length === 1 && this.peek() === ")") {
        this.pos++;
        this.depth--;
        return list;
      }
      if (this.peek() !== close) throw RETRY;
      this.pos++;
      this.depth--;
      return list;
    } catch (e) {
      if (e !== RETRY && !(open === "{" && e instanceof SyntaxError)) throw e;
      this.pos = start;
      this.depth--;
      return undefined;
    } finally {
      this.builder = savedBuilder;
    }
  }

  atom(): Item {
    const c = this.peek();
    const start = this.pos;
    if (c === "") this.fail("expected a game but the input ended");
    if (c === "{") return this.braces(undefined);
    if (c === "(") {
      this.enter();
      this.pos++;
      const at = this.pos;
      const g = this.sidedItem();
      if (this.peek() === ",") this.failTuple(start);
      this.expect(")");
      this.depth--;
      return "value" in g ? g : { value: this.value(g, at) };
    }
    if (c === "'") {
      // CGSuite's explicit form: its value, with the form kept for the operations that depend
      // on it (read by the short notation's reader of quoted forms).
      const { form, end } = readQuotedForm(this.text, start, this.shortFunctions());
      this.formsAt.push(start);
      this.pos = end;
      try {
        return { value: valueOfGame(operandValue(form)), form };
      } catch (error) {
        // A form too large for a graph (an option *2^40): the refusal gets the form's column.
        throw this.placed(error, start);
      }
    }
    if (/[0-9^*↑↓⇑⇓∗]/.test(c)) return this.literal(false);
    const after = nameEnd(this.text, this.pos);
    if (after > this.pos) {
      const name = this.text.slice(this.pos, after);
      let next = after;
      while (next < this.text.length && isSpace(this.text.charCodeAt(next))) next++;
      if (this.text[next] === "{" && !NAMED.includes(name)) {
        this.pos = after;
        return this.braces(name);
      }
      if (this.builder !== undefined && this.builder.labels.has(name)) {
        this.pos = after;
        return { node: this.builder.labels.get(name)! };
      }
      if (this.downsAhead()) return this.literal(false);
      if (name === "v" && (this.text[after] === "[" || this.text[after] === "<")) {
        return this.literal(false);
      }
      if (name === "dud" && this.builder !== undefined) {
        // Inside braces, dud is spliced in as a position of its own, {dud | dud}: it is not a
        // stopper, so its value alone could not stand as an option (CGSuite's `{0|{dud|},*}`).
        this.pos = after;
        const b = this.builder;
        const node = b.left.length;
        b.left.push([{ node }]);
        b.right.push([{ node }]);
        this.contained.set(node, true);
        return { node };
      }
      switch (name) {
        case "on":
        case "off":
        case "over":
        case "under":
        case "dud":
        case "upon":
          this.pos = after;
          return { value: namedValue(name) };
        case "pass":
          if (this.builder === undefined || this.passTarget === undefined) {
            this.fail('"pass" can stand only as an option inside braces', start);
          }
          this.pos = after;
          return PASS;
      }
      return this.call(name, start);
    }
    if (c === "v") return this.literal(false);
    return this.fail(`unexpected "${this.text[start]}"`);
  }

  passTarget: number | undefined;

  /** Nested braces (by their node) that refer to no position outside them. */
  readonly contained = new Map<number, boolean>();

  /**
   * A literal, as {@link LoopyParser.literalItem} reads it; a method call right after a
   * fraction is refused, as in the short notation.
   */
  literal(negative: boolean): Item {
    const start = this.pos;
    const item = this.literalItem(negative);
    if (/^\d+\s*\/\s*\d/.test(this.text.slice(start)) && this.peek() === ".") {
      this.failFractionMethod(start, negative);
    }
    return item;
  }

  /**
   * Refuses a literal (at `start`) whose nimber part *n has n from
   * {@link MAX_LOOPY_NODES} on: the short notation sums such nimbers without their options, but a
   * loopy value is a graph with a node for each smaller nimber, too many to build.
   */
  checkNimber(g: Game, start: number): void {
    const star = numberUpStarParts(g)?.star ?? 0;
    if (star < MAX_LOOPY_NODES) return;
    const digits = String(star);
    const shown = digits.length > 40
      ? `*${digits.slice(0, 20)}... (${digits.length} digits)`
      : `*${digits}`;
    this.fail(
      `nimber "${shown}" must be below *${MAX_LOOPY_NODES} in a loopy game (its graph has a node for each smaller nimber)`,
      start,
    );
  }

  /** A literal: a short one (handed to parseGame), `xover`/`xunder`, or an upon form. */
  literalItem(negative: boolean): Item {
    const start = negative ? this.pos - 1 : this.pos;
    const rest = this.text.slice(this.pos);
    const num = /^\d+(?:\s*\/\s*\d+)?/.exec(rest);
    const numText = num === null ? "" : num[0].replace(/\s+/g, "");
    const after = rest.slice(num === null ? 0 : num[0].length);
    const pseudo = /^(over|under)(?![A-Za-z0-9_])/.exec(after);
    const x = (): LoopyGame => {
      try {
        return valueOfGame(
          parseShortGame((negative ? "-" : "") + (numText === "" ? "0" : numText)),
        );
      } catch (e) {
        if (e instanceof SyntaxError) this.fail(`bad literal "${num![0]}"`, start);
        throw e;
      }
    };
    if (pseudo !== null) {
      this.pos += (num === null ? 0 : num[0].length) + pseudo[0].length;
      return { value: addValues(x(), namedValue(pseudo[1])) };
    }
    // The arrows ↑ ↓ ⇑ ⇓ and ∗ may stand for ^, v, ^^, vv and *, as in the short notation.
    const upon = /^([\^v↑↓])(\[on\]|<on>)([*∗]\d*)?/.exec(after);
    if (upon !== null) {
      this.pos += (num === null ? 0 : num[0].length) + upon[0].length;
      let u = namedValue(upon[2] === "[on]" ? "upon" : "uponth");
      if (upon[1] === "v" || upon[1] === "↓") u = negateValue(u);
      const star = upon[3] === undefined
        ? undefined
        : parseShortGame(upon[3] === "*" ? "*" : upon[3]);
      let g = addValues(x(), u);
      if (star !== undefined) {
        this.checkNimber(star, start);
        g = addValues(g, valueOfGame(star));
      }
      return { value: g };
    }
    // A short literal: number, ups or downs (with CGSuite's uptimals), star.
    const lit =
      /^(\d+(?:\s*\/\s*\d+)?)?((?:[\^v↑↓](?:<\d+>|\[\d+\]))|[\^↑⇑]+\d*|[v↓⇓]+\d*(?![A-Za-z_(]))?([*∗]\d*)?/
        .exec(rest);
    if (lit === null || lit[0] === "") return this.fail(`unexpected "${this.text[this.pos]}"`);
    this.pos += lit[0].length;
    let shortText = lit[0];
    if (
      (lit[3] === "*" || lit[3] === "∗") && (lit[1] === undefined || lit[2] !== undefined) &&
      /^\s*\(/.test(this.text.slice(this.pos))
    ) {
      // CGSuite's nim operator on an expression, *(3+5) = *8, as the short notation reads it.
      const starAt = this.pos - 1;
      const open = this.pos;
      const inner = toShortGame(this.value(this.atom(), open));
      const x = inner === undefined ? undefined : numberValue(inner);
      if (x === undefined || x.exponent !== 0 || x.numerator < 0n) {
        this.fail(
          `the nim operator * takes an integer from 0 up, received "${
            this.text.slice(open, this.pos).trim()
          }"`,
          starAt,
        );
      }
      shortText = `${lit[0].slice(0, -1)}*${x.numerator}`;
    }
    let g: Game;
    try {
      g = parseShortGame((negative ? "-" : "") + shortText);
    } catch (e) {
      if (e instanceof SyntaxError) this.fail(`bad literal "${lit[0]}"`, start);
      throw e;
    }
    this.checkNimber(g, start);
    const item = valueOfGame(g);
    if (/^\s*(Tiny|Miny)\s*\(/.test(this.text.slice(this.pos))) {
      const m = /^\s*(Tiny|Miny)/.exec(this.text.slice(this.pos))!;
      const at = this.pos;
      this.pos += m[0].length;
      return { value: addValues(item, this.value(this.call(m[1], at), at)) };
    }
    return { value: item };
  }

  /**
   * A call of a function of `options.functions` (or `Tiny`, `Miny`) whose name starts at
   * `start`, with CGSuite's forms where the function declares them, as `parseGame` reads them
   * (`game.strip.BackslidingToadsAndFrogs(...)`, literal tuples, lists and sets, `R(rules)(position)`,
   * `R.Member(...)`); a SyntaxError or RangeError the function throws gets the call's column.
   */
  call(given: string, start: number): Item {
    let name = given;
    this.pos = start + name.length;
    const builtin = name === "Tiny" || name === "Miny";
    let f = !builtin && Object.hasOwn(this.functions, name) ? this.functions[name] : undefined;
    if (name === "game" && f === undefined) {
      const q = this.qualifiedName();
      if (q !== undefined) {
        f = Object.hasOwn(this.functions, q.name) ? this.functions[q.name] : undefined;
        const library = f === undefined ? undefined : cgsuiteFormsOf(f)?.library;
        if (library !== q.library) {
          this.fail(
            library === undefined
              ? `unknown name "${q.library}.${q.name}"${this.callHint()}`
              : `CGSuite's ${q.name} is ${library}.${q.name}, not in ${q.library}`,
            start,
          );
        }
        name = q.name;
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
    if (!builtin && f === undefined) {
      this.fail(`unknown name "${name}"${this.peek() === "(" ? this.callHint() : ""}`, start);
    }
    if (this.peek() !== "(") this.fail(`expected "(" after "${name}"`);
    const args = this.argumentList(name, forms);
    if (builtin) {
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
      const x = typeof a === "bigint" ? valueOfGame(parseShortGame(a.toString())) : a;
      return { value: this.tinyValue(name as "Tiny" | "Miny", x) };
    }
    let result: Game | LoopyGame;
    try {
      if (forms?.apply !== undefined && this.peek() === "(") {
        // CGSuite's ruleset applied to a position: name(rules)(position).
        const g = forms.apply(args);
        result = g(this.argumentList(name, cgsuiteFormsOf(g) ?? forms));
      } else result = f!(args);
    } catch (error) {
      throw this.placed(error, start);
    }
    return { value: isLoopyValue(result) ? result : valueOfGame(result as Game) };
  }

  /**
   * The arguments `(a, b, ...)` of a call of `name`, parentheses included: literal tuples,
   * lists and sets only where `forms` allow them, refused where they stand otherwise.
   */
  argumentList(
    name: string,
    forms: CgsuiteForms<LoopyGameFunction> | undefined,
  ): LoopyGameArgument[] {
    return this.argumentsOf(() => this.argument(name, forms));
  }

  argument(name: string, forms: CgsuiteForms<LoopyGameFunction> | undefined): LoopyGameArgument {
    const literal = this.literalArgument();
    if (literal !== undefined) return literal;
    const compound = this.compoundArgument(name, forms?.literals === true);
    if (compound !== undefined) return compound as unknown as LoopyGameArgument;
    const named = this.namedArgument();
    if (named !== undefined) return named;
    const saved = this.builder;
    this.builder = undefined;
    try {
      return this.sided();
    } finally {
      this.builder = saved;
    }
  }

  /** The value {lefts | rights} of given values. */
  braceValue(lefts: LoopyGame[], rights: LoopyGame[]): LoopyGame {
    return graphValue(
      {
        left: [lefts.map((value) => ({ value }))],
        right: [rights.map((value) => ({ value }))],
        labels: new Map(),
      },
      0,
      (at) => this.fail("an option must be a stopper", at),
    );
  }

  /** label? '{' option lists separated by slash runs '}' */
  braces(label: string | undefined): Item {
    const start = this.pos;
    const outer = this.builder === undefined;
    if (outer) this.builder = { left: [], right: [], labels: new Map() };
    const b = this.builder!;
    const savedPass = this.passTarget;
    try {
      this.enter();
      this.pos++;
      // The node for the whole brace expression is allocated first so labels can refer to it.
      const root = b.left.length;
      b.left.push([]);
      b.right.push([]);
      if (label !== undefined) {
        if (b.labels.has(label)) this.fail(`label "${label}" is defined twice`, start);
        b.labels.set(label, root);
      }
      this.passTarget = root;
      const lists: Item[][] = [];
      const seps: number[] = [];
      const sepAt: number[] = [];
      for (;;) {
        const list: Item[] = [];
        const c = this.peek();
        if (c === "") this.fail('expected "}" but the input ended');
        if (c !== "|" && c !== "}") {
          for (;;) {
            list.push(this.sum(true));
            if (this.peek() !== ",") break;
            this.pos++;
          }
        }
        lists.push(list);
        if (this.peek() === "|") {
          sepAt.push(this.pos);
          seps.push(this.slashRun());
          continue;
        }
        if (this.peek() === "}") {
          this.pos++;
          break;
        }
        this.fail('expected ",", "|" or "}"');
      }
      if (seps.length === 0) this.fail('expected "|" inside braces', this.pos - 1);
      this.split(lists, seps, sepAt, 0, lists.length - 1, root);
      this.depth--;
      if (!outer) {
        // Whether these braces refer only to positions inside them, so that they have a value
        // of their own (needed when they are added to or subtracted from something).
        let contained = true;
        for (let v = root; v < b.left.length && contained; v++) {
          for (const item of [...b.left[v], ...b.right[v]]) {
            if ("node" in item && item.node < root) contained = false;
          }
        }
        this.contained.set(root, contained);
        return { node: root };
      }
      return { value: graphValue(b, root, (at) => this.fail("an option must be a stopper", at)) };
    } finally {
      this.passTarget = savedPass;
      if (outer) this.builder = undefined;
    }
  }

  /** Fills node `into` with lists[lo..hi] split at its unique largest slash run. */
  split(
    lists: Item[][],
    seps: number[],
    sepAt: number[],
    lo: number,
    hi: number,
    into: number,
  ): void {
    const b = this.builder!;
    let best = lo;
    for (let i = lo; i < hi; i++) if (seps[i] > seps[best]) best = i;
    for (let i = lo; i < hi; i++) {
      if (i !== best && seps[i] === seps[best]) {
        this.fail(`ambiguous slashes: two runs of ${seps[i]} at the same level`, sepAt[i]);
      }
    }
    // A list's passes name the position whose options it holds.
    const own = (list: Item[], node: number): Item[] =>
      list.map((item) => ("pass" in item ? { node } : item));
    const part = (a: number, z: number, parent: number): Item[] => {
      if (a === z) return own(lists[a], parent);
      const node = b.left.length;
      b.left.push([]);
      b.right.push([]);
      this.split(lists, seps, sepAt, a, z, node);
      return [{ node }];
    };
    b.left[into] = part(lo, best, into);
    b.right[into] = part(best + 1, hi, into);
  }
}

let uponth: LoopyGame | undefined;

function namedValue(name: string): LoopyGame {
  switch (name) {
    case "on":
      return valueOfGraph({ left: [[0]], right: [[]] });
    case "off":
      return valueOfGraph({ left: [[]], right: [[0]] });
    case "over":
      return valueOfGraph({ left: [[1], []], right: [[0], []] });
    case "under":
      return valueOfGraph({ left: [[0], []], right: [[1], []] });
    case "dud":
      return valueOfGraph({ left: [[0]], right: [[0]] });
    case "upon":
      return valueOfGraph({ left: [[0], [2], []], right: [[1], [2], []] });
    default: {
      // uponth = ^<on> = {0 | * - upon} (CGSuite's tutorial on loopy games)
      if (uponth === undefined) {
        const minus = addValues(valueOfGame(parseShortGame("*")), negateValue(namedValue("upon")));
        uponth = graphValue(
          {
            left: [[{ value: valueOfGame(parseShortGame("0")) }]],
            right: [[{ value: minus }]],
            labels: new Map(),
          },
          0,
          () => {
            throw new RangeError("Cannot make uponth");
          },
        );
      }
      return uponth;
    }
  }
}

/** Builds the graph of a builder (nodes plus embedded stopper values) and finds its value. */
function graphValue(b: Builder, root: number, fail: (at: number) => never): LoopyGame {
  const left: number[][] = [];
  const right: number[][] = [];
  const n = b.left.length;
  for (let i = 0; i < n; i++) {
    left.push([]);
    right.push([]);
  }
  const embedded = new Map<string, number>();
  const embed = (g: LoopyGame): number => {
    const { onside, offside } = sidesOf(g);
    if (onside !== offside) fail(0);
    const hit = embedded.get(onside.key);
    if (hit !== undefined) return hit;
    const base = left.length;
    for (let i = 0; i < onside.graph.left.length; i++) {
      left.push(onside.graph.left[i].map((w) => w + base));
      right.push(onside.graph.right[i].map((w) => w + base));
    }
    embedded.set(onside.key, base);
    return base;
  };
  // Every pass was resolved to its position when its braces were split.
  const resolve = (item: Item): number =>
    "node" in item ? item.node : "value" in item ? embed(item.value) : fail(0);
  for (let i = 0; i < n; i++) {
    for (const item of b.left[i]) left[i].push(resolve(item));
    for (const item of b.right[i]) right[i].push(resolve(item));
  }
  return valueOfGraph(pack({ left, right }, root));
}

/**
 * Parses CGSuite's notation for loopy games into a loopy value. Everything
 * {@link parseGame} reads is read here too (as a loopfree value), and also: the names `on`,
 * `off`, `over`, `under`, `dud` and `upon`; `pass` as an option (a move back to the position
 * whose option list holds it, an inner position of a slash run too, as in CGSuite:
 * `{pass|*}` is upon, `{0||0,pass|0,*}` is {0 | a} with a = {0, a | 0, *}); a label written
 * before braces names that position, so options inside can return to it (`a{0|{a|-1}}`,
 * `a{|a,b{|1+*}}`); the printed forms `2over`, `-5over`, `3/2under`, `^[on]`, `v[on]`, `^<on>`, `v<on>` with a number and a star
 * (`4v[on]*`), `Tiny(on)`, `+-(5over)`; CGSuite's method calls as `parseGame` reads them
 * (`^.Pow(on)`, `upon.Upsum(^.Pow(on))`, `on.Tiny`, `g.CanonicalForm`), where a binary method
 * computes on stoppers as its infix word does, `.Tiny` and `.Miny` take any stopper,
 * `.LeftStop` and `.RightStop` (also `.Stop(Left)`, `.Stop(Right)`) of a stopper are its stops
 * (`{pass|3/2}.LeftStop` is `3/2under`) and `.StrongStop(Left)` its strong stops (the tilt
 * dropped: `{pass|3/2}.StrongStop(Left)` is `3/2`), `.Degree` of a stopper is its degree of
 * loopiness, `.Variety` its variety and `.FollowerCount` the number of its followers,
 * `.Onside` and `.Offside` are the sides (`dud.Onside` is `on`), and the other methods take
 * loopfree values only, their arguments too (`.Cool(t)`, `.Heat(t)`, `.Overheat(s, t)`);
 * CGSuite's forms of a call of a function that declares them, as `parseGame` reads them
 * (`game.strip.BackslidingToadsAndFrogs("ttt..fff")`, tuple and list arguments,
 * `R(rules)(position)`), with a function's SyntaxError or RangeError placed at the call's
 * column; CGSuite's quoted forms of short games (`'{*|*}'`, read as `parseGame` reads them,
 * calling the same functions, each of which must give a short game there),
 * on which the operations that depend on the form compute as written (`'{-1|1}' : on` is
 * 1under, `upon.Subordinate('{*|*}')` is on; an operand merely built from one, such as
 * `(over + '{*|*}') : 1`, is refused with a SyntaxError rather than computed on its value);
 * sums and differences; and
 * sides `G & H` (binding
 * tighter than `+` and `-` and looser than a unary minus, as in CGSuite, so `over & v - 2` is
 * `(over & v) - 2`: the onside of G and the offside of H, which must be <= it by survival; G
 * and H may be sides with alternating cycles, as CGSuite prints Bach's Carousel). A label or `pass`
 * stands only as a whole option. An option must be a stopper or a position written out (`dud`
 * inside braces is the position {dud | dud}, so CGSuite's `{0|{dud|},*}` reads as `^ & v*`);
 * an option given only by its two sides, such as CGSuite's `{2&-2|1&-2}`, is refused with a
 * SyntaxError.
 *
 * @param text The notation.
 * @param options Named functions (each returning a short game or a loopy value).
 * @returns The loopy value.
 * @throws {SyntaxError} If the text is not valid notation, calls an unknown method, or calls
 * one of loopfree values on a loopy one; the message names the column.
 * @throws {RangeError} If it nests deeper than {@link MAX_LOOPY_NESTING}, or a sum graph or a
 * comparison outgrows its size limit.
 *
 * @example
 * ```ts
 * import { loopyEquals, OVER, UPON } from "@cgt/partizan/loopy";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import assert from "node:assert/strict";
 *
 * assert.ok(loopyEquals(parseLoopyGame("{0|pass}"), OVER));
 * assert.ok(loopyEquals(parseLoopyGame("a{a|*}"), UPON));
 * assert.equal(formatLoopyGame(parseLoopyGame("on + off")), "dud");
 * assert.equal(formatLoopyGame(parseLoopyGame("{1/2|1}")), "3/4");
 * assert.equal(formatLoopyGame(parseLoopyGame("^.Pow(on)")), "^<on>");
 * ```
 */
export function parseLoopyGame(text: string, options: LoopyParseOptions = {}): LoopyGame {
  if (typeof text !== "string") {
    throw new TypeError(`Cannot parse loopy game: expected a string, received ${String(text)}`);
  }
  const parser = new LoopyParser(text, options.functions ?? {});
  if (parser.peek() === "") parser.fail("expected a game but the input is empty");
  return guardStack("parse loopy game", () => {
    const g = parser.sided();
    if (parser.peek() !== "") parser.fail(`unexpected "${parser.peek()}"`);
    return g;
  });
}

const UNDER_VALUE: LoopyGame = namedValue("under");
