/**
 * Drawings of thermographs: an SVG picture and a plain-text sketch.
 *
 * @module
 */

import { checkGame } from "../_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import {
  bitLength,
  briefDyadic,
  briefInteger,
  ceilDyadic,
  floorDiv,
  floorDyadic,
  halfDyadic,
  labelStep,
  MAX_AXIS_LABELS,
  MAX_PLAIN_LABEL,
  scaledNumber,
  shortLabel,
  stepExponent,
  subDyadic,
} from "./_axis.ts";

import { addDyadic, compareDyadic, type Dyadic, dyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "../game.ts";
import { formatGame } from "../notation.ts";
import { type Thermograph, thermograph, type Wall, wallValue } from "./thermograph.ts";

export type { Game } from "../game.ts";

/** Options for {@link thermographSvg}. */
export interface ThermographSvgOptions {
  /**
   * The caption above the drawing.
   *
   * @default the game's canonical form, e.g. `"{3||2*|1*}"` (a number of more than 40
   * characters written briefly, as `"2^1100"`; for a game whose written-out form would be huge,
   * such as `*14` heated by 1, a short placeholder)
   */
  title?: string;
  /**
   * Pixels per unit of value and of temperature (the axes share one scale, so slopes of 1 are
   * drawn at 45 degrees).
   *
   * @default chosen so that the drawing is about 480 pixels across
   */
  unit?: number;
}

const PRINT_LIMIT = 2000;
const sizeCache = new BoundedCache<number, number>("sizes of games in thermograph titles");

/** The number of nodes of g's game tree written out in full, capped at PRINT_LIMIT. */
function printedSize(g: Game): number {
  if (numberUpStarParts(g) !== undefined) return 1;
  let n = sizeCache.get(g.id);
  if (n === undefined) {
    n = 1;
    for (const o of [...leftOptions(g), ...rightOptions(g)]) {
      n = Math.min(PRINT_LIMIT, n + printedSize(o));
    }
    sizeCache.set(g.id, n);
  }
  return n;
}

/** The canonical form, unless printing it would be huge (as for *14 heated by 1). */
function defaultTitle(g: Game): string {
  const parts = numberUpStarParts(g);
  if (parts !== undefined && parts.ups === 0 && parts.star === 0) return briefDyadic(parts.number);
  return printedSize(g) < PRINT_LIMIT ? formatGame(g) : "a game too large to print";
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/** The drawing window, exactly: temperatures [-1, top], values [low, high]. */
interface Frame {
  readonly top: Dyadic;
  readonly low: Dyadic;
  readonly high: Dyadic;
}

const ZERO = dyadic(0);
const ONE = dyadic(1);
const HALF = dyadic(1, 1);

function maxOf(a: Dyadic, b: Dyadic): Dyadic {
  return compareDyadic(a, b) >= 0 ? a : b;
}

function minOf(a: Dyadic, b: Dyadic): Dyadic {
  return compareDyadic(a, b) <= 0 ? a : b;
}

function frame(t: Thermograph): Frame {
  const temp = maxOf(t.temperature, ZERO);
  const quarter = ceilDyadic(
    dyadic(addDyadic(temp, ONE).numerator, addDyadic(temp, ONE).exponent + 2),
  );
  const top = addDyadic(temp, dyadic(quarter > 1n ? quarter : 1n));
  const leftBase = wallValue(t.leftWall, dyadic(-1));
  const rightBase = wallValue(t.rightWall, dyadic(-1));
  let high = addDyadic(maxOf(leftBase, t.mean), HALF);
  let low = subDyadic(minOf(rightBase, t.mean), HALF);
  const across = subDyadic(high, low);
  if (compareDyadic(across, dyadic(2)) < 0) {
    const pad = halfDyadic(subDyadic(dyadic(2), across));
    high = addDyadic(high, pad);
    low = subDyadic(low, pad);
  }
  return { top, low, high };
}

/** The points of a wall from t = -1 up to the mast. */
function wallPoints(wall: Wall, temperature: Dyadic): Dyadic[][] {
  const points: Dyadic[][] = [];
  for (const s of wall) {
    if (compareDyadic(s.from, temperature) > 0) break;
    points.push([s.from, s.value]);
  }
  const last = points[points.length - 1];
  if (last === undefined || compareDyadic(last[0], temperature) < 0) {
    points.push([temperature, wallValue(wall, temperature)]);
  }
  return points;
}

/**
 * Draws the thermograph of `g` as a standalone SVG document, in the Winning Ways orientation:
 * values increase to the LEFT (Left's direction), temperature increases upwards from t = -1.
 * It shows the t = 0 axis, the value axis at 0 when it is in view, ticks at every integer or, on
 * wide ranges, at every 2nd, 5th, 10th, ... so that labels never overlap (at most 101 of them on
 * either axis), the left wall (blue) and right wall (red) up to the temperature, the vertical mast
 * at the mean, and a label with the mean and temperature. Any exact value can be drawn: the frame,
 * ticks and labels are computed in exact arithmetic and only distances within the drawing become
 * floating point. A label longer than 20 characters is written m.10^j as `5e330`; where even
 * that is too long (2^200 and its neighbours) the labels are offsets `A-1`, `A`, `A+1` from an
 * anchor `A` named under the axis (`A = 2^200`). Means, temperatures and numbers' titles longer
 * than 40 characters are written near a power of two (`2^1100 + 1`) or rounded (`≈9.65780e333`).
 *
 * @param g A canonical game.
 * @param options The caption and scale.
 * @returns The SVG text.
 * @throws {RangeError} If `options.unit` is not a positive number, or is so large that the
 * drawing would be more than 1,000,000 pixels across.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { thermographSvg } from "@cgt/partizan/thermograph-svg";
 * import assert from "node:assert/strict";
 *
 * const svg = thermographSvg(parseGame("{3||2*|1*}"));
 * assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
 * assert.match(svg, /mean 9\/4, temperature 3\/4/);
 * ```
 */
export function thermographSvg(g: Game, options: ThermographSvgOptions = {}): string {
  checkGame(g, "draw thermograph");
  if (options.unit !== undefined && !(options.unit > 0 && Number.isFinite(options.unit))) {
    throw new RangeError(
      `Cannot draw thermograph: unit must be a positive number, received ${String(options.unit)}`,
    );
  }
  const t = thermograph(g);
  const title = options.title ?? defaultTitle(g);
  const { top, low, high } = frame(t);
  const across = subDyadic(high, low);
  const upwards = addDyadic(top, ONE);
  const span = maxOf(across, upwards);
  // Distances are exact dyadics until they are scaled down by 2^shift, which keeps them within
  // floating-point range (and precision) however large the values are.
  const shift = Math.max(0, bitLength(floorDyadic(span)) - 10);
  const perShift = options.unit !== undefined
    ? options.unit * 2 ** shift
    : Math.min(120 * 2 ** shift, 480 / scaledNumber(span, shift));
  const dist = (d: Dyadic) => scaledNumber(d, shift) * perShift;
  const log10PerUnit = Math.log10(perShift) - shift * Math.LOG10E * Math.LN2;
  const stepPixels = (step: bigint) => dist(dyadic(step));
  // Label every step-th integer, the step chosen so that labels never overlap; labels too long
  // to write in full are written as 5e330, or as offsets from an anchor A named below the axis.
  const lowInt = ceilDyadic(low);
  const highInt = floorDyadic(high);
  let chars = Math.min(
    Math.max(String(lowInt).length, String(highInt).length),
    MAX_PLAIN_LABEL,
  );
  // Refine the room to the longest label of the last choice until it settles (a few rounds).
  let values: ValueLabels | undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const room = chars * LABEL_CHAR_WIDTH + LABEL_GAP;
    const step = labelStep(across, room, stepPixels, Math.log10(room) - log10PerUnit);
    const next = valueLabels(lowInt, highInt, step, t.mean);
    const longest = Math.max(1, ...next.labels.map((l) => l.text.length));
    if (longest <= chars) values = next;
    if (longest === chars) break;
    chars = longest;
  }
  values ??= { labels: [] };
  const note = values.anchor === undefined ? 0 : 16;
  // Temperature labels, on the right of the drawing.
  const tStep = labelStep(
    upwards,
    LABEL_LINE_HEIGHT,
    stepPixels,
    Math.log10(LABEL_LINE_HEIGHT) - log10PerUnit,
  );
  const temps: bigint[] = dist(ONE) >= LABEL_LINE_HEIGHT ? [-1n] : [];
  const topInt = floorDyadic(top);
  for (let temp = 0n; temp <= topInt && temps.length <= MAX_AXIS_LABELS + 1; temp += tStep) {
    temps.push(temp);
  }
  const tExponent = stepExponent(tStep);
  const tTexts = temps.map((temp) => `t=${shortLabel(temp, tExponent) ?? briefInteger(temp)}`);
  // Margins wide enough for every label: half the widest value label on each side (they are
  // centred on their ticks), and the widest temperature label on the right.
  const halfValue = Math.max(0, ...values.labels.map((l) => l.text.length)) * LABEL_CHAR_WIDTH / 2;
  const tWidth = Math.max(0, ...tTexts.map((x) => x.length)) * LABEL_CHAR_WIDTH;
  let marginLeft = Math.max(MARGIN, Math.ceil(halfValue) + 4);
  let marginRight = Math.max(MARGIN, Math.ceil(halfValue) + 4, Math.ceil(tWidth) + 10);
  const drawing = dist(across);
  const spare = MIN_WIDTH - (drawing + marginLeft + marginRight);
  if (spare > 0) {
    marginLeft += spare / 2;
    marginRight += spare / 2;
  }
  const width = Math.round(drawing + marginLeft + marginRight);
  // The header: the title, wrapped to the width (at most three lines, the last shortened with an
  // ellipsis; the whole title is the tooltip), then the mean and temperature on a line of their
  // own, so no label in the drawing can run into them.
  const titleLines = wrapText(title, Math.floor((width - 16) / TITLE_CHAR_WIDTH), 3);
  const facts = fitText(
    `mean ${briefDyadic(t.mean)}, temperature ${briefDyadic(t.temperature)}`,
    Math.floor((width - 16) / LABEL_CHAR_WIDTH),
  );
  const head = 10 + TITLE_LINE * titleLines.length + FACTS_LINE;
  const height = Math.round(dist(upwards) + head + MARGIN + 30 + note);
  if (!(Math.max(width, height) <= MAX_DRAWING_PIXELS)) {
    throw new RangeError(
      `Cannot draw thermograph: the drawing would be more than ${MAX_DRAWING_PIXELS} pixels across, received unit ${options.unit}`,
    );
  }
  const px = (x: Dyadic) => +(marginLeft + dist(subDyadic(high, x))).toFixed(2);
  const py = (temp: Dyadic) => +(head + 12 + dist(subDyadic(top, temp))).toFixed(2);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<title>Thermograph of ${escapeXml(title)}</title>`);
  out.push(`<rect width="${width}" height="${height}" fill="white"/>`);
  titleLines.forEach((line, i) => {
    out.push(
      `<text x="${width / 2}" y="${
        8 + TITLE_LINE * (i + 1) - 4
      }" text-anchor="middle" font-size="14" data-part="title"><title>${escapeXml(title)}</title>${
        escapeXml(line)
      }</text>`,
    );
  });
  out.push(
    `<text x="${width / 2}" y="${
      8 + TITLE_LINE * titleLines.length + FACTS_LINE - 4
    }" text-anchor="middle" fill="#333" data-part="facts">${escapeXml(facts)}</text>`,
  );
  // Axes: t = 0 horizontally, value 0 vertically.
  const minusOne = dyadic(-1);
  out.push(
    `<line x1="${px(high)}" y1="${py(ZERO)}" x2="${px(low)}" y2="${
      py(ZERO)
    }" stroke="#888" stroke-width="1"/>`,
  );
  if (compareDyadic(low, ZERO) <= 0 && compareDyadic(ZERO, high) <= 0) {
    out.push(
      `<line x1="${px(ZERO)}" y1="${py(minusOne)}" x2="${px(ZERO)}" y2="${
        py(top)
      }" stroke="#ccc" stroke-width="1" stroke-dasharray="4 3"/>`,
    );
  }
  for (const { value, text } of values.labels) {
    const x = px(dyadic(value));
    out.push(
      `<line x1="${x}" y1="${py(ZERO) - 3}" x2="${x}" y2="${py(ZERO) + 3}" stroke="#888"/>`,
      `<text x="${x}" y="${py(minusOne) + 20}" text-anchor="middle" fill="#555">${text}</text>`,
    );
  }
  if (values.anchor !== undefined) {
    out.push(
      `<text x="${marginLeft}" y="${py(minusOne) + 38}" fill="#333">A = ${
        escapeXml(briefInteger(values.anchor))
      }</text>`,
    );
  }
  temps.forEach((temp, i) => {
    out.push(
      `<text x="${px(low) + 6}" y="${py(dyadic(temp)) + 4}" fill="#555">${tTexts[i]}</text>`,
    );
  });
  // Walls up to the temperature, then the mast.
  const poly = (wall: Wall, colour: string) => {
    const points = wallPoints(wall, t.temperature)
      .map(([temp, x]) => `${px(x)},${py(temp)}`).join(" ");
    return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  };
  out.push(poly(t.leftWall, "#1f5fbf"), poly(t.rightWall, "#c0392b"));
  const m = px(t.mean);
  const tt = py(t.temperature);
  out.push(
    `<line x1="${m}" y1="${tt}" x2="${m}" y2="${py(top)}" stroke="black" stroke-width="2"/>`,
    `<polygon points="${m - 5},${py(top) + 8} ${m + 5},${py(top) + 8} ${m},${
      py(top)
    }" fill="black"/>`,
  );
  out.push("</svg>");
  return out.join("\n") + "\n";
}

