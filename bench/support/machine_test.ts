import assert from "node:assert/strict";
import { formatMb, formatSeconds, machineLine, median, replaceSection } from "./machine.ts";

Deno.test("replaceSection() rewrites only its own block and keeps the rest", async (t) => {
  const doc = "# R\n\n<!-- a -->\nold a\n<!-- /a -->\n\nnotes on a\n\n<!-- b -->\nb\n<!-- /b -->\n";
  await t.step("an existing block is replaced in place", () => {
    const out = replaceSection(doc, "a", "<!-- a -->\nnew a $& $1\n<!-- /a -->");
    assert.equal(out, doc.split("old a").join("new a $& $1"));
  });
  await t.step("a missing block is appended", () => {
    const out = replaceSection(doc, "report:x", "<!-- report:x -->\nx\n<!-- /report:x -->");
    assert.equal(out, `${doc.trimEnd()}\n\n<!-- report:x -->\nx\n<!-- /report:x -->\n`);
  });
});

Deno.test("median() takes the middle value, or the mean of the middle two", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
});

Deno.test("formatSeconds() and formatMb() print table figures", () => {
  const table: [number, string][] = [[0.00123, "1.23 ms"], [0.0931, "93.1 ms"], [4.861, "4.86 s"]];
  for (const [seconds, text] of table) assert.equal(formatSeconds(seconds), text);
  assert.equal(formatMb(63_000_000), "63 MB");
  assert.equal(formatMb(null), "-");
});

Deno.test("machineLine() names the CPU, cores, memory and runtime versions", () => {
  const line = machineLine({
    cpu: "AMD EPYC",
    cores: 2,
    memoryGiB: 24,
    os: "linux 6.1",
    deno: "2.9.6",
    v8: "15.0",
    date: "2026-12-01T00:00:00Z",
  });
  assert.equal(line, "AMD EPYC, 2 cores, 24 GiB, linux 6.1; Deno 2.9.6, V8 15.0");
});
