import assert from "node:assert/strict";
import fc from "fast-check";
import { add } from "@cgt/partizan/arithmetic";
import { compare, equals } from "@cgt/partizan/compare";
import type { Game } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { type GridPosition, makeBoard, transform } from "../_bitboard.ts";
import { DOMINEERING, formatDomineering, parseDomineering } from "./domineering.ts";
import { type Bridge, bridgeParts, findBridges } from "./_domineering_bridges.ts";
import { plainValue } from "../../../testing/plain_value.ts";

/** Domineering without the bridge theorem: the slow twin the theorem is checked against. */
const PLAIN: Ruleset<GridPosition> = { ...DOMINEERING, valueParts: undefined };

/**
 * Boards of at most 14 empty cells built around a vertical bridge: a row that is blocked except
 * for one cell, whose neighbours above and below are empty, with random cells on both sides;
 * transposed half of the time, for a horizontal bridge. The other cells make some boards lose
 * the bridge (a side left empty, or a path around): those test that nothing fires wrongly.
 */
function bridgedBoards(): fc.Arbitrary<GridPosition> {
  return fc.record({
    rows: fc.integer({ min: 3, max: 5 }),
    cols: fc.integer({ min: 2, max: 4 }),
    cut: fc.nat(),
    col: fc.nat(),
    density: fc.integer({ min: 55, max: 90 }),
    flip: fc.boolean(),
    noise: fc.array(fc.nat({ max: 99 }), { minLength: 20, maxLength: 20 }),
  }).map(({ rows, cols, cut, col, noise, density, flip }) => {
    const r = 1 + (cut % (rows - 2));
    const c = col % cols;
    let mask = 0;
    let count = 0;
    for (let i = 0; i < rows * cols; i++) {
      const ir = Math.floor(i / cols);
      const ic = i % cols;
      const open = ir === r
        ? ic === c
        : (ir === r - 1 || ir === r + 1) && ic === c
        ? true
        : noise[i] < density;
      if (open && count < 14) {
        mask |= 1 << i;
        count++;
      }
    }
    const p: GridPosition = { rows, cols, masks: [mask >>> 0] };
    return flip ? transform(p, "transpose") : p;
  });
}

/** The four positions of a bridge: each side without and with the bridge cell. */
function sides(p: GridPosition, bridge: Bridge) {
  const board = (lo: number) => makeBoard(p.rows, p.cols, [lo >>> 0], [0]);
  const cell = 1 << bridge.cell;
  return {
    small: board(bridge.small[0]),
    smallWith: board(bridge.small[0] | cell),
    large: board(bridge.large[0]),
    largeWith: board(bridge.large[0] | cell),
  };
}

function leq(g: Game, h: Game): boolean {
  const c = compare(g, h);
  return c === "<" || c === "=";
}

Deno.test("bridgeParts() agrees with the search without it on bridged regions", () => {
  const fast = new Solver(DOMINEERING, { maxPositions: 10_000_000 });
  const slow = new Solver(PLAIN, { maxPositions: 10_000_000 });
  let fired = 0;
  fc.assert(
    fc.property(bridgedBoards(), (p) => {
      for (const region of DOMINEERING.components!(p)) {
        const parts = bridgeParts(region, (q) => fast.value(q));
        if (parts === undefined) continue;
        fired++;
        const sum = parts.map((q) => slow.value(q)).reduce(add);
        assert.equal(formatGame(sum), formatGame(slow.value(region)), formatDomineering(p));
      }
      assert.equal(formatGame(fast.value(p)), formatGame(slow.value(p)), formatDomineering(p));
    }),
    { seed: 250725, numRuns: 800 },
  );
  // The property is only worth something if the theorem fires on many of the boards.
  assert.ok(fired >= 100, `the bridge theorem fired on only ${fired} regions`);
});

Deno.test("bridgeParts() agrees with plain recursion on bridged regions of at most 10 cells", () => {
  const fast = new Solver(DOMINEERING);
  fc.assert(
    fc.property(bridgedBoards(), (p) => {
      const cells = formatDomineering(p).split("").filter((ch) => ch === ".").length;
      if (cells > 10) return;
      assert.equal(
        formatGame(fast.value(p)),
        formatGame(plainValue(PLAIN, p)),
        formatDomineering(p),
      );
    }),
    { seed: 9071, numRuns: 150 },
  );
});

Deno.test("findBridges() sides obey the bounds the bridge theorem rests on", () => {
  // Vertical bridge: X + B <= P, A + Y <= P, P <= X + Y; horizontal: all reversed.
  const slow = new Solver(PLAIN, { maxPositions: 10_000_000 });
  let checked = 0;
  fc.assert(
    fc.property(bridgedBoards(), (p) => {
      for (const region of DOMINEERING.components!(p)) {
        const whole = slow.value(region);
        for (const bridge of findBridges(region)) {
          const s = sides(region, bridge);
          const [a, x, b, y] = [s.small, s.smallWith, s.large, s.largeWith].map((q) =>
            slow.value(q)
          );
          const le = bridge.vertical ? leq : (g: Game, h: Game) => leq(h, g);
          assert.ok(le(add(x, b), whole), `X + B <= P on ${formatDomineering(region)}`);
          assert.ok(le(add(a, y), whole), `A + Y <= P on ${formatDomineering(region)}`);
          assert.ok(le(whole, add(x, y)), `P <= X + Y on ${formatDomineering(region)}`);
          checked++;
        }
      }
    }),
    { seed: 4411, numRuns: 300 },
  );
  assert.ok(checked >= 100, `only ${checked} bridges checked`);
});

