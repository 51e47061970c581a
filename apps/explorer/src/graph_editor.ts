/**
 * The graph editor's model, without the DOM: a graph with vertices at points of the picture,
 * edges and their labels (colours, tints, weights, the direction of an arc), the ground of
 * Hackenbush, the edits a person makes, presets, the ruleset's notation of the graph (CGSuite's
 * graph notation, written and read by `@cgt/rulesets/graph-notation`, or for a directed board the
 * ruleset's own notation, through its parse and format), and the moves of either player. What each ruleset edits and
 * how its moves change the graph come from the `graph` field of its catalogue entry, so a new
 * ruleset there appears here with its editor.
 *
 * @example
 * ```ts
 * import { addEdge, addVertex, emptyGraph, graphExpression, graphMoves } from "./graph_editor.ts";
 * import assert from "node:assert/strict";
 *
 * // A blue edge on the ground, then a red one on top of it.
 * let g = emptyGraph("hackenbush");
 * g = addVertex(g, 240, 230);
 * g = addVertex(g, 240, 170);
 * g = addEdge(g, 0, 1);
 * g = addEdge(g, 1, 2);
 * assert.equal(graphExpression(g), 'hackenbush("ll")');
 * assert.equal(graphMoves(g, "L").length, 2);
 * assert.equal(graphExpression(graphMoves(g, "L")[0].after), 'hackenbush("")');
 * ```
 *
 * @module
 */

import {
  CATALOG,
  formatGraphNotation,
  type GraphBoard,
  type GraphLabel,
  type GraphNotationRules,
  MAX_WEIGHTED_ARC_KAYLES_WEIGHT,
  parseGraphNotation,
  positionOf,
} from "./engine_imports.ts";

/** The players: Left and Right. */
export type Side = "L" | "R";

/** The width of the editor's picture, in its own units. */
export const GRAPH_WIDTH = 480;
/** The height of the editor's picture. */
export const GRAPH_HEIGHT = 320;
/** Where the ground line of Hackenbush is drawn. */
export const GROUND_Y = 296;
/** The most vertices a graph of the editor may have (the ground included). */
export const MAX_GRAPH_VERTICES = 24;
/** The most edges a graph of the editor may have. */
export const MAX_GRAPH_EDGES = 48;
/** The longest notation the editor reads. */
export const MAX_GRAPH_NOTATION_LENGTH = 2000;

/** A vertex: where it is drawn, its label, and whether it has left play. */
export interface GraphVertex {
  /** Its id, unique among the graph's vertices and edges. */
  readonly id: number;
  /** Where it is drawn, 0 to {@link GRAPH_WIDTH}. */
  readonly x: number;
  /** Where it is drawn, 0 to {@link GRAPH_HEIGHT}. */
  readonly y: number;
  /** Its label in the notation ("" for none): a tint or a weight. */
  readonly label: string;
  /**
   * For a vertex out of play in a colouring game: coloured by `L` or `R`, or `out` (next to
   * both tints, so nobody may colour it). Absent while the vertex is in play.
   */
  readonly taken?: "L" | "R" | "out";
}

/** An edge between two vertices, with its label ("" for the plain edge `-`). */
export interface GraphEdge {
  /** Its id, unique among the graph's vertices and edges. */
  readonly id: number;
  /** One end. */
  readonly a: number;
  /** The other end (equal to `a` for a loop). */
  readonly b: number;
  /**
   * Its label in the notation: a colour such as `l`, or "" (on a directed board the arc's
   * operator: `>` from `a` to `b`, `<` from `b` to `a`, `-` both ways).
   */
  readonly label: string;
}

/** A graph of the editor. In a ruleset with a ground, vertex 0 is the ground. */
export interface EditorGraph {
  /** The notation name of the ruleset (`"hackenbush"`). */
  readonly ruleset: string;
  /** The vertices. */
  readonly vertices: readonly GraphVertex[];
  /** The edges. */
  readonly edges: readonly GraphEdge[];
  /** The id the next vertex or edge gets. */
  readonly nextId: number;
}

/** A vertex or an edge, by id. */
export interface GraphElement {
  /** Which it is. */
  readonly kind: "vertex" | "edge";
  /** Its id. */
  readonly id: number;
}

/** A move: who makes it, the element it is played on, and the graph after it. */
export interface GraphMove {
  /** The mover. */
  readonly side: Side;
  /** The edge cut or picked, or the vertex coloured. */
  readonly element: GraphElement;
  /** The graph after the move. */
  readonly after: EditorGraph;
}

/** What the editor knows of a ruleset, read from its catalogue entry. */
export interface GraphRuleset {
  /** The notation name (`"hackenbush"`). */
  readonly name: string;
  /** The title (`"Hackenbush"`). */
  readonly title: string;
  /** The rule, in one line. */
  readonly rule: string;
  /** What the editor draws and how moves change the graph. */
  readonly board: GraphBoard;
  /** The position of the catalogue's example (Hackenbush's is in its tree notation). */
  readonly start: string;
  /** How the ruleset's notation is read. */
  readonly notation: GraphNotationRules;
}

/** The ground's id in a ruleset with a ground. */
export const GROUND = 0;

/**
 * The heaviest vertex of a weighted graph (Weighted Arc Kayles): the ruleset's own bound,
 * `MAX_WEIGHTED_ARC_KAYLES_WEIGHT` of `@cgt/rulesets/weighted-arc-kayles`.
 */
export const MAX_GRAPH_WEIGHT: number = MAX_WEIGHTED_ARC_KAYLES_WEIGHT;

