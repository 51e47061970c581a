import assert from "node:assert/strict";
import fc from "fast-check";
import { compareDyadic, type Dyadic, dyadic } from "@cgt/core/dyadic";
import {
  addGames,
  addNusPlain,
  type Game,
  leftOf,
  makeGame,
  nusGame as nusGameOf,
  nusOfGame,
  removeDominatedOptions,
  rightOf,
  stop,
  SumTable,
  WeakListTable,
} from "./_engine.ts";
import { cacheLimit, setCacheLimit } from "@cgt/core/caches";
import { anyGame, slowLeq, toTree } from "./testdata/slow_game.ts";

/**
 * The plain twin of removeDominated: the options (each once) that no other option dominates,
 * by the definition of the order on their trees, sorted by id.
 */
function undominatedPlain(options: readonly Game[], left: boolean): Game[] {
  const unique = [...new Set(options)];
  const trees = new Map(unique.map((g) => [g, toTree(g)]));
  return unique.filter((a) =>
    !unique.some((b) =>
      b !== a &&
      (left ? slowLeq(trees.get(a)!, trees.get(b)!) : slowLeq(trees.get(b)!, trees.get(a)!))
    )
  ).sort((x, y) => x.id - y.id);
}

Deno.test("removeDominatedOptions() keeps the options no other option dominates", async (t) => {
  await t.step("on random lists of small games and number-up-star games", () => {
    fc.assert(
      fc.property(
        fc.array(anyGame, { maxLength: 7 }),
        fc.boolean(),
        fc.boolean(),
        (options, left, byStops) => {
          assert.deepEqual(
            removeDominatedOptions(options, left, byStops),
            undominatedPlain(options, left),
          );
        },
      ),
      { seed: 27041, numRuns: 300 },
    );
  });
  await t.step("when some stops are not exact doubles (2^-1100 and switches around it)", () => {
    const tiny = nusGameOf(dyadic(1n, 1100), 0, 0);
    const minusTiny = nusGameOf(dyadic(-1n, 1100), 0, 0);
    const zero = nusGameOf(dyadic(0), 0, 0);
    const star = nusGameOf(dyadic(0), 0, 1);
    const one = nusGameOf(dyadic(1), 0, 0);
    const rows: Game[][] = [
      [tiny, zero, star],
      [tiny, minusTiny, makeGame([tiny], [minusTiny])],
      [makeGame([one], [tiny]), makeGame([one], [zero]), tiny, star],
      [nusGameOf(dyadic(1n, 1100), 1, 0), nusGameOf(dyadic(1n, 1100), 0, 1), tiny],
    ];
    for (const options of rows) {
      for (const left of [true, false]) {
        for (const byStops of [true, false]) {
          assert.deepEqual(
            removeDominatedOptions(options, left, byStops),
            undominatedPlain(options, left),
          );
        }
      }
    }
  });
});

/** Games x + k.^ + *n on both sides of the bounds of the engine's small triples. */
const nusAroundBounds = fc.tuple(
  fc.oneof(fc.integer({ min: -(2 ** 21), max: 2 ** 21 }), fc.integer({ min: -40, max: 40 })),
  fc.oneof(fc.nat(3), fc.integer({ min: 28, max: 40 })),
  fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -600, max: 600 })),
  fc.oneof(fc.nat(3), fc.nat(600)),
).map(([m, e, k, n]) => nusGameOf(dyadic(BigInt(m), e), k, n));

