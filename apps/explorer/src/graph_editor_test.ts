import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, parseGame } from "@cgt/partizan";
import { Solver } from "@cgt/partizan/search";
import {
  addEdge,
  addVertex,
  cycleLabel,
  type EditorGraph,
  emptyGraph,
  GRAPH_PRESETS,
  GRAPH_RULESETS,
  graphExpression,
  graphMoves,
  graphNotation,
  GROUND,
  MAX_GRAPH_STATE_LENGTH,
  MAX_GRAPH_VERTICES,
  MAX_GRAPH_WEIGHT,
  moveAt,
  moveVertex,
  readGraph,
  readGraphState,
  removeElement,
  setWeight,
  type Side,
  startGraph,
  writeGraphState,
} from "./graph_editor.ts";
import { CATALOG, positionOf, RULESET_FUNCTIONS } from "./engine_imports.ts";
import {
  MAX_WEIGHTED_ARC_KAYLES_WEIGHT,
  parseWeightedArcKayles,
} from "@cgt/rulesets/weighted-arc-kayles";

const IDS = Object.keys(GRAPH_RULESETS);

/** The value the library gives an expression, printed. */
function valueOf(expression: string): string {
  return formatGame(parseGame(expression, { functions: RULESET_FUNCTIONS }));
}

/** Random graphs of a ruleset: up to 5 vertices besides the ground, up to 6 edges, any labels. */
function graphs(id: string): fc.Arbitrary<EditorGraph> {
  const { board } = GRAPH_RULESETS[id];
  const base = board.ground ? 1 : 0;
  return fc.integer({ min: 1, max: 5 }).chain((n) =>
    fc.record({
      labels: fc.array(fc.constantFrom(...board.vertices.map((l) => l.label)), {
        minLength: n,
        maxLength: n,
      }),
      // Hackenbush graphs are connected to the ground: vertex i hangs from an earlier one.
      parents: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
      edgeLabels: fc.array(fc.constantFrom(...board.edges.map((l) => l.label)), {
        minLength: 10,
        maxLength: 10,
      }),
      drop: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    }).map(({ labels, parents, extra, edgeLabels, drop }) => {
      let g = emptyGraph(id);
      for (let i = 0; i < n; i++) g = addVertex(g, 40 + 60 * i, 40 + 30 * i);
      const ids = g.vertices.map((v) => v.id);
      g = {
        ...g,
        vertices: g.vertices.map((v, i) => (i < base ? v : { ...v, label: labels[i - base] })),
      };
      const pairs: [number, number][] = [];
      for (let i = base; i < ids.length; i++) {
        // Outside Hackenbush, some vertices start a new component.
        if (i > 0 && (board.ground || !drop[i - base])) {
          pairs.push([ids[parents[i - base] % i], ids[i]]);
        }
      }
      for (const [a, b] of extra) {
        pairs.push([ids[a % ids.length], ids[b % ids.length]]);
      }
      pairs.forEach(([a, b]) => {
        g = addEdge(g, a, b);
      });
      return {
        ...g,
        edges: g.edges.map((e, k) => ({ ...e, label: edgeLabels[k % edgeLabels.length] })),
      };
    })
  );
}

/**
 * A key equal exactly for isomorphic labelled multigraphs (the ground kept first), by trying
 * every numbering: the slow, obviously correct twin of reading back what was written.
 */
function bruteKey(g: EditorGraph): string {
  const ground = GRAPH_RULESETS[g.ruleset].board.ground;
  const live = g.vertices.filter((v) => v.taken === undefined);
  const index = new Map(live.map((v, i) => [v.id, i]));
  const edges = g.edges.filter((e) => index.has(e.a) && index.has(e.b));
  const n = live.length;
  let best: string | undefined;
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const visit = (): void => {
    if (perm.length === n) {
      const labels = live.map((_, i) => live[perm.indexOf(i)].label).join(",");
      const list = edges.map((e) => {
        const a = perm[index.get(e.a)!];
        const b = perm[index.get(e.b)!];
        // An arc keeps its direction (`<` is `>` the other way); other edges have none.
        if (e.label === ">") return `${a}>${b}`;
        if (e.label === "<") return `${b}>${a}`;
        return `${Math.min(a, b)}-${Math.max(a, b)}${e.label}`;
      }).sort().join(" ");
      const key = `${labels}|${list}`;
      if (best === undefined || key < best) best = key;
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i] || (ground && (perm.length === 0) !== (i === 0))) continue;
      used[i] = true;
      perm.push(i);
      visit();
      perm.pop();
      used[i] = false;
    }
  };
  visit();
  return best ?? "";
}

