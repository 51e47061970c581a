import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "./game.ts";
import { integer, nimber, numberUpStar } from "./game.ts";
import { heat } from "./cooling.ts";
import { dyadic } from "@cgt/core/dyadic";
import { parseGame } from "./notation.ts";
import { thermographSketch, thermographSvg } from "./thermograph_svg.ts";
import { arbitraryTree, fromTree } from "./testdata/slow_game.ts";

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
  const { parseGame } = await import("./notation.ts");
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
      assert.ok(width <= 700, `width ${width}`);
    });
  }
});

Deno.test("thermographSvg() rejects a unit that is not a positive number", () => {
  for (const unit of [0, -1, Number.NaN, Infinity]) {
    assert.throws(() => thermographSvg(integer(1), { unit }), RangeError);
  }
});
