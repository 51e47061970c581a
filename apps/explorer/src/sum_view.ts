/**
 * The Sum view on the page: boards added from the Board view, played on together. A click on a
 * component's cell plays the move of the player to move there (as on the Board view); undo and
 * redo walk the play; "Mark moves" marks every move of the sum from the worker's `analyseSum`;
 * "Computer plays" answers with a winning move on the sum, or says why it cannot.
 *
 * @module
 */

/// <reference lib="dom" />

import { boardExpression, pickMove, RULESETS, type Side } from "./boards.ts";
import type { Analysis, MoveMark, Problem } from "./compute.ts";
import { el } from "./dom.ts";
import { boardSvg, cellLetter } from "./pictures.ts";
import {
  addComponent,
  type MarkedSumMove,
  newSumPlay,
  playSumMove,
  readSum,
  redoSum,
  removeComponent,
  setToMove,
  type SumAnalysis,
  sumExpression,
  type SumMove,
  type SumPlay,
  undoSum,
  writeSum,
} from "./sum_play.ts";
import type { Board } from "./boards.ts";

/** What the Sum view needs from the page. */
export interface SumHost {
  /** Sends a request to the worker, showing the busy state; a problem comes back as a value. */
  run<T>(label: string, request: Record<string, unknown>): Promise<T | Problem>;
  /** Whether a reply is a problem. */
  isProblem(x: unknown): x is Problem;
  /** Empties the result panel. */
  clearResult(): void;
  /** Shows a full analysis in the result panel. */
  showAnalysis(a: Analysis, title: string): void;
  /** Shows the option tree's root with the moves below it. */
  showTree(a: Analysis, left: HTMLLIElement[], right: HTMLLIElement[]): void;
  /** An outcome badge. */
  outcomeBadge(outcome: string): HTMLElement;
  /** Shows a message line. */
  showMessage(text: string, kind?: "limit" | "info"): void;
  /** Sets the URL hash. */
  setHash(params: Record<string, string>): void;
  /** Whether the Sum view is on show (answers to requests made before a switch are dropped). */
  visible(): boolean;
}

/** What the view offers the page. */
export interface SumView {
  /** Adds a board to the sum. */
  add(board: Board): void;
  /** Draws the view and analyses the sum. */
  show(): void;
  /** Reads the components and the player to move from a link. */
  restore(text: string, toMove: Side): void;
}

const MARK_TEXT: Record<MoveMark, string> = {
  winning: "The mover wins the sum after this move, whatever the opponent does",
  sensible: "Not winning, but it reverses to an option of the sum's canonical form",
  other: "Neither winning nor sensible",
};

const who = (side: Side): string => side === "L" ? "Left" : "Right";

/**
 * Sets up the Sum view inside `root`.
 *
 * @param root The view's section.
 * @param host The page.
 * @returns The view.
 */
