// The search over octal codes for misère quotients of a shape, against MisereQuotient built code
// by code, Plambeck and Siegel's published quotient of 0.75, and a plain listing of codes.
import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { parseOctalCode } from "../octal_game.ts";
import { MisereQuotient } from "./misere_quotient.ts";
import {
  MAX_SEARCH_CODES,
  octalCodeRange,
  searchMisereQuotients,
} from "./misere_quotient_search.ts";

Deno.test("octalCodeRange() lists codes between two bounds", async (t) => {
  const rows: [string, string, string[]][] = [
    ["0.1", "0.1", ["0.1"]],
    ["0.6", "0.62", ["0.6", "0.61", "0.62"]],
    ["0.76", "0.77", ["0.76", "0.77"]],
    ["0.7", "4.0", ["0.7", "4.0"]],
    ["0.77", "4.01", ["0.77", "4.0", "4.01"]],
    ["0.07", "0.1", ["0.07", "0.1"]],
  ];
  for (const [from, to, codes] of rows) {
    await t.step(`${from} to ${to} is ${codes.join(" ")}`, () => {
      assert.deepEqual(octalCodeRange(from, to), codes);
    });
  }
});

/** Every code 0.d... or 4.d... of up to `digits` digits after the point, by plain listing. */
function allCodes(digits: number): string[] {
  const out = new Set<string>();
  const walk = (prefix: string, left: number) => {
    const rest = prefix.slice(2).replace(/0+$/, "");
    out.add(`${prefix[0]}.${rest === "" ? "0" : rest}`);
    if (left === 0) return;
    for (let d = 0; d < 8; d++) walk(prefix + d, left - 1);
  };
  for (const d of [0, 4]) walk(`${d}.`, digits);
  return [...out];
}

Deno.test("octalCodeRange() agrees with a plain listing of every code (fast-check)", () => {
  const codes = allCodes(3);
  // A code's place: its digits as a fraction, so 0.7 and 0.70 are the same point.
  const place = (c: string) =>
    Number(c[0]) + [...c.slice(2)].reduce((v, d, i) => v + Number(d) / 8 ** (i + 1), 0);
  fc.assert(
    fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), (a, b) => {
      const [from, to] = place(a) <= place(b) ? [a, b] : [b, a];
      // Codes no longer than the longer bound.
      const digits = Math.max(from.length, to.length) - 2;
      const expected = codes.filter((c) =>
        c.length - 2 <= digits && place(c) >= place(from) && place(c) <= place(to)
      )
        .sort((x, y) => place(x) - place(y));
      assert.deepEqual(octalCodeRange(from, to), expected);
    }),
    { seed: 2601, numRuns: 200 },
  );
});

Deno.test("octalCodeRange() refuses bad bounds", () => {
  assert.throws(() => octalCodeRange("0.8", "0.9"), SyntaxError);
  assert.throws(() => octalCodeRange("1.0", "4.0"), SyntaxError);
  assert.throws(() => octalCodeRange(1 as never, "0.7"), TypeError);
  assert.throws(() => octalCodeRange("0.7", "0.6"), {
    name: "RangeError",
    message:
      'Cannot list octal codes: the first code must not come after the last (0.6), received "0.7"',
  });
  assert.throws(() => octalCodeRange("0.0001", "4.0"), {
    name: "RangeError",
    message:
      `Cannot list octal codes: a range may span at most ${MAX_SEARCH_CODES} numerals, received "0.0001 to 4.0"`,
  });
  assert.throws(() => octalCodeRange("0.1234567", "0.2"), RangeError);
});

Deno.test("searchMisereQuotients() finds Plambeck and Siegel's quotient of 0.75", () => {
  // Plambeck and Siegel, Misère quotients for impartial games (JCTA 2008), their first example:
  // 0.75 has the quotient <a,b,c | a2=1, b3=b, bc=ab, c2=b2> of order 8, P-portion {a, b2}.
  const published = "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}";
  const search = searchMisereQuotients(octalCodeRange("0.72", "0.76"), 20, {
    shape: { order: 8, pPortionSize: 2, presentation: published },
    maxStepsPerCode: 2_000_000,
  });
  assert.deepEqual(search.matching, ["0.75"]);
  const r = search.results.find((x) => x.code === "0.75")!;
  assert.deepEqual(
    [r.reached, r.stopped, r.order, r.pPortionSize, r.presentation],
    [20, null, 8, 2, published],
  );
});

