import assert from "node:assert/strict";
import fc from "fast-check";
import { compare, formatGame, parseGame } from "@cgt/partizan";
import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { loopyOutcome, toGame } from "@cgt/partizan/loopy";
import { OPERATIONS } from "@cgt/partizan/operations-table";
import { analyseExpression, GameRegistry, readExpression } from "./compute.ts";
import { predicateChip } from "./value_predicates.ts";
import { CATALOG, LOOPY_RULESET_FUNCTIONS, RULESET_FUNCTIONS } from "./engine_imports.ts";
import {
  cellAnalysis,
  cellMoves,
  evaluateWorksheet,
  MAX_CELLS,
  notebookOptions,
  readCell,
  readWorksheet,
  valueTable,
  worksheetJson,
  worksheetNotebook,
} from "./worksheet.ts";

Deno.test("readCell() reads bindings and refuses the notation's own names", () => {
  assert.deepEqual(readCell("  g := {1|0}  "), { name: "g", expression: "{1|0}" });
  assert.deepEqual(readCell("g+g"), { expression: "g+g" });
  assert.deepEqual(readCell("x:=^"), { name: "x", expression: "^" });
  for (const name of ["domineering", "Tiny", "table", "predicates"]) {
    assert.throws(() => readCell(`${name} := 1`), {
      name: "SyntaxError",
      message: new RegExp(`^Cannot bind name: "${name}"`),
    });
  }
});

/**
 * The slow twin of the reserved names: whether the notation reads `name` as anything of its own,
 * asked of the notation itself. A name it does not know is refused by every probe with "unknown
 * name" or "unknown operation"; any other answer (a value, or another error, such as a ruleset's
 * "expected "(" after") means the notation reads it.
 */
function notationKnows(name: string): boolean {
  const probes = [name, `{${name}|0}`, `1 ${name} 1`, `${name}()`];
  return probes.some((probe) => {
    try {
      readExpression(probe);
      return true;
    } catch (error) {
      const message = (error as Error).message;
      return !message.includes(`unknown name "${name}"`) &&
        !message.includes(`unknown operation "${name}"`);
    }
  });
}

Deno.test("readCell() refuses a name the notation reads as its own, naming the word and why", async (t) => {
  const table: [name: string, why: RegExp][] = [
    ["on", /is a word of the notation \(on, off, over, under, dud, upon, pass, Tiny, Miny\)/],
    ["pass", /is a word of the notation/],
    ["over", /is a word of the notation/],
    ["upon", /is a word of the notation/],
    ["v", /is downs in the notation/],
    ["vv", /is downs in the notation/],
    ["v3", /is downs in the notation/],
    ["Upsum", /is an operation word of the notation \(G Upsum H, upsum\)/],
    ["ConwayProduct", /is an operation word/],
    ["domineering", /is a ruleset of the notation/],
    ["foxgeese", /is a ruleset of the notation/],
    ["windUp", /is a ruleset of the notation/],
    ["table", /is the worksheet's table cell/],
    ["predicates", /is the worksheet's predicates cell/],
  ];
  for (const [name, why] of table) {
    await t.step(`"${name} := 1" is refused`, () => {
      assert.throws(() => readCell(`${name} := 1`), (e: Error) =>
        e instanceof SyntaxError &&
        e.message.startsWith(`Cannot bind name: "${name}" is `) && why.test(e.message) &&
        e.message.endsWith(`, received ${name} :=`) && !e.message.includes("\n"));
    });
  }
  await t.step("a refused binding leaves {pass|0} as the loopy notation reads it", () => {
    const cells = ["pass := 1", "{pass|0}", "on := 0", "on + 1"];
    const results = evaluateWorksheet(cells, new GameRegistry());
    assert.equal(results[0].kind, "problem");
    // As the loopy notation reads each with no names bound ({pass|0} is under).
    for (const k of [1, 3]) {
      const v = parseLoopyGame(cells[k], { functions: LOOPY_RULESET_FUNCTIONS });
      const expected = { kind: "loopy", value: formatLoopyGame(v), outcome: loopyOutcome(v) };
      assert.deepEqual(results[k], expected);
    }
    assert.equal(results[2].kind, "problem");
    assert.equal(formatLoopyGame(parseLoopyGame("{pass|0}")), "under");
  });
  await t.step("it refuses exactly the names the notation reads, table and predicates", () => {
    // Every ruleset and infix operation word among the candidates, and random short names.
    const known = [
      ...CATALOG.map((e) => e.name),
      ...OPERATIONS.flatMap((o) => o.infix),
      "on",
      "off",
      "over",
      "under",
      "dud",
      "upon",
      "pass",
      "Tiny",
      "Miny",
      "table",
      "predicates",
      "v",
      "vv",
      "v12",
      "vx",
      "v_",
      "over2",
      "onside",
      "x",
      "inf",
      "omega",
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...known), fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,4}$/)),
        (name) => {
          let refused = false;
          try {
            readCell(`${name} := 1`);
          } catch (error) {
            assert.ok(error instanceof SyntaxError);
            refused = true;
          }
          assert.equal(
            refused,
            notationKnows(name) || name === "table" || name === "predicates",
            name,
          );
        },
      ),
      { seed: 31717, numRuns: 400 },
    );
  });
});

