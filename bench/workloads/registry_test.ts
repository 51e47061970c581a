import assert from "node:assert/strict";
import { FAMILIES, JOBS, WORKLOADS } from "./registry.ts";

Deno.test("WORKLOADS have unique names and a source for their known value", () => {
  const names = WORKLOADS.map((w) => w.name);
  assert.equal(new Set(names).size, names.length);
  for (const w of WORKLOADS) assert.ok(w.source.length > 0, w.name);
  assert.ok(WORKLOADS.some((w) => w.quick));
  for (const f of FAMILIES) assert.ok(f.points.length >= 3, f.name);
});

Deno.test("WORKLOADS checks accept the right result and reject a wrong one", async (t) => {
  // Only cheap quick workloads: a test never times anything.
  for (const name of ["kayles-40000-rare", "clobber-3x3", "toppling-LRx8", "snort-path7"]) {
    await t.step(name, () => {
      const w = WORKLOADS.find((x) => x.name === name)!;
      const result = w.run();
      assert.equal(w.check(result), null);
      const wrong = name === "kayles-40000-rare"
        ? Uint8Array.from(result as ArrayLike<number>, (v, i) => i === 30_000 ? v ^ 1 : v)
        : WORKLOADS.find((x) => x.name === "toads-TTT..FFF")!.run();
      assert.notEqual(w.check(wrong), null, `${name} accepted a wrong result`);
    });
  }
});

Deno.test("JOBS names every job once, and WORKLOADS and FAMILIES are its views", () => {
  const names = JOBS.map((j) => j.name);
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual(
    WORKLOADS.map((w) => w.name),
    JOBS.filter((j) => j.report !== undefined).map((j) => j.name),
  );
  assert.deepEqual(
    FAMILIES.map((f) => f.name),
    JOBS.filter((j) => j.scaling !== undefined).map((j) => j.name),
  );
  for (const j of JOBS) {
    assert.equal(j.report !== undefined, j.use === "report", j.name);
    assert.equal(j.scaling !== undefined, j.use === "scaling", j.name);
    assert.equal(j.scaling !== undefined && j.argument === "", false, `${j.name} needs a size`);
  }
});

Deno.test("run.ts runs one job in a fresh process and prints one JSON line", async (t) => {
  const runner = new URL("./run.ts", import.meta.url).pathname;
  const run = async (...args: string[]) => {
    const out = await new Deno.Command(Deno.execPath(), { args: ["run", runner, ...args] })
      .output();
    const decode = (b: Uint8Array) => new TextDecoder().decode(b);
    return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
  };
  await t.step("a named workload with its value and its check", async () => {
    const { code, stdout } = await run("toads-TTT..FFF", "--value");
    assert.equal(code, 0);
    const doc = JSON.parse(stdout);
    assert.equal(doc.job, "toads-TTT..FFF");
    assert.equal(doc.value, "+-1/8");
    assert.equal(doc.error, null);
    assert.equal(typeof doc.seconds, "number");
  });
  await t.step("a job whose argument is a position", async () => {
    const { code, stdout } = await run("maundyCake", "3,3", "--value");
    assert.equal(code, 0);
    assert.equal(JSON.parse(stdout).value, "0");
  });
  await t.step("a usage mistake exits 2 with one error line", async () => {
    for (const args of [["no-such-job"], ["noop", "5"], ["amazons"], []]) {
      const { code, stdout, stderr } = await run(...args);
      assert.equal(code, 2, args.join(" "));
      assert.equal(stdout, "");
      assert.match(stderr, /^error: [^\n]*\n$/);
    }
  });
});
