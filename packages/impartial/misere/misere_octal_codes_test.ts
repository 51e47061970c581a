/**
 * The misère octal games checked as far as CI can afford: every octal code with up to three digits after the
 * point, every heap up to 20 (the values `cgt misere octal` prints), and a seeded sample of sums of
 * up to four heaps up to 20 (what `cgt misere sum` and `cgt misere quotient` decide), all against
 * plain misère search over lists of heaps. `scripts/misere_check.ts` runs the longer exhaustive
 * check by hand.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { GameLimitError, withStepLimit } from "@cgt/core/limits";
import { PositionLimitError } from "../grundy.ts";
import { MisereSolver } from "./misere.ts";
import { MisereHeapSolver } from "./misere_heap.ts";
import { MisereQuotient } from "./misere_quotient.ts";
import { parseOctalCode, takeAndBreakRules } from "../octal_game.ts";

/** Every distinct octal code 0.d1d2d3 and 4.d1d2d3 (shorter codes included). */
function allCodes(): string[] {
  const codes = new Set<string>();
  for (const d0 of ["0", "4"]) {
    for (let len = 1; len <= 3; len++) {
      for (let x = 0; x < 8 ** len; x++) {
        codes.add(parseOctalCode(`${d0}.${x.toString(8).padStart(len, "0")}`).name);
      }
    }
  }
  return [...codes];
}

const CODES = allCodes();

Deno.test("MisereHeapSolver agrees with plain search on every heap up to 20 of every octal code with up to three digits", () => {
  assert.equal(CODES.length, 1024);
  for (const code of CODES) {
    const game = parseOctalCode(code);
    const fast = new MisereHeapSolver(game);
    const slow = new MisereSolver(takeAndBreakRules(game));
    for (let n = 0; n <= 20; n++) {
      const p = n === 0 ? [] : [n];
      const g = slow.misereGrundy(p);
      assert.equal(fast.misereGrundy(n), g, `${code} heap ${n}`);
      assert.equal(fast.outcome(n), g === 0 ? "P" : "N");
      assert.equal(fast.genus(n).misere[0], g);
    }
  }
});

Deno.test("sums of up to four heaps up to 20: the tame rule, canonical forms and the quotient agree with plain search", () => {
  let quotients = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...CODES),
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 4 })
        .filter((heaps) => heaps.reduce((a, b) => a + b, 0) <= 26),
      (code, heaps) => {
        const game = parseOctalCode(code);
        const slow = new MisereSolver(takeAndBreakRules(game));
        const expected = slow.outcome([...heaps].sort((a, b) => a - b));
        assert.equal(new MisereHeapSolver(game).sumOutcome(heaps), expected, `${code} ${heaps}`);
        let q: MisereQuotient;
        try {
          q = withStepLimit(200_000, () => new MisereQuotient(game, Math.max(...heaps)));
        } catch (error) {
          if (error instanceof GameLimitError || error instanceof PositionLimitError) return;
          throw error;
        }
        quotients++;
        assert.equal(q.outcome(heaps), expected, `${code} ${heaps} (quotient)`);
      },
    ),
    { numRuns: 80, seed: 13 },
  );
  assert.ok(quotients >= 60, `only ${quotients} quotients built`);
});
