import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/partizan/game-limit";
import { Solver, watchSearch } from "@cgt/partizan/search";
import { stepsRemaining } from "@cgt/core/limits";
import { clearCaches } from "@cgt/core/caches";
import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
import { CliError, type Io } from "../cli.ts";
import { cgt } from "../testing.ts";
import {
  ESTIMATE_MISS,
  estimateSearch,
  extrapolateSearch,
  FIRST_CHECK_STEPS,
  SearchEstimate,
  type SearchSample,
} from "./_estimate.ts";

const EMPTY_6X6 = 'domineering("......|......|......|......|......|......")';
const EMPTY_4X8 = 'domineering("........|........|........|........")';
const EMPTY_5X5 = ".....|.....|.....|.....|.....";

Deno.test("extrapolateSearch() finds where a power law of the work reaches done = 1", async (t) => {
  await t.step("exactly, on samples of done = (work / total)^power (fast-check, 200 runs)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 1e9 }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        (total, power, at) => {
          const sample = (steps: number) => ({
            steps,
            positions: steps / 10,
            done: (steps / total) ** power,
          });
          const estimate = extrapolateSearch(sample(total * at / 4), sample(total * at))!;
          return Math.abs(estimate.steps / total - 1) < 1e-6 &&
            Math.abs(estimate.positions / (total / 10) - 1) < 1e-6;
        },
      ),
      { seed: 411, numRuns: 200 },
    );
  });
  await t.step("as the work done when the search has finished", () => {
    const late = { steps: 900, positions: 90, done: 1 };
    assert.deepEqual(extrapolateSearch({ steps: 10, positions: 1, done: 0.1 }, late), {
      steps: 900,
      positions: 90,
    });
  });
  await t.step("not at all when done did not grow between the samples", () => {
    const early = { steps: 10, positions: 1, done: 0.2 };
    assert.equal(extrapolateSearch(early, { steps: 20, positions: 2, done: 0.2 }), undefined);
    assert.equal(extrapolateSearch({ ...early, done: 0 }, { ...early, done: 0.5 }), undefined);
  });
});

Deno.test("estimateSearch() comes within ESTIMATE_MISS times of the real steps of a search", () => {
  // Seeded Domineering boards of 4x4 to 5x5 with up to four cells filled, each valued in full
  // with its reports recorded. The checks come as in SearchEstimate, scaled down (the first at
  // 4,000 steps, then at doublings); the estimate at the second check, the one a refusal rests
  // on, must be within ESTIMATE_MISS times of the steps the search took, either way. Searches of
  // fewer than 16,000 steps, done before their second check, are not estimated. Measured: 8 of
  // the 12 boards estimated, at 0.26 to 1.5 times their steps (21,000 to 1.2 million steps).
  const boards = fc.sample(
    fc.tuple(
      fc.integer({ min: 4, max: 5 }),
      fc.integer({ min: 4, max: 5 }),
      fc.uniqueArray(fc.nat(24), { maxLength: 4 }),
    ),
    { seed: 2705, numRuns: 12 },
  );
  let estimated = 0;
  for (const [height, width, filled] of boards) {
    const cells = Array.from({ length: height * width }, (_, i) => filled.includes(i) ? "#" : ".");
    const rows = Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width));
    const board = rows.map((row) => row.join("")).join("|");
    const samples: SearchSample[] = [];
    const checks: (number | undefined)[] = [];
    let next = 4_000;
    const budget = 1e12;
    const steps = withStepLimit(budget, () => {
      watchSearch(() => new Solver(DOMINEERING).value(parseDomineering(board)), {
        every: 64,
        onProgress: (p) => {
          samples.push({ ...p });
          if (p.steps < next) return;
          while (next <= p.steps) next *= 2;
          checks.push(estimateSearch(samples)?.steps);
        },
      });
      return budget - stepsRemaining();
    });
    if (steps < 16_000 || checks.length < 2) continue;
    estimated++;
    const ratio = checks[1]! / steps;
    assert.ok(
      ratio <= ESTIMATE_MISS && ratio >= 1 / ESTIMATE_MISS,
      `${board}: estimated ${checks[1]} steps at the second check, took ${steps}`,
    );
  }
  assert.ok(estimated >= 4, `only ${estimated} boards were estimated`);
});

