import assert from "node:assert/strict";
import {
  CensusDb,
  misereCensusRow,
  type OctalCensusRow,
  octalCensusRow,
} from "@cgt/impartial/census";
import { domineeringCensusRow, domineeringPositions } from "@cgt/rulesets/census";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

const MAIN = new URL("../main.ts", import.meta.url).pathname;

/** The rows of a database without their times (a result's identity). */
function results(path: string): Omit<OctalCensusRow, "seconds">[] {
  const db = new CensusDb(path, { readOnly: true });
  try {
    return db.octalRows().map(({ seconds: _, ...rest }) => rest);
  } finally {
    db.close();
  }
}

async function inTempDir(f: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.realPath(await Deno.makeTempDir());
  try {
    await f(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("cgt census prints its help", async (t) => {
  const result = await cgt(["census", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
  assert.equal((await cgt(["census", "octal", "--help"])).stdout, result.stdout);
});

Deno.test("cgt census octal stores the rows that octalCensusRow computes", async (t) => {
  await inTempDir(async (dir) => {
    const args = [
      "census",
      "octal",
      "--codes",
      "0.07,0.77,.106",
      "--to",
      "1000",
      "--db",
      "t.sqlite",
    ];
    await t.step("the first run computes every code (--json summary)", async () => {
      const result = await cgt([...args, "--json"], "", { cwd: dir });
      assert.equal(result.stderr, "");
      assert.equal(result.code, 0);
      await t.assertSnapshot(result.stdout);
    });
    await t.step("the rows are the library's rows", () => {
      const expected = ["0.07", "0.77", "0.106"].map((c) => {
        const { seconds: _, ...rest } = octalCensusRow(c, 1000);
        return rest;
      });
      assert.deepEqual(results(`${dir}/t.sqlite`), expected);
    });
    await t.step("a second run skips the codes already stored", async () => {
      const result = await cgt(args, "", { cwd: dir });
      assert.equal(result.code, 0);
      assert.equal(
        result.stdout,
        "3 codes in shard 0/1: 0 computed (0 proved periodic), 3 already in t.sqlite\n",
      );
    });
    await t.step(
      "report --json prints one object per row with the fields of issue 24",
      async () => {
        const result = await cgt(["census", "report", "--db", "t.sqlite", "--json"], "", {
          cwd: dir,
        });
        assert.equal(result.code, 0);
        const lines = result.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
        assert.equal(lines.length, 3);
        for (const line of lines) {
          assert.deepEqual(Object.keys(line), [
            "code",
            "preperiod",
            "period",
            "saltus",
            "proved",
            "largest",
            "rareMask",
            "rareCount",
            "lastRare",
            "computedTo",
            "seconds",
          ]);
          assert.deepEqual(Object.keys(line.largest), ["n", "value"]);
        }
        assert.deepEqual(lines[0].code, "0.07");
        assert.deepEqual([lines[0].preperiod, lines[0].period, lines[0].proved], [53, 34, true]);
      },
    );
    await t.step("report prints a Markdown table and --csv a CSV with a header", async () => {
      const md = await cgt(["census", "report", "--db", "t.sqlite"], "", { cwd: dir });
      assert.match(md.stdout, /^\| code \| preperiod \| period \|/);
      assert.match(md.stdout, /\n\| 0\.77 \| 71 \| 12 \| 0 \| yes \(156\) \| 8 \(27\) \|/);
      assert.match(md.stdout, /\n3 codes, 2 with a proved period\n$/);
      const csv = await cgt(["census", "report", "--db", "t.sqlite", "--csv"], "", { cwd: dir });
      const [header, first] = csv.stdout.split("\n");
      assert.equal(header.split(",")[0], "code");
      assert.match(first, /^0\.07,1000,53,34,0,true,142,/);
    });
  });
});

Deno.test("cgt census octal --max-steps leaves out the codes whose budget runs out", async () => {
  await inTempDir(async (dir) => {
    for (const workers of ["1", "2"]) {
      const db = `b${workers}.sqlite`;
      const args = ["census", "octal", "--codes", "0.6,0.07", "--to", "100000", "--db", db];
      const result = await cgt(
        [...args, "--max-steps", "1000", "--workers", workers, "--json"],
        "",
        {
          cwd: dir,
        },
      );
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), {
        db,
        codes: 2,
        computed: 1,
        skipped: 0,
        proved: 1,
        stopped: 1,
      });
      assert.equal(
        result.stderr,
        "note: 0.6 not stored: Cannot finish the computation on games: it needs more than 1000 steps (give a larger --max-steps)\n",
      );
      assert.deepEqual(results(`${dir}/${db}`).map((r) => r.code), ["0.07"]);
    }
  });
});

Deno.test("cgt census merge joins shards into the unsharded census", async (t) => {
  await inTempDir(async (dir) => {
    const octal = (db: string, ...more: string[]) =>
      cgt(["census", "octal", "--digits", "1", "--to", "500", "--db", db, ...more], "", {
        cwd: dir,
      });
    assert.equal((await octal("whole.sqlite")).code, 0);
    assert.equal((await octal("a.sqlite", "--shard", "0/2")).code, 0);
    assert.equal((await octal("b.sqlite", "--shard", "1/2")).code, 0);
    await t.step("the shards are disjoint and merge into the whole census", async () => {
      assert.deepEqual(results(`${dir}/a.sqlite`).map((r) => r.code), ["0.1", "0.3", "0.5", "0.7"]);
      const merged = await cgt(
        ["census", "merge", "a.sqlite", "b.sqlite", "a.sqlite", "--db", "all.sqlite"],
        "",
        { cwd: dir },
      );
      assert.equal(merged.code, 0, merged.stderr);
      assert.equal(merged.stdout, "7 rows and 2 runs in all.sqlite\n");
      assert.deepEqual(results(`${dir}/all.sqlite`), results(`${dir}/whole.sqlite`));
    });
    await t.step("two different results for one key are an error naming both files", async () => {
      const db = new CensusDb(`${dir}/bad.sqlite`);
      db.addOctal({ ...octalCensusRow("0.4", 500), period: 35 });
      db.close();
      const merged = await cgt(["census", "merge", "bad.sqlite", "--db", "all.sqlite"], "", {
        cwd: dir,
      });
      assert.equal(merged.code, 1);
      assert.match(
        merged.stderr,
        /^error: Cannot store census row: 0\.4 to 500 differs between .*all\.sqlite \(period=34\) and .*bad\.sqlite \(period=35\)\n$/,
      );
    });
  });
});

Deno.test("cgt census refuses bad arguments with one error line", async (t) => {
  await assertErrorCases(t, [
    [["census"], 2, /missing kind/],
    [["census", "domino"], 2, /unknown census "domino"/],
    [["census", "octal", "--to", "10", "--db", "x.sqlite"], 2, /--digits D" or "--codes/],
    [["census", "octal", "--digits", "1", "--codes", "0.7", "--to", "9", "--db", "x"], 2],
    [["census", "octal", "--digits", "7", "--to", "10", "--db", "x.sqlite"], 2, /1 to 6/],
    [["census", "octal", "--digits", "1", "--db", "x.sqlite"], 2, /--to N/],
    [["census", "octal", "--codes", "0.9", "--to", "10", "--db", "x.sqlite"], 2, /--codes/],
    [["census", "octal", "--digits", "1", "--to", "10", "--db", "x", "--shard", "2/2"], 2],
    [["census", "octal", "--digits", "1", "--to", "10", "--db", "x", "--workers", "0"], 2],
    [["census", "octal", "--digits", "1", "--to", "10"], 2, /--db FILE/],
    [["census", "misere", "--digits", "1", "--db", "x.sqlite"], 2, /--heap H/],
    [["census", "misere", "--digits", "1", "--heap", "9", "--max-elements", "1", "--db", "x"], 2],
    [["census", "report", "--db", "x.sqlite", "--kind", "domino"], 2, /--kind/],
    [["census", "merge", "--db", "x.sqlite"], 2, /name the databases/],
  ]);
  await t.step("report refuses --json with --csv", async () => {
    const both = await cgt(["census", "report", "--db", "x.sqlite", "--csv", "--json"]);
    assert.equal(both.code, 2);
    assert.equal(both.stderr, '{"error":"give at most one of \\"--json\\" and \\"--csv\\""}\n');
  });
  await t.step("a database outside the run directory is refused", async () => {
    await inTempDir(async (dir) => {
      await Deno.mkdir(`${dir}/in`);
      await Deno.symlink(dir, `${dir}/in/out`);
      const outside = await cgt(
        ["census", "octal", "--digits", "1", "--to", "10", "--db", "out/x.sqlite"],
        "",
        { cwd: `${dir}/in` },
      );
      assert.equal(outside.code, 1);
      assert.match(
        outside.stderr,
        /^error: cannot open "out\/x.sqlite": its real location is outside/,
      );
      await Deno.symlink(`${dir}/target.sqlite`, `${dir}/in/link.sqlite`);
      const link = await cgt(
        ["census", "octal", "--digits", "1", "--to", "10", "--db", "link.sqlite"],
        "",
        { cwd: `${dir}/in` },
      );
      assert.equal(link.code, 1);
      assert.match(link.stderr, /not a regular file/);
      const missing = await cgt(["census", "report", "--db", "none.sqlite"], "", { cwd: dir });
      assert.equal(missing.code, 1);
      assert.match(missing.stderr, /^error: cannot open "none.sqlite": no such file\n$/);
    });
  });
});

/** Runs the census in a subprocess and stops it with `signal` once `rows` rows are stored. */
async function stopAfter(dir: string, args: string[], rows: number, signal: Deno.Signal) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", `--allow-write=${dir}`, MAIN, ...args],
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let stored = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      stored = results(`${dir}/k.sqlite`).length;
    } catch {
      continue; // not created yet, or locked for a moment
    }
    if (stored >= rows) break;
  }
  child.kill(signal);
  const output = await child.output();
  return { output, stored: results(`${dir}/k.sqlite`).length };
}

