import assert from "node:assert/strict";
import { declaredKinds, type ProbeCase, probeCases } from "../../testing/argument_probe.ts";
import {
  distinguisher,
  extendPeriodic,
  findPeriod,
  grundy,
  GrundySolver,
  heapMoves,
  heapPeriodicity,
  isExtraverted,
  isHalfTame,
  isLinked,
  isMiserePrime,
  labelGraph,
  link,
  loopyGrundy,
  LoopyGrundySolver,
  loopySumOutcome,
  mate,
  mex,
  misereCensus,
  MisereGames,
  misereGamesBornBy,
  MisereHeapSolver,
  misereMinus,
  miserePartitions,
  misereParts,
  miserePeriodicity,
  MisereQuotient,
  MisereSolver,
  misereSumOutcome,
  misereSumWinningMoves,
  nimSum,
  nimSumBigInt,
  octalCodeRange,
  parseHexCode,
  parseMisereForm,
  parseOctalCode,
  parseSpawningCode,
  parseTakeAndBreakCode,
  rareValueProfile,
  searchMisereQuotients,
  spawningGrundy,
  spawningOptions,
  spawningRules,
  splitGame,
  splitGameGrundy,
  splitGameOutcome,
  subtractionGame,
  subtractionGrundy,
  subtractionRules,
  sumGame,
  sumGrundy,
  sumWinningMoves,
  takeAndBreakGrundy,
  takeAndBreakOptions,
  takeAndBreakRules,
} from "./mod.ts";
import type { ImpartialGame } from "./mod.ts";
import * as impartial from "./mod.ts";

// Valid arguments for every public function and method, so that each position (options fields
// included) is probed with hostile values behind valid ones; testing/hostile.ts probes each
// export with hostile values only.

// A well-behaved user game: a position it does not know has no moves.
const nim = {
  options: (n: number) =>
    Number.isSafeInteger(n) && n >= 0 && n < 64 ? Array.from({ length: n }, (_, i) => i) : [],
};
const kayles = parseOctalCode("0.77");
const sub12 = subtractionGame([1, 2]);
const spawn = parseSpawningCode("1-3");
// A registry with *2 (id 2) and {*2} for the misère toolkit.
const misereGames = new MisereGames();
const twoSharp = misereGames.fromOptions([misereGames.nimHeap(2)]);
const kinds = await declaredKinds("packages/impartial/mod.ts");
const NUMBER = ["number"];
const NUMBER_OR_UNDEFINED = ["number", "undefined"];

/** A case for an exported function, with the parameter kinds it declares. */
function fn(name: string, call: (...args: never[]) => unknown, valid: () => unknown[]): ProbeCase {
  return { name, call: call as (...args: unknown[]) => unknown, valid, kinds: kinds[name] };
}

/** A case for one field of an options object (or another argument the call builds). */
function field(
  name: string,
  call: (value: never) => unknown,
  valid: unknown,
  declared: readonly string[] | "any",
): ProbeCase {
  return {
    name,
    call: call as (...args: unknown[]) => unknown,
    valid: () => [valid],
    kinds: [declared],
  };
}

