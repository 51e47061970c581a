import assert from "node:assert/strict";
import fc from "fast-check";
import { outcome } from "@cgt/partizan/compare";
import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
import { value } from "@cgt/partizan/search";
import { DOMINEERING, formatDomineering, parseDomineering } from "./domineering.ts";
import {
  createDomineeringSharing,
  domineeringSharingBytes,
  DomineeringSolver,
  domineeringTableBytes,
  PositionLimitError,
  solveDomineering,
} from "./domineering_solver.ts";
import { buildDomineeringDatabase } from "./domineering_database.ts";
import { BUSY_BYTES, busyView } from "./_busy_table.ts";
import { tableViews } from "./_shared_table.ts";

const SMALL = { maxTableEntries: 1 << 16 };

/** An empty board of `rows` rows and `cols` columns. */
function empty(rows: number, cols: number): string {
  return Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
}

/**
 * Throws unless `move` is one of the player's (Vertical's if `left`) moves from `board` after
 * which the other loses moving first (by a fresh plain solver).
 */
function checkMove(board: string, move: string | undefined, left: boolean): void {
  assert.ok(move !== undefined, `${board}: no move`);
  const position = parseDomineering(board);
  const options = left ? DOMINEERING.leftOptions(position) : DOMINEERING.rightOptions(position);
  assert.ok([...options].map(formatDomineering).includes(move), `${board} -> ${move}`);
  const after = new DomineeringSolver(SMALL).solve(move);
  assert.equal(left ? after.rightFirst : after.leftFirst, false, `${board} -> ${move}`);
}

/**
 * Checks every result in the shared table of `memory`, a search of the non-square `board`,
 * against `plain` (a solver without sharing): each entry's key is a board of the same size (its
 * free cells row by row, in one of its mirror images, which keep every outcome), with a known bit
 * and a wins bit per player moving first. Returns the results checked.
 */
function checkSharedEntries(
  memory: SharedArrayBuffer,
  board: string,
  plain: DomineeringSolver,
): number {
  const { rows, cols } = parseDomineering(board);
  const { data } = tableViews(memory);
  let checked = 0;
  for (let e = 0; e < data.length; e += 4) {
    const bits = data[e + 2];
    if (bits === 0) continue;
    const after = { rows, cols, masks: [data[e] >>> 0], high: [data[e + 1] >>> 0] };
    const truth = plain.solve(after);
    if ((bits & 1) !== 0) {
      assert.equal((bits & 2) !== 0, truth.leftFirst, formatDomineering(after));
      checked++;
    }
    if ((bits & 4) !== 0) {
      assert.equal((bits & 8) !== 0, truth.rightFirst, formatDomineering(after));
      checked++;
    }
  }
  return checked;
}

/** Random boards of `rows` by `cols` cells (ranges), each cell drawn from `cells`. */
function randomBoards(
  rows: { min: number; max: number },
  cols: { min: number; max: number },
  cells: string[],
): fc.Arbitrary<string> {
  return fc.integer(rows).chain((r) =>
    fc.integer(cols).chain((c) =>
      fc.array(fc.constantFrom(...cells), { minLength: r * c, maxLength: r * c }).map((all) =>
        Array.from({ length: r }, (_, i) => all.slice(i * c, (i + 1) * c).join("")).join("|")
      )
    )
  );
}

const arbitraryBoard = randomBoards({ min: 1, max: 4 }, { min: 1, max: 5 }, [".", ".", ".", "#"]);

Deno.test("domineeringSharingBytes()", async (t) => {
  await t.step("is the size of the memory createDomineeringSharing makes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 18 }), (log) => {
        const memory = createDomineeringSharing(2 ** log);
        assert.equal(domineeringSharingBytes(2 ** log), memory.byteLength);
        assert.equal(memory.byteLength, domineeringTableBytes(2 ** log) + BUSY_BYTES);
      }),
      { seed: 25_133, numRuns: 20 },
    );
  });

  await t.step("throws TypeError and RangeError for bad slots", () => {
    assert.throws(() => domineeringSharingBytes("8" as unknown as number), TypeError);
    for (const bad of [-1, 1.5, NaN, Infinity]) {
      assert.throws(() => domineeringSharingBytes(bad), RangeError, String(bad));
    }
  });
});

