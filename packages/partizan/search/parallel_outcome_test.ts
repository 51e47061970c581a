import assert from "node:assert/strict";
import fc from "fast-check";
import { PositionLimitError, solveOutcomeInParallel } from "@cgt/partizan/parallel-outcome";
import { solveOutcome } from "./outcome_solver.ts";
import type { Ruleset } from "./search.ts";
import { createOutcomeMemory, hashKey, SharedOutcomeTable } from "./_shared_outcomes.ts";
import { TEST_RULESETS } from "./testdata/parallel_rulesets.ts";

/** A worker serving the rulesets of testdata/parallel_rulesets.ts: tasks `{ name, position }`. */
const WORKER = `data:text/javascript,${
  encodeURIComponent(`
  import { serveOutcomeSearch } from ${
    JSON.stringify(import.meta.resolve("@cgt/partizan/parallel-outcome"))
  };
  import { TEST_RULESETS } from ${
    JSON.stringify(new URL("./testdata/parallel_rulesets.ts", import.meta.url).href)
  };
  serveOutcomeSearch(({ name, position }) => ({ ruleset: TEST_RULESETS[name], position }));`)
}`;

const rulesetOf = (name: string) => TEST_RULESETS[name] as unknown as Ruleset<unknown>;

Deno.test("SharedOutcomeTable", async (t) => {
  await t.step("agrees with a Map on random keys, written and read through two views", () => {
    // Keys that differ only in their id, their last character, or by a prefix: the table must
    // tell each from the others.
    const rests = ["", "a", "ab", "abc", ";1:x", ";1:x;1:y", ";1:y;1:x", "é", "\u{1f600}"];
    const op = fc.record({
      view: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom("or", "put", "get"),
      id: fc.integer({ min: -1, max: 3 }),
      rest: fc.constantFrom(...rests),
      word: fc.integer({ min: 1, max: 15 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const memory = createOutcomeMemory(1 << 20);
        const views = [new SharedOutcomeTable(memory), new SharedOutcomeTable(memory)];
        const twin = new Map<string, number>();
        for (const { view, kind, id, rest, word } of ops) {
          const key = `${id}|${rest}`;
          const table = views[view];
          if (kind === "or") {
            table.or(id, rest, word);
            twin.set(key, (twin.get(key) ?? 0) | word);
          } else if (kind === "put") {
            table.put(id, rest, word);
            if (!twin.get(key)) twin.set(key, word);
          } else assert.equal(table.get(id, rest), twin.get(key) ?? 0, key);
        }
        for (const [key, word] of twin) {
          const cut = key.indexOf("|");
          assert.equal(views[0].get(Number(key.slice(0, cut)), key.slice(cut + 1)), word);
        }
      }),
      { seed: 2501, numRuns: 200 },
    );
  });

  await t.step("never answers for a key of the same hash (an exact match only)", () => {
    // Two keys whose hashes agree, found by the birthday bound among some 10^5 keys.
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; pair === undefined && i < 1_000_000; i++) {
      const rest = `;${i}:k`;
      const h = hashKey(7, rest);
      const other = seen.get(h);
      if (other !== undefined) pair = [other, rest];
      seen.set(h, rest);
    }
    assert.ok(pair !== undefined);
    const table = new SharedOutcomeTable(createOutcomeMemory(1 << 20));
    table.or(7, pair[0], 5);
    assert.equal(table.get(7, pair[1]), 0);
    table.or(7, pair[1], 10);
    assert.equal(table.get(7, pair[0]), 5);
    assert.equal(table.get(7, pair[1]), 10);
  });

  await t.step("stops taking new keys when its arena is full, keeping those it holds", () => {
    const table = new SharedOutcomeTable(createOutcomeMemory(1 << 20));
    const long = (i: number) => `${i};${"x".repeat(2000)}`;
    for (let i = 0; i < 2000; i++) table.or(1, long(i), 1);
    assert.equal(table.full, true);
    assert.equal(table.get(1, long(0)), 1);
    assert.equal(table.get(1, long(1999)), 0);
    // A key it holds still takes more bits.
    table.or(1, long(0), 2);
    assert.equal(table.get(1, long(0)), 3);
  });
});

