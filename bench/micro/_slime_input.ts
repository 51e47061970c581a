// deno-lint-ignore-file no-console
/**
 * The generated inputs of `cgt judge slime-stones` used by wythoff_bench.ts.
 * Run it to write the main input to stdout (for hyperfine and the like):
 * `deno run bench/micro/_slime_input.ts > in.txt`, or with `--adversarial`.
 *
 * @module
 */

import { wythoffPPosition } from "@cgt/nim";

/** A small deterministic generator (mulberry32), so every run sees the same input. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(6869);
const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
const LIMIT = 100_000_000;
/** The number of queries of the main input. */
export const QUERIES = 100_000;

/** A parameter k: small values most often, sometimes anything up to 10^8. */
function randomK(): number {
  const r = next();
  return r < 0.4 ? int(0, 3) : r < 0.8 ? int(4, 1000) : int(0, LIMIT);
}

/** A P-position (A_n, B_n) with B_n <= 10^8 and n as large as that allows, give or take 1%. */
function nearTopPPosition(k: number): [number, number] {
  const alpha = (1 - k + Math.sqrt(k * k + 2 * k + 5)) / 2;
  let n = Math.floor((LIMIT / (alpha + k + 1)) * (0.99 + 0.01 * next()));
  while (n > 0 && wythoffPPosition(n, { k })[1] > LIMIT) n--;
  return wythoffPPosition(n, { k });
}

/** Half random positions near 10^8, a quarter P-positions near 10^8, a quarter one step off one. */
/** The 10^5 queries of the main input, always the same. */
export const queries: [number, number, number][] = [];
for (let i = 0; i < QUERIES; i++) {
  const kind = i % 4;
  if (kind < 2) {
    queries.push([int(LIMIT - 10_000_000, LIMIT), int(LIMIT - 10_000_000, LIMIT), randomK()]);
    continue;
  }
  const k = randomK();
  const [a, b] = nearTopPPosition(k);
  const pair: [number, number] = next() < 0.5 ? [a, b] : [b, a];
  if (kind === 3) pair[next() < 0.5 ? 0 : 1] += next() < 0.5 ? -1 : 1;
  if (pair[0] > LIMIT || pair[1] > LIMIT) pair[0] -= 2;
  queries.push([Math.max(0, pair[0]), Math.max(0, pair[1]), k]);
}
/** The main input: T = 10^5, then the queries. */
export const input = `${QUERIES}\n${queries.map((q) => q.join(" ")).join("\n")}\n`;

/**
 * A second, adversarial input: for k <= 3000, the n among the continued-fraction
 * denominators of alpha (and their doubles and triples) with B_n <= 10^8, where
 * n alpha is closest to an integer; each gives (A_n, B_n) and its two diagonal
 * neighbours. The continued fraction of alpha = (1 - k + sqrt(D)) / 2 is exact
 * (integer P, Q with Q | D - P^2).
 */
export function adversarialInput(): string {
  const lines: string[] = [];
  for (let k = 0; k <= 3000; k++) {
    const d = k * k + 2 * k + 5;
    const root = Math.floor(Math.sqrt(d));
    let p = 1 - k, q = 2, previous = 1, current = 0;
    for (let i = 0; i < 80; i++) {
      const a = Math.floor((p + root) / q);
      [previous, current] = [current, a * current + previous];
      p = a * q - p;
      q = (d - p * p) / q;
      if (current > LIMIT) break;
      for (let m = 1; m <= 3 && current > 0; m++) {
        const [lower, upper] = wythoffPPosition(m * current, { k });
        if (upper > LIMIT) continue;
        lines.push(`${lower} ${upper} ${k}`, `${lower + 1} ${upper + 1} ${k}`);
        if (lower > 0) lines.push(`${lower - 1} ${upper - 1} ${k}`);
      }
    }
  }
  return `${lines.length}\n${lines.join("\n")}\n`;
}

if (import.meta.main) {
  console.log((Deno.args.includes("--adversarial") ? adversarialInput() : input).trimEnd());
}
