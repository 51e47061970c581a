/**
 * The explorer page: plain DOM code that sends work to the worker and shows
 * what comes back. Views: expressions, boards, heap games; the state of the
 * view is kept in the URL hash so a link reproduces it.
 *
 * @module
 */

/// <reference lib="dom" />

import {
  type Board,
  boardExpression,
  editCell,
  emptyBoard,
  incompleteHint,
  isConnected,
  isRulesetId,
  pickMove,
  readBoard,
  resizeBoard,
  RULESET_IDS,
  type RulesetId,
  RULESETS,
  type Side,
  unreachableHint,
  variantsOf,
  variantTitle,
  writeBoard,
} from "./boards.ts";
import type {
  Analysis,
  BoardAnalysis,
  BoardMove,
  GameOption,
  GameSummary,
  LoopyAnalysis,
  LoopyBoardAnalysis,
  MoveMark,
  NimSequence,
  OptionRole,
  Problem,
} from "./compute.ts";
import { type HeapView, heapView } from "./heap_view.ts";
import { boardSvg, cellLetter } from "./pictures.ts";
import type { Reply, Request } from "./worker.ts";
import { initWorksheet } from "./worksheet_view.ts";
import { initSum, type SumView } from "./sum_view.ts";
import { download, el } from "./dom.ts";
import { NOTATION_GUIDE } from "./notation_guide.ts";
import { type GraphEditor, initGraphEditor } from "./graph_editor_view.ts";
import {
  type History as StateHistory,
  newHistory,
  recordState,
  redoState,
  undoState,
} from "./board_history.ts";
import type { GraphAnalysis } from "./graph_compute.ts";
import { OUTCOME_TEXT } from "./outcome_text.ts";
import { canonicalFilterNote } from "./canonical_filter.ts";
import type { PredicateResult } from "./value_predicates.ts";
import { predicateChips } from "./predicate_view.ts";

type View = "expr" | "board" | "sum" | "heap" | "worksheet" | "notation";

