import assert from "node:assert/strict";
import fc from "fast-check";
import { solveOutcome } from "@cgt/partizan/outcome-solver";
import { withStepLimit } from "@cgt/core/limits";
import { clearCaches } from "@cgt/core/caches";
import { NOGO, parseNoGo } from "./nogo.ts";
import { NoGoSolver, noGoTableBytes, PositionLimitError, solveNoGo } from "./nogo_solver.ts";
import { NoGoBits } from "./_nogo_bits.ts";
import { plainWinsFirst } from "../../../testing/plain_outcome.ts";
import { noGoStart, PUBLISHED_OUTCOMES } from "../../../testing/published_outcomes.ts";

const SMALL = { maxTableEntries: 1 << 16 };

/** Boards with at most this many empty points are also decided by plain minimax. */
const MAX_PLAIN_EMPTY = 7;

/**
 * A board of at most 9 points reached by play: a rectangle, then `moves` stones, each a legal
 * move of a colour drawn for it (a colour with no legal move passes).
 */
const arbitraryBoard = fc.integer({ min: 1, max: 3 }).chain((rows) =>
  fc.integer({ min: 1, max: Math.floor(9 / rows) }).chain((cols) =>
    fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 8 }).map((moves) => {
      let board = noGoStart(rows, cols);
      for (const [black, pick] of moves) {
        const options = [...(black ? NOGO.leftOptions(board) : NOGO.rightOptions(board))];
        if (options.length > 0) board = options[pick % options.length];
      }
      return board;
    })
  )
);

/** The stones of a board as the four words `NoGoBits.analyse` takes. */
function words(board: string): [number, number, number, number] {
  const points = board.replaceAll("|", "");
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let p = 0; p < points.length; p++) {
    const colour = points[p] === "x" ? 0 : points[p] === "o" ? 2 : -1;
    if (colour >= 0) out[colour + (p >> 5)] |= 1 << (p & 31);
  }
  return out;
}

/** The analysis of a board. */
function analysed(board: string): NoGoBits {
  const rows = board.split("|");
  const bits = new NoGoBits(rows.length, rows[0].length);
  bits.analyse(...words(board));
  return bits;
}

/** The points of a pair of words, in order. */
function pointsOf(lo: number, hi: number, points: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < points; p++) {
    if (((p < 32 ? lo >>> p : hi >>> (p - 32)) & 1) !== 0) out.push(p);
  }
  return out;
}

/** The points where a board and the board after one move differ. */
function movedPoint(board: string, after: string): number {
  const a = board.replaceAll("|", "");
  const b = after.replaceAll("|", "");
  return [...a].findIndex((ch, i) => ch !== b[i]);
}

Deno.test("NoGoBits.analyse()", async (t) => {
  await t.step("finds exactly the legal moves of NOGO's options", () => {
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const bits = analysed(board);
        for (const colour of [0, 1]) {
          const options = colour === 0 ? NOGO.leftOptions(board) : NOGO.rightOptions(board);
          const expected = [...options].map((after) => movedPoint(board, after)).sort((a, b) =>
            a - b
          );
          const found = pointsOf(bits.legalLo[colour], bits.legalHi[colour], bits.points);
          assert.deepEqual(found, expected, `${board} colour ${colour}`);
          assert.equal(bits.legalCount[colour], expected.length, board);
        }
      }),
      { seed: 25_2023, numRuns: 400 },
    );
  });

  await t.step("finds the legal moves on boards of 33 to 64 points (both words)", () => {
    // A stone on every fourth point of an 8 x 8 board, colours alternating by row.
    const rows = Array.from(
      { length: 8 },
      (_, r) =>
        Array.from({ length: 8 }, (_, c) => ((r * 8 + c) % 4 === 0 ? (r % 2 ? "o" : "x") : "."))
          .join(""),
    );
    for (const board of [rows.join("|"), ".".repeat(64), noGoStart(4, 10), noGoStart(11, 5)]) {
      const bits = analysed(board);
      for (const colour of [0, 1]) {
        const options = colour === 0 ? NOGO.leftOptions(board) : NOGO.rightOptions(board);
        const expected = [...options].map((after) => movedPoint(board, after)).sort((a, b) =>
          a - b
        );
        assert.deepEqual(
          pointsOf(bits.legalLo[colour], bits.legalHi[colour], bits.points),
          expected,
          board,
        );
      }
    }
  });

  await t.step("counts the sure moves (all eyes but one per component) and the most moves", () => {
    // [board, Black's sure moves, White's, Black's most moves, White's]
    const rows: [string, number, number, number, number][] = [
      ["x.x", 0, 0, 0, 0], // one eye between two single stones: filling it is suicide
      ["x.x.x", 1, 0, 1, 0], // two eyes joined by the middle stone, closed: one is kept
      [".x.x.", 2, 0, 2, 0], // three eyes in one closed component through both stones
      ["x.x|xxx", 0, 0, 0, 0],
      [".x.|x.x|.x.", 4, 0, 4, 0], // five eyes, one component: the last one left is a liberty
      ["..x|.xx|xx.", 0, 0, 4, 3], // the eye in the corner is not closed: (0,0) breathes
      ["x.xo.o", 0, 0, 0, 0],
      [".xo.|xxoo|.xo.", 1, 1, 1, 1],
      ["x.x..", 0, 0, 3, 2], // Black's eye is open: its group breathes at the far end
      [".", 0, 0, 0, 0],
    ];
    for (const [board, black, white, blackMost, whiteMost] of rows) {
      const bits = analysed(parseNoGo(board));
      assert.deepEqual(
        [bits.sure[0], bits.sure[1], bits.most[0], bits.most[1]],
        [black, white, blackMost, whiteMost],
        board,
      );
    }
  });

  await t.step("sure moves decide only what plain minimax confirms", () => {
    // The solver's count verdict: the mover wins if its sure moves exceed the opponent's most
    // moves and loses if its most moves are at most the opponent's sure moves.
    let decided = 0;
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        if (board.replaceAll(/[^.]/g, "").length > MAX_PLAIN_EMPTY) return;
        const bits = analysed(board);
        for (const colour of [0, 1]) {
          const other = 1 - colour;
          const wins = plainWinsFirst(NOGO, board, colour === 0);
          assert.ok(bits.most[colour] <= bits.legalCount[colour], board);
          if (bits.sure[colour] > bits.most[other]) {
            decided++;
            assert.equal(wins, true, `${board} colour ${colour}`);
          }
          if (bits.most[colour] <= bits.sure[other]) {
            decided++;
            assert.equal(wins, false, `${board} colour ${colour}`);
          }
        }
      }),
      { seed: 25_2_3, numRuns: 600 },
    );
    // The boards drawn reach the bound (so this would fail if the bound were wrong).
    assert.ok(decided >= 100, `${decided} verdicts`);
  });
});

