import assert from "node:assert/strict";
import {
  DEFAULT_EARLY_START_ESTIMATE,
  DEFAULT_EARLY_START_MIN_CPU,
  parallelSearch,
  type ParallelSearchStats,
  parallelWorkerCount,
  PositionLimitError,
} from "@cgt/partizan/parallel-search";
import fc from "fast-check";
import { integer } from "../game.ts";
import { type Ruleset, Solver, value } from "./search.ts";
import { HEAPS, TEST_RULESETS } from "./testdata/parallel_rulesets.ts";

Deno.test("parallelWorkerCount() starts at most one worker per core unless maxWorkers allows more", async (t) => {
  const cores = Math.max(1, navigator.hardwareConcurrency ?? 1);
  const rows: [string, { workers?: number; maxWorkers?: number }, number][] = [
    ["the default of 2, within the cores", {}, Math.min(2, cores)],
    ["64 asked for, the cores started", { workers: 64 }, cores],
    ["64 asked for, 8 allowed", { workers: 64, maxWorkers: 8 }, 8],
    ["3 asked for, 100 allowed", { workers: 3, maxWorkers: 100 }, 3],
    ["one", { workers: 1 }, 1],
  ];
  for (const [name, options, expected] of rows) {
    await t.step(name, () => assert.equal(parallelWorkerCount(options), expected));
  }
  await t.step("a count that is not a positive integer is refused", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => parallelWorkerCount({ workers: bad }), RangeError);
      assert.throws(() => parallelWorkerCount({ maxWorkers: bad }), RangeError);
    }
  });
  await t.step("maxWorkers above 256 is refused", () => {
    assert.equal(parallelWorkerCount({ workers: 256, maxWorkers: 256 }), 256);
    for (const bad of [257, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      assert.throws(
        () => parallelWorkerCount({ workers: bad, maxWorkers: bad }),
        /^RangeError: Cannot search in parallel: maxWorkers must be at most 256 .*, received \d+$/,
      );
    }
  });
});

/**
 * A worker for Countdown (Left moves n to n - 1) with string keys, so that nothing is shared
 * between workers, where every worker waits at each position for its partners (up to 5 s): they
 * search in lockstep, each computing as many values as the others.
 */
const LOCKSTEP_WORKER = `data:text/javascript,${
  encodeURIComponent(`
  import { serveParallelSearch } from ${
    JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-search"))
  };
  serveParallelSearch(({ n, partners, arrived }) => {
    const cells = new Int32Array(arrived);
    return {
      ruleset: {
        name: "Lockstep countdown",
        key: (k) => "k" + k,
        leftOptions(k) {
          Atomics.add(cells, k, 1);
          for (let i = 0; i < 500 && Atomics.load(cells, k) < partners; i++) Atomics.wait(cells, k, 1, 10);
          return k > 0 ? [k - 1] : [];
        },
        rightOptions: () => [],
      },
      position: n,
    };
  });`)
}`;

Deno.test("parallelSearch() bounds the values of all workers together by maxPositions", async () => {
  const n = 100;
  const task = (partners: number) => ({
    n,
    partners,
    arrived: new SharedArrayBuffer(4 * (n + 1)),
  });
  // One worker needs n + 1 values, within 150; two in lockstep need twice that together.
  const alone = await parallelSearch(LOCKSTEP_WORKER, task(1), { workers: 1, maxPositions: 150 });
  assert.equal(alone, integer(n));
  await assert.rejects(
    parallelSearch(LOCKSTEP_WORKER, task(2), { workers: 2, maxWorkers: 2, maxPositions: 150 }),
    PositionLimitError,
  );
});

/** A worker serving the rulesets of testdata/parallel_rulesets.ts: tasks `{ name, position }`. */
const TEST_WORKER = `data:text/javascript,${
  encodeURIComponent(`
  import { serveParallelSearch } from ${
    JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-search"))
  };
  import { TEST_RULESETS } from ${
    JSON.stringify(import.meta.resolve("./testdata/parallel_rulesets.ts"))
  };
  serveParallelSearch(({ name, position }) => ({ ruleset: TEST_RULESETS[name], position }));`)
}`;