function $(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`) ??
    document.getElementById(id);
  if (el === null) throw new Error(`missing element ${id}`);
  return el;
}

// ---------------------------------------------------------------------------
// The worker, with cancel = terminate and restart.

type Pending = {
  resolve: (value: unknown) => void;
  reject: (problem: Problem) => void;
  onProgress?: (done: number, total: number) => void;
};

class Engine {
  #worker: Worker;
  #seq = 0;
  #pending = new Map<number, Pending>();
  readonly url: URL;

  constructor(url: URL) {
    this.url = url;
    this.#worker = this.#start();
  }

  #start(): Worker {
    const worker = new Worker(this.url, { type: "module" });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const pending = this.#pending.get(reply.seq);
      if (pending === undefined) return;
      if (reply.type === "progress") pending.onProgress?.(reply.done, reply.total);
      else {
        this.#pending.delete(reply.seq);
        if (reply.type === "result") pending.resolve(reply.result);
        else pending.reject(reply.problem);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const problem: Problem = {
        kind: "limit",
        message: `The computation stopped: ${event.message || "the worker failed"}`,
      };
      for (const p of this.#pending.values()) p.reject(problem);
      this.#pending.clear();
      this.#worker.terminate();
      this.#worker = this.#start();
    };
    return worker;
  }

  ask<T>(
    request: Omit<Request, "seq"> & Record<string, unknown>,
    onProgress?: (done: number, total: number) => void,
  ): Promise<T> {
    const seq = ++this.#seq;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(seq, { resolve: resolve as (v: unknown) => void, reject, onProgress });
      this.#worker.postMessage({ ...request, seq });
    });
  }

  /** Stops all work: the worker is terminated and a fresh one started. */
  cancel(): void {
    this.#worker.terminate();
    const problem: Problem = { kind: "error", message: "Cancelled" };
    for (const p of this.#pending.values()) p.reject(problem);
    this.#pending.clear();
    this.#worker = this.#start();
  }
}

const engine = new Engine(new URL("./worker.js", import.meta.url));

// ---------------------------------------------------------------------------
// Busy state, progress and messages.

let busy = 0;
/** The latest main request (expression, board or heap game); older answers are dropped. */
let latest = 0;

function setBusy(on: boolean, label = "Working"): void {
  busy += on ? 1 : -1;
  if (busy < 0) busy = 0;
  const status = $("status");
  status.hidden = busy === 0;
  $("status-label").textContent = label;
  if (busy === 0) setProgress(0, 0);
}

function setProgress(done: number, total: number): void {
  const bar = $("progress") as HTMLProgressElement;
  if (total > 0) {
    bar.max = total;
    bar.value = done;
    $("status-count").textContent = `${done} / ${total}`;
  } else {
    bar.removeAttribute("value");
    $("status-count").textContent = "";
  }
}

async function run<T>(
  label: string,
  request: Omit<Request, "seq"> & Record<string, unknown>,
): Promise<T | Problem> {
  setBusy(true, label);
  setProgress(0, 0);
  try {
    return await engine.ask<T>(request, setProgress);
  } catch (problem) {
    return problem as Problem;
  } finally {
    setBusy(false);
  }
}

function isProblem(x: unknown): x is Problem {
  return typeof x === "object" && x !== null && "kind" in x && "message" in x;
}

function showMessage(text: string, kind: "limit" | "info" = "info"): void {
  const m = $("message");
  m.textContent = text;
  m.dataset.kind = kind;
  m.hidden = text === "";
}

// ---------------------------------------------------------------------------
// Results: value, outcome, thermography, option tree.

function clearResult(): void {
  $("value").textContent = "";
  $("outcome").textContent = "";
  $("thermograph").innerHTML = "";
  $("options").innerHTML = "";
  showCanonicalFilter(undefined);
  for (const k of ["mean", "temperature", "left-stop", "right-stop"]) $(k).textContent = "";
  $("predicates").replaceChildren();
  $("result").hidden = true;
}

/**
 * Shows the Options panel's "Canonical only" toggle, or in its place the reason it would have
 * nothing to filter ({@link canonicalFilterNote}).
 */
function showCanonicalFilter(note: string | undefined): void {
  $("hide-noncanonical").hidden = note !== undefined;
  $("canonical-note").hidden = note === undefined;
  $("canonical-note").textContent = note ?? "";
}

/** The analysis on show, for the downloads. */
let shown: { analysis: Analysis; title: string } | undefined;

/** What the result panel says of the facts a loopy value does not have. */
const NOT_FOR_LOOPY = "not defined for loopy values";

function showAnalysis(a: Analysis | LoopyAnalysis, title: string): void {
  showCanonicalFilter(canonicalFilterNote(a));
  if ("loopy" in a) return showLoopyValue(a, title);
  $("export-buttons").hidden = false;
  shown = { analysis: a, title };
  $("result").hidden = false;
  $("result-title").textContent = title;
  $("value").textContent = a.value;
  $("outcome").textContent = a.outcome;
  $("outcome").className = `badge badge-${a.outcome}`;
  $("outcome").title = OUTCOME_TEXT[a.outcome];
  $("outcome-text").textContent = OUTCOME_TEXT[a.outcome];
  $("mean").textContent = a.mean;
  $("temperature").textContent = a.temperature;
  $("left-stop").textContent = a.leftStop;
  $("right-stop").textContent = a.rightStop;
  $("thermograph").innerHTML = a.svg;
  showPredicates(a.predicates);
}

/** Shows a value's predicates as one line of chips ("n/a" with the reason as the tooltip). */
function showPredicates(list: readonly PredicateResult[]): void {
  $("predicates").replaceChildren(predicateChips(list));
}

/**
 * Shows a loopy value: its form, outcome class (draws included), stops for a stopper, onside and
 * offside otherwise; mean, temperature and the thermograph are said to be undefined.
 */
function showLoopyValue(a: LoopyAnalysis, title: string): void {
  shown = undefined;
  $("export-buttons").hidden = true;
  $("result").hidden = false;
  $("result-title").textContent = title;
  $("value").textContent = a.stopper
    ? a.value
    : `${a.value} (onside ${a.onside}, offside ${a.offside})`;
  $("outcome").textContent = a.outcome;
  $("outcome").className = `badge badge-${a.outcome}`;
  $("outcome").title = OUTCOME_TEXT[a.outcome];
  $("outcome-text").textContent = OUTCOME_TEXT[a.outcome];
  $("mean").textContent = NOT_FOR_LOOPY;
  $("temperature").textContent = NOT_FOR_LOOPY;
  const stop = a.stopper ? undefined : "defined for stoppers only";
  $("left-stop").textContent = a.leftStop ?? stop!;
  $("right-stop").textContent = a.rightStop ?? stop!;
  $("thermograph").replaceChildren(
    el("p", { class: "none", "data-testid": "loopy-thermograph" }, `Thermograph: ${NOT_FOR_LOOPY}`),
  );
  showPredicates(a.predicates);
}

function outcomeBadge(o: keyof typeof OUTCOME_TEXT): HTMLElement {
  return el("span", { class: `badge badge-${o}`, title: OUTCOME_TEXT[o] }, o);
}

/**
 * Labels of an option's role in the game above it: canonical, dominated, reversible (one label
 * each that applies), for the option tree.
 */
function roleLabels(role: OptionRole): HTMLElement[] {
  const out: HTMLElement[] = [];
  const label = (name: string, title: string): HTMLElement =>
    el("span", { class: "role", "data-testid": "option-role", "data-role": name, title }, name);
  if (role.canonical) {
    out.push(label("canonical", "Its value is an option of the canonical form"));
  }
  if (role.dominated) {
    out.push(label("dominated", "Another option of the same player is strictly better"));
  }
  if (role.reversible) {
    out.push(
      label("reversible", "The opponent has an answer from it at least as good as the game"),
    );
  }
  return out;
}

function markLabel(mark: MoveMark): HTMLElement {
  return el("span", {
    class: "mark",
    "data-testid": "move-mark",
    "data-kind": mark,
    title: MARK_TEXT[mark],
  }, mark === "other" ? "neither" : mark);
}

/** An option tree node for a game: its value, and a button that lists its options. */
function gameNode(g: GameSummary | GameOption, side: Side | "", label = ""): HTMLLIElement {
  const li = el("li", { class: "node", "data-side": side, "data-canonical": "true" });
  const head = el("div", { class: "node-head" });
  if (g.hasOptions) {
    const toggle = el("button", {
      class: "toggle",
      "data-testid": "expand",
      "aria-expanded": "false",
      title: "Show this game's options",
    }, "▸");
    toggle.addEventListener("click", () => expandGame(li, toggle, g));
    head.append(toggle);
  } else head.append(el("span", { class: "toggle-space" }));
  if (label) head.append(el("span", { class: "side-label" }, label));
  head.append(el("code", { class: "node-value", "data-testid": "option-value" }, g.value));
  head.append(outcomeBadge(g.outcome));
  if ("role" in g) head.append(...roleLabels(g.role), markLabel(g.mark));
  li.append(head);
  return li;
}

function optionLists(
  left: HTMLLIElement[],
  right: HTMLLIElement[],
): HTMLElement {
  const box = el("div", { class: "children" });
  const list = (title: string, side: Side, items: HTMLLIElement[]): HTMLElement =>
    el(
      "div",
      { class: `side side-${side}` },
      el("div", { class: "side-title" }, `${title} (${items.length})`),
      items.length === 0
        ? el("div", { class: "none" }, "no moves")
        : el("ul", { "data-side": side }, ...items),
    );
  box.append(list("Left options", "L", left), list("Right options", "R", right));
  return box;
}

async function expandGame(li: HTMLLIElement, toggle: HTMLButtonElement, g: GameSummary) {
  const open = li.querySelector(":scope > .children");
  if (open) {
    open.remove();
    toggle.textContent = "▸";
    toggle.setAttribute("aria-expanded", "false");
    return;
  }
  const r = await run<{ left: GameOption[]; right: GameOption[] }>("Listing options", {
    kind: "options",
    id: g.id,
  });
  if (isProblem(r)) return showMessage(r.message, "limit");
  toggle.textContent = "▾";
  toggle.setAttribute("aria-expanded", "true");
  li.append(
    optionLists(r.left.map((o) => gameNode(o, "L")), r.right.map((o) => gameNode(o, "R"))),
  );
}

/** An option tree node for a board move: a small picture, its value, play and expand. */
function moveNode(move: BoardMove, side: Side, playable: boolean): HTMLLIElement {
  const li = el("li", {
    class: "node move",
    "data-side": side,
    "data-canonical": String(move.role.canonical),
  });
  const head = el("div", { class: "node-head" });
  const toggle = el("button", {
    class: "toggle",
    "data-testid": "expand",
    "aria-expanded": "false",
    title: "Show the moves from here",
  }, "▸");
  toggle.addEventListener("click", () => expandMove(li, toggle, move.board));
  head.append(toggle);
  const pic = el("span", { class: "mini" });
  pic.innerHTML = boardSvg(move.board, 12);
  head.append(pic);
  head.append(el("code", { class: "node-value", "data-testid": "option-value" }, move.game.value));
  head.append(outcomeBadge(move.game.outcome));
  head.append(...roleLabels(move.role));
  if (markMoves) head.append(markLabel(move.mark));
  if (playable) {
    const play = el(
      "button",
      { class: "play", "data-testid": "play", title: "Play this move" },
      "play",
    );
    play.addEventListener("click", () => playMove(move.board));
    head.append(play);
  }
  li.append(head);
  return li;
}

async function expandMove(li: HTMLLIElement, toggle: HTMLButtonElement, board: Board) {
  const open = li.querySelector(":scope > .children");
  if (open) {
    open.remove();
    toggle.textContent = "▸";
    return;
  }
  const r = await run<{ left: BoardMove[]; right: BoardMove[] }>("Listing moves", {
    kind: "boardOptions",
    board,
  });
  if (isProblem(r)) return showMessage(r.message, "limit");
  toggle.textContent = "▾";
  toggle.setAttribute("aria-expanded", "true");
  li.append(
    optionLists(
      r.left.map((m) => moveNode(m, "L", false)),
      r.right.map((m) => moveNode(m, "R", false)),
    ),
  );
}

// ---------------------------------------------------------------------------
// The expression view.

function showError(problem: Problem | null, text = ""): void {
  const box = $("error");
  box.innerHTML = "";
  box.hidden = problem === null;
  if (problem === null) return;
  box.dataset.kind = problem.kind;
  box.append(el("div", { class: "error-message" }, problem.message));
  if (problem.column !== undefined) {
    box.dataset.column = String(problem.column);
    const at = problem.column - 1;
    box.append(
      el(
        "pre",
        { class: "error-pointer" },
        text.slice(0, at),
        el("mark", {}, text.slice(at, at + 1) || " "),
        text.slice(at + 1),
        "\n",
        " ".repeat(at) + "^ column " + problem.column,
      ),
    );
  } else delete box.dataset.column;
}

async function evaluateExpression(text: string, updateHash = true): Promise<void> {
  if (updateHash) setHash({ expr: text });
  showError(null);
  showMessage("");
  clearResult();
  const mine = ++latest;
  const r = await run<Analysis | LoopyAnalysis>("Evaluating", { kind: "expr", text });
  if (mine !== latest) return;
  if (isProblem(r)) {
    if (r.kind === "limit") showMessage(r.message, "limit");
    return showError(r, text);
  }
  showAnalysis(r, text);
  // A loopy value's options form a graph, not a tree of short games: no option tree.
  if ("loopy" in r) return;
  $("options").append(el("ul", { class: "tree" }, gameNode(r, "", "G =")));
  (($("options").querySelector("[data-testid=expand]")) as HTMLButtonElement | null)?.click();
}

// ---------------------------------------------------------------------------
// The board view.

let board: Board = readBoard(RULESET_IDS[0], RULESETS[RULESET_IDS[0]].start);
let mode: "edit" | "play" = "edit";
let side: Side = "L";
/** Whether moves are marked winning, sensible or neither. */
let markMoves = false;
/** The side the computer plays, or `undefined` when both sides are played by hand. */
let computerSide: Side | undefined;

const MARK_TEXT: Record<string, string> = {
  winning: "The mover wins after this move, whatever the opponent does",
  sensible: "Not winning, but it reverses to an option of the canonical form",
  other: "Neither winning nor sensible",
};
let clicked: number[] = [];
/** The board and side shown, as undo and redo keep them. */
interface BoardState {
  readonly board: Board;
  readonly side: Side;
}
/** The states before and after the one shown (its `now` is refreshed from the page when used). */
let boardHistory: StateHistory<BoardState> = newHistory<BoardState>({ board, side });

function shownState(): BoardState {
  return { board, side };
}

/** Keeps the board and side shown for undo, before an edit or a move changes them. */
function beforeChange(): void {
  boardHistory = recordState({ ...boardHistory, now: shownState() }, shownState());
}

/** Shows a state undo or redo reached (in play mode with its side to move). */
function showState(state: BoardState): void {
  board = state.board;
  if (mode === "play") side = state.side;
  clicked = [];
  setHash(boardHash(board));
  drawBoard();
  analyseCurrentBoard();
}

/** Undo or redo steps: against the computer, its reply and your move together. */
function historySteps(available: number): number {
  return computerSide !== undefined && mode === "play" && side !== computerSide && available >= 2
    ? 2
    : 1;
}

function drawBoard(): void {
  const grid = $("board");
  grid.innerHTML = "";
  const rules = RULESETS[board.ruleset];
  grid.dataset.ruleset = board.ruleset;
  grid.dataset.layout = rules.layout;
  grid.dataset.covers = String(rules.covers);
  grid.style.gridTemplateColumns = `repeat(${board.cols}, var(--cell))`;
  const pieces = rules.cycle.length === 0;
  grid.classList.toggle("pieces", pieces);
  if (pieces) {
    // Heaps, cakes or a position as text: one picture, edited as text, played from the tree.
    grid.style.gridTemplateColumns = "";
    grid.innerHTML = boardSvg(board, 28);
    if (document.activeElement !== $("pieces")) {
      ($("pieces") as HTMLInputElement).value = writeBoard(board);
    }
  }
  board.cells.forEach((c, i) => {
    if (pieces) return;
    const cell = el("button", {
      class: `cell cell-${c === "." ? "empty" : c === "#" ? "blocked" : c}`,
      "data-testid": "cell",
      "data-index": String(i),
      "data-row": String(Math.floor(i / board.cols)),
      "data-col": String(i % board.cols),
      "data-state": c,
      title: `row ${Math.floor(i / board.cols) + 1}, column ${(i % board.cols) + 1}`,
    });
    if (!isConnected(board, i)) cell.classList.add("loose");
    if (clicked.includes(i)) cell.classList.add("picked");
    cell.textContent = cellLetter(board, c);
    cell.addEventListener("click", () => clickCell(i));
    grid.append(cell);
  });
  $("board-expr").textContent = boardExpression(board);
  $("board-rule").textContent = pieces
    ? `${rules.name}: ${rules.rule}. ${PIECE_HINT[rules.layout] ?? ""}`
    : `${rules.name}: ${rules.rule}. Cells: ${rules.cycle.join(" ")}`;
  for (const id of ["rows-label", "cols-label", "resize"]) $(id).hidden = pieces;
  $("pieces-label").hidden = !pieces;
  $("board-help").hidden = pieces;
  const variants = variantsOf(board.ruleset);
  $("variant-label").hidden = variants.length === 0;
  const chooser = $("variant") as HTMLSelectElement;
  chooser.replaceChildren(
    el("option", { value: "" }, "none"),
    ...variants.map((v) => el("option", { value: v }, variantTitle(v))),
  );
  // A negated twisted board ("-twistedVariant") is still played in the twisted variant.
  chooser.value = board.variant?.replace(/^-/, "") ?? "";
  ($("undo") as HTMLButtonElement).disabled = boardHistory.past.length === 0;
  ($("redo") as HTMLButtonElement).disabled = boardHistory.future.length === 0;
  // A loopy value names no winning move: no marks, and the computer has nothing to choose by.
  const loopy = rules.loopy === true;
  if (loopy) computerSide = undefined;
  $("loopy-note").hidden = !loopy;
  ($("mark-moves") as HTMLButtonElement).disabled = loopy;
  ($("computer-plays") as HTMLButtonElement).disabled = loopy;
  // The Sum view and the worksheet value plain games only.
  ($("add-to-sum") as HTMLButtonElement).disabled = loopy;
  ($("to-worksheet") as HTMLButtonElement).disabled = loopy;
  $("mark-moves").setAttribute("aria-pressed", String(markMoves && !loopy));
  $("computer-plays").setAttribute("aria-pressed", String(computerSide !== undefined));
  $("mode-edit").classList.toggle("on", mode === "edit");
  $("mode-play").classList.toggle("on", mode === "play");
  $("side-L").classList.toggle("on", side === "L");
  $("side-R").classList.toggle("on", side === "R");
  ($("rows") as HTMLInputElement).value = String(board.rows);
  ($("cols") as HTMLInputElement).value = String(board.cols);
  ($("rows") as HTMLInputElement).disabled = rules.layout === "strip";
}

/** How the position of a board of pieces is typed. */
const PIECE_HINT: Record<string, string> = {
  heaps: "Type the heap sizes, such as 5,7; play a move from the option tree.",
  cakes: "Type the cakes as ROWSxCOLS, such as 3x4,2x2; play a move from the option tree.",
  text: "Type the position as the notation writes it; play a move from the option tree.",
  numbers: "Type the numbers of the position, such as 8,3; play a move from the option tree.",
};

/** Reads the typed position of a board of pieces. */
function setPieces(): void {
  try {
    const next = readBoard(board.ruleset, ($("pieces") as HTMLInputElement).value);
    beforeChange();
    board = next;
    boardChanged();
  } catch (error) {
    showMessage((error as Error).message, "limit");
  }
}

function clickCell(i: number): void {
  if (mode === "edit") {
    beforeChange();
    board = editCell(board, i);
    clicked = [];
    boardChanged();
    return;
  }
  const hint = incompleteHint(board) ?? unreachableHint(board);
  if (hint !== undefined) return showMessage(hint);
  let pick;
  try {
    pick = pickMove(board, side, clicked, i);
  } catch (error) {
    clicked = [];
    showMessage((error as Error).message, "limit");
    drawBoard();
    return;
  }
  if (pick.kind === "play") return playMove(pick.move);
  if (pick.kind === "none") {
    clicked = [];
    showMessage(`${side === "L" ? "Left" : "Right"} has no move through that cell`);
    drawBoard();
    return;
  }
  // Several moves pass through the clicked cells: mark them and wait for another click.
  clicked = [...pick.clicked];
  showMessage(
    clicked.length === 1
      ? "Click a second cell to choose the move"
      : "Click another cell to choose the move",
  );
  drawBoard();
}

function playMove(after: Board): void {
  beforeChange();
  board = after;
  clicked = [];
  side = side === "L" ? "R" : "L";
  boardChanged();
}

/**
 * The computer's move for the side to move: a winning move when there is one, else a sensible
 * one, else any; the first of its kind in the ruleset's order of moves.
 */
function computerReply(moves: readonly BoardMove[]): void {
  const who = side === "L" ? "Left" : "Right";
  if (moves.length === 0) {
    showMessage(`${who} (the computer) has no move: ${side === "L" ? "Right" : "Left"} wins.`);
    return;
  }
  const best = moves.find((m) => m.mark === "winning") ??
    moves.find((m) => m.mark === "sensible") ?? moves[0];
  setTimeout(() => {
    playMove(best.board);
    showMessage(
      `${who} (the computer) played a ${best.mark === "other" ? "losing" : best.mark} move${
        best.mark === "winning" ? "" : ": it has no winning move here"
      }.`,
    );
  }, 250);
}

/** The URL hash of a board: its ruleset, its rows and its variant. */
function boardHash(b: Board): Record<string, string> {
  const hash: Record<string, string> = { ruleset: b.ruleset, board: writeBoard(b) };
  if (b.variant !== undefined) hash.variant = b.variant;
  return hash;
}

function boardChanged(): void {
  setHash(boardHash(board));
  drawBoard();
  analyseCurrentBoard();
}

/** Shows a loopy board's value and its moves (each playable), with no outcome or marks. */
function showLoopyAnalysis(r: LoopyBoardAnalysis): void {
  showCanonicalFilter(canonicalFilterNote(r));
  shown = undefined;
  $("export-buttons").hidden = true;
  $("result").hidden = false;
  $("result-title").textContent = boardExpression(board);
  $("value").textContent = r.value;
  $("outcome").className = `badge badge-${r.outcome}`;
  $("outcome").textContent = r.outcome;
  $("outcome").title = OUTCOME_TEXT[r.outcome];
  $("outcome-text").textContent = `${
    OUTCOME_TEXT[r.outcome]
  } (a loopy value: no winning-move marks)`;
  const moves = (list: LoopyBoardAnalysis["left"], who: Side) =>
    list.map((m) => {
      const head = el("div", { class: "node-head" });
      const pic = el("span", { class: "mini" });
      // A move to a position no cell shows (Fox and Geese's escape, `off`) is a line of text.
      if (m.board.escaped) pic.textContent = `the fox has escaped: value ${m.value}`;
      else pic.innerHTML = boardSvg(m.board, 12);
      const play = el(
        "button",
        { class: "play", "data-testid": "play", title: "Play this move" },
        "play",
      );
      play.addEventListener("click", () => playMove(m.board));
      head.append(
        pic,
        el("code", { class: "node-value", "data-testid": "option-value" }, m.value),
        play,
      );
      return el("li", { class: "node move", "data-side": who }, head);
    });
  $("options").append(optionLists(moves(r.left, "L"), moves(r.right, "R")));
}

async function analyseCurrentBoard(): Promise<void> {
  const mine = ++latest;
  showMessage("");
  clearResult();
  // A board still lacking a piece its positions need (Fox and Geese's fox) is not valued yet,
  // and one that can never hold them (too small) says why instead of the library's refusal.
  const hint = incompleteHint(board) ?? unreachableHint(board);
  if (hint !== undefined) return showMessage(hint);
  if (RULESETS[board.ruleset].loopy) {
    const r = await run<LoopyBoardAnalysis>("Valuing the loopy board", {
      kind: "loopyBoard",
      board,
    });
    if (mine !== latest || $("view-board").hidden) return;
    if (isProblem(r)) showMessage(r.message, r.kind === "limit" ? "limit" : "info");
    else showLoopyAnalysis(r);
    return;
  }
  const r = await run<BoardAnalysis>("Valuing the board", { kind: "board", board });
  // Dropped when a newer request was made or another view (the Sum view) took the panel.
  if (mine !== latest || $("view-board").hidden) return;
  if (isProblem(r)) {
    showMessage(
      computerSide === side && mode === "play"
        ? `The computer cannot value this position, so it cannot choose a move: ${r.message}`
        : r.message,
      r.kind === "limit" ? "limit" : "info",
    );
    return;
  }
  showAnalysis(r.analysis, boardExpression(board));
  if (computerSide !== undefined && computerSide === side && mode === "play") {
    computerReply(computerSide === "L" ? r.left : r.right);
  }
  const root = gameNode(r.analysis, "", "G =");
  // The moves are listed already: show the root as open (a click folds it).
  const toggle = root.querySelector<HTMLButtonElement>("[data-testid=expand]");
  if (toggle !== null) {
    toggle.textContent = "▾";
    toggle.setAttribute("aria-expanded", "true");
  }
  root.append(
    optionLists(
      r.left.map((m) => moveNode(m, "L", true)),
      r.right.map((m) => moveNode(m, "R", true)),
    ),
  );
  $("options").append(el("ul", { class: "tree" }, root));
}

function setRuleset(id: RulesetId): void {
  boardHistory = newHistory(shownState());
  clicked = [];
  board = readBoard(id, RULESETS[id].start);
  ($("ruleset") as HTMLSelectElement).value = id;
  boardChanged();
}

function resize(): void {
  const rows = Number(($("rows") as HTMLInputElement).value);
  const cols = Number(($("cols") as HTMLInputElement).value);
  if (RULESETS[board.ruleset].cycle.length === 0) return;
  let resized;
  try {
    // Keeps what fits, counted from where the ruleset counts (Fox and Geese: the bottom left).
    resized = resizeBoard(board, rows, cols);
  } catch (error) {
    showMessage((error as Error).message, "limit");
    return;
  }
  beforeChange();
  board = resized.board;
  boardChanged();
  // Said with the board's own hint (a dropped fox leaves a board that needs one).
  if (resized.note !== undefined) {
    const hint = incompleteHint(board) ?? unreachableHint(board);
    showMessage(hint === undefined ? resized.note : `${resized.note} ${hint}`);
  }
}

// ---------------------------------------------------------------------------
// The heap-game view.

async function plotHeaps(code: string, heaps: number, updateHash = true): Promise<void> {
  if (updateHash) setHash({ octal: code, heaps: String(heaps) });
  showMessage("");
  showHeapView(heapView(undefined));
  const mine = ++latest;
  const r = await run<NimSequence>("Computing Grundy values", { kind: "heap", code, heaps });
  if (mine !== latest) return;
  showHeapView(heapView(r));
}

/** Sets every part of the heap-game view, so nothing of an earlier game stays. */
function showHeapView(view: HeapView): void {
  $("heap-error").hidden = view.error === "";
  $("heap-error").textContent = view.error;
  const plot = $("nim-plot");
  plot.innerHTML = view.plot;
  plot.dataset.period = view.data.period;
  plot.dataset.preperiod = view.data.preperiod;
  plot.dataset.proved = view.data.proved;
  $("heap-period").textContent = view.period;
  $("heap-values").textContent = view.values;
}

// ---------------------------------------------------------------------------
// Downloads: the thermograph as SVG or PNG, and a LaTeX file with the value and the TikZ picture.

/** A LaTeX document (article, tikz, amsmath) with the value and the thermograph. */
function latexDocument(title: string, a: Analysis): string {
  const comment = title.replace(/[\r\n]+/g, " ");
  return [
    `% ${comment}: computed by the cgt explorer`,
    "\\documentclass{article}",
    "\\usepackage{amsmath}",
    "\\usepackage{tikz}",
    "\\begin{document}",
    `\\[ G = ${a.latex} \\]`,
    "",
    a.tikz.trimEnd(),
    "\\end{document}",
    "",
  ].join("\n");
}

function exportSvg(): void {
  if (shown === undefined) return;
  download("thermograph.svg", new Blob([shown.analysis.svg], { type: "image/svg+xml" }));
}

function exportPng(): void {
  if (shown === undefined) return;
  const svg = shown.analysis.svg;
  const image = new Image();
  image.onload = () => {
    const canvas = el("canvas", {});
    canvas.width = image.naturalWidth * 2;
    canvas.height = image.naturalHeight * 2;
    const context = canvas.getContext("2d")!;
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    canvas.toBlob((blob) => {
      if (blob !== null) download("thermograph.png", blob);
    }, "image/png");
  };
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function exportTikz(): void {
  if (shown === undefined) return;
  download(
    "thermograph.tex",
    new Blob([latexDocument(shown.title, shown.analysis)], { type: "application/x-tex" }),
  );
}

// ---------------------------------------------------------------------------
// Views and the URL hash.

let lastHash = "";

function setHash(params: Record<string, string>): void {
  const text = new URLSearchParams(params).toString();
  lastHash = `#${text}`;
  if (location.hash !== lastHash) history.replaceState(null, "", lastHash);
}