/** Random positions: heaps, strings, and sums of both. */
const positions = fc.oneof(
  fc.record({
    name: fc.constant("heaps"),
    position: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    name: fc.constant("strings"),
    position: fc.stringMatching(/^[LR]{0,9}$/),
  }),
  fc.record({
    name: fc.constant("mixed"),
    position: fc.array(
      fc.oneof(fc.integer({ min: 0, max: 8 }), fc.stringMatching(/^[LR]{0,6}$/)),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);

Deno.test("solveOutcomeInParallel() answers as solveOutcome does on random positions and sums, with two threads", async () => {
  // startWorkersAfter 0 starts the worker at once, even on positions this small; each run
  // starts one, so the runs are few. valueSteps 0 searches every node (no component valued).
  await fc.assert(
    fc.asyncProperty(
      positions,
      fc.constantFrom(0, 200),
      async ({ name, position }, valueSteps) => {
        const ruleset = rulesetOf(name);
        const one = solveOutcome(ruleset, position, { valueSteps });
        const both = solveOutcomeInParallel(ruleset, position, {
          workers: 2,
          maxWorkers: 2,
          worker: WORKER,
          task: { name, position },
          startWorkersAfter: 0,
          valueSteps,
        });
        assert.equal(both.workers, 2);
        assert.equal(both.outcome, one.outcome);
        assert.equal(both.leftFirst, one.leftFirst);
        assert.equal(both.rightFirst, one.rightFirst);
        // Each winning move is an option after which the opponent loses moving first.
        for (const left of [true, false]) {
          const move = left ? both.leftMove : both.rightMove;
          if (!(left ? both.leftFirst : both.rightFirst)) {
            assert.equal(move, undefined);
            continue;
          }
          const options = left ? ruleset.leftOptions(position) : ruleset.rightOptions(position);
          assert.ok([...options].some((o) => JSON.stringify(o) === JSON.stringify(move)));
          const after = solveOutcome(ruleset, move, { valueSteps: 0 });
          assert.equal(left ? after.rightFirst : after.leftFirst, false);
        }
        // Let the terminated worker's thread go before the next run.
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    ),
    { seed: 2502, numRuns: 12 },
  );
});

Deno.test("solveOutcomeInParallel() bounds the nodes of all threads together by maxNodes", async () => {
  const ruleset = rulesetOf("heaps");
  const position = [9, 10, 11];
  const alone = solveOutcome(ruleset, position, { valueSteps: 0 });
  assert.ok(alone.nodes > 500);
  assert.throws(
    () =>
      solveOutcomeInParallel(ruleset, position, {
        workers: 2,
        maxWorkers: 2,
        worker: WORKER,
        task: { name: "heaps", position },
        startWorkersAfter: 0,
        valueSteps: 0,
        maxNodes: 200,
      }),
    (error) => error instanceof PositionLimitError && error.limit === 200,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
});

Deno.test("solveOutcomeInParallel() refuses bad options before any worker starts", async (t) => {
  const ruleset = rulesetOf("heaps");
  await t.step("more than one thread without a worker URL", () => {
    assert.throws(
      () => solveOutcomeInParallel(ruleset, [3], { workers: 2, maxWorkers: 2 }),
      TypeError,
    );
  });
  await t.step("a task that cannot be cloned to a worker", () => {
    // It was a DataCloneError from postMessage, once the workers started.
    for (const task of [() => 3, Symbol("task"), { f: () => 3 }]) {
      assert.throws(
        () =>
          solveOutcomeInParallel(ruleset, [3], {
            workers: 2,
            maxWorkers: 2,
            worker: WORKER,
            task,
            startWorkersAfter: 0,
          }),
        (e) =>
          e instanceof TypeError &&
          e.message.startsWith(
            "Cannot solve the position in parallel: the task must be plain data that can be cloned",
          ),
      );
    }
  });
  const rows: [string, Record<string, unknown>][] = [
    ["a shared table below 1 MB", { sharedTableBytes: 1000 }],
    ["a negative start", { startWorkersAfter: -1 }],
    ["a step budget that is not an integer", { maxSteps: 1.5 }],
    ["no nodes", { maxNodes: 0 }],
    ["no threads", { workers: 0 }],
  ];
  for (const [name, options] of rows) {
    await t.step(name, () => {
      assert.throws(
        () => solveOutcomeInParallel(ruleset, [3], { worker: WORKER, ...options }),
        RangeError,
      );
    });
  }
});

Deno.test("solveOutcomeInParallel() finishes from what a worker proves where this thread alone could not", async () => {
  // This thread's copy of the rules sleeps 60 ms at each call and fails past 2,000 calls, which
  // a search of this position alone needs several times over (over 5,000 nodes); the worker's
  // copy is fast and proves the position first, so this thread must take its results from the
  // shared table (the root answers, and the results under its winning move). It fails when the
  // table's reads are turned off.
  const heaps = rulesetOf("heaps") as Ruleset<number[]>;
  const position = [9, 10, 11];
  const alone = solveOutcome(heaps, position, { valueSteps: 0 });
  assert.ok(alone.nodes > 5_000);
  const nap = new Int32Array(new SharedArrayBuffer(4));
  let calls = 0;
  const slow = (options: (p: number[]) => number[][]) => (p: number[]) => {
    if (++calls > 2_000) throw new Error("this thread searched alone");
    Atomics.wait(nap, 0, 0, 60);
    return options(p);
  };
  const sleepy: Ruleset<number[]> = {
    ...heaps,
    leftOptions: slow((p) => [...heaps.leftOptions(p)]),
    rightOptions: slow((p) => [...heaps.rightOptions(p)]),
  };
  const result = solveOutcomeInParallel(sleepy, position, {
    workers: 2,
    maxWorkers: 2,
    worker: WORKER,
    task: { name: "heaps", position },
    startWorkersAfter: 0,
    valueSteps: 0,
  });
  assert.deepEqual([result.outcome, result.leftFirst, result.rightFirst], [
    alone.outcome,
    alone.leftFirst,
    alone.rightFirst,
  ]);
  assert.ok(calls < 2_000);
  if (result.leftFirst) {
    const after = solveOutcome(heaps, result.leftMove!, { valueSteps: 0 });
    assert.equal(after.rightFirst, false);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
});

Deno.test("solveOutcomeInParallel() stops a root question when a worker answers it", async () => {
  // This thread tries the long move of the trap first, the worker (its moves near the root in
  // another order) the short one, and answers Left's question at once. The long move's search
  // never meets the worker's results, so only the worker's answer can stop this thread: its copy
  // of the rules sleeps 60 ms at each call and fails past 300 calls, fewer than the long move
  // alone needs. The winning move is then the short one, which the worker's results show.
  const trap = rulesetOf("trap") as Ruleset<"root" | number[]>;
  let plain = 0;
  const counted: Ruleset<"root" | number[]> = {
    ...trap,
    leftOptions: (p) => (plain++, trap.leftOptions(p)),
    rightOptions: (p) => (plain++, trap.rightOptions(p)),
  };
  const alone = solveOutcome(counted, "root", { valueSteps: 0 });
  assert.deepEqual([alone.leftFirst, alone.leftMove], [true, [9, 10, 11]]);
  assert.ok(plain > 300, `${plain} calls`);
  const nap = new Int32Array(new SharedArrayBuffer(4));
  let calls = 0;
  const slow = <T>(options: (p: T) => Iterable<T>) => (p: T) => {
    if (++calls > 300) throw new Error("this thread searched the long move alone");
    Atomics.wait(nap, 0, 0, 60);
    return [...options(p)];
  };
  const sleepy: Ruleset<"root" | number[]> = {
    ...trap,
    leftOptions: slow((p) => trap.leftOptions(p)),
    rightOptions: slow((p) => trap.rightOptions(p)),
  };
  const result = solveOutcomeInParallel(sleepy, "root", {
    workers: 2,
    maxWorkers: 2,
    worker: WORKER,
    task: { name: "trap", position: "root" },
    startWorkersAfter: 0,
    valueSteps: 0,
  });
  assert.deepEqual([result.outcome, result.leftMove], ["L", [1, 1, 1, 1]]);
  await new Promise((resolve) => setTimeout(resolve, 0));
});
