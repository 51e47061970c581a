import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import {
  formatHackenbush,
  formatHackenbushGraph,
  hackenbush,
  HACKENBUSH_GRAPH,
  type HackenbushEdge,
  type HackenbushGraphEdge,
  hackenbushGraphGame,
  parseHackenbushGraph,
} from "./hackenbush.ts";
import { arbitraryPermutation, isomorphic, type SmallGraph } from "../testdata/small_graph.ts";

type Colour = "L" | "R" | "G";

/** The edges the ground (vertex 0) reaches through `edges`. */
function reachable(edges: readonly HackenbushGraphEdge[]): HackenbushGraphEdge[] {
  const seen = new Set([0]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [u, v] of edges) {
      if (seen.has(u) !== seen.has(v)) {
        seen.add(u);
        seen.add(v);
        grew = true;
      }
    }
  }
  return edges.filter(([u]) => seen.has(u));
}

/**
 * The slow twin: Hackenbush by its definition on the edge list, by plain recursion through the
 * engine. A move deletes one edge of the mover's colour or a green one, then every edge the ground
 * no longer reaches; no parts, no canonical keys, no colon principle, no tree rules. Values are
 * remembered by the exact list of live edges, so a test's graphs of 8 or 9 edges stay quick.
 */
function twinValue(edges: readonly HackenbushGraphEdge[], memo = new Map<string, Game>()): Game {
  const live = reachable(edges);
  const id = JSON.stringify(live);
  const known = memo.get(id);
  if (known !== undefined) return known;
  const options = (player: Colour): Game[] =>
    live.flatMap(([, , c], i) =>
      c === player || c === "G" ? [twinValue(live.filter((_, j) => j !== i), memo)] : []
    );
  const value = game(options("L"), options("R"));
  memo.set(id, value);
  return value;
}

/** A graph with the ground first, in CGSuite's notation, by the package's writer. */
function text(edges: readonly HackenbushGraphEdge[]): string {
  const n = 1 + Math.max(0, ...edges.flatMap(([u, v]) => [u, v]));
  return formatHackenbushGraph({ vertices: n, edges });
}

Deno.test("hackenbush() on graphs matches published values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    ["lrlrrllr", "77/128", 'CGSuite GameGraphTest.scala: Hackenbush("lrlrrllr")'],
    ["l(l;rl)", "3/2", 'CGSuite GameGraphTest.scala: Hackenbush("l(l;rl)")'],
    ["eeeeeee", "*7", 'CGSuite GameGraphTest.scala: Hackenbush("eeeeeee")'],
    ["lrlerrr", "3/4v[3]*", 'CGSuite GameGraphTest.scala: Hackenbush("lrlerrr") (an RBG stalk)'],
    ["e(ee(e;e);e(eee;ee);e(ee;e))", "*5", "CGSuite GameGraphTest.scala: a green tree"],
    [
      "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))",
      "*2",
      "CGSuite GameGraphTest.scala: the green girl, Winning Ways ch. 7 figure 3",
    ],
    [":Aeee:A", "*", "Winning Ways ch. 7 (fusion): a green triangle on the ground is *1"],
    [":Aee:A", "0", "Winning Ways ch. 7 (fusion): two green edges from the ground to one vertex"],
    ["", "0", "the bare ground (CGSuite rejects the empty graph)"],
    [
      ":Alll:A(l;r)",
      "3",
      "by the rules: a blue triangle on the ground is 3 (Left cuts all three), plus 1 - 1",
    ],
  ];
  for (const [graph, value, source] of table) {
    await t.step(`${graph} is ${value} (${source})`, () => {
      assert.equal(hackenbush(graph), parseGame(value));
    });
  }
});

Deno.test("hackenbush() on graphs with cycles equals the slow twin on small examples", async (t) => {
  const rows = [
    ":Alr:A",
    ":Alrl:A",
    ":Alre:A",
    "l:Ae:A",
    "l:Ar:A",
    "l:A(e:A;r)",
    ":A-:A".replaceAll("-", "l"),
    ":G(l:G;r:G;e)",
    "l:Ar:Ae:A",
    "lr:A(e(e;e:A);l)",
    "(l:A;r:A;e:A)",
    "l:A(ee:A;r)",
  ];
  for (const graph of rows) {
    await t.step(graph, () => {
      const g = parseHackenbushGraph(graph);
      assert.equal(hackenbush(graph), twinValue(g.edges));
    });
  }
});

/** Every list of up to `max` edges on vertices 0..3 (loops allowed), each of any colour. */
function* allSmallEdgeLists(max: number): Generator<HackenbushGraphEdge[]> {
  const kinds: HackenbushGraphEdge[] = [];
  for (let u = 0; u < 4; u++) {
    for (let v = u; v < 4; v++) for (const c of ["L", "R", "G"] as Colour[]) kinds.push([u, v, c]);
  }
  // Multisets: indices in non-decreasing order.
  const pick = function* (size: number, from: number): Generator<number[]> {
    if (size === 0) {
      yield [];
      return;
    }
    for (let i = from; i < kinds.length; i++) {
      for (const rest of pick(size - 1, i)) yield [i, ...rest];
    }
  };
  for (let size = 0; size <= max; size++) {
    for (const ids of pick(size, 0)) yield ids.map((i) => kinds[i]);
  }
}

