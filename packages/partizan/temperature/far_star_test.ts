import assert from "node:assert/strict";
import fc from "fast-check";
import { farStar } from "./far_star.ts";
import { starProjection } from "./star_projection.ts";
import { reducedCanonicalForm } from "./reduced_canonical_form.ts";
import { heat } from "./cooling.ts";
import { formatGame, parseGame } from "../notation.ts";
import { followers } from "../operations/followers.ts";
import {
  type Game,
  game,
  leftOptions,
  nimberValue,
  numberGame,
  numberUpStarParts,
  rightOptions,
  STAR,
} from "../game.ts";
import { equals } from "../compare.ts";
import { anyGame } from "../testdata/slow_game.ts";

/** The far star by its meaning: one past the largest nimber among all followers, at least *. */
function slowFarStar(g: Game): number {
  let m = 1;
  for (const f of followers(g)) {
    const n = nimberValue(f);
    if (n !== undefined) m = Math.max(m, Number(n) + 1); // small nimbers only here
  }
  return m;
}

Deno.test("farStar() is one past every nimber among the followers", async (t) => {
  const rows: [text: string, far: string, source: string][] = [
    ["0", "*", "CGSuite farStar: *0 gives *1"],
    ["*2", "*3", "CGSuite farStar: *n gives *(n+1)"],
    ["{1|*4}", "*5", "the largest far star of the options"],
    ["{3||2*|1*}", "*", "2* is {2|2}: the only nimber follower is 0"],
  ];
  for (const [text, far, source] of rows) {
    await t.step(
      `${text} (${source})`,
      () => assert.equal(formatGame(farStar(parseGame(text))), far),
    );
  }
  await t.step("random canonical forms agree with the followers' nimbers", () => {
    fc.assert(
      fc.property(anyGame, (g) => assert.equal(nimberValue(farStar(g)), slowFarStar(g))),
      { seed: 26081, numRuns: 300 },
    );
  });
});

/** The star projection by its definition, with no cache: x and x* to x, else recurse. */
function slowProjection(g: Game): Game {
  const p = numberUpStarParts(g);
  if (p !== undefined && p.ups === 0 && p.star <= 1) return numberGame(p.number);
  return game(leftOptions(g).map(slowProjection), rightOptions(g).map(slowProjection));
}

Deno.test("starProjection() replaces x* by x in every follower", async (t) => {
  const rows: [text: string, projection: string, source: string][] = [
    ["{2*|1*}", "{2|1}", "Calistrate 1996: x* is projected to x"],
    ["3/4*", "3/4", "a number plus star"],
    ["^", "*", "{0|*} becomes {0|0}"],
    ["*2", "*", "{0,*|0,*} becomes {0|0}"],
    ["1*5", "1*4", "x + *n becomes x + *(n-1): its options' projections have that mex"],
    ["*18446744073709551616", "*18446744073709551615", "the same, for a nimber past 2^31"],
    ["^*4294967296", "^*4294967297", "{0 | *4294967297} becomes {0 | *4294967296}"],
  ];
  for (const [text, projection, source] of rows) {
    await t.step(`${text} (${source})`, () => {
      assert.equal(formatGame(starProjection(parseGame(text))), projection);
    });
  }
  await t.step("random canonical forms agree with the definition and with rcf", () => {
    fc.assert(
      fc.property(anyGame, (g) => {
        assert.ok(equals(starProjection(g), slowProjection(g)));
        if (numberUpStarParts(g) === undefined) {
          assert.ok(equals(starProjection(heat(g, STAR)), reducedCanonicalForm(g)));
        }
      }),
      { seed: 26082, numRuns: 200 },
    );
  });
});