Deno.test("evaluateWorksheet() evaluates cells in order with the bindings above them", async (t) => {
  const registry = new GameRegistry();
  await t.step("a binding, a ruleset position and their sum", () => {
    const results = evaluateWorksheet(
      ['d := domineering("..|..")', "h := {1|0}", "", "d + h + *"],
      registry,
    );
    assert.deepEqual(results[0], { kind: "value", name: "d", value: "+-1", outcome: "N" });
    assert.deepEqual(results[2], { kind: "empty" });
    const sum = parseGame('domineering("..|..") + {1|0} + *', { functions: RULESET_FUNCTIONS });
    assert.deepEqual(results[3], {
      kind: "value",
      value: formatGame(sum),
      outcome: results[3].kind === "value" ? results[3].outcome : "?",
    });
  });
  await t.step("a name is seen only below its binding, and a rebinding takes over", () => {
    const results = evaluateWorksheet(["x + 1", "x := 1", "x := x + x", "x"], registry);
    assert.equal(results[0].kind, "problem");
    assert.deepEqual(results[3], { kind: "value", value: "2", outcome: "L" });
  });
  await t.step("a failing binding leaves its name unbound below", () => {
    const results = evaluateWorksheet(["x := {1|", "x"], registry);
    assert.equal(results[0].kind, "problem");
    assert.ok(results[1].kind === "problem" && /unknown name "x"/.test(results[1].problem.message));
  });
  await t.step("a table cell tabulates a cake", () => {
    const [r] = evaluateWorksheet(['table("cutcake", 2, 3)'], registry);
    assert.ok(r.kind === "table");
    assert.deepEqual(r.table.values, valueTable("cutcake", 2, 3).values);
  });
  await t.step("too many cells are refused", () => {
    assert.throws(() => evaluateWorksheet(Array(MAX_CELLS + 1).fill("1"), registry), RangeError);
  });
});

Deno.test("evaluateWorksheet() agrees with substituting each binding's value by hand", () => {
  // The slow twin: each cell's expression with every bound name replaced by its canonical form
  // in parentheses, parsed on its own.
  const games = ["^", "*", "1/2", "{1|0}", "-1", "*2", "{2|-1}"];
  fc.assert(
    fc.property(
      fc.array(
        fc.tuple(
          fc.constantFrom("a", "b", "c"),
          fc.array(fc.oneof(fc.constantFrom(...games), fc.constantFrom("a", "b", "c")), {
            minLength: 1,
            maxLength: 3,
          }),
        ),
        { minLength: 1, maxLength: 5 },
      ),
      (rows) => {
        const cells = rows.map(([name, terms]) => `${name} := ${terms.join(" + ")}`);
        const results = evaluateWorksheet(cells, new GameRegistry());
        const bound = new Map<string, string>();
        rows.forEach(([name, terms], i) => {
          const unbound = terms.find((t) => /^[abc]$/.test(t) && !bound.has(t));
          const r = results[i];
          if (unbound !== undefined) {
            assert.equal(r.kind, "problem");
            bound.delete(name);
            return;
          }
          const text = terms.map((t) => bound.get(t) ?? t).join(" + ");
          const g = parseGame(text);
          assert.ok(r.kind === "value");
          assert.equal(r.value, formatGame(g));
          bound.set(name, `(${formatGame(g)})`);
        });
      },
    ),
    { seed: 20261205, numRuns: 150 },
  );
});