Deno.test("hackenbushGraphGame() equals the slow twin on every multigraph of up to 3 edges on 4 vertices", () => {
  const search = new Solver(HACKENBUSH_GRAPH);
  let count = 0;
  for (const edges of allSmallEdgeLists(3)) {
    assert.equal(search.value({ vertices: 4, edges }), twinValue(edges), JSON.stringify(edges));
    count++;
  }
  // 1 + 30 + 465 + 4960 multisets of the 30 kinds of edge.
  assert.equal(count, 5456);
});

const colour = fc.constantFrom("L", "R", "G") as fc.Arbitrary<Colour>;

/** Random multigraphs on up to 6 vertices with up to `max` edges, loops allowed. */
function arbitraryEdges(max: number, colours = colour): fc.Arbitrary<HackenbushGraphEdge[]> {
  return fc.array(
    fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), colours),
    { maxLength: max },
  );
}

Deno.test("hackenbushGraphGame() equals the slow twin on random graphs of up to 8 edges (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(
      arbitraryEdges(8),
      (edges) => hackenbushGraphGame({ vertices: 6, edges }) === twinValue(edges),
    ),
    { seed: 80633, numRuns: 200 },
  );
});

Deno.test("hackenbushGraphGame() equals the slow twin on mostly green graphs, where the colon principle squeezes branches (fast-check, 200 runs)", () => {
  // A blue or red edge first (so parts are mixed), then mostly green edges.
  const mostlyGreen = fc.constantFrom("G", "G", "G", "L", "R") as fc.Arbitrary<Colour>;
  fc.assert(
    fc.property(
      fc.tuple(fc.constantFrom("L", "R") as fc.Arbitrary<Colour>, arbitraryEdges(8, mostlyGreen)),
      ([first, rest]) => {
        const edges: HackenbushGraphEdge[] = [[0, 1, first], ...rest];
        return hackenbushGraphGame({ vertices: 6, edges }) === twinValue(edges);
      },
    ),
    { seed: 56044, numRuns: 200 },
  );
});

Deno.test("hackenbushGraphGame() equals the slow twin on trees grown from a cycle through the ground (fast-check, 200 runs)", () => {
  // Two edges between the ground and vertex 1 (so no part is a tree), then each new vertex hangs
  // from an earlier one other than the ground, and sometimes an extra edge closes a cycle.
  const grown = fc.tuple(
    colour,
    colour,
    fc.array(fc.tuple(fc.nat(), colour), { minLength: 1, maxLength: 6 }),
    fc.option(fc.tuple(fc.nat(), fc.nat(), colour)),
  ).map(([a, b, steps, extra]) => {
    const edges: HackenbushGraphEdge[] = [[0, 1, a], [1, 0, b]];
    steps.forEach(([parent, c], i) => edges.push([1 + (parent % (i + 1)), i + 2, c]));
    const n = steps.length + 2;
    if (extra !== null) edges.push([extra[0] % n, extra[1] % n, extra[2]]);
    return edges;
  });
  fc.assert(
    fc.property(grown, (edges) => hackenbushGraphGame({ vertices: 9, edges }) === twinValue(edges)),
    { seed: 19474, numRuns: 200 },
  );
});

Deno.test("HACKENBUSH_GRAPH.components squeeze all-green branches hanging from one vertex into stalks (the colon principle)", () => {
  const colours = (text: string): string[] =>
    [...HACKENBUSH_GRAPH.components!(parseHackenbushGraph(text))].map((p) =>
      p.edges.map(([, , c]) => c).sort().join("")
    ).sort();
  // A blue edge carrying a green 2-cycle (0): the cycle vanishes; a green triangle is *1.
  assert.deepEqual(colours("l:Aee:A"), ["L"]);
  assert.deepEqual(colours("l:Aeee:A"), ["GL"]);
  // On a 2-cycle through the ground: three green leaves are *1, stalks of 2 and 3 are *1 too.
  assert.deepEqual(colours(":G(l:V(e;e;e);r:V)"), ["GLR"]);
  assert.deepEqual(colours(":G(l:V(ee;eee);r:V)"), ["GLR"]);
  // Branches with blue or red edges stay as they are.
  assert.deepEqual(colours(":G(l:V(lr;r);r:V)"), ["LLRRR"]);
  assert.deepEqual(colours(":G(l:V(el);r:V)"), ["GLLR"]);
  // Trees too (then valued by the tree rules); the ground's own parts are separate.
  assert.deepEqual(colours("l(e;e;e)"), ["GL"]);
  assert.deepEqual(colours(":A(l;e;r:A)"), ["G", "L", "R"]);
  assert.equal(hackenbush("l:Aeee:A"), hackenbush("le"));
});

