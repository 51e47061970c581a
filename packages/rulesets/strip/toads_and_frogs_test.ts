import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { plainValue } from "../../../testing/plain_value.ts";
import { type Game, game } from "@cgt/partizan/game";
import { Solver } from "@cgt/partizan/search";
import {
  parseToadsAndFrogs,
  TOADS_AND_FROGS,
  toadsAndFrogs,
  toadsAndFrogsRuleset,
} from "./toads_and_frogs.ts";
import { positionRow, searchRuleset, type ToadsPosition, toPosition } from "../_toads_and_frogs.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

Deno.test("toads() matches published and hand-worked values", async (t) => {
  const table: [row: string, value: string, source: string][] = [
    [
      "TFT.TFF",
      "^",
      "Winning Ways ch. 1 / Erickson, New Toads and Frogs results (1996): TFT.TFF = ^",
    ],
    ["T.", "1", "by hand: one move for Left"],
    [".F", "-1", "by hand: one move for Right"],
    ["T..F", "0", "by hand: whoever starts in T..F loses"],
    ["TTFF", "0", "by hand: a jammed row has no moves"],
  ];
  for (const [row, value, source] of table) {
    await t.step(
      `${row} is ${value} (${source})`,
      () => assert.equal(formatGame(toadsAndFrogs(row)), value),
    );
  }
});

Deno.test("toads() agrees with plain recursion on random rows of length 7 (fast-check, 40 runs)", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[TF.]{7}$/),
      (row) => toadsAndFrogs(row) === plainValue(TOADS_AND_FROGS, row),
    ),
    { seed: 77109, numRuns: 40 },
  );
});

Deno.test("toads() of a row reversed with toads and frogs swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[TF.]{0,10}$/), (row) => {
      const mirror = Array.from(row).reverse().map((c) => (c === "T" ? "F" : c === "F" ? "T" : c))
        .join("");
      return toadsAndFrogs(mirror) === negate(toadsAndFrogs(row));
    }),
    { seed: 75656, numRuns: 100 },
  );
});

Deno.test("toads() splits at a jammed TTFF block", () => {
  assert.equal(toadsAndFrogs("T.TTFF.F"), parseGame("1 - 1"));
  assert.equal(toadsAndFrogs("T.TTFFT."), parseGame("2"));
});

Deno.test("parseToadsAndFrogs() rejects bad rows", () => {
  assert.throws(() => parseToadsAndFrogs("TxF"), {
    name: "SyntaxError",
    message:
      'Cannot read Toads and Frogs row: unexpected character "x" at position 2 (allowed: T F .), received "TxF"',
  });
  assert.throws(() => parseToadsAndFrogs(".".repeat(65)), RangeError);
  assert.throws(() => parseToadsAndFrogs(5 as unknown as string), TypeError);
});

/**
 * The slow twin of the packed search: the rules written out cell by cell on strings (a toad
 * steps right into an empty cell or jumps 1..maxJump frogs into the empty cell beyond; frogs
 * mirror that), valued by recursion over the options with the public `game()` constructor. A
 * memo by row only avoids recomputing the same row; there are no components, no shortcuts and
 * no packing.
 */
function slowToads(row: string, maxJump: number, memo = new Map<string, Game>()): Game {
  const known = memo.get(row);
  if (known !== undefined) return known;
  const moves = (mine: string, theirs: string, dir: number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== mine) continue;
      let j = 0; // opposing creatures passed
      let at = i + dir;
      while (at >= 0 && at < row.length && row[at] === theirs && j < maxJump) {
        j++;
        at += dir;
      }
      if (at >= 0 && at < row.length && row[at] === ".") {
        const cells = row.split("");
        cells[i] = ".";
        cells[at] = mine;
        out.push(cells.join(""));
      }
    }
    return out;
  };
  const g = game(
    moves("T", "F", 1).map((o) => slowToads(o, maxJump, memo)),
    moves("F", "T", -1).map((o) => slowToads(o, maxJump, memo)),
  );
  memo.set(row, g);
  return g;
}

/** Every row over T, F and . of length n. */
function allRows(n: number): string[] {
  let rows = [""];
  for (let i = 0; i < n; i++) rows = rows.flatMap((r) => [r + "T", r + "F", r + "."]);
  return rows;
}

Deno.test("toads() equals the slow twin on every row up to length 8, for maxJump 0 to 3", async (t) => {
  for (const maxJump of [0, 1, 2, 3]) {
    await t.step(`maxJump ${maxJump}`, () => {
      const memo = new Map<string, Game>();
      for (let n = 0; n <= 8; n++) {
        for (const row of allRows(n)) {
          assert.equal(toadsAndFrogs(row, { maxJump }), slowToads(row, maxJump, memo), row);
        }
      }
    });
  }
});

Deno.test("toads() agrees with the slow twin on random rows up to length 14 (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[TF.]{0,14}$/),
      fc.integer({ min: 0, max: 4 }),
      (row, maxJump) => toadsAndFrogs(row, { maxJump }) === slowToads(row, maxJump),
    ),
    { seed: 120412, numRuns: 150 },
  );
});

Deno.test("the packed search has the string rules' moves and parts on every row up to length 8", () => {
  for (const maxJump of [0, 1, 2, 5]) {
    const rows = toadsAndFrogsRuleset(maxJump);
    const packed = searchRuleset(maxJump);
    const show = (ps: Iterable<ToadsPosition>): string[] => [...ps].map(positionRow).sort();
    for (let n = 0; n <= 8; n++) {
      for (const row of allRows(n)) {
        const p = toPosition(row);
        assert.equal(typeof p, "number");
        assert.equal(positionRow(p), row);
        const what = `${row} (maxJump ${maxJump})`;
        assert.deepEqual(show(packed.leftOptions(p)), [...rows.leftOptions(row)].sort(), what);
        assert.deepEqual(show(packed.rightOptions(p)), [...rows.rightOptions(row)].sort(), what);
        assert.deepEqual(show(packed.components!(p)), [...rows.components!(row)].sort(), what);
        const quick = packed.shortcut!(p);
        if (quick !== undefined) assert.equal(quick, slowToads(row, maxJump), what);
      }
    }
  }
});

Deno.test("toads() packs rows up to 26 cells and searches longer ones as strings", () => {
  const row26 = "T." + "TTFF".repeat(5) + "..F.";
  assert.equal(row26.length, 26);
  assert.equal(typeof toPosition(row26), "number");
  assert.equal(positionRow(toPosition(row26)), row26);
  assert.equal(typeof toPosition(row26 + "."), "string");
  // Long rows split at walls into short parts; the string solver is the reference.
  fc.assert(
    fc.property(
      fc.array(fc.stringMatching(/^[TF.]{1,6}$/), { minLength: 5, maxLength: 9 }),
      fc.integer({ min: 0, max: 2 }),
      (pieces, maxJump) => {
        const wall = "T".repeat(maxJump + 1) + "F".repeat(maxJump + 1);
        const row = pieces.join(wall).slice(0, 64);
        const reference = new Solver(toadsAndFrogsRuleset(maxJump)).value(row);
        return toadsAndFrogs(row, { maxJump }) === reference;
      },
    ),
    { seed: 5151, numRuns: 60 },
  );
});

Deno.test("TOADS_AND_FROGS keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: TOADS_AND_FROGS,
    parse: parseToadsAndFrogs,
    format: String,
    value: (row: string) => toadsAndFrogs(row),
    positions: ["T", "T.F", "TF.", "TT..FF", "T.F.T.F", "TF.TF", ".T.F."],
    generator: fc.stringMatching(/^[TF.]{1,8}$/),
    seed: 40817,
  });
});