/**
 * The vertex labels a ruleset's graphs may carry: the catalogue's, and on a weighted board every
 * weight from 1 to {@link MAX_GRAPH_WEIGHT} (the catalogue lists the one-digit weights a click
 * cycles through; heavier ones are typed).
 */
function vertexLabels(rules: GraphRuleset): string[] {
  const listed = rules.board.vertices.map((l) => l.label);
  if (rules.board.play !== "weighted") return listed;
  return Array.from({ length: MAX_GRAPH_WEIGHT }, (_, k) => String(k + 1));
}

/**
 * The graph with vertex `id` given weight `weight` (Weighted Arc Kayles; a person types it).
 *
 * @param g The graph.
 * @param id The vertex.
 * @param weight The weight, an integer from 1 to {@link MAX_GRAPH_WEIGHT}.
 * @returns The graph.
 * @throws {TypeError} If the ruleset's vertices carry no weights.
 * @throws {RangeError} If the weight is out of range.
 *
 * @example
 * ```ts
 * import { graphNotation, readGraph, setWeight } from "./graph_editor.ts";
 * import assert from "node:assert/strict";
 *
 * const g = setWeight(readGraph("weightedArcKayles", "2-1"), 0, 12);
 * assert.equal(graphNotation(g), "{12}-1");
 * ```
 */
export function setWeight(g: EditorGraph, id: number, weight: number): EditorGraph {
  if (info(g.ruleset).board.play !== "weighted") {
    throw new TypeError(
      `Cannot set weight: the vertices of ${g.ruleset} carry no weights, received ${weight}`,
    );
  }
  if (!Number.isInteger(weight) || weight < 1 || weight > MAX_GRAPH_WEIGHT) {
    throw new RangeError(
      `Cannot set weight: a weight is an integer from 1 to ${MAX_GRAPH_WEIGHT}, received ${weight}`,
    );
  }
  return {
    ...g,
    vertices: g.vertices.map((v) =>
      v.id === id && v.taken === undefined ? { ...v, label: String(weight) } : v
    ),
  };
}

/**
 * One-character stand-ins for labels longer than one character (weights from 10), which
 * CGSuite's graph notation writes braced (`{12}`) and the notation module reads and writes as
 * one character: characters of Unicode's private use area, which no notation uses.
 */
function standIn(k: number): string {
  return String.fromCharCode(0xe000 + k);
}

function graphRuleset(entry: (typeof CATALOG)[number]): GraphRuleset | undefined {
  const board = entry.graph;
  const match = /^\w+\("([^"]*)"\)$/.exec(entry.example);
  if (board === undefined || match === null) return undefined;
  const labels = (list: readonly GraphLabel[]) => list.map((l) => l.label).filter((l) => l !== "");
  const edgeLabels = labels(board.edges);
  return {
    name: entry.name,
    title: entry.title,
    rule: entry.rule,
    board,
    start: match[1],
    notation: {
      what: `${entry.title} graph`,
      vertexLabels: labels(board.vertices),
      edgeLabels,
      plainEdge: board.edges.some((l) => l.label === ""),
      edgeHint: edgeLabels.join(", "),
      maxVertices: MAX_GRAPH_VERTICES,
      maxLength: MAX_GRAPH_NOTATION_LENGTH,
    },
  };
}

/** The rulesets the editor edits: every catalogue entry with a `graph` board, in order. */
export const GRAPH_RULESETS: Readonly<Record<string, GraphRuleset>> = Object.freeze(
  Object.fromEntries(
    CATALOG.flatMap((entry) => {
      const info = graphRuleset(entry);
      return info === undefined ? [] : [[entry.name, info] as const];
    }),
  ),
);

/**
 * Whether `id` names a ruleset of the graph editor.
 *
 * @param id A string.
 * @returns `true` for the keys of {@link GRAPH_RULESETS}.
 */
export function isGraphRuleset(id: string): boolean {
  return Object.hasOwn(GRAPH_RULESETS, id);
}

function info(ruleset: string): GraphRuleset {
  if (!isGraphRuleset(ruleset)) {
    throw new RangeError(
      `Cannot use the graph editor: the ruleset must be one of ${
        Object.keys(GRAPH_RULESETS).join(", ")
      }, received ${ruleset}`,
    );
  }
  return GRAPH_RULESETS[ruleset];
}

/** What a vertex or edge label means in the ruleset. */
function labelInfo(list: readonly GraphLabel[], label: string): GraphLabel | undefined {
  return list.find((l) => l.label === label);
}

/**
 * An empty graph of the ruleset: no vertex, or the bare ground.
 *
 * @param ruleset The ruleset's notation name.
 * @returns The graph.
 * @throws {RangeError} If the ruleset has no graph editor.
 */
export function emptyGraph(ruleset: string): EditorGraph {
  const ground = info(ruleset).board.ground;
  return {
    ruleset,
    vertices: ground ? [{ id: GROUND, x: GRAPH_WIDTH / 2, y: GROUND_Y, label: "" }] : [],
    edges: [],
    nextId: ground ? 1 : 0,
  };
}

function clampX(x: number): number {
  return Math.round(Math.min(GRAPH_WIDTH - 10, Math.max(10, x)));
}

function clampY(y: number): number {
  return Math.round(Math.min(GROUND_Y - 12, Math.max(10, y)));
}

function isGround(g: EditorGraph, id: number): boolean {
  return id === GROUND && info(g.ruleset).board.ground;
}

