/**
 * Rich display of games in a notebook (Deno's Jupyter kernel, `deno jupyter`): a game as its
 * canonical form (text, and HTML with outcome, mean, temperature and stops) and its thermograph
 * as SVG. Each helper returns an object with a `Symbol.for("Jupyter.display")` method, which the
 * kernel calls when the object is the value of a cell; the output is plain strings (MIME
 * bundles), so nothing here needs a DOM or a permission.
 *
 * @example
 * ```ts
 * import { display, displayThermograph, JUPYTER_DISPLAY } from "@cgt/partizan/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * const g = parseGame("{3||2*|1*}");
 * assert.equal(display(g)[JUPYTER_DISPLAY]()["text/plain"], "{3||2*|1*}");
 * assert.match(displayThermograph(g)[JUPYTER_DISPLAY]()["image/svg+xml"], /^<svg /);
 * ```
 *
 * @module
 */

import { formatDyadic } from "@cgt/core/dyadic";
import { birthday } from "./birthday.ts";
import { outcome } from "./compare.ts";
import type { Game } from "./game.ts";
import { formatGame, formattedLength } from "./notation.ts";
import { leftStop, rightStop } from "./temperature/stops.ts";
import { mean, temperature } from "./temperature/thermograph.ts";
import { thermographSketch, thermographSvg } from "./temperature/thermograph_svg.ts";

export type { Game } from "./game.ts";

/**
 * The key Deno's Jupyter kernel looks for on the value of a cell: `Symbol.for("Jupyter.display")`.
 *
 * @example
 * ```ts
 * import { JUPYTER_DISPLAY } from "@cgt/partizan/display";
 * import assert from "node:assert/strict";
 *
 * assert.equal(JUPYTER_DISPLAY, Symbol.for("Jupyter.display"));
 * ```
 */
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

/** The longest canonical form shown; a longer one is replaced by a note (as on the explorer page). */
const MAX_SHOWN = 20_000;

const OUTCOME_TEXT: Record<string, string> = {
  L: "Left wins",
  R: "Right wins",
  P: "second player wins",
  N: "first player wins",
};

/** The text with `&`, `<`, `>` and `"` escaped, so that HTML shows it as written. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/**
 * The canonical form of `g` as text, or, for a form longer than 20,000 characters, a note with
 * its length and birthday (the form of a large sum can be far too long to read).
 *
 * @param g A game.
 * @returns The text shown for it.
 *
 * @example
 * ```ts
 * import { shownForm } from "@cgt/partizan/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(shownForm(parseGame("^ + ^")), "^^");
 * ```
 */
export function shownForm(g: Game): string {
  const length = formattedLength(g);
  if (length <= MAX_SHOWN) return formatGame(g);
  return `(not printed: ${length === Infinity ? "more than 2^53" : length} characters, birthday ${
    birthday(g)
  })`;
}

/**
 * A printed form in LaTeX math (without the surrounding `$`), as the literature writes it:
 * braces `\{ \}`, one bar `\mid`, two `\parallel`, more as a relation of that many bars;
 * `\uparrow`, `\downarrow`, `\Uparrow`, `\Downarrow` and `n\cdot\uparrow` for ups and downs;
 * `\uparrow^{n}` and `\uparrow^{\rightarrow n}` for the uptimal powers `^<n>` and `^[n]`;
 * `*n` for nimbers, `\pm` for switches, fractions `\tfrac{a}{b}`, and tiny and miny as `{+}_{x}`
 * and `{-}_{x}`. Works on any text `formatGame` prints for a short game.
 */