function showView(view: View): void {
  for (const v of ["expr", "board", "sum", "heap", "worksheet", "notation"] as View[]) {
    $(`view-${v}`).hidden = v !== view;
    $(`tab-${v}`).classList.toggle("on", v === view);
    $(`tab-${v}`).setAttribute("aria-selected", String(v === view));
  }
  $("result-panel").hidden = view === "heap" || view === "notation";
  showMessage("");
  document.body.dataset.view = view;
}

let graphEditor: GraphEditor | undefined;

/** Shows the graph a link holds (`#graph=col&g=...`) in the graph editor, if the link has one. */
function restoreGraph(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const ruleset = params.get("graph");
  if (graphEditor === undefined || ruleset === null) return;
  const problem = graphEditor.load(ruleset, params.get("g") ?? "");
  if (problem !== undefined) showMessage(problem, "limit");
  graphEditor.reveal();
}

function restore(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  lastHash = location.hash;
  const expr = params.get("expr");
  const ruleset = params.get("ruleset");
  const octal = params.get("octal");
  if (expr !== null) {
    showView("expr");
    ($("expr") as HTMLInputElement).value = expr;
    evaluateExpression(expr, false);
  } else if (params.get("graph") !== null) {
    showView("board");
    drawBoard();
    analyseCurrentBoard();
    restoreGraph();
  } else if (ruleset !== null && isRulesetId(ruleset)) {
    showView("board");
    try {
      board = readBoard(
        ruleset,
        params.get("board") ?? RULESETS[ruleset].start,
        params.get("variant") ?? undefined,
      );
    } catch (error) {
      showMessage((error as Error).message, "limit");
      board = readBoard(ruleset, RULESETS[ruleset].start);
    }
    ($("ruleset") as HTMLSelectElement).value = ruleset;
    boardHistory = newHistory(shownState());
    clicked = [];
    drawBoard();
    analyseCurrentBoard();
  } else if (params.get("view") === "sum") {
    showView("sum");
    sumView?.restore(params.get("sum") ?? "[]", params.get("move") === "R" ? "R" : "L");
  } else if (params.get("view") === "notation") {
    showView("notation");
    showGuide();
  } else if (params.get("view") === "worksheet") {
    showView("worksheet");
    clearResult();
    rerunWorksheet();
  } else if (octal !== null) {
    showView("heap");
    const heaps = Number(params.get("heaps") ?? "1000");
    ($("octal") as HTMLInputElement).value = octal;
    ($("heaps") as HTMLInputElement).value = String(heaps);
    plotHeaps(octal, heaps, false);
  } else {
    showView("expr");
    const input = $("expr") as HTMLInputElement;
    if (input.value === "") input.value = "{3||2*|1*}";
    evaluateExpression(input.value);
  }
}