/** The longest side of a drawing, in pixels (reached only with a large explicit unit). */
const MAX_DRAWING_PIXELS = 1_000_000;

interface ValueLabels {
  readonly labels: readonly { readonly value: bigint; readonly text: string }[];
  /** The integer the labels are offsets from, when they are too long to write out. */
  readonly anchor?: bigint;
}

/** The labels at the multiples of `step` from `lowInt` to `highInt` (at most MAX_AXIS_LABELS + 1). */
function valueLabels(lowInt: bigint, highInt: bigint, step: bigint, mean: Dyadic): ValueLabels {
  const ticks: bigint[] = [];
  for (
    let v = -floorDiv(-lowInt, step) * step;
    v <= highInt && ticks.length <= MAX_AXIS_LABELS;
    v += step
  ) {
    ticks.push(v);
  }
  const j = stepExponent(step);
  const texts = ticks.map((v) => shortLabel(v, j));
  if (texts.every((text) => text !== undefined)) {
    return { labels: ticks.map((value, i) => ({ value, text: texts[i]! })) };
  }
  // Offsets from the tick nearest the mean.
  const centre = floorDyadic(mean);
  const distance = (v: bigint) => (v > centre ? v - centre : centre - v);
  const anchor = ticks.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  const labels = ticks.map((value) => {
    if (value === anchor) return { value, text: "A" };
    const offset = value > anchor ? value - anchor : anchor - value;
    const text = shortLabel(offset, j) ?? briefInteger(offset);
    return { value, text: `A${value > anchor ? "+" : "-"}${text}` };
  });
  return { labels, anchor };
}