Deno.test("parallelSearch() gives the value of the sequential search, in this thread or not", async () => {
  // startWorkersAfter 0 starts the workers at once, so that their values are shared even on
  // positions this small; 1e9 leaves this thread alone, recording its progress for the early
  // start throughout. (value() is checked against the plain recursion in search_test.ts.)
  const positions = fc.oneof(
    fc.record({
      name: fc.constant("heaps"),
      position: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ name: fc.constant("strings"), position: fc.stringMatching(/^[LR]{0,30}$/) }),
  );
  await fc.assert(
    fc.asyncProperty(
      positions,
      fc.integer({ min: 1, max: 3 }),
      fc.boolean(),
      fc.constantFrom(0, 1e9),
      async ({ name, position }, workers, here, after) => {
        const ruleset = TEST_RULESETS[name] as Ruleset<unknown>;
        const g = await parallelSearch(TEST_WORKER, { name, position }, {
          workers,
          maxWorkers: 3,
          startWorkersAfter: after,
          here: here ? { ruleset, position } : undefined,
        });
        assert.equal(g, value(ruleset, position), `${name} ${JSON.stringify(position)}`);
      },
    ),
    { seed: 27_0512, numRuns: 16 },
  );
});

Deno.test("parallelSearch() with here searches a small position without starting a worker", async () => {
  // The worker module would fail to load: with `here`, a small search never starts it.
  const broken = `data:text/javascript,${encodeURIComponent("throw new Error('started')")}`;
  const g = await parallelSearch(broken, null, {
    workers: 2,
    maxWorkers: 2,
    here: { ruleset: HEAPS, position: [9, 9] },
  });
  assert.equal(g, value(HEAPS, [9, 9]));
  await assert.rejects(parallelSearch(broken, null, { workers: 2, maxWorkers: 2 }), Error);
});

Deno.test("parallelSearch() with here finishes alone when its workers fail to load", async () => {
  const broken = `data:text/javascript,${encodeURIComponent("throw new Error('broken worker')")}`;
  const g = await parallelSearch(broken, null, {
    workers: 2,
    maxWorkers: 2,
    startWorkersAfter: 0,
    here: { ruleset: HEAPS, position: [30, 31] },
  });
  // The workers started at once and failed; this thread's own search gives the value.
  assert.equal(g, value(HEAPS, [30, 31]));
});

