/**
 * The worksheet on the page: cells to type into, their results, moving and deleting cells, the
 * sheet kept in the browser's localStorage, and export and import as JSON or a notebook. What
 * the cells compute is in `worksheet.ts`, run by the worker.
 *
 * @module
 */

/// <reference lib="dom" />

import type { Analysis, LoopyAnalysis, Problem } from "./compute.ts";
import { OUTCOME_TEXT } from "./outcome_text.ts";
import { download, el } from "./dom.ts";
import { predicateChips } from "./predicate_view.ts";
import {
  type CellMove,
  type CellResult,
  notebookOptions,
  readWorksheet,
  type TableResult,
  worksheetJson,
  worksheetNotebook,
} from "./worksheet.ts";

/** What the worksheet needs from the page. */
export interface WorksheetHost {
  /** Sends a request to the worker, showing the busy state; a problem comes back as a value. */
  run<T>(label: string, request: Record<string, unknown>): Promise<T | Problem>;
  /** Whether a reply is a problem. */
  isProblem(x: unknown): x is Problem;
  /** Shows a full analysis in the result panel. */
  showAnalysis(a: Analysis | LoopyAnalysis, title: string): void;
  /** Shows a message line. */
  showMessage(text: string, kind?: "limit" | "info"): void;
}

/** The localStorage key of the saved worksheet. */
export const STORAGE_KEY = "cgt-explorer-worksheet";

/** The sheet a first visit shows. */
export const FIRST_SHEET: readonly string[] = [
  'd := domineering("..|..|..")',
  "h := {2|-1}",
  "d + h + ^",
  'table("cutcake", 4, 4)',
];

function svgEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A table's intensity plot: one square per entry, blue for a positive mean and red for a
 * negative one, deeper the larger the mean against the table's largest; white for 0.
 */
