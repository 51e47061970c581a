import assert from "node:assert/strict";
import fc from "fast-check";
import {
  formatGraphNotation,
  type GraphNotationRules,
  parseGraphNotation,
} from "./_graph_notation.ts";
import { arbitrarySmallGraph, isomorphic, type SmallGraph } from "./testdata/small_graph.ts";

const PLAIN: GraphNotationRules = {
  what: "test graph",
  vertexLabels: ["L", "R"],
  edgeLabels: [],
  plainEdge: true,
  edgeHint: "-",
  maxVertices: 64,
  maxLength: 4096,
};

const COLOURED: GraphNotationRules = {
  what: "test graph",
  vertexLabels: [],
  edgeLabels: ["l", "r", "e"],
  plainEdge: false,
  edgeHint: "l, r or e",
  maxVertices: 64,
  maxLength: 4096,
};

Deno.test("parseGraphNotation() reads CGSuite's grammar", async (t) => {
  const rows: [text: string, labels: string[], edges: [number, number, string][]][] = [
    ["", [], []],
    [".", [""], []],
    [".-.-.", ["", "", ""], [[0, 1, ""], [1, 2, ""]]],
    ["--", ["", "", ""], [[0, 1, ""], [1, 2, ""]]],
    ["(-;-;-)", ["", "", "", ""], [[0, 1, ""], [0, 2, ""], [0, 3, ""]]],
    ["-(-;-)", ["", "", "", ""], [[0, 1, ""], [1, 2, ""], [1, 3, ""]]],
    ["((-;-);-)", ["", "", "", ""], [[0, 1, ""], [0, 2, ""], [0, 3, ""]]],
    ["-;-", ["", "", "", ""], [[0, 1, ""], [2, 3, ""]]],
    [".;.", ["", ""], []],
    [";", [""], []],
    ["-;", ["", ""], [[0, 1, ""]]],
    [":A-:A", [""], [[0, 0, ""]]],
    [":A--:A", ["", ""], [[0, 1, ""], [1, 0, ""]]],
    [":A---:A", ["", "", ""], [[0, 1, ""], [1, 2, ""], [2, 0, ""]]],
    [":{root}-.-:{root}", ["", ""], [[0, 1, ""], [1, 0, ""]]],
    ["L-R-.", ["L", "R", ""], [[0, 1, ""], [1, 2, ""]]],
    ["{L}-{R}", ["L", "R"], [[0, 1, ""]]],
    ["L:A-.-L:A", ["L", ""], [[0, 1, ""], [1, 0, ""]]],
    [" . - . ", ["", ""], [[0, 1, ""]]],
    [".-.-.(-.;-.)", ["", "", "", "", ""], [[0, 1, ""], [1, 2, ""], [2, 3, ""], [2, 4, ""]]],
  ];
  for (const [text, labels, edges] of rows) {
    await t.step(JSON.stringify(text), () => {
      assert.deepEqual(parseGraphNotation(text, PLAIN), { labels, edges });
    });
  }
  await t.step("edge labels: l(l;rl) and :Al:B;:Br:C;:Ce:A", () => {
    assert.deepEqual(parseGraphNotation("l(l;rl)", COLOURED), {
      labels: ["", "", "", "", ""],
      edges: [[0, 1, "l"], [1, 2, "l"], [1, 3, "r"], [3, 4, "l"]],
    });
    assert.deepEqual(parseGraphNotation(":Al:B;:Br:C;:Ce:A", COLOURED), {
      labels: ["", "", ""],
      edges: [[0, 1, "l"], [1, 2, "r"], [2, 0, "e"]],
    });
  });
});

