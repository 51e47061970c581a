/**
 * Ruleset positions in a notebook (Deno's Jupyter kernel): a small picture of the position
 * beside its value. The helpers for games and thermographs are in `@cgt/partizan/display`; this
 * one reads the ruleset catalogue, so it lives with the rulesets.
 *
 * @example
 * ```ts
 * import { displayPosition } from "@cgt/rulesets/display";
 * import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
 * import assert from "node:assert/strict";
 *
 * const bundle = displayPosition("domineering", "..|..")[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], 'domineering("..|..") = +-1');
 * assert.match(bundle["image/svg+xml"], /^<svg /);
 * ```
 *
 * @module
 */

import {
  type Displayable,
  JUPYTER_DISPLAY,
  type MimeBundle,
  shownForm,
} from "@cgt/partizan/display";
import { CATALOG, type CatalogEntry, catalogEntry } from "./catalog.ts";
import { describeValue } from "@cgt/core/describe-value";

export type { Displayable, MimeBundle } from "@cgt/partizan/display";
export { JUPYTER_DISPLAY } from "@cgt/partizan/display";

/**
 * The colours of the pictures: Left blue and Right red, as in Hackenbush; empty cells pale,
 * blocked cells dark.
 *
 * @example
 * ```ts
 * import { BOARD_COLOURS } from "@cgt/rulesets/display";
 * import assert from "node:assert/strict";
 *
 * assert.equal(BOARD_COLOURS.left, "#2563eb");
 * ```
 */
export const BOARD_COLOURS: {
  readonly left: string;
  readonly right: string;
  readonly empty: string;
  readonly blocked: string;
  readonly line: string;
  readonly ink: string;
} = Object.freeze({
  left: "#2563eb",
  right: "#dc2626",
  empty: "#f8fafc",
  blocked: "#475569",
  line: "#94a3b8",
  ink: "#0f172a",
});

/**
 * The pieces drawn in Left's colour and in Right's: Left's stones `x`, toads `T` and skiers `L`,
 * `l`; Right's stones `o`, frogs `F` and skiers `R`, `r`. The catalogue's editor cells name the
 * characters of a board; this table says whose each piece is.
 *
 * @example
 * ```ts
 * import { PIECE_SIDES } from "@cgt/rulesets/display";
 * import assert from "node:assert/strict";
 *
 * assert.ok(PIECE_SIDES.left.includes("T") && PIECE_SIDES.right.includes("F"));
 * ```
 */
export const PIECE_SIDES: { readonly left: string; readonly right: string } = Object.freeze({
  left: "xTLl",
  right: "oFRr",
});

/** The most cells a picture draws (a position with more is shown as text only). */
const MAX_PICTURE_CELLS = 4096;

/** Pixels per cell. */
const CELL = 28;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/** Grid and strip positions as SVG: cells as squares, stones as discs, other pieces as letters. */
function gridSvg(rows: readonly string[]): string {
  const cols = Math.max(1, ...rows.map((r) => r.length));
  const pad = 2;
  const parts: string[] = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const ch = row[c];
      const x = c * CELL + pad;
      const y = r * CELL + pad;
      const fill = ch === "#" ? BOARD_COLOURS.blocked : BOARD_COLOURS.empty;
      parts.push(
        `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${fill}" stroke="${BOARD_COLOURS.line}"/>`,
      );
      if (ch === "x" || ch === "o") {
        parts.push(
          `<circle cx="${x + CELL / 2}" cy="${y + CELL / 2}" r="${CELL * 0.36}" fill="${
            ch === "x" ? BOARD_COLOURS.left : BOARD_COLOURS.right
          }"/>`,
        );
      } else if (ch !== "." && ch !== "#") {
        const colour = PIECE_SIDES.left.includes(ch)
          ? BOARD_COLOURS.left
          : PIECE_SIDES.right.includes(ch)
          ? BOARD_COLOURS.right
          : BOARD_COLOURS.ink;
        parts.push(
          `<text x="${x + CELL / 2}" y="${
            y + CELL * 0.7
          }" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${
            CELL * 0.6
          }" fill="${colour}">${escapeXml(ch)}</text>`,
        );
      }
    }
  });
  const w = cols * CELL + 2 * pad;
  const h = rows.length * CELL + 2 * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${
    parts.join("")
  }</svg>`;
}

/** Hackenbush stalks (`"LLR,R"`, each stalk bottom first) as edges standing on a ground line. */
function stalksSvg(stalks: readonly string[]): string {
  const height = Math.max(1, ...stalks.map((s) => s.length));
  const pad = 4;
  const w = Math.max(1, stalks.length) * CELL + 2 * pad;
  const h = height * CELL + 2 * pad;
  const parts: string[] = [];
  stalks.forEach((stalk, i) => {
    const x = i * CELL + pad + CELL / 2;
    for (let k = 0; k < stalk.length; k++) {
      const colour = stalk[k] === "L"
        ? BOARD_COLOURS.left
        : stalk[k] === "R"
        ? BOARD_COLOURS.right
        : "#16a34a";
      const y0 = h - pad - k * CELL;
      parts.push(
        `<line x1="${x}" y1="${y0}" x2="${x}" y2="${y0 - CELL}" stroke="${colour}" stroke-width="${
          CELL / 6
        }"/>`,
        `<circle cx="${x}" cy="${y0 - CELL}" r="${CELL / 10}" fill="${BOARD_COLOURS.ink}"/>`,
      );
    }
  });
  parts.push(
    `<line x1="0" y1="${h - pad}" x2="${w}" y2="${
      h - pad
    }" stroke="${BOARD_COLOURS.ink}" stroke-width="2"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${
    parts.join("")
  }</svg>`;
}

