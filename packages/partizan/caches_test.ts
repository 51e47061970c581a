import assert from "node:assert/strict";
import * as partizan from "./mod.ts";
import {
  add,
  cacheLimit,
  cacheStats,
  clearCaches,
  compare,
  cool,
  dyadic,
  formatGame,
  type Game,
  game,
  integer,
  leftOptions,
  nimber,
  parseGame,
  setCacheLimit,
  Solver,
  STAR,
  subtract,
  thermograph,
  UP,
  ZERO,
} from "./mod.ts";
import type { Ruleset } from "./search/search.ts";

const G = parseGame("{2|1}");

/** Every public function of @cgt/partizan that takes a Game, called with `x` in one game slot. */
const ENTRY_POINTS: [string, (x: Game) => unknown, Game?][] = [
  ["add (first)", (x) => partizan.add(x, G)],
  ["add (second)", (x) => partizan.add(G, x)],
  ["subtract (first)", (x) => partizan.subtract(x, G)],
  ["subtract (second)", (x) => partizan.subtract(G, x)],
  ["negate", (x) => partizan.negate(x)],
  ["valueForm", (x) => partizan.valueForm(x)],
  ["ordinalSum (first)", (x) => partizan.ordinalSum(x, G)],
  ["ordinalSum (second)", (x) => partizan.ordinalSum(G, x)],
  ["conjunctiveSum", (x) => partizan.conjunctiveSum(x, G)],
  ["selectiveSum", (x) => partizan.selectiveSum(G, x)],
  ["sequentialSum", (x) => partizan.sequentialSum(x, G)],
  ["sideSum", (x) => partizan.sideSum(G, x)],
  ["nortonProduct", (x) => partizan.nortonProduct(x, partizan.UP)],
  ["conwayProduct", (x) => partizan.conwayProduct(x, G)],
  ["ordinalProduct (first)", (x) => partizan.ordinalProduct(x, G)],
  ["ordinalProduct (second)", (x) => partizan.ordinalProduct(G, x)],
  ["pow (base)", (x) => partizan.pow(x, partizan.integer(2)), UP],
  ["pow (exponent)", (x) => partizan.pow(UP, x), partizan.integer(2)],
  ["powTo (base)", (x) => partizan.powTo(x, partizan.integer(2))],
  [
    "subordinate (base)",
    (x) => partizan.subordinate(partizan.parseLoopyGame("over"), x),
    partizan.integer(1),
  ],
  ["powTo (exponent)", (x) => partizan.powTo(G, x), partizan.integer(2)],
  [
    "loopyOrdinalSumOnForm",
    (x) => partizan.loopyOrdinalSumOnForm([x], [], partizan.parseLoopyGame("over")),
  ],
  [
    "subordinateToForm",
    (x) => partizan.subordinateToForm(partizan.parseLoopyGame("over"), [x], []),
    partizan.integer(0),
  ],
  ["incentives", (x) => partizan.incentives(x)],
  ["leftIncentives", (x) => partizan.leftIncentives(x)],
  ["rightIncentives", (x) => partizan.rightIncentives(x)],
  ["followers", (x) => partizan.followers(x)],
  ["followerCount", (x) => partizan.followerCount(x)],
  ["uptimalExpansion", (x) => partizan.uptimalExpansion(x)],
  ["isAtomic", (x) => partizan.isAtomic(x)],
  ["isInfinitesimal", (x) => partizan.isInfinitesimal(x)],
  ["isNumberish", (x) => partizan.isNumberish(x)],
  ["isEven", (x) => partizan.isEven(x)],
  ["isOdd", (x) => partizan.isOdd(x)],
  ["isEvenTempered", (x) => partizan.isEvenTempered(x)],
  ["isOddTempered", (x) => partizan.isOddTempered(x)],
  ["sum", (x) => partizan.sum([G, x])],
  ["leq (first)", (x) => partizan.leq(x, G)],
  ["leq (second)", (x) => partizan.leq(G, x)],
  ["equals (first)", (x) => partizan.equals(x, G)],
  ["equals (second)", (x) => partizan.equals(G, x)],
  ["compare (first)", (x) => partizan.compare(x, G)],
  ["compare (second)", (x) => partizan.compare(G, x)],
  ["compare (same)", (x) => partizan.compare(x, x)],
  ["outcome", (x) => partizan.outcome(x)],
  ["game (left)", (x) => partizan.game([x], [])],
  ["game (right)", (x) => partizan.game([], [x])],
  ["leftOptions", (x) => partizan.leftOptions(x)],
  ["rightOptions", (x) => partizan.rightOptions(x)],
  ["numberUpStarParts", (x) => partizan.numberUpStarParts(x)],
  ["isNumber", (x) => partizan.isNumber(x)],
  ["numberValue", (x) => partizan.numberValue(x)],
  ["isNimber", (x) => partizan.isNimber(x)],
  ["nimberValue", (x) => partizan.nimberValue(x)],
  ["plusMinus", (x) => partizan.plusMinus(x)],
  ["tiny", (x) => partizan.tiny(x)],
  ["miny", (x) => partizan.miny(x)],
  ["formatGame", (x) => partizan.formatGame(x)],
  ["formattedLength", (x) => partizan.formattedLength(x)],
  [
    "parseGame (a function's result)",
    (x) => partizan.parseGame("f()", { functions: { f: () => x } }),
  ],
  ["leftStop", (x) => partizan.leftStop(x)],
  ["rightStop", (x) => partizan.rightStop(x)],
  ["thermograph", (x) => partizan.thermograph(x)],
  ["mean", (x) => partizan.mean(x)],
  ["temperature", (x) => partizan.temperature(x)],
  ["thermographSvg", (x) => partizan.thermographSvg(x)],
  ["thermographTikz", (x) => partizan.thermographTikz(x)],
  ["thermographSketch", (x) => partizan.thermographSketch(x)],
  ["cool", (x) => partizan.cool(x, dyadic(1))],
  ["freeze", (x) => partizan.freeze(x)],
  ["heat (game)", (x) => partizan.heat(x, STAR)],
  ["heat (temperature)", (x) => partizan.heat(G, x)],
  ["overheat (game)", (x) => partizan.overheat(x, STAR, STAR)],
  ["overheat (s)", (x) => partizan.overheat(G, x, STAR)],
  ["overheat (t)", (x) => partizan.overheat(G, STAR, x)],
  ["reducedCanonicalForm", (x) => partizan.reducedCanonicalForm(x)],
  ["isAllSmall", (x) => partizan.isAllSmall(x)],
  ["atomicWeight", (x) => partizan.atomicWeight(x), UP],
  ["birthday", (x) => partizan.birthday(x)],
  ["fromGame", (x) => partizan.fromGame(x)],
  ["gameMisereOutcome", (x) => partizan.gameMisereOutcome(x)],
  ["companion", (x) => partizan.companion(x)],
  ["farStar", (x) => partizan.farStar(x)],
  ["starProjection", (x) => partizan.starProjection(x)],
  ["confusionInterval", (x) => partizan.confusionInterval(x)],
  ["stopCount", (x) => partizan.stopCount(x)],
  ["temper", (x) => partizan.temper(x)],
  ["isNumberTiny", (x) => partizan.isNumberTiny(x)],
  ["isIdempotent", (x) => partizan.isIdempotent(x)],
  ["isUptimal", (x) => partizan.isUptimal(x)],
  ["isPseudonumber", (x) => partizan.isPseudonumber(x)],
  ["isPlumtree", (x) => partizan.isPlumtree(x)],
  ["isStopperSided", (x) => partizan.isStopperSided(x)],
  ["sensibleOptions", (x) => partizan.sensibleOptions(x, "left")],
  ["sensibleLines", (x) => partizan.sensibleLines(x, "right")],
  ["winningMoves", (x) => partizan.winningMoves([G, x], "left")],
  ["sensibleMoves", (x) => partizan.sensibleMoves([x], "right")],
];