/** The width of one character of a 12 px axis label, a generous estimate for sans-serif digits. */
const LABEL_CHAR_WIDTH = 7.5;
/** The least space between two value labels, in pixels. */
const LABEL_GAP = 8;
/** The least distance between two temperature labels, in pixels. */
const LABEL_LINE_HEIGHT = 16;
/** The width of one character of the 14 px title, a generous estimate. */
const TITLE_CHAR_WIDTH = 8.4;
/** The height of a title line and of the line of facts, in pixels. */
const TITLE_LINE = 18;
const FACTS_LINE = 16;
/** The least margin around the drawing, in pixels. */
const MARGIN = 40;
/** The least width of the picture, so that the header has room. */
const MIN_WIDTH = 240;

/** `text` shortened to `max` characters with an ellipsis in the middle, if longer. */
function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const keep = Math.max(1, max - 1);
  const front = Math.ceil(keep / 2);
  return `${text.slice(0, front)}…${text.slice(text.length - (keep - front))}`;
}

/**
 * `text` in lines of at most `width` characters, broken after a `|`, `,` or space where one is
 * near the end of the line, else anywhere; at most `lines` lines, the last ending in an ellipsis
 * when the text does not fit.
 */
function wrapText(text: string, width: number, lines: number): string[] {
  const w = Math.max(4, width);
  const out: string[] = [];
  let rest = text;
  while (rest.length > w && out.length < lines - 1) {
    let cut = w;
    for (let i = w; i > w / 2; i--) {
      if ("|, ".includes(rest[i - 1])) {
        cut = i;
        break;
      }
    }
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest.length > w ? `${rest.slice(0, w - 1)}…` : rest);
  return out;
}

