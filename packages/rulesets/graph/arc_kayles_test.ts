import assert from "node:assert/strict";
import fc from "fast-check";
import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { type Game, game, nimber } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { formatGraphNotation } from "../_graph_notation.ts";
import { domineering } from "../grid/domineering.ts";
import {
  ARC_KAYLES,
  arcKayles,
  arcKaylesGrundy,
  formatArcKayles,
  formatPartizanArcKayles,
  parseArcKayles,
  parsePartizanArcKayles,
  PARTIZAN_ARC_KAYLES,
  partizanArcKayles,
} from "./arc_kayles.ts";
import {
  allSimpleGraphs,
  arbitraryPermutation,
  arbitrarySmallGraph,
  relabel,
  type SmallGraph,
} from "../testdata/small_graph.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/**
 * The slow twin: CGSuite's rules on the edge list as written (an edge `[u, v, label]` with label
 * "" for either player, "l" Left, "r" Right, "e" either), by plain recursion through the engine:
 * a move deletes both ends of an edge whose ends are both still there. No table, no parts, no key.
 */
function twinValue(n: number, edges: readonly (readonly [number, number, string])[]): Game {
  const value = (alive: number): Game => {
    const options = (player: "l" | "r"): Game[] => {
      const out: Game[] = [];
      for (const [u, v, label] of edges) {
        if (label !== "" && label !== "e" && label !== player) continue;
        if (((alive >>> u) & 1) === 0 || ((alive >>> v) & 1) === 0) continue;
        out.push(value(alive & ~(1 << u) & ~(1 << v)));
      }
      return out;
    };
    return game(options("l"), options("r"));
  };
  return value(2 ** n - 1);
}

function text(g: SmallGraph): string {
  return formatGraphNotation(g);
}

// CGSuite GameGraphTest.scala, "Arc Kayles paths are Dawson's Kayles heaps": paths of 1 to 50
// vertices.
const PATHS = [
  0,
  1,
  1,
  2,
  0,
  3,
  1,
  1,
  0,
  3,
  3,
  2,
  2,
  4,
  0,
  5,
  2,
  2,
  3,
  3,
  0,
  1,
  1,
  3,
  0,
  2,
  1,
  1,
  0,
  4,
  5,
  2,
  7,
  4,
  0,
  1,
  1,
  2,
  0,
  3,
  1,
  1,
  0,
  3,
  3,
  2,
  2,
  4,
  4,
  5,
];
// CGSuite GameGraphTest.scala, "Arc Kayles looped paths are Kayles heaps": paths of 1 to 50
// vertices with a loop at every vertex.
const LOOPED_PATHS = [
  1,
  2,
  3,
  1,
  4,
  3,
  2,
  1,
  4,
  2,
  6,
  4,
  1,
  2,
  7,
  1,
  4,
  3,
  2,
  1,
  4,
  6,
  7,
  4,
  1,
  2,
  8,
  5,
  4,
  7,
  2,
  1,
  8,
  6,
  7,
  4,
  1,
  2,
  3,
  1,
  4,
  7,
  2,
  1,
  8,
  2,
  7,
  4,
  1,
  2,
];

function path(n: number): string {
  return n === 1 ? "." : "-".repeat(n - 1);
}

function loopedPath(n: number): string {
  return Array.from({ length: n }, (_, i) => `:{${i}}-:{${i}}`).join("-");
}

Deno.test("arcKaylesGrundy() matches CGSuite's tables of paths and looped paths", async (t) => {
  await t.step("paths of 1 to 50 vertices (CGSuite GameGraphTest.scala)", () => {
    assert.deepEqual(PATHS.map((_, i) => arcKaylesGrundy(path(i + 1))), PATHS);
  });
  await t.step("looped paths of 1 to 50 vertices (CGSuite GameGraphTest.scala)", () => {
    assert.deepEqual(LOOPED_PATHS.map((_, i) => arcKaylesGrundy(loopedPath(i + 1))), LOOPED_PATHS);
  });
});

