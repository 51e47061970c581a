import assert from "node:assert/strict";

const script = new URL("./testdata/memory_rounds.ts", import.meta.url).pathname;
const MB = 2 ** 20;

/** The heap after each round of testdata/memory_rounds.ts, run in a child that exposes gc(). */
async function rounds(
  workload: string,
  count: number,
  positions: number,
  mode: "turn" | "task",
): Promise<{ heap: number; turned: boolean }[]> {
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--v8-flags=--expose-gc",
      script,
      workload,
      `${count}`,
      `${positions}`,
      "2026",
      mode,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(success, new TextDecoder().decode(stderr));
  return new TextDecoder().decode(stdout).trim().split("\n").map((line) => JSON.parse(line));
}

Deno.test("clearCaches() frees what rounds of ruleset values built", async (t) => {
  // Six rounds, each followed by clearCaches(), a turn of the event loop and a full collection:
  // every round ends within 10% (plus 5 MB) of the heap after the first.
  const table: [string, number][] = [
    ["clobber", 300],
    ["domineering", 300],
    ["hackenbush", 100],
    ["notation", 100],
  ];
  for (const [workload, positions] of table) {
    await t.step(`${positions} ${workload} values a round`, async () => {
      const heaps = (await rounds(workload, 6, positions, "turn")).map((r) => r.heap);
      assert.equal(heaps.length, 6);
      const bound = 1.1 * heaps[0] + 5 * MB;
      for (const h of heaps) {
        assert.ok(h <= bound, `heaps ${heaps.map((x) => (x / MB).toFixed(1)).join(", ")} MB`);
      }
    });
  }
});

Deno.test("clearCaches() frees the games of one synchronous task once the event loop turns", async () => {
  // V8 keeps what a task reached through a weak reference until the task ends, so the games of
  // rounds run in one task come back only then; they must all come back, with the entries that
  // held them (which stayed, about 2.3 MB here, until the identity tables doubled again).
  const result = await rounds("clobber-crowded", 4, 100, "task");
  assert.equal(result.length, 5);
  const first = result[0];
  const last = result[result.length - 1];
  assert.ok(first.turned && last.turned);
  assert.ok(
    last.heap <= first.heap + MB,
    `heaps ${result.map((x) => (x.heap / MB).toFixed(1)).join(", ")} MB`,
  );
});
