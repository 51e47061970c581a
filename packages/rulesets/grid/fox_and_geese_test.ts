import assert from "node:assert/strict";
import fc from "fast-check";
import {
  loopyAdd,
  type LoopyGame,
  type LoopyGraph,
  loopyOutcome,
  stopperGraph,
} from "@cgt/partizan/loopy";
import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { GameLimitError, PositionLimitError, withStepLimit } from "@cgt/partizan/game-limit";
import { backslidingToadsAndFrogs } from "../strip/backsliding_toads_and_frogs.ts";
import { foxAndGeese, foxAndGeeseValuesTable, parseFoxAndGeese } from "./fox_and_geese.ts";
import { LOOPY_RULESET_FUNCTIONS } from "../loopy_rulesets.ts";
import { slowStopperLeq } from "../../../testing/loopy_graph.ts";
import { plainGraphClass } from "../../../testing/plain_loopy.ts";

const CGSUITE = "CGSuite lib/core test suite, GameGridTest (FoxAndGeese)";

Deno.test("foxAndGeese() gives CGSuite's values", async (t) => {
  // [board, foxRange, value, source]; geese {(3,1),(3,3),(3,5),(3,7)} is CGSuite's ValuesTable.
  const rows: [string, number, string, string][] = [
    ["x.x.x.x.|........|o.......", 1, "{6|2over}", `${CGSUITE}, ValuesTable, fox (1,1)`],
    ["x.x.x.x.|........|..o.....", 1, "{2over|2}", `${CGSUITE}, ValuesTable, fox (1,3)`],
    ["x.x.x.x.|........|....o...", 1, "{4|3||2}", `${CGSUITE}, ValuesTable, fox (1,5)`],
    ["x.x.x.x.|........|......o.", 1, "{4over|3*}", `${CGSUITE}, ValuesTable, fox (1,7)`],
    ["x.x.x.x.|.o......|........", 1, "2over", `${CGSUITE}, ValuesTable, fox (2,2)`],
    ["x.x.x.x.|...o....|........", 1, "2", `${CGSUITE}, ValuesTable, fox (2,4)`],
    ["x.x.x.x.|.....o..|........", 1, "3*", `${CGSUITE}, ValuesTable, fox (2,6)`],
    ["x.x.x.x.|.......o|........", 1, "4over", `${CGSUITE}, ValuesTable, fox (2,8)`],
    [".x.x.x.x|........|........|o.......", 1, "{4*|7/2}", `${CGSUITE}, FoxAndGeese`],
    [
      ".x.x.x.x|........|........|o.......",
      2,
      "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
      `${CGSUITE}, CeyloneseFoxAndGeese (foxRange 2)`,
    ],
    ["x.x.x.x.x.|..........|........o.", 1, "{6over|5*}", `${CGSUITE}, GenFoxAndGeese width 10`],
    ["x.o.", 1, "off", "the fox stands level with the goose: CGSuite's decomposition rule"],
  ];
  for (const [board, foxRange, value, source] of rows) {
    await t.step(`${board} (range ${foxRange}) is ${value} (${source})`, () => {
      assert.equal(formatLoopyGame(foxAndGeese(board, { foxRange })), value);
    });
  }
});

/**
 * The plain game graph of a board, without the escape rule: the fox may climb at most two
 * rows above the highest goose (enough to move for ever there), so the graph is finite.
 */
function plainGraph(board: string, foxRange = 1): LoopyGraph {
  const b = parseFoxAndGeese(board);
  const top = Math.max(...b.geese.map((g) => g[0]));
  const maxRow = Math.max(top, b.fox[0]) + 2;
  const key = (fox: readonly number[], geese: readonly (readonly number[])[]) =>
    JSON.stringify([fox, [...geese].map((g) => g.join(",")).sort()]);
  const index = new Map<string, number>();
  const states: [readonly number[], (readonly number[])[]][] = [];
  const at = (fox: readonly number[], geese: (readonly number[])[]) => {
    const k = key(fox, geese);
    let i = index.get(k);
    if (i === undefined) {
      i = states.push([fox, geese]) - 1;
      index.set(k, i);
    }
    return i;
  };
  at(b.fox, b.geese.map((g) => [...g]));
  const left: number[][] = [];
  const right: number[][] = [];
  const occupied = (geese: (readonly number[])[], r: number, c: number) =>
    geese.some((g) => g[0] === r && g[1] === c);
  for (let i = 0; i < states.length; i++) {
    const [fox, geese] = states[i];
    const l: number[] = [];
    geese.forEach((g, j) => {
      for (const dc of [-1, 1]) {
        const r = g[0] - 1;
        const c = g[1] + dc;
        if (r < 1 || c < 1 || c > b.width) continue;
        if ((fox[0] === r && fox[1] === c) || occupied(geese, r, c)) continue;
        const next = geese.slice();
        next[j] = [r, c];
        l.push(at(fox, next));
      }
    });
    const rr: number[] = [];
    for (const [dr, dc] of [[1, -1], [1, 1], [-1, -1], [-1, 1]]) {
      for (let d = 1; d <= foxRange; d++) {
        const r = fox[0] + dr * d;
        const c = fox[1] + dc * d;
        if (r < 1 || r > maxRow || c < 1 || c > b.width || occupied(geese, r, c)) break;
        rr.push(at([r, c], geese));
      }
    }
    left.push(l);
    right.push(rr);
  }
  return { left, right };
}