export function initSum(root: HTMLElement, host: SumHost): SumView {
  let play: SumPlay = newSumPlay();
  let marks = false;
  let computer: Side | undefined;
  /** The component and cells clicked so far, when a move needs more clicks. */
  let clicked: { component: number; cells: number[] } | undefined;
  let latest = 0;

  const button = (id: string, text: string, title: string): HTMLButtonElement =>
    el("button", { id, "data-testid": id, title }, text);
  const sideL = el("button", { id: "sum-side-L", class: "left" }, "Left");
  const sideR = el("button", { id: "sum-side-R", class: "right" }, "Right");
  const undo = button("sum-undo", "Undo", "Take back the last move or change");
  const redo = button("sum-redo", "Redo", "Make the move taken back again");
  const markButton = button(
    "sum-mark-moves",
    "Mark moves",
    "Mark each move of the sum as winning, sensible or neither",
  );
  const computerButton = button(
    "sum-computer-plays",
    "Computer plays",
    "The computer answers for the other side with a winning move on the sum when it has one",
  );
  const clear = button("sum-clear", "Clear sum", "Remove every board from the sum");
  const components = el("div", { class: "sum-components", "data-testid": "sum" });
  const expression = el("code", { "data-testid": "sum-expr" });
  root.append(
    el(
      "div",
      { class: "toolbar" },
      el("span", { class: "group" }, "To move ", sideL, sideR),
      undo,
      redo,
      markButton,
      computerButton,
      clear,
    ),
    components,
    el("p", { class: "hint" }, expression),
    el(
      "p",
      { class: "hint" },
      'Add boards with "Add to sum" on the Board view. A click on a cell plays the move of the ' +
        "player to move in that board (more clicks when several moves fit); the option tree " +
        "lists every move of the sum, with a play button.",
    ),
  );

  function draw(): void {
    components.replaceChildren(
      ...play.components.map((b, k) => component(b, k)),
    );
    if (play.components.length === 0) {
      components.append(el("p", { class: "none" }, "No boards yet: the sum is 0."));
    }
    expression.textContent = sumExpression(play.components);
    sideL.classList.toggle("on", play.toMove === "L");
    sideR.classList.toggle("on", play.toMove === "R");
    undo.disabled = play.past.length === 0;
    redo.disabled = play.future.length === 0;
    markButton.setAttribute("aria-pressed", String(marks));
    computerButton.setAttribute("aria-pressed", String(computer !== undefined));
    root.dataset.toMove = play.toMove;
  }

  function component(b: Board, k: number): HTMLElement {
    const grid = el("div", {
      class: "board small",
      "data-testid": "sum-board",
      "data-ruleset": b.ruleset,
    });
    grid.dataset.layout = RULESETS[b.ruleset].layout;
    grid.dataset.covers = String(RULESETS[b.ruleset].covers);
    grid.style.gridTemplateColumns = `repeat(${b.cols}, var(--cell))`;
    if (RULESETS[b.ruleset].cycle.length === 0) {
      // Heaps, cakes or text: a picture; their moves are played from the option tree.
      grid.classList.add("pieces");
      grid.style.gridTemplateColumns = "";
      grid.innerHTML = boardSvg(b, 24);
    }
    b.cells.forEach((c, i) => {
      if (RULESETS[b.ruleset].cycle.length === 0) return;
      const cell = el("button", {
        class: `cell cell-${c === "." ? "empty" : c === "#" ? "blocked" : c}`,
        "data-testid": "sum-cell",
        "data-index": String(i),
        "data-state": c,
      });
      if (clicked?.component === k && clicked.cells.includes(i)) cell.classList.add("picked");
      cell.textContent = cellLetter(b, c);
      cell.addEventListener("click", () => clickCell(k, i));
      grid.append(cell);
    });
    const remove = el("button", { class: "remove", title: "Remove this board from the sum" }, "×");
    remove.addEventListener("click", () => change(removeComponent(play, k)));
    return el(
      "div",
      { class: "sum-component", "data-testid": "sum-component" },
      el("div", { class: "sum-title" }, `${k + 1}. `, el("code", {}, boardExpression(b)), remove),
      grid,
    );
  }

  function clickCell(k: number, i: number): void {
    const before = clicked?.component === k ? clicked.cells : [];
    const pick = pickMove(play.components[k], play.toMove, before, i);
    if (pick.kind === "play") return move({ component: k, board: pick.move });
    if (pick.kind === "none") {
      clicked = undefined;
      host.showMessage(`${who(play.toMove)} has no move through that cell`);
    } else {
      clicked = { component: k, cells: [...pick.clicked] };
      host.showMessage("Click another cell to choose the move");
    }
    draw();
  }

  function move(m: SumMove): void {
    try {
      change(playSumMove(play, m));
    } catch (error) {
      host.showMessage((error as Error).message, "limit");
    }
  }

  function change(next: SumPlay): void {
    play = next;
    clicked = undefined;
    host.setHash({ view: "sum", sum: writeSum(play.components), move: play.toMove });
    draw();
    analyse();
  }

  function moveNode(m: MarkedSumMove, side: Side): HTMLLIElement {
    const li = el("li", {
      class: "node move",
      "data-side": side,
      "data-component": String(m.component),
      "data-canonical": "true",
    });
    const head = el("div", { class: "node-head" });
    head.append(el("span", { class: "toggle-space" }));
    head.append(el("span", { class: "side-label" }, `#${m.component + 1}`));
    const pic = el("span", { class: "mini" });
    pic.innerHTML = boardSvg(m.board, 12);
    head.append(pic);
    head.append(
      el(
        "code",
        { class: "component-value", title: "The board's value after the move" },
        m.componentValue,
      ),
      " → ",
      el("code", {
        class: "node-value",
        "data-testid": "option-value",
        title: "The sum after the move",
      }, m.game.value),
      host.outcomeBadge(m.game.outcome),
    );
    if (marks) {
      head.append(
        el("span", {
          class: "mark",
          "data-testid": "move-mark",
          "data-kind": m.mark,
          title: MARK_TEXT[m.mark],
        }, m.mark === "other" ? "neither" : m.mark),
      );
    }
    if (side === play.toMove) {
      const p = el(
        "button",
        { class: "play", "data-testid": "play", title: "Play this move" },
        "play",
      );
      p.addEventListener("click", () => move(m));
      head.append(p);
    }
    li.append(head);
    return li;
  }

  async function analyse(): Promise<void> {
    const mine = ++latest;
    host.clearResult();
    const r = await host.run<SumAnalysis>("Valuing the sum", {
      kind: "sum",
      components: [...play.components],
    });
    if (mine !== latest || !host.visible()) return;
    if (host.isProblem(r)) {
      host.showMessage(
        computer === play.toMove
          ? `The computer cannot value this sum within the budget, so it cannot choose a move: ${r.message}`
          : r.message,
        r.kind === "limit" ? "limit" : "info",
      );
      return;
    }
    host.showAnalysis(r.analysis, sumExpression(play.components));
    host.showTree(
      r.analysis,
      r.left.map((m) => moveNode(m, "L")),
      r.right.map((m) => moveNode(m, "R")),
    );
    if (computer !== undefined && computer === play.toMove) reply(r);
  }

  function reply(r: SumAnalysis): void {
    const side = play.toMove;
    const moves = side === "L" ? r.left : r.right;
    if (moves.length === 0) {
      host.showMessage(
        `${who(side)} (the computer) has no move in the sum: ${who(other(side))} wins.`,
      );
      return;
    }
    const best = moves.find((m) => m.mark === "winning") ??
      moves.find((m) => m.mark === "sensible") ?? moves[0];
    setTimeout(() => {
      move(best);
      host.showMessage(
        best.mark === "winning"
          ? `${who(side)} (the computer) played a winning move in board ${best.component + 1}.`
          : `${who(side)} (the computer) has no winning move in the sum; it played a ${
            best.mark === "sensible" ? "sensible" : "losing"
          } move in board ${best.component + 1}.`,
      );
    }, 250);
  }

  const other = (side: Side): Side => side === "L" ? "R" : "L";

  sideL.addEventListener("click", () => change(setToMove(play, "L")));
  sideR.addEventListener("click", () => change(setToMove(play, "R")));
  undo.addEventListener("click", () => {
    // Against the computer, take back its reply and your move together.
    const twice = computer !== undefined && play.toMove !== computer && play.past.length >= 2;
    change(twice ? undoSum(undoSum(play)) : undoSum(play));
  });
  redo.addEventListener("click", () => change(redoSum(play)));
  markButton.addEventListener("click", () => {
    marks = !marks;
    draw();
    analyse();
  });
  computerButton.addEventListener("click", () => {
    computer = computer === undefined ? other(play.toMove) : undefined;
    draw();
    if (computer !== undefined) {
      host.showMessage(
        `The computer plays ${who(computer)} in the sum; you move for ${who(other(computer))}.`,
      );
    }
  });
  clear.addEventListener("click", () => change(newSumPlay(play.toMove)));
  draw();

  return {
    add(board: Board): void {
      try {
        change(addComponent(play, board));
      } catch (error) {
        host.showMessage((error as Error).message, "limit");
      }
    },
    show(): void {
      draw();
      host.setHash({ view: "sum", sum: writeSum(play.components), move: play.toMove });
      analyse();
    },
    restore(text: string, toMove: Side): void {
      try {
        play = { ...newSumPlay(toMove), components: readSum(text) };
      } catch (error) {
        host.showMessage((error as Error).message, "limit");
      }
      draw();
      analyse();
    },
  };
}
