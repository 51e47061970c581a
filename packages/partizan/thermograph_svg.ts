/**
 * Drawings of thermographs: an SVG picture and a plain-text sketch.
 *
 * @module
 */

import { checkGame } from "./_engine.ts";
import { BoundedCache } from "@cgt/core/caches";
import { compareDyadic, type Dyadic, dyadic, formatDyadic } from "@cgt/core/dyadic";
import { type Game, leftOptions, numberUpStarParts, rightOptions } from "./game.ts";
import { formatGame } from "./notation.ts";
import { type Thermograph, thermograph, type Wall, wallValue } from "./thermograph.ts";

export type { Game } from "./game.ts";

/** Options for {@link thermographSvg}. */
export interface ThermographSvgOptions {
  /**
   * The caption above the drawing.
   *
   * @default the game's canonical form, e.g. `"{3||2*|1*}"` (for a game whose written-out form
   * would be huge, such as `*14` heated by 1, a short placeholder)
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
  return printedSize(g) < PRINT_LIMIT ? formatGame(g) : "a game too large to print";
}

function toNumber(d: Dyadic): number {
  return Number(d.numerator) / 2 ** d.exponent;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/** The drawing window: temperatures [-1, top], values [low, high]. */
interface Frame {
  readonly top: number;
  readonly low: number;
  readonly high: number;
}

function frame(t: Thermograph): Frame {
  const temp = Math.max(toNumber(t.temperature), 0);
  const top = temp + Math.max(1, Math.ceil((temp + 1) / 4));
  const leftBase = toNumber(wallValue(t.leftWall, dyadic(-1)));
  const rightBase = toNumber(wallValue(t.rightWall, dyadic(-1)));
  let high = Math.max(leftBase, toNumber(t.mean)) + 0.5;
  let low = Math.min(rightBase, toNumber(t.mean)) - 0.5;
  if (high - low < 2) {
    const pad = (2 - (high - low)) / 2;
    high += pad;
    low -= pad;
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
 * wide ranges, at every 2nd, 5th, 10th, ... so that labels never overlap, the left wall
 * (blue) and right wall (red) up to the temperature, the vertical mast at the mean, and a label
 * with the mean and temperature. Coordinates are floating point for drawing only; the walls
 * come from the exact {@link thermograph}.
 *
 * @param g A canonical game.
 * @param options The caption and scale.
 * @returns The SVG text.
 * @throws {RangeError} If `options.unit` is not a positive number.
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
  const t = thermograph(g);
  const title = options.title ?? defaultTitle(g);
  const { top, low, high } = frame(t);
  const span = Math.max(high - low, top + 1);
  const unit = options.unit ?? Math.min(120, 480 / span);
  if (!(unit > 0) || !Number.isFinite(unit)) {
    throw new RangeError(
      `Cannot draw thermograph: unit must be a positive number, received ${String(unit)}`,
    );
  }
  const margin = 40;
  const width = Math.round((high - low) * unit + 2 * margin);
  const height = Math.round((top + 1) * unit + 2 * margin + 30);
  const px = (x: number) => +(margin + (high - x) * unit).toFixed(2);
  const py = (temp: number) => +(margin + 30 + (top - temp) * unit).toFixed(2);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<title>Thermograph of ${escapeXml(title)}</title>`);
  out.push(`<rect width="${width}" height="${height}" fill="white"/>`);
  out.push(
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${escapeXml(title)}</text>`,
  );
  // Axes: t = 0 horizontally, value 0 vertically.
  out.push(
    `<line x1="${px(high)}" y1="${py(0)}" x2="${px(low)}" y2="${
      py(0)
    }" stroke="#888" stroke-width="1"/>`,
  );
  if (low <= 0 && 0 <= high) {
    out.push(
      `<line x1="${px(0)}" y1="${py(-1)}" x2="${px(0)}" y2="${
        py(top)
      }" stroke="#ccc" stroke-width="1" stroke-dasharray="4 3"/>`,
    );
  }
  // Label every step-th integer, the step chosen so that labels never overlap.
  const widest = Math.max(String(Math.ceil(low)).length, String(Math.floor(high)).length);
  const xStep = labelStep(unit, widest * LABEL_CHAR_WIDTH + LABEL_GAP);
  for (let x = Math.ceil(low / xStep) * xStep; x <= Math.floor(high); x += xStep) {
    out.push(
      `<line x1="${px(x)}" y1="${py(0) - 3}" x2="${px(x)}" y2="${py(0) + 3}" stroke="#888"/>`,
      `<text x="${px(x)}" y="${py(-1) + 16}" text-anchor="middle" fill="#555">${x}</text>`,
    );
  }
  const tStep = labelStep(unit, LABEL_LINE_HEIGHT);
  const temps: number[] = unit >= LABEL_LINE_HEIGHT ? [-1] : [];
  for (let temp = 0; temp <= Math.floor(top); temp += tStep) temps.push(temp);
  for (const temp of temps) {
    out.push(
      `<text x="${px(low) + 6}" y="${py(temp) + 4}" fill="#555">t=${temp}</text>`,
    );
  }
  // Walls up to the temperature, then the mast.
  const poly = (wall: Wall, colour: string) => {
    const points = wallPoints(wall, t.temperature)
      .map(([temp, x]) => `${px(toNumber(x))},${py(toNumber(temp))}`).join(" ");
    return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  };
  out.push(poly(t.leftWall, "#1f5fbf"), poly(t.rightWall, "#c0392b"));
  const m = px(toNumber(t.mean));
  const tt = py(toNumber(t.temperature));
  out.push(
    `<line x1="${m}" y1="${tt}" x2="${m}" y2="${py(top)}" stroke="black" stroke-width="2"/>`,
    `<polygon points="${m - 5},${py(top) + 8} ${m + 5},${py(top) + 8} ${m},${
      py(top)
    }" fill="black"/>`,
    `<text x="${m + 8}" y="${py(top) + 12}">mean ${formatDyadic(t.mean)}, temperature ${
      formatDyadic(t.temperature)
    }</text>`,
  );
  out.push("</svg>");
  return out.join("\n") + "\n";
}

/** The width of one character of a 12 px axis label, a generous estimate for sans-serif digits. */
const LABEL_CHAR_WIDTH = 7.5;
/** The least space between two value labels, in pixels. */
const LABEL_GAP = 8;
/** The least distance between two temperature labels, in pixels. */
const LABEL_LINE_HEIGHT = 16;

/**
 * The step between labelled integers: the least of 1, 2, 5, 10, 20, 50, ...
 * whose distance at `unit` pixels per integer is at least `room` pixels.
 */
function labelStep(unit: number, room: number): number {
  for (let scale = 1;; scale *= 10) {
    for (const k of [1, 2, 5]) if (k * scale * unit >= room) return k * scale;
  }
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
  let step = 1 / 8;
  while ((top + 1) / step > 16) step *= 2;
  const col = (x: number) => Math.round(((high - x) / (high - low)) * (columns - 1));
  const temperature = toNumber(t.temperature);
  const lines: string[] = [];
  for (let k = Math.floor(top / step); k * step >= -1; k--) {
    const temp = k * step;
    const row: string[] = Array.from({ length: columns }, () => (temp === 0 ? "-" : " "));
    const exact = toDyadic(temp)!; // k * step with step a power of two: exact
    if (temp >= temperature) {
      row[col(toNumber(t.mean))] = "|";
    } else {
      const l = wallValue(t.leftWall, exact);
      const r = wallValue(t.rightWall, exact);
      const ls = slopeAt(t.leftWall, exact);
      const rs = slopeAt(t.rightWall, exact);
      row[col(toNumber(l))] = ls < 0 ? "/" : "|";
      row[col(toNumber(r))] = rs > 0 ? "\\" : "|";
    }
    lines.push(`${row.join("")}  t=${formatTemp(temp)}`);
  }
  lines.push(
    `(values increase to the left; mean ${formatDyadic(t.mean)}, temperature ${
      formatDyadic(t.temperature)
    })`,
  );
  return lines.join("\n") + "\n";
}

function toDyadic(x: number): Dyadic | undefined {
  for (let j = 0; j <= 20; j++) {
    const n = x * 2 ** j;
    if (Number.isInteger(n)) return dyadic(BigInt(n), j);
  }
  return undefined;
}

function formatTemp(x: number): string {
  const d = toDyadic(x);
  return d === undefined ? String(x) : formatDyadic(d);
}

function slopeAt(wall: Wall, t: Dyadic): number {
  let slope = wall[0].slope;
  for (const s of wall) if (compareDyadic(s.from, t) <= 0) slope = s.slope;
  return slope;
}
