/**
 * Benchmarks of temperature theory: `*14` heated by 1, thermographs of random games, and the
 * temperature of Domineering 2 x 11.
 *
 * The engine caches every result by game id for the life of the process, so a cold figure exists
 * only once: those benchmarks run a single time (`n: 1, warmup: 0`) before anything else touches
 * their games, and a "cached" twin shows the cost of a repeat.
 *
 * @module
 */

import {
  cool,
  dyadic,
  type Game,
  game,
  heat,
  integer,
  nimber,
  temperature,
  thermograph,
  ZERO,
} from "@cgt/partizan";
import { lcg, pick as pickFrom } from "../support/random.ts";
import { freshProcess } from "./_fresh_process.ts";

/** Distinct random canonical games from forms of birthday <= depth, up to 3 options a side. */
function randomGames(count: number, depth: number, random: () => number): Game[] {
  const pick = (pool: Game[], n: number) => pickFrom(pool, n, random);
  let pool: Game[] = [ZERO, integer(1), integer(-1)];
  const seen = new Set<number>();
  for (let d = 1; d <= depth; d++) {
    const next: Game[] = [];
    for (let i = 0; i < count; i++) {
      const g = game(
        pick(pool, 1 + Math.floor(random() * 3)),
        pick(pool, 1 + Math.floor(random() * 3)),
      );
      if (!seen.has(g.id)) {
        seen.add(g.id);
        next.push(g);
      }
    }
    pool = [...pool, ...next];
  }
  return pool.slice(-count);
}

const STAR14 = nimber(14);
const ONE = integer(1);
const RANDOM = randomGames(20_000, 4, lcg(7));
const COOL_BY = dyadic(1, 1);
let freshT = 1;
let freshAt = 0;

Deno.bench("*14 heated by a fresh integer t each iteration", {
  group: "heat *14",
  baseline: true,
}, () => {
  heat(STAR14, integer(++freshT));
});

Deno.bench("*14 heated by 1, cached", { group: "heat *14" }, () => {
  heat(STAR14, ONE);
});

Deno.bench("temperature of *14 heated by a fresh integer t", { group: "heat *14" }, () => {
  temperature(heat(STAR14, integer(++freshT)));
});

Deno.bench("thermographs of 50 fresh random games (50 games)", {
  group: "thermographs",
  baseline: true,
}, () => {
  for (let i = 0; i < 50; i++) thermograph(RANDOM[(freshAt++) % RANDOM.length]);
});

Deno.bench("thermographs of 50 random games, cached (50 games)", { group: "thermographs" }, () => {
  for (let i = 0; i < 50; i++) thermograph(RANDOM[i]);
});

Deno.bench("cool 50 fresh random games by 1/2 (50 games)", { group: "thermographs" }, () => {
  for (let i = 0; i < 50; i++) cool(RANDOM[(freshAt++) % RANDOM.length], COOL_BY);
});

Deno.bench("fresh process: start and import only", {
  group: "whole process",
  baseline: true,
}, () => freshProcess("noop"));

Deno.bench("fresh process: *14 heated by 1, and its temperature", {
  group: "whole process",
}, () => freshProcess("temperature-heat-star14"));

Deno.bench("fresh process: Domineering 2x11 value and temperature", {
  group: "whole process",
}, () => freshProcess("temperature-domineering-2x11"));
