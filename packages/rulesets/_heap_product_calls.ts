/**
 * The notation functions of the heap-rule combinators (private): `join("0.07", "0.3", 5)`,
 * `acrosticProduct("spawning(1+)", "spawning(1+C)", 3, 4)`, `directProduct(...)` and
 * `cakeProduct("0.7", "0.7", "twisted", 8, 3)` and `partizanJoin("0.07", "0.6", 6)`, with the positions of their calls. The catalogue
 * (`catalog.ts`) names them.
 *
 * @module
 */

import { nimber, ZERO } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import type { Game } from "@cgt/partizan/game";
import type { GameArgument, GameFunction } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { type PositionFunction, withPosition } from "@cgt/partizan/ruleset-function";
import { heapRuleGame, joinHeapRules, parseHeapRule } from "./heap/heap_rule.ts";
import {
  cakeProduct,
  cakeProductRules,
  heapJoinGrundy,
  heapProductGame,
  heapProductGrundy,
  type HeapProductKind,
  MAX_PRODUCT_HEAP,
  partizanJoin,
  partizanJoinRules,
} from "./heap/heap_product.ts";
import { impartialRuleset } from "./variant/impartial_ruleset.ts";
import { describeArguments } from "./_notation_calls.ts";
import { heapCall, rememberCall } from "./_call_printers.ts";

/** The rules of a call as written before its heaps: `"r", "s", `. */
function rulesText(...rules: string[]): string {
  return rules.map((r) => `${JSON.stringify(r)}, `).join("");
}

/** The most heaps one `join(...)` call sums. */
const MAX_JOIN_HEAPS = 64;

function heapNumber(name: string, h: bigint): number {
  if (h < 0n || h > BigInt(MAX_PRODUCT_HEAP)) {
    throw new RangeError(
      `Cannot evaluate ${name}(): a heap size must be an integer from 0 to ${MAX_PRODUCT_HEAP}, received ${h}`,
    );
  }
  return Number(h);
}

/** Checks `name("r", "s", n1, n2, ...)` and returns its rules and heaps. */
function joinArguments(args: GameArgument[], name = "join"): [string, string, number[]] {
  const [r, s, ...heaps] = args;
  if (
    typeof r !== "string" || typeof s !== "string" || heaps.length === 0 ||
    heaps.length > MAX_JOIN_HEAPS || !heaps.every((h) => typeof h === "bigint")
  ) {
    throw new TypeError(
      `Cannot evaluate ${name}(): expected two heap rules and one to ${MAX_JOIN_HEAPS} heap sizes such as ${name}("0.07", "0.3", 5), received ${
        describeArguments(args)
      }`,
    );
  }
  return [r, s, (heaps as bigint[]).map((h) => heapNumber(name, h))];
}

/** `join("r", "s", n1, ...)`: the nim-sum of the heaps in CGSuite's `r.Join(s)`. */
export const joinFunction: PositionFunction = withPosition(
  (args: GameArgument[]): Game => {
    const [r, s, heaps] = joinArguments(args);
    let g = 0;
    for (const h of heaps) g ^= heapJoinGrundy(r, s, h);
    return nimber(g);
  },
  (args: GameArgument[]) => {
    const [r, s, heaps] = joinArguments(args);
    const rule = joinHeapRules(parseHeapRule(r), parseHeapRule(s));
    const ruleset = impartialRuleset(heapRuleGame(rule), { name: rule.name });
    const written = rulesText(r, s);
    rememberCall(ruleset, "join", (p) => heapCall("join", written, p as number[], MAX_JOIN_HEAPS));
    return {
      ruleset: ruleset as Ruleset<unknown>,
      position: heaps.filter((h) => h > 0).sort((a, b) => a - b),
    };
  },
);

/** `partizanJoin("r", "s", n1, ...)`: the sum of the heaps in CGSuite's `r.PartizanJoin(s)`. */
export const partizanJoinFunction: PositionFunction = withPosition(
  (args: GameArgument[]): Game => {
    const [r, s, heaps] = joinArguments(args, "partizanJoin");
    return heaps.map((h) => partizanJoin(r, s, h)).reduce((a, b) => add(a, b), ZERO);
  },
  (args: GameArgument[]) => {
    const [r, s, heaps] = joinArguments(args, "partizanJoin");
    const ruleset = partizanJoinRules(parseHeapRule(r), parseHeapRule(s));
    const written = rulesText(r, s);
    rememberCall(
      ruleset,
      "partizanJoin",
      (p) => heapCall("partizanJoin", written, p as number[], MAX_JOIN_HEAPS),
    );
    return {
      ruleset: ruleset as Ruleset<unknown>,
      position: heaps.filter((h) => h > 0).sort((a, b) => a - b),
    };
  },
);