Deno.test("NoGoSolver.solve()", async (t) => {
  await t.step("agrees with the generic search and plain minimax, moves checked", () => {
    const solver = new NoGoSolver(SMALL);
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const result = solver.solve(board);
        const generic = solveOutcome(NOGO, board);
        assert.equal(result.outcome, generic.outcome, board);
        const small = board.replaceAll(/[^.]/g, "").length <= MAX_PLAIN_EMPTY;
        if (small) {
          assert.equal(result.leftFirst, plainWinsFirst(NOGO, board, true), board);
          assert.equal(result.rightFirst, plainWinsFirst(NOGO, board, false), board);
        }
        const check = (move: string | undefined, wins: boolean, left: boolean): void => {
          assert.equal(move !== undefined, wins, board);
          if (move === undefined) return;
          const options = left ? NOGO.leftOptions(board) : NOGO.rightOptions(board);
          assert.ok([...options].includes(move), `${board} -> ${move}`);
          const theyWin = small
            ? plainWinsFirst(NOGO, move, !left)
            : solveOutcome(NOGO, move)[left ? "rightFirst" : "leftFirst"];
          assert.equal(theyWin, false, `${board} -> ${move}`);
        };
        check(result.leftMove, result.leftFirst, true);
        check(result.rightMove, result.rightFirst, false);
      }),
      { seed: 20_23_27, numRuns: 200 },
    );
  });

  await t.step("matches the published outcomes of empty boards up to 17 points", () => {
    // Sources per row in testing/published_outcomes.ts (MCGS's test files, Du et al. 2023,
    // Mueller's NoGo page); 5 x 5 is measured in bench/limits/nogo_outcomes.ts.
    const solver = new NoGoSolver(SMALL);
    const rows = PUBLISHED_OUTCOMES.filter((r) => r.ruleset === "noGo" && r.rows * r.cols <= 17);
    assert.ok(rows.some((r) => r.rows === 4 && r.cols === 4));
    for (const { rows: m, cols: n, outcome, source } of rows) {
      const board = noGoStart(m, n);
      const result = solver.solve(board);
      assert.equal(result.outcome, outcome, `${m}x${n}: ${source}`);
      // Each winning move checked by a fresh search of the board after it.
      const check = new NoGoSolver(SMALL);
      if (result.leftMove !== undefined) {
        assert.equal(check.solve(result.leftMove).rightFirst, false, `${m}x${n}`);
      }
      if (result.rightMove !== undefined) {
        assert.equal(check.solve(result.rightMove).leftFirst, false, `${m}x${n}`);
      }
    }
  });

  await t.step("gives the same answer with a small table and after clear()", () => {
    const big = new NoGoSolver(SMALL).solve(noGoStart(3, 4));
    const small = new NoGoSolver({ maxTableEntries: 1024 });
    const first = small.solve(noGoStart(3, 4));
    assert.equal(first.outcome, big.outcome);
    assert.ok(small.size > 0 && small.size <= 1024);
    small.clear();
    assert.equal(small.size, 0);
    assert.equal(small.solve(noGoStart(3, 4)).outcome, big.outcome);
  });

  await t.step("reuses its table: a second call takes no more nodes", () => {
    const solver = new NoGoSolver(SMALL);
    const first = solver.solve(noGoStart(3, 4));
    const second = solver.solve(noGoStart(3, 4));
    assert.ok(second.nodes < first.nodes, `${second.nodes} < ${first.nodes}`);
  });

  await t.step("is emptied by clearCaches()", () => {
    const solver = new NoGoSolver(SMALL);
    solver.solve(noGoStart(2, 4));
    assert.ok(solver.size > 0);
    clearCaches();
    assert.equal(solver.size, 0);
  });

  await t.step("stops at maxNodes and the step budget, and reports progress", () => {
    assert.throws(
      () => new NoGoSolver({ ...SMALL, maxNodes: 10 }).solve(noGoStart(3, 4)),
      PositionLimitError,
    );
    assert.throws(
      () => withStepLimit(10, () => new NoGoSolver(SMALL).solve(noGoStart(3, 4))),
      RangeError,
    );
    const seen: number[] = [];
    const result = new NoGoSolver({ ...SMALL, onProgress: (n) => seen.push(n) }).solve(
      noGoStart(4, 4),
    );
    assert.ok(seen.length >= 1 && seen.every((n) => n % 65_536 === 0 && n <= result.nodes));
  });

  await t.step("refuses hostile input with the standard errors", () => {
    const solver = new NoGoSolver(SMALL);
    const rows: [unknown, ErrorConstructor, string][] = [
      [42, TypeError, "Cannot solve NoGo board: the board must be a string"],
      [null, TypeError, "Cannot solve NoGo board: the board must be a string"],
      ["..|...", SyntaxError, "Cannot read NoGo board: rows must be non-empty"],
      ["..a", SyntaxError, 'Cannot read NoGo board: points are ".", "x" or "o"'],
      ["", SyntaxError, "Cannot read NoGo board: rows must be non-empty"],
      [".".repeat(65), RangeError, "Cannot read NoGo board: at most 64 points"],
      ["xo", RangeError, "Cannot read NoGo board: a group has no liberty"],
    ];
    for (const [board, type, message] of rows) {
      assert.throws(
        () => solver.solve(board as string),
        (e: Error) => e instanceof type && e.message.startsWith(message),
        String(board),
      );
    }
  });
});