/** Public functions and classes that take no Game argument (the rest must be in the table). */
const NO_GAME_ARGUMENT = new Set([
  // Game forms: they take forms (checked by their own argument checks), not games.
  "canonicalForm",
  "explicitForm",
  "formatGameForm",
  "formLeftOptions",
  "formRightOptions",
  "gameFormMisereOutcome",
  "isCanonicalOnly",
  "negateForm",
  "parseGameForm",
  "positionForm",
  "sumForm",
  // The operations table: looked up by name (its entries' apply is each operation above).
  "infixOperation",
  "operationNamed",
  "FormValueCache",
  // Notation hooks and search watching: functions and rulesets, not games.
  "positionOf",
  "withPosition",
  "watchSearch",
  "parallelWorkerCount",
  "cpuMilliseconds",
  "GameLimitError",
  "LimitError",
  "PositionLimitError",
  "Solver",
  // The outcome solver takes a ruleset and positions, as Solver does.
  "OutcomeSolver",
  "solveOutcome",
  "addDyadic",
  "cacheLimit",
  "cacheStats",
  "clearCaches",
  "compareDyadic",
  "dyadic",
  "formatDyadic",
  "integer",
  "integerFunction",
  "negateDyadic",
  "nimber",
  "numberGame",
  "numberUpStar",
  "parseDyadic",
  "registerCacheOwner",
  "rulesetFunction",
  "setCacheLimit",
  "spendSteps",
  "stringFunction",
  "value",
  "wallValue",
  "formatThermograph",
  "formatWall",
  "withStepLimit",
  // Parallel search: tasks are plain data, values come back as games of this isolate.
  "parallelSearch",
  "serveParallelSearch",
  "startModuleWorker",
  // Loopy values (LoopyGame, checked by loopy.ts itself), graphs, rulesets and positions.
  "clearLoopyCaches",
  "comparePseudonumbers",
  "formatPseudonumber",
  "loopyStop",
  "loopyValue",
  "loopyRulesetOutcome",
  "upNth",
  "upToNth",
  "uptimalGame",
  "formatUptimalExpansion",
  "degree",
  "formatLoopyGame",
  "formatLoopySides",
  "graphOutcome",
  "identityKey",
  "isLoopfree",
  "isLoopyGame",
  "isStopper",
  "isStopperGraph",
  "loopyAdd",
  "loopyCompare",
  "loopyEquals",
  "loopyGame",
  "loopyLeq",
  "loopyNegate",
  "loopyOutcome",
  "loopySubtract",
  "misereOutcome",
  "offside",
  "onside",
  "parseLoopyGame",
  "sided",
  "stopperGraph",
  "toGame",
  // Operations on stoppers (subordinate's short base is in the table above).
  "downsum",
  "downsumVariety",
  "isStable",
  "stability",
  "loopyOrdinalSum",
  "stopperFollowers",
  "stopperOptions",
  "upsum",
  "upsumVariety",
  "variety",
  "loopyPow",
  "loopyPowTo",
  // Predicates of loopy values.
  "isLoopyInfinitesimal",
  "isLoopyNumberish",
  "isLoopyNumberTiny",
  "isLoopyPlumtree",
  "isLoopyPseudonumber",
  "isLoopyStopperSided",
  // Named arguments of notation calls (option => value): no games.
  "formatNamedValue",
  "isNamedArgument",
  // CGSuite's argument forms of notation functions: functions and literals, no games.
  "cgsuiteFormsOf",
  "isCgsuiteLiteral",
  "withCgsuiteForms",
]);

