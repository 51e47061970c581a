import assert from "node:assert/strict";
import { entryPoints, type Finding, probeEntry } from "./hostile.ts";

Deno.test("every export of every package takes hostile arguments with a result or its own error", async (t) => {
  const seen = new WeakSet<object>();
  const entries = await entryPoints();
  // Dependencies first: an export that another package re-exports (LimitError, from core,
  // through partizan and impartial) is probed once, in the step of the package that defines it.
  for (const pkg of ["core", "partizan", "impartial", "nim", "rulesets"]) {
    await t.step(`@cgt/${pkg}`, async () => {
      const findings: Finding[] = [];
      for (const entry of entries.filter((e) => e.startsWith(`packages/${pkg}/`))) {
        findings.push(...await probeEntry(entry, { seen }));
      }
      assert.deepEqual(
        findings.map((f) => `${f.call}: ${f.problem}`),
        [],
        `${findings.length} hostile calls did what the library must not`,
      );
    });
  }
});
