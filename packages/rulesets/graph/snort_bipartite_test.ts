// cgt-tools' "Snort on bipartite graphs" (t4ccer/cgt-tools, cgt/short/partizan/games/
// bipartite_snort.rs, BipartiteSnort) is Snort restricted to positions whose every vertex is
// already tinted: each vertex may be coloured by Left only (TintLeft) or by Right only
// (TintRight), never by both, and its iterator (BipartiteSnortIterator) enumerates the connected
// graphs whose edges all join a Left-tinted vertex to a Right-tinted one. Our `snort` reads
// tints (`L`, `R` in CGSuite's notation), so it covers these positions and no separate ruleset
// is added; this test checks that our snort equals a plain twin of their definition on the
// positions their iterator produces.

import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { parseSnort, snort } from "./snort.ts";
import { formatGraphNotation } from "../_graph_notation.ts";
import { plainValue } from "../../../testing/plain_value.ts";

/** A bipartite Snort position as cgt-tools keeps it: the tint of each vertex and the edges. */
interface TintedPosition {
  readonly tints: readonly ("L" | "R")[];
  readonly edges: readonly (readonly [number, number])[];
}

/**
 * The twin of cgt-tools' BipartiteSnort moves, written from their definition: the mover colours
 * a vertex of their own tint; it leaves the graph, a neighbour of the mover's tint keeps it, and
 * a neighbour of the other tint (now next to both colours) leaves the graph too.
 */
function moves(p: TintedPosition, tint: "L" | "R"): TintedPosition[] {
  const out: TintedPosition[] = [];
  p.tints.forEach((t, v) => {
    if (t !== tint) return;
    const gone = new Set([v]);
    for (const [a, b] of p.edges) {
      const other = a === v ? b : b === v ? a : -1;
      if (other >= 0 && p.tints[other] !== tint) gone.add(other);
    }
    const renumber = new Map<number, number>();
    const tints: ("L" | "R")[] = [];
    p.tints.forEach((x, u) => {
      if (!gone.has(u)) renumber.set(u, tints.push(x) - 1);
    });
    const edges = p.edges.filter(([a, b]) => !gone.has(a) && !gone.has(b))
      .map(([a, b]) => [renumber.get(a)!, renumber.get(b)!] as const);
    out.push({ tints, edges });
  });
  return out;
}

const TWIN: Ruleset<TintedPosition> = {
  name: "cgt-tools BipartiteSnort (twin)",
  leftOptions: (p) => moves(p, "L"),
  rightOptions: (p) => moves(p, "R"),
};

/** The twin's value by plain recursion. */
function twinValue(p: TintedPosition): Game {
  return plainValue(TWIN, p);
}

/** The position in CGSuite's notation, which our snort reads. */
function notation(p: TintedPosition): string {
  return formatGraphNotation({
    labels: [...p.tints],
    edges: p.edges.map(([a, b]) => [a, b, ""]),
  });
}

function connected(n: number, edges: readonly (readonly [number, number])[]): boolean {
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const [a, b] of edges) {
      const w = a === u ? b : b === u ? a : -1;
      if (w >= 0 && !seen.has(w)) {
        seen.add(w);
        stack.push(w);
      }
    }
  }
  return seen.size === n;
}

/**
 * The positions BipartiteSnortIterator::new(blue, red) yields: vertices 0 .. blue - 1 tinted
 * Left and the rest Right, and every subset of the blue-red edges (bit k of the mask is the
 * k-th pair in order blue-major) that leaves the graph connected.
 */
function iteratorPositions(blue: number, red: number): TintedPosition[] {
  const tints = [
    ...Array<"L">(blue).fill("L"),
    ...Array<"R">(red).fill("R"),
  ];
  const pairs: [number, number][] = [];
  for (let u = 0; u < blue; u++) for (let v = blue; v < blue + red; v++) pairs.push([u, v]);
  const out: TintedPosition[] = [];
  for (let mask = 0; mask < 2 ** pairs.length; mask++) {
    const edges = pairs.filter((_, k) => (mask >> k) & 1);
    if (connected(blue + red, edges)) out.push({ tints, edges });
  }
  return out;
}

Deno.test("snort() equals cgt-tools' BipartiteSnort on every position its iterator yields up to 3 by 3", async (t) => {
  for (let blue = 1; blue <= 3; blue++) {
    for (let red = 1; red <= 3; red++) {
      await t.step(`${blue} blue and ${red} red vertices`, () => {
        const positions = iteratorPositions(blue, red);
        assert.ok(positions.length > 0);
        for (const p of positions) {
          assert.equal(formatGame(snort(notation(p))), formatGame(twinValue(p)), notation(p));
        }
      });
    }
  }
});

Deno.test("snort() gives cgt-tools' BipartiteSnort reduction: all one tint is that many moves", () => {
  // bipartite_snort.rs `reductions`: every vertex TintLeft is the integer n, TintRight -n.
  for (let n = 1; n <= 5; n++) {
    const left = Array(n).fill("L").join(";");
    assert.equal(formatGame(snort(left)), String(n));
    assert.equal(formatGame(snort(Array(n).fill("R").join(";"))), String(-n));
  }
});

Deno.test("snort() equals cgt-tools' BipartiteSnort on random bipartite graphs up to 4 by 4", () => {
  const arb = fc.record({
    blue: fc.integer({ min: 0, max: 4 }),
    red: fc.integer({ min: 0, max: 4 }),
    mask: fc.integer({ min: 0, max: 2 ** 16 - 1 }),
  }).map(({ blue, red, mask }): TintedPosition => {
    const tints = [...Array<"L">(blue).fill("L"), ...Array<"R">(red).fill("R")];
    const edges: [number, number][] = [];
    let k = 0;
    for (let u = 0; u < blue; u++) {
      for (let v = blue; v < blue + red; v++, k++) if ((mask >> k) & 1) edges.push([u, v]);
    }
    return { tints, edges };
  });
  fc.assert(
    fc.property(arb, (p) => {
      const text = notation(p);
      assert.equal(formatGame(snort(text)), formatGame(twinValue(p)), text);
      // Every vertex is tinted: it gives exactly one player the right to colour it.
      const parsed = parseSnort(text);
      assert.equal(parsed.left & parsed.right, 0, text);
      assert.equal(parsed.left | parsed.right, 2 ** p.tints.length - 1, text);
    }),
    { seed: 2025, numRuns: 150 },
  );
});