const FOREIGN: [string, unknown][] = [
  ["a forged { id }", { id: 3 }],
  ["a frozen forged { id: 0 }", Object.freeze({ id: 0 })],
  ["a structured clone of *", structuredClone(STAR)],
  ["a structured clone of {2|1}", structuredClone(G)],
  ["an object made from a game", Object.create(STAR)],
  ["null", null],
  ["a number", 7],
];

Deno.test("every public function of @cgt/partizan rejects a game it did not make", async (t) => {
  await t.step("the table lists every function that takes a game", () => {
    const covered = new Set(ENTRY_POINTS.map(([name]) => name.split(" ")[0]));
    for (const [name, value] of Object.entries(partizan)) {
      if (typeof value !== "function" || NO_GAME_ARGUMENT.has(name)) continue;
      assert.ok(covered.has(name), `${name} is not in the table of entry points`);
    }
  });
  for (const [entry, call, sample = G] of ENTRY_POINTS) {
    await t.step(`${entry} throws a TypeError`, () => {
      assert.doesNotThrow(() => call(sample), `${entry} accepts a real game`);
      for (const [what, foreign] of FOREIGN) {
        assert.throws(
          () => call(foreign as Game),
          (error: unknown) => error instanceof TypeError && /^Cannot /.test(error.message),
          `${entry} given ${what}`,
        );
      }
    });
  }
  await t.step("the message says games stay in one isolate", () => {
    assert.throws(
      () => add(structuredClone(STAR), STAR),
      /Cannot add games: expected a game made by @cgt\/partizan in this isolate/,
    );
  });
});

