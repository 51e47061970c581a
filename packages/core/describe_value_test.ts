import assert from "node:assert/strict";
import { describeValue as describe } from "./describe_value.ts";

/** How many traps, getters or methods of the values below ran. */
let ran = 0;

function trapEverything(): object {
  const trap = () => {
    ran++;
    throw new Error("a trap ran");
  };
  return new Proxy({}, {
    get: trap,
    has: trap,
    ownKeys: trap,
    getOwnPropertyDescriptor: trap,
    getPrototypeOf: trap,
  });
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

Deno.test("describeValue() shows a received value in at most 40 characters without running its code", async (t) => {
  const rows: [string, () => unknown, string][] = [
    ["NaN", () => NaN, "NaN"],
    ["-0", () => -0, "-0"],
    ["-Infinity", () => -Infinity, "-Infinity"],
    ["a bigint", () => -(2n ** 70n), "-1180591620717411303424n"],
    ["a long bigint", () => 10n ** 60n, `1${"0".repeat(36)}...`],
    ["a string", () => "x", '"x"'],
    ["a long string", () => "y".repeat(100), `"${"y".repeat(36)}...`],
    ["a symbol", () => Symbol("hostile"), "Symbol(hostile)"],
    ["null", () => null, "null"],
    ["undefined", () => undefined, "undefined"],
    ["true", () => true, "true"],
    ["a function", () => () => 0, "a function"],
    ["an array", () => [1, 2], "an array"],
    ["a typed array", () => new Uint8Array(2), "a typed array"],
    ["a plain object", () => ({ a: 1 }), "an object"],
    ["a proxy whose every trap throws", trapEverything, "an object"],
    ["a revoked proxy", revoked, "an object"],
    [
      "an object whose toString and tag getter throw",
      () => ({
        toString() {
          ran++;
          throw new Error("toString ran");
        },
        get [Symbol.toStringTag]() {
          ran++;
          throw new Error("getter ran");
        },
      }),
      "an object",
    ],
  ];
  for (const [name, make, expected] of rows) {
    await t.step(name, () => {
      const value = make();
      ran = 0;
      const text = describe(value);
      assert.equal(ran, 0, "code of the value ran");
      assert.equal(text, expected);
      assert.ok(text.length <= 40);
    });
  }
});