const functions: ProbeCase[] = [
  fn("mex", mex, () => [[0, 1]]),
  fn("nimSum", nimSum, () => [[1, 2]]),
  fn("nimSum", nimSum, () => [1, 2]),
  fn("nimSumBigInt", nimSumBigInt, () => [[1n, 2n]]),
  fn("grundy", grundy, () => [nim, 3]),
  fn("sumGrundy", sumGrundy, () => [new GrundySolver(nim), [1, 2]]),
  fn("sumWinningMoves", sumWinningMoves, () => [new GrundySolver(nim), [1, 2]]),
  fn("sumGame", sumGame, () => [nim]),
  fn("parseOctalCode", parseOctalCode, () => ["0.77"]),
  fn("parseHexCode", parseHexCode, () => ["0.f"]),
  fn("parseTakeAndBreakCode", parseTakeAndBreakCode, () => ["0.77"]),
  fn("takeAndBreakRules", takeAndBreakRules, () => [kayles]),
  fn("takeAndBreakGrundy", takeAndBreakGrundy, () => [kayles, 10, {}]),
  fn("takeAndBreakOptions", takeAndBreakOptions, () => [kayles, 4, {}]),
  fn("octalCodeRange", octalCodeRange, () => ["0.1", "0.3"]),
  fn("searchMisereQuotients", searchMisereQuotients, () => [["0.77"], 8, {}]),
  fn("parseSpawningCode", parseSpawningCode, () => ["1-3"]),
  fn("spawningOptions", spawningOptions, () => [spawn, 4]),
  fn("spawningRules", spawningRules, () => [spawn]),
  fn("spawningGrundy", spawningGrundy, () => [spawn, 4]),
  fn("subtractionGame", subtractionGame, () => [[1, 2], {}]),
  fn("subtractionRules", subtractionRules, () => [sub12]),
  fn("subtractionGrundy", subtractionGrundy, () => [sub12, 10]),
  fn("findPeriod", findPeriod, () => [[0, 1, 0, 1], {}]),
  fn("rareValueProfile", rareValueProfile, () => [takeAndBreakGrundy(kayles, 10)]),
  fn("heapPeriodicity", heapPeriodicity, () => [sub12, subtractionGrundy(sub12, 20), {}]),
  fn("extendPeriodic", extendPeriodic, () => [
    subtractionGrundy(sub12, 10),
    { preperiod: 0, period: 3 },
    20,
  ]),
  fn("splitGame", splitGame, () => [3]),
  fn("splitGameGrundy", splitGameGrundy, () => [10, 3, {}]),
  fn("splitGameOutcome", splitGameOutcome, () => [[5, 5], 3]),
  fn("labelGraph", labelGraph, () => [[[], [0], [2]]]),
  fn("loopySumOutcome", loopySumOutcome, () => [[{ kind: "finite", value: 1 }]]),
  fn("loopyGrundy", loopyGrundy, () => [nim, 3]),
  fn("misereSumOutcome", misereSumOutcome, () => [new MisereSolver(nim), [1, 2]]),
  fn("misereSumWinningMoves", misereSumWinningMoves, () => [nim, [1, 2], new MisereSolver(nim)]),
  fn("heapMoves", heapMoves, () => [kayles, 4]),
  fn("parseMisereForm", parseMisereForm, () => [new MisereGames(), "*[2[2]]"]),
  fn("mate", mate, () => [misereGames, twoSharp]),
  fn("misereMinus", misereMinus, () => [misereGames, twoSharp, 2]),
  fn("misereParts", misereParts, () => [misereGames, twoSharp]),
  fn("miserePartitions", miserePartitions, () => [misereGames, twoSharp]),
  fn("isMiserePrime", isMiserePrime, () => [misereGames, twoSharp]),
  fn("isExtraverted", isExtraverted, () => [misereGames, twoSharp]),
  fn("isHalfTame", isHalfTame, () => [misereGames, twoSharp]),
  fn("isLinked", isLinked, () => [misereGames, twoSharp, 2]),
  fn("link", link, () => [misereGames, twoSharp, 1]),
  fn("distinguisher", distinguisher, () => [misereGames, twoSharp, 2]),
  fn("misereGamesBornBy", misereGamesBornBy, () => [new MisereGames(), 3]),
  fn("misereCensus", misereCensus, () => [new MisereGames(), 3]),
  fn("miserePeriodicity", miserePeriodicity, () => [sub12, new MisereHeapSolver(sub12), 6]),
  {
    name: "new MisereQuotient",
    call: (game, n, options) => new MisereQuotient(game as never, n as never, options as never),
    valid: () => [sub12, 6, {}],
    kinds: ["any", NUMBER, "any"],
  },
  {
    name: "new MisereHeapSolver",
    call: (game, options) => new MisereHeapSolver(game as never, options as never),
    valid: () => [sub12, {}],
  },
  {
    name: "new GrundySolver",
    call: (game, options) => new GrundySolver(game as never, options as never),
    valid: () => [nim, {}],
  },
  {
    name: "new LoopyGrundySolver",
    call: (game, options) => new LoopyGrundySolver(game as never, options as never),
    valid: () => [nim, {}],
  },
  {
    name: "new MisereSolver",
    call: (game, options) => new MisereSolver(game as never, options as never),
    valid: () => [nim, {}],
  },
  {
    name: "new MisereGames",
    call: (options) => new MisereGames(options as never),
    valid: () => [{}],
  },
];

