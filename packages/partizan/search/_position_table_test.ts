import assert from "node:assert/strict";
import fc from "fast-check";
import { PositionTable } from "./_position_table.ts";
import type { PositionKey } from "./search.ts";

Deno.test("PositionTable agrees with a Map on random sequences of sets, gets and clears, and lists its number keys, with or without an id for its values and a front", () => {
  // Keys as the rulesets make them: large and negative integers, strings, bigints, and a few
  // doubles (NaN and -0 too); few distinct keys in some runs (overwrites) and many in others (growth).
  const key: fc.Arbitrary<PositionKey> = fc.oneof(
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: 0, max: 3000 }).map((n) => n * 4294967296 + 7),
    fc.integer({ min: 1, max: 3000 }).map((n) => -1 - n * 3 ** 26),
    fc.double(),
    // Equal as Map keys though not by ===, or with other bits: NaN, and -0 against 0.
    fc.constantFrom(0, -0, NaN, -NaN),
    fc.string({ maxLength: 3 }),
    fc.bigInt({ min: -5n, max: 5n }),
  );
  const op = fc.oneof(
    { weight: 10, arbitrary: fc.tuple(fc.constant("set" as const), key, fc.nat(1000)) },
    { weight: 10, arbitrary: fc.tuple(fc.constant("get" as const), key, fc.constant(0)) },
    { weight: 1, arbitrary: fc.tuple(fc.constant("clear" as const), key, fc.constant(0)) },
  );
  fc.assert(
    fc.property(
      fc.array(op, { maxLength: 3000, size: "max" }),
      fc.boolean(),
      fc.constantFrom("none", "small", "later"),
      (ops, byId, front) => {
        // Values indexed by an id (as a solver's games are) or by a Map; a front of 16 slots
        // from the start (so that keys evict each other there), one that starts when the table
        // doubles to 2048 slots, or the default (which these sizes never reach).
        const table = new PositionTable<number>(
          byId ? (v) => v : undefined,
          front === "small"
            ? { from: 0, slots: 16 }
            : front === "later"
            ? { from: 2048, slots: 64 }
            : undefined,
        );
        const twin = new Map<PositionKey, number>();
        for (const [what, k, v] of ops) {
          if (what === "set") {
            table.set(k, v);
            twin.set(k, v);
          } else if (what === "clear") {
            table.clear();
            twin.clear();
          }
          assert.equal(table.get(k), twin.get(k));
          assert.equal(table.size, twin.size);
        }
        for (const [k, v] of twin) assert.equal(table.get(k), v);
        const numbers = new Map<PositionKey, number>();
        table.forEachNumber((k, v) => numbers.set(k, v));
        assert.deepEqual(numbers, new Map([...twin].filter(([k]) => typeof k === "number")));
      },
    ),
    { seed: 21800, numRuns: 90 },
  );
});

Deno.test("PositionTable fills three quarters of its slots before it doubles them", async (t) => {
  // Keys as Domineering's wide boards make them: negative integers near 2^53.
  const key = (i: number) => -1 - (i * 2199023255552 + 7 * i);
  await t.step("768 number keys stay in the first 1024 slots", () => {
    const table = new PositionTable<number>();
    for (let i = 0; i < 768; i++) table.set(key(i), i);
    assert.equal(table.capacity, 1024);
    for (let i = 0; i < 768; i++) assert.equal(table.get(key(i)), i);
  });
  await t.step("the 769th doubles the slots and keeps every entry", () => {
    const table = new PositionTable<number>();
    for (let i = 0; i <= 768; i++) table.set(key(i), i);
    assert.equal(table.capacity, 2048);
    assert.equal(table.size, 769);
    for (let i = 0; i <= 768; i++) assert.equal(table.get(key(i)), i);
    assert.equal(table.get(key(769)), undefined);
  });
  await t.step("overwriting a key does not grow the table", () => {
    const table = new PositionTable<number>();
    for (let i = 0; i < 768; i++) table.set(key(i), i);
    for (let i = 0; i < 768; i++) table.set(key(i), i + 1);
    assert.equal(table.capacity, 1024);
    assert.equal(table.get(key(0)), 1);
  });
});

Deno.test("PositionTable holds each distinct value once, however many keys share it", async (t) => {
  const games = [{ id: 0 }, { id: 7 }, { id: 4096 }];
  for (
    const [name, idOf] of [["by id", (g: { id: number }) => g.id], ["by Map", undefined]] as const
  ) {
    await t.step(
      `${name}: 5000 keys over three values keep three`,
      () => {
        const table = new PositionTable<{ id: number }>(idOf);
        for (let i = 0; i < 5000; i++) table.set(i * 4294967296 + 3, games[i % 3]);
        assert.equal(table.size, 5000);
        assert.equal(table.distinctValues, 3);
        for (let i = 0; i < 5000; i++) assert.equal(table.get(i * 4294967296 + 3), games[i % 3]);
        table.clear();
        assert.equal(table.distinctValues, 0);
        assert.equal(table.get(3), undefined);
      },
    );
  }
  await t.step("by id: 3000 distinct values are each found again after the index grows", () => {
    const table = new PositionTable<{ id: number }>((g) => g.id);
    const values = Array.from({ length: 3000 }, (_, i) => ({ id: 5 * i }));
    for (let i = 0; i < 3000; i++) table.set(-i, values[i]);
    for (let i = 0; i < 3000; i++) table.set(-i - 3000, values[i]);
    assert.equal(table.distinctValues, 3000);
    for (let i = 0; i < 3000; i++) {
      assert.equal(table.get(-i), values[i]);
      assert.equal(table.get(-i - 3000), values[i]);
    }
  });
});