/** The values of the engine's options of a graph's position, for `side`, as a sorted set. */
function engineOptionValues(g: EditorGraph, side: Side): string[] {
  const entry = CATALOG.find((e) => e.name === g.ruleset)!;
  const { ruleset, position } = positionOf(entry.notation!, [graphNotation(g)])!;
  const solver = new Solver(ruleset);
  const options = side === "L" ? ruleset.leftOptions(position) : ruleset.rightOptions(position);
  return [...new Set([...options].map((o) => formatGame(solver.value(o))))].sort();
}

/** The values of the editor's moves, as a sorted set. */
function editorMoveValues(g: EditorGraph, side: Side): string[] {
  return [...new Set(graphMoves(g, side).map((m) => valueOf(graphExpression(m.after))))].sort();
}

Deno.test("GRAPH_RULESETS holds every catalogue entry with a graph board", () => {
  assert.deepEqual(IDS, CATALOG.filter((e) => e.graph !== undefined).map((e) => e.name));
  assert.ok(IDS.includes("hackenbush") && IDS.includes("col") && IDS.includes("snort"));
});

Deno.test("the editing functions change the graph as a person expects", async (t) => {
  await t.step("addVertex() and addEdge() build a Hackenbush stalk on the ground", () => {
    let g = emptyGraph("hackenbush");
    g = addVertex(g, 100, 200);
    g = addVertex(g, 100, 140);
    g = addEdge(g, GROUND, 1);
    g = addEdge(g, 1, 2);
    assert.equal(graphNotation(g), "ll");
    g = cycleLabel(g, { kind: "edge", id: g.edges[1].id });
    assert.equal(graphNotation(g), "lr");
    g = cycleLabel(g, { kind: "edge", id: g.edges[1].id });
    assert.equal(graphNotation(g), "le");
    // Left cuts either edge (to 0 or 1), Right only the green one (to 1): {0,1|1} = 1*.
    assert.equal(valueOf(graphExpression(g)), "1*");
  });
  await t.step("addEdge() ignores a loop or a missing vertex", () => {
    const g = addVertex(emptyGraph("col"), 50, 50);
    assert.equal(addEdge(g, 0, 0), g);
    assert.equal(addEdge(g, 0, 7), g);
  });
  await t.step("cycleLabel() walks a Col vertex through untinted, L and R", () => {
    let g = addVertex(emptyGraph("col"), 50, 50);
    const tints = [graphNotation(g)];
    for (let k = 0; k < 3; k++) {
      g = cycleLabel(g, { kind: "vertex", id: 0 });
      tints.push(graphNotation(g));
    }
    assert.deepEqual(tints, [".", "L", "R", "."]);
  });
  await t.step("cycleLabel() walks a weight from 1 to 9 and back", () => {
    let g = addVertex(emptyGraph("weightedArcKayles"), 50, 50);
    for (let k = 0; k < 8; k++) g = cycleLabel(g, { kind: "vertex", id: 0 });
    assert.equal(graphNotation(g), "9");
    assert.equal(graphNotation(cycleLabel(g, { kind: "vertex", id: 0 })), "1");
  });
  await t.step("cycleLabel() continues a typed weight above 9 instead of resetting it", () => {
    // A typed weight (setWeight, the `graph-weight` input's 1 to 99) goes up by one a click;
    // the heaviest goes back to the catalogue's first weight.
    const table: [typed: number, after: string][] = [
      [10, "{11}"],
      [12, "{13}"],
      [MAX_GRAPH_WEIGHT - 1, `{${MAX_GRAPH_WEIGHT}}`],
      [MAX_GRAPH_WEIGHT, "1"],
    ];
    for (const [typed, after] of table) {
      const g = setWeight(addVertex(emptyGraph("weightedArcKayles"), 50, 50), 0, typed);
      assert.equal(graphNotation(cycleLabel(g, { kind: "vertex", id: 0 })), after);
    }
  });
  await t.step("cycleLabel() moves every weight to the next one, or back to 1", () => {
    // The slow twin: 1 to 8 and 10 to 98 go up by one; 9 (the catalogue's last) and 99 go to 1.
    const twin = (w: number): number => w === 9 || w === MAX_GRAPH_WEIGHT ? 1 : w + 1;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_GRAPH_WEIGHT }), (w) => {
        const g = setWeight(addVertex(emptyGraph("weightedArcKayles"), 50, 50), 0, w);
        const next = cycleLabel(g, { kind: "vertex", id: 0 });
        assert.equal(next.vertices[0].label, String(twin(w)));
      }),
      { seed: 20261205, numRuns: 200 },
    );
  });
  await t.step("moveVertex() keeps a vertex in the picture and the ground in place", () => {
    let g = addVertex(emptyGraph("hackenbush"), 50, 50);
    g = moveVertex(g, 1, -100, 9999);
    assert.ok(g.vertices[1].x >= 0 && g.vertices[1].y < g.vertices[0].y);
    assert.equal(moveVertex(g, GROUND, 10, 10), g);
  });
  await t.step("removeElement() takes a vertex with its edges, and never the ground", () => {
    let g = readGraph("hackenbush", "l(r;e)");
    assert.equal(removeElement(g, { kind: "vertex", id: GROUND }), g);
    g = removeElement(g, { kind: "vertex", id: 1 });
    assert.equal(g.edges.length, 0);
    assert.equal(graphNotation(g), "");
  });
  await t.step("addVertex() refuses a vertex beyond MAX_GRAPH_VERTICES", () => {
    let g = emptyGraph("col");
    for (let k = 0; k < MAX_GRAPH_VERTICES; k++) g = addVertex(g, 10 * k, 10);
    assert.throws(() => addVertex(g, 5, 5), RangeError);
  });
  await t.step("parts not joined to the ground are left out of Hackenbush's notation", () => {
    let g = addVertex(addVertex(emptyGraph("hackenbush"), 10, 10), 20, 20);
    g = addEdge(g, 1, 2);
    assert.equal(graphNotation(g), "");
    assert.equal(graphNotation(addEdge(g, GROUND, 2)), "ll");
  });
});