Deno.test("evaluateWorksheet() reads loopy cells with bindings as if each name were its text", () => {
  // The slow twin: each bound name replaced by its binding's expression (names expanded) in
  // parentheses, the whole read by parseLoopyGame with no names. A cell either agrees with it
  // or, where the twin fails too, is a problem. Forms: sums, differences and braces of loopy
  // and short atoms and names (a brace of a non-stopper is refused by both).
  const atoms = ["0", "1", "*", "^", "on", "off", "over", "under", "{0|pass}", "{pass|1}", "{1|0}"];
  /** Expressions over the atoms and `names`: sums and differences of atoms, names and braces. */
  const expression = (names: string[]) => {
    const leaf = fc.constantFrom(...atoms, ...names, ...names);
    const term = fc.oneof(
      leaf,
      fc.tuple(leaf, leaf).map(([x, y]) => `{${x}|${y}}`),
      fc.tuple(leaf, leaf).map(([x, y]) => `{${x}|${y}, pass}`),
    );
    return fc.tuple(term, fc.array(fc.tuple(fc.constantFrom(" + ", " - "), term), { maxLength: 2 }))
      .map(([first, rest]) => first + rest.map(([op, t]) => op + t).join(""));
  };
  // a bound first, then b (which may use a), then cells that use both and may rebind them.
  const binding = fc.oneof(
    { arbitrary: fc.constantFrom("a", "b"), weight: 2 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
  fc.assert(
    fc.property(
      expression([]),
      expression(["a"]),
      fc.array(fc.tuple(binding, expression(["a", "b"])), { minLength: 1, maxLength: 3 }),
      (first, second, more) => {
        const rows: [string | null, string][] = [["a", first], ["b", second], ...more];
        const cells = rows.map(([name, text]) => name === null ? text : `${name} := ${text}`);
        const results = evaluateWorksheet(cells, new GameRegistry());
        const bound = new Map<string, string>();
        rows.forEach(([name, text], i) => {
          const r = results[i];
          const expanded = text.replace(/\b[ab]\b/g, (n) => bound.get(n) ?? n);
          let expected;
          try {
            const v = parseLoopyGame(expanded);
            const g = toGame(v);
            expected = g === undefined
              ? { kind: "loopy", value: formatLoopyGame(v), outcome: loopyOutcome(v) }
              : { kind: "value", value: formatGame(g) };
          } catch (error) {
            if (!(error instanceof SyntaxError || error instanceof RangeError)) throw error;
            assert.equal(r.kind, "problem", `${cells[i]} (${expanded}): ${error.message}`);
            if (name !== null) bound.delete(name);
            return;
          }
          const { name: _name, outcome, loopyNotation: _read, ...shown } = r as {
            name?: string;
            outcome?: string;
            loopyNotation?: true;
          };
          const got = expected.kind === "loopy" ? { ...shown, outcome } : shown;
          assert.deepEqual(got, expected, `${cells[i]} (${expanded})`);
          if (name !== null) bound.set(name, `(${expanded})`);
        });
      },
    ),
    { seed: 5122026, numRuns: 120 },
  );
});

Deno.test("cellAnalysis() analyses a cell with the bindings above it", () => {
  const a = cellAnalysis(["x := {3|-1}", "x + 1"], 1, new GameRegistry());
  if ("loopy" in a) throw new Error("expected a short game");
  assert.equal(a.value, "{4|0}");
  assert.equal(a.temperature, "2");
  assert.equal(a.mean, "2");
  assert.throws(() => cellAnalysis(["x := {1|"], 0, new GameRegistry()), RangeError);
  assert.throws(() => cellAnalysis(["1"], 1, new GameRegistry()), RangeError);
});

Deno.test("evaluateWorksheet() values cells in loopy notation", async (t) => {
  await t.step("a loopy cell shows the library's value and loopy outcome", () => {
    const results = evaluateWorksheet(
      ["{0|pass}", "g := on + off", "upon + 1"],
      new GameRegistry(),
    );
    const expected = ["{0|pass}", "on + off", "upon + 1"].map((text) => {
      const v = parseLoopyGame(text);
      return { value: formatLoopyGame(v), outcome: loopyOutcome(v) };
    });
    assert.deepEqual(results, [
      { kind: "loopy", ...expected[0] },
      { kind: "loopy", name: "g", ...expected[1] },
      { kind: "loopy", ...expected[2] },
    ]);
    // Siegel, CGT VI: {0|pass} is over, on + off is dud (a draw).
    assert.deepEqual(expected.slice(0, 2), [
      { value: "over", outcome: "L" },
      { value: "dud", outcome: "D" },
    ]);
  });
  await t.step("a loopy binding is usable below, in either notation", () => {
    // The brief's cases: a loopy ruleset position bound, then summed; a loopy form in braces.
    const cells = [
      'a := backsliding("T.")',
      "a + 1",
      "b := {pass|0}",
      "b + 1",
      "{0|b}",
      "x := ^",
      "x + on",
      "{x|pass}",
    ];
    const results = evaluateWorksheet(cells, new GameRegistry());
    // The slow twin: each name replaced by its binding's text, read by parseLoopyGame alone.
    const expanded = [
      'backsliding("T.")',
      '(backsliding("T.")) + 1',
      "{pass|0}",
      "({pass|0}) + 1",
      "{0|({pass|0})}",
      "^",
      "(^) + on",
      "{(^)|pass}",
    ];
    results.forEach((r, i) => {
      const v = parseLoopyGame(expanded[i], { functions: LOOPY_RULESET_FUNCTIONS });
      const g = toGame(v);
      const expected = g === undefined
        ? { kind: "loopy", value: formatLoopyGame(v), outcome: loopyOutcome(v) }
        : { kind: "value", value: formatGame(g) };
      const { name: _name, outcome, loopyNotation: _read, ...shown } = r as {
        name?: string;
        outcome?: string;
        loopyNotation?: true;
      };
      assert.deepEqual(g === undefined ? { ...shown, outcome } : shown, expected, cells[i]);
    });
    // Siegel, CGT VI: {pass|0} is under and under + 1 is 1under; Backsliding's "T." is on.
    assert.deepEqual(
      [0, 1, 2, 3, 6].map((i) => (results[i] as { value: string }).value),
      ["on", "on", "under", "1under", "on"],
    );
  });
  await t.step(
    "a name bound to a value that is not a stopper cannot be an option, and says so",
    () => {
      const [, r] = evaluateWorksheet(["d := on + off", "{d|0}"], new GameRegistry());
      assert.equal(r.kind, "problem");
      assert.match(
        r.kind === "problem" ? r.problem.message : "",
        /an option must be a stopper at column 1, in "\{d\|0\}" \("d" is bound above to dud, which is not a stopper\)$/,
      );
    },
  );
  await t.step("a ruleset that takes short games refuses a loopy binding, saying why", () => {
    const [, r] = evaluateWorksheet(["b := over", "domineering(b)"], new GameRegistry());
    assert.match(
      r.kind === "problem" ? r.problem.message : "",
      /domineering\(\) takes short games, received a loopy one/,
    );
  });
  await t.step("an error in a loopy cell names its column in the text as written", () => {
    // "b + c +": the calls written for b and c do not move the column of the missing game.
    const [, , r] = evaluateWorksheet(["b := over", "c := 1", "b + c +"], new GameRegistry());
    assert.equal(r.kind === "problem" ? r.problem.column : undefined, 8);
    assert.match(r.kind === "problem" ? r.problem.message : "", /at column 8, in "b \+ c \+"/);
  });
  await t.step("inside a position label's braces the label wins over a binding of its name", () => {
    // c{0|c} is over (its c the label); the last c is the binding, 1.
    const [, r] = evaluateWorksheet(["c := 1", "c{0|c} + c"], new GameRegistry());
    assert.deepEqual(r, { kind: "loopy", value: "1over", outcome: "L" });
  });
  await t.step("rebinding a loopy name to a short game makes it usable again", () => {
    const results = evaluateWorksheet(["o := on", "o := 1", "o + 1"], new GameRegistry());
    assert.deepEqual(results[2], { kind: "value", value: "2", outcome: "L" });
  });
});

Deno.test("cellAnalysis() gives a loopy cell's stops or sides, and cellMoves() refuses it", () => {
  const over = cellAnalysis(["{1|pass}"], 0, new GameRegistry());
  assert.ok("loopy" in over);
  assert.deepEqual([over.value, over.leftStop, over.rightStop], ["1over", "1over", "1over"]);
  const dud = cellAnalysis(["dud"], 0, new GameRegistry());
  assert.ok("loopy" in dud);
  assert.deepEqual([dud.stopper, dud.onside, dud.offside], [false, "on", "off"]);
  assert.throws(
    () => cellMoves(["on"], 0, new GameRegistry()),
    RangeError,
    "a loopy value names no winning or sensible move",
  );
});

Deno.test("valueTable() gives each cake's value, refusing other rulesets and large tables", () => {
  const t = valueTable("cutcake", 3, 2);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 2; c++) {
      const g = parseGame(`cutcake(${r + 1}, ${c + 1})`, { functions: RULESET_FUNCTIONS });
      assert.equal(t.values[r][c], formatGame(g));
    }
  }
  assert.throws(() => valueTable("domineering", 2, 2), RangeError);
  assert.throws(() => valueTable("cutcake", 0, 2), RangeError);
  assert.throws(() => valueTable("cutcake", 2, 17), RangeError);
});

