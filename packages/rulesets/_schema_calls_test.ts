import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { parseGameForm } from "@cgt/partizan/game-form";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { genClobber } from "./grid/gen_clobber.ts";
import { kingsClobber, queensClobber, rooksClobber } from "./grid/clobber_variants.ts";
import { COL_TINTS, FJORDS_TINTS, genCol, SNORT_TINTS } from "./graph/gen_col.ts";
import { col } from "./graph/col.ts";
import { genMem, mem, takeAway } from "./heap/gen_mem.ts";
import { parsePredicate } from "./_schema_calls.ts";

const value = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));

Deno.test("genClobber() in notation reads CGSuite's GenClobber parameters", async (t) => {
  // Each row: the call, and the same game by the library (the members as CGSuite defines them).
  const rows: [call: string, expected: () => string][] = [
    ['genClobber("xo|ox")', () => formatGame(genClobber("xo|ox"))],
    [
      'genClobber("xo.|.ox", directions => Coordinates.Compass)',
      () => formatGame(kingsClobber("xo.|.ox")),
    ],
    ['genClobber("x..o|o..x", maxDistance => inf)', () => formatGame(rooksClobber("x..o|o..x"))],
    [
      'genClobber("x..|.o.|..x", directions => Coordinates.Compass, maxDistance => inf)',
      () => formatGame(queensClobber("x..|.o.|..x")),
    ],
    [
      'genClobber("x..|..o", directions => Coordinates.KnightsMove)',
      () => formatGame(genClobber("x..|..o", { directions: "knightsMove" })),
    ],
    [
      'genClobber("xoxo|oo..", clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => 2, Right => 1})',
      () => "{*|-1}", // AntiClobber, genClobber's own example
    ],
    [
      'genClobber("xo|ox", clobbered => {Left => {1, 2}, Right => {1, 2}})',
      () => formatGame(genClobber("xo|ox", { clobbered: { left: [1, 2], right: [1, 2] } })),
    ],
    [
      'genClobber("x.o|...", directions => [(0, 1), (0, -1)], maxDistance => 2)',
      () => formatGame(genClobber("x.o|...", { directions: [[0, 1], [0, -1]], maxDistance: 2 })),
    ],
  ];
  for (const [call, expected] of rows) {
    await t.step(call, () => assert.equal(value(call), expected()));
  }
  await t.step("a call gives its position to explicit game forms", () => {
    const form = parseGameForm('genClobber("xo", maxDistance => 2)', {
      functions: RULESET_FUNCTIONS,
    });
    assert.equal(form.kind, "position");
  });
});

Deno.test("genCol() in notation reads CGSuite's GenCol parameters", async (t) => {
  const rows: [call: string, expected: string, source: string][] = [
    [
      'genCol("L", leftPermitted => [Nothing, Right], rightPermitted => [Nothing, Left])',
      "-1",
      'CGSuite\'s Col: Col("L") is -1 (docs/cgsuite-formats.md)',
    ],
    [
      'genCol("L-.-.-.-L", leftPermitted => [Nothing, Left], rightPermitted => [Nothing, Right])',
      "{4|0,+-1}",
      "CGSuite 2.2 GameGraphTest: Snort",
    ],
    [
      'genCol("L-R", left => [Left], right => [Right])',
      "*",
      "Fjords, GenCol([Left], [Right]); the issue's left/right spelling",
    ],
  ];
  for (const [call, expected, source] of rows) {
    await t.step(`${call} is ${expected} (${source})`, () => assert.equal(value(call), expected));
  }
  await t.step("equals the library on the same tints", () => {
    for (const graph of [".-.-.", "L-.-R", ".-.;.", "L-.-.-.-L"]) {
      assert.equal(
        value(
          `genCol("${graph}", leftPermitted => [Nothing, Right], rightPermitted => [Nothing, Left])`,
        ),
        formatGame(col(graph)),
      );
      assert.equal(
        value(
          `genCol("${graph}", leftPermitted => [Nothing, Left], rightPermitted => [Nothing, Right])`,
        ),
        formatGame(genCol(graph, SNORT_TINTS)),
      );
      assert.equal(
        value(`genCol("${graph}", leftPermitted => [Left], rightPermitted => [Right])`),
        formatGame(genCol(graph, FJORDS_TINTS)),
      );
    }
    assert.ok(COL_TINTS.left.length === 2);
  });
});