Deno.test("addGames() adds two number-up-star games as their exact triples do", async (t) => {
  await t.step("on random triples around the bounds of the small ones", () => {
    fc.assert(
      fc.property(nusAroundBounds, nusAroundBounds, (a, b) => {
        assert.equal(addGames(a, b), addNusPlain(nusOfGame(a)!, nusOfGame(b)!));
      }),
      { seed: 27042, numRuns: 1000 },
    );
  });
  await t.step("when the sum cancels to a shorter dyadic or to 0", () => {
    const rows: [bigint, number, bigint, number][] = [
      [1n, 1, 1n, 1], // 1/2 + 1/2 = 1
      [3n, 2, 1n, 2], // 3/4 + 1/4 = 1
      [-5n, 3, 5n, 3], // -5/8 + 5/8 = 0
      [524287n, 0, 524287n, 0], // 2^20 - 2: past the small bound once summed
      [1n, 31, -1n, 31],
    ];
    for (const [m1, e1, m2, e2] of rows) {
      const a = nusGameOf(dyadic(m1, e1), 1, 1);
      const b = nusGameOf(dyadic(m2, e2), -1, 0);
      assert.equal(addGames(a, b), addNusPlain(nusOfGame(a)!, nusOfGame(b)!));
    }
  });
});

Deno.test("SumTable answers a pair of ids with the sum stored for it, or not at all", async (t) => {
  // The plain twin is a Map from the pair to its sum. A pair's sum is a function of the pair, as
  // in addGames, so a table that drops pairs (four slots a set) must still never give another's
  // sum, must keep the pair just stored, and must stay within cacheLimit() entries.
  const games = Array.from({ length: 40 }, (_, i) => nusGameOf(dyadic(i), 0, 0));
  const sumOf = (a: number, b: number) => games[(31 * a + b) % games.length];
  const id = fc.oneof(
    fc.nat(300),
    fc.integer({ min: 2 ** 30 - 3, max: 2 ** 30 + 3 }), // around the table's largest id
  );
  const ops = fc.array(fc.tuple(fc.boolean(), id, id), { maxLength: 4000, size: "max" });
  const run = (list: [boolean, number, number][]) => {
    const table = new SumTable();
    const twin = new Map<string, Game>();
    for (const [store, x, y] of list) {
      const a = Math.min(x, y);
      const b = Math.max(x, y);
      if (store && table.get(a, b) === undefined) {
        table.set(a, b, sumOf(a, b));
        twin.set(`${a},${b}`, sumOf(a, b));
        assert.equal(table.get(a, b), sumOf(a, b));
      }
      const got = table.get(a, b);
      assert.ok(got === undefined || (twin.has(`${a},${b}`) && got === sumOf(a, b)));
      assert.ok(table.size <= cacheLimit(), `${table.size} entries`);
    }
  };
  await t.step("within the default limit", () => {
    fc.assert(fc.property(ops, run), { seed: 27021, numRuns: 40 });
  });
  await t.step("with a limit of 64", () => {
    const before = cacheLimit();
    setCacheLimit(64);
    try {
      fc.assert(fc.property(ops, run), { seed: 27022, numRuns: 40 });
    } finally {
      setCacheLimit(before);
    }
  });
  await t.step("it keeps nearly all of 100,000 pairs of ids as the engine makes them", () => {
    // Within the default limit (2^18 slots) the table grows whenever a set is full, so it drops
    // nothing until it is at its largest; there, 100,000 pairs fill 38% of the slots and four
    // slots a set overflow for about 1.6% of them (Poisson, 1.5 a set). A hash that sent these
    // pairs to few sets, or a table that dropped pairs before its largest size, keeps far fewer.
    const table = new SumTable();
    const pairs: [number, number][] = [];
    for (let i = 0; pairs.length < 100_000; i++) {
      pairs.push([5000 + 3 * i, 5000 + 3 * i + 1 + (i % 97)]);
    }
    for (const [a, b] of pairs) table.set(a, b, sumOf(a, b));
    const kept = pairs.filter(([a, b]) => table.get(a, b) === sumOf(a, b)).length;
    assert.ok(kept >= 97_500, `${kept} kept`);
  });
});

/**
 * The plain twin of stop(): the number itself for x + k.^ + *n, else the largest right stop of a
 * left option (the smallest left stop of a right option), by exact dyadic comparisons and
 * nothing kept.
 */
function stopPlain(g: Game, left: boolean): Dyadic {
  const v = nusOfGame(g);
  if (v !== undefined) return v.x;
  let best: Dyadic | undefined;
  for (const o of left ? leftOf(g) : rightOf(g)) {
    const s = stopPlain(o, !left);
    if (best === undefined || compareDyadic(s, best) === (left ? 1 : -1)) best = s;
  }
  return best!;
}

