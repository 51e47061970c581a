import assert from "node:assert/strict";

const main = new URL("../main.ts", import.meta.url).pathname;
const root = new URL("../../../", import.meta.url).pathname;

/**
 * Runs `cgt value ...args` in a process of its own. A stack overflow must be recognised the
 * first time one happens in a process (a check that compiled a regular expression deep in the
 * recursion failed only then), so each run starts fresh.
 */
async function fresh(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--no-prompt", main, "value", ...args],
    cwd: root,
    env: { NO_COLOR: "1", NPM_CONFIG_REGISTRY: "http://127.0.0.1:9" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code, out: decode(stdout), err: decode(stderr) };
}

Deno.test("cgt value answers games thousands of levels deep with a value or one clean error line, for every option that recurses", async (t) => {
  // [options, deep games]: each game 3,000 to 4,096 levels deep. Before the stack-overflow
  // check stopped using a regular expression, --predicates on ^<4096>, --rcf on v[4096],
  // --heat 1 on ^<3000> and --overheat 1,2 on v[4096] printed "internal error: Invalid regular
  // expression: /call stack/i: Maximum call stack size exceeded".
  const rows: [string[], string[]][] = [
    [["--predicates"], ["^<4096>", "v[4096]"]],
    [["--rcf"], ["v[4096]", "^<4096> + *"]],
    [["--heat", "1"], ["v[4096]", "^<3000>"]],
    [["--overheat", "1,2"], ["v[4096]", "^<3000>"]],
    [["--cool", "1"], ["^<4096>"]],
    [["--atomic-weight"], ["^<4096>"]],
    [["--incentives"], ["^<4096>"]],
    [["--thermo"], ["^<4096>"]],
    [["--birthday"], ["^<4096>"]],
    [["--followers"], ["^<4096>"]],
    [["--uptimal"], ["v[4096]"]],
    [["--misere"], ["^<4096>"]],
  ];
  for (const [options, games] of rows) {
    for (const game of games) {
      await t.step(`${game} ${options.join(" ")}`, async () => {
        const { code, out, err } = await fresh([game, ...options]);
        if (code === 0) {
          assert.equal(err, "");
          assert.match(out, /^value /);
          return;
        }
        assert.equal(code, 1, err);
        assert.equal(out, "");
        assert.match(err, /^error: Cannot [^\n]*\n$/);
        assert.doesNotMatch(err, /internal error/);
      });
    }
  }
});