Deno.test("DomineeringSolver.solve()", async (t) => {
  await t.step("agrees with the canonical value and the generic search, moves checked", () => {
    const plain = new DomineeringSolver(SMALL);
    const valued = new DomineeringSolver({
      ...SMALL,
      valueCells: 4,
      database: buildDomineeringDatabase(6),
    });
    const generic = new OutcomeSolver(DOMINEERING, { valueSteps: 0 });
    fc.assert(
      fc.property(arbitraryBoard, fc.boolean(), (board, values) => {
        const position = parseDomineering(board);
        const result = (values ? valued : plain).solve(board);
        assert.equal(result.outcome, outcome(value(DOMINEERING, position)), board);
        assert.equal(result.outcome, generic.solve(position).outcome, board);
        const check = (move: string | undefined, wins: boolean, left: boolean): void => {
          assert.equal(move !== undefined, wins, board);
          if (move === undefined) return;
          const options = left
            ? DOMINEERING.leftOptions(position)
            : DOMINEERING.rightOptions(position);
          assert.ok([...options].map(formatDomineering).includes(move), `${board} -> ${move}`);
          const after = parseDomineering(move);
          assert.equal(generic.winsMovingFirst(after, left ? "right" : "left"), false, move);
        };
        check(result.leftMove, result.leftFirst, true);
        check(result.rightMove, result.rightFirst, false);
      }),
      { seed: 8_8_2000, numRuns: 300 },
    );
  });

  await t.step("matches published outcomes of empty rectangles (those under a second)", () => {
    // [rows, cols, outcome, source]; an m x n board has m rows, Vertical (Left) moves first or not.
    const rows: [number, number, "L" | "R" | "N" | "P", string][] = [
      [2, 2, "N", "Lachmann, Moore and Rapaport 2002, section 1: the 2 x 2 board"],
      [2, 3, "N", "Winning Ways ch. 2 (via Wikipedia, Domineering): the 2 x 3 board is {2|-1/2}"],
      [3, 3, "N", "cgt-tools domineering.rs (CGSuite-confirmed): 3 x 3 is {1|-1}"],
      [4, 4, "N", "CGSuite GameGridTest.scala: Domineering(Grid.Empty(4,4)) is fuzzy"],
    ];
    const solver = new DomineeringSolver(SMALL);
    for (const [m, n, expected, source] of rows) {
      assert.equal(solver.solve(empty(m, n)).outcome, expected, source);
    }
  });

  await t.step(
    "answers boards with 36 or more moves left (where moves are ordered by the count) the same with two tables, moves checked",
    () => {
      // Too large for the generic search (6 x 6 takes it 30 s); the second method is the solver
      // with a table of 1,024 slots (other transpositions, other cuts), and each winning move is
      // checked: after it, the opponent moving first loses.
      const large = new DomineeringSolver({ maxTableEntries: 1 << 20 });
      const tiny = new DomineeringSolver({ maxTableEntries: 1024 });
      const nearlyEmpty = fc.constantFrom([6, 6], [6, 7], [7, 6]).chain(([rows, cols]) =>
        fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 1 }).map(
          (filled) =>
            Array.from(
              { length: rows },
              (_, r) =>
                Array.from(
                  { length: cols },
                  (_, c) => filled.includes(r * cols + c) ? "#" : ".",
                ).join(""),
            ).join("|"),
        )
      );
      fc.assert(
        fc.property(nearlyEmpty, (board) => {
          const result = large.solve(board);
          assert.equal(result.outcome, tiny.solve(board).outcome, board);
          for (
            const [move, left] of [[result.leftMove, true], [result.rightMove, false]] as const
          ) {
            if (move === undefined) continue;
            const after = tiny.solve(move);
            assert.equal(left ? after.rightFirst : after.leftFirst, false, `${board} -> ${move}`);
          }
        }),
        { seed: 36_2026, numRuns: 6 },
      );
    },
  );

  await t.step("agrees with the canonical value on every empty rectangle up to 4 x 5", () => {
    // Our value engine as the second method (cgt value), both orientations.
    const solver = new DomineeringSolver(SMALL);
    for (let m = 1; m <= 4; m++) {
      for (let n = 1; n <= 5; n++) {
        const board = empty(m, n);
        const expected = outcome(value(DOMINEERING, parseDomineering(board)));
        assert.equal(solver.solve(board).outcome, expected, board);
      }
    }
  });
});

