import assert from "node:assert/strict";
import fc from "fast-check";
import { outcome } from "@cgt/partizan/compare";
import type { Ruleset } from "@cgt/partizan/search";
import { gridImages, rulesetContract } from "../../../testing/ruleset_contract.ts";
import { allBoards } from "../testdata/board_reference.ts";
import { NOGO, noGo, parseNoGo } from "./nogo.ts";

/**
 * The slow twin, on a map from points to colours: a placement is legal when, afterwards, every
 * stone can reach an empty point through stones of its own colour (checked stone by stone by a
 * breadth-first search, with no group bookkeeping).
 */
function twinMoves(board: string, stone: string): string[] {
  const rows = board.split("|");
  const at = (r: number, c: number): string | undefined => rows[r]?.[c];
  const breathes = (g: string[], r0: number, c0: number): boolean => {
    const colour = g[r0][c0];
    const seen = new Set([`${r0},${c0}`]);
    const queue: [number, number][] = [[r0, c0]];
    for (let k = 0; k < queue.length; k++) {
      const [r, c] = queue[k];
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const x = g[r + dr]?.[c + dc];
        if (x === ".") return true;
        if (x === colour && !seen.has(`${r + dr},${c + dc}`)) {
          seen.add(`${r + dr},${c + dc}`);
          queue.push([r + dr, c + dc]);
        }
      }
    }
    return false;
  };
  const out: string[] = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      if (at(r, c) !== ".") continue;
      const g = rows.map((row, i) => (i === r ? row.slice(0, c) + stone + row.slice(c + 1) : row));
      let ok = true;
      for (let i = 0; ok && i < g.length; i++) {
        for (let j = 0; ok && j < g[i].length; j++) {
          if (g[i][j] !== "." && !breathes(g, i, j)) ok = false;
        }
      }
      if (ok) out.push(g.join("|"));
    }
  }
  return out;
}

const TWIN: Ruleset<string> = {
  name: "NoGo (text)",
  leftOptions: (b) => twinMoves(b, "x"),
  rightOptions: (b) => twinMoves(b, "o"),
};

/** Boards where every group breathes (the positions NoGo can reach). */
function legal(board: string): boolean {
  try {
    parseNoGo(board);
    return true;
  } catch {
    return false;
  }
}

Deno.test("NOGO keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: NOGO,
    parse: parseNoGo,
    format: (p) => p,
    twin: TWIN,
    value: noGo,
    symmetries: (board: string) => gridImages(board, "all"),
    cases: [
      {
        label: "every legal board of 1x6, 2x3 and 2x2",
        positions: [[1, 6], [2, 3], [2, 2]].flatMap(([r, c]) =>
          allBoards(r, c, ".xo").filter(legal)
        ),
      },
      {
        label: "random legal boards up to 3x3 and 2x4",
        generator: fc.constantFrom([3, 3], [2, 4], [1, 8]).chain(([rows, cols]) =>
          fc.array(fc.constantFrom(".", ".", "x", "o"), {
            minLength: rows * cols,
            maxLength: rows * cols,
          })
            .map((cs) =>
              Array.from({ length: rows }, (_, r) => cs.slice(r * cols, (r + 1) * cols).join(""))
                .join("|")
            )
        ).filter(legal),
        seed: 90210,
        numRuns: 60,
      },
    ],
  });
});

/** The outcome classes an MCGS result allows ("B" is Black, Left, moving first). */
function allowed(result: string): string[] {
  const b = /B win/.test(result);
  const w = /W win/.test(result);
  return [b ? (w ? "N" : "L") : (w ? "R" : "P")];
}

Deno.test("noGo() has MCGS's published outcomes", async (t) => {
  const rows: [board: string, result: string, source: string][] = [
    // 1 x 11 and beyond, and MCGS's 4x4 boards of 12 or more empty points, take from 3 to 90 s
    // each here (no split into components), too long for a test.
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n): [string, string, string] => [
      ".".repeat(n),
      n === 1 || n === 4 ? "B loss, W loss" : "B win, W win",
      "nogo_1xn_empty.test (Du et al., Solving NoGo on Small Rectangular Boards)",
    ]),
    [".|.", "B win, W win", "nogo.test"],
    [".|.|.", "B win, W win", "nogo.test"],
    ["..|..", "B win, W win", "nogo.test"],
    ["...|...|...", "B win, W win", "nogo.test"],
  ];
  for (const [board, result, source] of rows) {
    await t.step(`${board}: ${result} (MCGS input/autotests/${source})`, () => {
      assert.deepEqual([outcome(noGo(board))], allowed(result));
    });
  }
});

Deno.test("parseNoGo() rejects bad boards", () => {
  assert.throws(() => parseNoGo("xo"), {
    name: "RangeError",
    message: 'Cannot read NoGo board: a group has no liberty, received "xo"',
  });
  assert.throws(() => parseNoGo("x.|o"), SyntaxError);
  assert.throws(() => parseNoGo("x#"), SyntaxError);
  assert.throws(() => parseNoGo(".".repeat(65)), RangeError);
  assert.throws(() => parseNoGo(1 as unknown as string), TypeError);
});