Deno.test("arcKaylesGrundy() of paths is Dawson's Kayles and of looped paths Kayles (octal 0.07 and 0.77 of @cgt/impartial), up to 80 vertices", () => {
  const dawson = takeAndBreakGrundy(parseOctalCode("0.07"), 80);
  const kayles = takeAndBreakGrundy(parseOctalCode("0.77"), 80);
  for (let n = 1; n <= 80; n++) {
    assert.equal(arcKaylesGrundy(path(n)), dawson[n], `path of ${n}`);
    assert.equal(arcKaylesGrundy(loopedPath(n)), kayles[n], `looped path of ${n}`);
  }
});

Deno.test("arcKayles() matches values by the rules", async (t) => {
  await t.step("the empty graph, a lone vertex and a loop", () => {
    assert.equal(formatGame(arcKayles("")), "0");
    assert.equal(formatGame(arcKayles(".")), "0");
    assert.equal(formatGame(arcKayles(":A-:A")), "*");
  });
  await t.step("complete graphs K_n are *1 when n mod 4 is 2 or 3, else 0", () => {
    for (let n = 1; n <= 9; n++) {
      const edges: [number, number, string][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push([u, v, ""]);
      const g = { labels: Array.from({ length: n }, () => ""), edges };
      // A move takes two vertices: K_n -> K_(n-2), so the values alternate 0, *1 in pairs.
      assert.equal(formatGame(arcKayles(text(g))), n % 4 === 2 || n % 4 === 3 ? "*" : "0", `K${n}`);
    }
  });
  await t.step("stars are *1, cycles C_n are mex of the path of n - 2", () => {
    assert.equal(formatGame(arcKayles("(-;-;-;-;-)")), "*");
    const dawson = takeAndBreakGrundy(parseOctalCode("0.07"), 40);
    for (let n = 3; n <= 40; n++) {
      const cycle = `:A${"-".repeat(n)}:A`;
      assert.equal(arcKaylesGrundy(cycle), dawson[n - 2] === 0 ? 1 : 0, `C${n}`);
    }
  });
  await t.step("components nim-add", () => {
    assert.equal(formatGame(arcKayles("---;---")), "0");
    assert.equal(formatGame(arcKayles("---;--")), "*3");
  });
});

Deno.test("arcKayles() equals the slow twin on every graph of up to 5 vertices, and every looped graph of up to 4", () => {
  for (let n = 1; n <= 5; n++) {
    for (const edges of allSimpleGraphs(n)) {
      const maxLoops = n <= 4 ? 2 ** n : 1;
      for (let loops = 0; loops < maxLoops; loops++) {
        const all: [number, number, string][] = edges.map(([u, v]) => [u, v, ""]);
        for (let v = 0; v < n; v++) if ((loops >>> v) & 1) all.push([v, v, ""]);
        const g = { labels: Array.from({ length: n }, () => ""), edges: all };
        assert.equal(arcKayles(text(g)), twinValue(n, all), text(g));
      }
    }
  }
});

const arbitraryPlain = arbitrarySmallGraph({
  maxVertices: 8,
  maxEdges: 12,
  vertexLabels: [""],
  edgeLabels: [""],
  loops: true,
});

Deno.test("arcKayles() equals the slow twin on random graphs of up to 8 vertices (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(arbitraryPlain, (g) => arcKayles(text(g)) === twinValue(g.labels.length, g.edges)),
    { seed: 65083, numRuns: 150 },
  );
});

Deno.test("partizanArcKayles() matches CGSuite's values", async (t) => {
  const table: [graph: string, value: string, source: string][] = [
    ["llr", "1/2", 'CGSuite GameGraphTest.scala: PartizanArcKayles("llr")'],
    [
      "lrlr(ll;ree(rl;l))",
      "{3*|2*||3/2,3/2*|1/2*}",
      'CGSuite GameGraphTest.scala: PartizanArcKayles("lrlr(ll;ree(rl;l))")',
    ],
    ["e", "*", "by the rules: one green edge"],
    ["l;r", "0", "by the rules: a blue edge and a red edge, 1 + -1"],
    [":Al:A", "1", "by the rules: a blue loop is one move for Left"],
  ];
  for (const [graph, value, source] of table) {
    await t.step(`${graph} is ${value} (${source})`, () => {
      assert.equal(formatGame(partizanArcKayles(graph)), formatGame(parseGame(value)));
    });
  }
});

