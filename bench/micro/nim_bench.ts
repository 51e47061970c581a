/**
 * Benchmarks for New Nim (XOR basis), restricted Nim at the contest limit,
 * and Green Hackenbush on a large graph.
 *
 * @module
 */

import { greenHackenbushGrundy, restrictedNimOutcome, solveNewNim, XorBasis } from "@cgt/nim";

/** A small deterministic generator (mulberry32), so every run sees the same input. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(3105);
const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));

// New Nim at the CQOI 2013 limits: 100 piles near 10^9.
const piles = Array.from({ length: 100 }, () => int(900_000_000, 1_000_000_000));

Deno.bench("solveNewNim, 100 piles near 10^9 (100 piles)", {
  group: "new nim",
  baseline: true,
}, () => {
  solveNewNim(piles);
});

Deno.bench("XorBasis.insert only, 100 piles near 10^9 (100 piles)", { group: "new nim" }, () => {
  const basis = new XorBasis();
  for (const p of piles) basis.insert(p);
});

Deno.bench("bigint basis, sorted greedy (100 piles)", { group: "new nim" }, () => {
  // The same greedy with a plain bigint basis, for comparison.
  const rows = new Array<bigint>(64).fill(0n);
  let removed = 0n;
  for (const p of [...piles].sort((a, b) => b - a)) {
    let x = BigInt(p);
    for (let bit = 63; bit >= 0 && x > 0n; bit--) {
      if (((x >> BigInt(bit)) & 1n) === 0n) continue;
      if (rows[bit] === 0n) {
        rows[bit] = x;
        x = -1n;
        break;
      }
      x ^= rows[bit];
    }
    if (x !== -1n) removed += BigInt(p);
  }
  if (removed < 0n) throw new Error("unreachable");
});

// Restricted Nim at the GAME-24 J limit: 2*10^5 non-decreasing piles up to 10^9.
const sorted = Array.from({ length: 200_000 }, () => int(0, 1_000_000_000)).sort((a, b) => a - b);

Deno.bench("restrictedNimOutcome, N = 2*10^5 (200000 piles)", { group: "restricted nim" }, () => {
  restrictedNimOutcome(sorted);
});

// Green Hackenbush: a random tree on 10^5 vertices plus 10^5 extra edges
// (cycles, multi-edges, loops), and a long stalk.
const vertices = 100_000;
const graphEdges: [number, number][] = [];
for (let v = 1; v < vertices; v++) graphEdges.push([int(0, v - 1), v]);
for (let i = 0; i < 100_000; i++) graphEdges.push([int(0, vertices - 1), int(0, vertices - 1)]);
const sparse: [number, number][] = [];
for (let v = 1; v < vertices; v++) sparse.push([int(Math.max(0, v - 3), v - 1), v]);
for (let i = 0; i < 1000; i++) {
  const v = int(1, vertices - 1);
  sparse.push([v, int(Math.max(0, v - 2), v)]);
}

Deno.bench("greenHackenbushGrundy, 10^5 vertices, 2*10^5 edges (199999 edges)", {
  group: "green hackenbush",
  baseline: true,
}, () => {
  greenHackenbushGrundy({ ground: 0, edges: graphEdges });
});

Deno.bench("greenHackenbushGrundy, deep sparse graph, 10^5 vertices (100999 edges)", {
  group: "green hackenbush",
}, () => {
  greenHackenbushGrundy({ ground: 0, edges: sparse });
});
