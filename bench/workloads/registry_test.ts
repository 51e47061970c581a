import assert from "node:assert/strict";
import { FAMILIES, WORKLOADS } from "./registry.ts";
import { shellSplit } from "../peers/_shell.ts";

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

Deno.test("shellSplit() splits workloads.tsv commands like a shell", () => {
  assert.deepEqual(shellSplit(`value 'domineering("..|..")' --json`), [
    "value",
    'domineering("..|..")',
    "--json",
  ]);
  assert.deepEqual(shellSplit("grundy octal 0.77 --to 400"), [
    "grundy",
    "octal",
    "0.77",
    "--to",
    "400",
  ]);
  assert.deepEqual(shellSplit(`value ''`), ["value", ""]);
  assert.throws(() => shellSplit("value 'x"), SyntaxError);
});