Deno.test("partizanArcKayles() on a board's grid graph (vertical edges l, horizontal r) is Domineering (fast-check, 100 boards)", () => {
  // A move takes two adjacent cells: Left's vertically, Right's horizontally, as cgt's
  // domineering() has it. Boards up to 4x4 with random blocked cells.
  const board = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).chain((
    [rows, cols],
  ) =>
    fc.array(fc.boolean(), { minLength: rows * cols, maxLength: rows * cols }).map((free) => ({
      rows,
      cols,
      free,
    }))
  );
  fc.assert(
    fc.property(board, ({ rows, cols, free }) => {
      const at = (r: number, c: number): boolean => free[r * cols + c];
      const edges: [number, number, string][] = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (!at(r, c)) continue;
          if (r + 1 < rows && at(r + 1, c)) edges.push([r * cols + c, (r + 1) * cols + c, "l"]);
          if (c + 1 < cols && at(r, c + 1)) edges.push([r * cols + c, r * cols + c + 1, "r"]);
        }
      }
      const g = { labels: Array.from({ length: rows * cols }, () => ""), edges };
      const text = Array.from(
        { length: rows },
        (_, r) => Array.from({ length: cols }, (_, c) => (at(r, c) ? "." : "#")).join(""),
      ).join("|");
      return partizanArcKayles(formatGraphNotation(g)) === domineering(text);
    }),
    { seed: 64757, numRuns: 100 },
  );
});

Deno.test("partizanArcKayles() equals the slow twin on every coloured graph of up to 4 vertices (looped up to 3)", () => {
  const colours = ["l", "r", "e"];
  for (let n = 1; n <= 4; n++) {
    for (const edges of allSimpleGraphs(n)) {
      // Every colouring of the edges, then of the loops (none, l, r or e at each vertex).
      const colourings = 3 ** edges.length;
      const loopings = n <= 3 ? 4 ** n : 1;
      for (let c = 0; c < colourings; c++) {
        for (let l = 0; l < loopings; l++) {
          const all: [number, number, string][] = edges.map(([u, v], i) => [
            u,
            v,
            colours[Math.floor(c / 3 ** i) % 3],
          ]);
          for (let v = 0; v < n; v++) {
            const k = Math.floor(l / 4 ** v) % 4;
            if (k > 0) all.push([v, v, colours[k - 1]]);
          }
          const g = { labels: Array.from({ length: n }, () => ""), edges: all };
          assert.equal(partizanArcKayles(text(g)), twinValue(n, all), text(g));
        }
      }
    }
  }
});

const arbitraryColoured = arbitrarySmallGraph({
  maxVertices: 8,
  maxEdges: 12,
  vertexLabels: [""],
  edgeLabels: ["l", "r", "e"],
  loops: true,
});

Deno.test("partizanArcKayles() equals the slow twin on random graphs of up to 8 vertices (fast-check, 150 runs)", () => {
  const search = new Solver(PARTIZAN_ARC_KAYLES);
  fc.assert(
    fc.property(
      arbitraryColoured,
      (g) => search.value(parsePartizanArcKayles(text(g))) === twinValue(g.labels.length, g.edges),
    ),
    { seed: 94704, numRuns: 150 },
  );
});

