// Conformance with CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test): every
// expectation there about the value theory @cgt/partizan implements is a row of
// testdata/cgsuite_conformance.ts, with its source file, commit and test name. A row passes when
// cgt prints what CGSuite's test expects, or, for a documented deliberate difference, what the
// row says cgt prints. An expected error passes when cgt refuses too (messages differ).
import assert from "node:assert/strict";
import { add, subtract } from "./arithmetic.ts";
import { atomicWeight, isAllSmall, isAtomic } from "./temperature/atomic_weight.ts";
import { birthday } from "./birthday.ts";
import { compare, equals, outcome } from "./compare.ts";
import { conjunctiveSum, selectiveSum } from "./operations/compound_sums.ts";
import { cool, freeze, heat, overheat } from "./temperature/cooling.ts";
import { formatDyadic, parseDyadic } from "@cgt/core/dyadic";
import { followerCount } from "./operations/followers.ts";
import {
  type Game,
  game,
  isNimber,
  isNumber,
  leftOptions,
  nimber,
  nimberValue,
  numberGame,
  numberValue,
  rightOptions,
  UP,
  ZERO,
} from "./game.ts";
import { incentives, leftIncentives, rightIncentives } from "./operations/incentives.ts";
import {
  degree,
  formatPseudonumber,
  fromGame,
  isLoopfree,
  isLoopyGame,
  isStopper,
  loopyAdd,
  loopyEquals,
  type LoopyGame,
  loopyOutcome,
  loopyStop,
  offside,
  onside,
  toGame,
} from "./loopy/loopy.ts";
import { formatGame, parseGame } from "./notation.ts";
import { canonicalForm, formatGameForm, parseGameForm } from "./game_form.ts";
import {
  birthdayOfSurreal,
  ceilingOfSurreal,
  compareSurreals,
  divideSurreals,
  dyadicOfSurreal,
  floorOfSurreal,
  formatSurreal,
  isOrdinalSurreal,
  negateSurreal,
  parseSurreal,
  rational,
  type Surreal,
} from "./surreal.ts";
import { ordinalSum } from "./operations/ordinal_sum.ts";
import { ordinalProduct } from "./operations/ordinal_product.ts";
import { loopyPow, loopyPowTo, pow, powTo } from "./operations/pow.ts";
import {
  isEven,
  isEvenTempered,
  isInfinitesimal,
  isNumberish,
  isNumberTiny,
  isOdd,
  isOddTempered,
  isPlumtree,
  isPseudonumber,
  isStopperSided,
} from "./predicates.ts";
import {
  isLoopyInfinitesimal,
  isLoopyNumberish,
  isLoopyNumberTiny,
  isLoopyPlumtree,
  isLoopyPseudonumber,
  isLoopyStopperSided,
} from "./loopy/loopy_predicates.ts";
import { companion } from "./companion.ts";
import { leftStop, rightStop, stopCount } from "./temperature/stops.ts";
import {
  downsumVariety,
  stopperFollowers,
  stopperOptions,
  subordinate,
  upsumVariety,
  variety,
} from "./loopy/stopper_operations.ts";
import { conwayProduct, nortonProduct } from "./operations/products.ts";
import { reducedCanonicalForm } from "./temperature/reduced_canonical_form.ts";
import {
  formatThermograph,
  formatWall,
  mean,
  temperature,
  thermograph,
} from "./temperature/thermograph.ts";
import { formatUptimalExpansion, upNth, uptimalExpansion } from "./operations/uptimal.ts";
import { dyadic } from "@cgt/core/dyadic";
import {
  CONFORMANCE_ROWS,
  type ConformanceRow,
  NOT_IN_CGT,
  SHORT_CASES_SOURCE,
} from "./testdata/cgsuite_conformance.ts";
import { SHORT_GAME_CASES } from "./testdata/cgsuite_short_games.ts";

const short = (text: string): Game => parseGame(text);
const loopy = (text: string): LoopyGame => {
  const v = parseGame(text, { loopy: true });
  return isLoopyGame(v) ? v : fromGame(v);
};
const list = (games: readonly (Game | LoopyGame)[]): string =>
  `{${games.map((g) => formatGame(g)).join(",")}}`;