Deno.test("hackenbush() reads a graph written by formatHackenbushGraph() as the same game (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(arbitraryEdges(7), (edges) => {
      const grounded = reachable(edges);
      const written = text(grounded);
      const back = parseHackenbushGraph(written);
      const toSmall = (es: readonly HackenbushGraphEdge[], n: number): SmallGraph => ({
        labels: Array.from({ length: n }, () => ""),
        edges: es.map(([u, v, c]) => [u, v, c]),
      });
      // Compare on the vertices in play, renumbered: the same graph with the ground fixed.
      const used = [...new Set([0, ...grounded.flatMap(([u, v]) => [u, v])])].sort((a, b) => a - b);
      const index = new Map(used.map((v, i) => [v, i]));
      const original = toSmall(
        grounded.map(([u, v, c]) => [index.get(u)!, index.get(v)!, c]),
        used.length,
      );
      return isomorphic(original, toSmall(back.edges, back.vertices), 0) &&
        hackenbush(written) === twinValue(grounded);
    }),
    { seed: 73583, numRuns: 200 },
  );
});

Deno.test("HACKENBUSH_GRAPH.key is the same for every renumbering that keeps the ground (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(
      arbitraryEdges(9).chain((edges) => fc.tuple(fc.constant(edges), arbitraryPermutation(5))),
      ([edges, perm]) => {
        // Vertex 0 stays the ground; the others (1..5) are renamed.
        const rename = (v: number): number => (v === 0 ? 0 : 1 + perm[v - 1]);
        const moved: HackenbushGraphEdge[] = edges.map(([u, v, c]) => [rename(u), rename(v), c]);
        const a = [...HACKENBUSH_GRAPH.components!({ vertices: 6, edges })];
        const b = [...HACKENBUSH_GRAPH.components!({ vertices: 6, edges: moved })];
        const keys = (parts: typeof a) => parts.map((p) => String(HACKENBUSH_GRAPH.key!(p))).sort();
        return JSON.stringify(keys(a)) === JSON.stringify(keys(b));
      },
    ),
    { seed: 54433, numRuns: 200 },
  );
});

Deno.test("hackenbush() reads both notations of the same trees alike (fast-check, 150 runs)", () => {
  const edge: fc.Memo<HackenbushEdge> = fc.memo((depth) =>
    fc.record({
      colour,
      above: depth <= 1 ? fc.constant([]) : fc.array(edge(depth - 1), { maxLength: 3 }),
    })
  );
  const size = (f: readonly HackenbushEdge[]): number =>
    f.reduce((n, e) => n + 1 + size(e.above), 0);
  const forest = fc.array(edge(4), { minLength: 1, maxLength: 3 }).filter((f) => size(f) <= 9);
  fc.assert(
    fc.property(forest, (f) => {
      const trees = formatHackenbush(f);
      const graph = formatHackenbushGraph(parseHackenbushGraph(trees));
      return hackenbush(trees) === hackenbush(graph) && !/[LRG,]/.test(graph);
    }),
    { seed: 94131, numRuns: 150 },
  );
});

Deno.test("parseHackenbushGraph() rejects bad graphs as CGSuite does", async (t) => {
  await t.step("a disconnected graph (CGSuite: That `Graph` is not connected.)", () => {
    assert.throws(() => parseHackenbushGraph("lrlr;lr"), {
      name: "RangeError",
      message:
        'Cannot read Hackenbush graph: the graph is not connected (every part must reach the ground, the first vertex written), received "lrlr;lr"',
    });
    assert.throws(() => hackenbush(".;."), RangeError);
  });
  await t.step("an edge without a colour", () => {
    assert.throws(() => hackenbush("l-r"), {
      name: "SyntaxError",
      message:
        'Cannot read Hackenbush graph: an edge needs a label (l, r or e), found "-" at column 2, received "l-r"',
    });
  });
  await t.step("an unknown letter", () => {
    assert.throws(() => hackenbush("lx"), SyntaxError);
    assert.throws(() => hackenbush("LX"), SyntaxError);
  });
  await t.step("a position that is not a graph", () => {
    assert.throws(() => hackenbushGraphGame({ vertices: 2, edges: [[0, 2, "L"]] }), RangeError);
    assert.throws(
      () => hackenbushGraphGame({ vertices: 2, edges: [[0, 1, "B" as "L"]] }),
      TypeError,
    );
  });
});

Deno.test("hackenbushGraphGame() leaves out the edges the ground does not reach", () => {
  const g = hackenbushGraphGame({ vertices: 4, edges: [[0, 1, "L"], [2, 3, "R"]] });
  assert.equal(formatGame(g), "1");
  assert.equal(
    formatHackenbushGraph({ vertices: 4, edges: [[0, 1, "L"], [2, 3, "R"], [1, 1, "G"]] }),
    "l:Ae:A",
  );
});