/**
 * The graph with a new vertex at (x, y), kept inside the picture and above the ground; it gets
 * the ruleset's first vertex label and the id `g.nextId`.
 *
 * @param g The graph.
 * @param x Where, across.
 * @param y Where, down.
 * @returns The graph with the vertex.
 * @throws {RangeError} If the graph has {@link MAX_GRAPH_VERTICES} vertices already.
 */
export function addVertex(g: EditorGraph, x: number, y: number): EditorGraph {
  if (g.vertices.length >= MAX_GRAPH_VERTICES) {
    throw new RangeError(
      `Cannot add a vertex: a graph has at most ${MAX_GRAPH_VERTICES} vertices, received ${
        g.vertices.length + 1
      }`,
    );
  }
  const label = info(g.ruleset).board.vertices[0].label;
  const vertex: GraphVertex = { id: g.nextId, x: clampX(x), y: clampY(y), label };
  return { ...g, vertices: [...g.vertices, vertex], nextId: g.nextId + 1 };
}

/**
 * The graph with vertex `id` drawn at (x, y) instead (the ground does not move).
 *
 * @param g The graph.
 * @param id The vertex.
 * @param x Where, across.
 * @param y Where, down.
 * @returns The graph.
 */
export function moveVertex(g: EditorGraph, id: number, x: number, y: number): EditorGraph {
  if (isGround(g, id)) return g;
  return {
    ...g,
    vertices: g.vertices.map((v) => (v.id === id ? { ...v, x: clampX(x), y: clampY(y) } : v)),
  };
}

/**
 * The graph with an edge from `a` to `b`, labelled with the ruleset's first edge label (blue in
 * Hackenbush). Repeated edges are allowed (they matter in Hackenbush); an edge from a vertex to
 * itself, to a missing vertex or to one out of play leaves the graph as it is.
 *
 * @param g The graph.
 * @param a One end.
 * @param b The other end.
 * @returns The graph with the edge.
 * @throws {RangeError} If the graph has {@link MAX_GRAPH_EDGES} edges already.
 */