const PRODUCT_NAMES: Readonly<Record<HeapProductKind, string>> = {
  acrostic: "acrosticProduct",
  direct: "directProduct",
};

/** Checks `name("r", "s", m, n)` and returns its parts. */
function productArguments(name: string, args: GameArgument[]): [string, string, number, number] {
  const [r, s, m, n] = args;
  if (
    args.length !== 4 || typeof r !== "string" || typeof s !== "string" ||
    typeof m !== "bigint" || typeof n !== "bigint"
  ) {
    throw new TypeError(
      `Cannot evaluate ${name}(): expected two heap rules and two heap sizes such as ${name}("spawning(1+)", "spawning(1+C)", 3, 4), received ${
        describeArguments(args)
      }`,
    );
  }
  return [r, s, heapNumber(name, m), heapNumber(name, n)];
}

/** `acrosticProduct("r", "s", m, n)` or `directProduct(...)`: CGSuite's products of two rules. */
export function productFunction(kind: HeapProductKind): PositionFunction {
  const name = PRODUCT_NAMES[kind];
  return withPosition(
    (args: GameArgument[]): Game => {
      const [r, s, m, n] = productArguments(name, args);
      return nimber(heapProductGrundy(kind, r, s, m, n));
    },
    (args: GameArgument[]) => {
      const [r, s, m, n] = productArguments(name, args);
      const game = heapProductGame(kind, parseHeapRule(r), parseHeapRule(s));
      const ruleset = impartialRuleset(game, { name });
      const written = rulesText(r, s);
      // A position is a sum of (m, n) pairs, each one call.
      rememberCall(ruleset, name, (p) => {
        const pairs = p as readonly (readonly [number, number])[];
        return pairs.length === 0
          ? "0"
          : pairs.map(([a, b]) => `${name}(${written}${a}, ${b})`).join(" + ");
      });
      return {
        ruleset: ruleset as Ruleset<unknown>,
        position: [[m, n]],
      };
    },
  );
}

/** Checks `cakeProduct("r", "s", ["twisted",] m, n)` and returns its parts. */
function cakeArguments(args: GameArgument[]): [string, string, boolean, number, number] {
  const twisted = args.length === 5 && args[2] === "twisted";
  const [r, s, m, n] = twisted ? [args[0], args[1], args[3], args[4]] : args;
  if (
    (args.length !== 4 && !twisted) || typeof r !== "string" || typeof s !== "string" ||
    typeof m !== "bigint" || typeof n !== "bigint"
  ) {
    throw new TypeError(
      `Cannot evaluate cakeProduct(): expected Left's and Right's heap rules, optionally "twisted", then the rows and columns, such as cakeProduct("0.7", "0.7", 8, 3) or cakeProduct("0.7", "0.7", "twisted", 8, 3), received ${
        describeArguments(args)
      }`,
    );
  }
  return [r, s, twisted, heapNumber("cakeProduct", m), heapNumber("cakeProduct", n)];
}

/** `cakeProduct("r", "s", ["twisted",] m, n)`: CGSuite's `r.CakeProduct(s)((m, n))`. */
export const cakeProductFunction: GameFunction = withPosition(
  (args: GameArgument[]): Game => {
    const [r, s, twisted, m, n] = cakeArguments(args);
    return cakeProduct(r, s, m, n, { twisted });
  },
  (args: GameArgument[]) => {
    const [r, s, twisted, m, n] = cakeArguments(args);
    const ruleset = cakeProductRules(parseHeapRule(r), parseHeapRule(s), { twisted });
    const written = twisted ? rulesText(r, s, "twisted") : rulesText(r, s);
    // A position is a sum of cakes, each one call.
    rememberCall(ruleset, "cakeProduct", (p) => {
      const cakes = p as readonly { rows: number; cols: number }[];
      return cakes.length === 0
        ? "0"
        : cakes.map((c) => `cakeProduct(${written}${c.rows}, ${c.cols})`).join(" + ");
    });
    return {
      ruleset: ruleset as Ruleset<unknown>,
      position: [{ rows: m, cols: n }],
    };
  },
);