Deno.test("new NoGoSolver() refuses bad options", () => {
  const rows: [unknown, ErrorConstructor, string][] = [
    [null, TypeError, "Cannot create NoGo solver: options must be an object"],
    [{ maxNodes: 0 }, RangeError, "Cannot create NoGo solver: maxNodes must be a positive"],
    [{ maxNodes: 1.5 }, RangeError, "Cannot create NoGo solver: maxNodes must be a positive"],
    [{ maxTableEntries: 10 }, RangeError, "Cannot create NoGo solver: maxTableEntries must"],
    [{ onProgress: 3 }, TypeError, "Cannot create NoGo solver: onProgress must be a function"],
    // A count of the wrong type is a TypeError (it was a RangeError that showed "5" as 5).
    [
      { maxNodes: "5" },
      TypeError,
      'Cannot create NoGo solver: maxNodes must be a number, received "5"',
    ],
    [
      { maxTableEntries: "4096" },
      TypeError,
      "Cannot create NoGo solver: maxTableEntries must be a",
    ],
  ];
  for (const [options, type, message] of rows) {
    assert.throws(
      () => new NoGoSolver(options as object),
      (e: Error) => e instanceof type && e.message.startsWith(message),
      JSON.stringify(options),
    );
  }
});

Deno.test("noGoTableBytes() is 24 bytes a slot and refuses a bad count", () => {
  assert.equal(noGoTableBytes(0), 0);
  assert.equal(noGoTableBytes(1 << 20), 24 << 20);
  assert.throws(() => noGoTableBytes(-1), RangeError);
  assert.throws(() => noGoTableBytes("1" as unknown as number), TypeError);
});

Deno.test("solveNoGo() solves a board with a fresh solver", () => {
  // MCGS's nogo.test: 2 x 1 is "B win, W win".
  const result = solveNoGo(".|.", { maxTableEntries: 1024 });
  assert.equal(result.outcome, "N");
  assert.deepEqual([result.leftFirst, result.rightFirst], [true, true]);
  assert.ok(["x|.", ".|x"].includes(result.leftMove!), result.leftMove);
  assert.ok(["o|.", ".|o"].includes(result.rightMove!), result.rightMove);
  assert.ok(result.nodes >= 0);
});