Deno.test("DomineeringSolver valueCells", async (t) => {
  await t.step("replacing small regions by their values cuts the nodes, same outcome", () => {
    const board = empty(5, 5);
    const searched = solveDomineering(board, SMALL);
    const valued = solveDomineering(board, { ...SMALL, valueCells: 12 });
    assert.equal(valued.outcome, searched.outcome);
    assert.ok(valued.nodes < searched.nodes, `${valued.nodes} < ${searched.nodes}`);
  });
});

Deno.test("DomineeringSolver limits", async (t) => {
  await t.step("maxNodes stops the search with a PositionLimitError", () => {
    assert.throws(
      () => solveDomineering(empty(5, 5), { maxNodes: 10, maxTableEntries: 1024 }),
      PositionLimitError,
    );
  });

  await t.step("the constructor refuses out-of-range options", () => {
    for (const options of [{ maxNodes: 0 }, { maxTableEntries: 10 }, { valueCells: 65 }]) {
      assert.throws(() => new DomineeringSolver(options), RangeError);
    }
  });

  await t.step("the constructor refuses counts of the wrong type with a TypeError", () => {
    // They were RangeErrors that showed "5" as 5.
    for (const name of ["maxNodes", "maxTableEntries", "valueCells"]) {
      assert.throws(
        () => new DomineeringSolver({ [name]: "5" }),
        new TypeError(`Cannot create Domineering solver: ${name} must be a number, received "5"`),
      );
    }
  });

  await t.step("a board with more than 31 columns is refused with a RangeError", () => {
    assert.throws(() => solveDomineering(".".repeat(40), SMALL), RangeError);
  });

  await t.step("a malformed position is a TypeError, not another board searched", () => {
    // Each was searched as some other board: NaN as all filled, 15.5 and 2^40 + 15 as 15, bits
    // past the cells ignored, an 8 x 8 board without its high word as half filled.
    const rows: [string, unknown, RegExp][] = [
      ["mask NaN", { rows: 2, cols: 2, masks: [NaN] }, /the board must be/],
      ["mask 15.5", { rows: 2, cols: 2, masks: [15.5] }, /the board must be/],
      ["mask 2^40 + 15", { rows: 2, cols: 2, masks: [2 ** 40 + 15] }, /the board must be/],
      ["mask -1", { rows: 2, cols: 2, masks: [-1] }, /the board must be/],
      ["two layers", { rows: 2, cols: 2, masks: [15, 0] }, /the board must be/],
      ["bits past the board", { rows: 2, cols: 2, masks: [255] }, /cells must be on the board/],
      ["8 x 8 without high", { rows: 8, cols: 8, masks: [0xffffffff] }, /high words/],
      ["2 x 2 with high", { rows: 2, cols: 2, masks: [15], high: [0] }, /high words/],
    ];
    for (const [name, board, message] of rows) {
      assert.throws(
        () => solveDomineering(board as never, SMALL),
        (e) =>
          e instanceof TypeError && e.message.startsWith("Cannot solve Domineering board: ") &&
          message.test(e.message),
        name,
      );
    }
    assert.throws(
      () => solveDomineering({ rows: 9, cols: 9, masks: [0], high: [0] } as never, SMALL),
      /^RangeError: Cannot solve Domineering board: a board has at most 64 cells, received 9 x 9$/,
    );
    // The parser's own positions are taken, wide ones too.
    assert.equal(solveDomineering(parseDomineering(empty(4, 4)), SMALL).outcome, "N");
    const wide = "....#..|.......|..#....|.......|.......";
    assert.deepEqual(
      solveDomineering(parseDomineering(wide), SMALL),
      solveDomineering(wide, SMALL),
    );
  });

  await t.step("a database of the wrong shape is a TypeError", () => {
    for (
      const database of [{}, null, { cells: 4, values: {} }, { cells: 13, values: new Map() }, 5]
    ) {
      assert.throws(
        () => new DomineeringSolver({ ...SMALL, database: database as never }),
        (e) =>
          e instanceof TypeError && /^Cannot create Domineering solver: database/.test(e.message),
      );
    }
  });

  await t.step("clear() empties the table", () => {
    const solver = new DomineeringSolver(SMALL);
    solver.solve(empty(4, 4));
    assert.ok(solver.size > 0);
    solver.clear();
    assert.equal(solver.size, 0);
  });
});

