import assert from "node:assert/strict";
import {
  parallelSearch,
  parallelWorkerCount,
  PositionLimitError,
} from "@cgt/partizan/parallel-search";
import { integer } from "../game.ts";

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
