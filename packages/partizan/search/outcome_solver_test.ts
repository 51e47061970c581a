import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { cacheSizes, clearCaches } from "@cgt/core/caches";
import { GameLimitError } from "../game_limit.ts";
import { outcome } from "../compare.ts";
import {
  OUTCOME_TABLE_HEADER,
  OutcomeSolver,
  PositionLimitError,
  solveOutcome,
} from "./outcome_solver.ts";
import { type Ruleset, value } from "./search.ts";
import { plainOutcome, plainWinsFirst } from "../../../testing/plain_outcome.ts";

/**
 * Heaps written "3,5": Left takes 1 or 2 from a heap; Right takes 1 from a heap, or splits a
 * heap of at least 3 into two non-empty heaps. Each heap is a component.
 */
function heapsOf(p: string): number[] {
  return p === "" ? [] : p.split(",").map(Number);
}
function heapsText(heaps: number[]): string {
  return heaps.filter((h) => h > 0).sort((a, b) => a - b).join(",");
}
function movesOf(p: string, left: boolean): string[] {
  const heaps = heapsOf(p);
  const out: string[] = [];
  heaps.forEach((h, i) => {
    const rest = heaps.filter((_, j) => j !== i);
    const next = left ? [h - 1, h - 2].filter((m) => m >= 0).map((m) => [m]) : [[h - 1]];
    if (!left) { for (let a = 1; 2 * a <= h && h >= 3; a++) next.push([a, h - a]); }
    for (const n of next) out.push(heapsText([...rest, ...n]));
  });
  return out;
}
const HEAPS: Ruleset<string> = {
  name: "Heaps",
  leftOptions: (p) => movesOf(p, true),
  rightOptions: (p) => movesOf(p, false),
  components: (p) => heapsOf(p).map(String),
};
/** The same game with no components: the twin searches it whole. */
const WHOLE: Ruleset<string> = { ...HEAPS, components: undefined };

/** A game tree written out: each player's options. */
interface Tree {
  readonly l: readonly Tree[];
  readonly r: readonly Tree[];
}
/** Sums of game trees: a position is a list of trees, each a component. */
const TREES: Ruleset<readonly Tree[]> = {
  name: "Trees",
  leftOptions: (p) => p.flatMap((t, i) => t.l.map((o) => p.with(i, o))),
  rightOptions: (p) => p.flatMap((t, i) => t.r.map((o) => p.with(i, o))),
  key: (p) => JSON.stringify(p),
  components: (p) => p.map((t) => [t]),
};
/** Trees of at most `depth` levels of moves, at most three options a side. */
function treesOf(depth: number): fc.Arbitrary<Tree> {
  if (depth === 0) return fc.constant({ l: [], r: [] });
  const smaller = treesOf(depth - 1);
  return fc.record({
    l: fc.array(smaller, { maxLength: 3 }),
    r: fc.array(smaller, { maxLength: 3 }),
  });
}
const arbitraryTree = treesOf(3);

const arbitraryHeaps = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }).map(heapsText);

