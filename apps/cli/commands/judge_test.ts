import assert from "node:assert/strict";
import { cgt, endless } from "../testing.ts";
import { MAX_TOKEN } from "../problems/input.ts";
import { PROBLEMS } from "../problems/mod.ts";

const problems = await Promise.all(PROBLEMS.map((p) => p.load()));

Deno.test("cgt judge reads no more input than a problem needs", async (t) => {
  for (const problem of problems) {
    await t.step(
      `${problem.name}: an endless "1 2 3" stream stops at its declared size`,
      async () => {
        const source = endless("1 2 3\n");
        const result = await cgt(["judge", problem.name], source);
        assert.equal(result.code, 1);
        assert.equal(result.stdout, "");
        assert.match(
          result.stderr,
          new RegExp(`^error: Cannot read ${problem.name} input: unexpected extra input "\\d"\\n$`),
        );
        assert.ok(source.given <= problem.maxInputBytes + 1, `read ${source.given} bytes`);
      },
    );
    await t.step(`${problem.name}: endless whitespace fails at its byte bound`, async () => {
      const source = endless(" \n");
      const result = await cgt(["judge", problem.name], source);
      assert.equal(result.code, 1);
      assert.equal(
        result.stderr,
        `error: Cannot read ${problem.name} input: the input is longer than ${problem.maxInputBytes} bytes, more than any valid input needs\n`,
      );
      assert.equal(source.given, problem.maxInputBytes + 1);
    });
    await t.step(
      `${problem.name}: an endless token fails after ${MAX_TOKEN} bytes`,
      async () => {
        const source = endless("9");
        const result = await cgt(["judge", problem.name], source);
        assert.equal(result.code, 1);
        assert.equal(
          result.stderr,
          `error: Cannot read ${problem.name} input: token 1 is longer than ${MAX_TOKEN} bytes, received "${
            "9".repeat(40)
          }…"\n`,
        );
        assert.ok(source.given <= 65_536, `read ${source.given} bytes`);
      },
    );
  }
});

Deno.test("cgt judge stops reading a real endless pipe (as from `yes`)", async () => {
  const main = new URL("../main.ts", import.meta.url).pathname;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--no-prompt", main, "judge", "new-nim"],
    env: { NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  const chunk = new TextEncoder().encode("1 2 3\n".repeat(10_000));
  let written = 0;
  // Writing fails once cgt has exited and closed the pipe; 100 MB would mean it never stopped.
  try {
    while (written < 100_000_000) {
      await writer.write(chunk);
      written += chunk.length;
    }
  } catch {
    // the reader has gone
  }
  await writer.close().catch(() => {});
  const { code, stdout, stderr } = await child.output();
  assert.equal(code, 1);
  assert.equal(new TextDecoder().decode(stdout), "");
  assert.equal(
    new TextDecoder().decode(stderr),
    'error: Cannot read new-nim input: unexpected extra input "3"\n',
  );
  assert.ok(written < 100_000_000, `wrote ${written} bytes`);
});