Deno.test("cgt census octal continues after a kill or Ctrl-C and loses nothing", async (t) => {
  await inTempDir(async (dir) => {
    const args = ["census", "octal", "--digits", "2", "--to", "20000", "--db", "k.sqlite"];
    await t.step("a run killed mid-way keeps every row it finished", async () => {
      const { output, stored } = await stopAfter(dir, [...args, "--workers", "1"], 20, "SIGKILL");
      assert.notEqual(output.code, 0);
      assert.ok(stored >= 20 && stored < 63, `${stored} rows stored`);
    });
    await t.step("Ctrl-C stops a run on workers cleanly with exit code 130", async () => {
      const before = results(`${dir}/k.sqlite`).length;
      const { output, stored } = await stopAfter(
        dir,
        [...args, "--workers", "2"],
        before + 3,
        "SIGINT",
      );
      const stderr = new TextDecoder().decode(output.stderr);
      assert.ok(stored < 63, "the run ended before Ctrl-C");
      assert.equal(output.code, 130, stderr);
      assert.match(
        stderr,
        /^interrupted: \d+ of \d+ codes stored in "k.sqlite"; run the same command again to continue\n$/,
      );
    });
    await t.step("the run started again gives the database of an uninterrupted run", async () => {
      const again = await cgt([...args, "--workers", "2"], "", { cwd: dir });
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stdout, /^63 codes in shard 0\/1: \d+ computed/);
      const whole = await cgt([...args.slice(0, -1), "whole.sqlite", "--workers", "1"], "", {
        cwd: dir,
      });
      assert.equal(whole.code, 0, whole.stderr);
      assert.deepEqual(results(`${dir}/k.sqlite`), results(`${dir}/whole.sqlite`));
    });
  });
});