/**
 * Sketches the thermograph of `g` in plain text, values increasing to the LEFT as in Winning
 * Ways: one row per temperature step from the top down to t = -1, `/` and `\` for sloping
 * walls, `|` for vertical ones and the mast, `-` along t = 0, and the temperature of each row on
 * the right. A sketch, not a plot: positions are rounded to the character grid.
 *
 * @param g A canonical game.
 * @returns The sketch, lines ending in newlines.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { thermographSketch } from "@cgt/partizan/thermograph-svg";
 * import assert from "node:assert/strict";
 *
 * const sketch = thermographSketch(parseGame("+-1"));
 * assert.match(sketch, /mean 0, temperature 1/);
 * assert.match(sketch, /\/-+\\/); // the walls of {1|-1} meeting the t = 0 axis
 * ```
 */
export function thermographSketch(g: Game): string {
  checkGame(g, "draw thermograph");
  const t = thermograph(g);
  const { top, low, high } = frame(t);
  const columns = 41;
  const across = subDyadic(high, low);
  const shift = Math.max(0, bitLength(floorDyadic(across)) - 10);
  const acrossNumber = scaledNumber(across, shift);
  const col = (x: Dyadic) =>
    Math.round((scaledNumber(subDyadic(high, x), shift) / acrossNumber) * (columns - 1));
  // Rows every 2^e, the least e >= -3 giving at most 16 steps from t = -1 to the top; since
  // top + 1 >= 2^(b-1) for b its integer part's bit length, e starts at b - 5 at the latest, and
  // since top + 1 < 2^b it needs at most one more round (the loop is bounded all the same).
  const upwards = addDyadic(top, ONE);
  let e = Math.max(-3, bitLength(floorDyadic(upwards)) - 5);
  for (let i = 0; i < 8 && compareDyadic(upwards, power(e + 4)) > 0; i++) e++;
  const rowsAbove = e >= 0 // floor(top / 2^e)
    ? floorDiv(top.numerator, 1n << BigInt(top.exponent + e))
    : floorDiv(top.numerator << BigInt(-e), 1n << BigInt(top.exponent));
  const lines: string[] = [];
  const bottom = e >= 0 ? 0n : -(1n << BigInt(-e)); // the least k with k.2^e >= -1
  for (let k = rowsAbove; k >= bottom; k--) {
    const temp = e >= 0 ? dyadic(k << BigInt(e)) : dyadic(k, -e);
    const row: string[] = Array.from({ length: columns }, () => (k === 0n ? "-" : " "));
    if (compareDyadic(temp, t.temperature) >= 0) {
      row[col(t.mean)] = "|";
    } else {
      const l = wallValue(t.leftWall, temp);
      const r = wallValue(t.rightWall, temp);
      row[col(l)] = slopeAt(t.leftWall, temp) < 0 ? "/" : "|";
      row[col(r)] = slopeAt(t.rightWall, temp) > 0 ? "\\" : "|";
    }
    lines.push(`${row.join("")}  t=${briefDyadic(temp)}`);
  }
  lines.push(
    `(values increase to the left; mean ${briefDyadic(t.mean)}, temperature ${
      briefDyadic(t.temperature)
    })`,
  );
  return lines.join("\n") + "\n";
}