Deno.test("OutcomeSolver.solve()", async (t) => {
  await t.step("agrees with plain minimax and the canonical value, with checked moves", () => {
    const settings = [{}, { valueSteps: 0 }, { maxTableEntries: 2 }, { maxValueMoves: 0 }];
    fc.assert(
      fc.property(arbitraryHeaps, fc.integer({ min: 0, max: 3 }), (p, s) => {
        const result = new OutcomeSolver(HEAPS, settings[s]).solve(p);
        assert.equal(result.outcome, plainOutcome(WHOLE, p));
        assert.equal(result.outcome, outcome(value(HEAPS, p)));
        assert.equal(result.leftMove !== undefined, result.leftFirst);
        assert.equal(result.rightMove !== undefined, result.rightFirst);
        if (result.leftMove !== undefined) {
          assert.ok(movesOf(p, true).includes(result.leftMove));
          assert.equal(plainWinsFirst(WHOLE, result.leftMove, false), false);
        }
        if (result.rightMove !== undefined) {
          assert.ok(movesOf(p, false).includes(result.rightMove));
          assert.equal(plainWinsFirst(WHOLE, result.rightMove, true), false);
        }
      }),
      { seed: 2512, numRuns: 150 },
    );
  });

  await t.step("skips dominated moves soundly in sums of random game trees", () => {
    // Trees with more than two options are searched, their options with fewer are valued: so
    // moves to known values are compared, for both players, with every outcome class around.
    fc.assert(
      fc.property(fc.array(arbitraryTree, { minLength: 1, maxLength: 3 }), (p) => {
        const result = new OutcomeSolver(TREES, { maxValueMoves: 2 }).solve(p);
        assert.equal(result.outcome, outcome(value(TREES, p)));
        if (result.leftMove !== undefined) {
          assert.ok(["L", "P"].includes(outcome(value(TREES, result.leftMove))));
        }
        if (result.rightMove !== undefined) {
          assert.ok(["R", "P"].includes(outcome(value(TREES, result.rightMove))));
        }
      }),
      { seed: 2527, numRuns: 300 },
    );
  });

  await t.step("skips dominated moves to known values soundly (against canonical values)", () => {
    // Heaps too big to value are searched while their small options are valued, so moves to
    // known values are compared and the dominated ones skipped.
    const larger = fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }).map(heapsText);
    fc.assert(
      fc.property(larger, fc.integer({ min: 2, max: 5 }), (p, maxValueMoves) => {
        const result = new OutcomeSolver(HEAPS, { maxValueMoves }).solve(p);
        assert.equal(result.outcome, outcome(value(HEAPS, p)));
        if (result.leftMove !== undefined) {
          assert.ok(["L", "P"].includes(outcome(value(HEAPS, result.leftMove))));
        }
        if (result.rightMove !== undefined) {
          assert.ok(["R", "P"].includes(outcome(value(HEAPS, result.rightMove))));
        }
      }),
      { seed: 2526, numRuns: 200 },
    );
  });

  await t.step("visits fewer nodes when skipping dominated moves", () => {
    const p = "6,7,7";
    const pruned = solveOutcome(HEAPS, p, { maxValueMoves: 5 });
    const plain = solveOutcome(HEAPS, p, { maxValueMoves: 5, pruneDominated: false });
    assert.equal(pruned.outcome, plain.outcome);
    assert.ok(pruned.nodes < plain.nodes, `${pruned.nodes} < ${plain.nodes}`);
  });

  await t.step("reports each outcome class on a known position", () => {
    const rows: [string, "L" | "R" | "N" | "P"][] = [
      ["", "P"], // no moves
      ["1", "N"], // either player takes the heap
      ["2", "L"], // Left takes 2; Right's only move leaves 1, which Left takes
    ];
    for (const [p, expected] of rows) assert.equal(solveOutcome(HEAPS, p).outcome, expected, p);
  });

  await t.step("decides a sum of valued components without search", () => {
    const solver = new OutcomeSolver(HEAPS);
    const result = solver.solve("1,1");
    assert.equal(result.outcome, "P"); // * + * = 0
    assert.equal(result.nodes, 0);
  });

  await t.step("searches more nodes with valuing turned off", () => {
    const p = "4,5,6";
    const withValues = solveOutcome(HEAPS, p);
    const plain = solveOutcome(HEAPS, p, { valueSteps: 0 });
    assert.equal(withValues.outcome, plain.outcome);
    assert.ok(withValues.nodes < plain.nodes, `${withValues.nodes} < ${plain.nodes}`);
  });
});

Deno.test("OutcomeSolver.winsMovingFirst()", async (t) => {
  await t.step("matches plain minimax for each player", () => {
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    for (const p of ["", "1", "2", "3", "2,3", "4,4", "5,6"]) {
      assert.equal(solver.winsMovingFirst(p, "left"), plainWinsFirst(WHOLE, p, true), p);
      assert.equal(solver.winsMovingFirst(p, "right"), plainWinsFirst(WHOLE, p, false), p);
    }
  });

  await t.step("refuses a player other than left or right", () => {
    // @ts-expect-error: a wrong player on purpose
    assert.throws(() => new OutcomeSolver(HEAPS).winsMovingFirst("1", "up"), TypeError);
  });
});

