import assert from "node:assert/strict";

const here = new URL("./outside/", import.meta.url);
const packages = new URL("../packages/", import.meta.url);

/** Runs `deno run --no-prompt main.ts` in `cwd` with the npm registry unreachable. */
async function runMain(cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--no-prompt", "main.ts"],
    cwd,
    env: { NPM_CONFIG_REGISTRY: "http://127.0.0.1:9", NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, stdout: decode(output.stdout), stderr: decode(output.stderr) };
}

Deno.test("examples/outside imports every package by path from its own deno.json", async (t) => {
  await t.step("in place, next to the packages", async () => {
    const result = await runMain(here.pathname);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^ok: impartial, partizan, rulesets and nim imported/);
  });
  await t.step("copied to a folder outside the repository", async () => {
    const dir = await Deno.makeTempDir();
    try {
      const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", here)));
      config.links = config.links.map((link: string) =>
        new URL(link.replace("../../packages/", ""), packages).pathname
      );
      await Deno.writeTextFile(`${dir}/deno.json`, JSON.stringify(config, null, 2));
      await Deno.copyFile(new URL("main.ts", here), `${dir}/main.ts`);
      const result = await runMain(dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /^ok: impartial, partizan, rulesets and nim imported/);
      assert.equal(result.stderr, "");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
  await t.step("every published package is linked", async () => {
    const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", here)));
    const root = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
    const members = (root.workspace as string[]).filter((m) => m.startsWith("./packages/"));
    assert.deepEqual(
      [...config.links].sort(),
      members.map((m) => `../../${m.slice(2)}`).sort(),
    );
  });
});