const bool = (b: boolean): string => String(b);
/** The game, when the text is short notation. */
const shortOrUndefined = (text: string): Game | undefined => {
  try {
    return parseGame(text);
  } catch {
    return undefined;
  }
};
/** The short game of a value: the text read as a short game, else a loopfree loopy value's. */
const shortOf = (text: string): Game | undefined => shortOrUndefined(text) ?? toGame(loopy(text));

/** A predicate of the text read as a short game, or else of its loopy value. */
function shortOrLoopy<T>(
  text: string,
  onShort: (g: Game) => T,
  onLoopy: (g: LoopyGame) => T,
): T {
  const s = shortOrUndefined(text);
  return s === undefined ? onLoopy(loopy(text)) : onShort(s);
}

/** The sign of a surreal number. */
const sign = (x: Surreal): -1 | 0 | 1 => compareSurreals(x, rational(0n));
/** A rational's numerator and denominator (a surreal number without ω). */
function fraction(text: string): [bigint, bigint] {
  const x = parseSurreal(text);
  const [t, ...rest] = x.numerator;
  if (rest.length > 0 || (t !== undefined && t.exponent.length > 0)) {
    throw new RangeError(`Not a rational: ${text}`);
  }
  return [t?.coefficient ?? 0n, x.denominator.coefficient];
}