Deno.test("OutcomeSolver limits", async (t) => {
  await t.step("maxNodes stops the search with a PositionLimitError", () => {
    const solver = new OutcomeSolver(HEAPS, { maxNodes: 3, valueSteps: 0 });
    assert.throws(() => solver.solve("5,6,6"), PositionLimitError);
  });

  await t.step("a work budget stops the search with a GameLimitError", () => {
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    assert.throws(() => withStepLimit(5, () => solver.solve("5,6,6")), GameLimitError);
  });

  await t.step("the constructor refuses an onProgress that is not a function", () => {
    // @ts-expect-error: a wrong type on purpose
    assert.throws(() => new OutcomeSolver(HEAPS, { onProgress: 3 }), TypeError);
  });

  await t.step("the constructor refuses out-of-range options", () => {
    const bad = [{ maxNodes: 0 }, { maxTableEntries: 1 }, { valueSteps: -1 }, {
      maxValueMoves: 1.5,
    }];
    for (const options of bad) assert.throws(() => new OutcomeSolver(HEAPS, options), RangeError);
  });

  await t.step("maxTableEntries above 2^25 is refused, not a Map overflow late in a search", () => {
    // A generation of the table is a Map, which holds at most 2^24 entries: a larger table
    // (cgt solve --max-memory 7000 asked for 35M entries) failed with V8's "Map maximum size
    // exceeded" once 2^24 positions were stored.
    assert.equal(new OutcomeSolver(HEAPS, { maxTableEntries: 2 ** 25 }).solve("1").outcome, "N");
    for (const entries of [2 ** 25 + 1, 2 ** 26, Number.MAX_SAFE_INTEGER]) {
      assert.throws(
        () => new OutcomeSolver(HEAPS, { maxTableEntries: entries }),
        /^RangeError: Cannot create outcome solver: maxTableEntries must be at most 33554432 /,
      );
    }
  });

  await t.step("the table stays within maxTableEntries and clearCaches() empties it", () => {
    const solver = new OutcomeSolver(HEAPS, { maxTableEntries: 8, valueSteps: 0 });
    solver.solve("3,4,4");
    assert.ok(solver.size <= 8, `${solver.size}`);
    assert.ok(solver.size > 0);
    assert.ok(cacheSizes().get("solver tables")! >= solver.size);
    clearCaches();
    assert.equal(solver.size, 0);
  });
});

/**
 * `body` with the check line a saved table ends with: the 32-bit FNV-1a hash of its UTF-16 code
 * units, computed here with bigints (the slow twin of the solver's 32-bit integer arithmetic).
 */
function withCheck(body: string): string {
  let h = 0x811c9dc5n;
  for (let i = 0; i < body.length; i++) {
    h = ((h ^ BigInt(body.charCodeAt(i))) * 0x01000193n) % 2n ** 32n;
  }
  return `${body}check ${h.toString(16).padStart(8, "0")}\n`;
}

/** A search stopped half way, its table saved and loaded into a fresh solver. */
function stopAndResume(p: string) {
  const options = { valueSteps: 0 };
  const fresh = new OutcomeSolver(HEAPS, options).solve(p);
  const limit = Math.floor(fresh.nodes / 2);
  const stopped = new OutcomeSolver(HEAPS, options);
  assert.throws(() => stopped.solve(p, { maxNodes: limit }), PositionLimitError);
  const resumed = new OutcomeSolver(HEAPS, options);
  const loaded = resumed.loadTable(stopped.saveTable(p), p);
  return { loaded, limit, result: resumed.solve(p), fresh };
}

