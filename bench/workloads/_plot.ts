/**
 * Small SVG charts for the benchmark report: lines of points on linear or
 * logarithmic axes, and a scatter of one sequence. No dependencies; the
 * output is a standalone SVG document.
 *
 * @module
 */

/** One series of a chart. */
export interface Series {
  /** Legend text. */
  name: string;
  /** Points (x, y); on a log axis, non-positive values are left out. */
  points: [number, number][];
}

/** How to draw a chart. */
export interface ChartOptions {
  /** Title above the plot. */
  title: string;
  /** Label of the x axis. */
  xLabel: string;
  /** Label of the y axis. */
  yLabel: string;
  /** Logarithmic x axis. @default false */
  logX?: boolean;
  /** Logarithmic y axis. @default false */
  logY?: boolean;
  /** Draw points only, no lines. @default false */
  scatter?: boolean;
  /** Width in pixels. @default 720 */
  width?: number;
  /** Height in pixels. @default 440 */
  height?: number;
}

const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2"];

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Tick values for [lo, hi]: powers of ten on a log axis, round steps otherwise. */
function ticks(lo: number, hi: number, log: boolean): number[] {
  if (log) {
    const out: number[] = [];
    for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) {
      for (const m of [1, 2, 5]) {
        const v = m * 10 ** e;
        if (v >= lo * 0.999 && v <= hi * 1.001) out.push(v);
      }
    }
    return out;
  }
  const span = hi - lo || 1;
  const raw = span / 6;
  const step = [1, 2, 5, 10].map((m) => m * 10 ** Math.floor(Math.log10(raw))).find((s) =>
    s >= raw
  )!;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) {
    out.push(Number(v.toPrecision(12)));
  }
  return out;
}

function tickText(v: number): string {
  if (v === 0) return "0";
  const a = Math.abs(v);
  if (a >= 1e6 || a < 1e-3) return v.toExponential(0);
  return String(Number(v.toPrecision(3)));
}

/**
 * Draws the series as an SVG document.
 *
 * @param series The data.
 * @param options Title, labels, axes.
 * @returns The SVG text.
 */
export function chart(series: Series[], options: ChartOptions): string {
  const width = options.width ?? 720;
  const height = options.height ?? 440;
  const logX = options.logX ?? false;
  const logY = options.logY ?? false;
  const left = 70, right = 20, top = 40, bottom = 55;
  const legendWidth = 230;
  const plotW = width - left - right - legendWidth;
  const plotH = height - top - bottom;
  const usable = series.map((s) => ({
    ...s,
    points: s.points.filter(([x, y]) =>
      Number.isFinite(x) && Number.isFinite(y) && (!logX || x > 0) && (!logY || y > 0)
    ),
  }));
  const xs = usable.flatMap((s) => s.points.map((p) => p[0]));
  const ys = usable.flatMap((s) => s.points.map((p) => p[1]));
  let [x0, x1] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [1, 10];
  let [y0, y1] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [1, 10];
  if (logX) [x0, x1] = [x0 / 1.2, x1 * 1.2];
  else if (x0 === x1) [x0, x1] = [x0 - 1, x1 + 1];
  if (logY) [y0, y1] = [y0 / 1.5, y1 * 1.5];
  else {
    y0 = Math.min(0, y0);
    y1 = y1 === y0 ? y0 + 1 : y1 + (y1 - y0) * 0.05;
  }
  const fx = (x: number) =>
    left + plotW * (logX ? Math.log(x / x0) / Math.log(x1 / x0) : (x - x0) / (x1 - x0));
  const fy = (y: number) =>
    top + plotH * (1 - (logY ? Math.log(y / y0) / Math.log(y1 / y0) : (y - y0) / (y1 - y0)));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${width}" height="${height}" fill="white"/>`);
  out.push(
    `<text x="${left + plotW / 2}" y="22" text-anchor="middle" font-size="15">${
      escapeXml(options.title)
    }</text>`,
  );
  for (const t of ticks(x0, x1, logX)) {
    const x = fx(t).toFixed(1);
    out.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${top + plotH}" stroke="#eee"/>`);
    out.push(
      `<text x="${x}" y="${top + plotH + 16}" text-anchor="middle">${tickText(t)}</text>`,
    );
  }
  for (const t of ticks(y0, y1, logY)) {
    const y = fy(t).toFixed(1);
    out.push(`<line x1="${left}" y1="${y}" x2="${left + plotW}" y2="${y}" stroke="#eee"/>`);
    out.push(`<text x="${left - 6}" y="${y}" text-anchor="end" dy="4">${tickText(t)}</text>`);
  }
  out.push(
    `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
  );
  out.push(
    `<text x="${left + plotW / 2}" y="${height - 14}" text-anchor="middle">${
      escapeXml(options.xLabel)
    }${logX ? " (log scale)" : ""}</text>`,
  );
  out.push(
    `<text transform="translate(18 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${
      escapeXml(options.yLabel)
    }${logY ? " (log scale)" : ""}</text>`,
  );
  usable.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const pts = s.points.map(([x, y]) => [fx(x), fy(y)] as const);
    if (!options.scatter && pts.length > 1) {
      out.push(
        `<polyline fill="none" stroke="${colour}" stroke-width="1.8" points="${
          pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")
        }"/>`,
      );
    }
    const r = options.scatter ? 2 : 3;
    for (const [x, y] of pts) {
      out.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${colour}"/>`);
    }
    const ly = top + 10 + i * 20;
    const lx = left + plotW + 15;
    out.push(`<rect x="${lx}" y="${ly - 8}" width="12" height="12" fill="${colour}"/>`);
    out.push(`<text x="${lx + 18}" y="${ly + 2}">${escapeXml(s.name)}</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

/**
 * The least-squares slope of log y against log x: the exponent k of a fit
 * y ~ c x^k, or null with fewer than two usable points.
 *
 * @param points Points with positive coordinates.
 * @returns The slope.
 */
export function logLogSlope(points: [number, number][]): number | null {
  const p = points.filter(([x, y]) => x > 0 && y > 0).map(([x, y]) => [Math.log(x), Math.log(y)]);
  if (p.length < 2) return null;
  const mx = p.reduce((a, [x]) => a + x, 0) / p.length;
  const my = p.reduce((a, [, y]) => a + y, 0) / p.length;
  let num = 0, den = 0;
  for (const [x, y] of p) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? null : num / den;
}
