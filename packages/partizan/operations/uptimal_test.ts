import assert from "node:assert/strict";
import fc from "fast-check";
import { dyadic } from "@cgt/core/dyadic";
import { formatGame, MAX_NESTING, parseGame } from "../notation.ts";
import {
  formatUptimalExpansion,
  MAX_UPTIMAL_POWER,
  upNth,
  uptimalExpansion,
  uptimalGame,
  upToNth,
} from "./uptimal.ts";
import { add } from "../arithmetic.ts";
import { anyGame } from "../testdata/slow_game.ts";

const expansion = fc.record({
  number: fc.integer({ min: -8, max: 8 }).map((m) => dyadic(m, 2)),
  digits: fc.array(fc.integer({ min: -2, max: 2 }), { maxLength: 5 }).map((d) => {
    const out = [...d];
    while (out.length > 0 && out[out.length - 1] === 0) out.pop();
    return out;
  }),
  star: fc.nat(3),
});

Deno.test("uptimalExpansion() recovers every small uptimal it is given", () => {
  fc.assert(
    fc.property(expansion, (e) => {
      const g = uptimalGame(e);
      const found = uptimalExpansion(g);
      assert.ok(found !== undefined, formatUptimalExpansion(e));
      assert.deepEqual([...found.digits], e.digits);
      assert.equal(found.star, e.star);
      assert.equal(
        found.number.numerator * 4n >> BigInt(found.number.exponent),
        e.number.numerator * 4n >> BigInt(e.number.exponent),
      );
    }),
    { seed: 99602, numRuns: 300 },
  );
});

Deno.test("uptimalExpansion() is sound: the expansion it reports builds the game", () => {
  fc.assert(
    fc.property(anyGame, anyGame, (g, h) => {
      for (const x of [g, add(g, h)]) {
        const e = uptimalExpansion(x);
        if (e !== undefined && e.digits.length <= 6) assert.equal(uptimalGame(e), x);
      }
    }),
    { seed: 31531, numRuns: 300 },
  );
});

Deno.test("formatUptimalExpansion() prints CGSuite's forms", () => {
  // Formats from CGSuite 2.2 (shared notes, cgsuite-formats.md): 0.1-02, *.3, 5.0, 1/2.0.
  assert.equal(
    formatUptimalExpansion({ number: dyadic(0), digits: [1, -1, 0, 2], star: 0 }),
    "0.11-02",
  );
  assert.equal(formatUptimalExpansion({ number: dyadic(0), digits: [3], star: 1 }), "*.3");
  assert.equal(formatUptimalExpansion({ number: dyadic(5), digits: [], star: 0 }), "5.0");
  assert.equal(formatUptimalExpansion(uptimalExpansion(parseGame("1/2"))!), "1/2.0");
});

Deno.test("uptimalGame() and formatUptimalExpansion() take a nimber part of any size", () => {
  const big = 2n ** 64n + 3n;
  const e = uptimalExpansion(parseGame(`1/2^^*${big}`))!;
  assert.equal(e.star, big);
  assert.equal(formatUptimalExpansion(e), `1/2*${big}.2`);
  assert.equal(uptimalGame(e), parseGame(`1/2^^*${big}`));
  // ^<2> + *n for n from 2^31 on would need the nimber's options (a sum with a game that is not
  // x + k.^ + *n), refused as everywhere else.
  assert.throws(() => uptimalGame({ number: dyadic(0), digits: [0, 1], star: big }), RangeError);
  // A small nimber part given as a bigint is the same as the number.
  const small = { number: dyadic(1), digits: [0, 1], star: 1n };
  assert.equal(uptimalGame(small), uptimalGame({ ...small, star: 1 }));
  assert.equal(formatUptimalExpansion(small), "1*.01");
  assert.throws(() => uptimalGame({ ...small, star: -1n }), RangeError);
  assert.throws(() => uptimalGame({ ...small, star: 2n ** 1024n }), RangeError);
});

Deno.test("formatGame() prints uptimals up to ^<4096> so that they parse back", () => {
  // Regression: ^<3000> once failed and ^<1200> printed an unreadable form.
  for (
    const text of ["^<1200>", "^<3000>", `^<${MAX_UPTIMAL_POWER}>*7`, "v[4096]", "1/2^[3000]*3"]
  ) {
    const g = parseGame(text);
    const printed = formatGame(g);
    assert.equal(printed, text);
    assert.equal(parseGame(printed), g);
  }
  assert.ok(MAX_NESTING < 1200);
  // Long uptimals that are neither a unit nor a unit sum print as a short sum, or in braces.
  for (
    const [text, printed] of [["^<3000> + ^<2>", "^<2>+^<3000>"], ["{0|^<3000>}", "{0|^<3000>}"]]
  ) {
    const g = parseGame(text);
    assert.equal(formatGame(g), printed);
    assert.equal(parseGame(printed), g);
  }
});

Deno.test("formatGame() round-trips large uptimals", () => {
  fc.assert(
    fc.property(
      // Up to 2500 for every sign, nimber and number part: past that, x + v<n> + *m can still
      // exceed the call stack while it is built (the engine's sums recurse once per level).
      fc.integer({ min: 2, max: 2500 }),
      fc.boolean(),
      fc.boolean(),
      fc.nat(3),
      fc.integer({ min: -4, max: 4 }),
      (n, sum, negative, m, x) => {
        const text = `${x === 0 ? "" : x}${negative ? "v" : "^"}${sum ? `[${n}]` : `<${n}>`}${
          m === 0 ? "" : m === 1 ? "*" : "*" + m
        }`;
        const g = parseGame(text);
        assert.equal(formatGame(g), text);
        assert.equal(parseGame(formatGame(g)), g);
      },
    ),
    { seed: 8802, numRuns: 16 },
  );
  assert.equal(upNth(1), parseGame("^"));
  assert.equal(upToNth(2), parseGame("^<1> + ^<2>"));
});