/** How each kind of row is computed; `args` are in cgt notation. */
const EVALUATORS: Record<string, (args: readonly string[]) => string> = {
  print: ([g]) => formatGame(short(g)),
  loopyPrint: ([g]) => formatGame(parseGame(g, { loopy: true })),
  AtomicWeight: ([g]) => formatGame(atomicWeight(short(g))),
  Birthday: ([g]) => String(birthday(short(g))),
  Companion: ([g]) => formatGame(companion(short(g))),
  Degree: ([g]) => formatGame(degree(loopy(g))),
  FollowerCount: ([g]) => String(followerCount(short(g))),
  Freeze: ([g]) => formatGame(freeze(short(g))),
  Incentives: ([g]) => list(incentives(short(g))),
  IsAllSmall: ([g]) => bool(isAllSmall(short(g))),
  IsAtomic: ([g]) => bool(isAtomic(short(g))),
  IsEven: ([g]) => bool(isEven(short(g))),
  IsEvenTempered: ([g]) => bool(isEvenTempered(short(g))),
  // G is idempotent when G + G = G.
  IsIdempotent: ([g]) => {
    const s = shortOrUndefined(g);
    if (s !== undefined) return bool(equals(add(s, s), s));
    return bool(loopyEquals(loopyAdd(loopy(g), loopy(g)), loopy(g)));
  },
  IsInfinitesimal: ([g]) => bool(shortOrLoopy(g, isInfinitesimal, isLoopyInfinitesimal)),
  IsInteger: ([g]) => {
    const s = shortOf(g);
    const x = s === undefined ? undefined : numberValue(s);
    return bool(x !== undefined && x.exponent === 0);
  },
  // An ordinal game is a number that is an ordinal (CGSuite: integers >= 0 among short games;
  // stoppers and sided values are not numbers).
  IsOrdinal: ([g]) => {
    const s = shortOf(g);
    const x = s === undefined ? undefined : numberValue(s);
    return bool(
      x !== undefined && isOrdinalSurreal(rational(x.numerator, 2n ** BigInt(x.exponent))),
    );
  },
  IsLoopfree: ([g]) => bool(isLoopfree(loopy(g))),
  IsNimber: ([g]) => {
    const s = shortOf(g);
    return bool(s !== undefined && isNimber(s));
  },
  IsNumber: ([g]) => {
    const s = shortOf(g);
    return bool(s !== undefined && isNumber(s));
  },
  IsNumberish: ([g]) => bool(shortOrLoopy(g, isNumberish, isLoopyNumberish)),
  IsNumberTiny: ([g]) => bool(shortOrLoopy(g, isNumberTiny, isLoopyNumberTiny)),
  IsOdd: ([g]) => bool(isOdd(short(g))),
  IsOddTempered: ([g]) => bool(isOddTempered(short(g))),
  IsPlumtree: ([g]) => bool(shortOrLoopy(g, isPlumtree, isLoopyPlumtree)),
  IsPseudonumber: ([g]) => bool(shortOrLoopy(g, isPseudonumber, isLoopyPseudonumber)),
  IsStopperSided: ([g]) => bool(shortOrLoopy(g, isStopperSided, isLoopyStopperSided)),
  IsStopper: ([g]) => bool(isStopper(loopy(g))),
  IsUptimal: ([g]) => {
    const s = shortOf(g);
    return bool(s !== undefined && uptimalExpansion(s) !== undefined);
  },
  IsZero: ([g]) => {
    const s = shortOf(g);
    return bool(s !== undefined && equals(s, ZERO));
  },
  LeftIncentives: ([g]) => list(leftIncentives(short(g))),
  RightIncentives: ([g]) => list(rightIncentives(short(g))),
  LeftOptions: ([g]) => list(leftOptions(short(g))),
  RightOptions: ([g]) => list(rightOptions(short(g))),
  RightOptionLeftOptions: ([g]) => list(leftOptions(rightOptions(short(g))[0])),
  RightOptionRightOptions: ([g]) => list(rightOptions(rightOptions(short(g))[0])),
  LeftStop: ([g]) => {
    const s = shortOf(g);
    return s === undefined
      ? formatPseudonumber(loopyStop(loopy(g), "left"))
      : formatDyadic(leftStop(s));
  },
  RightStop: ([g]) => {
    const s = shortOf(g);
    return s === undefined
      ? formatPseudonumber(loopyStop(loopy(g), "right"))
      : formatDyadic(rightStop(s));
  },
  Mean: ([g]) => formatDyadic(mean(short(g))),
  StopCount: ([g]) => String(stopCount(short(g))),
  Variety: ([g]) => formatGame(variety(loopy(g))),
  StopperFollowerCount: ([g]) => String(stopperFollowers(loopy(g)).length),
  StopperLeftOptions: ([g]) => list(stopperOptions(loopy(g), "left")),
  StopperRightOptions: ([g]) => list(stopperOptions(loopy(g), "right")),
  Temperature: ([g]) => formatDyadic(temperature(short(g))),
  Onside: ([g]) => formatGame(onside(loopy(g))),
  Offside: ([g]) => formatGame(offside(loopy(g))),
  OutcomeClass: ([g]) => {
    const s = shortOf(g);
    return s === undefined ? loopyOutcome(loopy(g)) : outcome(s);
  },
  ReducedCanonicalForm: ([g]) => formatGame(reducedCanonicalForm(short(g))),
  Thermograph: ([g]) => formatThermograph(thermograph(short(g))),
  LeftWall: ([g]) => formatWall(thermograph(short(g)).leftWall),
  RightWall: ([g]) => formatWall(thermograph(short(g)).rightWall),
  UptimalExpansion: ([g]) => {
    const e = uptimalExpansion(short(g));
    if (e === undefined) throw new RangeError("Not an uptimal");
    return formatUptimalExpansion(e);
  },
  Cool: ([g, t]) => formatGame(cool(short(g), parseDyadic(t))),
  Heat: ([g, t]) => formatGame(heat(short(g), short(t))),
  Overheat: ([g, s, t]) => formatGame(overheat(short(g), short(s), short(t))),
  NortonProduct: ([g, u]) => formatGame(nortonProduct(short(g), short(u))),
  ConwayProduct: ([g, h]) => formatGame(conwayProduct(short(g), short(h))),
  ConjunctiveSum: ([g, h]) => formatGame(conjunctiveSum(short(g), short(h))),
  SelectiveSum: ([g, h]) => formatGame(selectiveSum(short(g), short(h))),
  FormSum: ([g, h]) => formatGame(canonicalForm(parseGameForm(`(${g}) + (${h})`))),
  Sum: ([g, h]) => formatGame(add(short(g), short(h))),
  OrdinalSum: ([g, h]) => formatGame(ordinalSum(short(g), short(h))),
  OrdinalProduct: ([g, h]) => formatGame(ordinalProduct(short(g), short(h))),
  Pow: ([g, x]) => formatGame(pow(short(g), short(x))),
  PowTo: ([g, x]) => formatGame(powTo(short(g), short(x))),
  LoopyPow: ([g, x]) => formatGame(loopyPow(loopy(g), loopy(x))),
  LoopyPowTo: ([g, x]) => formatGame(loopyPowTo(loopy(g), loopy(x))),
  Subordinate: ([g, b]) => formatGame(subordinate(loopy(g), short(b))),
  LoopySubordinate: ([g, b]) => formatGame(subordinate(loopy(g), short(b))),
  UpsumVariety: ([g, d]) => formatGame(upsumVariety(loopy(g), loopy(d))),
  DownsumVariety: ([g, d]) => formatGame(downsumVariety(loopy(g), loopy(d))),
  Upsum: ([g, h]) => formatGame(onside(loopyAdd(loopy(g), loopy(h)))),
  Downsum: ([g, h]) => formatGame(offside(loopyAdd(loopy(g), loopy(h)))),
  SurrealPrint: ([x]) => formatSurreal(parseSurreal(x)),
  Numerator: ([x]) => String(fraction(x)[0]),
  Denominator: ([x]) => String(fraction(x)[1]),
  IsDyadic: ([x]) => bool(dyadicOfSurreal(parseSurreal(x)) !== undefined),
  Abs: ([x]) => {
    const s = parseSurreal(x);
    return formatSurreal(sign(s) < 0 ? negateSurreal(s) : s);
  },
  Reciprocal: ([x]) => formatSurreal(divideSurreals(rational(1n), parseSurreal(x))),
  Sign: ([x]) => String(sign(parseSurreal(x))),
  SurrealFloor: ([x]) => String(floorOfSurreal(parseSurreal(x))),
  SurrealCeiling: ([x]) => String(ceilingOfSurreal(parseSurreal(x))),
  SurrealBirthday: ([x]) => formatSurreal(birthdayOfSurreal(parseSurreal(x))),
  SurrealIsOrdinal: ([x]) => bool(isOrdinalSurreal(parseSurreal(x))),
  // A number's outcome is its sign: Left wins a positive one, Right a negative one.
  SurrealOutcomeClass: ([x]) => ["R", "P", "L"][sign(parseSurreal(x)) + 1],
  Less: ([x, y]) => bool(compareSurreals(parseSurreal(x), parseSurreal(y)) < 0),
  FormPrint: ([g]) => formatGameForm(parseGameForm(g)),
  Max: ([x, y]) => {
    const [a, b] = [parseSurreal(x), parseSurreal(y)];
    return formatSurreal(compareSurreals(a, b) < 0 ? b : a);
  },
  Min: ([x, y]) => {
    const [a, b] = [parseSurreal(x), parseSurreal(y)];
    return formatSurreal(compareSurreals(a, b) < 0 ? a : b);
  },
  NimValue: ([g]) => String(nimberValue(short(g))),
  Confused: ([g, h]) => bool(compare(short(g), short(h)) === "||"),
  Equal: ([g, h]) => bool(equals(short(g), short(h))),
};

