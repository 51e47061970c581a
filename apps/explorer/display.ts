/**
 * Rich display of games in Deno's Jupyter kernel (`deno jupyter`): a game as
 * its canonical form (text and HTML, with outcome, mean and temperature), a
 * thermograph as SVG, and a board as a small picture with its value. Each
 * helper returns an object with a `Symbol.for("Jupyter.display")` method,
 * which the kernel calls when the object is the value of a cell.
 *
 * @example
 * ```ts
 * import { display, JUPYTER_DISPLAY } from "@cgt/explorer/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const bundle = display(parseGame("{3||2*|1*}"))[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], "{3||2*|1*}");
 * ```
 *
 * @module
 */

import {
  formatDyadic,
  type Game,
  leftStop,
  mean,
  outcome,
  rightStop,
  temperature,
  thermographSketch,
  thermographSvg,
} from "@cgt/partizan";
import {
  boardExpression,
  boardNotation,
  readBoard,
  type RulesetId,
  RULESETS,
} from "./src/boards.ts";
import { printed } from "./src/compute.ts";
import { RULESET_FUNCTIONS } from "./src/engine_imports.ts";
import { boardSvg } from "./src/pictures.ts";

/** The key Deno's Jupyter kernel looks for: `Symbol.for("Jupyter.display")`. */
export const JUPYTER_DISPLAY: unique symbol = Symbol.for(
  "Jupyter.display",
) as typeof JUPYTER_DISPLAY;

/** A MIME bundle: the same thing in several formats, keyed by MIME type. */
export type MimeBundle = Record<string, string>;

/** Something the Jupyter kernel displays richly. */
export interface Displayable {
  /** Returns the formats to show; the notebook picks the richest it can. */
  [JUPYTER_DISPLAY](): MimeBundle;
}

const OUTCOME_TEXT: Record<string, string> = {
  L: "Left wins",
  R: "Right wins",
  P: "second player wins",
  N: "first player wins",
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

function checkGame(g: Game, what: string): void {
  if (g === null || typeof g !== "object" || typeof (g as { id?: unknown }).id !== "number") {
    throw new TypeError(`Cannot display ${what}: expected a game, received ${String(g)}`);
  }
}

function factsHtml(g: Game): string {
  const o = outcome(g);
  const row = (k: string, v: string): string =>
    `<tr><th style="text-align:left;font-weight:normal;color:#64748b;padding-right:1em">${k}</th><td><code>${
      escapeHtml(v)
    }</code></td></tr>`;
  return `<table>${row("outcome", `${o} (${OUTCOME_TEXT[o]})`)}${
    row("mean", formatDyadic(mean(g)))
  }${row("temperature", formatDyadic(temperature(g)))}${
    row("stops", `${formatDyadic(leftStop(g))}, ${formatDyadic(rightStop(g))}`)
  }</table>`;
}

/**
 * A game for the notebook: its canonical form as `text/plain`, and as `text/html` with its
 * outcome, mean, temperature and stops. A canonical form longer than 20000 characters is
 * replaced by a note with its length and birthday.
 *
 * @param g A game (from `parseGame`, a ruleset, arithmetic...).
 * @returns An object the Jupyter kernel displays.
 * @throws {TypeError} If `g` is not a game.
 *
 * @example
 * ```ts
 * import { display, JUPYTER_DISPLAY } from "@cgt/explorer/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const bundle = display(parseGame("^ + ^ + *"))[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], "^^*");
 * assert.match(bundle["text/html"], /Left wins/);
 * ```
 */
export function display(g: Game): Displayable {
  checkGame(g, "game");
  return {
    [JUPYTER_DISPLAY](): MimeBundle {
      const value = printed(g);
      return {
        "text/plain": value,
        "text/html": `<div><code style="font-size:1.15em;font-weight:600">${
          escapeHtml(value)
        }</code>${factsHtml(g)}</div>`,
      };
    },
  };
}

/**
 * A game's thermograph for the notebook: the SVG drawing of `thermographSvg` as
 * `image/svg+xml`, and the plain-text sketch of `thermographSketch` as `text/plain`.
 *
 * @param g A game.
 * @returns An object the Jupyter kernel displays.
 * @throws {TypeError} If `g` is not a game.
 *
 * @example
 * ```ts
 * import { displayThermograph, JUPYTER_DISPLAY } from "@cgt/explorer/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const bundle = displayThermograph(parseGame("{2|-1}"))[JUPYTER_DISPLAY]();
 * assert.match(bundle["image/svg+xml"], /^<svg /);
 * ```
 */
export function displayThermograph(g: Game): Displayable {
  checkGame(g, "thermograph");
  return {
    [JUPYTER_DISPLAY](): MimeBundle {
      return { "image/svg+xml": thermographSvg(g), "text/plain": thermographSketch(g) };
    },
  };
}

/**
 * A board for the notebook: a small picture (`image/svg+xml`, and in `text/html` beside its
 * value), and as `text/plain` the position in the notation with its value.
 *
 * @param ruleset A ruleset with a board on the explorer page (each of the catalogue's
 *   grids and strips, such as `"domineering"` or `"toads"`, and `"hackenbush"`).
 * @param board The rows separated by `|`, as on the explorer page (Hackenbush: each column a
 *   stalk standing on the last row, `L` blue, `R` red, `.` none).
 * @returns An object the Jupyter kernel displays.
 * @throws {RangeError} If the ruleset is unknown or the board too large.
 * @throws {SyntaxError} If the board has a character the ruleset does not use.
 *
 * @example
 * ```ts
 * import { displayBoard, JUPYTER_DISPLAY } from "@cgt/explorer/display";
 * import assert from "node:assert/strict";
 *
 * const bundle = displayBoard("domineering", "..|..")[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], 'domineering("..|..") = +-1');
 * ```
 */
export function displayBoard(ruleset: RulesetId, board: string): Displayable {
  if (!Object.hasOwn(RULESETS, ruleset)) {
    throw new RangeError(
      `Cannot display board: the ruleset must be one of ${
        Object.keys(RULESETS).join(", ")
      }, received ${String(ruleset)}`,
    );
  }
  const b = readBoard(ruleset, board);
  return {
    [JUPYTER_DISPLAY](): MimeBundle {
      const expression = boardExpression(b);
      const g = RULESET_FUNCTIONS[RULESETS[ruleset].notation]([boardNotation(b)]);
      const value = printed(g);
      const svg = boardSvg(b, 28);
      return {
        "text/plain": `${expression} = ${value}`,
        "image/svg+xml": svg,
        "text/html":
          `<div style="display:flex;gap:1em;align-items:center">${svg}<div><code style="font-size:1.1em;font-weight:600">${
            escapeHtml(value)
          }</code><br><small>${escapeHtml(expression)}</small></div></div>`,
      };
    },
  };
}
