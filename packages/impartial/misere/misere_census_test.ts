import assert from "node:assert/strict";
import { MisereGames } from "./misere.ts";
import {
  MAX_MISERE_CENSUS_DAY,
  MAX_MISERE_LIST_DAY,
  misereCensus,
  misereGamesBornBy,
} from "./misere_census.ts";
import { distinguisher } from "./misere_link.ts";

Deno.test("misereGamesBornBy() counts the games born by each day", async (t) => {
  // Conway, On Numbers and Games, ch. 12: 1, 2, 3, 5, 22 misère games born by days 0 to 4.
  const table: [day: number, all: number][] = [[0, 1], [1, 2], [2, 3], [3, 5], [4, 22]];
  for (const [day, all] of table) {
    await t.step(`${all} games are born by day ${day}`, () => {
      const games = new MisereGames();
      assert.equal(misereGamesBornBy(games, day).length, all);
    });
  }
});

Deno.test("misereGamesBornBy() lists distinct games, each born by the day", () => {
  // The slow twin of distinctness: a distinguisher, checked, for every pair.
  const games = new MisereGames();
  const born = misereGamesBornBy(games, 4);
  for (const g of born) {
    assert.ok(games.birthday(g) <= 4);
    for (const h of born) {
      if (g === h) continue;
      const x = distinguisher(games, g, h)!;
      assert.notEqual(games.outcome(games.add(g, x)), games.outcome(games.add(h, x)));
    }
  }
});

Deno.test("misereGamesBornBy() has as many odd games by day n as even ones by day n - 1", () => {
  // G is odd exactly when G + * is an even option of G: odd games are the even ones plus *.
  const games = new MisereGames();
  const even = (day: number) => misereGamesBornBy(games, day).filter((g) => games.isEven(g));
  for (let day = 1; day <= MAX_MISERE_LIST_DAY; day++) {
    const all = misereGamesBornBy(games, day).length;
    assert.equal(all - even(day).length, even(day - 1).length);
  }
});

Deno.test("misereGamesBornBy() refuses days out of range", () => {
  const games = new MisereGames();
  assert.throws(() => misereGamesBornBy(games, MAX_MISERE_LIST_DAY + 1), RangeError);
  assert.throws(() => misereGamesBornBy(games, -1), RangeError);
  assert.throws(() => misereGamesBornBy(games, "2" as unknown as number), TypeError);
});

Deno.test("misereCensus() counts 4171780 games born by day 5", () => {
  // Conway, On Numbers and Games, ch. 12: 4171780 misère games are born by day 5.
  const census = misereCensus(new MisereGames(), 5);
  assert.deepEqual(census, { day: 5, games: 4171780, evenGames: 4171780 - 19 });
});

Deno.test("misereCensus() counting simplest option sets agrees with listing, days 1 to 4", () => {
  // The day-5 method, run where the list is known: the games born by day n are the simplest
  // {S} for S a set of games born by day n - 1, one each.
  const games = new MisereGames();
  for (let day = 1; day <= MAX_MISERE_LIST_DAY; day++) {
    const previous = misereGamesBornBy(games, day - 1);
    let count = 0;
    for (let mask = 0; mask < 2 ** previous.length; mask++) {
      if (games.isSimplest(previous.filter((_, i) => (mask >> i) & 1))) count++;
    }
    const census = misereCensus(games, day);
    assert.equal(census.games, count);
    assert.equal(census.games, misereGamesBornBy(games, day).length);
    assert.equal(
      census.evenGames,
      misereGamesBornBy(games, day).filter((g) => games.isEven(g)).length,
    );
  }
});

Deno.test("misereCensus() refuses days out of range", () => {
  const games = new MisereGames();
  assert.throws(() => misereCensus(games, MAX_MISERE_CENSUS_DAY + 1), RangeError);
  assert.throws(() => misereCensus(games, 1.5), RangeError);
  assert.throws(() => misereCensus(games, "2" as unknown as number), TypeError);
});