Deno.test("worksheetJson() and worksheetNotebook() are read back by readWorksheet()", () => {
  const cells = ["x := ^", 'd := domineering("..|..")', "x + d", "", 'table("eatcake", 2, 2)'];
  assert.deepEqual(readWorksheet(worksheetJson(cells)), cells);
  const nb = worksheetNotebook(cells);
  assert.deepEqual(readWorksheet(nb), cells);
  const parsed = JSON.parse(nb);
  assert.equal(parsed.nbformat, 4);
  assert.equal(parsed.metadata.kernelspec.name, "deno");
  assert.match(parsed.cells[3].source, /names: \{ x, d \}/);
  assert.throws(() => readWorksheet("nope"), SyntaxError);
  assert.throws(() => readWorksheet('{"format":"cgt-worksheet","cells":[1]}'), SyntaxError);
  assert.throws(
    () => readWorksheet(JSON.stringify({ format: "cgt-worksheet", cells: ["x".repeat(20_001)] })),
    RangeError,
  );
});

Deno.test("worksheetNotebook()'s cells compute what the worksheet shows", async (t) => {
  for (
    const cells of [
      ["x := ^", "y := x + *", "x := x + y", "x + y"],
      // Loopy cells: read by parseLoopyGame in the notebook.
      ["x := ^", "{0|pass}", "x + *", "x := on + off", "x := 1", 'domineering("..|..") + over'],
      // Loopy bindings used below, in loopy cells and in a brace whose value is short ({0|on}).
      [
        "b := {pass|0}",
        "b + 1",
        "x := ^",
        "{x|pass}",
        "o := on",
        "t := {0|o}",
        "t + x",
        "b := 1",
        "b + t",
      ],
      // Cells the loopy notation reads to a loopfree value, with and without names.
      [
        'backsliding("TT..FF")',
        's := backsliding("T.F") + 1',
        "s + *",
        "x := ^",
        'windUp("6,7", 40, 13) + x',
      ],
      // Cells the worksheet gives no value: a failed binding leaves its name unbound below, and
      // the cells after it, which the notebook would otherwise give the name to, still run.
      ["x := {1|", "2", "x + 1"],
      ["x := 1", "x := {1|", "2", "x + 1", "d := on + off", "d := {d|0}", "d + 1", "x := 3", "x"],
      // Predicates cells: short, loopy, read in the loopy notation, with names, and refused.
      [
        "x := ^",
        "predicates(x + *)",
        "predicates({0|pass})",
        'predicates(backsliding("TT..FF"))',
        "o := over",
        "predicates(o + x)",
        "predicates({1|)",
        "predicates(5)",
      ],
    ]
  ) {
    await t.step(cells.join("; "), () => notebookShows(cells));
  }
});

