/**
 * The slow twin of Col and Snort: their rules as CGSuite's `GenCol` states them, on a graph whose
 * vertices carry tints, valued by plain recursion through the engine (`{L | R}` with `game()`),
 * with no table, no decomposition, no key and no bit tricks.
 *
 * @module
 */

import { type Game, game } from "@cgt/partizan/game";

/** A vertex tint: "" none, "L" next to a blue vertex, "R" next to a red one. */
export type Tint = "" | "L" | "R";

/**
 * The value of a tinted graph in Col (`snort` false) or Snort: a player may colour a vertex that
 * is untinted or, in Col, tinted by the opponent (in Snort, by the player); the coloured vertex
 * leaves, its untinted neighbours take the player's tint, and its neighbours tinted by the
 * opponent leave too (no one may colour them any more).
 */
export function colouringTwinValue(
  snort: boolean,
  tints: readonly Tint[],
  edges: readonly (readonly [number, number])[],
): Game {
  const n = tints.length;
  const near: Set<number>[] = Array.from({ length: n }, () => new Set());
  for (const [u, v] of edges) {
    if (u === v) continue;
    near[u].add(v);
    near[v].add(u);
  }
  const value = (alive: readonly boolean[], tint: readonly Tint[]): Game => {
    const options = (player: "L" | "R"): Game[] => {
      const opponent = player === "L" ? "R" : "L";
      const out: Game[] = [];
      for (let v = 0; v < n; v++) {
        if (!alive[v]) continue;
        const allowed = tint[v] === "" || tint[v] === (snort ? player : opponent);
        if (!allowed) continue;
        const nextAlive = alive.slice();
        const nextTint = tint.slice();
        nextAlive[v] = false;
        for (const u of near[v]) {
          if (!alive[u]) continue;
          if (tint[u] === "") nextTint[u] = player;
          else if (tint[u] === opponent) nextAlive[u] = false;
        }
        out.push(value(nextAlive, nextTint));
      }
      return out;
    };
    return game(options("L"), options("R"));
  };
  return value(Array.from({ length: n }, () => true), tints);
}

/**
 * The tints of a graph in cgt's numbered notation, where `x` and `o` are vertices already
 * coloured by Left and Right: each coloured vertex leaves, and tints its uncoloured neighbours
 * (a tint is the colour of a neighbour, the same in Col and Snort; a vertex next to both colours
 * leaves too). Returns the remaining vertices' tints and edges.
 */
export function numberedToTinted(
  colours: readonly ("." | "x" | "o")[],
  edges: readonly (readonly [number, number])[],
): { tints: Tint[]; edges: [number, number][] } {
  const n = colours.length;
  const left = new Set<number>();
  const right = new Set<number>();
  for (const [u, v] of edges) {
    for (const [a, b] of [[u, v], [v, u]]) {
      if (colours[a] === "x" && colours[b] === ".") left.add(b);
      if (colours[a] === "o" && colours[b] === ".") right.add(b);
    }
  }
  const index: number[] = [];
  const tints: Tint[] = [];
  for (let v = 0; v < n; v++) {
    if (colours[v] !== "." || (left.has(v) && right.has(v))) {
      index.push(-1);
      continue;
    }
    index.push(tints.length);
    tints.push(left.has(v) ? "L" : right.has(v) ? "R" : "");
  }
  const kept: [number, number][] = [];
  for (const [u, v] of edges) {
    if (index[u] >= 0 && index[v] >= 0) kept.push([index[u], index[v]]);
  }
  return { tints, edges: kept };
}