/** 2^e as a dyadic rational, for any integer e. */
function power(e: number): Dyadic {
  return e >= 0 ? dyadic(1n << BigInt(e)) : dyadic(1, -e);
}

function slopeAt(wall: Wall, t: Dyadic): number {
  let slope = wall[0].slope;
  for (const s of wall) if (compareDyadic(s.from, t) <= 0) slope = s.slope;
  return slope;
}

/** The width of a TikZ thermograph's drawing, in centimetres. */
const TIKZ_WIDTH_CM = 8;

function latexText(text: string): string {
  return text.replace(
    /[\\{}$&#%_^~|*]/g,
    (c) =>
      c === "\\"
        ? "\\textbackslash{}"
        : c === "^"
        ? "\\textasciicircum{}"
        : c === "~"
        ? "\\textasciitilde{}"
        : c === "|"
        ? "\\textbar{}"
        : c === "*"
        ? "*"
        : `\\${c}`,
  );
}

/**
 * Draws the thermograph of `g` as a TikZ picture for LaTeX (`\usepackage{tikz}`), in the same
 * orientation and frame as {@link thermographSvg}: values increase to the LEFT, temperature
 * upwards from t = -1; the t = 0 axis, the value axis at 0 when in view, the left wall (blue),
 * the right wall (red), the mast with an arrow, and the caption with the mean and temperature.
 * Coordinates are in centimetres, the drawing 8 cm across (both axes share one scale); the
 * numbers in the labels are exact.
 *
 * @param g A canonical game.
 * @param options The caption (`title`); `unit` is ignored (the drawing is always 8 cm across).
 * @returns The `tikzpicture` environment, lines ending in newlines.
 * @throws {TypeError} If `g` is not a game.
 *
 * @example
 * ```ts
 * import { parseGame } from "@cgt/partizan/notation";
 * import { thermographTikz } from "@cgt/partizan/thermograph-svg";
 * import assert from "node:assert/strict";
 *
 * const tikz = thermographTikz(parseGame("{2|-1}"));
 * assert.match(tikz, /^\\begin\{tikzpicture\}/);
 * assert.match(tikz, /mean 1\/2, temperature 3\/2/);
 * ```
 */
export function thermographTikz(g: Game, options: ThermographSvgOptions = {}): string {
  checkGame(g, "draw thermograph");
  const t = thermograph(g);
  const title = options.title ?? defaultTitle(g);
  const { top, low, high } = frame(t);
  const across = subDyadic(high, low);
  const upwards = addDyadic(top, ONE);
  const span = maxOf(across, upwards);
  const shift = Math.max(0, bitLength(floorDyadic(span)) - 10);
  const perUnit = TIKZ_WIDTH_CM / scaledNumber(span, shift);
  const cm = (d: Dyadic) => +(scaledNumber(d, shift) * perUnit).toFixed(4);
  const px = (x: Dyadic) => cm(subDyadic(high, x));
  const py = (temp: Dyadic) => cm(addDyadic(temp, ONE));
  const width = cm(across);
  const out: string[] = ["\\begin{tikzpicture}[font=\\small]"];
  out.push(`  \\draw[gray] (0,${py(ZERO)}) -- (${width},${py(ZERO)});`);
  if (compareDyadic(low, ZERO) <= 0 && compareDyadic(ZERO, high) <= 0) {
    out.push(`  \\draw[gray!60, dashed] (${px(ZERO)},0) -- (${px(ZERO)},${py(top)});`);
  }
  const wall = (w: Wall, colour: string) =>
    `  \\draw[${colour}, thick] ${
      wallPoints(w, t.temperature).map(([temp, x]) => `(${px(x)},${py(temp)})`).join(" -- ")
    };`;
  out.push(wall(t.leftWall, "blue"), wall(t.rightWall, "red"));
  const m = px(t.mean);
  out.push(`  \\draw[thick, -latex] (${m},${py(t.temperature)}) -- (${m},${py(top)});`);
  out.push(
    `  \\node[below, gray] at (${m},0) {${latexText(briefDyadic(t.mean))}};`,
    `  \\node[right, gray] at (${width},${py(ZERO)}) {$t=0$};`,
    `  \\node[above] at (${+(width / 2).toFixed(4)},${+(py(top) + 0.6).toFixed(4)}) {${
      latexText(fitText(title, 60))
    }};`,
    `  \\node[above, gray] at (${+(width / 2).toFixed(4)},${py(top)}) {mean ${
      latexText(briefDyadic(t.mean))
    }, temperature ${latexText(briefDyadic(t.temperature))}};`,
    "\\end{tikzpicture}",
  );
  return out.join("\n") + "\n";
}