export function addEdge(g: EditorGraph, a: number, b: number): EditorGraph {
  const ok = (id: number) => g.vertices.some((v) => v.id === id && v.taken === undefined);
  if (a === b || !ok(a) || !ok(b)) return g;
  // A directed graph has one edge a pair at most: a second arc back makes it both ways.
  const directed = info(g.ruleset).board.directed === true;
  const joined = g.edges.find((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
  if (directed && joined !== undefined) {
    const forward = (joined.a === a) === (joined.label === ">");
    if (forward || joined.label === "-") return g;
    return { ...g, edges: g.edges.map((e) => (e === joined ? { ...e, label: "-" } : e)) };
  }
  if (g.edges.length >= MAX_GRAPH_EDGES) {
    throw new RangeError(
      `Cannot add an edge: a graph has at most ${MAX_GRAPH_EDGES} edges, received ${
        g.edges.length + 1
      }`,
    );
  }
  const label = info(g.ruleset).board.edges[0].label;
  return { ...g, edges: [...g.edges, { id: g.nextId, a, b, label }], nextId: g.nextId + 1 };
}

/**
 * The graph with the label of an edge or vertex moved to the next of the ruleset's labels (blue,
 * red, green for a Hackenbush edge; untinted, tinted by Left, by Right for a Col vertex; weights
 * 1 to 9 in Weighted Arc Kayles, then back to 1). A heavier weight, typed and given by
 * {@link setWeight}, goes up by one, and {@link MAX_GRAPH_WEIGHT} back to 1, so a click never
 * drops a typed weight to 1 early. The ground and vertices out of play keep theirs.
 *
 * @param g The graph.
 * @param element The edge or vertex.
 * @returns The graph.
 */
export function cycleLabel(g: EditorGraph, element: GraphElement): EditorGraph {
  const board = info(g.ruleset).board;
  const next = (list: readonly GraphLabel[], label: string): string => {
    const at = list.findIndex((l) => l.label === label);
    return list[(at + 1) % list.length].label;
  };
  if (element.kind === "edge") {
    return {
      ...g,
      edges: g.edges.map((e) =>
        e.id === element.id ? { ...e, label: next(board.edges, e.label) } : e
      ),
    };
  }
  if (isGround(g, element.id)) return g;
  const nextVertex = (label: string): string => {
    if (board.play !== "weighted" || board.vertices.some((l) => l.label === label)) {
      return next(board.vertices, label);
    }
    // A typed weight beyond the catalogue's one-digit cycle (always an integer from 10 here).
    const weight = Number(label);
    return weight >= MAX_GRAPH_WEIGHT ? board.vertices[0].label : String(weight + 1);
  };
  return {
    ...g,
    vertices: g.vertices.map((v) =>
      v.id === element.id && v.taken === undefined ? { ...v, label: nextVertex(v.label) } : v
    ),
  };
}

/**
 * The graph without an edge, or without a vertex and its edges (the ground stays).
 *
 * @param g The graph.
 * @param element The edge or vertex.
 * @returns The graph.
 */
export function removeElement(g: EditorGraph, element: GraphElement): EditorGraph {
  if (element.kind === "edge") return { ...g, edges: g.edges.filter((e) => e.id !== element.id) };
  if (isGround(g, element.id)) return g;
  return {
    ...g,
    vertices: g.vertices.filter((v) => v.id !== element.id),
    edges: g.edges.filter((e) => e.a !== element.id && e.b !== element.id),
  };
}

/** The vertices in play, in the order the notation numbers them (the ground first). */
function inPlay(g: EditorGraph): GraphVertex[] {
  const live = g.vertices.filter((v) => v.taken === undefined);
  if (!info(g.ruleset).board.ground) return live;
  // Only what is joined to the ground takes part.
  const reached = new Set<number>([GROUND]);
  for (let grown = true; grown;) {
    grown = false;
    for (const e of g.edges) {
      if (reached.has(e.a) !== reached.has(e.b)) {
        reached.add(e.a);
        reached.add(e.b);
        grown = true;
      }
    }
  }
  return live.filter((v) => reached.has(v.id));
}

/** The edges between vertices in play. */
function liveEdges(g: EditorGraph, vertices: readonly GraphVertex[]): GraphEdge[] {
  const ids = new Set(vertices.map((v) => v.id));
  return g.edges.filter((e) => ids.has(e.a) && ids.has(e.b));
}

/**
 * The argument of the ruleset's notation function for the graph: CGSuite's graph notation of the
 * vertices in play (in Hackenbush, what is joined to the ground, the ground written first).
 *
 * @param g The graph.
 * @returns The notation, such as `"l(l;rl)"`; "" for the empty graph or the bare ground.
 */
export function graphNotation(g: EditorGraph): string {
  const vertices = inPlay(g);
  const edges = liveEdges(g, vertices);
  if (info(g.ruleset).board.directed === true) {
    const index = new Map(vertices.map((v, i) => [v.id, i]));
    const arcs = edges.map((e) => `${index.get(e.a)}${e.label}${index.get(e.b)}`);
    const text = vertices.map((v) => v.label).join("") +
      (arcs.length > 0 ? `:${arcs.join(",")}` : "");
    // The ruleset's own format writes it, as its parser reads it.
    const rules = CATALOG.find((e) => e.name === g.ruleset)!.position!;
    return rules.format!(rules.parse(text));
  }
  if (info(g.ruleset).board.ground && edges.length === 0) return "";
  const index = new Map(vertices.map((v, i) => [v.id, i]));
  // Labels of more than one character are written through stand-ins, then braced.
  const long = [...new Set(vertices.map((v) => v.label).filter((l) => l.length > 1))];
  const text = formatGraphNotation({
    labels: vertices.map((v) => v.label.length > 1 ? standIn(long.indexOf(v.label)) : v.label),
    edges: edges.map((e) => [index.get(e.a)!, index.get(e.b)!, e.label] as const),
  });
  return long.reduce((t, label, k) => t.replaceAll(standIn(k), `{${label}}`), text);
}

/**
 * The graph as an expression in the game notation, such as `hackenbush("l(l;rl)")`.
 *
 * @param g The graph.
 * @returns The expression.
 */
export function graphExpression(g: EditorGraph): string {
  return `${g.ruleset}("${graphNotation(g)}")`;
}

/**
 * Places the vertices of a graph for drawing: a breadth-first forest from the ground (or from the
 * first vertex of each component), each level a row (upwards from the ground, else downwards),
 * leaves spread evenly across and every other vertex above the middle of its children.
 */
function layout(
  count: number,
  edges: readonly (readonly [number, number])[],
  ground: boolean,
): { x: number; y: number }[] {
  const near: number[][] = Array.from({ length: count }, () => []);
  for (const [a, b] of edges) {
    if (a === b) continue;
    near[a].push(b);
    near[b].push(a);
  }
  const depth = new Array<number>(count).fill(-1);
  const children: number[][] = Array.from({ length: count }, () => []);
  const roots: number[] = [];
  /** The distances from `from` to the vertices of its component. */
  const distances = (from: number): Map<number, number> => {
    const dist = new Map([[from, 0]]);
    const queue = [from];
    for (let k = 0; k < queue.length; k++) {
      for (const u of near[queue[k]]) {
        if (dist.has(u)) continue;
        dist.set(u, dist.get(queue[k])! + 1);
        queue.push(u);
      }
    }
    return dist;
  };
  for (let first = 0; first < count; first++) {
    if (depth[first] >= 0) continue;
    // A component hangs from the ground, else from a centre (a path from its middle vertex).
    let r = first;
    if (!(ground && first === 0)) {
      let best = Infinity;
      for (const v of distances(first).keys()) {
        const far = Math.max(...distances(v).values());
        if (far < best) [best, r] = [far, v];
      }
    }
    roots.push(r);
    depth[r] = 0;
    const queue = [r];
    for (let k = 0; k < queue.length; k++) {
      const v = queue[k];
      for (const u of near[v]) {
        if (depth[u] >= 0) continue;
        depth[u] = depth[v] + 1;
        children[v].push(u);
        queue.push(u);
      }
    }
  }
  // Leaves get slots left to right; a parent sits over the middle of its children.
  const slot = new Array<number>(count).fill(0);
  let leaves = 0;
  const place = (v: number): void => {
    const stack: [number, boolean][] = [[v, false]];
    while (stack.length > 0) {
      const [u, done] = stack.pop()!;
      if (done) {
        const kids = children[u];
        slot[u] = (slot[kids[0]] + slot[kids[kids.length - 1]]) / 2;
        continue;
      }
      if (children[u].length === 0) {
        slot[u] = leaves++;
        continue;
      }
      stack.push([u, true]);
      for (let i = children[u].length - 1; i >= 0; i--) stack.push([children[u][i], false]);
    }
  };
  for (const r of roots) {
    if (ground && r === 0) {
      for (const c of children[0]) place(c);
    } else {
      place(r);
    }
  }
  const levels = Math.max(1, ...depth);
  const step = Math.min(64, (GROUND_Y - 30) / (levels + (ground ? 0 : 1)));
  // Without a ground the drawing is centred up and down.
  const top = Math.max(30, (GRAPH_HEIGHT - levels * step) / 2);
  const across = (s: number) => ((s + 0.5) * (GRAPH_WIDTH - 40)) / Math.max(1, leaves) + 20;
  return depth.map((d, v) => {
    if (ground && v === 0) return { x: GRAPH_WIDTH / 2, y: GROUND_Y };
    return {
      x: Math.round(across(slot[v])),
      y: Math.round(ground ? GROUND_Y - d * step : top + d * step),
    };
  });
}

/**
 * Reads a graph in the ruleset's notation (CGSuite's graph notation, as `cgt` reads it) and lays
 * it out for drawing. The ruleset's own parser must accept the text too (Hackenbush: connected
 * to the ground, which is the first vertex written).
 *
 * @param ruleset The ruleset's notation name.
 * @param text The notation.
 * @returns The graph, its vertices numbered in order of appearance (the ground 0).
 * @throws {SyntaxError} If the text is not the ruleset's graph notation.
 * @throws {RangeError} If the ruleset has no editor, or the graph is too large for the editor.
 */
export function readGraph(ruleset: string, text: string): EditorGraph {
  const rules = info(ruleset);
  if (rules.board.directed === true) return readDirected(rules, text);
  // A braced weight (`{12}`, not a name `:{A}`) is read through a stand-in.
  const long: string[] = [];
  const read = rules.board.play !== "weighted" ? text : text.replace(
    /(^|[^:])\{(\d+)\}/g,
    (_, before: string, weight: string) => {
      if (!long.includes(weight)) long.push(weight);
      return before + standIn(long.indexOf(weight));
    },
  );
  const parsed = parseGraphNotation(read, {
    ...rules.notation,
    vertexLabels: [...rules.notation.vertexLabels, ...long.map((_, k) => standIn(k))],
  });
  const graph = {
    ...parsed,
    labels: parsed.labels.map((l) => {
      const k = l.length === 1 ? l.charCodeAt(0) - 0xe000 : -1;
      return k >= 0 && k < long.length ? long[k] : l;
    }),
  };
  if (graph.edges.length > MAX_GRAPH_EDGES) {
    throw new RangeError(
      `Cannot read ${rules.notation.what}: the editor takes at most ${MAX_GRAPH_EDGES} edges, received ${graph.edges.length}`,
    );
  }
  const allowed = vertexLabels(rules);
  const unlabelled = graph.labels.findIndex((l) => !allowed.includes(l));
  if (unlabelled >= 0) {
    throw new SyntaxError(
      `Cannot read ${rules.notation.what}: vertex ${unlabelled + 1} needs a label (${
        allowed.length > 12 ? `${allowed[0]} to ${allowed.at(-1)}` : allowed.join(", ")
      }), received "${text}"`,
    );
  }
  // The ruleset's parser has the last word (Hackenbush: connected, ground first).
  const entry = CATALOG.find((e) => e.name === ruleset)!;
  positionOf(entry.notation!, [text]);
  let labels = graph.labels;
  let edges = graph.edges;
  if (rules.board.ground && labels.length === 0) {
    labels = [""];
    edges = [];
  }
  const at = layout(labels.length, edges.map(([a, b]) => [a, b] as const), rules.board.ground);
  const vertices = labels.map((label, i) => ({ id: i, x: at[i].x, y: at[i].y, label }));
  return {
    ruleset,
    vertices,
    edges: edges.map(([a, b, label], k) => ({ id: labels.length + k, a, b, label })),
    nextId: labels.length + edges.length,
  };
}

/**
 * Reads a directed graph in the ruleset's own notation: its parser checks the text, its format
 * writes it in the form read here (vertex labels, then `:` and arcs `i>j`, `i<j`, `i-j`).
 */
function readDirected(rules: GraphRuleset, text: string): EditorGraph {
  const what = `${rules.title} position`;
  if (text.length > MAX_GRAPH_NOTATION_LENGTH) {
    throw new RangeError(
      `Cannot read ${what}: the editor reads at most ${MAX_GRAPH_NOTATION_LENGTH} characters, received ${text.length}`,
    );
  }
  const position = CATALOG.find((e) => e.name === rules.name)!.position!;
  const written = position.format!(position.parse(text));
  const colon = written.indexOf(":");
  const labels = [...(colon < 0 ? written : written.slice(0, colon))];
  const edges = colon < 0 ? [] : written.slice(colon + 1).split(",").map((arc) => {
    const [, a, op, b] = /^(\d+)([<>-])(\d+)$/.exec(arc)!;
    return [Number(a), Number(b), op] as const;
  });
  if (labels.length > MAX_GRAPH_VERTICES || edges.length > MAX_GRAPH_EDGES) {
    throw new RangeError(
      `Cannot read ${what}: the editor takes at most ${MAX_GRAPH_VERTICES} vertices and ${MAX_GRAPH_EDGES} arcs, received ${labels.length} and ${edges.length}`,
    );
  }
  const at = layout(labels.length, edges.map(([a, b]) => [a, b] as const), false);
  return {
    ruleset: rules.name,
    vertices: labels.map((label, i) => ({ id: i, x: at[i].x, y: at[i].y, label })),
    edges: edges.map(([a, b, label], k) => ({ id: labels.length + k, a, b, label })),
    nextId: labels.length + edges.length,
  };
}

/** A graph of `labels.length` vertices and these edges, laid out, for the presets. */
function built(
  ruleset: string,
  labels: readonly string[],
  edges: readonly (readonly [number, number])[],
): EditorGraph {
  const board = info(ruleset).board;
  const label = board.edges[0].label;
  const at = layout(labels.length, edges, board.ground);
  return {
    ruleset,
    vertices: labels.map((l, i) => ({ id: i, x: at[i].x, y: at[i].y, label: l })),
    edges: edges.map(([a, b], k) => ({ id: labels.length + k, a, b, label })),
    nextId: labels.length + edges.length,
  };
}

/** A preset: its name, whether a ruleset takes it, and the graph it makes. */
export interface GraphPreset {
  /** The name on its button. */
  readonly name: string;
  /** Where it comes from, or what it is. */
  readonly note: string;
  /** Whether the ruleset has this preset. */
  readonly fits: (ruleset: string) => boolean;
  /** The graph, in the ruleset's default labels unless the preset has its own. */
  readonly build: (ruleset: string) => EditorGraph;
}

/**
 * The "girl" of Winning Ways, in green, as CGSuite's test writes her
 * (`e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))`, value *2, Winning Ways ch. 7, figure 3),
 * drawn standing on the ground: a foot, a skirt (a cycle), the body, an arm, a neck, a head (two
 * edges) and a hair.
 */
function girl(ruleset: string): EditorGraph {
  const points: [number, number][] = [
    [240, GROUND_Y], // 0 ground
    [240, 256], // 1 foot
    [206, 212], // 2 skirt, left
    [240, 170], // 3 waist
    [274, 212], // 4 skirt, right
    [240, 128], // 5 shoulders
    [282, 112], // 6 elbow
    [318, 90], // 7 hand
    [240, 96], // 8 neck
    [240, 52], // 9 head
    [262, 24], // 10 hair
  ];
  const edges: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [1, 4],
    [4, 3],
    [3, 5],
    [5, 6],
    [6, 7],
    [5, 8],
    [8, 9],
    [8, 9],
    [9, 10],
  ];
  return {
    ruleset,
    vertices: points.map(([x, y], i) => ({ id: i, x, y, label: "" })),
    edges: edges.map(([a, b], k) => ({ id: points.length + k, a, b, label: "e" })),
    nextId: points.length + edges.length,
  };
}

const hasGround = (ruleset: string): boolean => info(ruleset).board.ground;
const plainVertex = (ruleset: string): string => info(ruleset).board.vertices[0].label;

/** The presets: Winning Ways' girl (Hackenbush games), a path, a cycle and a tree. */
export const GRAPH_PRESETS: readonly GraphPreset[] = [
  {
    name: "girl",
    note: "Winning Ways ch. 7, figure 3 (CGSuite's green girl, *2)",
    fits: hasGround,
    build: girl,
  },
  {
    name: "path",
    note: "a path of five vertices (a stalk of four edges on the ground)",
    fits: () => true,
    build: (r) => built(r, Array(5).fill(plainVertex(r)), [[0, 1], [1, 2], [2, 3], [3, 4]]),
  },
  {
    name: "cycle",
    note: "a cycle of five vertices (through the ground)",
    fits: () => true,
    build: (r) => {
      const g = built(r, Array(5).fill(plainVertex(r)), [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]);
      // On a circle (the ground at its foot), so the cycle reads as one.
      const cx = GRAPH_WIDTH / 2;
      const cy = hasGround(r) ? GROUND_Y - 110 : GRAPH_HEIGHT / 2;
      const vertices = g.vertices.map((v, i) => {
        if (hasGround(r) && i === 0) return v;
        const t = Math.PI / 2 + (2 * Math.PI * i) / 5;
        return {
          ...v,
          x: Math.round(cx + 100 * Math.cos(t)),
          y: Math.round(cy + 100 * Math.sin(t)),
        };
      });
      return { ...g, vertices };
    },
  },
  {
    name: "tree",
    note: "a tree of seven vertices",
    fits: () => true,
    build: (r) =>
      built(r, Array(7).fill(plainVertex(r)), [[0, 1], [1, 2], [1, 3], [3, 4], [0, 5], [5, 6]]),
  },
];

// ---------------------------------------------------------------------------
// Moves.

/** Whether `side` may play on an element with this label. */
function mayPlay(list: readonly GraphLabel[], label: string, side: Side): boolean {
  return labelInfo(list, label)?.movers.includes(side) ?? false;
}

/** The graph with only what is joined to the ground (the rest falls). */
function fallen(g: EditorGraph): EditorGraph {
  const keep = inPlay(g);
  const ids = new Set(keep.map((v) => v.id));
  return {
    ...g,
    vertices: g.vertices.filter((v) => ids.has(v.id)),
    edges: liveEdges(g, keep),
  };
}

function cutMoves(g: EditorGraph, side: Side, childish: boolean): GraphMove[] {
  const board = info(g.ruleset).board;
  const edges = liveEdges(g, inPlay(g));
  const out: GraphMove[] = [];
  for (const e of edges) {
    const label = labelInfo(board.edges, e.label);
    if (!mayPlay(board.edges, e.label, side)) continue;
    const after = fallen({ ...g, edges: g.edges.filter((f) => f.id !== e.id) });
    // Childish: a blue or red edge may not bring down any other edge.
    if (childish && label?.movers !== "LR" && after.edges.length !== edges.length - 1) continue;
    out.push({ side, element: { kind: "edge", id: e.id }, after });
  }
  return out;
}

function colourMoves(g: EditorGraph, side: Side): GraphMove[] {
  const board = info(g.ruleset).board;
  const other: Side = side === "L" ? "R" : "L";
  const out: GraphMove[] = [];
  for (const v of inPlay(g)) {
    if (!mayPlay(board.vertices, v.label, side)) continue;
    const near = new Set<number>();
    for (const e of g.edges) {
      if (e.a === v.id && e.b !== v.id) near.add(e.b);
      if (e.b === v.id && e.a !== v.id) near.add(e.a);
    }
    const vertices = g.vertices.map((u): GraphVertex => {
      if (u.id === v.id) return { ...u, taken: side };
      if (!near.has(u.id) || u.taken !== undefined) return u;
      // An untinted neighbour takes the mover's tint; one of the other tint is out of play.
      if (u.label === "") return { ...u, label: side };
      return u.label === other ? { ...u, taken: "out" } : u;
    });
    out.push({ side, element: { kind: "vertex", id: v.id }, after: { ...g, vertices } });
  }
  return out;
}

function pickMoves(g: EditorGraph, side: Side, weighted: boolean): GraphMove[] {
  const board = info(g.ruleset).board;
  const out: GraphMove[] = [];
  for (const e of liveEdges(g, inPlay(g))) {
    if (!mayPlay(board.edges, e.label, side)) continue;
    let after: EditorGraph;
    if (weighted) {
      // One from the weight of each end (of the one end, for a loop); weight 0 leaves play.
      const lighter = g.vertices.map((v) =>
        v.id === e.a || v.id === e.b ? { ...v, label: String(Number(v.label) - 1) } : v
      );
      const gone = new Set(lighter.filter((v) => v.label === "0").map((v) => v.id));
      after = {
        ...g,
        vertices: lighter.filter((v) => !gone.has(v.id)),
        edges: g.edges.filter((f) => !gone.has(f.a) && !gone.has(f.b)),
      };
    } else {
      after = removeElement(removeElement(g, { kind: "vertex", id: e.a }), {
        kind: "vertex",
        id: e.b,
      });
    }
    out.push({ side, element: { kind: "edge", id: e.id }, after });
  }
  return out;
}

/** Digraph Placement: a vertex of the mover's colour goes, with every vertex it points to. */
function placeMoves(g: EditorGraph, side: Side): GraphMove[] {
  const board = info(g.ruleset).board;
  const out: GraphMove[] = [];
  for (const v of inPlay(g)) {
    if (!mayPlay(board.vertices, v.label, side)) continue;
    const gone = new Set([v.id]);
    for (const e of g.edges) {
      if (e.a === v.id && e.label !== "<") gone.add(e.b);
      if (e.b === v.id && e.label !== ">") gone.add(e.a);
    }
    const after = {
      ...g,
      vertices: g.vertices.filter((u) => !gone.has(u.id)),
      edges: g.edges.filter((e) => !gone.has(e.a) && !gone.has(e.b)),
    };
    out.push({ side, element: { kind: "vertex", id: v.id }, after });
  }
  return out;
}

/**
 * The moves of `side` on the graph, by the ruleset's play (from its catalogue entry): in
 * Hackenbush, cut an edge of the mover's colour (or green) and what is no longer joined to the
 * ground falls; in Childish Hackenbush only cuts of blue or red edges that drop nothing else, and
 * green ones; in Col, Snort and Fjords, colour a vertex whose tint the mover may colour (it leaves
 * play, its untinted neighbours take the mover's tint, neighbours of the other tint leave play); in
 * the Arc Kayles games, pick an edge the mover may pick and remove both its ends (Weighted: take
 * one from the weight of each end, and a vertex of weight 0 leaves); in Digraph Placement, take a
 * vertex of the mover's colour out with every vertex its arcs point to. A person clicks the element;
 * the tests check these against the engine's options.
 *
 * @param g The graph.
 * @param side The mover.
 * @returns The moves, in the order of the graph's elements.
 */
export function graphMoves(g: EditorGraph, side: Side): GraphMove[] {
  switch (info(g.ruleset).board.play) {
    case "cut":
      return cutMoves(g, side, false);
    case "childish":
      return cutMoves(g, side, true);
    case "colour":
      return colourMoves(g, side);
    case "pick":
      return pickMoves(g, side, false);
    case "weighted":
      return pickMoves(g, side, true);
    case "place":
      return placeMoves(g, side);
  }
}

/**
 * The move of `side` on the clicked element, if there is one (a repeated edge: the first).
 *
 * @param g The graph.
 * @param side The mover.
 * @param element The element clicked.
 * @returns The move, or undefined.
 */
export function moveAt(
  g: EditorGraph,
  side: Side,
  element: GraphElement,
): GraphMove | undefined {
  return graphMoves(g, side).find((m) =>
    m.element.kind === element.kind && m.element.id === element.id
  );
}

/**
 * The graph a new user sees first: the catalogue's example, or, where the example is not in
 * graph notation (Hackenbush's `"LLR"`), the ruleset's first preset.
 *
 * @param ruleset The ruleset's notation name.
 * @returns The graph.
 * @throws {RangeError} If the ruleset has no graph editor.
 */
export function startGraph(ruleset: string): EditorGraph {
  const { start } = info(ruleset);
  try {
    return readGraph(ruleset, start);
  } catch {
    return GRAPH_PRESETS.find((p) => p.fits(ruleset))!.build(ruleset);
  }
}

/** The longest graph state {@link readGraphState} reads (a link's `g` parameter). */
export const MAX_GRAPH_STATE_LENGTH = 8000;

/**
 * The graph as a compact JSON text for a link: `{"v": [[x, y, label], ...], "e": [[a, b,
 * label], ...]}`, vertices in order (a vertex out of play has its `taken` as a fourth entry),
 * edges by the index of their ends. {@link readGraphState} reads it back as the same graph.
 *
 * @param g The graph.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { readGraphState, startGraph, writeGraphState } from "./graph_editor.ts";
 * import assert from "node:assert/strict";
 *
 * const g = startGraph("col");
 * assert.deepEqual(readGraphState("col", writeGraphState(g)), g);
 * ```
 */
export function writeGraphState(g: EditorGraph): string {
  const index = new Map(g.vertices.map((v, i) => [v.id, i]));
  return JSON.stringify({
    v: g.vertices.map((v) =>
      v.taken === undefined ? [v.x, v.y, v.label] : [v.x, v.y, v.label, v.taken]
    ),
    e: g.edges.map((e) => [index.get(e.a), index.get(e.b), e.label]),
  });
}

/**
 * Reads a graph written by {@link writeGraphState}, checking every part: at most
 * {@link MAX_GRAPH_VERTICES} vertices and {@link MAX_GRAPH_EDGES} edges, labels the ruleset's
 * editor gives, edges between two vertices that are there, the ground first where the ruleset
 * has one, and a graph whose notation the ruleset reads. Vertices are numbered from 0 in order,
 * then the edges; points are kept inside the picture.
 *
 * @param ruleset The ruleset's notation name.
 * @param text The text.
 * @returns The graph.
 * @throws {SyntaxError} If the text is not such JSON.
 * @throws {RangeError} If the ruleset has no editor, or the graph is too large or not one of its graphs.
 */
export function readGraphState(ruleset: string, text: string): EditorGraph {
  const rules = info(ruleset);
  const fail = (why: string): never => {
    throw new RangeError(
      `Cannot read graph from link: ${why}, received ${JSON.stringify(text.slice(0, 80))}`,
    );
  };
  if (text.length > MAX_GRAPH_STATE_LENGTH) {
    fail(`a link's graph has at most ${MAX_GRAPH_STATE_LENGTH} characters`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyntaxError(
      `Cannot read graph from link: it is not JSON, received ${JSON.stringify(text.slice(0, 80))}`,
    );
  }
  const { v, e } = (typeof data === "object" && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  if (!Array.isArray(v) || !Array.isArray(e)) fail('it needs lists "v" and "e"');
  const vs = v as unknown[];
  const es = e as unknown[];
  if (vs.length > MAX_GRAPH_VERTICES || es.length > MAX_GRAPH_EDGES) {
    fail(`a graph has at most ${MAX_GRAPH_VERTICES} vertices and ${MAX_GRAPH_EDGES} edges`);
  }
  const labels = vertexLabels(rules);
  const edgeLabels = rules.board.edges.map((l) => l.label);
  const ground = rules.board.ground;
  const vertices: GraphVertex[] = vs.map((item, i) => {
    if (!Array.isArray(item) || item.length < 3 || item.length > 4) {
      return fail(`vertex ${i} must be [x, y, label] or [x, y, label, taken]`);
    }
    const [x, y, label, taken] = item;
    if (typeof x !== "number" || typeof y !== "number" || !isFinite(x) || !isFinite(y)) {
      return fail(`vertex ${i} needs numbers x and y`);
    }
    if (ground && i === GROUND) {
      if (label !== "" || taken !== undefined) fail("the ground has no label");
      return { id: GROUND, x: GRAPH_WIDTH / 2, y: GROUND_Y, label: "" };
    }
    if (typeof label !== "string" || !labels.includes(label)) {
      return fail(`vertex ${i} needs one of the ruleset's labels`);
    }
    if (taken !== undefined && taken !== "L" && taken !== "R" && taken !== "out") {
      return fail(`vertex ${i} may be taken by "L", "R" or "out" only`);
    }
    const vertex = { id: i, x: clampX(x), y: clampY(y), label };
    return taken === undefined ? vertex : { ...vertex, taken };
  });
  if (ground && vertices.length === 0) fail("the first vertex must be the ground");
  const edges: GraphEdge[] = es.map((item, k) => {
    if (!Array.isArray(item) || item.length !== 3) return fail(`edge ${k} must be [a, b, label]`);
    const [a, b, label] = item;
    const end = (n: unknown) =>
      typeof n === "number" && Number.isInteger(n) && n >= 0 && n < vertices.length;
    if (!end(a) || !end(b) || a === b) {
      return fail(`edge ${k} must join two different vertices of the graph`);
    }
    if (typeof label !== "string" || !edgeLabels.includes(label)) {
      return fail(`edge ${k} needs a label of ${JSON.stringify(edgeLabels)}`);
    }
    return { id: vertices.length + k, a: a as number, b: b as number, label };
  });
  const g: EditorGraph = { ruleset, vertices, edges, nextId: vertices.length + edges.length };
  // The ruleset has the last word: its notation of the graph must read back.
  try {
    readGraph(ruleset, graphNotation(g));
  } catch (error) {
    fail(`the ruleset does not read it (${error instanceof Error ? error.message : error})`);
  }
  return g;
}