Deno.test("ARC_KAYLES and PARTIZAN_ARC_KAYLES keys are the same for every renumbering (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(
      arbitraryColoured.chain((g) =>
        fc.tuple(fc.constant(g), arbitraryPermutation(g.labels.length))
      ),
      ([g, perm]) => {
        const a = parsePartizanArcKayles(text(g));
        const b = parsePartizanArcKayles(text(relabel(g, perm)));
        const plainA = parseArcKayles(text({ ...g, edges: g.edges.map(([u, v]) => [u, v, ""]) }));
        const plainB = parseArcKayles(
          text({ ...relabel(g, perm), edges: relabel(g, perm).edges.map(([u, v]) => [u, v, ""]) }),
        );
        return PARTIZAN_ARC_KAYLES.key!(a) === PARTIZAN_ARC_KAYLES.key!(b) &&
          ARC_KAYLES.key!(plainA) === ARC_KAYLES.key!(plainB);
      },
    ),
    { seed: 41871, numRuns: 200 },
  );
});

Deno.test("formatArcKayles() and formatPartizanArcKayles() read back as the same game (fast-check, 100 runs)", () => {
  fc.assert(
    fc.property(arbitraryColoured, (g) => {
      const p = parsePartizanArcKayles(text(g));
      const q = parsePartizanArcKayles(formatPartizanArcKayles(p));
      const plain = parseArcKayles(text({ ...g, edges: g.edges.map(([u, v]) => [u, v, ""]) }));
      return PARTIZAN_ARC_KAYLES.key!(p) === PARTIZAN_ARC_KAYLES.key!(q) &&
        ARC_KAYLES.key!(plain) === ARC_KAYLES.key!(parseArcKayles(formatArcKayles(plain)));
    }),
    { seed: 13680, numRuns: 100 },
  );
});

Deno.test("parseArcKayles() and parsePartizanArcKayles() reject bad graphs", () => {
  assert.throws(() => parseArcKayles("l"), {
    name: "SyntaxError",
    message:
      'Cannot read Arc Kayles graph: expected an edge ("-"), "(", ";" or ")", found "l" at column 1, received "l"',
  });
  assert.throws(() => parsePartizanArcKayles("l-r"), {
    name: "SyntaxError",
    message:
      'Cannot read Partizan Arc Kayles graph: an edge needs a label (l, r or e), found "-" at column 2, received "l-r"',
  });
  assert.throws(() => parseArcKayles("L-."), SyntaxError);
  assert.throws(() => parseArcKayles("-".repeat(1024)), RangeError);
  assert.throws(() => parseArcKayles(7 as unknown as string), TypeError);
});

Deno.test("arcKayles() is a nimber of the Grundy value", () => {
  assert.equal(arcKayles("-------"), nimber(arcKaylesGrundy("-------")));
});

/**
 * A position of either Arc Kayles ruleset written out whole: the notation's lists, or an inner
 * state's graph (typed arrays as lists) and live vertices; the Maps an inner state carries are
 * its memo tables, not part of the position, and are left out.
 */
function exactArcKayles(position: unknown): string {
  return JSON.stringify(
    position,
    (_key, value) =>
      value instanceof Map
        ? undefined
        : ArrayBuffer.isView(value)
        ? [...(value as Int32Array)]
        : value,
  );
}

Deno.test("ARC_KAYLES and PARTIZAN_ARC_KAYLES keep the ruleset contract", async (t) => {
  await t.step("ARC_KAYLES", async (t) => {
    await rulesetContract(t, {
      ruleset: ARC_KAYLES,
      parse: parseArcKayles,
      exact: exactArcKayles,
      value: arcKayles,
      impartial: true,
      positions: ["-", "--", "---", "----", ".-.-.", ":A-:A", ":A-.-.-:A", "--;--"],
    });
  });
  await t.step("PARTIZAN_ARC_KAYLES", async (t) => {
    await rulesetContract(t, {
      ruleset: PARTIZAN_ARC_KAYLES,
      parse: parsePartizanArcKayles,
      exact: exactArcKayles,
      value: partizanArcKayles,
      positions: ["l", "r", "e", "lr", "llr", "l(r;e)", "lrel"],
      generator: fc.stringMatching(/^[lre]{1,6}$/),
      seed: 8813,
    });
  });
});