Deno.test("clearCaches() frees derived results and keeps the identity of games", async (t) => {
  await t.step("a value recomputed after clearing is the same object", () => {
    const a = parseGame("{3||2|1}");
    const s = add(a, parseGame("{1|0}"));
    const c = cool(s, dyadic(1, 1));
    const text = formatGame(s);
    clearCaches();
    assert.equal(add(parseGame("{3||2|1}"), parseGame("{1|0}")), s);
    assert.equal(cool(s, dyadic(1, 1)), c);
    assert.equal(formatGame(s), text);
    assert.equal(subtract(s, s), ZERO);
  });
  await t.step("games held across a clear keep their options and order", () => {
    const g = game([ZERO, STAR], [ZERO]);
    clearCaches();
    assert.equal(g, game([STAR, ZERO], [ZERO]));
    assert.deepEqual(leftOptions(g), [ZERO, STAR]);
    assert.equal(compare(g, UP), "||"); // ^* - ^ = *
    assert.equal(compare(g, STAR), ">"); // ^* - * = ^
  });
  await t.step("the derived caches are empty afterwards", () => {
    add(parseGame("{5|4}"), parseGame("{4|3}"));
    clearCaches();
    const stats = cacheStats();
    assert.equal(stats.caches.get("sums of games"), 0);
    assert.equal(stats.caches.get("order of games"), 0);
    assert.equal(stats.caches.get("canonical forms of option lists"), 0);
  });
  await t.step("a live solver's table is emptied", () => {
    // A table joins the registry once it holds 256 values; smaller ones are the caller's alone.
    const solver = new Solver(SUBTRACTION);
    solver.value(9);
    clearCaches();
    assert.equal(solver.size, 10);
    solver.value(300);
    assert.ok(solver.size > 256);
    clearCaches();
    assert.equal(solver.size, 0);
    assert.equal(solver.value(9), nimber(0)); // 9 mod 3 = 0
  });
});

/** Take 1 or 2 from a heap: Grundy value n mod 3. */
const SUBTRACTION: Ruleset<number> = {
  name: "subtraction {1,2}",
  leftOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
  rightOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
  key: (n) => n,
};

Deno.test("setCacheLimit() bounds every derived cache", async (t) => {
  const before = cacheLimit();
  try {
    await t.step("memo caches stay within the limit while values stay right", () => {
      setCacheLimit(64);
      let total = ZERO;
      for (let i = 0; i < 200; i++) {
        const g = game([integer(i % 7)], [game([nimber(i % 5)], [integer(-(i % 3))])]);
        total = i % 4 === 0 ? g : add(total, g);
        for (const [name, n] of cacheStats().caches) {
          if (name === "order of games") assert.ok(n <= 8 * 64, `${name} holds ${n}`);
          else if (name !== "small number-up-star games" && name !== "solver tables") {
            assert.ok(n <= 64, `${name} holds ${n}`);
          }
        }
      }
      // The same sums under no pressure agree.
      setCacheLimit(before);
      clearCaches();
      let check = ZERO;
      for (let i = 0; i < 200; i++) {
        const g = game([integer(i % 7)], [game([nimber(i % 5)], [integer(-(i % 3))])]);
        check = i % 4 === 0 ? g : add(check, g);
      }
      assert.equal(check, total);
    });
    await t.step("a limit that is not an integer from 1 to 2^30 is refused", () => {
      for (const bad of [0, -1, 1.5, NaN, Infinity, 2 ** 31]) {
        assert.throws(() => setCacheLimit(bad), RangeError);
      }
    });
  } finally {
    setCacheLimit(before);
  }
});