Deno.test("readGraph() and graphExpression() give the library's published values", async (t) => {
  const table: [ruleset: string, notation: string, value: string, source: string][] = [
    ["hackenbush", "l(l;rl)", "3/2", 'CGSuite GameGraphTest.scala: Hackenbush("l(l;rl)")'],
    ["hackenbush", "lrlrrllr", "77/128", 'CGSuite GameGraphTest.scala: Hackenbush("lrlrrllr")'],
    [
      "col",
      "R-.-R-.-L-.-R-.-R-.",
      "7/8",
      'CGSuite GameGraphTest.scala: Col("R-.-R-.-L-.-R-.-R-.")',
    ],
    ["snort", "L-.-.-.-L", "{4|0,+-1}", 'CGSuite GameGraphTest.scala: Snort("L-.-.-.-L")'],
    ["snort", ".-.-.(-.;-.)", "+-{3|2}", 'CGSuite GameGraphTest.scala: Snort(".-.-.(-.;-.)")'],
  ];
  for (const [ruleset, notation, value, source] of table) {
    await t.step(`${ruleset}("${notation}") is ${value} (${source})`, () => {
      assert.equal(valueOf(graphExpression(readGraph(ruleset, notation))), value);
    });
  }
  await t.step("the girl preset is CGSuite's green girl, *2 (Winning Ways ch. 7, figure 3)", () => {
    const girl = GRAPH_PRESETS.find((p) => p.name === "girl")!.build("hackenbush");
    assert.equal(valueOf(graphExpression(girl)), "*2");
    assert.equal(
      bruteKey(girl),
      bruteKey(readGraph("hackenbush", "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")),
    );
  });
});

