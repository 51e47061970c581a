/**
 * Shared test steps for the `cgt` commands: bad input fails with the right exit code, nothing on
 * stdout and exactly one `error:` line on stderr.
 *
 * @module
 */

import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

/** A bad invocation: the arguments after `cgt`, the exit code, and optionally what the error says. */
export type ErrorCase = [args: string[], code: number, message?: RegExp];

/**
 * Runs each case as a step named after its arguments, asserting its exit code, an empty stdout, a
 * stderr of exactly one `error: ...` line, and that line matching `message` where one is given.
 */
export async function assertErrorCases(t: Deno.TestContext, cases: ErrorCase[]): Promise<void> {
  for (const [args, code, message] of cases) {
    await t.step(args.join(" "), async () => {
      const result = await cgt(args);
      assert.equal(result.code, code);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: [^\n]+\n$/);
      if (message !== undefined) assert.match(result.stderr, message);
    });
  }
}

/**
 * Runs `cgt judge problem` on each bad input as a step, asserting exit code 1, an empty stdout, and
 * a stderr of exactly one `error: Cannot read <problem> input: ...` line that matches `message`.
 */
export async function assertJudgeInputErrors(
  t: Deno.TestContext,
  problem: string,
  cases: [input: string, message: RegExp][],
): Promise<void> {
  const oneLine = new RegExp(`^error: Cannot read ${problem} input: [^\\n]+\\n$`);
  for (const [input, message] of cases) {
    await t.step(JSON.stringify(input.slice(0, 40)), async () => {
      const result = await cgt(["judge", problem], input);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, oneLine);
      assert.match(result.stderr, message);
    });
  }
}
