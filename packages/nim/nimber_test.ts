import assert from "node:assert/strict";
import * as core from "@cgt/core/nimber";
import { nimberInverse, nimberProduct, nimberQuotient, nimberSqrt } from "./nimber.ts";

// The nim-multiplication itself is tested where it lives, in packages/core/nimber_test.ts; this
// package re-exports it, so its own surface is that the names are there and are core's functions.

Deno.test("nimberProduct() and the other nimber functions of @cgt/nim are @cgt/core's", async (t) => {
  const table: [string, unknown, unknown][] = [
    ["nimberProduct", nimberProduct, core.nimberProduct],
    ["nimberInverse", nimberInverse, core.nimberInverse],
    ["nimberQuotient", nimberQuotient, core.nimberQuotient],
    ["nimberSqrt", nimberSqrt, core.nimberSqrt],
  ];
  for (const [name, ours, theirs] of table) {
    await t.step(name, () => assert.equal(ours, theirs));
  }
});

Deno.test("nimberProduct() of @cgt/nim gives the README's 21508 (x) 42689 = 35202 (CGSuite agrees)", () => {
  assert.equal(nimberProduct(21508, 42689), 35202);
  assert.equal(nimberQuotient(35202n, 42689n), 21508n);
});
