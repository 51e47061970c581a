import assert from "node:assert/strict";
import fc from "fast-check";
import { MisereQuotient } from "../misere/misere_quotient.ts";
import { parseOctalCode, takeAndBreakRules } from "../octal_game.ts";
import {
  CensusConflictError,
  CensusDb,
  inShard,
  misereCensusRow,
  octalCensusRow,
  octalCodeClasses,
  rareValues,
} from "./mod.ts";

/** Slow twin of rareValues: every mask tried, rare when the bits of v AND m, counted one by one, are even. */
function slowRare(values: number[]): { mask: number; count: number; last: number | null } {
  const max = Math.max(0, ...values);
  if (max === 0) return { mask: 0, count: 0, last: null };
  let best = { mask: 0, count: Infinity, last: null as number | null };
  for (let m = 1; m < 2 ** max.toString(2).length; m++) {
    const rare = values.map((v) =>
      1 - [...(v & m).toString(2)].filter((b) => b === "1").length % 2
    );
    const count = rare.filter((r) => r === 1).length;
    if (count < best.count) best = { mask: m, count, last: rare.lastIndexOf(1) };
  }
  return { ...best, last: best.last === -1 ? null : best.last };
}

/**
 * Slow twin of the Grundy values, straight from the definition of an octal code: G(n) is the mex
 * of the values of every move (digit k, bit 1: heap k to nothing; bit 2: n > k to n - k; bit 4:
 * n - k split into a + b, a, b >= 1), with the nim-sum for two heaps.
 */
function slowValues(code: string, n: number): number[] {
  const digits = [0, ...code.slice(2).split("").map(Number)];
  const g: number[] = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set<number>();
    for (let k = 1; k < digits.length && k <= h; k++) {
      const d = digits[k];
      if (d & 1 && h === k) seen.add(0);
      if (d & 2 && h > k) seen.add(g[h - k]);
      if (d & 4) {
        for (let a = 1; 2 * a <= h - k - 0 && h - k - a >= 1; a++) seen.add(g[a] ^ g[h - k - a]);
      }
    }
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** The moves of a code from heaps 1..top, as text, by the slow move generator. */
function moveSet(code: string, top: number): string {
  const rules = takeAndBreakRules(parseOctalCode(code));
  const out: string[] = [];
  for (let h = 1; h <= top; h++) {
    out.push(`${h}:${JSON.stringify([...rules.options([h])].map((o) => o.join("+")).sort())}`);
  }
  return out.join(";");
}

Deno.test("octalCodeClasses() lists one code per set of moves", async (t) => {
  await t.step("every member of a class has the moves of its representative", () => {
    for (const c of octalCodeClasses(2)) {
      for (const m of c.members) assert.equal(moveSet(m, 6), moveSet(c.code, 6), m);
    }
  });
  await t.step("no two classes have the same moves", () => {
    const seen = new Map<string, string>();
    for (const c of octalCodeClasses(2)) {
      const moves = moveSet(c.code, 6);
      assert.equal(seen.get(moves), undefined, `${c.code} and ${seen.get(moves)}`);
      seen.set(moves, c.code);
    }
  });
  await t.step("counts 8^D - 1 classes, the last digit nonzero", () => {
    for (const d of [1, 2, 3]) {
      const classes = octalCodeClasses(d);
      assert.equal(classes.length, 8 ** d - 1);
      assert.ok(classes.every((c) => !c.code.endsWith("0")));
    }
  });
  await t.step("rejects a digit count out of range", () => {
    assert.throws(() => octalCodeClasses(0), RangeError);
    assert.throws(() => octalCodeClasses(7), RangeError);
    assert.throws(() => octalCodeClasses("2" as unknown as number), TypeError);
  });
});

Deno.test("inShard() puts every index in exactly one shard", () => {
  for (const shards of [1, 2, 3, 7]) {
    for (let i = 0; i < 50; i++) {
      let count = 0;
      for (let s = 0; s < shards; s++) if (inShard(i, s, shards)) count++;
      assert.equal(count, 1);
    }
  }
  assert.throws(() => inShard(0, 3, 3), RangeError);
});

Deno.test("rareValues() agrees with trying every mask", async (t) => {
  await t.step("on a table of sequences", () => {
    const table: [number[], ReturnType<typeof slowRare>][] = [
      [[0, 0, 0], { mask: 0, count: 0, last: null }],
      [[0, 1, 0, 1], { mask: 1, count: 2, last: 2 }],
      [[0, 1, 2, 3, 1, 2], { mask: 3, count: 2, last: 3 }],
    ];
    for (const [values, expected] of table) {
      assert.deepEqual(rareValues(new Uint16Array(values)), expected);
      assert.deepEqual(slowRare(values), expected);
    }
  });
  await t.step("on random sequences (seeded property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }), (values) => {
        assert.deepEqual(rareValues(new Uint32Array(values)), slowRare(values));
      }),
      { seed: 24_001, numRuns: 200 },
    );
  });
  await t.step("rejects a plain array", () => {
    assert.throws(() => rareValues([1, 2] as unknown as Uint16Array), TypeError);
  });
});

