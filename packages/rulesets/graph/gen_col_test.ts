import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { Solver } from "@cgt/partizan/search";
import { formatGraphNotation } from "../_graph_notation.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import { arbitraryTintedGraph, type TintedGraph } from "../testdata/graph.ts";
import { textValue } from "../testdata/board_reference.ts";
import { col } from "./col.ts";
import { snort } from "./snort.ts";
import {
  COL_TINTS,
  FJORDS,
  fjords,
  FJORDS_TINTS,
  formatGenCol,
  genCol,
  type GenColOptions,
  genColRuleset,
  type GenColTint,
  parseGenCol,
  SNORT_TINTS,
} from "./gen_col.ts";

/** A tinted graph in CGSuite's notation, written by the shared printer. */
function notation(g: TintedGraph): string {
  return formatGraphNotation({ labels: g.tints, edges: g.edges.map(([u, v]) => [u, v, ""]) });
}

/**
 * The slow twin of CGSuite's GenCol, word for word, on plain data written as JSON: a vertex has
 * a label "" (Nothing), "L" or "R", or is gone ("-"). A player colours a vertex whose label is
 * permitted; each untinted neighbour takes the player's label, each neighbour with the
 * opponent's label goes, and the vertex goes. The first position is read from the notation.
 */
function twin(options: GenColOptions): Ruleset<string> {
  const name: Record<string, GenColTint> = { "": "nothing", L: "left", R: "right" };
  const moves = (text: string, player: "L" | "R"): string[] => {
    let labels: string[];
    let edges: [number, number][];
    if (text.startsWith("{")) {
      ({ labels, edges } = JSON.parse(text));
    } else {
      const p = parseGenCol(text);
      labels = p.adjacency.map((_, v) =>
        (p.tintedLeft >>> v) & 1 ? "L" : (p.tintedRight >>> v) & 1 ? "R" : ""
      );
      edges = [];
      p.adjacency.forEach((m, v) => {
        for (let u = v + 1; u < 32; u++) if ((m >>> u) & 1) edges.push([v, u]);
      });
    }
    const allowed = player === "L" ? options.left : options.right;
    const other = player === "L" ? "R" : "L";
    const out: string[] = [];
    labels.forEach((label, v) => {
      if (label === "-" || !allowed.includes(name[label])) return;
      const next = [...labels];
      for (const [a, b] of edges) {
        const w = a === v ? b : b === v ? a : -1;
        if (w < 0 || w === v) continue;
        if (labels[w] === "") next[w] = player;
        else if (labels[w] === other) next[w] = "-";
      }
      next[v] = "-";
      out.push(JSON.stringify({ labels: next, edges }));
    });
    return out;
  };
  return {
    name: "GenCol (text)",
    leftOptions: (text) => moves(text, "L"),
    rightOptions: (text) => moves(text, "R"),
  };
}

Deno.test("FJORDS keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: FJORDS,
    parse: parseGenCol,
    format: formatGenCol,
    twin: twin(FJORDS_TINTS),
    value: fjords,
    cases: [
      {
        label: "small graphs",
        positions: ["", ".", "L", "R", "L-.", "L-R", "L-.-.", "L-.-R", "L:A-.-R-L:A", "L(-;-;-R)"],
      },
      {
        label: "random tinted graphs of up to 7 vertices",
        generator: arbitraryTintedGraph(7, 10).map(notation),
        seed: 62119,
        numRuns: 80,
      },
    ],
  });
});

Deno.test("fjords() gives the values worked out by hand", async (t) => {
  const rows: [graph: string, expected: string, why: string][] = [
    ["--", "0", "no vertex is tinted, so nobody can colour one"],
    ["L", "1", "Left colours her tinted vertex"],
    ["L-.-.", "3", "each vertex Left colours tints the next for her"],
    ["L-R", "*", "either player's move removes the other's tinted vertex"],
    ["L-.-R", "0", "either player's move leaves L-R: {* | *}"],
  ];
  for (const [graph, expected, why] of rows) {
    await t.step(`fjords("${graph}") is ${expected}: ${why}`, () => {
      assert.equal(formatGame(fjords(graph)), expected);
      assert.equal(formatGame(textValue(twin(FJORDS_TINTS), graph)), expected);
    });
  }
});

Deno.test("genCol() gives CGSuite's published values of Col and Snort", async (t) => {
  const rows: [graph: string, options: GenColOptions, expected: string, source: string][] = [
    ["R-.-R-.-L-.-R-.-R-.", COL_TINTS, "7/8", 'GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-.")'],
    ["L-.-.-.-L", SNORT_TINTS, "{4|0,+-1}", 'GameGraphTest.scala: Snort("L-.-.-.-L")'],
    [".-.-.(-.;-.)", SNORT_TINTS, "+-{3|2}", 'GameGraphTest.scala: Snort(".-.-.(-.;-.)")'],
  ];
  for (const [graph, options, expected, source] of rows) {
    await t.step(`genCol("${graph}") is ${expected} (${source})`, () => {
      assert.equal(formatGame(genCol(graph, options)), expected);
    });
  }
});

Deno.test("genCol() with CGSuite's Col and Snort tints equals col() and snort()", () => {
  fc.assert(
    fc.property(arbitraryTintedGraph(7, 10), (g) => {
      const text = notation(g);
      assert.equal(genCol(text, COL_TINTS), col(text), `col ${text}`);
      assert.equal(genCol(text, SNORT_TINTS), snort(text), `snort ${text}`);
    }),
    { seed: 10457, numRuns: 100 },
  );
});

Deno.test("genColRuleset() values equal the word-for-word twin for any permitted tints", () => {
  const tints = fc.subarray<GenColTint>(["nothing", "left", "right"]);
  fc.assert(
    fc.property(
      fc.record({ left: tints, right: tints }),
      fc.array(arbitraryTintedGraph(6, 8), { minLength: 1, maxLength: 3 }),
      (options, graphs) => {
        const search = new Solver(genColRuleset(options));
        const memo = new Map();
        for (const g of graphs) {
          const text = notation(g);
          assert.equal(search.value(parseGenCol(text)), textValue(twin(options), text, memo), text);
        }
      },
    ),
    { seed: 2718, numRuns: 80 },
  );
});

Deno.test("genColRuleset() and parseGenCol() reject bad input", () => {
  assert.throws(() => genColRuleset({ left: ["blue" as GenColTint], right: [] }), {
    name: "RangeError",
    message:
      'Cannot make GenCol ruleset: left must hold "nothing", "left" or "right", received "blue"',
  });
  assert.throws(() => genColRuleset(null as unknown as GenColOptions), TypeError);
  assert.throws(
    () => genColRuleset({ left: "left", right: [] } as unknown as GenColOptions),
    TypeError,
  );
  assert.throws(() => parseGenCol("L-x"), SyntaxError);
  assert.throws(() => parseGenCol(3 as unknown as string), TypeError);
  assert.throws(() => parseGenCol("-".repeat(32)), RangeError);
});
