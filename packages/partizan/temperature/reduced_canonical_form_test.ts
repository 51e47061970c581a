import assert from "node:assert/strict";
import fc from "fast-check";
import { add, subtract } from "../arithmetic.ts";
import { dyadic } from "@cgt/core/dyadic";
import { type Game, numberGame, numberUpStar, tiny } from "../game.ts";
import { parseGame } from "../notation.ts";
import { reducedCanonicalForm } from "./reduced_canonical_form.ts";
import { leftStop, rightStop } from "./stops.ts";
import { anyGame } from "../testdata/slow_game.ts";
import { birthday } from "../birthday.ts";

/** Infinitesimals: k.^ + *n, Tiny(2), Miny(1), {0|^}-style all-small forms of birthday <= 3. */
const infinitesimal: fc.Arbitrary<Game> = fc.oneof(
  fc.tuple(fc.integer({ min: -3, max: 3 }), fc.nat(3)).map(([k, n]) =>
    numberUpStar(dyadic(0), k, n)
  ),
  fc.constantFrom(tiny(numberGame(dyadic(2))), parseGame("Miny(1)"), parseGame("{0,*|^}")),
);

function isInfinitesimal(g: Game): boolean {
  return leftStop(g).numerator === 0n && rightStop(g).numerator === 0n;
}

Deno.test("reducedCanonicalForm() matches known reductions", async (t) => {
  const rows: [string, string, string][] = [
    // [game, rcf, source]
    ["^*", "0", "Siegel, CGT, II.6: infinitesimals reduce to 0"],
    ["Tiny(2)", "0", "Siegel, CGT, II.6"],
    ["3/4^^*", "3/4", "Siegel, CGT, II.6: x + infinitesimal reduces to x"],
    ["{2|1*}", "{2|1}", "Grossman and Siegel 2009: options differing by infinitesimals merge"],
    ["{3||2*|1*} + ^", "{3||2|1}", "Grossman and Siegel 2009"],
    ["+-1", "+-1", "a switch between numbers is already reduced"],
  ];
  for (const [expr, expected, source] of rows) {
    await t.step(`rcf(${expr}) is ${expected} (${source})`, () => {
      assert.equal(reducedCanonicalForm(parseGame(expr)), parseGame(expected));
    });
  }
});

Deno.test("reducedCanonicalForm() differs from the game by an infinitesimal", () => {
  // Forms of birthday <= 3 with <= 2 options a side, and x + k.^ + *n.
  fc.assert(
    fc.property(anyGame, (g) => {
      assert.ok(isInfinitesimal(subtract(g, reducedCanonicalForm(g))));
    }),
    { seed: 52767, numRuns: 300 },
  );
});

Deno.test("reducedCanonicalForm() ignores added infinitesimals and is idempotent", () => {
  fc.assert(
    fc.property(anyGame, infinitesimal, (g, e) => {
      const r = reducedCanonicalForm(g);
      assert.equal(reducedCanonicalForm(add(g, e)), r);
      assert.equal(reducedCanonicalForm(r), r);
    }),
    { seed: 30739, numRuns: 300 },
  );
});

Deno.test("reducedCanonicalForm() is never born later than the game", () => {
  fc.assert(
    fc.property(anyGame, (g) => {
      assert.ok(birthday(reducedCanonicalForm(g)) <= birthday(g));
    }),
    { seed: 8439, numRuns: 300 },
  );
});
