import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import { nimber } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { CHOMP, chomp, formatChomp, parseChomp } from "./chomp.ts";

/**
 * The slow twin on a picture of the bar: rows of `#` from the bottom, separated by `|`. A bite
 * at (row i, column j), not (0, 0), removes every square (r, c) with r >= i and c >= j.
 */
function picture(rows: readonly number[]): string {
  return rows.map((n) => "#".repeat(n)).join("|");
}

function twinBites(text: string): string[] {
  const grid = text === "" ? [] : text.split("|").map((row) => [...row]);
  const out: string[] = [];
  for (let i = 0; i < grid.length; i++) {
    for (let j = 0; j < grid[i].length; j++) {
      if ((i === 0 && j === 0) || grid[i][j] !== "#") continue;
      const next = grid.map((row, r) => row.map((c, k) => (r >= i && k >= j ? "." : c)));
      out.push(
        next.map((row) => row.join("").replace(/\.+$/, "")).filter((row) => row !== "").join("|"),
      );
    }
  }
  return out;
}

/** The twin as a ruleset on pictures, for the plain mex values below. */
const TWIN: Ruleset<string> = {
  name: "Chomp (pictures)",
  leftOptions: twinBites,
  rightOptions: twinBites,
};

/** The Grundy value of a picture by the definition (mex of the options). */
function plainGrundy(text: string, memo = new Map<string, number>()): number {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const seen = new Set([...TWIN.leftOptions(text)].map((o) => plainGrundy(o, memo)));
  let g = 0;
  while (seen.has(g)) g++;
  memo.set(text, g);
  return g;
}

/** Every Young diagram with at most `rows` rows of at most `cols`. */
function diagrams(rows: number, cols: number, below = cols): number[][] {
  if (rows === 0) return [[]];
  const out: number[][] = [[]];
  for (let n = 1; n <= below; n++) {
    for (const rest of diagrams(rows - 1, cols, n)) out.push([n, ...rest]);
  }
  return out;
}

Deno.test("CHOMP keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: CHOMP,
    parse: parseChomp,
    format: formatChomp,
    value: chomp,
    impartial: true,
    positions: diagrams(4, 4).map(formatChomp),
  });
  await t.step("chomp() is the picture twin's mex value on every diagram in a 4x5 box", () => {
    for (const rows of diagrams(4, 5)) {
      assert.equal(chomp(formatChomp(rows)), nimber(plainGrundy(picture(rows))), formatChomp(rows));
    }
  });
  await t.step("CHOMP's moves are the picture twin's on every diagram in a 4x4 box", () => {
    for (const rows of diagrams(4, 4)) {
      const got = [...CHOMP.leftOptions(rows)].map((p) => picture(p)).sort();
      assert.deepEqual(got, twinBites(picture(rows)).sort(), formatChomp(rows));
    }
  });
});

Deno.test("chomp() gives the published values", async (t) => {
  // Gale (1974): every rectangle other than the poisoned square alone is a first-player win
  // (strategy stealing), and with two rows the P-positions are exactly n, n - 1.
  for (const [r, c] of [[2, 2], [3, 3], [3, 5], [4, 6], [5, 5]]) {
    await t.step(`chomp("${r}x${c}") is not 0 (Gale 1974, strategy stealing)`, () => {
      assert.notEqual(chomp(`${r}x${c}`), nimber(0));
    });
  }
  await t.step("two rows a >= b are 0 exactly when b = a - 1 (Gale 1974)", () => {
    for (let a = 1; a <= 12; a++) {
      for (let b = 0; b <= a; b++) {
        const zero = chomp(b === 0 ? `${a}` : `${a},${b}`) === nimber(0);
        assert.equal(zero, b === a - 1, `${a},${b}`);
      }
    }
  });
});

Deno.test("chomp() of one row and of an L is Nim", () => {
  // One row of n: the squares beside the poison form a Nim heap of n - 1. An L (a bottom row of
  // a and a column of b) is two such heaps, (a - 1) xor (b - 1) (Sprague-Grundy).
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (a, b) => {
      assert.equal(formatGame(chomp(`${a}`)), formatGame(nimber(a - 1)));
      const l = [a, ...Array.from({ length: b - 1 }, () => 1)].join(",");
      assert.equal(chomp(l), nimber((a - 1) ^ (b - 1)), l);
    }),
    { seed: 1974, numRuns: 60 },
  );
});

Deno.test("parseChomp() rejects bars that are not Young diagrams", () => {
  assert.throws(() => parseChomp("2,3"), {
    name: "RangeError",
    message: 'Cannot read Chomp bar: row 2 is longer than the row below, received "2,3"',
  });
  assert.throws(() => parseChomp("2;3"), SyntaxError);
  assert.throws(() => parseChomp("33x1"), RangeError);
  assert.throws(() => parseChomp("20x20"), RangeError);
  assert.throws(() => parseChomp(5 as unknown as string), TypeError);
});