Deno.test("octalCensusRow() gives the published periods and checks them by brute force", async (t) => {
  await t.step("on published codes", () => {
    const table = [
      { code: "0.77", preperiod: 71, period: 12, source: "Kayles, Winning Ways ch. 4" },
      { code: "0.07", preperiod: 53, period: 34, source: "Dawson's Kayles, Winning Ways ch. 4" },
      { code: "0.137", preperiod: 52, period: 34, source: "Dawson's chess, Winning Ways ch. 4" },
    ];
    for (const row of table) {
      const found = octalCensusRow(row.code, 2000);
      assert.equal(found.preperiod, row.preperiod, row.source);
      assert.equal(found.period, row.period, row.source);
      assert.equal(found.proved, true, row.source);
      // The witness: the slow solver's values repeat with that period from the preperiod on.
      const values = slowValues(row.code, found.provedBound! + found.period!);
      for (let n = found.preperiod!; n + found.period! < values.length; n++) {
        assert.equal(values[n + found.period!], values[n], `${row.code} at ${n}`);
      }
      assert.notEqual(values[found.preperiod! - 1 + found.period!], values[found.preperiod! - 1]);
    }
  });
  await t.step("on published rows with largest and rare values", () => {
    const source = "tczajka/octal-games SolvedGames.md";
    const table = [
      ["0.45", 498, 20, 37, 8, "f", 11, 198],
      ["0.156", 3479, 349, 1032, 23, "1b", 15, 357],
      ["0.356", 7315, 142, 86, 19, "1b", 7, 43],
      ["0.644", 3256, 442, 333, 64, "7e", 31, 511],
    ] as const;
    for (const [code, preperiod, period, n, value, mask, count, last] of table) {
      const row = octalCensusRow(code, 32768);
      assert.deepEqual(
        [
          row.preperiod,
          row.period,
          row.proved,
          row.largest,
          row.rareMask,
          row.rareCount,
          row.lastRare,
        ],
        [preperiod, period, true, { n, value }, mask, count, last],
        `${code} (${source})`,
      );
    }
  });
  await t.step("largest value and rare values agree with the slow solver (seeded property)", () => {
    const codes = octalCodeClasses(2).map((c) => c.code);
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.integer({ min: 0, max: 120 }), (code, limit) => {
        const row = octalCensusRow(code, limit);
        const values = slowValues(code, row.computedTo);
        const max = Math.max(...values);
        assert.deepEqual(row.largest, { n: values.indexOf(max), value: max });
        const rare = slowRare(values);
        assert.equal(row.rareMask, rare.mask.toString(16));
        assert.equal(row.rareCount, rare.count);
        assert.equal(row.lastRare, rare.last);
        assert.ok(row.computedTo <= limit);
        if (!row.proved) assert.equal(row.computedTo, limit);
      }),
      { seed: 24_002, numRuns: 60 },
    );
  });
  await t.step("rejects a bad code and a bad limit", () => {
    assert.throws(() => octalCensusRow("0.9", 10), SyntaxError);
    assert.throws(() => octalCensusRow("0.7", -1), RangeError);
    assert.throws(() => octalCensusRow(7 as unknown as string, 10), TypeError);
  });
});