Deno.test("parseGraphNotation() rejects bad notation with the column", async (t) => {
  const rows: [text: string, rules: GraphNotationRules, name: string, message: string][] = [
    ["..", PLAIN, "SyntaxError", 'expected an edge ("-"), "(", ";" or ")", found "." at column 2'],
    ["-x", PLAIN, "SyntaxError", 'expected an edge ("-"), "(", ";" or ")", found "x" at column 2'],
    ["(-", PLAIN, "SyntaxError", 'unclosed "(" (opened at column 1) at column 3'],
    ["-)", PLAIN, "SyntaxError", 'unmatched ")" at column 2'],
    ["-(-)-", PLAIN, "SyntaxError", 'expected ";" or ")" after a group, found "-" at column 5'],
    [
      ":",
      PLAIN,
      "SyntaxError",
      'expected a vertex name (a letter, a digit or {name}) after ":", found the end at column 2',
    ],
    [
      "-:(",
      PLAIN,
      "SyntaxError",
      'expected a vertex name (a letter, a digit or {name}) after ":", found "(" at column 3',
    ],
    [
      "L:A-:A",
      PLAIN,
      "SyntaxError",
      'vertex :A is labelled "L" elsewhere but nothing here (write the same label at every occurrence) at column 5',
    ],
    ["->", PLAIN, "SyntaxError", 'directed edges are not allowed, found ">" at column 2'],
    ["{L", PLAIN, "SyntaxError", 'unclosed "{" at column 1'],
    ["{}", PLAIN, "SyntaxError", 'empty "{}" at column 1'],
    ["l-", COLOURED, "SyntaxError", 'an edge needs a label (l, r or e), found "-" at column 2'],
    [
      "lx",
      COLOURED,
      "SyntaxError",
      'expected an edge (l, r or e), "(", ";" or ")", found "x" at column 2',
    ],
  ];
  for (const [text, rules, name, message] of rows) {
    await t.step(text, () => {
      assert.throws(() => parseGraphNotation(text, rules), {
        name,
        message: `Cannot read test graph: ${message}, received "${text}"`,
      });
    });
  }
  await t.step("too long, too many vertices, not a string", () => {
    assert.throws(() => parseGraphNotation("-".repeat(5000), PLAIN), RangeError);
    assert.throws(() => parseGraphNotation("-".repeat(64), PLAIN), {
      name: "RangeError",
      message: /at most 64 vertices/,
    });
    assert.throws(() => parseGraphNotation(3, PLAIN), TypeError);
  });
});

Deno.test("formatGraphNotation() writes graphs as CGSuite prints them", async (t) => {
  // CGSuite's printed forms (GraphTestCase.scala and the observed rewrite of a triangle): written
  // back as CGSuite writes them, in the edge order they were read in.
  const rows: [text: string, rules: GraphNotationRules, printed: string][] = [
    ["-", PLAIN, "-"],
    ["----", PLAIN, "----"],
    [":A-:A", PLAIN, ":A-:A"],
    [":A--:A", PLAIN, ":A--:A"],
    [":A-----:A", PLAIN, ":A-----:A"],
    ["(-;-;-;-)", PLAIN, "(-;-;-;-)"],
    [":A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))", PLAIN, ":A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))"],
    [":A-:B-(-:A;-(-:A;-:B))", PLAIN, ":A-:B-(-:A;-(-:A;-:B))"],
    ["-;--;---", PLAIN, "-;--;---"],
    ["(-;-;-);.", PLAIN, "(-;-;-);."],
    [".;.;.;.", PLAIN, ".;.;.;."],
    [".-.-.(-.;-.)", PLAIN, "--(-;-)"],
    ["L-.-.-.-L", PLAIN, "L----L"],
    [":Al:B;:Br:C;:Ce:A", COLOURED, ":Alre:A"],
    ["l(l;rl)", COLOURED, "l(l;rl)"],
  ];
  for (const [text, rules, printed] of rows) {
    await t.step(`${text} prints as ${printed}`, () => {
      assert.equal(formatGraphNotation(parseGraphNotation(text, rules)), printed);
    });
  }
  await t.step("a long stalk does not overflow the stack", () => {
    const stalk = "l".repeat(4000);
    const rules = { ...COLOURED, maxVertices: 5000 };
    assert.equal(formatGraphNotation(parseGraphNotation(stalk, rules)), stalk);
  });
});

Deno.test("formatGraphNotation() output reads back as the same graph (fast-check, 300 runs)", () => {
  const arbitrary = arbitrarySmallGraph({
    maxVertices: 7,
    maxEdges: 10,
    vertexLabels: ["", "", "L", "R"],
    edgeLabels: [""],
    loops: true,
  });
  fc.assert(
    fc.property(arbitrary, (g: SmallGraph) => {
      const text = formatGraphNotation(g);
      const back = parseGraphNotation(text, PLAIN);
      return isomorphic(g, { labels: [...back.labels], edges: back.edges.map((e) => [...e]) });
    }),
    { seed: 66780, numRuns: 300 },
  );
});

Deno.test("formatGraphNotation() keeps the first vertex first, as Hackenbush's ground (fast-check, 200 runs)", () => {
  const arbitrary = arbitrarySmallGraph({
    maxVertices: 6,
    maxEdges: 9,
    vertexLabels: [""],
    edgeLabels: ["l", "r", "e"],
    loops: true,
  });
  fc.assert(
    fc.property(arbitrary, (g: SmallGraph) => {
      const back = parseGraphNotation(formatGraphNotation(g), COLOURED);
      return isomorphic(g, { labels: [...back.labels], edges: back.edges.map((e) => [...e]) }, 0);
    }),
    { seed: 69112, numRuns: 200 },
  );
});
