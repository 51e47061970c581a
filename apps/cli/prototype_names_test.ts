import assert from "node:assert/strict";
import { cgt } from "./testing.ts";

/**
 * The names an object literal inherits from `Object.prototype`, and `__proto__`: a table looked
 * up with `table[name]` finds them, so every name table must be looked up without the
 * prototype chain.
 */
const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), "__proto__"];

/** Escapes a name for use in a regular expression. */
function escape(name: string): string {
  return name.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
}

/**
 * Every place where `cgt` looks a name up: [where, the arguments, the exit code, the one line
 * expected on stderr]. Each must refuse a prototype name as it refuses any unknown name.
 */
const PATHS: [string, (name: string) => string[], 1 | 2, (name: string) => RegExp][] = [
  ["cgt <command>", (n) => [n], 2, (n) => new RegExp(`^error: unknown command "${escape(n)}"`)],
  [
    "cgt help <command>",
    (n) => ["help", n],
    2,
    (n) => new RegExp(`unknown command "${escape(n)}"`),
  ],
  [
    "cgt <command> --help",
    (n) => [n, "--help"],
    2,
    (n) => new RegExp(`unknown command "${escape(n)}"`),
  ],
  [
    "cgt judge <problem>",
    (n) => ["judge", n],
    2,
    (n) => new RegExp(`unknown problem "${escape(n)}"`),
  ],
  [
    "cgt judge <problem> --help",
    (n) => ["judge", n, "--help"],
    2,
    (n) => new RegExp(`unknown problem "${escape(n)}"`),
  ],
  [
    "cgt grundy <kind>",
    (n) => ["grundy", n],
    2,
    (n) => new RegExp(`unknown game kind "${escape(n)}"`),
  ],
  ["cgt misere <game>", (n) => ["misere", n], 2, (n) => new RegExp(`unknown game "${escape(n)}"`)],
  [
    "cgt op <operation>",
    (n) => ["op", n, "1", "1"],
    2,
    (n) => new RegExp(`unknown operation "${escape(n)}"`),
  ],
  [
    "cgt grundy --method <method>",
    (n) => ["grundy", "octal", "0.07", "--method", n],
    2,
    () => /^error: option "--method" must be auto, plain or rare/,
  ],
  [
    "a command's option",
    (n) => ["value", `--${n}`, "1"],
    2,
    (n) => new RegExp(`unknown option "--${escape(n)}"`),
  ],
  [
    "a nimber function",
    (n) => ["nimber", `${n}(3)`],
    1,
    () => /^error: Cannot parse nimber expression: /,
  ],
  [
    "a nimber operator",
    (n) => ["nimber", `3 ${n} 2`],
    1,
    () => /^error: Cannot parse nimber expression: /,
  ],
  [
    "an infix operation",
    (n) => ["value", `1 ${n} 2`],
    1,
    (n) => new RegExp(`unknown operation "${escape(n)}"`),
  ],
  [
    "an infix operation in cgt compare",
    (n) => ["compare", `1 ${n} 5`, "1"],
    1,
    (n) => new RegExp(`unknown operation "${escape(n)}"`),
  ],
  [
    "a function call",
    (n) => ["value", `${n}(1)`],
    1,
    (n) => new RegExp(`unknown name "${escape(n)}"`),
  ],
  ["a bare name", (n) => ["value", n], 1, (n) => new RegExp(`unknown name "${escape(n)}"`)],
  [
    "a function call in loopy notation",
    (n) => ["value", `on + ${n}(1)`],
    1,
    (n) => new RegExp(`unknown name "${escape(n)}"`),
  ],
  [
    "a function call with --misere",
    (n) => ["value", "--misere", `${n}(3)`],
    1,
    (n) => new RegExp(`unknown name "${escape(n)}"`),
  ],
  [
    "a lone position searched with --workers",
    (n) => ["value", "--workers", "2", `${n}("x")`],
    1,
    (n) => new RegExp(`unknown name "${escape(n)}"`),
  ],
  [
    "impartialVariant's ruleset",
    (n) => ["value", `impartialVariant("${n}", "x")`],
    1,
    (n) => new RegExp(`unknown ruleset "${escape(n)}"`),
  ],
];

Deno.test("run() refuses every Object.prototype name as an unknown name, wherever it looks one up", async (t) => {
  for (const [where, args, code, line] of PATHS) {
    await t.step(where, async () => {
      for (const name of PROTOTYPE_NAMES) {
        const result = await cgt(args(name));
        const context = `${JSON.stringify(args(name))}: ${result.stderr}`;
        assert.equal(result.code, code, context);
        assert.equal(result.stdout, "", context);
        assert.match(result.stderr, line(name), context);
        assert.doesNotMatch(result.stderr, /internal error/, context);
        assert.equal(result.stderr.split("\n").length, 2, context);
      }
    });
  }
  await t.step("a label (a name of the expression's own, not looked up in a table)", async () => {
    const expected = await cgt(["value", "a{0|}"]);
    for (const name of PROTOTYPE_NAMES) {
      assert.deepEqual(await cgt(["value", `${name}{0|}`]), expected, name);
    }
  });
});
