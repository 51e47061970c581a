/**
 * Deterministic randomness for the benchmarks, so that every run measures the same inputs.
 *
 * @module
 */

/** A small deterministic generator (LCG): uniform numbers in [0, 1) from a 32-bit seed. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `n` items drawn from `pool` uniformly, with repetition, using `random`. */
export function pick<T>(pool: readonly T[], n: number, random: () => number): T[] {
  return Array.from({ length: n }, () => pool[Math.floor(random() * pool.length)]);
}
