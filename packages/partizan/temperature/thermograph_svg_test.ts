import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "../game.ts";
import { integer, nimber, numberUpStar } from "../game.ts";
import { heat } from "./cooling.ts";
import { dyadic } from "@cgt/core/dyadic";
import { formatGame, parseGame } from "../notation.ts";
import { thermographSketch, thermographSvg, thermographTikz } from "./thermograph_svg.ts";
import { arbitraryTree, fromTree } from "../testdata/slow_game.ts";

function polylines(svg: string): number[][][] {
  return [...svg.matchAll(/<polyline points="([^"]+)"/g)].map((m) =>
    m[1].split(" ").map((p) => p.split(",").map(Number))
  );
}

Deno.test("thermographSvg() draws {3||2*|1*} with Left's wall on the left", async (t) => {
  const svg = thermographSvg(parseGame("{3||2*|1*}"));
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  assert.ok(svg.trimEnd().endsWith("</svg>"));
  assert.match(svg, /<title>Thermograph of \{3\|\|2\*\|1\*\}<\/title>/);
  const [left, right] = polylines(svg);
  // Left wall: t = -1 (value 4) up to the mast at t = 3/4; right wall has 4 points.
  assert.equal(left.length, 2);
  assert.equal(right.length, 4);
  // Values increase to the left: at the base the left wall (4) is left of the right wall (1).
  assert.ok(left[0][0] < right[0][0]);
  // Both walls end at the same point, where the mast starts.
  assert.deepEqual(left[left.length - 1], right[right.length - 1]);
  await t.assertSnapshot(svg);
});

Deno.test("thermographSvg() escapes the title and draws every game", () => {
  assert.match(thermographSvg(parseGame("1"), { title: "a<b & c" }), /a&lt;b &amp; c/);
  fc.assert(
    fc.property(
      fc.oneof(
        arbitraryTree(3, 2).map(fromTree),
        fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -2, max: 2 }), fc.nat(2))
          .map(([m, k, n]) => numberUpStar(dyadic(m, 2), k, n)),
      ),
      (g: Game) => {
        const svg = thermographSvg(g);
        assert.ok(!svg.includes("NaN"));
        for (const line of polylines(svg)) {
          for (const [x, y] of line) assert.ok(Number.isFinite(x) && Number.isFinite(y));
        }
        // Left wall never right of the right wall (points paired by height).
        const [left, right] = polylines(svg);
        assert.ok(left[0][0] <= right[0][0]);
      },
    ),
    { seed: 95332, numRuns: 100 },
  );
});

Deno.test("thermographSketch() sketches ±1 and {3||2*|1*}", async (t) => {
  const pm = thermographSketch(parseGame("+-1"));
  const lines = pm.trimEnd().split("\n");
  // The row at t = 0: Left's wall at 1 (left of centre), Right's at -1.
  const zero = lines.find((l) => l.endsWith("t=0"))!;
  assert.ok(zero.indexOf("/") < zero.indexOf("\\"));
  assert.match(lines[0], /\|/);
  await t.assertSnapshot(pm);
  await t.assertSnapshot(thermographSketch(parseGame("{3||2*|1*}")));
});

Deno.test("thermographSvg() draws a game too large to print without printing it", () => {
  const svg = thermographSvg(heat(nimber(14), integer(1)));
  assert.match(svg, /<title>Thermograph of a game too large to print<\/title>/);
  assert.match(svg, /mean 0, temperature 1/);
});