Deno.test("OutcomeSolver.saveTable() and loadTable()", async (t) => {
  await t.step("a search stopped by a node limit resumes from its saved table", () => {
    for (const p of ["4,5,6", "2,6,7", "4,6,7,8"]) {
      const { loaded, limit, result, fresh } = stopAndResume(p);
      assert.ok(loaded > 0, p);
      assert.equal(result.outcome, fresh.outcome, p);
      // The resumed run skips what the stopped one found: it costs less than a fresh run, and
      // the two together cost little more than one (the path to the stopping point again).
      assert.ok(result.nodes < fresh.nodes, `${p}: ${result.nodes} < ${fresh.nodes}`);
      assert.ok(limit + result.nodes < 1.1 * fresh.nodes, `${p}: ${limit} + ${result.nodes}`);
    }
  });

  await t.step("a resumed search agrees with plain minimax, with checked moves", () => {
    fc.assert(
      fc.property(arbitraryHeaps, fc.integer({ min: 1, max: 40 }), (p, limit) => {
        const stopped = new OutcomeSolver(HEAPS, { valueSteps: 0, maxTableEntries: 16 });
        try {
          stopped.solve(p, { maxNodes: limit });
        } catch (error) {
          if (!(error instanceof PositionLimitError)) throw error;
        }
        const resumed = new OutcomeSolver(HEAPS);
        resumed.loadTable(stopped.saveTable("heaps"), "heaps");
        const result = resumed.solve(p);
        assert.equal(result.outcome, plainOutcome(WHOLE, p));
        if (result.leftMove !== undefined) {
          assert.equal(plainWinsFirst(WHOLE, result.leftMove, false), false);
        }
        if (result.rightMove !== undefined) {
          assert.equal(plainWinsFirst(WHOLE, result.rightMove, true), false);
        }
      }),
      { seed: 2525, numRuns: 100 },
    );
  });

  await t.step("saveTableChunks() gives the bytes of saveTable(), chunk by chunk", () => {
    const bytesOf = (chunks: Iterable<Uint8Array>): number[] => {
      const all: number[] = [];
      for (const chunk of chunks) all.push(...chunk);
      return all;
    };
    fc.assert(
      fc.property(
        arbitraryHeaps,
        fc.integer({ min: 1, max: 60 }),
        fc.string({ unit: "binary", maxLength: 8 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (p, limit, label, chunkCharacters, valued) => {
          // Valued heaps of 1 put sums (in notation) in the table too; a small table drops its
          // oldest entries, so both generations are written.
          const solver = new OutcomeSolver(
            HEAPS,
            valued ? { maxValueMoves: 1, maxTableEntries: 16 } : { valueSteps: 0 },
          );
          try {
            solver.solve(p, { maxNodes: limit });
          } catch (error) {
            if (!(error instanceof PositionLimitError)) throw error;
          }
          const whole = [...new TextEncoder().encode(solver.saveTable(label))];
          assert.deepEqual(bytesOf(solver.saveTableChunks(label, { chunkCharacters })), whole);
          assert.deepEqual(bytesOf(solver.saveTableChunks(label)), whole);
        },
      ),
      { seed: 90_417, numRuns: 200 },
    );
  });

  await t.step("saveTableChunks() makes a chunk at a time, each ending a line", () => {
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    solver.solve("4,6,7,8");
    const chunks = [...solver.saveTableChunks("x", { chunkCharacters: 100 })];
    assert.ok(chunks.length > 10, `${chunks.length} chunks`);
    for (const chunk of chunks) assert.equal(chunk.at(-1), 10);
    assert.throws(() => solver.saveTableChunks("x", { chunkCharacters: 0 }), RangeError);
  });

  await t.step("keeps valued sums, written in notation, with the keys", () => {
    // Heaps of 1 are valued (*), so the searched nodes carry a non-zero valued sum.
    const solver = new OutcomeSolver(HEAPS, { maxValueMoves: 1 });
    solver.solve("1,4,5");
    const text = solver.saveTable("x");
    assert.match(text, /^sums [1-9]/m);
    const again = new OutcomeSolver(HEAPS, { maxValueMoves: 1 });
    assert.equal(again.loadTable(text, "x"), solver.size);
    assert.equal(again.solve("1,4,5").nodes, 0);
  });

  await t.step("loadTable() refuses a table of another label", () => {
    const text = new OutcomeSolver(HEAPS).saveTable("4,5");
    assert.throws(() => new OutcomeSolver(HEAPS).loadTable(text, "4,6"), RangeError);
  });

  await t.step("loadTable() refuses text that is not a table of this version", () => {
    const body = `${OUTCOME_TABLE_HEADER}\nfor "a"\nsums 1\n"0"\nentries 1\n0 3 ";2:s1"\n`;
    const good = withCheck(body);
    assert.equal(new OutcomeSolver(HEAPS).loadTable(good, "a"), 1);
    const rows = [
      withCheck(body.replace("table 2", "table 1")), // another version
      withCheck(body.replace('for "a"', "for a")), // label not JSON
      withCheck(body.replace("sums 1", "sums x")),
      withCheck(body.replace('"0"', '"{|"')), // not a game
      withCheck(body.replace("entries 1", "entries 2")), // fewer entries than said
      withCheck(body.replace("0 3", "1 3")), // no such sum
      withCheck(body.replace("0 3", "0 2")), // a win with no known result
      withCheck(body.replace("0 3", "0 16")),
      withCheck(body.replace('";2:s1"', '"2:s1"')), // a key not made of components
      body, // no check line
      `${body}check 1234567\n`, // a check line of seven digits
      "",
    ];
    for (const text of rows) {
      assert.throws(() => new OutcomeSolver(HEAPS).loadTable(text, "a"), SyntaxError, text);
    }
  });

  await t.step("loadTable() refuses a saved table changed after it was saved", () => {
    // Its entries are trusted: an edited result bit (3 to 1, "Left moving first loses") was
    // loaded and answered as if proven before the check line.
    const solver = new OutcomeSolver(HEAPS, { valueSteps: 0 });
    solver.solve("3,4,4");
    const text = solver.saveTable("x");
    assert.equal(text, withCheck(text.slice(0, text.lastIndexOf("check "))));
    const entry = /^(\d+) (\d+) /m.exec(text.slice(text.indexOf("\nentries ") + 1).split("\n")[1])!;
    const changed = text.replace(entry[0], `${entry[1]} ${Number(entry[2]) === 1 ? 5 : 1} `);
    assert.notEqual(changed, text);
    assert.throws(
      () => new OutcomeSolver(HEAPS).loadTable(changed, "x"),
      /^SyntaxError: Cannot load the outcome table: its text does not match its check line/,
    );
  });

  await t.step("solve() refuses a maxNodes out of range", () => {
    for (const maxNodes of [0, 1.5, -1]) {
      assert.throws(() => new OutcomeSolver(HEAPS).solve("1", { maxNodes }), RangeError);
    }
  });
});