/** Random small boards: width 2-4, 2-4 rows, 1-3 geese and a fox on dark squares. */
const smallBoard = fc.record({
  width: fc.integer({ min: 2, max: 4 }),
  rows: fc.integer({ min: 2, max: 4 }),
  seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
}).map(({ width, rows, seed }) => {
  const dark: [number, number][] = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= width; c++) if ((r + c) % 2 === 0) dark.push([r, c]);
  }
  const pick = (k: number) => dark.splice(seed[k] % dark.length, 1)[0];
  const fox = pick(0);
  const geese = [pick(1)];
  for (let k = 2; k < 4 && dark.length > 1 && seed[k] % 3 !== 0; k++) geese.push(pick(k));
  const grid = Array.from({ length: rows }, () => new Array<string>(width).fill("."));
  grid[rows - fox[0]][fox[1] - 1] = "o";
  for (const [r, c] of geese) grid[rows - r][c - 1] = "x";
  return grid.map((line) => line.join("")).join("|");
});

Deno.test("foxAndGeese() outcomes agree with plain search of the unbounded-free game graph", () => {
  fc.assert(
    fc.property(smallBoard, fc.constantFrom(1, 2), (board, foxRange) => {
      assert.equal(
        loopyOutcome(foxAndGeese(board, { foxRange })),
        plainGraphClass(plainGraph(board, foxRange)),
        board,
      );
    }),
    { seed: 6995, numRuns: 150 },
  );
});

Deno.test("foxAndGeese() values equal the plain game graph (slow survival twin)", () => {
  fc.assert(
    fc.property(smallBoard, (board) => {
      const g = plainGraph(board);
      const s = stopperGraph(foxAndGeese(board));
      assert.ok(slowStopperLeq(s, g) && slowStopperLeq(g, s), board);
    }),
    { seed: 29527, numRuns: 60 },
  );
});

Deno.test("foxAndGeese() values add: outcomes of sums agree with plain search", () => {
  fc.assert(
    fc.property(smallBoard, smallBoard, (a, b) => {
      const ga = plainGraph(a);
      const gb = plainGraph(b);
      const na = ga.left.length;
      const nb = gb.left.length;
      const left: number[][] = [];
      const right: number[][] = [];
      for (let x = 0; x < na; x++) {
        for (let y = 0; y < nb; y++) {
          left.push([...ga.left[x].map((u) => u * nb + y), ...gb.left[y].map((v) => x * nb + v)]);
          right.push([
            ...ga.right[x].map((u) => u * nb + y),
            ...gb.right[y].map((v) => x * nb + v),
          ]);
        }
      }
      const sum = loopyAdd(foxAndGeese(a), foxAndGeese(b));
      assert.equal(loopyOutcome(sum), plainGraphClass({ left, right }), `${a} + ${b}`);
    }),
    { seed: 16473, numRuns: 60 },
  );
});

Deno.test("foxAndGeese() rejects bad boards", () => {
  assert.throws(() => foxAndGeese(".x|q."), SyntaxError);
  assert.throws(() => foxAndGeese(".x|o"), /same/); // ragged rows
  assert.throws(() => foxAndGeese("x.|o."), /light square/);
  assert.throws(() => foxAndGeese(".x|.."), /no fox/);
  assert.throws(() => foxAndGeese("..|o."), /no geese/);
  assert.throws(() => foxAndGeese("...x|o.o."), /more than one fox/);
  assert.throws(() => foxAndGeese(".x|o.", { foxRange: 0 }), RangeError);
  assert.throws(() => foxAndGeese(3 as unknown as string), TypeError);
});