/** The picture of a position as its ruleset formats it, or `undefined` where none is drawn. */
function positionSvg(entry: CatalogEntry, text: string): string | undefined {
  if (text.length > MAX_PICTURE_CELLS) return undefined;
  if (entry.cells !== undefined && (entry.kind === "grid" || entry.kind === "strip")) {
    return gridSvg(text.split("|"));
  }
  if (entry.name === "hackenbush" && /^[LRG]*(,[LRG]*)*$/.test(text)) {
    return stalksSvg(text === "" ? [] : text.split(","));
  }
  return undefined;
}

function displayable(): string {
  return CATALOG.filter((e) => e.position !== undefined && e.notation !== undefined).map((e) =>
    e.name
  ).join(", ");
}

/**
 * A ruleset position for the notebook: as `text/plain` the position in the notation with its
 * value (`domineering("..|..") = +-1`), as `text/html` the same beside a picture, and as
 * `image/svg+xml` the picture, where the ruleset has one (grids and strips with editor cells in
 * the catalogue, and Hackenbush stalks such as `"LLR,R"`). The position is read by the
 * ruleset's own parser and, where the ruleset formats positions, shown as it formats it. The
 * value is computed when the kernel displays the object, within the engine's usual limits.
 *
 * @param ruleset A catalogue name whose entry reads positions from a string (`"domineering"`,
 *   `"toads"`, `"hackenbush"`, `"col"`, ...).
 * @param position The position in the ruleset's notation.
 * @returns An object the Jupyter kernel displays.
 * @throws {TypeError} If an argument is not a string.
 * @throws {RangeError} If the ruleset is not in the catalogue or takes no position string.
 * @throws {SyntaxError} If the ruleset cannot read the position.
 *
 * @example
 * ```ts
 * import { displayPosition } from "@cgt/rulesets/display";
 * import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
 * import assert from "node:assert/strict";
 *
 * const bundle = displayPosition("toads", "TT..FF")[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], 'toads("TT..FF") = *');
 * assert.throws(() => displayPosition("chess", "..."), RangeError);
 * ```
 */
export function displayPosition(ruleset: string, position: string): Displayable {
  if (typeof ruleset !== "string") {
    throw new TypeError(
      `Cannot display position: the ruleset must be a string, received ${describeValue(ruleset)}`,
    );
  }
  if (typeof position !== "string") {
    throw new TypeError(
      `Cannot display position: the position must be a string, received ${describeValue(position)}`,
    );
  }
  const entry = catalogEntry(ruleset);
  if (entry?.position === undefined || entry.notation === undefined) {
    throw new RangeError(
      `Cannot display position: the ruleset must be one of ${displayable()}, received ${
        JSON.stringify(ruleset.slice(0, 40))
      }`,
    );
  }
  const { parse, format } = entry.position;
  const read = parse(position);
  const text = format === undefined ? position : format(read);
  const notation = entry.notation;
  return {
    [JUPYTER_DISPLAY](): MimeBundle {
      const expression = `${entry.name}(${JSON.stringify(text)})`;
      const value = shownForm(notation([text]));
      const svg = positionSvg(entry, text);
      const valueHtml = `<code style="font-size:1.1em;font-weight:600">${
        escapeXml(value)
      }</code><br><small>${escapeXml(expression)}</small>`;
      return {
        "text/plain": `${expression} = ${value}`,
        ...(svg === undefined ? {} : { "image/svg+xml": svg }),
        "text/html": svg === undefined
          ? `<div>${valueHtml}</div>`
          : `<div style="display:flex;gap:1em;align-items:center">${svg}<div>${valueHtml}</div></div>`,
      };
    },
  };
}