/**
 * JavaScript's reserved words (ECMA-262, 12.7.2 ReservedWord), those strict mode adds (13.1.1,
 * 14.3.1.1: implements ... static, let), and the names strict mode forbids binding (eval,
 * arguments): none can be declared by a notebook cell, which is strict module code.
 */
const RESERVED_WORDS = [
  ..."await break case catch class const continue debugger default delete do else enum export"
    .split(" "),
  ..."extends false finally for function if import in instanceof new null return super switch"
    .split(" "),
  ..."this throw true try typeof var void while with yield".split(" "),
  ..."implements interface let package private protected public static eval arguments".split(" "),
];

/** The names a notebook's first cell declares (its imports and constants), read from its text. */
function notebookOwnNames(): string[] {
  // A loopy cell, so that the first cell has the loopy imports and helpers too.
  // And a predicates cell, so that it has the predicates' imports and helpers.
  const first: string = JSON.parse(
    worksheetNotebook(["on", "predicates(^)"], { loopy: [true, false] }),
  ).cells[0].source;
  const imported = [...first.matchAll(/^import \{ ([^}]*) \}/gm)]
    .flatMap((m) => m[1].split(",").map((n) => n.trim()));
  const constants = [...first.matchAll(/^const (\w+)/gm)].map((m) => m[1]);
  return [...imported, ...constants];
}

