/**
 * Benchmarks of the partizan engine: sums and comparisons of random canonical games, and the
 * number-up-star shortcut on `1 + *12` against 0.
 *
 * @module
 */

import {
  add,
  compare,
  type Game,
  game,
  integer,
  leq,
  nimber,
  parseGame,
  ZERO,
} from "@cgt/partizan";
import { lcg, pick as pickFrom } from "../support/random.ts";

/** Random canonical games from forms of birthday <= depth with up to 3 options a side. */
function randomGames(count: number, depth: number, perLevel: number, random: () => number): Game[] {
  const pick = (pool: Game[], n: number) => pickFrom(pool, n, random);
  let pool: Game[] = [ZERO];
  for (let d = 1; d <= depth; d++) {
    const next: Game[] = [];
    for (let i = 0; i < perLevel; i++) {
      next.push(game(pick(pool, Math.floor(random() * 4)), pick(pool, Math.floor(random() * 4))));
    }
    pool = [...pool, ...next];
  }
  return pick(pool.slice(-perLevel), count);
}

// Built once at module scope. The "fresh" benchmarks walk through 50 000 random pairs of
// games, 100 pairs an iteration, so each iteration meets pairs whose sum or comparison is not yet
// cached (until the stream wraps around); the "cached" ones repeat the same 100 pairs.
const random = lcg(1);
const stream = randomGames(200_000, 4, 4000, random);
let sumAt = 0;
let compareAt = 100_000;
const warm = randomGames(200, 4, 60, lcg(3));
for (let i = 0; i + 1 < warm.length; i += 2) {
  add(warm[i], warm[i + 1]);
  compare(warm[i], warm[i + 1]);
}
const oneStar12 = add(integer(1), nimber(12));
const star12Forms = parseGame(
  "{0,*,*2,*3,*4,*5,*6,*7,*8,*9,*10,*11|0,*,*2,*3,*4,*5,*6,*7,*8,*9,*10,*11}",
);

Deno.bench("sum of 100 fresh random pairs (100 sums)", { group: "sums", baseline: true }, () => {
  for (let i = 0; i < 100; i++) {
    add(stream[sumAt], stream[sumAt + 1]);
    sumAt = (sumAt + 2) % 100_000;
  }
});

Deno.bench("compare 100 fresh random pairs (100 comparisons)", {
  group: "comparisons",
  baseline: true,
}, () => {
  for (let i = 0; i < 100; i++) {
    compare(stream[compareAt], stream[compareAt + 1]);
    compareAt = 100_000 + (compareAt + 2) % 100_000;
  }
});

Deno.bench("sum of 100 random pairs, cached (100 sums)", { group: "sums" }, () => {
  for (let i = 0; i + 1 < warm.length; i += 2) add(warm[i], warm[i + 1]);
});

Deno.bench("compare 100 random pairs, cached (100 comparisons)", { group: "comparisons" }, () => {
  for (let i = 0; i + 1 < warm.length; i += 2) compare(warm[i], warm[i + 1]);
});

Deno.bench("1 + *12 compared with 0", { group: "1 + *12", baseline: true }, () => {
  if (!leq(ZERO, oneStar12)) throw new Error("1 + *12 must be positive");
});

Deno.bench('parse "1 + *12" and compare with 0', { group: "1 + *12" }, () => {
  if (compare(parseGame("1 + *12"), ZERO) !== ">") throw new Error("1 + *12 must be positive");
});

Deno.bench("1 + *12 built from its 12 options each side, compared with 0", {
  group: "1 + *12",
}, () => {
  if (compare(add(integer(1), star12Forms), ZERO) !== ">") throw new Error("must be positive");
});
