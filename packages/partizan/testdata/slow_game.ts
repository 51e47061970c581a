/**
 * The slow, obviously-correct twin of the partizan engine, for tests: games as plain trees of
 * options, never simplified, with the order and sums straight from the definitions
 * (Conway, ONAG ch. 1): G <= H iff no G^L >= H and no H^R <= G.
 *
 * @module
 */

import fc from "fast-check";
import { dyadic } from "../dyadic.ts";
import { type Game, game, leftOptions, numberUpStar, rightOptions } from "../game.ts";

/** A game form as a tree of options, not simplified. */
export interface Tree {
  readonly left: readonly Tree[];
  readonly right: readonly Tree[];
}

/** Builds a tree. */
export function tree(left: readonly Tree[], right: readonly Tree[]): Tree {
  return { left, right };
}

/** The empty game 0 = { | }. */
export const ZERO_TREE: Tree = tree([], []);

const leqMemo = new Map<Tree, Map<Tree, boolean>>();

/** G <= H by the definition. */
export function slowLeq(g: Tree, h: Tree): boolean {
  let row = leqMemo.get(g);
  if (row === undefined) leqMemo.set(g, row = new Map());
  let r = row.get(h);
  if (r === undefined) {
    r = !g.left.some((gl) => slowLeq(h, gl)) && !h.right.some((hr) => slowLeq(hr, g));
    row.set(h, r);
  }
  return r;
}

/** G = H: G <= H and H <= G. */
export function slowEquals(g: Tree, h: Tree): boolean {
  return slowLeq(g, h) && slowLeq(h, g);
}

/** The four-way relation of G to H. */
export function slowCompare(g: Tree, h: Tree): "<" | "=" | ">" | "||" {
  const a = slowLeq(g, h);
  const b = slowLeq(h, g);
  return a ? (b ? "=" : "<") : b ? ">" : "||";
}

const negMemo = new Map<Tree, Tree>();

/** -G = {-G^R | -G^L}. */
export function slowNegate(g: Tree): Tree {
  let r = negMemo.get(g);
  if (r === undefined) {
    r = tree(g.right.map(slowNegate), g.left.map(slowNegate));
    negMemo.set(g, r);
  }
  return r;
}

const sumMemo = new Map<Tree, Map<Tree, Tree>>();

/** G + H = {G^L + H, G + H^L | G^R + H, G + H^R}, unsimplified. */
export function slowAdd(g: Tree, h: Tree): Tree {
  let row = sumMemo.get(g);
  if (row === undefined) sumMemo.set(g, row = new Map());
  let r = row.get(h);
  if (r === undefined) {
    r = tree(
      [...g.left.map((gl) => slowAdd(gl, h)), ...h.left.map((hl) => slowAdd(g, hl))],
      [...g.right.map((gr) => slowAdd(gr, h)), ...h.right.map((hr) => slowAdd(g, hr))],
    );
    row.set(h, r);
  }
  return r;
}

/** Whether Left, moving first, wins (some G^L on which Right moving first loses). */
export function slowLeftWinsFirst(g: Tree): boolean {
  return g.left.some((gl) => !slowRightWinsFirst(gl));
}

/** Whether Right, moving first, wins. */
export function slowRightWinsFirst(g: Tree): boolean {
  return g.right.some((gr) => !slowLeftWinsFirst(gr));
}

/** The outcome class from who wins moving first. */
export function slowOutcome(g: Tree): "L" | "R" | "P" | "N" {
  const l = slowLeftWinsFirst(g);
  const r = slowRightWinsFirst(g);
  return l ? (r ? "N" : "L") : r ? "R" : "P";
}

const treeOf = new Map<number, Tree>();

/** The tree of a canonical game's canonical form. */
export function toTree(g: Game): Tree {
  let t = treeOf.get(g.id);
  if (t === undefined) {
    t = tree(leftOptions(g).map(toTree), rightOptions(g).map(toTree));
    treeOf.set(g.id, t);
  }
  return t;
}

const gameOf = new Map<Tree, Game>();

/** Builds the canonical game of a tree through `game()`, bottom up. */
export function fromTree(t: Tree): Game {
  let g = gameOf.get(t);
  if (g === undefined) {
    g = game(t.left.map(fromTree), t.right.map(fromTree));
    gameOf.set(t, g);
  }
  return g;
}

/** The integer n as a tree. */
export function integerTree(n: number): Tree {
  let t = ZERO_TREE;
  for (let i = 0; i < Math.abs(n); i++) t = n > 0 ? tree([t], []) : tree([], [t]);
  return t;
}

/** Random game trees of depth (birthday of the form) at most `depth`, at most `width` options a side. */
export function arbitraryTree(depth: number, width: number): fc.Arbitrary<Tree> {
  if (depth === 0) return fc.constant(ZERO_TREE);
  const sub = arbitraryTree(depth - 1, width);
  return fc.oneof(
    { weight: 1, arbitrary: sub },
    {
      weight: 3,
      arbitrary: fc.record({
        left: fc.array(sub, { maxLength: width }),
        right: fc.array(sub, { maxLength: width }),
      }),
    },
  );
}

/** Canonical games of forms with birthday <= 3, at most 2 options a side. */
export const smallGame: fc.Arbitrary<Game> = arbitraryTree(3, 2).map(fromTree);

/** Games x + k.^ + *n with x in [-2, 2] (quarters), |k| <= 3, n <= 3. */
export const nusGame: fc.Arbitrary<Game> = fc
  .tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -3, max: 3 }), fc.nat(3))
  .map(([m, k, n]) => numberUpStar(dyadic(m, 2), k, n));

/** Either of `smallGame` and `nusGame`. */
export const anyGame: fc.Arbitrary<Game> = fc.oneof(smallGame, nusGame);