Deno.test("worksheetNotebook() runs whatever names the bindings take", async (t) => {
  // Names a binding may take that the notebook's code cannot use as they are: its own names,
  // reserved words, globals the runtime or library use (Object is used by the first cell),
  // globals that cannot be declared (undefined), Object.prototype's names, TypeScript's
  // contextual words, and plain names.
  const candidates = [
    ...notebookOwnNames(),
    ...RESERVED_WORDS,
    ..."Object Map Set Symbol JSON Math Array console globalThis Deno undefined NaN Infinity"
      .split(" "),
    ..."__proto__ constructor toString type of as async declare x y g1 _".split(" "),
  ];
  const accepted = candidates.filter((name) => {
    try {
      return readCell(`${name} := 1`).name === name;
    } catch {
      return false;
    }
  });
  await t.step("the worksheet accepts the names of the report", () => {
    for (const name of ["display", "parseGame", "new", "class", "let", "await", "Object"]) {
      assert.ok(accepted.includes(name), name);
    }
    assert.ok(notebookOwnNames().includes("LOOPY_FUNCTIONS"));
  });
  await t.step("a binding of each name, used below in short and loopy cells", async () => {
    // Each name bound in turn to the one above plus a value; loopy cells use them as calls. The
    // names in two halves, each sheet within MAX_CELLS.
    const half = Math.ceil(accepted.length / 2);
    for (const names of [accepted.slice(0, half), accepted.slice(half)]) {
      const cells = names.flatMap((name, i) => [
        `${name} := ${i === 0 ? "^" : `${names[i - 1]} + *`}`,
        i % 7 === 3 ? `${name} + over` : `${name} + 1`,
      ]);
      await notebookShows([...cells, "display := on", "display + parseGame"]);
    }
  });
  await t.step("random sheets over those names show the worksheet's values", async () => {
    const atoms = [
      "1",
      "*",
      "^",
      "{1|0}",
      "-1/2",
      "{2|-1}",
      'domineering("..|..")',
      'backsliding("T.F")',
      "on",
      "over",
      "{0|pass}",
      // Cells the worksheet gives no value: a syntax error, a name never bound.
      "{1|",
      "unbound",
    ];
    // A number stands for a name bound above (any of them, by its remainder); a pair for a brace
    // {x|y}, which fails when a name in it is bound to a value that is not a stopper (dud).
    const leaf = fc.oneof(fc.constantFrom(...atoms), fc.nat(99), fc.nat(99));
    const term = fc.oneof(
      { weight: 4, arbitrary: leaf },
      { weight: 1, arbitrary: fc.tuple(leaf, leaf) },
    );
    const row = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          name: fc.option(fc.constantFrom(...accepted), { nil: null }),
          terms: fc.array(term, { minLength: 1, maxLength: 3 }),
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom("", 'table("cutcake", 2, 2)', "on := 1") },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 6 }), async (rows) => {
        const bound: string[] = [];
        const cells = rows.map((r) => {
          if (typeof r === "string") return r;
          const written = (x: string | number) =>
            typeof x === "string" ? x : bound.length === 0 ? "1" : bound[x % bound.length];
          const expression = r.terms.map((t) =>
            Array.isArray(t) ? `{${written(t[0])}|${written(t[1])}}` : written(t)
          ).join(" + ");
          if (r.name === null) return expression;
          if (!bound.includes(r.name)) bound.push(r.name);
          return `${r.name} := ${expression}`;
        });
        await notebookShows(cells);
      }),
      { seed: 20261205, numRuns: 25 },
    );
  });
  await t.step("a cell of several lines that is not code stays a comment", async () => {
    const cells = ['table("cutcake",\n 2, 2)', "on := 1\r\n+ 1", "x := 1", "x"];
    const nb = JSON.parse(worksheetNotebook(cells));
    assert.equal(nb.cells[1].source, '// table("cutcake",\n//  2, 2)');
    assert.equal(
      nb.cells[2].source,
      "// on := 1\n// + 1\n// (the worksheet gives this cell no value)",
    );
    await notebookShows(cells);
  });
});