Deno.test("parallelSearch() makes a worker that fails to load one error, and prints nothing", async (t) => {
  // Deno printed "error: Uncaught (in worker ...)" on stderr for a worker module that failed to
  // load, even with the error event handled: the search's own error was then a second line. Run
  // in a process of its own (cwd: this package, for its import map) to see its stderr.
  const run = async (script: string) => {
    const { stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--no-prompt", script],
      cwd: new URL("../", import.meta.url),
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    return { stdout: new TextDecoder().decode(stdout), stderr: new TextDecoder().decode(stderr) };
  };
  // [what the module does, its source, the first line of its error]
  const rows: [string, string, string][] = [
    ["throws as it loads", "throw new Error('broken worker')", "broken worker"],
    ["cannot be parsed", "export const = ;", "SyntaxError: Unexpected token `=`."],
    [
      "imports a module that is not there",
      'import "file:///nonexistent/cgt_worker.ts";',
      'Module not found "file:///nonexistent/cgt_worker.ts"',
    ],
  ];
  for (const [what, source, first] of rows) {
    await t.step(`a module that ${what}, the search's only error`, async () => {
      const { stdout, stderr } = await run(`
        import { parallelSearch } from "@cgt/partizan/parallel-search";
        const url = "data:text/javascript," + ${JSON.stringify(encodeURIComponent(source))};
        try {
          await parallelSearch(url, null, { workers: 1 });
        } catch (error) {
          console.log(error.name + ": " + error.message);
        }`);
      assert.equal(stderr, "");
      assert.ok(
        stdout.startsWith(
          `Error: Cannot finish the parallel search: a worker failed: its module did not load: ${first}`,
        ),
        stdout,
      );
      assert.equal(stdout.split("\n").length, 2, "one line");
    });
  }
  await t.step(
    "helpers of this thread's search that fail to load: the value, nothing else",
    async () => {
      const { stdout, stderr } = await run(`
      import { parallelSearch } from "@cgt/partizan/parallel-search";
      import { formatGame } from "@cgt/partizan/notation";
      const url = "data:text/javascript," + encodeURIComponent("throw new Error('broken')");
      // Two heaps of Nim: long enough a search for the helpers to fail while it runs.
      const options = ([a, b]) => [
        ...Array.from({ length: a }, (_, i) => [i, b]),
        ...Array.from({ length: b }, (_, j) => [a, j]),
      ];
      const nim = { name: "Nim", leftOptions: options, rightOptions: options, key: (p) => p.join() };
      const g = await parallelSearch(url, null, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 0,
        here: { ruleset: nim, position: [20, 23] },
      });
      // Time for a failure to be reported before the process ends.
      await new Promise((resolve) => setTimeout(resolve, 300));
      console.log(formatGame(g));`);
      assert.equal(stderr, "");
      assert.equal(stdout, "*3\n"); // 20 xor 23
    },
  );
});

Deno.test("parallelSearch() refuses a bad here or startWorkersAfter", async () => {
  for (const bad of [-1, Number.NaN, "5", Infinity]) {
    await assert.rejects(
      parallelSearch(TEST_WORKER, null, { startWorkersAfter: bad as number }),
      RangeError,
    );
  }
  await assert.rejects(
    parallelSearch(TEST_WORKER, null, { here: { ruleset: {}, position: 1 } as never }),
    TypeError,
  );
});

Deno.test("parallelSearch() with here does no sharing work in this thread before a worker starts", async (t) => {
  const position = [30, 31, 17];
  const solver = new Solver(HEAPS);
  const expected = solver.value(position);
  const alone = { workers: 2, maxWorkers: 2, startWorkersAfter: 1e9, startEarly: false };
  await t.step("a search that starts no worker leaves the shared count at 0", async () => {
    const stats = {} as ParallelSearchStats;
    const g = await parallelSearch(TEST_WORKER, null, {
      ...alone,
      here: { ruleset: HEAPS, position },
      stats,
    });
    assert.equal(g, expected);
    assert.equal(stats.workersStartedAt, -1);
    assert.deepEqual(stats.computed, [solver.size, 0]);
    assert.equal(stats.sharedCount, 0);
  });
  await t.step("a search alone still stops at maxPositions, counted in this thread", async () => {
    for (const maxPositions of [1, solver.size - 1]) {
      await assert.rejects(
        parallelSearch(TEST_WORKER, null, {
          ...alone,
          maxPositions,
          here: { ruleset: HEAPS, position },
        }),
        PositionLimitError,
      );
    }
    const g = await parallelSearch(TEST_WORKER, null, {
      ...alone,
      maxPositions: solver.size,
      here: { ruleset: HEAPS, position },
    });
    assert.equal(g, expected);
  });
  await t.step(
    "workers started at once count every value of this thread on shared memory",
    async () => {
      const stats = {} as ParallelSearchStats;
      const g = await parallelSearch(TEST_WORKER, { name: "heaps", position }, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 0,
        here: { ruleset: HEAPS, position },
        stats,
      });
      assert.equal(g, expected);
      assert.equal(stats.workersStartedAt, 0);
      // The worker may be stopped between counting a value and storing it, so the count can be
      // higher than the values stored, never lower.
      const stored = stats.computed[0] + stats.computed[1];
      assert.ok(stats.sharedCount >= stored, `${stats.sharedCount} counted, ${stored} stored`);
    },
  );
});

Deno.test("parallelSearch() fills in stats with what each worker did", async (t) => {
  const position = [30, 31, 17];
  const solver = new Solver(HEAPS);
  const expected = solver.value(position);
  await t.step(
    "a search this thread finishes alone counts its values and starts no worker",
    async () => {
      const stats = {} as ParallelSearchStats;
      const g = await parallelSearch(TEST_WORKER, null, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 1e9,
        here: { ruleset: HEAPS, position },
        stats,
      });
      assert.equal(g, expected);
      assert.deepEqual(stats.computed, [solver.size, 0]);
      assert.deepEqual(stats.sharedHits, [0, 0]);
      assert.deepEqual(stats.rebuilt, [0, 0]);
      assert.equal(stats.workersStartedAt, -1);
      assert.equal(stats.startedEarly, false);
      assert.ok(stats.estimate < DEFAULT_EARLY_START_ESTIMATE, `estimate ${stats.estimate}`);
    },
  );
  await t.step(
    "workers started at once compute every value at least once between them",
    async () => {
      const stats = {} as ParallelSearchStats;
      const g = await parallelSearch(TEST_WORKER, { name: "heaps", position }, {
        workers: 2,
        maxWorkers: 2,
        stats,
      });
      assert.equal(g, expected);
      assert.equal(stats.computed.length, 2);
      // The worker that finished computed or read every value; games are rebuilt only to read a
      // value (one read may rebuild a game with its options, so there can be more of them).
      const total = stats.computed[0] + stats.computed[1];
      assert.ok(total >= solver.size, `${total} values computed, ${solver.size} needed`);
      for (let w = 0; w < 2; w++) if (stats.sharedHits[w] === 0) assert.equal(stats.rebuilt[w], 0);
      assert.equal(stats.workersStartedAt, -1);
    },
  );
  await t.step("stats that are not an object are refused", async () => {
    await assert.rejects(
      parallelSearch(TEST_WORKER, null, { stats: 5 as never }),
      TypeError,
    );
  });
});