Deno.test("findBridges() finds only straight cut cells of connected regions", async (t) => {
  const table: [board: string, cells: number[], why: string][] = [
    ["..|..|.#|..|..", [4], "a column cell with empty cells only above and below, splitting"],
    ["..#..|..#..|.....", [12], "the bottom cell under the wall joins the two halves"],
    ["...|#.#|...", [4], "the middle of a three-cell column"],
    ["..|..", [], "a 2x2 square has no cut cell"],
    [".|.|.|.", [1, 2], "both inner cells of a 4-cell column"],
    [".#|..", [], "a cut cell with a turn (L-shaped) is not a straight bridge"],
  ];
  for (const [board, cells, why] of table) {
    await t.step(`${board}: ${why}`, () => {
      const bridges = findBridges(parseDomineering(board)).map((b) => b.cell).sort((x, y) => x - y);
      assert.deepEqual(bridges, cells);
    });
  }
  await t.step("a board of two regions has no bridges (the sides must be the whole board)", () => {
    assert.deepEqual(findBridges(parseDomineering(".|.|.|#|.|.")), []);
  });
});

/**
 * A wrong theorem the property above must catch: the region is always the sum of its two sides
 * each with the bridge cell (the naive split, no condition), or the smaller side without the
 * cell plus the larger with it (the condition dropped).
 */
function brokenBridgeParts(
  split: "both" | "unchecked",
): (p: GridPosition) => GridPosition[] | undefined {
  return (p) => {
    const [bridge] = findBridges(p);
    if (bridge === undefined) return undefined;
    const s = sides(p, bridge);
    return split === "both" ? [s.smallWith, s.largeWith] : [s.small, s.largeWith];
  };
}

Deno.test("the agreement property catches a bridge theorem with a wrong condition", async (t) => {
  for (const split of ["both", "unchecked"] as const) {
    await t.step(`the ${split} split disagrees with the search on some bridged board`, () => {
      const broken = new Solver({ ...DOMINEERING, valueParts: brokenBridgeParts(split) });
      const slow = new Solver(PLAIN, { maxPositions: 10_000_000 });
      const result = fc.check(
        fc.property(bridgedBoards(), (p) => equals(broken.value(p), slow.value(p))),
        { seed: 250725, numRuns: 400 },
      );
      assert.equal(result.failed, true);
    });
  }
});

Deno.test("DOMINEERING.valueParts splits bridged regions into their sides", async (t) => {
  // By hand with the theorem: a 2x2 square is +-1 (Winning Ways ch. 2), and so is a 2x2 square
  // with one more cell below a corner (the tail cell does not change it), so the tail is cut off
  // that side: each region is its sides' sum.
  const table: [board: string, value: string, why: string][] = [
    ["..|..|.#|..|..", "0", "two 2x2 squares joined by a bridge: +-1 + +-1"],
    ["..|..|.#|.#|..|..", "1", "two 2x2 squares joined by a 2-cell column: +-1 + 1 + +-1"],
  ];
  for (const [board, value, why] of table) {
    await t.step(`${board} is ${value} (${why})`, () => {
      const p = parseDomineering(board);
      const fast = new Solver(DOMINEERING);
      const parts = DOMINEERING.valueParts!(p, (q) => fast.value(q));
      assert.ok(parts !== undefined, "the theorem applies");
      assert.equal(formatGame([...parts].map((q) => fast.value(q)).reduce(add)), value);
      assert.equal(formatGame(new Solver(PLAIN).value(p)), value);
    });
  }
});

Deno.test("findBridges() finds the same bridges on a board padded past 32 cells", () => {
  // Narrow boards are first screened with whole-word tests; wide ones are scanned cell by cell.
  fc.assert(
    fc.property(bridgedBoards(), (p) => {
      const text = formatDomineering(p);
      const cols = p.cols;
      const padRows = Math.ceil((33 - p.rows * cols) / cols) + 1;
      const padded = parseDomineering(text + ("|" + "#".repeat(cols)).repeat(Math.max(padRows, 1)));
      assert.ok(padded.high !== undefined);
      const cells = (q: GridPosition) => findBridges(q).map((b) => b.cell).sort((x, y) => x - y);
      assert.deepEqual(cells(padded), cells(p), text);
    }),
    { seed: 3301, numRuns: 300 },
  );
});

Deno.test("findBridges() finds the same bridges with its word screen as without it", () => {
  // Random boards of up to 64 cells, narrow and wide, many of them with bridges: the screen
  // (whole words on narrow boards, a row at a time on wide ones) may only rule out boards
  // where the cell-by-cell scan finds none.
  let withBridges = 0;
  let wide = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 1, max: 10 }),
      fc.integer({ min: 40, max: 95 }),
      fc.array(fc.nat({ max: 99 }), { minLength: 64, maxLength: 64 }),
      (rows, cols, density, noise) => {
        if (rows * cols > 64) rows = Math.floor(64 / cols);
        let lo = 0;
        let hi = 0;
        for (let i = 0; i < rows * cols; i++) {
          if (noise[i] >= density) continue;
          if (i < 32) lo |= 1 << i;
          else hi |= 1 << (i - 32);
        }
        const p = makeBoard(rows, cols, [lo >>> 0], [hi >>> 0]) as GridPosition;
        const cells = (q: GridPosition, screen: boolean) =>
          findBridges(q, screen).map((b) => b.cell);
        const expected = cells(p, false);
        if (expected.length > 0) withBridges++;
        if (p.high !== undefined) wide++;
        assert.deepEqual(cells(p, true), expected, formatDomineering(p));
      },
    ),
    { seed: 27082, numRuns: 3000 },
  );
  assert.ok(withBridges >= 300 && wide >= 300, `${withBridges} with bridges, ${wide} wide`);
});
