import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value evaluates Hackenbush trees with green edges", async (t) => {
  const table: [string, string][] = [
    ['hackenbush("GGG")', "*3"],
    ['hackenbush("GL")', "^*"],
    ['hackenbush("LR,GG,L(G,GG)")', "3/2*"],
    ['hackenbush("L(R,G)") - hackenbush("L(R,G)")', "0"],
  ];
  for (const [expression, value] of table) {
    await t.step(expression, async () => {
      const result = await cgt(["value", expression]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.split("\n")[0], `value ${value}`);
    });
  }
});