const fields: ProbeCase[] = [
  field("mex([value])", (v) => mex([0, v]), 1, NUMBER),
  field("nimSum([value])", (v) => nimSum([1, v]), 2, NUMBER),
  field("nimSumBigInt([value])", (v) => nimSumBigInt([1n, v]), 2n, ["bigint"]),
  field("subtractionGame([removal])", (v) => subtractionGame([1, v]), 2, NUMBER),
  field("findPeriod([value])", (v) => findPeriod([0, v, 0, 1]), 1, NUMBER),
  field(
    "extendPeriodic(head, { preperiod })",
    (v) => extendPeriodic(subtractionGrundy(sub12, 10), { preperiod: v, period: 3 }, 20),
    0,
    NUMBER,
  ),
  field(
    "extendPeriodic(head, { period })",
    (v) => extendPeriodic(subtractionGrundy(sub12, 10), { preperiod: 0, period: v }, 20),
    3,
    NUMBER,
  ),
  field("splitGameOutcome([pile])", (v) => splitGameOutcome([5, v], 3), 5, NUMBER),
  field("labelGraph([[successor]])", (v) => labelGraph([[], [v]]), 0, NUMBER),
  field("labelGraph([successors])", (v) => labelGraph([[], v]), [0], ["object"]),
  field(
    "loopySumOutcome([{ value }])",
    (v) => loopySumOutcome([{ kind: "finite", value: v }]),
    1,
    NUMBER,
  ),
  field(
    "loopySumOutcome([{ finite }])",
    (v) => loopySumOutcome([{ kind: "infinite", finite: v }]),
    [0],
    ["object"],
  ),
  field("loopySumOutcome([{ kind }])", (v) => loopySumOutcome([{ kind: v, value: 1 }]), "finite", [
    "string",
  ]),
  field("heapMoves(game, n) on a forged code", (v) => heapMoves({ ...kayles, digits: v }, 4), [
    0,
    7,
    7,
  ], ["object"]),
  field(
    "takeAndBreakRules(game).options([heap])",
    (v) => takeAndBreakRules(kayles).options([3, v]),
    4,
    NUMBER,
  ),
  field(
    "MisereQuotient#outcome([heap])",
    (v) => new MisereQuotient(sub12, 6).outcome([1, v]),
    2,
    NUMBER,
  ),
  field(
    "MisereHeapSolver#sumOutcome([heap])",
    (v) => new MisereHeapSolver(sub12).sumOutcome([1, v]),
    2,
    NUMBER,
  ),
  field("MisereGames#fromOptions([id])", (v) => new MisereGames().fromOptions([0, v]), 0, NUMBER),
  field(
    "takeAndBreakGrundy(game, n, { method })",
    (v) => takeAndBreakGrundy(kayles, 10, { method: v }),
    "plain",
    ["string", "undefined"],
  ),
  field(
    "takeAndBreakGrundy(game, n, { onProgress })",
    (v) => takeAndBreakGrundy(kayles, 10, { onProgress: v }),
    () => {},
    "any",
  ),
  field(
    "subtractionGame(set, { allBut })",
    (v) => subtractionGame([1, 2], { allBut: v }),
    true,
    ["boolean", "undefined"],
  ),
  field(
    "heapPeriodicity(game, values, { maxN })",
    (v) => heapPeriodicity(sub12, subtractionGrundy(sub12, 20), { maxN: v }),
    20,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "heapPeriodicity(game, values, { onProgress })",
    (v) => heapPeriodicity(sub12, subtractionGrundy(sub12, 20), { onProgress: v }),
    () => {},
    "any",
  ),
  field(
    "findPeriod(values, { arithmetic })",
    (v) => findPeriod([0, 1, 0, 1], { arithmetic: v }),
    true,
    ["boolean", "undefined"],
  ),
  field(
    "splitGameGrundy(limit, minPile, { method })",
    (v) => splitGameGrundy(10, 3, { method: v }),
    "plain",
    ["string", "undefined"],
  ),
  field(
    "new GrundySolver(game, { maxPositions })",
    (v) => new GrundySolver(nim, { maxPositions: v }),
    10,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new LoopyGrundySolver(game, { maxPositions })",
    (v) => new LoopyGrundySolver(nim, { maxPositions: v }),
    10,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereSolver(game, { maxPositions })",
    (v) => new MisereSolver(nim, { maxPositions: v }),
    10,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereSolver(game, { games })",
    (v) => new MisereSolver(nim, { games: v }),
    new MisereGames(),
    ["object", "undefined"],
  ),
  field(
    "new MisereGames({ maxGames })",
    (v) => new MisereGames({ maxGames: v }),
    10,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereQuotient(game, n, { maxElements })",
    (v) => new MisereQuotient(sub12, 6, { maxElements: v }),
    64,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereHeapSolver(game, { maxQuotientHeap })",
    (v) => new MisereHeapSolver(sub12, { maxQuotientHeap: v }),
    6,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereHeapSolver(game, { maxQuotientElements })",
    (v) => new MisereHeapSolver(sub12, { maxQuotientElements: v }),
    64,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "new MisereHeapSolver(game, { games })",
    (v) => new MisereHeapSolver(sub12, { games: v }),
    new MisereGames(),
    ["object", "undefined"],
  ),
];