// ---------------------------------------------------------------------------
// The notation guide: each printed form with its meaning and a live example.

async function showGuide(): Promise<void> {
  const box = $("notation-guide");
  const table = el("table", { class: "guide" });
  table.append(
    el(
      "tr",
      {},
      el("th", {}, "printed"),
      el("th", {}, "meaning"),
      el("th", {}, "example"),
      el("th", {}, "its value, computed now"),
    ),
  );
  const cells: HTMLElement[] = [];
  for (const e of NOTATION_GUIDE) {
    const example = el("code", {}, e.example);
    const valueCell = el("td", { "data-testid": "guide-value" });
    cells.push(valueCell);
    const row = el(
      "tr",
      { "data-testid": "guide-row" },
      el("td", {}, el("code", { class: "guide-form" }, e.form)),
      el("td", {}, e.meaning),
      el(
        "td",
        {},
        example,
        e.loopy ? el("small", {}, " loopy") : e.surreal ? el("small", {}, " surreal") : "",
      ),
      valueCell,
    );
    if (!e.loopy && !e.surreal) {
      example.classList.add("link");
      example.title = "Evaluate in the Expression view";
      example.addEventListener("click", () => {
        showView("expr");
        ($("expr") as HTMLInputElement).value = e.example;
        evaluateExpression(e.example);
      });
    }
    table.append(row);
  }
  box.replaceChildren(
    el(
      "p",
      { class: "hint" },
      "Every form the explorer prints, as CGSuite prints it. Each example is evaluated by the " +
        "library now, in the worker; click one to open it in the Expression view. Input also " +
        "accepts ↑ ↓ ⇑ ⇓ for ^ v ^^ vv, ∗ for * and ± for +-, and CGSuite's method calls " +
        "such as {2|-1}.Cool(1/2) and ^.Pow(2).",
    ),
    table,
  );
  const values = await run<string[]>("Evaluating the examples", { kind: "guide" });
  if (isProblem(values)) return showMessage(values.message, "limit");
  values.forEach((v, i) => {
    cells[i].append(el("code", {}, v));
    cells[i].dataset.agrees = String(v === NOTATION_GUIDE[i].form);
  });
  box.dataset.ready = "true";
}

