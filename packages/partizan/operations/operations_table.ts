/**
 * The one table of binary operations on games that both readers of operations use: notation's
 * infix names (`G ConwayProduct H`, `on Upsum off`) and the `cgt op` command.
 *
 * @module
 */

import type { Game } from "../game.ts";
import { ordinalSum } from "./ordinal_sum.ts";
import { ordinalProduct } from "./ordinal_product.ts";
import { conwayProduct, nortonProduct } from "./products.ts";
import { conjunctiveSum, selectiveSum, sequentialSum, sideSum } from "./compound_sums.ts";
import { loopyPow, loopyPowTo, pow, powTo } from "./pow.ts";
import { describeValue } from "@cgt/core/describe-value";
import {
  downsum,
  downsumVariety,
  loopyOrdinalSum,
  subordinate,
  upsum,
  upsumVariety,
} from "../loopy/stopper_operations.ts";
import { fromGame, type LoopyGame, toGame } from "../loopy/loopy.ts";

export type { Game } from "../game.ts";
export type { LoopyGame } from "../loopy/loopy.ts";

/**
 * One binary operation on games (short ones, and stoppers where {@link Operation.loopy} is
 * given), as notation and `cgt op` know it.
 */
export interface Operation {
  /** Its name in `cgt op <name> G H` (kebab-case). */
  readonly name: string;
  /**
   * Its names as infix words in notation, CGSuite's spelling first (`G ConwayProduct H`);
   * empty when CGSuite has no such method. Any further name is an older CGSuite spelling.
   */
  readonly infix: readonly string[];
  /** How many games it takes: always 2 (G and H, or G and an exponent). */
  readonly arity: 2;
  /** Names of its two operands, as the help writes them (`["G", "H"]`, `["G", "N"]`). */
  readonly operands: readonly [string, string];
  /** One line on what it computes. */
  readonly summary: string;
  /** Computes it on two canonical games. */
  readonly apply: (g: Game, h: Game) => Game;
  /**
   * A worked example, [G, H, the printed result, its source], so that every reader of the
   * table can be checked on every entry.
   */
  readonly example: readonly [g: string, h: string, result: string, source: string];
  /**
   * Computes it on loopy values (stoppers), for an operation defined on them too; notation
   * and `cgt op` use it when an operand is loopy. Absent for operations on short games only.
   */
  readonly loopy?: (g: LoopyGame, h: LoopyGame) => LoopyGame;
  /**
   * A worked example in loopy notation, [G, H, the printed result, its source], given exactly
   * when {@link Operation.loopy} is.
   */
  readonly loopyExample?: readonly [g: string, h: string, result: string, source: string];
}

/** An operation on stoppers as one on short games (whose results are then short too). */
function onShortGames(
  f: (g: LoopyGame, h: LoopyGame) => LoopyGame,
): (g: Game, h: Game) => Game {
  return (g, h) => toGame(f(fromGame(g), fromGame(h)))!;
}

/** The subordinate of a stopper to a base that must be loopfree. */
function subordinateLoopy(g: LoopyGame, base: LoopyGame): LoopyGame {
  const b = toGame(base);
  if (b === undefined) {
    throw new RangeError(
      "Cannot compute subordinate: the base must be a short game, received a loopy one",
    );
  }
  return subordinate(g, b);
}

const COMPOUND = "CGSuite CompoundGameTestCase.scala";
const GAME_TEST = "CGSuite GameTest.scala";
const STOPPER_TEST = "CGSuite CanonicalStopperTestCase.scala";

/**
 * Every binary operation on games, in the order `cgt op --help` lists them. Notation
 * reads an infix word through {@link infixOperation}; `cgt op` reads a name through
 * {@link operationNamed}. Adding an entry here adds it to both.
 *
 * @example
 * ```ts
 * import { OPERATIONS } from "@cgt/partizan/operations-table";
 * import assert from "node:assert/strict";
 *
 * assert.ok(OPERATIONS.some((op) => op.name === "conway-product"));
 * assert.ok(OPERATIONS.every((op) => op.arity === 2));
 * ```
 */
