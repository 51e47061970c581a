import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "@cgt/partizan/game";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { toadsAndFrogs, toadsAndFrogsRuleset } from "./toads_and_frogs.ts";
import {
  ELEPHANTS_AND_RHINOS,
  elephantsAndRhinos,
  parseElephantsAndRhinos,
} from "./elephants_and_rhinos.ts";
import { textValue } from "../testdata/board_reference.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/**
 * CGSuite's GenToadsAndFrogs(maxJump) on the row text, written from its definition: a creature
 * moves k cells, 1 <= k <= maxJump + 1, onto an empty cell, every cell it passes holding an
 * opposing creature.
 */
function genToadsText(maxJump: number): Ruleset<string> {
  const moves = (s: string, mine: string, theirs: string, sign: number): string[] => {
    const out: string[] = [];
    for (let n = 0; n < s.length; n++) {
      if (s[n] !== mine) continue;
      for (let k = 1; k <= maxJump + 1; k++) {
        if (k >= 2 && s[n + (k - 1) * sign] !== theirs) break;
        if (s[n + k * sign] === ".") {
          const next = [...s];
          next[n] = ".";
          next[n + k * sign] = mine;
          out.push(next.join(""));
        }
      }
    }
    return out;
  };
  return {
    name: `GenToadsAndFrogs(${maxJump}) (text)`,
    leftOptions: (s) => moves(s, "T", "F", 1),
    rightOptions: (s) => moves(s, "F", "T", -1),
  };
}

function allRows(length: number): string[] {
  let rows = [""];
  for (let i = 0; i < length; i++) rows = rows.flatMap((r) => [r + "T", r + "F", r + "."]);
  return rows;
}

Deno.test("toadsAndFrogs() with maxJump gives the published values", async (t) => {
  const rows: [row: string, maxJump: number, value: string, source: string][] = [
    [
      "TTTT..FFF",
      2,
      "{1/2*|v}",
      'CGSuite GameStripTest.scala: game.strip.GenToadsAndFrogs(2)("tttt..fff")',
    ],
    ["TTFF.", 1, "0", "by hand: a toad may jump one frog, not two, so TTFF is stuck"],
    ["TF.", 0, "0", "by hand: with no jumps an elephant facing a rhino is stuck"],
  ];
  for (const [row, maxJump, value, source] of rows) {
    await t.step(`${row} with maxJump ${maxJump} is ${value} (${source})`, () => {
      assert.equal(formatGame(toadsAndFrogs(row, { maxJump })), value);
    });
  }
});

Deno.test("toadsAndFrogsRuleset() keeps the ruleset contract on every row up to length 7, maxJump 0 to 3", async (t) => {
  const rows = [1, 2, 3, 4, 5, 6, 7].flatMap(allRows);
  for (const maxJump of [0, 1, 2, 3]) {
    // The twin is CGSuite's GenToadsAndFrogs on the row text; toadsAndFrogs() is the public road.
    await rulesetContract(t, {
      ruleset: toadsAndFrogsRuleset(maxJump),
      parse: (row: string) => row,
      format: (row: string) => row,
      twin: genToadsText(maxJump),
      value: (row: string) => toadsAndFrogs(row, { maxJump }),
      label: `every row up to length 7 (maxJump ${maxJump})`,
      positions: rows,
    });
  }
});

Deno.test("toadsAndFrogsRuleset() moves are CGSuite's GenToadsAndFrogs moves", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[TF.]{1,20}$/),
      fc.integer({ min: 0, max: 6 }),
      (row, maxJump) => {
        const rules = toadsAndFrogsRuleset(maxJump);
        const text = genToadsText(maxJump);
        assert.deepEqual([...rules.leftOptions(row)].sort(), [...text.leftOptions(row)].sort());
        assert.deepEqual([...rules.rightOptions(row)].sort(), [...text.rightOptions(row)].sort());
      },
    ),
    { seed: 86392, numRuns: 300 },
  );
});

Deno.test("toadsAndFrogs() agrees with CGSuite's definition on random rows of 10 cells (fast-check)", () => {
  const memos = [0, 1, 2, 3].map(() => new Map<string, Game>());
  fc.assert(
    fc.property(fc.stringMatching(/^[TF.]{10}$/), fc.integer({ min: 0, max: 3 }), (row, j) => {
      assert.equal(
        toadsAndFrogs(row, { maxJump: j }),
        textValue(genToadsText(j), row, memos[j]),
        row,
      );
    }),
    { seed: 79952, numRuns: 60 },
  );
});

