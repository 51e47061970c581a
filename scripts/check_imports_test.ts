import assert from "node:assert/strict";
import { checkImports, cycles, importsOf } from "./check_imports.ts";

Deno.test("importsOf() finds static, type-only and dynamic imports, not those in strings or comments", () => {
  const text = [
    'import { a } from "./a.ts";',
    'import type { B } from "./b.ts";',
    'export { c } from "@cgt/core/limits";',
    'const m = await import("./d.ts");',
    '// import { e } from "./e.ts";',
    '/* import { f } from "./f.ts"; */',
    "const g = 'await import(\"../../apps/cli/run.ts\")';",
  ].join("\n");
  assert.deepEqual(
    importsOf("x.ts", text).map((e) => [e.specifier, e.typeOnly]),
    [["./a.ts", false], ["./b.ts", true], ["@cgt/core/limits", false], ["./d.ts", false]],
  );
});

Deno.test("checkImports() refuses imports against the package direction", () => {
  const files = new Map([
    ["packages/impartial/a.ts", 'import { x } from "@cgt/partizan/game";'],
    ["packages/rulesets/b.ts", 'import { y } from "@cgt/partizan/game";'],
    ["packages/core/c.ts", 'import { z } from "@cgt/impartial/mex";'],
  ]);
  const findings = checkImports(files);
  assert.equal(findings.length, 2);
  assert.match(findings[0], /impartial\/a\.ts: imports @cgt\/partizan\/game/);
  assert.match(
    findings[1],
    /core\/c\.ts: imports @cgt\/impartial\/mex, but core may import only nothing/,
  );
});

Deno.test("checkImports() refuses relative imports across members, into test data, and into another folder's private modules", () => {
  const files = new Map([
    ["bench/x.ts", 'import { run } from "../apps/cli/run.ts";'],
    ["packages/rulesets/a_test.ts", 'import { p } from "../partizan/testdata/plain_value.ts";'],
    ["packages/rulesets/b_test.ts", 'import { p } from "../../testing/plain_value.ts";'],
    ["packages/rulesets/c.ts", 'import { q } from "./testdata/q.ts";'],
    // A package's own private modules serve its sub-folders; a sub-folder's serve only it.
    ["packages/partizan/loopy/d.ts", 'import { e } from "../_engine.ts";'],
    ["packages/partizan/e.ts", 'import { f } from "./loopy/_graph.ts";'],
    ["packages/partizan/temperature/g.ts", 'import { f } from "../loopy/_graph.ts";'],
  ]);
  const findings = checkImports(files);
  assert.equal(findings.length, 5, findings.join("\n"));
  assert.ok(findings.some((f) => f.startsWith("bench/x.ts")));
  assert.ok(findings.some((f) => f.startsWith("packages/rulesets/a_test.ts")));
  assert.ok(findings.some((f) => f.startsWith("packages/rulesets/c.ts")));
  assert.ok(findings.some((f) => f.startsWith("packages/partizan/e.ts")));
  assert.ok(findings.some((f) => f.startsWith("packages/partizan/temperature/g.ts")));
});

Deno.test("cycles() finds every strongly connected set of files, and nothing in a tree", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", []],
    ["e", ["d"]],
  ]);
  assert.deepEqual(cycles(graph), [["a", "b", "c"]]);
  assert.deepEqual(cycles(new Map([["x", ["y"]], ["y", []]])), []);
});