function latexOf(text: string): string {
  const out: string[] = [];
  const closers: string[] = [];
  let i = 0;
  const digits = (): string => {
    const start = i;
    while (i < text.length && text[i] >= "0" && text[i] <= "9") i++;
    return text.slice(start, i);
  };
  while (i < text.length) {
    const c = text[i];
    if (text.startsWith("Tiny(", i) || text.startsWith("Miny(", i)) {
      out.push(c === "T" ? "{+}_{" : "{-}_{");
      closers.push("}");
      i += 5;
    } else if (c === "(") {
      out.push("(");
      closers.push(")");
      i++;
    } else if (c === ")") {
      out.push(closers.pop() ?? ")");
      i++;
    } else if (text.startsWith("+-", i)) {
      out.push("\\pm ");
      i += 2;
    } else if (c === "{") {
      out.push("\\{");
      i++;
    } else if (c === "}") {
      out.push("\\}");
      i++;
    } else if (c === "|") {
      let n = 0;
      while (text[i] === "|") {
        n++;
        i++;
      }
      out.push(n === 1 ? "\\mid " : n === 2 ? "\\parallel " : `\\mathrel{${"|".repeat(n)}}`);
    } else if (c === ",") {
      out.push(",\\,");
      i++;
    } else if (c === "*") {
      i++;
      out.push(`{*}${digits()}`);
    } else if (c === "^" || c === "v") {
      const arrow = c === "^" ? "\\uparrow" : "\\downarrow";
      i++;
      if (text[i] === "<" || text[i] === "[") {
        const power = text[i] === "[";
        i++;
        const n = digits();
        i++; // the closing > or ]
        out.push(`${arrow}^{${power ? "\\rightarrow " : ""}${n}}`);
      } else if (text[i] === c) {
        i++;
        out.push(c === "^" ? "\\Uparrow " : "\\Downarrow ");
      } else {
        const n = digits();
        out.push(n === "" ? `${arrow} ` : `${n}\\cdot${arrow} `);
      }
    } else if (c >= "0" && c <= "9") {
      const a = digits();
      if (text[i] === "/") {
        i++;
        out.push(`\\tfrac{${a}}{${digits()}}`);
      } else out.push(a);
    } else if (c === "-" || c === " " || c === ".") {
      out.push(c === " " ? "\\," : c);
      i++;
    } else {
      out.push(`\\text{${c}}`);
      i++;
    }
  }
  return out.join("").replace(/ +$/, "");
}

/**
 * The canonical form of `g` in LaTeX math, for papers and slides (put it between `$`s):
 * `{3||2*|1*}` is `\{3\parallel 2{*}\mid 1{*}\}`. See `formatGame` for the forms; the LaTeX
 * follows the literature's symbols (arrows for ups, `\pm` for switches, `{+}_{x}` for Tiny(x)).
 * A form longer than 20,000 characters is not written out (as in {@link shownForm}).
 *
 * @param g A game.
 * @returns The LaTeX text.
 * @throws {TypeError} If `g` is not a game.
 *
 * @example
 * ```ts
 * import { latexForm } from "@cgt/partizan/display";
 * import { parseGame } from "@cgt/partizan";
 * import assert from "node:assert/strict";
 *
 * assert.equal(latexForm(parseGame("{3||2*|1*}")), "\\{3\\parallel 2{*}\\mid 1{*}\\}");
 * assert.equal(latexForm(parseGame("^ + ^ + *")), "\\Uparrow {*}");
 * ```
 */
export function latexForm(g: Game): string {
  checkGame(g, "game");
  const text = shownForm(g);
  return text.startsWith("(not printed") ? `\\text{${text}}` : latexOf(text);
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
 * A game for the notebook: its canonical form as `text/plain`, in LaTeX as `text/latex`, and as `text/html` with its
 * outcome, mean, temperature and stops. A canonical form longer than 20,000 characters is
 * replaced by a note with its length and birthday (see {@link shownForm}).
 *
 * @param g A game (from `parseGame`, a ruleset, arithmetic...).
 * @returns An object the Jupyter kernel displays.
 * @throws {TypeError} If `g` is not a game.
 *
 * @example
 * ```ts
 * import { display, JUPYTER_DISPLAY } from "@cgt/partizan/display";
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
      const value = shownForm(g);
      return {
        "text/plain": value,
        "text/latex": `$${latexForm(g)}$`,
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
 * import { displayThermograph, JUPYTER_DISPLAY } from "@cgt/partizan/display";
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
