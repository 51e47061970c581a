import assert from "node:assert/strict";
import { MAX_ECHO } from "./cli.ts";
import { COMMANDS } from "./commands/mod.ts";
import { PROBLEMS } from "./problems/mod.ts";
import { cgt } from "./testing.ts";

/** The longest run of `c` in `text`. */
function longestRun(text: string, c: string): number {
  let best = 0;
  for (const run of text.matchAll(new RegExp(`${c}+`, "g"))) best = Math.max(best, run[0].length);
  return best;
}

Deno.test("every command's error line echoes at most MAX_ECHO characters of a 1000-character argument", async (t) => {
  const shapes: [string, (bad: string) => string[]][] = [
    ["as its argument", (bad) => [bad]],
    ["after a good one", (bad) => ["1", bad]],
    ["as an unknown option", (bad) => [`--${bad}`]],
    ["as an option value", (bad) => ["--max-steps", bad]],
    ["with --json", (bad) => ["--json", bad]],
  ];
  for (const { name } of COMMANDS) {
    for (const [shape, args] of shapes) {
      for (
        const [kind, bad] of [["letters", "q".repeat(1000)], ["digits", "7".repeat(1000) + "q"]]
      ) {
        await t.step(`cgt ${name} with ${kind} ${shape}`, async () => {
          const result = await cgt([name, ...args(bad)], "");
          if (result.code === 0) return; // accepted (a long number can be a fine heap)
          const run = longestRun(result.stderr, kind === "letters" ? "q" : "7");
          assert.ok(run <= MAX_ECHO, `echoes ${run} characters: ${result.stderr.slice(0, 300)}`);
          assert.ok(result.stderr.length <= 400, `a ${result.stderr.length}-character line`);
        });
      }
    }
  }
});

Deno.test("cgt judge's error line echoes at most MAX_ECHO characters of a bad token", async (t) => {
  for (const { name } of PROBLEMS) {
    for (
      const [what, input] of [["a 99-character", "q".repeat(99)], [
        "a 1000-character",
        "q".repeat(1000),
      ], ["an extra 99-character", `${"1 ".repeat(500)}${"q".repeat(99)}`]]
    ) {
      await t.step(`cgt judge ${name} with ${what} token`, async () => {
        const result = await cgt(["judge", name], input);
        assert.equal(result.code, 1);
        assert.match(result.stderr, /^error: [^\n]+\n$/);
        assert.ok(longestRun(result.stderr, "q") <= MAX_ECHO, result.stderr);
      });
    }
  }
});