Deno.test("genMem() in notation reads a predicate of the number taken and the memory", async (t) => {
  const rows: [call: string, expected: string, source: string][] = [
    ['genMem(10, 3, predicate => "j != k")', "*4", "CGSuite 2.2 GameHeapTest"],
    ['genMem(10, 2, predicate => "j <= 2 * k")', "*2", "CGSuite 2.2 GameHeapTest: FibonacciNim"],
    ['genMem(10, 4, predicate => "j <= 2*k")', "*5", "CGSuite 2.2 GameHeapTest: FibonacciNim"],
    ['genMem(10, 3, predicate => "j <= 3 * k")', "*6", "CGSuite 2.2 GameHeapTest: TakeAway(3)"],
  ];
  for (const [call, expected, source] of rows) {
    await t.step(`${call} is ${expected} (${source})`, () => assert.equal(value(call), expected));
  }
  await t.step(
    "GenMem((memory, j) -> j != memory)((10, n)) for n = 0..20 (CGSuite 2.2 GameHeapTest)",
    () => {
      const row = [6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6];
      row.forEach((g, n) =>
        assert.equal(value(`genMem(10, ${n}, predicate => "j != k")`), `*${g}`)
      );
    },
  );
  await t.step("equals mem() and takeAway() on their predicates", () => {
    for (let n = 0; n <= 12; n++) {
      for (let k = 0; k <= 4; k++) {
        assert.equal(value(`genMem(${n}, ${k}, predicate => "j >= k")`), formatGame(mem(n, k)));
        assert.equal(
          value(`genMem(${n}, ${k}, predicate => "j <= 2 * k")`),
          formatGame(takeAway(2, n, k)),
        );
      }
    }
  });
});

Deno.test("parsePredicate() compares the number taken with c * k + d", () => {
  // The slow twin: the comparison written out for each operator.
  const ops = ["<", "<=", ">", ">=", "==", "!="] as const;
  const holds = (op: (typeof ops)[number], a: number, b: number): boolean =>
    op === "<"
      ? a < b
      : op === "<="
      ? a <= b
      : op === ">"
      ? a > b
      : op === ">="
      ? a >= b
      : op === "=="
      ? a === b
      : a !== b;
  fc.assert(
    fc.property(
      fc.constantFrom(...ops),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 9 }),
      (op, c, d, k, j) => {
        const text = `j ${op} ${c} * k ${d < 0 ? "-" : "+"} ${Math.abs(d)}`;
        assert.equal(parsePredicate("genMem", text)(k, j), holds(op, j, c * k + d), text);
        const rule = genMem(parsePredicate("genMem", text), 6, k);
        assert.ok(rule !== undefined);
      },
    ),
    { seed: 12052026, numRuns: 200 },
  );
});

Deno.test("the schemas in notation refuse bad parameters with a SyntaxError or RangeError", async (t) => {
  const bad: [text: string, error: ErrorConstructor, message: RegExp][] = [
    ['genClobber("xo", direction => Coordinates.Compass)', SyntaxError, /unknown parameter/],
    ['genClobber("xo", directions => Coordinates.Nowhere)', SyntaxError, /directions must be/],
    ['genClobber("xo", directions => [(1, 0, 2)])', SyntaxError, /pair/],
    ['genClobber("xo", directions => [(0, 0)])', RangeError, /must move/],
    ['genClobber("xo", clobbered => {Left => {3}, Right => {1}})', SyntaxError, /0 \(empty\)/],
    ['genClobber("xo", clobbered => {Left => {2}})', SyntaxError, /a map \{Left/],
    ['genClobber("xo", leftBehind => 0)', SyntaxError, /a map \{Left/],
    ['genClobber("xo", maxDistance => 0)', RangeError, /maxDistance/],
    ['genClobber("xo", maxDistance => 1000)', RangeError, /maxDistance/],
    ["genClobber(3)", TypeError, /expected a board/],
    ['genCol(".-.", leftPermitted => [Left])', SyntaxError, /rightPermitted is required/],
    [
      'genCol(".-.", leftPermitted => [Up], rightPermitted => [Left])',
      SyntaxError,
      /list of Nothing/,
    ],
    [
      'genCol(".-.", left => [Left], leftPermitted => [Left], right => [Right])',
      SyntaxError,
      /not both/,
    ],
    ['genMem(10, 3, predicate => "j ~ k")', SyntaxError, /predicate/],
    ['genMem(10, 3, predicate => "j <= k * 2")', SyntaxError, /bound/],
    ["genMem(10, 3, predicate => j)", TypeError, /expected a heap/],
    ['genMem(1000, 3, predicate => "j != k")', RangeError, /heap must be/],
    ['genMem(10, 3, rule => "j != k")', SyntaxError, /unknown parameter "rule"/],
  ];
  for (const [text, error, message] of bad) {
    await t.step(text, () =>
      assert.throws(
        () => value(text),
        (e: unknown) => e instanceof error && message.test(e.message),
      ));
  }
});
