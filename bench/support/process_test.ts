import assert from "node:assert/strict";
import { parseTimeOutput } from "./process.ts";

Deno.test("parseTimeOutput() reads peak RSS and CPU seconds from GNU time's file", async (t) => {
  const cases: [what: string, text: string, expected: [number, number, number] | null][] = [
    ["a clean exit", "2048 1.25 0.10\n", [2048 * 1024, 1.25, 0.1]],
    [
      "a failed command",
      "Command exited with non-zero status 1\n512 0.00 0.01\n",
      [512 * 1024, 0, 0.01],
    ],
    ["a killed command", "Command terminated by signal 9\n100 3.5 0.2\n", [100 * 1024, 3.5, 0.2]],
    ["an empty file", "", null],
    ["the old RSS-only format", "2048\n", null],
  ];
  for (const [what, text, expected] of cases) {
    await t.step(what, () => assert.deepEqual(parseTimeOutput(text), expected));
  }
});