Deno.test("DomineeringSolver table", async (t) => {
  await t.step(
    "a table of 1,024 slots, replacing entries, agrees with a table that keeps all",
    () => {
      // 6 x 6 boards with a few filled cells need more nodes than 1,024 slots hold, so entries
      // are replaced; square boards use the transposed keys too. The large table's results are
      // checked against canonical values on small boards above.
      const tiny = new DomineeringSolver({ maxTableEntries: 1024 });
      const large = new DomineeringSolver({ maxTableEntries: 1 << 20 });
      let searched = 0;
      const board6 = fc.array(fc.constantFrom(".", ".", ".", ".", "#"), {
        minLength: 36,
        maxLength: 36,
      }).map((cells) =>
        Array.from({ length: 6 }, (_, r) => cells.slice(6 * r, 6 * r + 6).join(""))
      );
      fc.assert(
        fc.property(board6, (lines) => {
          const board = lines.join("|");
          const result = tiny.solve(board);
          searched += result.nodes;
          assert.equal(result.outcome, large.solve(board).outcome, board);
        }),
        { seed: 2_2000, numRuns: 30 },
      );
      // Each node stores an entry: far more nodes than slots means entries were replaced.
      assert.ok(searched > 4 * 1024, `${searched} nodes`);
    },
  );

  await t.step(
    "domineeringTableBytes() is the size of the shared memory of that many slots, but for its busy table",
    () => {
      for (const slots of [1 << 10, 1 << 11, 1 << 12]) {
        assert.equal(
          createDomineeringSharing(slots).byteLength,
          domineeringTableBytes(slots) + BUSY_BYTES,
        );
      }
      assert.equal(domineeringTableBytes(1 << 12) - domineeringTableBytes(1 << 11), (1 << 11) * 18);
      assert.throws(() => domineeringTableBytes(-1), RangeError);
    },
  );

  await t.step(
    "a shared table of 1,024 slots, used by one thread, agrees with the private table",
    () => {
      // The shared path reads and stores through findShared/storeShared: the same layout and
      // replacement as the private table, so the same outcomes on boards that replace entries.
      const plain = new DomineeringSolver({ maxTableEntries: 1024 });
      const board5 = fc.array(fc.constantFrom(".", ".", ".", "#"), {
        minLength: 30,
        maxLength: 30,
      }).map((cells) =>
        Array.from({ length: 5 }, (_, r) => cells.slice(6 * r, 6 * r + 6).join("")).join("|")
      );
      fc.assert(
        fc.property(board5, (board) => {
          const memory = createDomineeringSharing(1024);
          const shared = new DomineeringSolver({
            maxTableEntries: 1024,
            sharing: { memory, thread: 0, threads: 1 },
          });
          const got = shared.solve(board);
          const want = plain.solve(board);
          assert.equal(got.outcome, want.outcome, board);
          assert.ok(shared.size > 0 || got.nodes === 0, board);
        }),
        { seed: 2512, numRuns: 25 },
      );
    },
  );

  await t.step(
    "a thread's own table misses what another thread left in the shared table, which then answers the boards far from the end",
    () => {
      // The second solver has an empty table of its own: the root questions are answered in the
      // memory's header, and its checks of the winning moves (searches of the boards after
      // them, 20 or more moves left on 6x6) are read from the shared table, not searched again.
      const board = empty(6, 6);
      const memory = createDomineeringSharing(1 << 16);
      const first = new DomineeringSolver({
        maxTableEntries: 1 << 16,
        sharing: { memory, thread: 0, threads: 2 },
      }).solve(board);
      const alone = new DomineeringSolver({ maxTableEntries: 1 << 16 });
      const check = alone.solve(board);
      assert.equal(first.outcome, check.outcome);
      const second = new DomineeringSolver({
        maxTableEntries: 1 << 16,
        sharing: { memory, thread: 1, threads: 2 },
      }).solve(board);
      assert.equal(second.outcome, first.outcome);
      assert.ok(first.nodes > 1000, `${first.nodes} nodes`);
      const added = second.nodes - first.nodes;
      assert.ok(added * 50 < first.nodes, `${added} nodes added to ${first.nodes}`);
    },
  );

  await t.step(
    "a thread that finds every board marked busy, the marks never cleared, keeps every answer",
    () => {
      // As if a dead thread held every board: a thread of a shared search then defers every move
      // after the first, far from the end, at every node whose first move failed, and must still
      // search each (deferring only orders the moves). Its answers, winning moves and every
      // result it left in the shared table are checked against a plain solver, and it leaves
      // the counts as it found them.
      let changed = 0;
      let checked = 0;
      // Boards with nodes that win by a move after the first, far from the end (found by a
      // search of random boards): dropping a deferred move there gives a wrong answer.
      const boards = [
        empty(6, 7),
        ".......|.......|.......|....#..|.......|.......",
        "......#|......#|.......|.......|.......|.......",
      ];
      for (const board of boards) {
        const plain = new DomineeringSolver({ maxTableEntries: 1 << 20 });
        const want = plain.solve(board);
        for (const thread of [0, 1]) {
          const nodes = [];
          for (const marked of [0, 1]) {
            const memory = createDomineeringSharing(1 << 16);
            const busy = busyView(memory);
            busy.fill(marked);
            const got = new DomineeringSolver({
              maxTableEntries: 1 << 16,
              sharing: { memory, thread, threads: 2 },
            }).solve(board);
            assert.equal(got.outcome, want.outcome, `${board}, thread ${thread}`);
            if (got.leftFirst) checkMove(board, got.leftMove, true);
            if (got.rightFirst) checkMove(board, got.rightMove, false);
            checked += checkSharedEntries(memory, board, plain);
            assert.ok(busy.every((count) => count === marked), "a count left changed");
            nodes.push(got.nodes);
          }
          if (nodes[0] !== nodes[1]) changed++;
        }
      }
      // The marks changed the order searched (else this would test nothing), and the shared
      // tables held results to check.
      assert.ok(changed >= 4, `${changed} searches changed by the marks`);
      assert.ok(checked >= 1000, `${checked} shared results checked`);
    },
  );
});