/** cgt's output for a row: the evaluator's text, or `!!` and the message of what it threw. */
function run(r: ConformanceRow): string {
  const f = EVALUATORS[r.kind];
  if (f === undefined) throw new Error(`no evaluator for kind ${r.kind}`);
  try {
    return f(r.args);
  } catch (error) {
    if (error instanceof RangeError || error instanceof SyntaxError) return `!!${error.message}`;
    throw error;
  }
}

/** Whether an output matches an expectation: equal text, or both errors. */
function agrees(actual: string, expected: string): boolean {
  if (expected.startsWith("!!")) return actual.startsWith("!!");
  return actual === expected;
}

Deno.test("cgt agrees with every expectation of CGSuite's test suite about its value theory", async (t) => {
  const groups = new Map<string, ConformanceRow[]>();
  for (const r of CONFORMANCE_ROWS) {
    const key = r.source;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [source, rows] of groups) {
    await t.step(`${source} (${rows.length} rows)`, async (t) => {
      for (const r of rows) {
        const target = r.ours ?? r.expected;
        await t.step(`${r.input} = ${target.slice(0, 80)}`, () => {
          const actual = run(r);
          assert.ok(
            agrees(actual, target),
            `${r.test}\n  input    ${r.input}\n  CGSuite  ${r.expected}\n  cgt      ${actual}` +
              (r.ours === undefined ? "" : `\n  (documented difference: ${r.note})`),
          );
        });
      }
    });
  }
});