Deno.test("cgt census misere stores misereCensusRow's rows and reports them", async (t) => {
  await inTempDir(async (dir) => {
    const args = [
      "census",
      "misere",
      "--digits",
      "1",
      "--heap",
      "20",
      "--max-elements",
      "64",
      "--db",
      "m.sqlite",
    ];
    await t.step("the run computes every code, then a second run skips them", async () => {
      const first = await cgt([...args, "--json"], "", { cwd: dir });
      assert.equal(first.code, 0, first.stderr);
      assert.deepEqual(JSON.parse(first.stdout), {
        db: "m.sqlite",
        codes: 7,
        computed: 7,
        skipped: 0,
        complete: 6,
      });
      const again = await cgt(args, "", { cwd: dir });
      assert.match(again.stdout, /^7 codes in shard 0\/1: 0 computed .*, 7 already in m.sqlite\n$/);
    });
    await t.step("report --json prints the library's rows", async () => {
      const result = await cgt(["census", "report", "--db", "m.sqlite", "--json"], "", {
        cwd: dir,
      });
      const lines = result.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
      const expected = ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"].map((code) => {
        const { maxElements: _, maxSteps: __, seconds: ___, ...rest } = misereCensusRow(code, 20, {
          maxElements: 64,
        });
        return rest;
      });
      assert.deepEqual(lines.map(({ seconds: _, ...rest }) => rest), expected);
      assert.match(lines[5].stopped, /more than 64 positions .*\(at heap 15\)$/);
    });
    await t.step("report escapes the presentation's bars in Markdown", async () => {
      const result = await cgt(["census", "report", "--db", "m.sqlite"], "", { cwd: dir });
      assert.match(
        result.stdout,
        /\n\| 0\.1 \| 20 \| 20 \| 2 \| 1 \| Q = <a \\\| a2=1>; P = \{a\} \| - \|/,
      );
      const csv = await cgt(["census", "report", "--db", "m.sqlite", "--csv"], "", { cwd: dir });
      assert.match(csv.stdout, /\n0\.4,20,64,100000000,20,24,5,"Q = <a,b,c,d \| /);
    });
  });
});