Deno.test("thermographSvg() never lets axis labels overlap, however wide the range", async (t) => {
  const { parseGame } = await import("../notation.ts");
  for (
    const text of [
      "{2|-1}",
      "{3||2*|1*}",
      "{1000|-1000}",
      "{100|-3}",
      "50",
      "{20||10|-20}",
      "{12345|-9}",
    ]
  ) {
    await t.step(text, () => {
      const svg = thermographSvg(parseGame(text));
      const labels = [
        ...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*fill="#555">([^<]*)<\/text>/g),
      ]
        .map(([, x, y, label]) => ({ x: Number(x), y: Number(y), label }));
      const values = labels.filter((l) => !l.label.startsWith("t="));
      const temps = labels.filter((l) => l.label.startsWith("t="));
      assert.ok(values.length >= 1 && temps.length >= 1);
      values.sort((a, b) => a.x - b.x);
      for (let i = 1; i < values.length; i++) {
        // Centred labels of up to 7.5 px per character must keep apart.
        const room = 7.5 * (values[i].label.length + values[i - 1].label.length) / 2;
        assert.ok(
          values[i].x - values[i - 1].x >= room,
          `${values[i - 1].label} and ${values[i].label}`,
        );
      }
      temps.sort((a, b) => a.y - b.y);
      for (let i = 1; i < temps.length; i++) assert.ok(temps[i].y - temps[i - 1].y >= 16);
      const width = Number(/width="(\d+)"/.exec(svg)![1]);
      assert.ok(width <= 760, `width ${width}`);
    });
  }
});

Deno.test("thermographSvg() rejects a unit that is not a positive number", () => {
  for (const unit of [0, -1, Number.NaN, Infinity]) {
    assert.throws(() => thermographSvg(integer(1), { unit }), RangeError);
  }
});

/** Checks that `svg` is one well-formed SVG element with finite numbers; returns its labels. */
function checkWellFormed(svg: string): { values: string[]; temps: string[]; anchor?: string } {
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  assert.ok(svg.endsWith("</svg>\n"));
  assert.ok(!/NaN|Infinity|undefined/.test(svg), "no NaN, Infinity or undefined");
  // Tags balance: every element is self-closing or closed in order.
  const open: string[] = [];
  for (const [tag, close, name, , self] of svg.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>/g)) {
    if (self === "/") continue;
    if (close === "/") assert.equal(open.pop(), name, tag);
    else open.push(name);
  }
  assert.deepEqual(open, []);
  for (const [, number] of svg.matchAll(/="(-?[\d.]+)"/g)) assert.ok(Number.isFinite(+number));
  // About page-sized: at most 480 pixels of drawing and margins for the widest labels.
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  assert.ok(width <= 760, `width ${width}`);
  const labels = [
    ...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*fill="#555">([^<]*)<\/text>/g),
  ].map(([, x, y, label]) => ({ x: Number(x), y: Number(y), label }));
  // No label is clipped: value labels are centred on their ticks, temperature labels start at x;
  // the header's lines (title at 14 px, facts at 12 px) fit with 8 pixels to spare each side.
  for (const { x, label } of labels) {
    const w = 7.5 * label.length;
    const [left, right] = label.startsWith("t=") ? [x, x + w] : [x - w / 2, x + w / 2];
    assert.ok(left >= 0 && right <= width, `label ${label} at ${x} in width ${width}`);
  }
  for (const [, line] of svg.matchAll(/data-part="title"><title>[^<]*<\/title>([^<]*)</g)) {
    assert.ok(8.4 * [...line].length <= width - 16, `title line ${line} in width ${width}`);
  }
  for (const [, line] of svg.matchAll(/data-part="facts">([^<]*)</g)) {
    assert.ok(7.5 * [...line].length <= width - 16, `facts ${line} in width ${width}`);
  }
  const values = labels.filter((l) => !l.label.startsWith("t=")).sort((a, b) => a.x - b.x);
  for (let i = 1; i < values.length; i++) {
    const room = 7.5 * (values[i].label.length + values[i - 1].label.length) / 2;
    assert.ok(values[i].x - values[i - 1].x >= room, `${values[i - 1].label}, ${values[i].label}`);
  }
  const temps = labels.filter((l) => l.label.startsWith("t=")).sort((a, b) => a.y - b.y);
  for (let i = 1; i < temps.length; i++) assert.ok(temps[i].y - temps[i - 1].y >= 16);
  const anchor = /fill="#333">A = ([^<]*)</.exec(svg)?.[1];
  return {
    values: values.map((l) => l.label),
    temps: temps.map((l) => l.label).reverse(),
    ...(anchor === undefined ? {} : { anchor }),
  };
}

