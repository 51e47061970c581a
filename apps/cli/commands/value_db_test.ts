import assert from "node:assert/strict";
import {
  buildDomineeringDatabase,
  formatDomineeringDatabase,
} from "@cgt/rulesets/domineering-database";
import { cgt } from "../testing.ts";

Deno.test("cgt value --db", async (t) => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(
    `${dir}/d8.cgtdb`,
    formatDomineeringDatabase(buildDomineeringDatabase(8)),
  );
  const value = (args: string[]) => cgt(["value", "--json", ...args], "", { cwd: dir });
  try {
    await t.step("gives the value without the database, for less work", async () => {
      for (const board of ["....|....|....", "....|....|....|....", ".....|.....|...#."]) {
        const expr = `domineering("${board}")`;
        const plain = await value([expr]);
        assert.equal(plain.code, 0, plain.stderr);
        // The least budget the database needs (by bisection: each run starts from empty
        // caches, so the steps are the same every time), which is too little without it.
        // Measured: 211 against 803 steps, 5,008 against 7,158, 1,964 against 3,292.
        let [low, budget] = [0, 1 << 24];
        while (budget - low > 1) {
          const mid = Math.floor((low + budget) / 2);
          const run = await value([expr, "--db", "d8.cgtdb", "--max-steps", `${mid}`]);
          if (run.code === 0) budget = mid;
          else low = mid;
        }
        const withDb = await value([expr, "--db", "d8.cgtdb", "--max-steps", `${budget}`]);
        assert.equal(withDb.stdout, plain.stdout, board);
        const without = await value([expr, "--max-steps", `${budget}`]);
        assert.equal(without.code, 1, `${board}: ${budget} steps suffice without the database`);
        assert.match(without.stderr, /--max-steps/);
      }
    });

    await t.step("refuses a file that is not a database, in one line", async () => {
      await Deno.writeTextFile(`${dir}/bad.cgtdb`, "not a database\n");
      const plainText = (args: string[]) => cgt(["value", ...args], "", { cwd: dir });
      const bad = await plainText(['domineering("..|..")', "--db", "bad.cgtdb"]);
      assert.equal(bad.code, 1);
      // Named as the CLI's other file errors name a file, not as the library says it.
      assert.equal(
        bad.stderr,
        // (the CLI shortens quoted text in an error line to 40 characters)
        'error: cannot read "bad.cgtdb": the first line must be "cgt-domineering-database 2 cells=N count…", received "not a database"\n',
      );
      const missing = await plainText(['domineering("..|..")', "--db", "none.cgtdb"]);
      assert.equal(missing.stderr, 'error: cannot read "none.cgtdb": no such file\n');
      const elsewhere = await plainText(['cram("..|..")', "--db", "d8.cgtdb"]);
      assert.equal(elsewhere.code, 2);
      assert.match(
        elsewhere.stderr,
        /^error: option "--db" applies to expressions with Domineering/,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
