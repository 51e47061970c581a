import assert from "node:assert/strict";
import { chart, logLogSlope } from "./_plot.ts";

Deno.test("logLogSlope() recovers the exponent of a power law", async (t) => {
  const table: [string, number][] = [["linear", 1], ["quadratic", 2], ["cubic", 3]];
  for (const [name, k] of table) {
    await t.step(name, () => {
      const points: [number, number][] = [1000, 2000, 4000, 8000].map((n) => [n, 3e-9 * n ** k]);
      assert.ok(Math.abs(logLogSlope(points)! - k) < 1e-9);
    });
  }
  await t.step("fewer than two usable points give null", () => {
    assert.equal(logLogSlope([[10, 1]]), null);
    assert.equal(logLogSlope([[10, 0], [20, -1]]), null);
  });
});

Deno.test("chart() draws every series, escapes text and leaves out points a log axis cannot show", () => {
  const svg = chart(
    [{ name: "a < b & c", points: [[1, 1], [10, 100], [100, 0]] }, { name: "d", points: [[2, 3]] }],
    { title: "t", xLabel: "n", yLabel: "s", logX: true, logY: true },
  );
  assert.ok(svg.startsWith("<svg "));
  assert.ok(svg.trimEnd().endsWith("</svg>"));
  assert.ok(svg.includes("a &lt; b &amp; c"));
  assert.equal(svg.match(/<circle /g)?.length, 3); // (100, 0) is not drawn on a log y axis
  assert.ok(!svg.includes("NaN"));
});
