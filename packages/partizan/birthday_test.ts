import assert from "node:assert/strict";
import fc from "fast-check";
import { birthday } from "./birthday.ts";
import { dyadic } from "@cgt/core/dyadic";
import { type Game, integer, leftOptions, numberGame, numberUpStar, rightOptions } from "./game.ts";
import { parseGame } from "./notation.ts";
import { arbitraryTree, fromTree } from "./testdata/slow_game.ts";

/** The slow twin: plain recursion over the canonical options, no closed forms, no cache. */
function slowBirthday(g: Game): bigint {
  let b = 0n;
  for (const o of [...leftOptions(g), ...rightOptions(g)]) {
    const c = slowBirthday(o) + 1n;
    if (c > b) b = c;
  }
  return b;
}

Deno.test("birthday() matches published birthdays", async (t) => {
  const rows: [string, bigint, string][] = [
    ["0", 0n, "Winning Ways ch. 1: 0 is born on day 0"],
    ["*", 1n, "Winning Ways ch. 1: day 1 brings 1, -1 and *"],
    ["-1", 1n, "Winning Ways ch. 1"],
    ["^", 2n, "Winning Ways ch. 1: ^ = {0|*} is born on day 2"],
    ["1/2", 2n, "Winning Ways ch. 1: 1/2 = {0|1} is born on day 2"],
    ["+-1", 2n, "Winning Ways ch. 1"],
    ["*3", 3n, "Winning Ways ch. 1: *n is born on day n"],
    ["11/8", 5n, "CGSuite's closed form: m/2^j is born on day floor(|m|/2^j) + 1 + j"],
  ];
  for (const [expr, day, source] of rows) {
    await t.step(`${expr} is born on day ${day} (${source})`, () => {
      assert.equal(birthday(parseGame(expr)), day);
    });
  }
});

Deno.test("birthday() of x + k.^ + *n agrees with the recursion", () => {
  // Every x = m/8 with |m| <= 24, |k| <= 4, n <= 4: the closed form against the slow twin.
  for (let m = -24; m <= 24; m++) {
    for (let k = -4; k <= 4; k++) {
      for (let n = 0; n <= 4; n++) {
        const g = numberUpStar(dyadic(m, 3), k, n);
        assert.equal(birthday(g), slowBirthday(g), `birthday of ${m}/8 ${k}.^ *${n}`);
      }
    }
  }
});

Deno.test("birthday() agrees with the recursion on random games", () => {
  // Forms of birthday <= 4 with <= 2 options a side.
  fc.assert(
    fc.property(arbitraryTree(4, 2).map(fromTree), (g) => {
      assert.equal(birthday(g), slowBirthday(g));
    }),
    { seed: 33959, numRuns: 200 },
  );
});

Deno.test("birthday() handles huge numbers without recursion", () => {
  assert.equal(birthday(integer(10n ** 30n)), 10n ** 30n);
  assert.equal(birthday(numberGame(dyadic(1, 1000))), 1001n);
});