Deno.test("thermographSvg() draws values of any size with short exact labels", async (t) => {
  const big = (k: number) => String(2n ** BigInt(k));
  const rows: [string, string, { values: string[]; anchor?: string; temps?: string[] }][] = [
    // The integer 2^54 is beyond float precision: x + 1 === x there.
    ["2^54", big(54), { values: ["18014398509481984"], temps: ["t=-1", "t=0", "t=1"] }],
    ["2^200", big(200), { values: ["A+1", "A", "A-1"], anchor: "2^200" }],
    ["2^1100", big(1100), { values: ["A+1", "A", "A-1"], anchor: "2^1100" }],
    ["-2^1100", `-${big(1100)}`, { values: ["A+1", "A", "A-1"], anchor: "-2^1100" }],
    ["2^1100 + 1", `${2n ** 1100n + 1n}`, { values: ["A+1", "A", "A-1"], anchor: "2^1100 + 1" }],
    ["2^-60", `1/${big(60)}`, { values: ["1", "0"] }],
    ["-2^-60", `-1/${big(60)}`, { values: ["0", "-1"] }],
    ["{2^60|-2^60}", `{${big(60)}|-${big(60)}}`, {
      values: ["1000000000000000000", "0", "-1000000000000000000"],
    }],
    ["{2^1100|-2^1100}", `{${big(1100)}|-${big(1100)}}`, {
      values: ["1e331", "5e330", "0", "-5e330", "-1e331"],
    }],
    ["{2^1100|2^1100-1}", `{${big(1100)}|${2n ** 1100n - 1n}}`, {
      values: ["A+2", "A+1", "A", "A-1"],
      anchor: "2^1100 - 1",
    }],
  ];
  for (const [name, text, expected] of rows) {
    await t.step(name, () => {
      const g = parseGame(text);
      const labels = checkWellFormed(thermographSvg(g));
      // Values increase to the left, so labels read from the largest down, left to right.
      assert.deepEqual(labels.values, expected.values);
      assert.equal(labels.anchor, expected.anchor);
      if (expected.temps !== undefined) assert.deepEqual(labels.temps, expected.temps);
      const sketch = thermographSketch(g);
      assert.ok(!/NaN|Infinity|undefined/.test(sketch));
      assert.ok(sketch.split("\n").length <= 20);
    });
  }
});

Deno.test("thermographSvg() writes huge means and temperatures briefly", () => {
  const svg = thermographSvg(parseGame(`{${2n ** 1100n}|-${2n ** 1100n}}`));
  assert.match(svg, /mean 0, temperature 2\^1100</);
  assert.match(svg, /t=1e331</);
  assert.match(thermographSvg(parseGame(String(2n ** 1100n))), /<title>Thermograph of 2\^1100</);
});

Deno.test("thermographSvg() draws random values of any size with a bounded number of labels", () => {
  const bigInt = fc.bigInt({ min: -(2n ** 1200n), max: 2n ** 1200n });
  const magnitude = fc.nat(1200).chain((k) =>
    fc.bigInt({ min: -(2n ** BigInt(k)), max: 2n ** BigInt(k) })
  );
  const value = fc.tuple(fc.oneof(bigInt, magnitude), fc.nat(70)).map(([n, e]) => dyadic(n, e));
  const game = fc.oneof(
    value.map((x) => numberUpStar(x, 0, 0)),
    fc.tuple(value, fc.integer({ min: -2, max: 2 }), fc.nat(2)).map(([x, k, n]) =>
      numberUpStar(x, k, n)
    ),
    fc.tuple(magnitude, magnitude).map(([a, b]) =>
      parseGame(`{${a > b ? a : b}|${a > b ? b : a}}`)
    ),
  );
  fc.assert(
    fc.property(game, (g: Game) => {
      const { values, temps } = checkWellFormed(thermographSvg(g));
      assert.ok(values.length <= 101 && temps.length <= 102);
      for (const label of values) assert.ok(label.length <= 20, label);
      const [left, right] = polylines(thermographSvg(g));
      assert.ok(left[0][0] <= right[0][0]);
      assert.ok(!/NaN|Infinity/.test(thermographSketch(g)));
    }),
    { seed: 20261204, numRuns: 200 },
  );
});

