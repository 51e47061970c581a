/**
 * The graph editor on the page: an SVG picture of the graph to draw on (click empty space for a
 * vertex, click two vertices for an edge, drag a vertex to move it, click to recolour or delete),
 * the ruleset's notation of the graph (which can be edited and read back), presets, and play:
 * the moves of the side to move, clicked on the picture, with undo, redo and the winning-move
 * marks. Values come from the worker through the host.
 *
 * @module
 */

/// <reference lib="dom" />

import { el } from "./dom.ts";
import {
  addEdge,
  addVertex,
  cycleLabel,
  type EditorGraph,
  emptyGraph,
  GRAPH_HEIGHT,
  GRAPH_PRESETS,
  GRAPH_RULESETS,
  GRAPH_WIDTH,
  type GraphElement,
  graphExpression,
  graphNotation,
  GROUND,
  GROUND_Y,
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
import type { GraphAnalysis, GraphMoveValue } from "./graph_compute.ts";
import type { Problem } from "./compute.ts";

/** What the page gives the editor. */
export interface GraphEditorHost {
  /** Values the graph and its moves in the worker (a problem when it cannot). */
  readonly analyse: (graph: EditorGraph) => Promise<GraphAnalysis | Problem>;
  /** Adds an expression to the worksheet as a named cell. */
  readonly toWorksheet: (expression: string) => void;
  /**
   * Told the graph's ruleset and state (`writeGraphState`) after each change a person makes,
   * for the page's link.
   */
  readonly changed: (ruleset: string, state: string) => void;
}

/** What the page can ask of the editor. */
export interface GraphEditor {
  /**
   * Shows the graph of a link (`readGraphState`), as a fresh start (no undo).
   *
   * @returns The reason it cannot, or `undefined` when it is shown.
   */
  load(ruleset: string, state: string): string | undefined;
  /** Brings the editor into view. */
  reveal(): void;
}

type Mode = "draw" | "label" | "delete" | "play";

const SVG = "http://www.w3.org/2000/svg";
const RADIUS = 9;

const MARK_TEXT: Record<string, string> = {
  winning: "winning: the mover then wins",
  sensible: "sensible: reverses to a canonical option, but does not win",
  other: "neither winning nor sensible",
};

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * The stroke of an edge by who may move on it: blue Left, red Right, green both (if labelled);
 * an arc of a directed graph is dark.
 */
function edgeColour(ruleset: string, label: string): string {
  const board = GRAPH_RULESETS[ruleset].board;
  const l = board.edges.find((x) => x.label === label);
  if (l?.movers === "L") return "#2563eb";
  if (l?.movers === "R") return "#dc2626";
  return label === "" || board.directed === true ? "#334155" : "#16a34a";
}

/** An arrowhead pointing from `from` at `to`, its tip on the rim of the vertex drawn at `to`. */
function arrowhead(from: { x: number; y: number }, to: { x: number; y: number }): SVGElement {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const tip = { x: to.x - ux * RADIUS, y: to.y - uy * RADIUS };
  const base = { x: tip.x - ux * 14, y: tip.y - uy * 14 };
  const points = [
    [tip.x, tip.y],
    [base.x - uy * 7, base.y + ux * 7],
    [base.x + uy * 7, base.y - ux * 7],
  ].map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(" ");
  return svg("polygon", { points, fill: "#334155", "data-testid": "graph-arrowhead" });
}

/** The fill of a vertex: coloured ones solid, tinted ones pale, others white. */
function vertexFill(label: string, taken: string | undefined): string {
  if (taken === "L") return "#2563eb";
  if (taken === "R") return "#dc2626";
  if (taken === "out") return "#cbd5e1";
  if (label === "L") return "#bfdbfe";
  if (label === "R") return "#fecaca";
  return "#ffffff";
}

function isProblem(x: unknown): x is Problem {
  return typeof x === "object" && x !== null && "kind" in x && "message" in x;
}

/**
 * Builds the graph editor in `root` (which gets `data-testid="graph-editor"`).
 *
 * @param root The element to fill.
 * @param host What the page provides.
 * @returns What the page can ask of it.
 */
export function initGraphEditor(root: HTMLElement, host: GraphEditorHost): GraphEditor {
  root.dataset.testid = "graph-editor";
  root.classList.add("graph-editor");
  const ids = Object.keys(GRAPH_RULESETS);
  let graph = startGraph(ids[0]);
  let mode: Mode = "draw";
  let side: Side = "L";
  let marks = false;
  let selected: number | undefined;
  let undo: EditorGraph[] = [];
  let redo: EditorGraph[] = [];
  let analysis: GraphAnalysis | undefined;
  let analysedKey = "";
  let asked = 0;

  // --- The controls.
  const chooser = el("select", { "data-testid": "graph-ruleset" });
  for (const id of ids) chooser.append(el("option", { value: id }, GRAPH_RULESETS[id].title));
  const presets = el("span", { class: "group" }, "Presets ");
  const clear = el("button", { "data-testid": "graph-clear" }, "Clear");
  const modeButtons = new Map<Mode, HTMLButtonElement>();
  const modes = el("span", { class: "group" }, "Clicks ");
  const MODE_TEXT: Record<Mode, [string, string]> = {
    draw: ["draw", "Click empty space for a vertex, two vertices for an edge; drag to move"],
    label: [
      "colour",
      "Click an edge or vertex to give it the next colour, tint or weight (an arc: turn it round, then both ways)",
    ],
    delete: ["delete", "Click an edge or vertex to delete it"],
    play: ["play", "Click an edge or vertex to play the move there"],
  };
  for (const m of ["draw", "label", "delete", "play"] as Mode[]) {
    const b = el(
      "button",
      { "data-testid": `graph-mode-${m}`, title: MODE_TEXT[m][1] },
      MODE_TEXT[m][0],
    );
    b.addEventListener("click", () => {
      mode = m;
      selected = undefined;
      refresh();
    });
    modeButtons.set(m, b);
    modes.append(b);
  }
  const sideButtons = {
    L: el("button", { class: "left", "data-testid": "graph-side-L" }, "Left"),
    R: el("button", { class: "right", "data-testid": "graph-side-R" }, "Right"),
  };
  const sides = el("span", { class: "group" }, "Move as ", sideButtons.L, sideButtons.R);
  for (const s of ["L", "R"] as Side[]) {
    sideButtons[s].addEventListener("click", () => {
      side = s;
      refresh();
    });
  }
  // Weighted graphs: in colour mode a click on a vertex gives it this weight.
  const weightInput = el("input", {
    type: "number",
    min: "1",
    max: String(MAX_GRAPH_WEIGHT),
    step: "1",
    value: "1",
    "data-testid": "graph-weight",
    title: `In colour mode, a click on a vertex gives it this weight (1 to ${MAX_GRAPH_WEIGHT})`,
  });
  const weightLabel = el("label", { class: "group" }, "Weight ", weightInput);
  const undoButton = el("button", { "data-testid": "graph-undo" }, "Undo");
  const redoButton = el("button", { "data-testid": "graph-redo" }, "Redo");
  const markButton = el("button", {
    "data-testid": "graph-mark-moves",
    "aria-pressed": "false",
    title: "Mark each move as winning, sensible (reverses to a canonical option) or neither",
  }, "Mark moves");
  const worksheetButton = el("button", {
    "data-testid": "graph-to-worksheet",
    title: "Add this graph to the worksheet as a named cell",
  }, "To worksheet");
  const picture = svg("svg", {
    viewBox: `0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`,
    class: "graph-picture",
    "data-testid": "graph-picture",
    role: "img",
  });
  const notation = el("input", {
    "data-testid": "graph-notation",
    spellcheck: "false",
    "aria-label": "The graph in the ruleset's notation",
  });
  const readButton = el("button", { "data-testid": "graph-read" }, "Read");
  const problem = el("p", { class: "error", "data-testid": "graph-error" });
  problem.hidden = true;
  const valueLine = el("p", { class: "graph-value" });
  const value = el("code", { "data-testid": "graph-value" });
  const outcome = el("span", { "data-testid": "graph-outcome" });
  valueLine.append("Value ", value, " ", outcome);
  const rule = el("p", { class: "hint" });
  const movesList = el("ul", { class: "graph-moves", "data-testid": "graph-moves" });

  root.append(
    el("h2", {}, "Graphs"),
    el(
      "div",
      { class: "toolbar" },
      el("label", {}, "Ruleset ", chooser),
      presets,
      clear,
      weightLabel,
    ),
    el(
      "div",
      { class: "toolbar" },
      modes,
      sides,
      undoButton,
      redoButton,
      markButton,
      worksheetButton,
    ),
    picture,
    el("div", { class: "toolbar" }, el("label", {}, "Notation ", notation), readButton),
    problem,
    valueLine,
    rule,
    movesList,
  );

  // --- Changes.
  function change(next: EditorGraph, keepRedo = false): void {
    if (next === graph) return;
    undo.push(graph);
    if (!keepRedo) redo = [];
    graph = next;
    refresh();
  }

  function guard(edit: () => EditorGraph): void {
    try {
      change(edit());
    } catch (error) {
      showProblem(error instanceof Error ? error.message : String(error));
    }
  }

  function showProblem(text: string): void {
    problem.textContent = text;
    problem.hidden = text === "";
  }

  function setRuleset(id: string): void {
    graph = startGraph(id);
    undo = [];
    redo = [];
    selected = undefined;
    refresh();
  }

  chooser.addEventListener("change", () => setRuleset(chooser.value));
  clear.addEventListener("click", () => change(emptyGraph(graph.ruleset)));
  undoButton.addEventListener("click", () => {
    const last = undo.pop();
    if (last === undefined) return;
    redo.push(graph);
    graph = last;
    refresh();
  });
  redoButton.addEventListener("click", () => {
    const next = redo.pop();
    if (next === undefined) return;
    undo.push(graph);
    graph = next;
    refresh();
  });
  markButton.addEventListener("click", () => {
    marks = !marks;
    refresh();
  });
  worksheetButton.addEventListener("click", () => host.toWorksheet(graphExpression(graph)));
  const read = () => {
    try {
      change(readGraph(graph.ruleset, notation.value));
      showProblem("");
    } catch (error) {
      showProblem(error instanceof Error ? error.message : String(error));
    }
  };
  readButton.addEventListener("click", read);
  notation.addEventListener("keydown", (event) => {
    if (event.key === "Enter") read();
  });

  // --- Clicks on the picture.
  function point(event: PointerEvent): { x: number; y: number } {
    const box = picture.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * GRAPH_WIDTH,
      y: ((event.clientY - box.top) / box.height) * GRAPH_HEIGHT,
    };
  }

  function clickElement(element: GraphElement): void {
    showProblem("");
    if (mode === "label") {
      const weighted = GRAPH_RULESETS[graph.ruleset].board.play === "weighted";
      if (weighted && element.kind === "vertex") {
        return guard(() => setWeight(graph, element.id, Number(weightInput.value)));
      }
      return guard(() => cycleLabel(graph, element));
    }
    if (mode === "delete") return guard(() => removeElement(graph, element));
    if (mode === "play") {
      const move = moveAt(graph, side, element);
      if (move === undefined) {
        showProblem(`${side === "L" ? "Left" : "Right"} has no move there.`);
        return;
      }
      side = side === "L" ? "R" : "L";
      change(move.after);
      return;
    }
    if (element.kind === "vertex") {
      if (selected === undefined) {
        selected = element.id;
        refresh();
      } else {
        const from = selected;
        selected = undefined;
        if (from === element.id) refresh();
        else guard(() => addEdge(graph, from, element.id));
      }
    }
  }

  let drag: { id: number; x: number; y: number; moved: boolean; start: EditorGraph } | undefined;

  picture.addEventListener("pointerdown", (event) => {
    const target = (event.target as Element).closest("[data-element]");
    if (target === null) {
      if (mode !== "draw") return;
      const { x, y } = point(event);
      selected = undefined;
      guard(() => addVertex(graph, x, y));
      return;
    }
    const element: GraphElement = {
      kind: target.getAttribute("data-element") as "vertex" | "edge",
      id: Number(target.getAttribute("data-id")),
    };
    if (mode === "draw" && element.kind === "vertex" && element.id !== GROUND) {
      const { x, y } = point(event);
      drag = { id: element.id, x, y, moved: false, start: graph };
      picture.setPointerCapture(event.pointerId);
      return;
    }
    clickElement(element);
  });
  picture.addEventListener("pointermove", (event) => {
    if (drag === undefined) return;
    const { x, y } = point(event);
    if (!drag.moved && Math.hypot(x - drag.x, y - drag.y) < 4) return;
    drag.moved = true;
    graph = moveVertex(graph, drag.id, x, y);
    draw();
  });
  picture.addEventListener("pointerup", () => {
    if (drag === undefined) return;
    const { id, moved, start } = drag;
    drag = undefined;
    if (moved) {
      // One undo step for the whole drag.
      const end = graph;
      graph = start;
      change(end);
    } else {
      clickElement({ kind: "vertex", id });
    }
  });

  // --- Drawing.
  function draw(): void {
    picture.replaceChildren();
    const board = GRAPH_RULESETS[graph.ruleset].board;
    const at = new Map(graph.vertices.map((v) => [v.id, v]));
    const playable = new Set<string>();
    const markOf = new Map<string, GraphMoveValue>();
    if (mode === "play" && analysis !== undefined) {
      for (const m of analysis.moves) {
        if (m.side !== side) continue;
        const key = `${m.element.kind}${m.element.id}`;
        playable.add(key);
        if (!markOf.has(key) || m.mark === "winning") markOf.set(key, m);
      }
    }
    if (board.ground) {
      const ground = svg("line", {
        x1: 4,
        x2: GRAPH_WIDTH - 4,
        y1: GROUND_Y,
        y2: GROUND_Y,
        class: "graph-ground",
        "data-testid": "graph-ground",
        "data-element": "vertex",
        "data-id": GROUND,
      });
      picture.append(ground);
    }
    // Repeated edges between two vertices bend apart.
    const seen = new Map<string, number>();
    const count = new Map<string, number>();
    const pair = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
    for (const e of graph.edges) count.set(pair(e.a, e.b), (count.get(pair(e.a, e.b)) ?? 0) + 1);
    for (const e of graph.edges) {
      const a = at.get(e.a)!;
      const b = at.get(e.b)!;
      const end = (v: typeof a, other: typeof a) =>
        board.ground && v.id === GROUND ? { x: other.x, y: GROUND_Y } : { x: v.x, y: v.y };
      const p = end(a, b);
      const q = end(b, a);
      const k = seen.get(pair(e.a, e.b)) ?? 0;
      seen.set(pair(e.a, e.b), k + 1);
      const n = count.get(pair(e.a, e.b))!;
      let d: string;
      if (e.a === e.b) {
        d = `M ${p.x} ${p.y} c -28 -40 28 -40 0 0`;
      } else {
        const bend = (k - (n - 1) / 2) * 28;
        const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
        const cx = (p.x + q.x) / 2 + (bend * -(q.y - p.y)) / len;
        const cy = (p.y + q.y) / 2 + (bend * (q.x - p.x)) / len;
        d = `M ${p.x} ${p.y} Q ${cx} ${cy} ${q.x} ${q.y}`;
      }
      const key = `edge${e.id}`;
      const dead = a.taken !== undefined || b.taken !== undefined;
      const group = svg("g", {
        "data-element": "edge",
        "data-id": e.id,
        "data-testid": "graph-edge",
        "data-label": e.label,
        class: `graph-edge${playable.has(key) ? " playable" : ""}${dead ? " dead" : ""}`,
      });
      group.append(
        svg("path", { d, class: "hit", fill: "none", stroke: "transparent", "stroke-width": 16 }),
        svg("path", {
          d,
          fill: "none",
          stroke: edgeColour(graph.ruleset, e.label),
          "stroke-width": 5,
        }),
      );
      // An arc points at its head (`a>b` at b, `a<b` at a, `a-b` at both); arcs are straight.
      if (board.directed === true && e.a !== e.b) {
        if (e.label !== "<") group.append(arrowhead(p, q));
        if (e.label !== ">") group.append(arrowhead(q, p));
      }
      const mark = markOf.get(key);
      if (marks && mark !== undefined) {
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        group.append(markBadge(mark, mx + 8, my - 8));
      }
      picture.append(group);
    }
    for (const v of graph.vertices) {
      if (board.ground && v.id === GROUND) continue;
      const key = `vertex${v.id}`;
      const group = svg("g", {
        "data-element": "vertex",
        "data-id": v.id,
        "data-testid": "graph-vertex",
        "data-label": v.label,
        ...(v.taken ? { "data-taken": v.taken } : {}),
        class: `graph-vertex${selected === v.id ? " selected" : ""}${
          playable.has(key) ? " playable" : ""
        }`,
      });
      group.append(
        svg("circle", {
          cx: v.x,
          cy: v.y,
          r: RADIUS,
          fill: vertexFill(v.label, v.taken),
          stroke: selected === v.id ? "#f59e0b" : "#0f172a",
          "stroke-width": selected === v.id ? 3 : 1.5,
        }),
      );
      if (/^\d+$/.test(v.label)) {
        const text = svg("text", {
          x: v.x,
          y: v.y + 4,
          "text-anchor": "middle",
          class: "graph-weight",
        });
        text.textContent = v.label;
        group.append(text);
      }
      const mark = markOf.get(key);
      if (marks && mark !== undefined) group.append(markBadge(mark, v.x + 12, v.y - 12));
      picture.append(group);
    }
  }

  function markBadge(move: GraphMoveValue, x: number, y: number): SVGGElement {
    const g = svg("g", {
      class: "graph-mark",
      "data-testid": "move-mark",
      "data-kind": move.mark,
    });
    const title = svg("title", {});
    title.textContent = MARK_TEXT[move.mark];
    const colour = move.mark === "winning"
      ? "#15803d"
      : move.mark === "sensible"
      ? "#b45309"
      : "#64748b";
    g.append(title, svg("circle", { cx: x, cy: y, r: 6, fill: colour }));
    return g;
  }

  function listMoves(): void {
    movesList.replaceChildren();
    if (analysis === undefined) return;
    for (const s of ["L", "R"] as Side[]) {
      const mine = analysis.moves.filter((m) => m.side === s);
      const head = el(
        "li",
        { class: `side-title side-${s}` },
        `${s === "L" ? "Left" : "Right"}: ${mine.length} moves`,
      );
      movesList.append(head);
      for (const m of mine) {
        const li = el("li", { class: "graph-move", "data-side": s });
        li.append(
          el("code", {}, m.expression),
          " → ",
          el("code", { class: "node-value" }, m.game.value),
        );
        if (marks) {
          li.append(
            " ",
            el("span", {
              class: "mark",
              "data-testid": "move-mark",
              "data-kind": m.mark,
              title: MARK_TEXT[m.mark],
            }, m.mark === "other" ? "neither" : m.mark),
          );
        }
        const play = el("button", { class: "play", title: "Play this move" }, "play");
        play.addEventListener("click", () => {
          const move = moveAt(graph, s, m.element);
          if (move === undefined) return;
          side = s === "L" ? "R" : "L";
          change(move.after);
        });
        li.append(" ", play);
        movesList.append(li);
      }
    }
  }

  /** The structure of the graph (not where vertices are drawn): what its analysis depends on. */
  function structure(g: EditorGraph): string {
    return JSON.stringify([
      g.ruleset,
      g.vertices.map((v) => [v.id, v.label, v.taken ?? ""]),
      g.edges.map((e) => [e.id, e.a, e.b, e.label]),
    ]);
  }

  // Values are asked for only while the editor is on screen: a hidden editor would slow the first
  // load and clear the worker's games under another view's option tree.
  let waiting = false;
  new IntersectionObserver((seen) => {
    if (waiting && seen.some((s) => s.isIntersecting)) {
      waiting = false;
      analyseNow();
    }
  }).observe(root);

  async function analyseNow(): Promise<void> {
    if (root.offsetParent === null) {
      waiting = true;
      return;
    }
    const key = structure(graph);
    if (key === analysedKey) return;
    analysedKey = key;
    analysis = undefined;
    value.textContent = "…";
    outcome.textContent = "";
    const seq = ++asked;
    const r = await host.analyse(graph);
    if (seq !== asked) return;
    if (isProblem(r)) {
      value.textContent = "";
      showProblem(r.message);
      analysedKey = "";
      return;
    }
    analysis = r;
    value.textContent = r.analysis.value;
    outcome.textContent = `outcome ${r.analysis.outcome}`;
    root.dataset.value = r.analysis.value;
    draw();
    listMoves();
  }

  function refresh(): void {
    chooser.value = graph.ruleset;
    weightLabel.hidden = GRAPH_RULESETS[graph.ruleset].board.play !== "weighted";
    presets.replaceChildren("Presets ");
    for (const preset of GRAPH_PRESETS.filter((p) => p.fits(graph.ruleset))) {
      const b = el(
        "button",
        { "data-testid": `graph-preset-${preset.name}`, title: preset.note },
        preset.name,
      );
      b.addEventListener("click", () => change(preset.build(graph.ruleset)));
      presets.append(b);
    }
    for (const [m, b] of modeButtons) b.classList.toggle("on", m === mode);
    sideButtons.L.classList.toggle("on", side === "L");
    sideButtons.R.classList.toggle("on", side === "R");
    undoButton.disabled = undo.length === 0;
    redoButton.disabled = redo.length === 0;
    markButton.setAttribute("aria-pressed", String(marks));
    markButton.classList.toggle("on", marks);
    if (document.activeElement !== notation) notation.value = graphNotation(graph);
    const info = GRAPH_RULESETS[graph.ruleset];
    rule.textContent = `${info.title}: ${info.rule}. Expression: ${graphExpression(graph)}`;
    root.dataset.expression = graphExpression(graph);
    draw();
    listMoves();
    analyseNow();
    if (!quiet) host.changed(graph.ruleset, writeGraphState(graph));
  }

  // The first graph and a link's graph are shown without rewriting the page's link.
  let quiet = true;
  refresh();
  quiet = false;
  return {
    load(ruleset: string, state: string): string | undefined {
      let next: EditorGraph;
      try {
        next = readGraphState(ruleset, state);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      graph = next;
      undo = [];
      redo = [];
      selected = undefined;
      quiet = true;
      refresh();
      quiet = false;
      return undefined;
    },
    reveal(): void {
      root.scrollIntoView({ block: "start" });
    },
  };
}