Deno.test("the conformance rows name their source and explain every difference", () => {
  for (const r of CONFORMANCE_ROWS) {
    assert.match(r.source, /^lib\/core\/src\/test\/scala\/org\/cgsuite\/.+\.scala @[0-9a-f]{7}$/);
    assert.ok(r.test.length > 0 && r.input.length > 0 && r.expected.length > 0, r.input);
    if (r.ours !== undefined) assert.ok((r.note ?? "").length > 20, `${r.input} needs a reason`);
    if (r.ours !== undefined && r.ours !== "!!") {
      assert.notEqual(r.ours, r.expected, `${r.input}: a difference must differ`);
    }
  }
  // Every method of every short-game case is either a row or counted as not a cgt feature.
  const caseRows = CONFORMANCE_ROWS.filter((r) => r.source === SHORT_CASES_SOURCE).length;
  assert.equal(caseRows + NOT_IN_CGT[0][1], SHORT_GAME_CASES.length * 48);
});

Deno.test("uptimalExpansion() agrees with sums of ups and stars, as CGSuite's UptimalTest checks", () => {
  // aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/core/UptimalTest.scala @031fea5:
  // for numbers 0, 1, -5/4, nimbers 0..*4 and a1..a4 in -3..3, the game
  // x + *m + a1.^ + a2.^<2> + a3.^<3> + a4.^<4> has uptimal expansion (x, m, a1, a2, a3, a4)
  // (trailing zero digits dropped, as both print them).
  const numbers = [dyadic(0), dyadic(1), dyadic(-5, 2)];
  const ups = [UP, upNth(2), upNth(3), upNth(4)];
  const multiples = ups.map((u) => {
    const m = new Map<number, Game>([[0, ZERO]]);
    for (let k = 1; k <= 3; k++) {
      m.set(k, add(m.get(k - 1)!, u));
      m.set(-k, subtract(m.get(-k + 1)!, u));
    }
    return m;
  });
  let checked = 0;
  for (const x of numbers) {
    for (let star = 0; star <= 4; star++) {
      const base = add(numberGame(x), nimber(star));
      for (let a1 = -3; a1 <= 3; a1++) {
        for (let a2 = -3; a2 <= 3; a2++) {
          for (let a3 = -3; a3 <= 3; a3++) {
            for (let a4 = -3; a4 <= 3; a4++) {
              const digits = [a1, a2, a3, a4];
              const parts = digits.map((a, i) => multiples[i].get(a)!);
              const g = parts.reduce(add, base);
              const e = uptimalExpansion(g);
              while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
              assert.ok(e !== undefined, formatGame(g));
              assert.deepEqual([formatDyadic(e.number), e.star, [...e.digits]], [
                formatDyadic(x),
                star,
                digits,
              ]);
              checked++;
            }
          }
        }
      }
    }
  }
  assert.equal(checked, 3 * 5 * 7 ** 4);
});

Deno.test("CGSuite's SelectiveSum rows are those of a compound that turns disjunctive after one move", () => {
  // Evidence for the documented difference (compound_sums.ts): the four rows of
  // CompoundGameTestCase.scala @7819744 on canonical games are reproduced by options
  // {G^L + H, G + H^L, G^L + H^L | G^R + H, G + H^R, G^R + H^L} with + the disjunctive sum, which
  // is not the selective sum (the definition gives *11 and {1^^|-1^*,-1^^} on two of them).
  const variant = (g: Game, h: Game): Game => {
    const left = [
      ...leftOptions(g).map((a) => add(a, h)),
      ...leftOptions(h).map((b) => add(g, b)),
      ...leftOptions(g).flatMap((a) => leftOptions(h).map((b) => add(a, b))),
    ];
    const right = [
      ...rightOptions(g).map((a) => add(a, h)),
      ...rightOptions(h).map((b) => add(g, b)),
      ...rightOptions(g).flatMap((a) => leftOptions(h).map((b) => add(a, b))),
    ];
    return game(left, right);
  };
  const rows: [string, string, string][] = [
    ["1/2", "1/4", "3/4"],
    ["*5", "*6", "*8"],
    ["+-1", "^^", "{1^^|-1}"],
    ["{1|0}", "0", "{1|0}"],
  ];
  for (const [g, h, cgsuite] of rows) {
    assert.equal(formatGame(variant(short(g), short(h))), cgsuite, `${g} SelectiveSum ${h}`);
  }
});
