import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_COINS, parseCoins } from "./coins.ts";
import { mockTurtlesGrundy } from "./mock_turtles.ts";
import { turningTurtlesGrundy } from "./turning_turtles.ts";

/** The slow twin: a row is H and T in either case, at most MAX_COINS of them, read upper case. */
function slowParse(coins: string): string | "SyntaxError" | "RangeError" {
  if (coins.length > MAX_COINS) return "RangeError";
  if (!/^[HTht]*$/.test(coins)) return "SyntaxError";
  return coins.toUpperCase();
}

function fastParse(coins: string): string {
  try {
    return parseCoins(coins);
  } catch (error) {
    return (error as Error).name;
  }
}

Deno.test("parseCoins() reads rows of H and T", async (t) => {
  const rows: [string, string, string][] = [
    ["HTTHH", "HTTHH", "Winning Ways writes rows in upper case"],
    ["htthh", "HTTHH", "CGSuite writes rows in lower case"],
    ["hTtH", "HTTH", "mixed case"],
    ["", "", "the empty row"],
  ];
  for (const [input, expected, why] of rows) {
    await t.step(`"${input}" -> "${expected}" (${why})`, () => {
      assert.equal(parseCoins(input), expected);
    });
  }
});

Deno.test("parseCoins() rejects what is not a row of coins", async (t) => {
  await t.step("another character is a SyntaxError that quotes it", () => {
    assert.throws(
      () => parseCoins("H.T"),
      new SyntaxError(
        'Cannot read coins: a row holds H (heads) and T (tails) only, found "." in "H.T"',
      ),
    );
  });
  await t.step("a non-string is a TypeError", () => {
    assert.throws(() => parseCoins(3 as unknown as string), TypeError);
  });
  await t.step("a row longer than MAX_COINS is a RangeError", () => {
    assert.equal(parseCoins("t".repeat(MAX_COINS)).length, MAX_COINS);
    assert.throws(() => parseCoins("H".repeat(MAX_COINS + 1)), RangeError);
  });
});

Deno.test("parseCoins() agrees with the regular-expression definition on random strings", () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom("H", "T", "h", "t", "x", " ", "ß") }), (s) => {
      assert.equal(fastParse(s), slowParse(s));
    }),
    { seed: 40211, numRuns: 500 },
  );
});

Deno.test("parseCoins() reads the rows of the coin-turning functions of @cgt/nim", () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom("H", "T", "h", "t"), maxLength: 40 }), (s) => {
      const row = parseCoins(s);
      assert.equal(mockTurtlesGrundy(s), mockTurtlesGrundy(row));
      assert.equal(turningTurtlesGrundy(s), turningTurtlesGrundy(row));
    }),
    { seed: 40212, numRuns: 300 },
  );
});