Deno.test("cgt census domineering stores one row per position class and resumes", async () => {
  await inTempDir(async (dir) => {
    const args = ["census", "domineering", "--rows", "2", "--cols", "3", "--db", "d.sqlite"];
    const first = await cgt([...args, "--json"], "", { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), {
      db: "d.sqlite",
      positions: 12,
      computed: 12,
      skipped: 0,
    });
    const again = await cgt(args, "", { cwd: dir });
    assert.equal(again.stdout, "12 positions in 2 x 3: 0 computed, 12 already in d.sqlite\n");
    const report = await cgt(["census", "report", "--db", "d.sqlite", "--json"], "", { cwd: dir });
    const lines = report.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map(({ seconds: _, ...rest }) => rest),
      domineeringPositions(2, 3).map((b) => {
        const { seconds: _, ...rest } = domineeringCensusRow(b);
        return rest;
      }),
    );
    // The same census in one thread stores the same rows as on workers.
    const single = await cgt(
      [
        "census",
        "domineering",
        "--rows",
        "2",
        "--cols",
        "3",
        "--db",
        "one.sqlite",
        "--workers",
        "1",
      ],
      "",
      { cwd: dir },
    );
    assert.equal(single.code, 0, single.stderr);
    const oneReport = await cgt(["census", "report", "--db", "one.sqlite", "--json"], "", {
      cwd: dir,
    });
    assert.deepEqual(
      oneReport.stdout.trimEnd().split("\n").map((l) => {
        const { seconds: _, ...rest } = JSON.parse(l);
        return rest;
      }),
      lines.map(({ seconds: _, ...rest }) => rest),
    );
    const whole = lines.find((l) => l.board === "...|...");
    assert.deepEqual([whole.form, whole.mean, whole.temperature], ["{2|-1/2}", "3/4", "5/4"]);
    const refused = await cgt(["census", "domineering", "--rows", "5", "--cols", "5", "--db", "x"]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /^error: the board may have at most 20 cells, received 5 x 5\n$/);
  });
});