Deno.test("DomineeringSolver.solve() again", async (t) => {
  await t.step("finds the winning moves of a board already solved in its table", () => {
    // It searched every move before the winning one again: 6 x 6 took 13,898 nodes the second
    // time against 4,309 the first.
    const board = empty(6, 6);
    const solver = new DomineeringSolver(SMALL);
    const first = solver.solve(board);
    const again = solver.solve(board);
    assert.equal(again.outcome, first.outcome);
    assert.ok(again.nodes < first.nodes / 10, `${again.nodes} against ${first.nodes}`);
    if (again.leftFirst) checkMove(board, again.leftMove, true);
    if (again.rightFirst) checkMove(board, again.rightMove, false);
  });
});

Deno.test("DomineeringSolver.solve() in slices", async (t) => {
  await t.step("a search in slices of 2,000 nodes takes about the nodes of one call", () => {
    // Each slice starts again from the root, on the table the last left, and keeps the move
    // history it learnt: 6 x 7 took 1.38 times the nodes of one call when each slice forgot it,
    // 1.12 times now.
    const board = empty(6, 7);
    const one = new DomineeringSolver({ maxTableEntries: 1 << 20 }).solve(board);
    const solver = new DomineeringSolver({ maxTableEntries: 1 << 20 });
    let total = 0;
    let slices = 0;
    while (true) {
      slices++;
      try {
        const result = solver.solve(board, { maxNodes: 2_000 });
        total += result.nodes;
        assert.equal(result.outcome, one.outcome);
        break;
      } catch (error) {
        if (!(error instanceof PositionLimitError)) throw error;
        total += 2_000;
      }
    }
    assert.ok(slices > 10, `${slices} slices`);
    assert.ok(total < 1.25 * one.nodes, `${total} nodes in slices against ${one.nodes}`);
  });
});

