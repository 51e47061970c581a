import assert from "node:assert/strict";
import { PARALLEL_SEARCHES, parallelCommand, parallelRows } from "./_parallel.ts";
import { shellSplit } from "./_shell.ts";

/** The words of a command with the value of `--workers` taken out. */
function withoutWorkers(words: string[]): { rest: string[]; workers: string | undefined } {
  const at = words.indexOf("--workers");
  if (at < 0) return { rest: words, workers: undefined };
  return { rest: [...words.slice(0, at), ...words.slice(at + 2)], workers: words[at + 1] };
}

Deno.test("parallelRows() builds pairs whose commands differ only in --workers", async (t) => {
  const rows = parallelRows();
  const command = (name: string) => {
    const row = rows.find((r) => r.name === name);
    assert.ok(row, `no row ${name}`);
    return shellSplit(row.command);
  };
  for (const { one, two } of PARALLEL_SEARCHES) {
    await t.step(`${one} and ${two}`, () => {
      const a = withoutWorkers(command(one));
      const b = withoutWorkers(command(two));
      assert.equal(a.workers, "1");
      assert.equal(b.workers, "2");
      assert.deepEqual(a.rest, b.rest);
      // The one-worker search must not stop at cgt's estimate or the default bounds.
      for (const option of ["--force", "--max-steps", "--max-positions"]) {
        assert.ok(a.rest.includes(option), `${one} lacks ${option}`);
      }
      assert.equal(
        rows.find((r) => r.name === one)?.large,
        rows.find((r) => r.name === two)?.large,
      );
    });
  }
});

Deno.test("parallelRows() names every row once, two per search", () => {
  const names = parallelRows().map((r) => r.name);
  assert.equal(names.length, 2 * PARALLEL_SEARCHES.length);
  assert.equal(new Set(names).size, names.length);
});

Deno.test("PARALLEL_SEARCHES keeps the pairs apart from the peers' rows of the same board", () => {
  // konane-5x5, domineering-5x5 and clobber-4x4 are workloads.tsv rows with the default bounds,
  // which the peers' comparison measures; the pair of the same board has its own names.
  const names = PARALLEL_SEARCHES.flatMap(({ one, two }) => [one, two]);
  for (const peerRow of ["konane-5x5", "domineering-5x5", "clobber-4x4"]) {
    assert.ok(!names.includes(peerRow), peerRow);
  }
});

Deno.test("parallelCommand() quotes the expression and sets the workers", () => {
  assert.deepEqual(shellSplit(parallelCommand('clobber("xo|ox")', 2)), [
    "value",
    'clobber("xo|ox")',
    "--max-steps",
    "9000000000000",
    "--max-positions",
    "100000000",
    "--force",
    "--workers",
    "2",
    "--json",
  ]);
});
