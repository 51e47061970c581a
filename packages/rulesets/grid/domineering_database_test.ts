import assert from "node:assert/strict";
import fc from "fast-check";
import { equals } from "@cgt/partizan/compare";
import { integer } from "@cgt/partizan/game";
import { DOMINEERING, formatDomineering, parseDomineering } from "./domineering.ts";
import {
  buildDomineeringDatabase,
  formatDomineeringDatabase,
  MAX_DATABASE_CELLS,
  parseDomineeringDatabase,
} from "./domineering_database.ts";
import { solveDomineering } from "./domineering_solver.ts";
import { plainValue } from "../../../testing/plain_value.ts";

/**
 * The check line of a database's `body` (every line before it), the slow way: the 32-bit FNV-1a
 * hash of its UTF-16 code units (offset basis 2166136261, prime 16777619), with bigints.
 */
function checkLine(body: string): string {
  let h = 2166136261n;
  for (const unit of Array.from({ length: body.length }, (_, i) => body.charCodeAt(i))) {
    h = ((h ^ BigInt(unit)) * 16777619n) % 2n ** 32n;
  }
  return `check ${h.toString(16).padStart(8, "0")}\n`;
}

Deno.test("buildDomineeringDatabase()", async (t) => {
  await t.step("holds every region up to its size with the plain recursion's value", () => {
    const db = buildDomineeringDatabase(6);
    // Regions of 1 to 6 cells, up to the board's symmetries (mirror rows and columns): a few
    // hundred; each value checked against plain recursion on the region itself.
    assert.ok(db.values.size > 100, `${db.values.size}`);
    const rows = ["..|..", "...|...", ".#|..", "......", "..|..|..", ".#.|...", "#.#|..."];
    for (const board of rows) {
      const p = parseDomineering(board);
      const [region] = [...DOMINEERING.components!(p)];
      const g = db.values.get(DOMINEERING.key!(region));
      assert.ok(g !== undefined, board);
      assert.ok(equals(g, plainValue(DOMINEERING, p)), formatDomineering(region));
    }
  });

  await t.step("refuses a cell count out of range", () => {
    for (const cells of [0, MAX_DATABASE_CELLS + 1, 2.5]) {
      assert.throws(() => buildDomineeringDatabase(cells), RangeError);
    }
  });
});

Deno.test("formatDomineeringDatabase() and parseDomineeringDatabase()", async (t) => {
  await t.step("a saved database reads back with the same values", () => {
    const db = buildDomineeringDatabase(7);
    const back = parseDomineeringDatabase(formatDomineeringDatabase(db));
    assert.equal(back.cells, 7);
    assert.equal(back.values.size, db.values.size);
    for (const [key, g] of db.values) assert.ok(equals(back.values.get(key)!, g), String(key));
  });

  await t.step("parseDomineeringDatabase() refuses another version or a damaged file", () => {
    const text = formatDomineeringDatabase(buildDomineeringDatabase(3));
    const bad = [
      text.replace("database 2", "database 3"),
      text.replace(/\n[^\n]*\ncheck/, "\ncheck"), // a line lost
      text + "x\tnot a line\n",
      text.replace(/check [0-9a-f]{8}\n$/, ""), // no check line
    ];
    for (const b of bad) assert.throws(() => parseDomineeringDatabase(b), SyntaxError);
  });

  await t.step("formatDomineeringDatabase() ends with a check line of FNV-1a over the rest", () => {
    const text = formatDomineeringDatabase(buildDomineeringDatabase(4));
    const at = text.lastIndexOf("check ");
    assert.match(text, /^cgt-domineering-database 2 cells=4 count=\d+\n/);
    assert.equal(text.slice(at), checkLine(text.slice(0, at)));
  });

  await t.step("parseDomineeringDatabase() refuses a value edited after saving", () => {
    // A flipped bit that still reads as a database: 0 becomes 1 (ASCII 0x30 to 0x31). Without
    // the check line it was read, and the solver trusted the wrong value.
    const text = formatDomineeringDatabase(buildDomineeringDatabase(5));
    const edited = text.replace(/\t0\n/, "\t1\n");
    assert.notEqual(edited, text);
    assert.throws(
      () => parseDomineeringDatabase(edited),
      (e) =>
        e instanceof SyntaxError &&
        e.message ===
          "Cannot read Domineering database: its text does not match its check line (the file was damaged or changed after it was written)",
    );
  });

  await t.step(
    "parseDomineeringDatabase() refuses any one character changed (fast-check, 300 runs)",
    () => {
      const text = formatDomineeringDatabase(buildDomineeringDatabase(5));
      fc.assert(
        fc.property(
          fc.nat(text.length - 1),
          fc.integer({ min: 1, max: 127 }),
          (at, by) => {
            const unit = (text.charCodeAt(at) + by) % 128;
            const changed = text.slice(0, at) + String.fromCharCode(unit) + text.slice(at + 1);
            assert.throws(() => parseDomineeringDatabase(changed), SyntaxError);
          },
        ),
        { seed: 2512, numRuns: 300 },
      );
    },
  );

  await t.step("parseDomineeringDatabase() refuses version 1, which has no check line", () => {
    assert.throws(
      () => parseDomineeringDatabase("cgt-domineering-database 1 cells=4 count=1\nn12\t1\n"),
      (e) =>
        e instanceof SyntaxError &&
        e.message ===
          'Cannot read Domineering database: it is of version 1, which has no check line (build it again), received "cgt-domineering-database 1 cells=4 count=1"',
    );
  });

  await t.step("parseDomineeringDatabase() refuses what no database holds, naming the line", () => {
    // cells=99 reached the solver, which refused it as an option; a key "nabc" was read as NaN;
    // a value that is no game failed without its line.
    const one = (line: string, header = "cells=4 count=1") => {
      const body = `cgt-domineering-database 2 ${header}\n${line}\n`;
      return body + checkLine(body);
    };
    const rows: [string, RegExp][] = [
      [one("n1\t0", "cells=99 count=1"), /the first line must give cells from 0 to 12/],
      [one("nabc\t0"), /line 2 must be a numeric key and a value, received "nabc\\t0"/],
      [one("n1.5\t0"), /line 2 must be a numeric key/],
      [one("n99999999999999999\t0"), /line 2 must be a numeric key/],
      [one("n1\t{|{|"), /line 2 must be a key and a game, received "n1\\t{\|{\|"/],
      [one("n1\tloopy"), /line 2 must be a key and a game/],
    ];
    for (const [text, message] of rows) {
      assert.throws(
        () => parseDomineeringDatabase(text),
        (e) =>
          e instanceof SyntaxError && e.message.startsWith("Cannot read Domineering database: ") &&
          message.test(e.message),
        text,
      );
    }
    assert.equal(parseDomineeringDatabase(one("n12\t1")).values.get(12), integer(1));
  });
});

Deno.test("DomineeringSolver with a database searches fewer nodes, same outcome", () => {
  const database = parseDomineeringDatabase(formatDomineeringDatabase(buildDomineeringDatabase(8)));
  // 5 x 5: on 5 x 6 the count bounds of the search now decide the boards the database would
  // (843 nodes either way).
  const board = ".....|.....|.....|.....|.....";
  const without = solveDomineering(board, { maxTableEntries: 1 << 16 });
  const withDb = solveDomineering(board, { maxTableEntries: 1 << 16, database });
  assert.equal(withDb.outcome, without.outcome);
  assert.ok(withDb.nodes < without.nodes, `${withDb.nodes} < ${without.nodes}`);
});