function intensitySvg(t: TableResult, cell = 22): string {
  const rows = t.means.length;
  const cols = t.means[0]?.length ?? 0;
  const top = Math.max(1e-9, ...t.means.flat().map((m) => Math.abs(m)));
  const parts: string[] = [];
  t.means.forEach((row, r) =>
    row.forEach((m, c) => {
      const a = Math.abs(m) / top;
      const fill = m > 0
        ? `rgba(37,99,235,${a.toFixed(3)})`
        : m < 0
        ? `rgba(220,38,38,${a.toFixed(3)})`
        : "#ffffff";
      parts.push(
        `<rect x="${c * cell}" y="${
          r * cell
        }" width="${cell}" height="${cell}" fill="${fill}" stroke="#cbd5e1"><title>${
          svgEscape(`(${r + 1}, ${c + 1}): ${t.values[r][c]}`)
        }</title></rect>`,
      );
    })
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${
    rows * cell
  }" viewBox="0 0 ${cols * cell} ${rows * cell}" data-testid="table-plot">${parts.join("")}</svg>`;
}

function tableElement(t: TableResult): HTMLElement {
  const table = el("table", { class: "value-table", "data-testid": "value-table" });
  const head = el("tr", {}, el("th", {}, `${t.ruleset}(r, c)`));
  t.values[0]?.forEach((_, c) => head.append(el("th", {}, String(c + 1))));
  table.append(head);
  t.values.forEach((row, r) => {
    const tr = el("tr", {}, el("th", {}, String(r + 1)));
    for (const v of row) tr.append(el("td", {}, el("code", {}, v)));
    table.append(tr);
  });
  const plot = el("div", { class: "plot" });
  plot.innerHTML = intensitySvg(t);
  return el("div", { class: "table-result" }, table, plot);
}

/** Reads the saved sheet, or `undefined` when there is none or it cannot be read. */
function loadSheet(): string[] | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return undefined;
    const cells = JSON.parse(text);
    return Array.isArray(cells) && cells.every((c) => typeof c === "string") ? cells : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the worksheet view inside `root`. The page calls `rerun` when the worksheet tab is
 * shown, and `append` to add a cell from another view (a board's position, bound to the next
 * free name `p1`, `p2`, ...).
 *
 * @param root The view's element (it holds the toolbar and the cell list).
 * @param host What the worksheet needs from the page.
 * @returns The re-run and append functions.
 */
export function initWorksheet(
  root: HTMLElement,
  host: WorksheetHost,
): { rerun: () => Promise<void>; appendBinding: (expression: string) => string } {
  let cells: string[] = loadSheet() ?? [...FIRST_SHEET];
  let results: CellResult[] = [];
  let generation = 0;
  const list = el("ol", { class: "ws-cells", "data-testid": "worksheet" });
  const add = el("button", { "data-testid": "add-cell" }, "Add cell");
  const exportJson = el("button", { "data-testid": "export-json" }, "Export JSON");
  const exportNotebook = el("button", { "data-testid": "export-ipynb" }, "Export notebook");
  const importFile = el("input", {
    type: "file",
    accept: ".json,.ipynb,application/json",
    "data-testid": "import",
    title: "Import a worksheet (JSON or a notebook exported here)",
  });
  const clearAll = el("button", { "data-testid": "clear-worksheet" }, "New sheet");
  root.append(
    el(
      "div",
      { class: "toolbar" },
      add,
      exportJson,
      exportNotebook,
      el("label", {}, "Import ", importFile),
      clearAll,
    ),
    el(
      "p",
      { class: "hint" },
      "Each cell is an expression in the notation, or a binding ",
      el("code", {}, "x := expression"),
      " that the cells below can use; ",
      el("code", {}, 'table("cutcake", 4, 4)'),
      " tabulates a game on two integers (a cake, mem, takeAway ...). Enter runs the sheet; the sheet is kept in this browser.",
    ),
    list,
  );

  const save = (): void => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(cells));
    } catch {
      host.showMessage(
        "The worksheet could not be saved in this browser (storage is full or off).",
      );
    }
  };

  const resultElement = (r: CellResult | undefined, index: number): HTMLElement => {
    const box = el("div", { class: "ws-result", "data-testid": "cell-result" });
    if (r === undefined) return box;
    box.dataset.kind = r.kind;
    if (r.kind === "value" || r.kind === "loopy") {
      if (r.name !== undefined) box.append(el("span", { class: "bound" }, `${r.name} =`), " ");
      box.append(
        el("code", { class: "ws-value", "data-testid": "cell-value" }, r.value),
        " ",
        el("span", {
          class: `badge badge-${r.outcome}`,
          title: OUTCOME_TEXT[r.outcome],
          "data-testid": "cell-outcome",
        }, r.outcome),
      );
      const details = el("button", { class: "details", "data-testid": "cell-details" }, "details");
      details.addEventListener("click", async () => {
        const a = await host.run<Analysis | LoopyAnalysis>("Analysing", {
          kind: "cell",
          cells,
          index,
        });
        if (host.isProblem(a)) host.showMessage(a.message, "limit");
        else host.showAnalysis(a, `cell ${index + 1}: ${cells[index].trim()}`);
      });
      const moves = el("button", {
        class: "details",
        "data-testid": "cell-moves",
        title: "List the winning and sensible moves of both players",
      }, "good moves");
      moves.addEventListener("click", async () => {
        const m = await host.run<{ left: CellMove[]; right: CellMove[] }>("Finding good moves", {
          kind: "cellMoves",
          cells,
          index,
        });
        if (host.isProblem(m)) return host.showMessage(m.message, "limit");
        box.querySelector(".ws-moves")?.remove();
        const side = (who: string, list: CellMove[]) =>
          el(
            "div",
            {},
            `${who}: `,
            ...(list.length === 0 ? ["no winning or sensible move"] : list.flatMap((c) => [
              el("code", { title: `value ${c.value}` }, c.option),
              " ",
              el(
                "span",
                { class: "mark", "data-testid": "move-mark", "data-kind": c.mark },
                c.mark,
              ),
              " ",
            ])),
          );
        box.append(
          el(
            "div",
            { class: "ws-moves", "data-testid": "cell-move-list" },
            side("Left", m.left),
            side("Right", m.right),
          ),
        );
      });
      // A loopy value names no winning move (play can return to a position): no "good moves".
      box.append(" ", details, ...(r.kind === "loopy" ? [] : [" ", moves]));
    } else if (r.kind === "predicates") {
      box.append(
        el("code", { class: "ws-value", "data-testid": "cell-value" }, r.value),
        " ",
        el("span", {
          class: `badge badge-${r.outcome}`,
          title: OUTCOME_TEXT[r.outcome],
          "data-testid": "cell-outcome",
        }, r.outcome),
        " ",
        predicateChips(r.predicates),
      );
    } else if (r.kind === "table") box.append(tableElement(r.table));
    else if (r.kind === "problem") {
      if (r.name !== undefined) box.append(el("span", { class: "bound" }, `${r.name}:`), " ");
      box.append(el("span", { class: "error" }, r.problem.message));
    }
    return box;
  };

  const draw = (): void => {
    list.replaceChildren();
    cells.forEach((text, i) => {
      const input = el("input", {
        class: "ws-input",
        "data-testid": "cell-input",
        spellcheck: "false",
        autocomplete: "off",
        value: text,
        "aria-label": `cell ${i + 1}`,
      });
      input.value = text;
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") {
          cells[i] = input.value;
          rerun();
        }
      });
      input.addEventListener("change", () => {
        if (cells[i] !== input.value) {
          cells[i] = input.value;
          rerun();
        }
      });
      const button = (label: string, title: string, testid: string, f: () => void) => {
        const b = el("button", { class: "ws-button", title, "data-testid": testid }, label);
        b.addEventListener("click", f);
        return b;
      };
      const up = button("↑", "Move up", "cell-up", () => {
        if (i === 0) return;
        [cells[i - 1], cells[i]] = [cells[i], cells[i - 1]];
        rerun();
      });
      const down = button("↓", "Move down", "cell-down", () => {
        if (i === cells.length - 1) return;
        [cells[i + 1], cells[i]] = [cells[i], cells[i + 1]];
        rerun();
      });
      const remove = button("✕", "Delete this cell", "cell-delete", () => {
        cells.splice(i, 1);
        rerun();
      });
      list.append(
        el(
          "li",
          { class: "ws-cell", "data-testid": "cell-row" },
          el("div", { class: "ws-line" }, input, up, down, remove),
          resultElement(results[i], i),
        ),
      );
    });
  };

  const rerun = async (): Promise<void> => {
    save();
    const mine = ++generation;
    results = [];
    draw();
    const reply = await host.run<CellResult[]>("Running the worksheet", {
      kind: "worksheet",
      cells: [...cells],
    });
    if (mine !== generation) return;
    if (host.isProblem(reply)) {
      host.showMessage(reply.message, "limit");
      return;
    }
    results = reply;
    draw();
    list.dataset.ran = String(mine);
  };

  add.addEventListener("click", () => {
    cells.push("");
    draw();
    save();
    const inputs = list.querySelectorAll<HTMLInputElement>("[data-testid=cell-input]");
    inputs[inputs.length - 1]?.focus();
  });
  clearAll.addEventListener("click", () => {
    cells = [""];
    rerun();
  });
  exportJson.addEventListener("click", () => {
    download("worksheet.json", new Blob([worksheetJson(cells)], { type: "application/json" }));
  });
  exportNotebook.addEventListener("click", () => {
    download(
      "worksheet.ipynb",
      new Blob([
        worksheetNotebook(cells, notebookOptions(results)),
      ], { type: "application/x-ipynb+json" }),
    );
  });
  importFile.addEventListener("change", async () => {
    const file = importFile.files?.[0];
    if (file === undefined) return;
    try {
      cells = readWorksheet(await file.text());
      rerun();
    } catch (error) {
      host.showMessage((error as Error).message, "limit");
    }
    importFile.value = "";
  });
  draw();
  const appendBinding = (expression: string): string => {
    const taken = new Set(cells.map((c) => /^\s*([A-Za-z_]\w*)\s*:=/.exec(c)?.[1]));
    let k = 1;
    while (taken.has(`p${k}`)) k++;
    if (cells.length === 1 && cells[0].trim() === "") cells = [];
    cells.push(`p${k} := ${expression}`);
    save();
    draw();
    return `p${k}`;
  };
  return { rerun, appendBinding };
}