/** A case for a method of a fresh instance. */
function method<T>(
  name: string,
  make: () => T,
  call: (self: T, ...args: never[]) => unknown,
  valid: () => unknown[],
  declared?: readonly (readonly string[] | "any")[],
): ProbeCase {
  return {
    name,
    call: (...args) => (call as (self: T, ...args: unknown[]) => unknown)(make(), ...args),
    valid,
    kinds: declared,
  };
}

/** A case for a method of a game that a function of the package returns. */
function gameMethod(name: string, game: ImpartialGame<unknown>, valid: unknown): ProbeCase[] {
  return [
    { name: `${name}.options`, call: (p) => [...game.options(p)], valid: () => [valid] },
    ...(game.key === undefined
      ? []
      : [{ name: `${name}.key`, call: (p: unknown) => game.key!(p), valid: () => [valid] }]),
    ...(game.components === undefined ? [] : [{
      name: `${name}.components`,
      call: (p: unknown) => [...game.components!(p)],
      valid: () => [valid],
    }]),
  ];
}

const games = () => new MisereGames();
const quotient = () => new MisereQuotient(sub12, 6);
const heapSolver = () => new MisereHeapSolver(sub12);
const misereSolver = () => new MisereSolver(nim);
const ID = [NUMBER];
const methods: ProbeCase[] = [
  ...gameMethod("takeAndBreakRules(kayles)", takeAndBreakRules(kayles) as never, [3, 4]),
  ...gameMethod("subtractionRules(sub12)", subtractionRules(sub12) as never, 5),
  ...gameMethod("spawningRules(spawn)", spawningRules(spawn) as never, [3, 4]),
  ...gameMethod("splitGame(3)", splitGame(3) as never, [5, 6]),
  ...gameMethod("sumGame(nim)", sumGame(nim) as never, [1, 2]),
  method("GrundySolver#grundy", () => new GrundySolver(nim), (s, p) => s.grundy(p), () => [3]),
  method("GrundySolver#outcome", () => new GrundySolver(nim), (s, p) => s.outcome(p), () => [3]),
  method(
    "GrundySolver#winningMoves",
    () => new GrundySolver(nim),
    (s, p) => s.winningMoves(p),
    () => [3],
  ),
  method(
    "LoopyGrundySolver#value",
    () => new LoopyGrundySolver(nim),
    (s, p) => s.value(p),
    () => [3],
  ),
  method(
    "LoopyGrundySolver#winningMoves",
    () => new LoopyGrundySolver(nim),
    (s, p) => s.winningMoves(p),
    () => [3],
  ),
  method(
    "LoopyGrundySolver#drawingMoves",
    () => new LoopyGrundySolver(nim),
    (s, p) => s.drawingMoves(p),
    () => [3],
  ),
  method("MisereSolver#outcome", misereSolver, (s, p) => s.outcome(p), () => [3]),
  method("MisereSolver#misereGrundy", misereSolver, (s, p) => s.misereGrundy(p), () => [3]),
  method("MisereSolver#canonicalForm", misereSolver, (s, p) => s.canonicalForm(p), () => [3]),
  method("MisereSolver#formatGenus", misereSolver, (s, p) => s.formatGenus(p), () => [3]),
  method(
    "LoopyGrundySolver#outcome",
    () => new LoopyGrundySolver(nim),
    (s, p) => s.outcome(p),
    () => [3],
  ),
  method("MisereSolver#winningMoves", misereSolver, (s, p) => s.winningMoves(p), () => [3]),
  method("MisereSolver#genus", misereSolver, (s, p) => s.genus(p), () => [3]),
  method("MisereSolver#format", misereSolver, (s, p, o) => s.format(p, o), () => [3, {}]),
  method(
    "MisereSolver#format(p, { maxLength })",
    misereSolver,
    (s, v) => s.format(3, { maxLength: v }),
    () => [100],
    [NUMBER_OR_UNDEFINED],
  ),
  method("MisereGames#nimHeap", games, (g, n) => g.nimHeap(n), () => [3], ID),
  method("MisereGames#fromOptions", games, (g, o) => g.fromOptions(o), () => [[0]]),
  method("MisereGames#hasOption", games, (g, a, b) => g.hasOption(a, b), () => [0, 0], [
    NUMBER,
    NUMBER,
  ]),
  method("MisereGames#options", games, (g, id) => g.options(id), () => [0], ID),
  method("MisereGames#birthday", games, (g, id) => g.birthday(id), () => [0], ID),
  method("MisereGames#grundy", games, (g, id) => g.grundy(id), () => [0], ID),
  method("MisereGames#misereGrundy", games, (g, id) => g.misereGrundy(id), () => [0], ID),
  method("MisereGames#outcome", games, (g, id) => g.outcome(id), () => [0], ID),
  method("MisereGames#add", games, (g, a, b) => g.add(a, b), () => [0, 0], [NUMBER, NUMBER]),
  method("MisereGames#isEven", games, (g, id) => g.isEven(id), () => [0], ID),
  method("MisereGames#isNimHeap", games, (g, id) => g.isNimHeap(id), () => [0], ID),
  method("MisereGames#phylum", games, (g, id) => g.phylum(id), () => [0], ID),
  method("MisereGames#genus", games, (g, id) => g.genus(id), () => [0], ID),
  method(
    "MisereGames#formatGenus",
    games,
    (g, genus) => g.formatGenus(genus),
    () => [{ grundy: 0, misere: [1], phylum: "nim-heap" }],
  ),
  method("MisereGames#format", games, (g, id, o) => g.format(id, o), () => [0, {}], [
    NUMBER,
    "any",
  ]),
  method("MisereQuotient#extend", quotient, (q, n) => q.extend(n), () => [8], ID),
  method("MisereQuotient#element", quotient, (q, h) => q.element(h), () => [2], ID),
  method("MisereQuotient#multiply", quotient, (q, x, y) => q.multiply(x, y), () => [0, 0], [
    NUMBER,
    NUMBER,
  ]),
  method("MisereQuotient#isP", quotient, (q, x) => q.isP(x), () => [0], ID),
  method("MisereQuotient#elementName", quotient, (q, x) => q.elementName(x), () => [0], ID),
  method("MisereQuotient#sumElement", quotient, (q, h) => q.sumElement(h), () => [[1, 2]]),
  method("MisereQuotient#outcome", quotient, (q, h) => q.outcome(h), () => [[1, 2]]),
  method("MisereQuotient#winningMoves", quotient, (q, h) => q.winningMoves(h), () => [[1, 2]]),
  method("MisereHeapSolver#canonicalForm", heapSolver, (s, n) => s.canonicalForm(n), () => [3], ID),
  method("MisereHeapSolver#grundy", heapSolver, (s, n) => s.grundy(n), () => [3], ID),
  method("MisereHeapSolver#misereGrundy", heapSolver, (s, n) => s.misereGrundy(n), () => [3], ID),
  method("MisereHeapSolver#outcome", heapSolver, (s, n) => s.outcome(n), () => [3], ID),
  method("MisereHeapSolver#genus", heapSolver, (s, n) => s.genus(n), () => [3], ID),
  method("MisereHeapSolver#formatGenus", heapSolver, (s, n) => s.formatGenus(n), () => [3], ID),
  method("MisereHeapSolver#format", heapSolver, (s, n, o) => s.format(n, o), () => [3, {}], [
    NUMBER,
    "any",
  ]),
  method("MisereHeapSolver#allTame", heapSolver, (s, h) => s.allTame(h), () => [[1, 2]]),
  method("MisereHeapSolver#sumMethod", heapSolver, (s, h) => s.sumMethod(h), () => [[1, 2]]),
  method("MisereHeapSolver#sumOutcome", heapSolver, (s, h) => s.sumOutcome(h), () => [[1, 2]]),
  method(
    "MisereHeapSolver#sumWinningMoves",
    heapSolver,
    (s, h) => s.sumWinningMoves(h),
    () => [[1, 2]],
  ),
];

Deno.test("every public function, option and method of @cgt/impartial takes a hostile argument behind valid ones with a result or its own error", async (t) => {
  await t.step("every exported function has valid arguments here", () => {
    const covered = new Set(functions.map((c) => c.name));
    const missing = Object.entries(impartial)
      .filter(([_name, value]) =>
        typeof value === "function" && !/^class[\s{]/.test(Function.prototype.toString.call(value))
      )
      .map(([name]) => name)
      .filter((name) => !covered.has(name));
    assert.deepEqual(missing, []);
  });
  for (
    const [label, cases] of [
      ["exported functions and constructors", functions],
      ["fields of options objects", fields],
      ["public methods", methods],
    ] as const
  ) {
    await t.step(label, () => {
      const findings = probeCases(cases);
      assert.deepEqual(findings, [], `${findings.length} hostile calls did what they must not`);
    });
  }
});