Deno.test("cgt value still values boards whose searches fit the limits", async (t) => {
  // 5x5 passes the first estimate (it takes about 400,000 steps), and is valued.
  for (const board of ["....|....|....|....", EMPTY_5X5]) {
    await t.step(board, async () => {
      const result = await cgt(["value", `domineering("${board}")`]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /^value .+\noutcome [LRPN] /);
      assert.equal(result.stderr, "");
    });
  }
  await t.step(
    "Konane 5x5, whose first estimate runs about 30,000 times high, is valued",
    async () => {
      // About 2.1 million steps; the estimate at 250,000 steps said 6.6e10 (a refusal before
      // estimates had to agree twice), the one at 500,000 said 1.35 million.
      const result = await cgt(["value", 'konane("xoxox|oxoxo|xo.ox|oxoxo|xoxox")']);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /^value 1\noutcome L /);
    },
  );
  await t.step(
    "Clobber 4x4, whose second estimate is just under three times --max-steps, is valued",
    async () => {
      // About 3.7 million steps; the estimates at 250,000 and 500,000 steps said 209 million
      // and 14.6 million (the limit for a refusal is 3 x 5,000,000): a smaller ESTIMATE_BIAS
      // would refuse it.
      const result = await cgt(["value", 'clobber("xoxo|oxox|xoxo|oxox")']);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /^value .+\noutcome [LRPN] /);
    },
  );
  await t.step("4x4 gives CGSuite's value", async () => {
    // Lessons in Play and CGSuite: the empty 4x4 Domineering board.
    const result = await cgt(["value", 'domineering("....|....|....|....")']);
    assert.equal(result.stdout.split("\n")[0], "value +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  });
});

Deno.test("cgt value refuses, at its early estimates, a search that would pass --max-steps", async (t) => {
  // [expression, how it is read]
  const rows: [string, string][] = [
    [EMPTY_6X6, "a lone position, searched by parallelValue in this thread"],
    [EMPTY_4X8, "a lone position"],
    ['1 + amazons("x...|....|....|...o")', "inside a sum, by the notation's module-wide solver"],
  ];
  for (const [expr, how] of rows) {
    await t.step(`${expr} (${how})`, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(
        result.stderr,
        /^error: Cannot value "[^\n]*": the search would need about \d+ steps \(about [^;]+; estimates this early were seen to miss by up to 15 times either way\), past --max-steps 5000000: raise it, or give --force to search until the limit\n$/,
      );
    });
  }
});

Deno.test("cgt value gives an expression the same verdict with its caches cold or warm", async (t) => {
  // Clobber 4x4 takes about 3.7 million steps from empty caches. With the caches warm from
  // Clobber 3x4 its estimates used to run higher (18-29 million, past 3 x 5,000,000: refused,
  // though it took under 4 million steps), and once valued it was answered from the caches at
  // --max-steps 2,000,000, which a fresh process refuses. Every `cgt value` of a ruleset
  // position now starts from empty caches, so the verdict is the same however warm they are.
  const clobber4x4 = 'clobber("xoxo|oxox|xoxo|oxox")';
  // The time in a refusal depends on the machine's speed: replaced.
  const verdict = (r: { code: number; stdout: string; stderr: string }) =>
    `${r.code} ${r.stdout.split("\n")[0]} ${r.stderr.replace(/\(about [^;]+;/, "(about <time>;")}`;
  clearCaches();
  const cold = verdict(await cgt(["value", clobber4x4, "--max-steps", "2000000"]));
  assert.match(cold, /^1 +error: Cannot value .*the search would need about \d+ steps/);
  await t.step(
    "valued at the default --max-steps after Clobber 3x4 warmed the caches",
    async () => {
      clearCaches();
      assert.equal((await cgt(["value", 'clobber("xoxo|oxox|xoxo")'])).code, 0);
      const warm = await cgt(["value", clobber4x4]);
      assert.equal(warm.code, 0, warm.stderr);
      assert.match(warm.stdout, /^value \*\noutcome N /);
    },
  );
  await t.step("refused at --max-steps 2000000 as cold, after being valued", async () => {
    assert.equal(verdict(await cgt(["value", clobber4x4, "--max-steps", "2000000"])), cold);
  });
});