Deno.test("CensusDb stores each result once and refuses conflicting ones", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("a row stored twice is one row", () => {
      const db = new CensusDb(`${dir}/a.sqlite`);
      const row = octalCensusRow("0.07", 300);
      db.addOctal(row);
      db.addOctal({ ...row, seconds: row.seconds + 1 });
      assert.equal(db.octalRows().length, 1);
      db.close();
    });
    await t.step("a row survives closing and reopening", () => {
      const db = new CensusDb(`${dir}/a.sqlite`);
      assert.equal(db.has("0.07", 300), true);
      assert.equal(db.has("0.07", 301), false);
      assert.deepEqual(
        { ...db.octalRows()[0], seconds: 0 },
        { ...octalCensusRow("0.07", 300), seconds: 0 },
      );
      db.close();
    });
    await t.step("merge keeps equal rows once and names both files on a conflict", () => {
      const b = new CensusDb(`${dir}/b.sqlite`);
      b.addOctal(octalCensusRow("0.07", 300));
      b.addOctal(octalCensusRow("0.77", 300));
      b.close();
      const c = new CensusDb(`${dir}/c.sqlite`);
      c.addOctal({ ...octalCensusRow("0.07", 300), period: 35 });
      c.close();
      const all = new CensusDb(`${dir}/all.sqlite`);
      for (const name of ["a", "b"]) {
        const source = new CensusDb(`${dir}/${name}.sqlite`);
        all.merge(source);
        source.close();
      }
      assert.deepEqual(all.octalRows().map((r) => r.code), ["0.07", "0.77"]);
      const source = new CensusDb(`${dir}/c.sqlite`);
      assert.throws(() => all.merge(source), (error: unknown) => {
        assert.ok(error instanceof CensusConflictError);
        assert.match(error.message, /all\.sqlite \(period=34\) and .*c\.sqlite \(period=35\)/);
        return true;
      });
      source.close();
      assert.equal(all.octalRows().find((r) => r.code === "0.07")?.period, 34);
      all.close();
    });
    await t.step("runs are recorded once", () => {
      const db = new CensusDb(":memory:");
      const run = {
        kind: "octal",
        parameters: "{}",
        version: "0.1.0",
        os: "linux",
        arch: "x86_64",
        cpus: 2,
        deno: "2",
        started: "2026-01-01T00:00:00Z",
      };
      db.addRun(run);
      db.addRun(run);
      assert.deepEqual(db.runs(), [run]);
      db.close();
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("misereCensusRow() is the quotient of MisereQuotient, or stops where it must", async (t) => {
  await t.step("without a limit it is MisereQuotient's quotient at the bound", () => {
    for (const [code, heap] of [["0.75", 30], ["0.07", 20], ["0.3", 10]] as const) {
      const row = misereCensusRow(code, heap);
      const q = new MisereQuotient(parseOctalCode(code), heap);
      assert.deepEqual(
        [row.reached, row.order, row.pPortionSize, row.presentation, row.stopped],
        [heap, q.order, q.pPortionSize, q.format(), null],
      );
    }
  });
  await t.step("with an element limit it keeps the last quotient that fits", () => {
    const row = misereCensusRow("0.77", 40, { maxElements: 16 });
    const fits = (h: number) => {
      try {
        new MisereQuotient(parseOctalCode("0.77"), h, { maxElements: 16 });
        return true;
      } catch {
        return false;
      }
    };
    assert.equal(fits(row.reached), true);
    assert.equal(fits(row.reached + 1), false);
    assert.equal(
      row.presentation,
      new MisereQuotient(parseOctalCode("0.77"), row.reached).format(),
    );
    assert.match(row.stopped!, new RegExp(`at heap ${row.reached + 1}\\)$`));
  });
  await t.step("rows are stored once and conflicts are refused", () => {
    const db = new CensusDb(":memory:");
    const row = misereCensusRow("0.75", 12);
    db.addMisere(row);
    db.addMisere({ ...row, seconds: 9 });
    assert.equal(db.hasMisere("0.75", 12, 4096, 100_000_000), true);
    assert.deepEqual(db.misereRows(), [row]);
    assert.throws(() => db.addMisere({ ...row, order: 1 }), CensusConflictError);
    db.close();
  });
});

Deno.test("CensusDb stores Domineering rows once and refuses conflicting ones", () => {
  const db = new CensusDb(":memory:");
  const row = { board: "..|..", cells: 4, form: "+-1", mean: "0", temperature: "1", seconds: 0 };
  db.addDomineering(row);
  db.addDomineering({ ...row, seconds: 2 });
  assert.equal(db.hasDomineering("..|.."), true);
  assert.deepEqual(db.domineeringRows(), [row]);
  assert.throws(
    () => db.addDomineering({ ...row, form: "0" }),
    /\.\.\|\.\. differs between :memory: \(form=\+-1\) and the new row \(form=0\)/,
  );
  db.close();
});
