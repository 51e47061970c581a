/**
 * A board for a notebook (Deno's Jupyter kernel): a picture of the position with its value. The
 * notebook helpers for games and thermographs are published in `@cgt/partizan/display`; this
 * one stays with the explorer because it draws the explorer's board pictures and reads its
 * boards, which need `@cgt/rulesets`.
 *
 * @example
 * ```ts
 * import { displayBoard } from "@cgt/explorer/display";
 * import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
 * import assert from "node:assert/strict";
 *
 * const bundle = displayBoard("domineering", "..|..")[JUPYTER_DISPLAY]();
 * assert.equal(bundle["text/plain"], 'domineering("..|..") = +-1');
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
import {
  boardExpression,
  boardNotation,
  readBoard,
  type RulesetId,
  RULESETS,
} from "./src/boards.ts";
import { RULESET_FUNCTIONS } from "./src/engine_imports.ts";
import { boardSvg } from "./src/pictures.ts";

export type { Displayable, MimeBundle } from "@cgt/partizan/display";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
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
 * import { displayBoard } from "@cgt/explorer/display";
 * import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
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
      const value = shownForm(g);
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
