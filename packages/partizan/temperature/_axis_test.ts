import assert from "node:assert/strict";
import fc from "fast-check";
import { dyadic } from "@cgt/core/dyadic";
import { briefInteger, labelStep, MAX_AXIS_LABELS, scaledNumber, shortLabel } from "./_axis.ts";

/** The exact value of a finite double as numerator / 2^exponent (slow, obviously correct). */
function exactOf(x: number): [bigint, number] {
  let e = 0;
  while (!Number.isInteger(x)) {
    x *= 2;
    e++;
  }
  return [BigInt(x), e];
}

Deno.test("scaledNumber() is within 2^-52 of n / 2^(e + shift), however large n is", () => {
  fc.assert(
    fc.property(
      fc.nat(3000).chain((k) => fc.bigInt({ min: -(2n ** BigInt(k)), max: 2n ** BigInt(k) })),
      fc.nat(80),
      fc.integer({ min: -200, max: 3000 }),
      (n, e, shift) => {
        const x = scaledNumber(dyadic(n, e), shift);
        const d = dyadic(n, e);
        const total = d.exponent + shift; // true value n' / 2^total
        if (!Number.isFinite(x) || x === 0 || Math.abs(x) < 2 ** -900 || Math.abs(x) > 2 ** 900) {
          return; // outside the double range that drawings use
        }
        const [xn, xe] = exactOf(x);
        // v = n'/2^total and x = xn/2^xe, both over the common denominator 2^m.
        const m = Math.max(total, xe);
        const v = d.numerator << BigInt(m - total);
        const w = xn << BigInt(m - xe);
        const diff = v > w ? v - w : w - v;
        const abs = v < 0n ? -v : v;
        assert.ok(diff * 2n ** 52n <= abs, `${n} ${e} ${shift}`);
      },
    ),
    { seed: 4512, numRuns: 300 },
  );
});

/**
 * The labelling rule searched from 1 upwards (slow, obviously correct): the least 1, 2 or 5 times
 * 10^j that is `room` pixels long and leaves at most MAX_AXIS_LABELS labels, searched up to
 * 10 times the range's power of ten, beyond which one label at most is left anyway.
 */
function slowLabelStep(range: bigint, room: number, unit: number): bigint {
  const last = 10n ** BigInt(range.toString().length + 1);
  for (let scale = 1n; scale < last; scale *= 10n) {
    for (const k of [1n, 2n, 5n]) {
      const step = k * scale;
      if (Number(step) * unit >= room && step * BigInt(MAX_AXIS_LABELS) >= range) return step;
    }
  }
  return last;
}

Deno.test("labelStep() agrees with a search from 1 upwards", () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 12n }),
      fc.integer({ min: 1, max: 200 }),
      fc.double({ min: 1e-9, max: 500, noNaN: true }),
      (range, room, unit) => {
        const fast = labelStep(
          dyadic(range),
          room,
          (step) => Number(step) * unit,
          Math.log10(room / unit),
        );
        assert.equal(fast, slowLabelStep(range, room, unit));
      },
    ),
    { seed: 8817, numRuns: 500 },
  );
});

Deno.test("shortLabel() writes a multiple of 10^j in full or as m e j, exactly", async (t) => {
  const rows: [bigint, number, string | undefined][] = [
    [12345n, 0, "12345"],
    [10n ** 19n, 19, "10000000000000000000"],
    [-(10n ** 19n), 19, "-1e19"],
    [10n ** 331n, 330, "1e331"],
    [-5n * 10n ** 330n, 330, "-5e330"],
    [2n ** 200n, 0, undefined],
  ];
  for (const [v, j, expected] of rows) {
    await t.step(`${expected}`, () => assert.equal(shortLabel(v, j), expected));
  }
});

Deno.test("briefInteger() names integers near powers of two and rounds the rest", async (t) => {
  const rows: [bigint, string][] = [
    [123n, "123"],
    [2n ** 1100n, "2^1100"],
    [-(2n ** 1100n), "-2^1100"],
    [2n ** 1100n - 3n, "2^1100 - 3"],
    [-(2n ** 200n + 1n), "-(2^200 + 1)"],
    [3n ** 700n, "≈9.65780e333"],
  ];
  for (const [n, expected] of rows) {
    await t.step(expected, () => assert.equal(briefInteger(n), expected));
  }
});
