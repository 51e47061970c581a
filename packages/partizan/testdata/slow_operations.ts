/**
 * Slow twins of the game operations, straight from their definitions on game trees (never
 * simplified until the end): each works on the canonical form's tree and returns a tree.
 *
 * @module
 */

import { type Tree, tree, ZERO_TREE } from "./slow_game.ts";

/** Memoises a binary operation on trees by identity. */
function memo2(f: (g: Tree, h: Tree, self: (a: Tree, b: Tree) => Tree) => Tree) {
  const table = new Map<Tree, Map<Tree, Tree>>();
  const self = (g: Tree, h: Tree): Tree => {
    let row = table.get(g);
    if (row === undefined) table.set(g, row = new Map());
    let r = row.get(h);
    if (r === undefined) {
      r = f(g, h, self);
      row.set(h, r);
    }
    return r;
  };
  return self;
}

/** G : H = {G^L, G:H^L | G^R, G:H^R}. */
export const slowOrdinalSum = memo2((g, h, self) =>
  tree([...g.left, ...h.left.map((x) => self(g, x))], [
    ...g.right,
    ...h.right.map((x) => self(g, x)),
  ])
);

/** G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}. */
export const slowConjunctive = memo2((g, h, self) =>
  tree(
    g.left.flatMap((a) => h.left.map((b) => self(a, b))),
    g.right.flatMap((a) => h.right.map((b) => self(a, b))),
  )
);

/** G ∨ H: one or both components. */
export const slowSelective = memo2((g, h, self) =>
  tree(
    [
      ...g.left.map((a) => self(a, h)),
      ...h.left.map((b) => self(g, b)),
      ...g.left.flatMap((a) => h.left.map((b) => self(a, b))),
    ],
    [
      ...g.right.map((a) => self(a, h)),
      ...h.right.map((b) => self(g, b)),
      ...g.right.flatMap((a) => h.right.map((b) => self(a, b))),
    ],
  )
);

/** G → H: H once G has no options at all. */
export const slowSequential = memo2((g, h, self) =>
  g.left.length === 0 && g.right.length === 0
    ? h
    : tree(g.left.map((a) => self(a, h)), g.right.map((a) => self(a, h)))
);

/** Side sum: {G^L ⊳ H, H^L | G^R, G ⊳ H^R}. */
export const slowSide = memo2((g, h, self) =>
  tree([...g.left.map((a) => self(a, h)), ...h.left], [
    ...g.right,
    ...h.right.map((b) => self(g, b)),
  ])
);

/** The sum of two trees, unsimplified. */
export const slowSum = memo2((g, h, self) =>
  tree(
    [...g.left.map((a) => self(a, h)), ...h.left.map((b) => self(g, b))],
    [...g.right.map((a) => self(a, h)), ...h.right.map((b) => self(g, b))],
  )
);

/** -G. */
export function slowNeg(g: Tree): Tree {
  return tree(g.right.map(slowNeg), g.left.map(slowNeg));
}

/** Conway's product on forms. */
export const slowConway = memo2((g, h, self) => {
  const t = (a: Tree, b: Tree): Tree =>
    slowSum(slowSum(self(a, h), self(g, b)), slowNeg(self(a, b)));
  return tree(
    [
      ...g.left.flatMap((a) => h.left.map((b) => t(a, b))),
      ...g.right.flatMap((a) => h.right.map((b) => t(a, b))),
    ],
    [
      ...g.left.flatMap((a) => h.right.map((b) => t(a, b))),
      ...g.right.flatMap((a) => h.left.map((b) => t(a, b))),
    ],
  );
});

export { ZERO_TREE };

/**
 * G ⊛ H = {G⊛H^L : G^L, G⊛H^R : (-G)^L | G⊛H^L : G^R, G⊛H^R : (-G)^R}, the ordinal product
 * as CGSuite's Game.cgs defines it, every base kept as a tree (never simplified).
 */
export const slowOrdinalProduct = memo2((g, h, self) => {
  const minus = slowNeg(g);
  return tree(
    [
      ...h.left.flatMap((hl) => g.left.map((gl) => slowOrdinalSum(self(g, hl), gl))),
      ...h.right.flatMap((hr) => minus.left.map((gl) => slowOrdinalSum(self(g, hr), gl))),
    ],
    [
      ...h.left.flatMap((hl) => g.right.map((gr) => slowOrdinalSum(self(g, hl), gr))),
      ...h.right.flatMap((hr) => minus.right.map((gr) => slowOrdinalSum(self(g, hr), gr))),
    ],
  );
});