Deno.test("DomineeringSolver.saveTable()", async (t) => {
  const board = empty(5, 5);
  await t.step("a table loaded into a fresh solver gives the same answer in fewer nodes", () => {
    const first = new DomineeringSolver(SMALL);
    const fresh = first.solve(board);
    const bytes = first.saveTable();
    // 8 header words, 4 a filled slot, a check word.
    assert.equal(bytes.length, 4 * (8 + 4 * first.size + 1));
    const second = new DomineeringSolver(SMALL);
    assert.equal(second.loadTable(bytes, board), first.size);
    assert.equal(second.size, first.size);
    const again = second.solve(board);
    assert.equal(again.outcome, fresh.outcome);
    assert.ok(again.nodes * 10 < fresh.nodes, `${again.nodes} against ${fresh.nodes} nodes`);
    assert.deepEqual(
      [again.leftFirst, again.rightFirst],
      [fresh.leftFirst, fresh.rightFirst],
    );
    if (again.leftFirst) checkMove(board, again.leftMove, true);
    if (again.rightFirst) checkMove(board, again.rightMove, false);
  });

  await t.step("a table loaded into a smaller table still gives the same answer", () => {
    const first = new DomineeringSolver(SMALL);
    const fresh = first.solve(board);
    const small = new DomineeringSolver({ maxTableEntries: 1024 });
    small.loadTable(first.saveTable(), board);
    assert.ok(small.size <= 1024);
    assert.equal(small.solve(board).outcome, fresh.outcome);
  });

  await t.step("throws RangeError before any board is searched", () => {
    assert.throws(() => new DomineeringSolver(SMALL).saveTable(), RangeError);
  });
});

