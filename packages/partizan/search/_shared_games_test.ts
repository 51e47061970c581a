import assert from "node:assert/strict";
import fc from "fast-check";
import {
  createSharedTables,
  deserializeGame,
  serializeGame,
  SharedGames,
} from "./_shared_games.ts";
import { add } from "../arithmetic.ts";
import { dyadic } from "@cgt/core/dyadic";
import { type Game, numberUpStar } from "../game.ts";
import { parseGame } from "../notation.ts";
import { arbitraryTree, fromTree } from "../testdata/slow_game.ts";

/** Games built from random trees (canonicalised by the engine), plus some x + k.^ + *n. */
const games = fc.oneof(
  arbitraryTree(3, 3).map(fromTree),
  fc.tuple(fc.bigInt(), fc.integer({ min: 0, max: 40 }), fc.integer({ min: -3, max: 3 }), fc.nat(5))
    .map(([m, e, k, n]) => numberUpStar(dyadic(m, e), k, n)),
  fc.tuple(arbitraryTree(2, 2), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }))
    .map(([t, m]) => add(fromTree(t), numberUpStar(dyadic(m, 3), 0, 0))),
);

Deno.test("deserializeGame() rebuilds the game serializeGame() wrote", () => {
  fc.assert(
    fc.property(games, (g) => {
      assert.equal(deserializeGame(serializeGame(g)), g);
    }),
    { seed: 41506, numRuns: 300 },
  );
});

Deno.test("serializeGame() writes a number far past 2^53 in a few words", () => {
  const g = parseGame("1267650600228229401496703205376/1024"); // 2^100 / 2^10
  assert.ok(serializeGame(g).length < 10);
  assert.equal(deserializeGame(serializeGame(g)), g);
});

Deno.test("serializeGame() writes a nimber part from 2^31 on as words after the number's", () => {
  const cases = [
    numberUpStar(dyadic(0), 0, 2n ** 31n),
    numberUpStar(dyadic(-3, 2), 1, 2n ** 64n + 1n),
    numberUpStar(dyadic(2n ** 100n + 1n, 7), -4, 2n ** 1024n - 1n),
    numberUpStar(dyadic(5), 2, 2 ** 31 - 1),
  ];
  for (const g of cases) {
    const data = serializeGame(g);
    assert.equal(deserializeGame(data), g);
  }
  assert.equal(serializeGame(cases[1]).length, 4 + 1 + 3); // one numerator word, three for 2^64 + 1
});

Deno.test("SharedGames gives one global id per game, and every view reads it back", () => {
  fc.assert(
    fc.property(fc.array(games, { minLength: 1, maxLength: 8 }), (list) => {
      const tables = createSharedTables(1000);
      const a = new SharedGames(tables);
      const b = new SharedGames(tables);
      const ids = list.map((g, i) => (i % 2 === 0 ? a : b).store(g));
      list.forEach((g, i) => {
        // The same game stored through the other view gets the same id; both views read it.
        assert.equal((i % 2 === 0 ? b : a).store(g), ids[i]);
        assert.equal(new SharedGames(tables).game(ids[i]), g);
      });
    }),
    { seed: 74863, numRuns: 150 },
  );
});

Deno.test("SharedGames gives one global id to games made before and after it opened", () => {
  // Games made after the views opened are kept in an array by game id; older ones in a map.
  fc.assert(
    fc.property(fc.array(games, { minLength: 1, maxLength: 6 }), (list) => {
      const tables = createSharedTables(1000);
      const a = new SharedGames(tables);
      const b = new SharedGames(tables);
      const later = list.map((g) => add(add(g, g), parseGame("{5|*}")));
      const all = [...list, ...later];
      const ids = all.map((g, i) => (i % 2 === 0 ? a : b).store(g));
      // A view that keeps every game from id 0 on in its array, as a search begun earlier does.
      const c = new SharedGames(tables, 0);
      all.forEach((g, i) => {
        assert.equal(a.store(g), ids[i]);
        assert.equal(b.store(g), ids[i]);
        assert.equal(c.store(g), ids[i]);
        assert.equal(new SharedGames(tables).game(ids[i]), g);
      });
    }),
    { seed: 27_0505, numRuns: 100 },
  );
});

Deno.test("SharedGames finds published positions, and only those", () => {
  const tables = createSharedTables(1000);
  const a = new SharedGames(tables);
  const b = new SharedGames(tables);
  const g = parseGame("{3||2|1}");
  assert.equal(a.lookup(-12345678901234), -1);
  assert.equal(a.publish(-12345678901234, a.store(g)), true);
  assert.equal(b.game(b.lookup(-12345678901234)), g);
  assert.equal(b.lookup(42), -1);
  assert.equal(b.publish("a string key", b.store(g)), false);
  assert.equal(b.lookup("a string key"), -1);
});

Deno.test("SharedGames stops sharing when its table is full, and says so", () => {
  const tables = createSharedTables(1);
  const a = new SharedGames(tables);
  let shared = 0;
  for (let k = 0; k < 10_000; k++) if (a.publish(k, a.store(parseGame(String(k % 50))))) shared++;
  assert.ok(a.full);
  assert.ok(shared < 10_000);
  for (let k = 0; k < shared; k++) assert.equal(a.game(a.lookup(k)), parseGame(String(k % 50)));
});

Deno.test("SharedGames finds every position and game stored across the levels of its tables", () => {
  // Distinct games, numbers (one record each) and switches {n | -n} (records of two options),
  // more than the first level of the index holds at three quarters full.
  const pool: Game[] = [];
  for (let n = 1; n <= 700; n++) {
    pool.push(numberUpStar(dyadic(n, n % 4), n % 3, n % 5), parseGame(`{${n}|${-n}}`));
  }
  fc.assert(
    fc.property(fc.integer({ min: 2_000, max: 9_000 }), fc.nat(1_000_000), (count, salt) => {
      const tables = createSharedTables(10_000, 1024);
      const views = [new SharedGames(tables), new SharedGames(tables)];
      // The slow twin: a map from each key published to its game.
      const twin = new Map<number, Game>();
      for (let k = 0; k < count; k++) {
        const key = salt * 2 ** 20 + k * 7919;
        const g = pool[(k * 31 + salt) % pool.length];
        const view = views[k % 2];
        assert.ok(view.publish(key, view.store(g)));
        twin.set(key, g);
      }
      // The later levels were used, and every entry is found from both views.
      assert.ok(tables.values[1].some((v) => v !== 0) && tables.index[1].some((v) => v !== 0));
      for (const [key, g] of twin) {
        for (const view of views) assert.equal(view.game(view.lookup(key)), g);
      }
      for (const g of pool) assert.equal(views[0].store(g), views[1].store(g));
      assert.equal(views[1].lookup(salt * 2 ** 20 + 1), -1);
    }),
    { seed: 27091, numRuns: 12 },
  );
});