export const OPERATIONS: readonly Operation[] = [
  {
    name: "ordinal-sum",
    infix: [],
    arity: 2,
    operands: ["G", "H"],
    summary: "G : H, a move in G annihilates H",
    apply: ordinalSum,
    example: ["1/2", "1/4", "9/16", COMPOUND],
    loopy: loopyOrdinalSum,
    loopyExample: ["1", "off", "over", "CGSuite's tutorial on loopy games (1:off)"],
  },
  {
    name: "norton",
    infix: ["NortonProduct", "NortonMultiply"],
    arity: 2,
    operands: ["G", "U"],
    summary: "G.H, Norton's product by a positive unit H (G.U)",
    apply: nortonProduct,
    example: ["6", "^", "^6", GAME_TEST],
  },
  {
    name: "conway-product",
    infix: ["ConwayProduct"],
    arity: 2,
    operands: ["G", "H"],
    summary: "G x H, Conway's product",
    apply: conwayProduct,
    example: ["*5", "*6", "*8", COMPOUND],
  },
  {
    name: "conjunctive",
    infix: ["ConjunctiveSum"],
    arity: 2,
    operands: ["G", "H"],
    summary: "G ∧ H, move in both components",
    apply: conjunctiveSum,
    example: ["+-1", "^^", "{0|-1}", COMPOUND],
  },
  {
    name: "selective",
    infix: ["SelectiveSum"],
    arity: 2,
    operands: ["G", "H"],
    summary: "G ∨ H, move in one or both components",
    apply: selectiveSum,
    example: ["1/2", "1/4", "3/4", COMPOUND],
  },
  {
    name: "sequential",
    infix: [],
    arity: 2,
    operands: ["G", "H"],
    summary: "G → H, play G until it ends, then H",
    apply: sequentialSum,
    example: ["1", "-1", "0", "sequentialSum's definition: 1 → -1 = {-1 |} = 0"],
  },
  {
    name: "side",
    infix: [],
    arity: 2,
    operands: ["G", "H"],
    summary: "side sum: a Left move in H ends G, a Right move in G ends H",
    apply: sideSum,
    example: ["*", "*", "*2", "sideSum's definition (compound_sums.ts)"],
  },
  {
    name: "ordinal-product",
    infix: ["OrdinalProduct"],
    arity: 2,
    operands: ["G", "H"],
    summary: "G ⊛ H, ordinal product: on stalks, each edge of H becomes ±G",
    apply: ordinalProduct,
    example: ["1/2", "1/4", "11/32", COMPOUND],
  },
  {
    name: "pow",
    infix: ["Pow"],
    arity: 2,
    operands: ["G", "N"],
    summary: "G^N for G = {0|H}; N >= 1 a number, N over/under or on (^<N>)",
    apply: pow,
    example: ["^", "3", "^<3>", GAME_TEST],
    loopy: loopyPow,
    loopyExample: ["{0||0|-2}", "on", "{0||0|-2,pass}", GAME_TEST],
  },
  {
    name: "pow-to",
    infix: ["PowTo"],
    arity: 2,
    operands: ["G", "N"],
    summary: "G^→N; N >= 0 a number, N over/under or on (^[N] for G = ^)",
    apply: powTo,
    example: ["^", "3", "^[3]", GAME_TEST],
    loopy: loopyPowTo,
    loopyExample: ["^", "{5|pass}", "{^[5]|*,pass}", GAME_TEST],
  },
  {
    name: "upsum",
    infix: ["Upsum"],
    arity: 2,
    operands: ["G", "H"],
    summary: "the onside of G + H, for stoppers (the sum for short games)",
    apply: onShortGames(upsum),
    example: ["1/2", "*", "1/2*", "the sum of short games"],
    loopy: upsum,
    loopyExample: ["upon", "^<on>", "{0|^<on>*}", GAME_TEST],
  },
  {
    name: "downsum",
    infix: ["Downsum"],
    arity: 2,
    operands: ["G", "H"],
    summary: "the offside of G + H, for stoppers (the sum for short games)",
    apply: onShortGames(downsum),
    example: ["1/2", "*", "1/2*", "the sum of short games"],
    loopy: downsum,
    loopyExample: ["upon", "^<on>", "^[on]", GAME_TEST],
  },
  {
    name: "upsum-variety",
    infix: ["UpsumVariety"],
    arity: 2,
    operands: ["G", "D"],
    summary: "G Upsum (-G Downsum -D), for an idempotent degree D",
    apply: onShortGames(upsumVariety),
    example: ["{1|0}", "0", "0", "a short game's variety is 0 (CGSuite)"],
    loopy: upsumVariety,
    loopyExample: ["upon", "^<on>", "v<on>", GAME_TEST],
  },
  {
    name: "downsum-variety",
    infix: ["DownsumVariety"],
    arity: 2,
    operands: ["G", "D"],
    summary: "G Downsum (-G Upsum D), for an idempotent degree D",
    apply: onShortGames(downsumVariety),
    example: ["{1|0}", "0", "0", "a short game's variety is 0 (CGSuite)"],
    loopy: downsumVariety,
    loopyExample: ["+-{5|pass}", "over", "+-{10over|over}", STOPPER_TEST],
  },
  {
    name: "subordinate",
    infix: ["Subordinate"],
    arity: 2,
    operands: ["G", "B"],
    summary: "the H with G = B : H, for a short base B",
    apply: onShortGames(subordinateLoopy),
    example: ["-13/16", "-1", "3/8", GAME_TEST],
    loopy: subordinateLoopy,
    loopyExample: ["{0,*|0,pass}", "*", "over", GAME_TEST],
  },
];