Deno.test("readGraph() refuses what the ruleset does not read", async (t) => {
  const table: [ruleset: string, notation: string, error: typeof Error][] = [
    ["hackenbush", "l(r", SyntaxError],
    ["hackenbush", "--", SyntaxError], // Hackenbush edges need a colour
    ["hackenbush", "l;r", RangeError], // the second edge is not joined to the ground
    ["col", "x-.", SyntaxError],
    ["weightedArcKayles", "-", SyntaxError], // every vertex needs a weight
    ["arcKayles", "-".repeat(MAX_GRAPH_VERTICES), RangeError],
    ["domineering", "..", RangeError],
  ];
  for (const [ruleset, notation, error] of table) {
    await t.step(`${ruleset}("${notation.slice(0, 12)}") throws ${error.name}`, () => {
      assert.throws(() => readGraph(ruleset, notation), error);
    });
  }
});

Deno.test("startGraph() is the catalogue's example, or a preset for Hackenbush", () => {
  for (const id of IDS) {
    const text = graphNotation(startGraph(id));
    const example = GRAPH_RULESETS[id].start;
    if (id === "hackenbush") assert.equal(valueOf(graphExpression(startGraph(id))), "*2");
    else assert.equal(valueOf(`${id}("${text}")`), valueOf(`${id}("${example}")`), id);
  }
});

Deno.test("every preset fits its rulesets and is a position of theirs", () => {
  for (const id of IDS) {
    for (const preset of GRAPH_PRESETS.filter((p) => p.fits(id))) {
      const g = preset.build(id);
      assert.equal(readGraph(id, graphNotation(g)).vertices.length, g.vertices.length, id);
    }
  }
  assert.ok(!GRAPH_PRESETS.find((p) => p.name === "girl")!.fits("col"));
});

Deno.test("readGraph() reads back graphNotation() of random graphs of every ruleset", async (t) => {
  for (const id of IDS) {
    await t.step(id, () => {
      fc.assert(
        fc.property(graphs(id), (g) => {
          const text = graphNotation(g);
          const again = readGraph(id, text);
          assert.equal(bruteKey(again), bruteKey(g), text);
          assert.equal(graphNotation(again), text);
        }),
        { seed: 2307, numRuns: 60 },
      );
    });
  }
});

Deno.test("graphMoves() are the engine's options on random graphs of every ruleset", async (t) => {
  for (const id of IDS) {
    await t.step(id, () => {
      fc.assert(
        fc.property(graphs(id), (g) => {
          // The graph and every graph one move on (tints, coloured and fallen parts).
          const graphsToCheck = [g, ...graphMoves(g, "L").map((m) => m.after)];
          for (const h of graphsToCheck) {
            for (const side of ["L", "R"] as const) {
              assert.deepEqual(
                editorMoveValues(h, side),
                engineOptionValues(h, side),
                graphNotation(h),
              );
              for (const m of graphMoves(h, side)) {
                assert.equal(moveAt(h, side, m.element)?.element.id, m.element.id);
              }
            }
          }
        }),
        { seed: 2311, numRuns: 25 },
      );
    });
  }
});

Deno.test("addEdge() draws an arc in Digraph Placement, and an arc back makes it both ways", () => {
  let g = addVertex(addVertex(addVertex(emptyGraph("digraphPlacement"), 50, 50), 150, 50), 250, 50);
  g = addEdge(g, 0, 1);
  assert.equal(graphNotation(g), "LLL:0>1");
  g = addEdge(g, 2, 1);
  assert.equal(graphNotation(g), "LLL:0>1,1<2");
  // The same arc again changes nothing; the arc back joins 1 and 2 both ways.
  assert.equal(addEdge(g, 0, 1), g);
  g = addEdge(g, 1, 2);
  assert.equal(graphNotation(g), "LLL:0>1,1-2");
  g = cycleLabel(g, { kind: "vertex", id: 1 });
  assert.equal(graphNotation(g), "LRL:0>1,1-2");
  // cycleLabel() turns an arc round, then makes it both ways.
  const arc = { kind: "edge", id: g.edges[0].id } as const;
  assert.equal(graphNotation(cycleLabel(g, arc)), "LRL:0<1,1-2");
  assert.equal(graphNotation(cycleLabel(cycleLabel(g, arc), arc)), "LRL:0-1,1-2");
});