/** Games whose stops are exact doubles, and the same games shifted by 2^-1100 (not exact). */
const gamesForStops = fc.tuple(anyGame, anyGame, fc.boolean(), fc.boolean()).map(
  ([a, b, sum, tiny]) => {
    const g = sum ? addGames(a, b) : makeGame([a], [b]);
    return tiny ? addGames(g, nusGameOf(dyadic(1n, 1100), 0, 0)) : g;
  },
);

Deno.test("stop() equals the stops by the definition, exact or not as doubles", () => {
  fc.assert(
    fc.property(gamesForStops, fc.boolean(), (g, first) => {
      // Asked twice, in either order of the sides: computed, then read back from the record.
      for (const left of [first, !first, first]) {
        assert.equal(compareDyadic(stop(g, left), stopPlain(g, left)), 0);
        assert.deepEqual(stop(g, left), stopPlain(g, left));
      }
    }),
    { seed: 51061, numRuns: 400 },
  );
});

Deno.test("leftOf() and rightOf() give back the option lists a game was made from", () => {
  fc.assert(
    fc.property(gamesForStops, (g) => {
      const l = leftOf(g);
      const r = rightOf(g);
      for (const side of [l, r]) {
        for (let i = 1; i < side.length; i++) assert.ok(side[i - 1].id < side[i].id);
      }
      // A canonical game is its own canonical form: its lists make it again.
      assert.equal(makeGame(l, r), g);
      assert.deepEqual([leftOf(g), rightOf(g)], [l, r]);
    }),
    { seed: 51062, numRuns: 300 },
  );
});

Deno.test("WeakListTable finds each game stored by its hash and option lists, and nothing else", async (t) => {
  // Plain twin: a Map from the hash and the ids of the options to the game stored. Hashes
  // from a few values (long probe runs, shared hashes) or anywhere below 2^30; up to 3000
  // distinct games {n | -n} and {n | n - 1/2}, enough to sweep and grow the table several times
  // from its 1024 slots.
  const number = (m: number, e = 0) => nusGameOf(dyadic(BigInt(m), e), 0, 0);
  const distinct: Game[] = [];
  for (let n = 1; distinct.length < 3000; n++) {
    distinct.push(
      makeGame([number(n)], [number(-n)]),
      makeGame([number(n)], [number(2 * n - 1, 1)]),
    );
  }
  const twinKey = (h: number, l: readonly Game[], r: readonly Game[]) =>
    `${h}:${l.map((g) => g.id)}|${r.map((g) => g.id)}`;
  for (
    const [name, hashOf] of [
      ["with 8 hashes", fc.nat(7)],
      ["with hashes below 2^30", fc.nat(2 ** 30 - 1)],
    ] as const
  ) {
    await t.step(name, () => {
      fc.assert(
        fc.property(fc.array(hashOf, { minLength: 800, maxLength: distinct.length }), (hashes) => {
          const table = new WeakListTable();
          const twin = new Map<string, Game>();
          hashes.forEach((h, i) => {
            const g = distinct[i];
            table.set(h, g);
            twin.set(twinKey(h, leftOf(g), rightOf(g)), g);
          });
          assert.equal(table.entries, hashes.length);
          // Every game under its own hash, and under the next hash (found only if stored there).
          hashes.forEach((h, i) => {
            const l = leftOf(distinct[i]);
            const r = rightOf(distinct[i]);
            for (const probe of [h, (h + 1) % 2 ** 30]) {
              assert.equal(table.get(probe, l, r), twin.get(twinKey(probe, l, r)));
            }
          });
          // A list stored under no hash: neither side of a game, both of another.
          assert.equal(table.get(hashes[0], [], []), undefined);
          assert.equal(table.size, hashes.length);
        }),
        { seed: 51064, numRuns: 20 },
      );
    });
  }
});