Deno.test("searchMisereQuotients() agrees with MisereQuotient built code by code (fast-check)", () => {
  const codes = allCodes(2);
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 10 }),
      fc.option(fc.integer({ min: 2, max: 12 }), { nil: undefined }),
      (list, n, order) => {
        const search = searchMisereQuotients(list, n, { shape: { order }, maxElements: 600 });
        assert.equal(search.stopped, false);
        list.forEach((code, i) => {
          const r = search.results[i];
          assert.equal(r.code, code);
          let q: MisereQuotient | undefined;
          try {
            q = new MisereQuotient(parseOctalCode(code), n, { maxElements: 600 });
          } catch (error) {
            if (!(error instanceof RangeError)) throw error;
          }
          if (q === undefined) {
            assert.notEqual(r.stopped, null, code);
            assert.equal(r.matches, false, code);
            return;
          }
          assert.deepEqual(
            [r.stopped, r.reached, r.order, r.pPortionSize, r.presentation],
            [null, n, q.order, q.pPortionSize, q.format()],
            code,
          );
          assert.equal(r.matches, order === undefined || q.order === order, code);
          assert.equal(search.matching.includes(code), r.matches);
        });
      },
    ),
    { seed: 81127, numRuns: 40 },
  );
});

Deno.test("searchMisereQuotients() reports each code's limit and goes on", () => {
  // 0.07 (Dawson's Kayles) needs 360 elements by heap 30 (Siegel 2007); 0.75 needs 8.
  const few = searchMisereQuotients(["0.07", "0.75"], 20, { maxElements: 16 });
  assert.deepEqual(few.results.map((r) => [r.code, r.stopped === null, r.matches]), [
    ["0.07", false, false],
    ["0.75", true, true],
  ]);
  assert.match(few.results[0].stopped!, /more than 16/);
  assert.ok(few.results[0].reached < 20 && few.results[0].order <= 16);
  const poor = searchMisereQuotients(["0.07", "0.75"], 20, { maxStepsPerCode: 200 });
  assert.match(poor.results[0].stopped!, /more than 200 steps/);
  assert.equal(poor.results.length, 2);
  assert.equal(poor.stopped, false);
});

Deno.test("searchMisereQuotients() stops with the codes done when the enclosing budget runs out", () => {
  const search = withStepLimit(
    3000,
    () => searchMisereQuotients(octalCodeRange("0.7", "0.77"), 20, { maxStepsPerCode: 1_000_000 }),
  );
  assert.equal(search.stopped, true);
  assert.ok(search.results.length < 8, `${search.results.length}`);
  // Without a per-code budget the enclosing one stops it too.
  assert.equal(withStepLimit(3000, () => searchMisereQuotients(["0.07"], 30)).stopped, true);
  const none = withStepLimit(0, () => searchMisereQuotients(["0.75"], 3));
  assert.deepEqual([none.stopped, none.results.length], [true, 0]);
});

Deno.test("searchMisereQuotients() refuses bad arguments", () => {
  assert.throws(() => searchMisereQuotients("0.77" as never, 3), TypeError);
  assert.throws(() => searchMisereQuotients(["0.9"], 3), SyntaxError);
  assert.throws(() => searchMisereQuotients(["0.77"], -1), RangeError);
  assert.throws(() => searchMisereQuotients(["0.77"], 3, { shape: { order: 0 } }), {
    name: "RangeError",
    message: "Cannot search misère quotients: shape.order must be a positive integer, received 0",
  });
  assert.throws(() => searchMisereQuotients(["0.77"], 3, { maxStepsPerCode: 0 }), RangeError);
  assert.throws(
    () => searchMisereQuotients(["0.77"], 3, { maxStepsPerCode: Infinity }),
    RangeError,
  );
  assert.throws(
    () => searchMisereQuotients(new Array(MAX_SEARCH_CODES + 1).fill("0.7"), 3),
    RangeError,
  );
});