Deno.test("thermographSvg() refuses a unit that would make the drawing absurdly large", () => {
  assert.throws(
    () => thermographSvg(parseGame(`{${2n ** 60n}|0}`), { unit: 1 }),
    RangeError,
    "Cannot draw thermograph: the drawing would be more than 1000000 pixels across",
  );
});

Deno.test("thermographSvg() wraps a long title, shortens it past three lines, and keeps it whole on hover", () => {
  const long = parseGame("{{5|4||3|2}|{1|0||-1|-2}||{-3|-4}|-5}");
  const svg = thermographSvg(long, { title: "x".repeat(400) });
  const lines = [...svg.matchAll(/data-part="title"><title>([^<]*)<\/title>([^<]*)</g)];
  assert.equal(lines.length, 3);
  assert.ok(lines.every(([, hover]) => hover === "x".repeat(400)));
  assert.ok(lines[2][2].endsWith("…"));
  checkWellFormed(svg);
  const form = parseGame("{{5|4||3|2}|{1|0||-1|-2},{7|6}||{-3|-4}|-5}");
  const wrapped = thermographSvg(form);
  const shown = [...wrapped.matchAll(/data-part="title"><title>[^<]*<\/title>([^<]*)</g)]
    .map(([, l]) => l).join("");
  assert.equal(shown, formatGame(form));
  checkWellFormed(wrapped);
});

/** Checks a TikZ thermograph: its frame, that both walls end at the mast, balanced braces. */
function checkTikz(g: Game): void {
  const tikz = thermographTikz(g);
  assert.match(tikz, /^\\begin\{tikzpicture\}\[font=\\small\]\n/);
  assert.ok(tikz.endsWith("\\end{tikzpicture}\n"));
  const points = [...tikz.matchAll(/\((-?[\d.]+),(-?[\d.]+)\)/g)].map(([, x, y]) => [+x, +y]);
  assert.ok(points.length >= 4);
  for (const [x, y] of points) {
    assert.ok(Number.isFinite(x) && Number.isFinite(y));
    assert.ok(x >= -1e-9 && x <= 8.0001 && y >= -1e-9 && y <= 9, `(${x}, ${y})`);
  }
  const walls = [...tikz.matchAll(/\\draw\[(?:blue|red), thick\] (.*);/g)].map(([, p]) =>
    p.split(" -- ").at(-1)
  );
  const mast = /\\draw\[thick, -latex\] (\([^)]*\))/.exec(tikz)![1];
  assert.deepEqual(walls, [mast, mast]);
  let depth = 0;
  for (const m of tikz.replace(/\\[{}]/g, "").matchAll(/[{}]/g)) {
    depth += m[0] === "{" ? 1 : -1;
    assert.ok(depth >= 0);
  }
  assert.equal(depth, 0);
}

Deno.test("thermographTikz() draws walls and mast inside its frame, for any game", () => {
  fc.assert(
    fc.property(arbitraryTree(3, 3), (tree) => checkTikz(fromTree(tree))),
    { seed: 51205, numRuns: 200 },
  );
  assert.match(thermographTikz(parseGame("1"), { title: "a_b & {c}" }), /a\\_b \\& \\\{c\\\}/);
});