let worksheet: ReturnType<typeof initWorksheet> | undefined;
let sumView: SumView | undefined;
const rerunWorksheet = (): Promise<void> => worksheet?.rerun() ?? Promise.resolve();

function init(): void {
  worksheet = initWorksheet($("view-worksheet"), {
    run,
    isProblem,
    showAnalysis: (a, title) => {
      clearResult();
      showAnalysis(a, title);
      if (!("loopy" in a)) $("options").append(el("ul", { class: "tree" }, gameNode(a, "", "G =")));
    },
    showMessage,
  });
  sumView = initSum($("view-sum"), {
    run,
    isProblem,
    clearResult,
    showAnalysis,
    showTree: (a, left, right) => {
      const root = gameNode(a, "", "G =");
      root.append(optionLists(left, right));
      $("options").append(el("ul", { class: "tree" }, root));
    },
    outcomeBadge,
    showMessage,
    setHash,
    visible: () => !$("view-sum").hidden,
  });
  $("tab-sum").addEventListener("click", () => {
    showView("sum");
    sumView?.show();
  });
  $("add-to-sum").addEventListener("click", () => {
    showView("sum");
    sumView?.add(board);
  });
  $("hide-noncanonical").addEventListener("click", () => {
    const on = !$("options").classList.contains("canonical-only");
    $("options").classList.toggle("canonical-only", on);
    $("hide-noncanonical").setAttribute("aria-pressed", String(on));
  });
  const select = $("ruleset") as HTMLSelectElement;
  for (const id of RULESET_IDS) select.append(el("option", { value: id }, RULESETS[id].name));
  select.addEventListener("change", () => setRuleset(select.value as RulesetId));

  const input = $("expr") as HTMLInputElement;
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") evaluateExpression(input.value);
  });
  $("expr-go").addEventListener("click", () => evaluateExpression(input.value));
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-example]")) {
    b.addEventListener("click", () => {
      input.value = b.dataset.example!;
      evaluateExpression(input.value);
    });
  }

  $("tab-expr").addEventListener("click", () => {
    showView("expr");
    if (input.value !== "") evaluateExpression(input.value);
  });
  $("tab-board").addEventListener("click", () => {
    showView("board");
    boardChanged();
  });
  $("tab-notation").addEventListener("click", () => {
    showView("notation");
    setHash({ view: "notation" });
    showGuide();
  });
  $("tab-worksheet").addEventListener("click", () => {
    showView("worksheet");
    clearResult();
    setHash({ view: "worksheet" });
    rerunWorksheet();
  });
  $("tab-heap").addEventListener("click", () => {
    showView("heap");
    plotHeaps(
      ($("octal") as HTMLInputElement).value,
      Number(($("heaps") as HTMLInputElement).value),
    );
  });

  $("mode-edit").addEventListener("click", () => {
    mode = "edit";
    clicked = [];
    drawBoard();
  });
  $("mode-play").addEventListener("click", () => {
    mode = "play";
    clicked = [];
    drawBoard();
  });
  $("side-L").addEventListener("click", () => {
    side = "L";
    clicked = [];
    drawBoard();
  });
  $("side-R").addEventListener("click", () => {
    side = "R";
    clicked = [];
    drawBoard();
  });
  $("undo").addEventListener("click", () => {
    if (boardHistory.past.length === 0) return;
    boardHistory = undoState(
      { ...boardHistory, now: shownState() },
      historySteps(boardHistory.past.length),
    );
    showState(boardHistory.now);
  });
  $("redo").addEventListener("click", () => {
    if (boardHistory.future.length === 0) return;
    boardHistory = redoState(
      { ...boardHistory, now: shownState() },
      historySteps(boardHistory.future.length),
    );
    showState(boardHistory.now);
  });
  $("clear").addEventListener("click", () => {
    beforeChange();
    board = emptyBoard(board.ruleset, board.rows, board.cols);
    boardChanged();
  });
  $("resize").addEventListener("click", resize);
  $("pieces-set").addEventListener("click", setPieces);
  $("pieces").addEventListener("keydown", (event) => {
    if ((event as KeyboardEvent).key === "Enter") setPieces();
  });
  $("variant").addEventListener("change", () => {
    const v = ($("variant") as HTMLSelectElement).value;
    beforeChange();
    const { variant: _, ...plain } = board;
    board = v === "" ? plain : { ...plain, variant: v };
    boardChanged();
  });
  $("export-svg").addEventListener("click", exportSvg);
  $("export-png").addEventListener("click", exportPng);
  $("export-tikz").addEventListener("click", exportTikz);
  $("mark-moves").addEventListener("click", () => {
    markMoves = !markMoves;
    drawBoard();
    analyseCurrentBoard();
  });
  $("computer-plays").addEventListener("click", () => {
    // The computer takes the side the user is not moving for.
    computerSide = computerSide === undefined ? (side === "L" ? "R" : "L") : undefined;
    if (computerSide !== undefined) mode = "play";
    drawBoard();
    if (computerSide !== undefined) {
      showMessage(
        `The computer plays ${computerSide === "L" ? "Left" : "Right"}; you move for ${
          side === "L" ? "Left" : "Right"
        }.`,
      );
    }
  });
  $("to-worksheet").addEventListener("click", () => {
    const name = worksheet?.appendBinding(boardExpression(board));
    showView("worksheet");
    setHash({ view: "worksheet" });
    clearResult();
    rerunWorksheet();
    showMessage(`The board is cell ${name} of the worksheet: add it to other cells by name.`);
  });

  graphEditor = initGraphEditor($("graph-editor"), {
    analyse: (graph) => run<GraphAnalysis>("Valuing the graph", { kind: "graph", graph }),
    toWorksheet: (expression) => {
      const name = worksheet?.appendBinding(expression);
      showView("worksheet");
      setHash({ view: "worksheet" });
      rerunWorksheet();
      showMessage(`The graph is cell ${name} of the worksheet: add it to other cells by name.`);
    },
    changed: (ruleset, state) => setHash({ graph: ruleset, g: state }),
  });

  const heapForm = () =>
    plotHeaps(
      ($("octal") as HTMLInputElement).value,
      Number(($("heaps") as HTMLInputElement).value),
    );
  $("heap-go").addEventListener("click", heapForm);
  for (const id of ["octal", "heaps"]) {
    $(id).addEventListener("keydown", (event) => {
      if ((event as KeyboardEvent).key === "Enter") heapForm();
    });
  }

  $("cancel").addEventListener("click", () => {
    engine.cancel();
    showMessage("Cancelled: the worker was stopped and a new one started.");
  });

  globalThis.addEventListener("hashchange", () => {
    if (location.hash !== lastHash) restore();
  });
  drawBoard();
  restore();
  document.body.dataset.ready = "true";
}

init();