Deno.test("foxAndGeese() and backslidingToadsAndFrogs() stop at the step budget", () => {
  assert.throws(
    () => withStepLimit(2_000, () => foxAndGeese(".x.x.x.x|........|........|o.......")),
    GameLimitError,
  );
  assert.throws(
    () => withStepLimit(2_000, () => backslidingToadsAndFrogs("TTT..FFF")),
    GameLimitError,
  );
  assert.throws(
    () => foxAndGeese(".x.x.x.x|........|........|o.......", { maxPositions: 100 }),
    PositionLimitError,
  );
});

Deno.test("foxAndGeeseValuesTable() gives CGSuite's FoxAndGeese.ValuesTable", () => {
  // CGSuite lib/core GameGridTest: FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}).
  const expected = [
    ["X", "", "X", "", "X", "", "X", ""],
    ["", "2over", "", "2", "", "3*", "", "4over"],
    ["{6|2over}", "", "{2over|2}", "", "{4|3||2}", "", "{4over|3*}", ""],
  ];
  const table = foxAndGeeseValuesTable("x.x.x.x.|........|........");
  const text = table.map((row) =>
    row.map((c) => c === undefined ? "" : c === "X" ? "X" : formatLoopyGame(c))
  );
  assert.deepEqual(text, expected);
  // The same geese written in seven columns, on CGSuite's 8-wide board.
  const narrow = foxAndGeeseValuesTable("x.x.x.x|...|.", { boardWidth: 8 });
  assert.deepEqual(
    narrow.map((row) =>
      row.map((c) => c === undefined ? "" : c === "X" ? "X" : formatLoopyGame(c))
    ),
    expected,
  );
});

Deno.test("foxAndGeeseValuesTable() holds foxAndGeese() of every fox cell", () => {
  // Random geese (the fox of smallBoard taken off): each dark cell below the top goose is the
  // board with the fox there, valued on its own.
  fc.assert(
    fc.property(smallBoard, fc.constantFrom(1, 2), (board, foxRange) => {
      const geese = board.replace("o", ".");
      const rows = geese.split("|");
      const table = foxAndGeeseValuesTable(geese, { foxRange });
      const top = rows.length - rows.findIndex((r) => r.includes("x"));
      assert.equal(table.length, top);
      table.forEach((line, i) => {
        const row = top - i;
        line.forEach((cell, c) => {
          const at = rows.length - row;
          if (rows[at][c] === "x") return assert.equal(cell, "X");
          if ((row + c + 1) % 2 !== 0) return assert.equal(cell, undefined);
          const withFox = rows.map((r, k) => k === at ? r.slice(0, c) + "o" + r.slice(c + 1) : r);
          assert.equal(
            formatLoopyGame(cell as LoopyGame),
            formatLoopyGame(foxAndGeese(withFox.join("|"), { foxRange })),
          );
        });
      });
    }),
    { seed: 12051, numRuns: 40 },
  );
});

Deno.test("foxAndGeese() takes CGSuite's boardWidth", async (t) => {
  await t.step(
    "GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)) is {6over|5*} (CGSuite GameGridTest)",
    () => {
      const value = formatLoopyGame(
        foxAndGeese("x.x.x.x.x|.........|........o", { boardWidth: 10 }),
      );
      assert.equal(value, "{6over|5*}");
      const notation = parseLoopyGame(
        'foxgeese("x.x.x.x.x|.........|........o", boardWidth => 10)',
        {
          functions: LOOPY_RULESET_FUNCTIONS,
        },
      );
      assert.equal(formatLoopyGame(notation as LoopyGame), "{6over|5*}");
    },
  );
  await t.step("CeyloneseFoxAndGeese is foxRange => 2 (CGSuite GameGridTest)", () => {
    const g = parseLoopyGame('foxgeese(".x.x.x.x|........|........|o.......", foxRange => 2)', {
      functions: LOOPY_RULESET_FUNCTIONS,
    });
    assert.equal(formatLoopyGame(g as LoopyGame), "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}");
  });
  await t.step("a board wider than boardWidth, or a bad width, is a RangeError", () => {
    assert.throws(() => foxAndGeese("x.x|o..", { boardWidth: 2 }), RangeError);
    assert.throws(() => foxAndGeese("x.x|o..", { boardWidth: 0 }), RangeError);
    assert.throws(() => foxAndGeeseValuesTable("x.o.|...."), RangeError);
    assert.throws(
      () =>
        parseLoopyGame('foxgeese("x.|o.", boardWidth => true)', {
          functions: LOOPY_RULESET_FUNCTIONS,
        }),
      SyntaxError,
    );
  });
});