Deno.test("graphMoves() takes a Digraph Placement vertex out with the vertices it points to", async (t) => {
  // Rows: position, mover, the positions after its moves (by the rule of Clow and McKay, 2024,
  // as packages/rulesets/graph/digraph_placement.ts writes them).
  const rows: [string, Side, string[]][] = [
    ["LRL:0>1,2-1", "R", ["L"]],
    ["LRL:0>1,2-1", "L", ["L", "L"]],
    ["LLRR:0>1,1>2,2>3,3>0", "L", ["RR:0>1", "LR:0<1"]],
    ["LR", "L", ["R"]],
  ];
  for (const [text, side, after] of rows) {
    await t.step(`${text} ${side}`, () => {
      const g = readGraph("digraphPlacement", text);
      assert.deepEqual(graphMoves(g, side).map((m) => graphNotation(m.after)), after);
    });
  }
});

Deno.test("graphMoves() marks a coloured vertex and tints its neighbours in Col", () => {
  const g = readGraph("col", ".-.-R");
  const [first] = graphMoves(g, "L");
  assert.equal(first.after.vertices[0].taken, "L");
  assert.equal(first.after.vertices[1].label, "L");
  // Right colours the middle vertex: the end tinted R keeps it, the other end is tinted R.
  const middle = moveAt(g, "R", { kind: "vertex", id: 1 })!;
  assert.equal(graphNotation(middle.after), "R;R");
  // Left colours the middle: the R-tinted end is next to both colours and leaves play.
  const left = moveAt(g, "L", { kind: "vertex", id: 1 })!;
  assert.equal(left.after.vertices[2].taken, "out");
  assert.equal(graphNotation(left.after), "L");
});

/** The graph with its vertices numbered 0, 1, ... in order and its edges after them. */
function renumbered(g: EditorGraph): EditorGraph {
  const index = new Map(g.vertices.map((v, i) => [v.id, i]));
  const n = g.vertices.length;
  return {
    ...g,
    vertices: g.vertices.map((v, i) => ({ ...v, id: i })),
    edges: g.edges.map((e, k) => ({ ...e, id: n + k, a: index.get(e.a)!, b: index.get(e.b)! })),
    nextId: n + g.edges.length,
  };
}

