/**
 * A one-shot worker for loopy_bench.ts and RESULTS.md: finds one loopy value in a fresh process
 * (empty caches) and prints it with the time taken inside the process. Run it under
 * `/usr/bin/time -v` for the peak memory: `deno run bench/_loopy_cold.ts <job>`.
 *
 * @module
 */

import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";
import { foxAndGeese } from "@cgt/rulesets/fox-and-geese";
import { formatLoopyGame, type LoopyGame, parseLoopyGame } from "@cgt/partizan";

/** An 8-column Fox and Geese board: geese on the dark squares of the top row, fox bottom left. */
function foxBoard(rows: number): string {
  const lines = [rows % 2 === 0 ? ".x.x.x.x" : "x.x.x.x."];
  for (let r = 1; r < rows - 1; r++) lines.push("........");
  lines.push("o.......");
  return lines.join("|");
}

const BACH = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";

const JOBS: Record<string, () => LoopyGame> = {
  "noop": () => backslidingToadsAndFrogs("..."),
  "backsliding-6": () => backslidingToadsAndFrogs("TT..FF"),
  "backsliding-8": () => backslidingToadsAndFrogs("TTT..FFF"),
  "backsliding-10": () => backslidingToadsAndFrogs("TTTT..FFFF"),
  "foxgeese-3": () => foxAndGeese("x.x.x.x.|........|o......."),
  "foxgeese-4": () => foxAndGeese(foxBoard(4)),
  "foxgeese-4-ceylonese": () => foxAndGeese(foxBoard(4), { foxRange: 2 }),
  "foxgeese-5": () => foxAndGeese(foxBoard(5)),
  "foxgeese-6": () => foxAndGeese(foxBoard(6)),
  "foxgeese-7": () => foxAndGeese(foxBoard(7)),
  "foxgeese-8": () => foxAndGeese(foxBoard(8)),
  // Bach's Carousel (CGSuite's SidedValueTestCase): neither side is a stopper.
  "bach": () => parseLoopyGame(BACH),
  "bach-2": () => parseLoopyGame(`${BACH} + ${BACH}`),
  "bach-3": () => parseLoopyGame(`${BACH} + ${BACH} + ${BACH}`),
};

const job = JOBS[Deno.args[0]];
if (job === undefined) throw new Error(`unknown job ${Deno.args[0]}; known: ${Object.keys(JOBS)}`);
const start = performance.now();
const value = job();
const seconds = (performance.now() - start) / 1000;
Deno.stdout.writeSync(
  new TextEncoder().encode(`${Deno.args[0]} ${formatLoopyGame(value)} ${seconds.toFixed(2)} s\n`),
);