Deno.test("cgt value says how far its estimate was seen to miss, and never calls it safe", async (t) => {
  // The figures and the time depend on the engine's caches and the machine: they are replaced.
  const result = await cgt(["value", EMPTY_6X6]);
  assert.equal(result.code, 1);
  assert.doesNotMatch(result.stderr, /safe/);
  await t.assertSnapshot(
    result.stderr.replace(/\d+ steps \(about [^;]+;/, "<n> steps (about <time>;"),
  );
});

Deno.test("cgt value refuses a search that would pass --max-positions, naming that option", async () => {
  const result = await cgt([
    "value",
    'clobber("xoxox|oxoxo|xoxox|oxoxo")',
    "--max-steps",
    "100000000000",
  ]);
  assert.equal(result.code, 1);
  assert.match(
    result.stderr,
    /^error: Cannot value "[^\n]*": the search would need about \d+ positions \(estimates this early were seen to miss by up to 15 times either way; each costs a few hundred bytes\), past --max-positions 1000000: raise it, or give --force to search until the limit\n$/,
  );
});

Deno.test("cgt value --force searches until the limit whatever the estimate", async () => {
  // Past the second check (two estimates in a row refuse), before the third.
  const limit = String(2 * FIRST_CHECK_STEPS + 100_000);
  const refused = await cgt(["value", EMPTY_4X8, "--max-steps", limit]);
  assert.match(refused.stderr, /the search would need about/);
  const forced = await cgt(["value", EMPTY_4X8, "--max-steps", limit, "--force"]);
  assert.equal(forced.code, 1);
  assert.equal(
    forced.stderr,
    `error: Cannot finish the computation on games: it needs more than ${limit} steps (raise the limit with --max-steps)\n`,
  );
});

Deno.test("cgt value --max-positions bounds Amazons and Fission positions too", async (t) => {
  // Boards no earlier test searched: the notation's solvers keep what they found.
  for (const expr of ['amazons("xx..|...o")', 'fission("..x.|....|..x.|....")']) {
    await t.step(expr, async () => {
      const small = await cgt(["value", expr, "--max-positions", "3"]);
      assert.equal(small.code, 1);
      assert.equal(
        small.stderr,
        "error: Cannot finish the search: more than 3 positions would be evaluated (raise the limit with --max-positions)\n",
      );
      const enough = await cgt(["value", expr, "--max-positions", "1000000"]);
      assert.equal(enough.code, 0, enough.stderr);
    });
  }
});

/** An Io that records stderr, with stderr a terminal or not. */
function recordingIo(terminal: boolean): Io & { err: string[] } {
  const err: string[] = [];
  return {
    err,
    stdout: () => {},
    stderr: (text) => void err.push(text),
    readStdin: () => null,
    writeFile: () => Promise.resolve(),
    stderrIsTerminal: terminal,
    color: false,
  };
}

/** Values the empty 5x5 Domineering board (about 400,000 steps) watched by `estimate`. */
function search5x5(estimate: SearchEstimate): Promise<unknown> {
  return estimate.settle(
    Promise.resolve().then(() =>
      estimate.run(() =>
        withStepLimit(
          10_000_000,
          () => new Solver(DOMINEERING).value(parseDomineering(EMPTY_5X5)),
        )
      )
    ),
  );
}

Deno.test("SearchEstimate shows a progress line on a terminal only, and clears it", async (t) => {
  const limits = { maxSteps: 10_000_000, maxPositions: 1_000_000, force: false, progressAfter: 0 };
  await t.step("on a terminal: one line rewritten with \\r, then blanked", async () => {
    const io = recordingIo(true);
    await search5x5(new SearchEstimate(io, "5x5", limits));
    const text = io.err.join("");
    assert.ok(io.err.length > 2);
    assert.ok(!text.includes("\n"), "never a new line");
    assert.match(io.err[0], /^\rsearching: \d+ positions, \d+ steps/);
    assert.match(io.err[io.err.length - 1], /^\r +\r$/);
  });
  await t.step("elsewhere: nothing", async () => {
    const io = recordingIo(false);
    await search5x5(new SearchEstimate(io, "5x5", limits));
    assert.deepEqual(io.err, []);
  });
});

Deno.test("SearchEstimate refuses a search estimated past its time limit unless forced", async () => {
  // Checked early: the engine's caches, warm from the tests before, make the search cheaper.
  const limits = {
    maxSteps: 10_000_000,
    maxPositions: 1_000_000,
    refuseSeconds: 0,
    firstCheck: 20_000,
  };
  await assert.rejects(
    search5x5(new SearchEstimate(recordingIo(false), "5x5", { ...limits, force: false })),
    (e) =>
      e instanceof CliError &&
      /^Cannot value "5x5": the search would take about .+ \(about \d+ steps; estimates this early were seen to miss by up to 15 times either way\): give --force to run it anyway$/
        .test(e.message),
  );
  await search5x5(new SearchEstimate(recordingIo(false), "5x5", { ...limits, force: true }));
});
