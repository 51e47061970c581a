/**
 * Heap games: the plain and rare-value methods side by side on Kayles and
 * Dawson's Kayles (and, for Dawson's Kayles, its proved period filled in),
 * and Grundy's game to 2^20 and 2^21 (single runs).
 *
 * @module
 */

import {
  extendPeriodic,
  GRUNDYS_GAME,
  heapPeriodicity,
  parseOctalCode,
  takeAndBreakGrundy,
} from "@cgt/impartial";

const kayles = parseOctalCode("0.77");
const dawson = parseOctalCode("0.07");
const once = { n: 1, warmup: 0 };

Deno.bench("Kayles 0.77 to 40000, plain (40000 heaps)", {
  group: "Kayles to 40000",
  baseline: true,
  ...once,
}, () => {
  takeAndBreakGrundy(kayles, 40_000, { method: "plain" });
});

Deno.bench("Kayles 0.77 to 40000, rare-value (40000 heaps)", {
  group: "Kayles to 40000",
  ...once,
}, () => {
  takeAndBreakGrundy(kayles, 40_000, { method: "rare" });
});

Deno.bench("Dawson's Kayles 0.07 to 40000, plain (40000 heaps)", {
  group: "Dawson's Kayles to 40000",
  baseline: true,
  ...once,
}, () => {
  takeAndBreakGrundy(dawson, 40_000, { method: "plain" });
});

Deno.bench("Dawson's Kayles 0.07 to 40000, rare-value (40000 heaps)", {
  group: "Dawson's Kayles to 40000",
  ...once,
}, () => {
  takeAndBreakGrundy(dawson, 40_000, { method: "rare" });
});

Deno.bench("Dawson's Kayles 0.07 to 40000, proved period then filled in (40000 heaps)", {
  group: "Dawson's Kayles to 40000",
  ...once,
}, () => {
  const period = heapPeriodicity(dawson, takeAndBreakGrundy(dawson, 256));
  if (!period?.proved) throw new Error("Dawson's Kayles: period not proved");
  extendPeriodic(takeAndBreakGrundy(dawson, period.bound + period.period), period, 40_000);
});

Deno.bench("Grundy's game to 2^20, rare-value (1048576 heaps)", {
  group: "Grundy's game",
  ...once,
}, () => {
  takeAndBreakGrundy(GRUNDYS_GAME, 2 ** 20);
});

Deno.bench("Grundy's game to 2^21, rare-value (2097152 heaps)", {
  group: "Grundy's game",
  ...once,
}, () => {
  takeAndBreakGrundy(GRUNDYS_GAME, 2 ** 21);
});
