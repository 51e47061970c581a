import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "@cgt/partizan/arithmetic";
import { equals } from "@cgt/partizan/compare";
import { formatGame } from "@cgt/partizan/notation";
import { domineering } from "../grid/domineering.ts";
import { domineeringCensusRow, domineeringPositions } from "./mod.ts";

/** Slow twin: every board drawn on the R x C grid as text, trimmed, closed under the mirrors. */
function slowPositions(rows: number, cols: number): string[] {
  const trim = (grid: string[][]): string[][] => {
    let g = grid.filter((row) => row.includes("."));
    const keep = g[0].map((_, c) => g.some((row) => row[c] === "."));
    g = g.map((row) => row.filter((_, c) => keep[c]));
    return g;
  };
  const text = (g: string[][]) => g.map((row) => row.join("")).join("|");
  const connected = (g: string[][]): boolean => {
    const cells = g.flatMap((row, r) => row.map((x, c) => (x === "." ? `${r},${c}` : ""))).filter(
      Boolean,
    );
    const seen = new Set([cells[0]]);
    const todo = [cells[0]];
    while (todo.length) {
      const [r, c] = todo.pop()!.split(",").map(Number);
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const key = `${r + dr},${c + dc}`;
        if (cells.includes(key) && !seen.has(key)) {
          seen.add(key);
          todo.push(key);
        }
      }
    }
    return seen.size === cells.length;
  };
  const classes = new Set<string>();
  for (let mask = 1; mask < 2 ** (rows * cols); mask++) {
    const grid = Array.from(
      { length: rows },
      (_, r) => Array.from({ length: cols }, (_, c) => (mask >> (r * cols + c)) & 1 ? "." : "#"),
    );
    const g = trim(grid);
    if (!connected(g)) continue;
    const images = [
      g,
      g.map((row) => [...row].reverse()),
      [...g].reverse(),
      [...g].reverse().map((row) => [...row].reverse()),
    ].map(text);
    classes.add(images.sort()[0]);
  }
  return [...classes];
}

/** The board's transpose: rows become columns. */
function transpose(board: string): string {
  const rows = board.split("|");
  return Array.from(rows[0], (_, c) => rows.map((row) => row[c]).join("")).join("|");
}

/** The board mirrored left to right, top to bottom, or both. */
function mirrors(board: string): string[] {
  const rows = board.split("|");
  const lr = rows.map((row) => [...row].reverse().join(""));
  return [lr.join("|"), [...rows].reverse().join("|"), [...lr].reverse().join("|")];
}

Deno.test("domineeringPositions() lists one position per class", async (t) => {
  await t.step("as the slow twin does, on small boards", () => {
    for (const [r, c] of [[1, 4], [2, 2], [2, 3], [3, 3], [2, 4]]) {
      assert.deepEqual(
        new Set(domineeringPositions(r, c)),
        new Set(slowPositions(r, c)),
        `${r}x${c}`,
      );
    }
  });
  await t.step("the mirrors keep the value and the transpose negates it (the witness)", () => {
    for (const board of domineeringPositions(3, 3)) {
      const g = domineering(board);
      for (const image of mirrors(board)) assert.ok(equals(domineering(image), g), image);
      assert.ok(equals(domineering(transpose(board)), negate(g)), board);
    }
  });
  await t.step("refuses boards that are empty or too large", () => {
    assert.throws(() => domineeringPositions(0, 3), RangeError);
    assert.throws(() => domineeringPositions(5, 5), RangeError);
    assert.throws(() => domineeringPositions("2" as unknown as number, 2), TypeError);
  });
});

Deno.test("domineeringCensusRow() gives published values", () => {
  const table = [
    { board: "..|..", form: "+-1", mean: "0", temperature: "1", source: "Winning Ways ch. 2" },
    { board: ".|.", form: "1", mean: "1", temperature: "-1", source: "Winning Ways ch. 2" },
    { board: "..", form: "-1", mean: "-1", temperature: "-1", source: "Winning Ways ch. 2" },
    { board: ".|.|.", form: "1", mean: "1", temperature: "-1", source: "Winning Ways ch. 2" },
  ];
  for (const row of table) {
    const found = domineeringCensusRow(row.board);
    assert.deepEqual([found.form, found.mean, found.temperature], [
      row.form,
      row.mean,
      row.temperature,
    ]);
  }
});

Deno.test("domineeringCensusRow() of a transposed position negates form and mean (seeded property)", () => {
  const boards = domineeringPositions(3, 3);
  fc.assert(
    fc.property(fc.constantFrom(...boards), (board) => {
      const row = domineeringCensusRow(board);
      const turned = domineeringCensusRow(transpose(board));
      assert.equal(row.cells, [...board].filter((c) => c === ".").length);
      assert.equal(turned.form, formatGame(negate(domineering(board))));
      assert.equal(
        turned.mean,
        row.mean === "0" ? "0" : row.mean.startsWith("-") ? row.mean.slice(1) : `-${row.mean}`,
      );
      assert.equal(turned.temperature, row.temperature);
    }),
    { seed: 24_003, numRuns: 30 },
  );
});
