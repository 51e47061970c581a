/**
 * Pictures as SVG text for the page: a board
 * and a nim-sequence plot.
 *
 * @module
 */

import type { Board } from "./boards.ts";
import { isConnected, RULESETS } from "./boards.ts";
import { BOARD_COLOURS, PIECE_SIDES } from "./engine_imports.ts";

export { PIECE_SIDES };

/** Colours of the pictures: Left is blue, Right red, as in Hackenbush (the rulesets' own). */
export const COLOURS: typeof BOARD_COLOURS = BOARD_COLOURS;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/**
 * The letter a cell shows on the page and in pictures, or `""`: every piece but the stones
 * (drawn as discs), the empty and blocked cells, covered cells and stalk edges (drawn as fills
 * and lines).
 *
 * @param board The board.
 * @param cell A cell of it.
 * @returns The letter, or `""`.
 *
 * @example
 * ```ts
 * import { cellLetter } from "./pictures.ts";
 * import { readBoard } from "./boards.ts";
 * import assert from "node:assert/strict";
 *
 * assert.equal(cellLetter(readBoard("skiJumps", "L.r"), "L"), "L");
 * assert.equal(cellLetter(readBoard("domineering", "L.|L."), "L"), "");
 * ```
 */
export function cellLetter(board: Board, cell: string): string {
  const rules = RULESETS[board.ruleset];
  if (rules.layout === "stalks" || cell === rules.cycle[0] || ".#xo".includes(cell)) return "";
  if (rules.covers && (cell === "L" || cell === "R")) return "";
  return cell;
}

/**
 * A board as a small SVG picture: squares for grid games (stones as discs, the cells a move
 * covered in the colour of the player who covered it, blocked cells dark), other pieces (toads
 * and frogs, skiers) as letters, Hackenbush stalks as coloured edges on a ground line.
 *
 * @param board The board.
 * @param cell The side of one cell in pixels.
 * @returns The SVG document.
 */