/**
 * Runs the notebook of `cells` as Deno's Jupyter kernel runs it: each code cell is one evaluation
 * of `deno repl` (the kernel's REPL session, where a cell's `let` and imports are declared at the
 * top level of the runtime). Checks that no cell throws, and that the cells show what the
 * worksheet shows: the kernel displays a cell's last expression, printed here as its `text/plain`
 * (a string as it is), with the worksheet cell's index.
 */
async function notebookShows(cells: readonly string[]): Promise<void> {
  const results = evaluateWorksheet(cells, new GameRegistry());
  const nb = JSON.parse(worksheetNotebook(cells, notebookOptions(results)));
  const sources: string[] = nb.cells.map((c: { source: string }) => c.source);
  // The printer, named with a "$" as no binding can be; it uses the globals console, JSON and
  // Symbol, so a binding that hid them would show here.
  const printer = [
    "const show$ = (cell: number, value: unknown): void => {",
    '  const key = Symbol.for("Jupyter.display");',
    "  const text = typeof value === 'string' ? value",
    '    : (value as Record<symbol, () => Record<string, string>>)[key]()["text/plain"];',
    "  console.log(JSON.stringify([cell, text]));",
    "};",
  ].join("\n");
  const shown = sources.map((source, k) => {
    if (k === 0) return source;
    const lines = source.split("\n");
    const last = lines.at(-1)!;
    if (last.startsWith("//")) return source;
    return [...lines.slice(0, -1), `show$(${k - 1}, ${last.replace(/;$/, "")});`].join("\n");
  });
  const dir = await Deno.makeTempDir({ prefix: "cgt-notebook-" });
  try {
    const files: string[] = [];
    for (const [k, source] of [printer, ...shown].entries()) {
      files.push(`${dir}/cell${k}.ts`);
      await Deno.writeTextFile(files[k], source + "\n");
    }
    const root = new URL("../../../", import.meta.url);
    const { stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["repl", "--quiet", `--allow-read=${root.pathname}`, `--eval-file=${files.join(",")}`],
      cwd: root,
      env: { NO_COLOR: "1" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const out = new TextDecoder().decode(stdout).trim();
    const context = `${out}\n${new TextDecoder().decode(stderr)}\n--- notebook:\n${
      shown.join("\n--- cell\n")
    }`;
    const lines = out === "" ? [] : out.split("\n");
    assert.ok(lines.every((line) => line.startsWith("[")), context);
    // A predicates cell shows the lines of its chips.
    const expected = results.flatMap((r, i) =>
      r.kind === "value" || r.kind === "loopy"
        ? [[i, r.value]]
        : r.kind === "predicates"
        ? [[i, r.predicates.map((p) => predicateChip(p).text).join("\n")]]
        : []
    );
    assert.deepEqual(lines.map((line) => JSON.parse(line)), expected, context);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("evaluateWorksheet() gives a predicates cell the predicates the page shows", async (t) => {
  const registry = new GameRegistry();
  await t.step("a short value, with the names bound above", () => {
    const [, r] = evaluateWorksheet(["x := ^", "predicates(x + x)"], registry);
    const a = analyseExpression("^^", new GameRegistry());
    assert.ok(r.kind === "predicates" && !("loopy" in a));
    assert.deepEqual(r, {
      kind: "predicates",
      value: "^^",
      outcome: "L",
      predicates: a.predicates,
    });
    // ^^ is all-small and infinitesimal (CanonicalShortGameTestCase.scala @2e627f7 has ^).
    assert.deepEqual(r.predicates.slice(0, 2).map((p) => predicateChip(p).text), [
      "all-small yes",
      "infinitesimal yes",
    ]);
  });
  await t.step("a loopy value", () => {
    const [r] = evaluateWorksheet(["predicates({0|pass})"], registry);
    const a = analyseExpression("{0|pass}", new GameRegistry());
    assert.ok(r.kind === "predicates" && "loopy" in a);
    assert.deepEqual(r, {
      kind: "predicates",
      value: "over",
      outcome: a.outcome,
      predicates: a.predicates,
      loopy: true,
    });
  });
  await t.step("a value the loopy notation reads to a loopfree one", () => {
    const [r] = evaluateWorksheet(['predicates(backsliding("TT..FF"))'], registry);
    assert.ok(r.kind === "predicates" && r.loopyNotation === true && r.loopy === undefined);
    assert.equal(r.predicates.length, 13);
  });
  await t.step("an expression that does not read is the cell's problem", () => {
    const [r] = evaluateWorksheet(["predicates({1|)"], registry);
    assert.ok(r.kind === "problem" && r.problem.kind === "syntax");
  });
  await t.step("a predicates cell binds nothing and has no full analysis", () => {
    const results = evaluateWorksheet(["predicates(1)", "2"], registry);
    assert.equal(results[0].kind, "predicates");
    assert.throws(() => cellAnalysis(["predicates(1)"], 0, registry), RangeError);
  });
});

Deno.test("cellMoves() lists a cell's winning and sensible moves", async (t) => {
  await t.step("a ruleset call's moves are its positions: 2x2 Domineering", () => {
    // domineering("..|..") = {1|-1}: every move of either player wins.
    const m = cellMoves(['domineering("..|..")'], 0, new GameRegistry());
    assert.deepEqual(m.left.map((c) => [c.value, c.mark]), [["1", "winning"], ["1", "winning"]]);
    assert.equal(m.right.length, 2);
    assert.ok(m.left.every((c) => c.option.startsWith("domineering(")));
  });
  await t.step("a cell of names lists its value's options, each winning or sensible", () => {
    // {-1|-3}: Left loses moving first; -1 is sensible (canonical). Right wins to -3.
    const m = cellMoves(["x := {-1|-3}", "x"], 1, new GameRegistry());
    assert.deepEqual(m.left.map((c) => [c.value, c.mark]), [["-1", "sensible"]]);
    assert.deepEqual(m.right.map((c) => [c.value, c.mark]), [["-3", "winning"]]);
  });
  await t.step("each listed winning move wins by the library (the sum after it)", () => {
    fc.assert(
      fc.property(fc.constantFrom("{1|-1}", "{2|1} + *", "^ + *", "{1|*} + {0|-2}"), (text) => {
        const m = cellMoves([text], 0, new GameRegistry());
        for (const c of m.left.filter((c) => c.mark === "winning")) {
          assert.notEqual(compare(parseGame(c.value), parseGame("0")), "<");
          assert.notEqual(compare(parseGame(c.value), parseGame("0")), "||");
        }
        for (const c of m.right.filter((c) => c.mark === "winning")) {
          assert.notEqual(compare(parseGame(c.value), parseGame("0")), ">");
          assert.notEqual(compare(parseGame(c.value), parseGame("0")), "||");
        }
      }),
      { seed: 2329, numRuns: 8 },
    );
  });
  await t.step("a cell without a value is refused", () => {
    assert.throws(() => cellMoves(["{"], 0, new GameRegistry()), RangeError);
    assert.throws(() => cellMoves(["1"], 3, new GameRegistry()), RangeError);
  });
});
