/**
 * A project outside the cgt repository that uses its packages: run it from
 * this folder with `deno run main.ts` (no permissions, no network). Its
 * deno.json names the packages as JSR dependencies and "links" them to the
 * local checkout; once they are published, drop "links" (or run
 * `deno add jsr:@cgt/partizan` in a fresh project).
 *
 * @module
 */

import assert from "node:assert/strict";
import { GrundySolver, nimSum } from "@cgt/impartial";
import { formatGame, outcome, parseGame } from "@cgt/partizan";
import { domineering } from "@cgt/rulesets/domineering";
import { wythoffOutcome } from "@cgt/nim";

const subtraction = {
  options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s),
};
const solver = new GrundySolver(subtraction);
assert.equal(nimSum([6, 7].map((n) => solver.grundy(n))), 2);
assert.equal(formatGame(parseGame("^ + ^ + *")), "^^*");
assert.equal(outcome(parseGame("{3||2|1}")), "L");
assert.equal(formatGame(domineering("..|..")), "+-1");
assert.equal(wythoffOutcome(3, 5), "P");

/** What this example checked, one line (its test compares it). */
export const CHECKED =
  "ok: impartial, partizan, rulesets and nim imported from outside the repository";

if (import.meta.main) {
  await Deno.stdout.write(new TextEncoder().encode(`${CHECKED}\n`));
}
