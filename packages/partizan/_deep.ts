/**
 * Sums of very deep games (^[4096] + *3) without deep recursion: the engine's addGames recurses
 * once per level, so a sum of a game thousands of levels deep would overflow the call stack.
 * Here the sums of the followers are formed first, bottom up, so that every recursive call of
 * addGames finds its operands' sums in the engine's cache.
 *
 * @module
 */

import { addGames, type Game, leftOf, negateGame, nusGame, nusOfGame, rightOf } from "./_engine.ts";
import { dyadic } from "@cgt/core/dyadic";

/** The followers of g (g included), every game after its options; iterative. */
export function postorder(g: Game): Game[] {
  const out: Game[] = [];
  const done = new Set<number>();
  const stack: [Game, boolean][] = [[g, false]];
  while (stack.length > 0) {
    const [h, expanded] = stack.pop()!;
    if (done.has(h.id)) continue;
    if (expanded) {
      done.add(h.id);
      out.push(h);
      continue;
    }
    stack.push([h, true]);
    // Numbers and x + k.^ + *n are summed without recursion into a deep chain of their own.
    if (nusOfGame(h) !== undefined) continue;
    for (const o of leftOf(h)) if (!done.has(o.id)) stack.push([o, false]);
    for (const o of rightOf(h)) if (!done.has(o.id)) stack.push([o, false]);
  }
  return out;
}

/**
 * Returns a + b for a deep game `a` and a game `b` of the form x + k.^ + *n with few followers.
 * Cost: the sums of every follower of a with every follower of b (a product of the two counts).
 */
export function addDeep(a: Game, b: Game): Game {
  const v = nusOfGame(b);
  if (v === undefined) return addGames(a, b);
  if (v.x.numerator !== 0n && (v.k !== 0 || v.n !== 0)) {
    // The engine adds the infinitesimal part first, then translates by the number.
    const part = addDeep(a, nusGame(dyadic(0), v.k, v.n));
    return addDeep(part, nusGame(v.x, 0, 0));
  }
  const fa = postorder(a);
  if (v.k === 0 && v.n === 0) {
    for (const f of fa) addGames(f, b); // translation needs only the options' translations
    return addGames(a, b);
  }
  const fb: Game[] = [];
  for (let i = 0; i <= v.n; i++) fb.push(nusGame(dyadic(0), 0, i));
  if (v.k !== 0) { for (const h of postorder(nusGame(dyadic(0), v.k, v.n))) fb.push(h); }
  for (const f of fa) for (const h of fb) addGames(f, h);
  return addGames(a, b);
}

/** Returns -g for a deep game, negating its followers bottom up first. */
export function negateDeep(g: Game): Game {
  for (const f of postorder(g)) negateGame(f);
  return negateGame(g);
}
