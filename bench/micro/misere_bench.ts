/**
 * Misère play of heap games: misère canonical forms and genus of every heap
 * (a fresh registry each run), and the misère outcome of a sum of heaps by
 * Conway's tame rule against the sum of canonical forms.
 *
 * @module
 */

import { MisereGames, MisereHeapSolver, MisereQuotient, parseOctalCode } from "@cgt/impartial";

const kayles = parseOctalCode("0.77");
const dawson = parseOctalCode("0.07");
const chess = parseOctalCode("0.137");
const once = { n: 1, warmup: 0 };

for (
  const [name, game, to] of [
    ["Kayles 0.77", kayles, 40],
    ["Dawson's Kayles 0.07", dawson, 70],
    ["Dawson's chess 0.137", chess, 70],
  ] as const
) {
  Deno.bench(`${name}: misère canonical forms and genera of heaps 0..${to}`, {
    group: "misère heaps",
    ...once,
  }, () => {
    const solver = new MisereHeapSolver(game, { games: new MisereGames() });
    for (let n = 0; n <= to; n++) solver.formatGenus(n);
  });
}

// Heaps of Dawson's Kayles below 9 are all tame: the tame rule against canonical sums.
const tameHeaps = [3, 4, 5, 6, 7, 8, 3, 4, 5, 6, 7, 8];
const warmSolver = new MisereHeapSolver(dawson);
warmSolver.canonicalForm(20);

Deno.bench("Dawson's Kayles sum of 12 tame heaps, tame rule", {
  group: "misère sum",
  baseline: true,
}, () => {
  warmSolver.sumOutcome(tameHeaps);
});

Deno.bench("Dawson's Kayles sum of 12 tame heaps, canonical forms added", {
  group: "misère sum",
}, () => {
  const games = warmSolver.games;
  let total = games.zero;
  for (const h of tameHeaps) total = games.add(total, warmSolver.canonicalForm(h));
  games.outcome(total);
});

// Misère quotients (Plambeck–Siegel), built from scratch each run.
for (
  const [name, game, to] of [
    ["Dawson's Kayles 0.07", dawson, 30],
    ["Dawson's chess 0.137", chess, 29],
    ["Kayles 0.77", kayles, 40],
  ] as const
) {
  Deno.bench(`${name}: misère quotient of heaps 0..${to}`, {
    group: "misère quotient",
    ...once,
  }, () => {
    new MisereQuotient(game, to);
  });
}

// Outcome of a wild sum of three Kayles heaps: the quotient (built once) against canonical forms
// (a sum of 12 wild heaps by canonical forms does not finish in minutes).
const wildHeaps = [5, 9, 12];
const kaylesQuotient = new MisereQuotient(kayles, 20);
const kaylesSolver = new MisereHeapSolver(kayles);
kaylesSolver.canonicalForm(20);

Deno.bench("Kayles sum of 3 wild heaps, misère quotient", {
  group: "misère wild sum",
  baseline: true,
}, () => {
  kaylesQuotient.outcome(wildHeaps);
});

Deno.bench("Kayles sum of 3 wild heaps, canonical forms added (warm add cache)", {
  group: "misère wild sum",
}, () => {
  const games = kaylesSolver.games;
  let total = games.zero;
  for (const h of wildHeaps) total = games.add(total, kaylesSolver.canonicalForm(h));
  games.outcome(total);
});

// The library's route for the same sum: MisereHeapSolver.sumOutcome with its own quotient
// (warm: built by the first call), and cold for a sum of large heaps (the quotient to heap 300
// is built in the call; canonical forms cannot reach such heaps).
const kaylesRouted = new MisereHeapSolver(kayles);
kaylesRouted.sumOutcome(wildHeaps);

Deno.bench("Kayles sum of 3 wild heaps, MisereHeapSolver.sumOutcome (its quotient built)", {
  group: "misère wild sum",
}, () => {
  kaylesRouted.sumOutcome(wildHeaps);
});

Deno.bench("Kayles heaps 100 + 200 + 300, MisereHeapSolver.sumOutcome from a new solver", {
  group: "misère solver, cold",
  ...once,
}, () => {
  new MisereHeapSolver(kayles).sumOutcome([100, 200, 300]);
});