const BY_NAME: ReadonlyMap<string, Operation> = new Map(OPERATIONS.map((op) => [op.name, op]));

const BY_INFIX: ReadonlyMap<string, Operation> = new Map(
  OPERATIONS.flatMap((op) => op.infix.map((word) => [word, op] as const)),
);

/**
 * The operation `cgt op` calls `name`, if there is one (a `Map` lookup, so names of
 * `Object.prototype` such as `constructor` are unknown like any other).
 *
 * @param name A `cgt op` name such as `"ordinal-product"`.
 * @returns The operation, or `undefined`.
 * @throws {TypeError} If the name is not a string.
 *
 * @example
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { operationNamed } from "@cgt/partizan/operations-table";
 * import assert from "node:assert/strict";
 *
 * const op = operationNamed("conway-product")!;
 * assert.equal(formatGame(op.apply(parseGame("*5"), parseGame("*6"))), "*8");
 * assert.equal(operationNamed("constructor"), undefined);
 * ```
 */
export function operationNamed(name: string): Operation | undefined {
  if (typeof name !== "string") {
    throw new TypeError(
      `Cannot look up operation: the name must be a string, received ${describeValue(name)}`,
    );
  }
  return BY_NAME.get(name);
}

/**
 * The operation an infix word of notation names (`ConwayProduct` in `G ConwayProduct H`), if
 * there is one.
 *
 * @param word A CGSuite method name such as `"OrdinalProduct"`.
 * @returns The operation, or `undefined`.
 * @throws {TypeError} If the word is not a string.
 *
 * @example
 * ```ts
 * import { infixOperation } from "@cgt/partizan/operations-table";
 * import assert from "node:assert/strict";
 *
 * assert.equal(infixOperation("PowTo")?.name, "pow-to");
 * assert.equal(infixOperation("NortonMultiply")?.name, "norton");
 * assert.equal(infixOperation("valueOf"), undefined);
 * ```
 */
export function infixOperation(word: string): Operation | undefined {
  if (typeof word !== "string") {
    throw new TypeError(
      `Cannot look up operation: the infix word must be a string, received ${describeValue(word)}`,
    );
  }
  return BY_INFIX.get(word);
}