Deno.test("parallelSearch() with here reads the CPU time without making Deno build its process global", async () => {
  // Deno builds `process` on first use (10-20 ms of CPU): more than a small search costs.
  const original = Object.getOwnPropertyDescriptor(globalThis, "process");
  let reads = 0;
  Object.defineProperty(globalThis, "process", {
    configurable: true,
    get() {
      reads++;
      return original?.get?.call(globalThis) ?? original?.value;
    },
  });
  try {
    const g = await parallelSearch("data:text/javascript,", null, {
      workers: 2,
      maxWorkers: 2,
      here: { ruleset: HEAPS, position: [9, 9] },
    });
    assert.equal(g, value(HEAPS, [9, 9]));
  } finally {
    Object.defineProperty(globalThis, "process", original!);
  }
  assert.equal(reads, 0);
});

/** This process's CPU time in milliseconds (Deno.cpuUsage is not in Deno's published types). */
function cpuNow(): number {
  const used = (Deno as unknown as { cpuUsage(): { user: number; system: number } }).cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Grid: a position is a pair [a, b] (keyed a * 1000 + b); Left takes 1 to 3 from a, Right 1 to 3
 * from b, and listing Left's options costs 0.1 ms of CPU. From [30, 30], 961 positions (about
 * 100 ms of CPU), but as a tree it is huge and its first few hundred values, found in the first
 * 30 ms, lie in a small corner of it: it looks very large from the start.
 */
const GRID: Ruleset<[number, number]> = {
  name: "Grid",
  key: ([a, b]) => a * 1000 + b,
  leftOptions([a, b]) {
    const until = cpuNow() + 0.1;
    while (cpuNow() < until) { /* spend CPU */ }
    return [1, 2, 3].filter((t) => t <= a).map((t) => [a - t, b]);
  },
  rightOptions: ([a, b]) => [1, 2, 3].filter((t) => t <= b).map((t) => [a, b - t]),
};

Deno.test("parallelSearch() with here starts the workers early when its estimate says the search is long", async (t) => {
  // The workers fail to load (this thread finishes alone): only when they are started is tested.
  const broken = `data:text/javascript,${encodeURIComponent("throw new Error('started')")}`;
  const position: [number, number] = [30, 30];
  const expected = value(GRID, position);
  await t.step(
    "a long search starts them once it has run DEFAULT_EARLY_START_MIN_CPU ms",
    async () => {
      const stats = {} as ParallelSearchStats;
      const g = await parallelSearch(broken, null, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 1e9,
        startEarly: true,
        here: { ruleset: GRID, position },
        stats,
      });
      assert.equal(g, expected);
      assert.equal(stats.startedEarly, true);
      assert.ok(stats.estimate > DEFAULT_EARLY_START_ESTIMATE, `estimate ${stats.estimate}`);
      assert.ok(
        stats.workersStartedAt >= DEFAULT_EARLY_START_MIN_CPU,
        `at ${stats.workersStartedAt} ms`,
      );
    },
  );
  await t.step("startEarly false leaves the start to startWorkersAfter", async () => {
    const stats = {} as ParallelSearchStats;
    const g = await parallelSearch(broken, null, {
      workers: 2,
      maxWorkers: 2,
      startWorkersAfter: 1e9,
      startEarly: false,
      here: { ruleset: GRID, position },
      stats,
    });
    assert.equal(g, expected);
    assert.equal(stats.startedEarly, false);
    assert.equal(stats.workersStartedAt, -1);
  });
  await t.step(
    "with no core to spare beyond the workers, by default a search of under a second starts none",
    async () => {
      // As many workers as cores: V8's helpers would share their cores. GRID takes about 100 ms of
      // CPU, under DEFAULT_START_AFTER_NO_SPARE_CORE (1000), and looks long enough to start early.
      const cores = navigator.hardwareConcurrency;
      const stats = {} as ParallelSearchStats;
      const g = await parallelSearch(broken, null, {
        workers: Math.max(2, cores),
        maxWorkers: Math.max(2, cores),
        here: { ruleset: GRID, position },
        stats,
      });
      assert.equal(g, expected);
      assert.equal(stats.startedEarly, false);
      assert.equal(stats.workersStartedAt, -1);
    },
  );
  await t.step("a startEarly that is not a boolean is refused", async () => {
    await assert.rejects(
      parallelSearch(broken, null, { startEarly: 1 as never }),
      TypeError,
    );
  });
});