/** The chunks' bytes one after another, in one array. */
function joinChunks(chunks: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

Deno.test("DomineeringSolver.saveTableChunks()", async (t) => {
  await t.step("makes saveTable's bytes in chunks of the size asked, after any search", () => {
    fc.assert(
      fc.property(
        arbitraryBoard,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        (board, maxNodes, words) => {
          const solver = new DomineeringSolver({ maxTableEntries: 1024 });
          try {
            solver.solve(board, { maxNodes });
          } catch (error) {
            if (!(error instanceof PositionLimitError)) throw error;
          }
          // Each chunk is overwritten by the next: copied as it comes.
          const chunks = Array.from(solver.saveTableChunks(4 * words), (chunk) => chunk.slice());
          chunks.forEach((chunk, i) => {
            if (i < chunks.length - 1) assert.equal(chunk.length, 4 * words);
            else assert.ok(chunk.length > 0 && chunk.length <= 4 * words);
          });
          assert.deepEqual(joinChunks(chunks), solver.saveTable());
        },
      ),
      { seed: 25_111, numRuns: 150 },
    );
  });

  await t.step("makes one chunk of a 1 MiB default for a small table", () => {
    const solver = new DomineeringSolver(SMALL);
    solver.solve(empty(4, 4));
    const chunks = Array.from(solver.saveTableChunks(), (chunk) => chunk.slice());
    assert.equal(chunks.length, 1);
    assert.deepEqual(chunks[0], solver.saveTable());
  });

  await t.step(
    "throws RangeError at once for a chunk size that is no positive multiple of 4",
    () => {
      const solver = new DomineeringSolver(SMALL);
      solver.solve(empty(3, 3));
      for (const bad of [0, -4, 6, 4.5, NaN, Infinity]) {
        assert.throws(() => solver.saveTableChunks(bad), RangeError, String(bad));
      }
    },
  );

  await t.step("throws RangeError at once before any board is searched", () => {
    assert.throws(() => new DomineeringSolver(SMALL).saveTableChunks(), RangeError);
  });
});

Deno.test("DomineeringSolver.loadTable()", async (t) => {
  const board = empty(4, 5);
  const saver = new DomineeringSolver(SMALL);
  saver.solve(board);
  const bytes = saver.saveTable();

  await t.step("refuses a damaged, truncated or foreign table", () => {
    const flipped = bytes.slice();
    flipped[4 * 8 + 4 * 5 + 1] ^= 0x10; // a byte of an entry's key
    const headerFlipped = bytes.slice();
    headerFlipped[4 * 6] ^= 1; // the slots word
    const checkFlipped = bytes.slice();
    checkFlipped[bytes.length - 1] ^= 0x80;
    const rows: [string, Uint8Array, string, ErrorConstructor][] = [
      ["a flipped byte of an entry", flipped, empty(4, 5), SyntaxError],
      ["a flipped byte of the header", headerFlipped, empty(4, 5), SyntaxError],
      ["a flipped byte of the check word", checkFlipped, empty(4, 5), SyntaxError],
      ["a table cut by one entry", bytes.slice(0, bytes.length - 16), empty(4, 5), SyntaxError],
      ["a table cut by one byte", bytes.slice(0, bytes.length - 1), empty(4, 5), SyntaxError],
      ["no bytes", new Uint8Array(0), empty(4, 5), SyntaxError],
      ["another board of the same size", bytes, "....|....|....|...#|....", RangeError],
      ["a board of another size", bytes, empty(5, 4), RangeError],
    ];
    for (const [what, input, target, type] of rows) {
      const solver = new DomineeringSolver(SMALL);
      assert.throws(
        () => solver.loadTable(input, target),
        (error: unknown) =>
          error instanceof type &&
          /^Cannot load Domineering table: .*, received .+$/.test(error.message),
        what,
      );
    }
  });

  await t.step("throws TypeError for bytes that are not a Uint8Array", () => {
    const solver = new DomineeringSolver(SMALL);
    assert.throws(() => solver.loadTable("CGTD" as unknown as Uint8Array, board), TypeError);
  });

  await t.step("a table saved midway gives the same outcome as a fresh search", () => {
    // A slice of the search stopped by its node limit keeps only proven results: going on from
    // them must agree with a fresh solver, whatever the board and wherever it stopped.
    let stopped = 0;
    const middling = randomBoards({ min: 2, max: 5 }, { min: 3, max: 5 }, [
      ".",
      ".",
      ".",
      ".",
      "#",
    ]);
    fc.assert(
      fc.property(middling, fc.integer({ min: 1, max: 60 }), (target, limit) => {
        const truth = new DomineeringSolver(SMALL).solve(target);
        const first = new DomineeringSolver(SMALL);
        try {
          first.solve(target, { maxNodes: limit });
        } catch (error) {
          if (!(error instanceof PositionLimitError)) throw error;
          stopped++;
        }
        const second = new DomineeringSolver(SMALL);
        second.loadTable(first.saveTable(), target);
        const result = second.solve(target);
        assert.equal(result.outcome, truth.outcome, target);
        if (result.leftFirst) checkMove(target, result.leftMove, true);
        if (result.rightFirst) checkMove(target, result.rightMove, false);
      }),
      { seed: 25_001, numRuns: 150 },
    );
    assert.ok(stopped > 25, `${stopped} searches stopped midway`);
  });
});