Deno.test("readGraphState() reads back writeGraphState() for links", async (t) => {
  for (const id of IDS) {
    await t.step(`${id}: random graphs, and after a move, are the same graph again`, () => {
      fc.assert(
        fc.property(graphs(id), fc.nat(), fc.constantFrom<Side>("L", "R"), (g, pick, side) => {
          const moves = graphMoves(g, side);
          for (const h of [g, ...(moves.length > 0 ? [moves[pick % moves.length].after] : [])]) {
            const again = readGraphState(id, writeGraphState(h));
            assert.deepEqual(again, renumbered(h));
            assert.equal(graphNotation(again), graphNotation(h));
          }
        }),
        { seed: 5021, numRuns: 30 },
      );
    });
  }
  await t.step("a graph with a deleted vertex keeps its drawing and notation", () => {
    let g = startGraph("hackenbush");
    g = removeElement(g, { kind: "vertex", id: g.vertices.at(-1)!.id });
    assert.deepEqual(readGraphState("hackenbush", writeGraphState(g)), renumbered(g));
  });
  const bad: [string, string, ErrorConstructor, string][] = [
    ["col", "{", SyntaxError, "not JSON"],
    ["col", "[]", RangeError, 'lists "v" and "e"'],
    ["col", '{"v":[[1,2,"Q"]],"e":[]}', RangeError, "a label"],
    ["col", '{"v":[[1,2,""],[3,4,""]],"e":[[0,2,""]]}', RangeError, "two different vertices"],
    ["col", '{"v":[[1,2,""]],"e":[[0,0,""]]}', RangeError, "two different vertices"],
    ["col", '{"v":[[1,"2",""]],"e":[]}', RangeError, "numbers x and y"],
    ["col", '{"v":[[1,2,"","X"]],"e":[]}', RangeError, "taken"],
    ["hackenbush", '{"v":[],"e":[]}', RangeError, "the ground"],
    ["hackenbush", '{"v":[[0,0,""],[1,2,""]],"e":[[0,1,"q"]]}', RangeError, "a label"],
    ["nosuch", '{"v":[],"e":[]}', RangeError, "ruleset must be one of"],
    [
      "col",
      JSON.stringify({ v: Array(MAX_GRAPH_VERTICES + 1).fill([1, 2, ""]), e: [] }),
      RangeError,
      "at most",
    ],
    ["col", " ".repeat(MAX_GRAPH_STATE_LENGTH + 1), RangeError, "characters"],
  ];
  for (const [id, text, error, words] of bad) {
    await t.step(`${id} ${text.slice(0, 40)} is refused (${words})`, () => {
      assert.throws(() => readGraphState(id, text), error, words);
    });
  }
});

Deno.test("setWeight() gives Weighted Arc Kayles vertices weights up to the library's bound", async (t) => {
  await t.step("the bound is the ruleset's own", () => {
    assert.equal(MAX_GRAPH_WEIGHT, MAX_WEIGHTED_ARC_KAYLES_WEIGHT);
  });
  await t.step("weights from 10 are written braced and the library reads them", () => {
    let g = readGraph("weightedArcKayles", "2-1-3");
    g = setWeight(setWeight(g, 0, 12), 2, MAX_GRAPH_WEIGHT);
    const text = graphNotation(g);
    assert.equal(text, `{12}-1-{${MAX_GRAPH_WEIGHT}}`);
    assert.deepEqual(parseWeightedArcKayles(text).weights, [12, 1, MAX_GRAPH_WEIGHT]);
    assert.equal(graphNotation(readGraph("weightedArcKayles", text)), text);
    assert.deepEqual(readGraphState("weightedArcKayles", writeGraphState(g)), g);
  });
  await t.step("out-of-range weights and unweighted rulesets are refused", () => {
    const g = readGraph("weightedArcKayles", "2-1");
    for (const w of [0, -1, 1.5, MAX_GRAPH_WEIGHT + 1]) {
      assert.throws(() => setWeight(g, 0, w), RangeError, `received ${w}`);
    }
    assert.throws(() => setWeight(startGraph("col"), 0, 2), TypeError);
    assert.throws(
      () => readGraph("weightedArcKayles", `{${MAX_GRAPH_WEIGHT + 1}}-1`),
      SyntaxError,
      `needs a label (1 to ${MAX_GRAPH_WEIGHT})`,
    );
  });
  await t.step("a braced name is still a name, not a weight", () => {
    const g = readGraph("weightedArcKayles", "{12}:{A}-3-{12}:{A}");
    assert.equal(g.vertices.length, 2);
    assert.deepEqual(g.vertices.map((v) => v.label), ["12", "3"]);
  });
  await t.step("moves on heavy graphs are the engine's options, read back the same", () => {
    fc.assert(
      fc.property(
        graphs("weightedArcKayles"),
        fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 6, maxLength: 6 }),
        (g0, weights) => {
          let g = g0;
          g.vertices.forEach((v, i) => {
            g = setWeight(g, v.id, weights[i % weights.length]);
          });
          const text = graphNotation(g);
          assert.equal(graphNotation(readGraph("weightedArcKayles", text)), text);
          assert.deepEqual(editorMoveValues(g, "L"), engineOptionValues(g, "L"), text);
        },
      ),
      { seed: 7719, numRuns: 25 },
    );
  });
});
