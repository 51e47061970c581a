import assert from "node:assert/strict";
import { nimSequence, type Problem } from "./compute.ts";
import { heapView } from "./heap_view.ts";

Deno.test("heapView() shows nothing of an earlier game", async (t) => {
  const kayles = heapView(nimSequence("0.77", 200));
  await t.step("for a nim-sequence it fills every field (Kayles: period 12 from 71)", () => {
    assert.equal(kayles.error, "");
    assert.match(kayles.plot, /^<svg /);
    assert.match(kayles.period, /^Period 12 from heap 71/);
    assert.match(kayles.values, /^G\(0\.\.99\) = 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 /);
    assert.deepEqual(kayles.data, { period: "12", preperiod: "71", proved: "true" });
  });
  const cases: [string, Problem | undefined][] = [
    ["a parse error", { kind: "syntax", message: "Cannot parse octal code: bad digit" }],
    ["a limit", { kind: "limit", message: "Cannot plot: too many heaps" }],
    ["a pending computation", undefined],
  ];
  for (const [what, answer] of cases) {
    await t.step(`under ${what} every field but the error is empty`, () => {
      const view = heapView(answer);
      assert.equal(view.error, answer?.message ?? "");
      assert.equal(view.plot, "");
      assert.equal(view.period, "");
      assert.equal(view.values, "");
      assert.deepEqual(view.data, { period: "", preperiod: "", proved: "" });
    });
  }
});