Deno.test("thermograph() gives the same walls after clearCaches()", () => {
  const g = parseGame("{3||2*|1*}");
  const before = thermograph(g);
  clearCaches();
  assert.deepEqual(thermograph(g), before);
});

Deno.test("the engine's memory stays bounded across rounds of new games", async () => {
  // A child process, so that it can expose gc() and start from an empty engine.
  const script = new URL("./testdata/memory_rounds.ts", import.meta.url).pathname;
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--v8-flags=--expose-gc", script, "10", "2000", "2000"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(success, new TextDecoder().decode(stderr));
  const rounds = new TextDecoder().decode(stdout).trim().split("\n").map((line) =>
    JSON.parse(line) as { heap: number; entries: number; games: number; made: number }
  );
  assert.equal(rounds.length, 10);
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  const MB = 2 ** 20;
  // Real work: many more games made than the caches may hold.
  assert.ok(last.made >= 40_000, `only ${last.made} games made`);
  // Games nobody holds are collected: the live ones stay a small fraction of those made.
  assert.ok(last.games < last.made / 4, `${last.games} of ${last.made} games still interned`);
  // The heap after GC levels off instead of growing with every round.
  for (const r of rounds) {
    assert.ok(r.heap < first.heap + 4 * MB, `heap ${r.heap} after ${first.heap}`);
  }
  assert.ok(last.heap < 32 * MB, `heap ${last.heap}`);
});

Deno.test("clearCaches() lets the memory of collected games come back without a sweep", async () => {
  // The identity tables were swept only when they doubled: 100,000 games made in one task and
  // then dropped left 300,000 dead entries, about 24 MB, until the tables doubled again.
  const script = new URL("./testdata/intern_sweep.ts", import.meta.url).pathname;
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--v8-flags=--expose-gc", script, "100000"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(success, new TextDecoder().decode(stderr));
  const { before, after } = JSON.parse(new TextDecoder().decode(stdout)) as {
    before: number;
    after: number;
  };
  const MB = 2 ** 20;
  assert.ok(after < before + 2 * MB, `heap ${after} after ${before}`);
});

Deno.test("registerCacheOwner() puts a table of the caller's under clearCaches() and cacheStats()", async (t) => {
  await t.step("a registered owner is cleared and counted", () => {
    const table = new Map<number, number>();
    const owner = {
      clear: () => table.clear(),
      get size() {
        return table.size;
      },
    };
    partizan.registerCacheOwner(owner);
    const before = cacheStats().caches.get("solver tables") ?? 0;
    for (let i = 0; i < 5; i++) table.set(i, i);
    assert.equal(cacheStats().caches.get("solver tables"), before + 5);
    clearCaches();
    assert.equal(table.size, 0);
  });
  await t.step("something without clear() is a TypeError", () => {
    for (const bad of [null, undefined, 3, {}, { clear: 1, size: 0 }]) {
      assert.throws(
        () => partizan.registerCacheOwner(bad as unknown as partizan.CacheOwner),
        TypeError,
      );
    }
  });
});

Deno.test("one-shot value() calls in a loop stay out of the cache registry", () => {
  // A weak reference keeps its target until the task ends: registering every short-lived solver
  // held all their tables through a long synchronous loop. Small tables are not registered.
  const before = cacheStats().caches.get("solver tables") ?? 0;
  for (let i = 0; i < 2000; i++) partizan.value(SUBTRACTION, 5 + (i % 7));
  assert.equal(cacheStats().caches.get("solver tables") ?? 0, before);
});