Deno.test("toadsAndFrogs() rejects a bad maxJump", () => {
  assert.throws(() => toadsAndFrogs("T.F", { maxJump: -1 }), {
    name: "RangeError",
    message:
      "Cannot compute Toads and Frogs value: maxJump must be an integer from 0 to 62, received -1",
  });
  assert.throws(() => toadsAndFrogs("T.F", { maxJump: 1.5 }), RangeError);
  assert.throws(() => toadsAndFrogs("T.F", { maxJump: 63 }), RangeError);
});

Deno.test("elephantsAndRhinos() gives the hand-proved values", async (t) => {
  const rows: [row: string, value: string, source: string][] = [
    ["t.f", "*", "by hand: one move for whoever starts, then tf is stuck"],
    ["t" + ".".repeat(7) + "f", "*", "by hand: each move closes the gap by one: *(gap mod 2)"],
    ["t" + ".".repeat(8) + "f", "0", "by hand: each move closes the gap by one: *(gap mod 2)"],
    ["t..", "2", "by hand: two steps for Left"],
    ["tf..", "0", "by hand: an elephant facing a rhino is stuck; nothing else moves"],
    ["..t.f", "*", "by hand: the free cells behind the elephant do not count"],
  ];
  for (const [row, value, source] of rows) {
    await t.step(`${row} is ${value} (${source})`, () => {
      assert.equal(formatGame(elephantsAndRhinos(row)), value);
    });
  }
});

Deno.test("elephantsAndRhinos() equals plain recursion on every row up to length 9", () => {
  const memo = new Map<string, Game>();
  const text = genToadsText(0);
  for (let length = 1; length <= 9; length++) {
    for (const row of allRows(length)) {
      assert.equal(elephantsAndRhinos(row), textValue(text, row, memo), row);
    }
  }
});

Deno.test("elephantsAndRhinos() agrees with plain recursion on random rows of 16 cells (fast-check)", () => {
  const memo = new Map<string, Game>();
  fc.assert(
    fc.property(fc.stringMatching(/^[tf.]{16}$/), (row) => {
      assert.equal(elephantsAndRhinos(row), textValue(genToadsText(0), row.toUpperCase(), memo));
    }),
    { seed: 21933, numRuns: 100 },
  );
});

Deno.test("elephantsAndRhinos() agrees with plain recursion on sparse rows of 24 cells (fast-check)", () => {
  // Long rows exercise the closed form of a meeting (see toads_and_frogs.ts) with wide gaps.
  const memo = new Map<string, Game>();
  const row = fc.tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 6 }),
    fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  ).map(([where, kinds]) => {
    const cells = Array.from({ length: 24 }, () => ".");
    where.forEach((i, k) => (cells[i] = kinds[k] ? "T" : "F"));
    return cells.join("");
  });
  fc.assert(
    fc.property(row, (r) => {
      assert.equal(elephantsAndRhinos(r), textValue(genToadsText(0), r, memo), r);
    }),
    { seed: 24737, numRuns: 100 },
  );
});

Deno.test("elephantsAndRhinos() of the mirrored row with the animals swapped is the negative", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[tf.]{1,14}$/), (row) => {
      const mirrored = [...row].reverse().map((c) => (c === "t" ? "f" : c === "f" ? "t" : c));
      return elephantsAndRhinos(mirrored.join("")) === negate(elephantsAndRhinos(row));
    }),
    { seed: 89927, numRuns: 100 },
  );
});

Deno.test("ELEPHANTS_AND_RHINOS is toads with no jumps", () => {
  assert.equal(ELEPHANTS_AND_RHINOS, toadsAndFrogsRuleset(0));
  assert.equal(elephantsAndRhinos("TT..FF"), toadsAndFrogs("TT..FF", { maxJump: 0 }));
  assert.equal(elephantsAndRhinos("t.f.t.f"), parseGame("* + *"));
});

Deno.test("parseElephantsAndRhinos() rejects bad rows with the position", () => {
  assert.throws(() => parseElephantsAndRhinos("t.e"), {
    name: "SyntaxError",
    message:
      'Cannot read Elephants and Rhinos row: unexpected character "e" at position 3 (allowed: t f . or T F), received "t.e"',
  });
  assert.throws(() => parseElephantsAndRhinos(".".repeat(65)), RangeError);
  assert.throws(() => parseElephantsAndRhinos(1 as unknown as string), TypeError);
});