export function boardSvg(board: Board, cell = 24): string {
  const { layout: kind } = RULESETS[board.ruleset];
  if (kind === "heaps" || kind === "cakes" || kind === "text" || kind === "numbers") {
    return piecesSvg(board, cell);
  }
  const w = board.cols * cell;
  const h = board.rows * cell;
  const parts: string[] = [];
  const pad = 2;
  const { layout, covers } = RULESETS[board.ruleset];
  for (let i = 0; i < board.cells.length; i++) {
    const c = board.cells[i];
    const x = (i % board.cols) * cell + pad;
    const y = Math.floor(i / board.cols) * cell + pad;
    if (layout === "stalks") {
      if (c === ".") continue;
      const colour = c === "L" ? COLOURS.left : COLOURS.right;
      const opacity = isConnected(board, i) ? 1 : 0.25;
      parts.push(
        `<line x1="${x + cell / 2}" y1="${y}" x2="${x + cell / 2}" y2="${
          y + cell
        }" stroke="${colour}" stroke-width="${Math.max(2, cell / 6)}" opacity="${opacity}"/>`,
        `<circle cx="${x + cell / 2}" cy="${y}" r="${
          Math.max(1.5, cell / 10)
        }" fill="${COLOURS.ink}" opacity="${opacity}"/>`,
      );
      continue;
    }
    const fill = c === "#"
      ? COLOURS.blocked
      : covers && c === "L"
      ? COLOURS.left
      : covers && c === "R"
      ? COLOURS.right
      : COLOURS.empty;
    parts.push(
      `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${fill}" stroke="${COLOURS.line}"/>`,
    );
    if (c === "x" || c === "o") {
      parts.push(
        `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.36}" fill="${
          c === "x" ? COLOURS.left : COLOURS.right
        }"/>`,
      );
    } else if (cellLetter(board, c) !== "") {
      const colour = PIECE_SIDES.left.includes(c)
        ? COLOURS.left
        : PIECE_SIDES.right.includes(c)
        ? COLOURS.right
        : COLOURS.ink;
      parts.push(
        `<text x="${x + cell / 2}" y="${
          y + cell * 0.7
        }" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${
          cell * 0.6
        }" fill="${colour}">${escapeXml(c)}</text>`,
      );
    }
  }
  if (layout === "stalks") {
    parts.push(
      `<line x1="0" y1="${h + pad}" x2="${w + 2 * pad}" y2="${
        h + pad
      }" stroke="${COLOURS.ink}" stroke-width="2"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * pad}" height="${
    h + 2 * pad
  }" viewBox="0 0 ${w + 2 * pad} ${h + 2 * pad}">${parts.join("")}</svg>`;
}

/**
 * Pieces as a row of labelled boxes: heaps as their sizes, cakes to scale (a cell per unit, up to
 * six), a text position as its text.
 */
function piecesSvg(board: Board, cell: number): string {
  const { layout } = RULESETS[board.ruleset];
  const parts: string[] = [];
  let x = 2;
  const h = layout === "cakes" ? cell * 2 : cell;
  const label = (text: string, cx: number, cy: number): string =>
    `<text x="${cx}" y="${cy}" text-anchor="middle" font-family="sans-serif" font-size="${
      cell * 0.55
    }" fill="${COLOURS.ink}">${escapeXml(text)}</text>`;
  for (const piece of board.cells) {
    if (layout === "cakes") {
      const [r, c] = piece.split("x").map(Number);
      const unit = (cell * 2) / Math.max(6, r, c);
      const pw = Math.max(unit * c, cell * 0.9);
      parts.push(
        `<rect x="${x}" y="2" width="${unit * c}" height="${
          unit * r
        }" fill="#fde68a" stroke="${COLOURS.ink}"/>`,
        label(piece, x + pw / 2, h + cell * 0.7),
      );
      x += pw + cell * 0.4;
    } else {
      const w = Math.max(cell, piece.length * cell * 0.45 + cell * 0.4);
      parts.push(
        `<rect x="${x}" y="2" width="${w}" height="${cell}" rx="${
          cell / 5
        }" fill="${COLOURS.empty}" stroke="${COLOURS.line}"/>`,
        label(piece, x + w / 2, 2 + cell * 0.7),
      );
      x += w + cell * 0.25;
    }
  }
  if (board.cells.length === 0) parts.push(label("none", x + cell, 2 + cell * 0.7));
  const width = Math.max(x, cell * 2) + 2;
  const height = (layout === "cakes" ? h + cell : cell) + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    parts.join("")
  }</svg>`;
}

/** What {@link nimPlotSvg} marks: the preperiod and period, and whether they are proved. */
export interface PlotPeriod {
  /** The first heap size from which the values repeat. */
  readonly preperiod: number;
  /** The period. */
  readonly period: number;
  /** Whether a theorem proves the period for all heap sizes. */
  readonly proved: boolean;
}

/**
 * A nim-sequence as an SVG plot: G(n) against n, with the periodic part shaded from the
 * preperiod on and one period marked.
 *
 * @param values G(0), ..., G(n).
 * @param period The period to mark, or `null`.
 * @param title The caption.
 * @returns The SVG document.
 */
export function nimPlotSvg(
  values: readonly number[],
  period: PlotPeriod | null,
  title: string,
): string {
  const width = 900;
  const height = 280;
  const left = 44;
  const right = 12;
  const top = 28;
  const bottom = 30;
  const n = values.length;
  const maxValue = Math.max(1, ...values);
  const sx = (width - left - right) / Math.max(1, n);
  const sy = (height - top - bottom) / (maxValue + 1);
  const px = (heap: number): number => left + heap * sx;
  const py = (v: number): number => height - bottom - (v + 0.5) * sy;
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="white"/>`);
  if (period !== null && period.preperiod < n) {
    const x0 = px(period.preperiod);
    const x1 = px(Math.min(n, period.preperiod + period.period));
    parts.push(
      `<rect x="${x0}" y="${top}" width="${px(n) - x0}" height="${
        height - top - bottom
      }" fill="#ecfdf5"/>`,
      `<rect x="${x0}" y="${top}" width="${Math.max(1, x1 - x0)}" height="${
        height - top - bottom
      }" fill="#a7f3d0" data-role="period"/>`,
      `<line x1="${x0}" y1="${top}" x2="${x0}" y2="${
        height - bottom
      }" stroke="#059669" stroke-width="1.5"/>`,
    );
  }
  const w = Math.max(1, sx * 0.8);
  const dots = values.map((v, heap) =>
    `M${(px(heap) + (sx - w) / 2).toFixed(2)} ${(py(v) - 1.5).toFixed(2)}h${w.toFixed(2)}v3h-${
      w.toFixed(2)
    }z`
  );
  parts.push(`<path d="${dots.join("")}" fill="${COLOURS.ink}"/>`);
  parts.push(
    `<line x1="${left}" y1="${height - bottom}" x2="${width - right}" y2="${
      height - bottom
    }" stroke="${COLOURS.ink}"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${height - bottom}" stroke="${COLOURS.ink}"/>`,
  );
  const yStep = Math.max(1, Math.ceil((maxValue + 1) / 8));
  for (let v = 0; v <= maxValue; v += yStep) {
    parts.push(
      `<text x="${left - 6}" y="${
        py(v) + 4
      }" text-anchor="end" font-size="11" font-family="sans-serif">${v}</text>`,
    );
  }
  const xStep = niceStep(n);
  for (let heap = 0; heap < n; heap += xStep) {
    parts.push(
      `<text x="${px(heap) + sx / 2}" y="${
        height - bottom + 16
      }" text-anchor="middle" font-size="11" font-family="sans-serif">${heap}</text>`,
    );
  }
  const caption = period === null
    ? `${title}: no period found in ${n} values`
    : `${title}: period ${period.period} from heap ${period.preperiod} (${
      period.proved ? "proved" : "not proved"
    })`;
  parts.push(
    `<text x="${left}" y="18" font-size="13" font-family="sans-serif" font-weight="bold">${
      escapeXml(caption)
    }</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${
    parts.join("")
  }</svg>`;
}

function niceStep(n: number): number {
  const raw = n / 10;
  const p = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}
