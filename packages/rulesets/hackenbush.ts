/**
 * Blue-Red-Green Hackenbush on trees: Left removes blue edges, Right red
 * ones, either player green ones, and whatever is cut off from the ground
 * falls away. Blue-red trees are numbers, green trees nimbers.
 *
 * @module
 */

import { add } from "@cgt/partizan/arithmetic";
import { addDyadic, type Dyadic, dyadic, negateDyadic } from "@cgt/partizan/dyadic";
import { type Game, nimber, numberGame, ZERO } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { Dyadic } from "@cgt/partizan/dyadic";

/** The colour of a Hackenbush edge: `"L"` blue (Left's), `"R"` red (Right's), `"G"` green (both players'). */
export type HackenbushColour = "L" | "R" | "G";

/** An edge of a Hackenbush tree with the edges standing on its top end. */
export interface HackenbushEdge {
  /** `"L"` for a blue edge (Left's), `"R"` for a red one (Right's), `"G"` for a green one (either player's). */
  readonly colour: HackenbushColour;
  /** The edges attached to the top end of this one. */
  readonly above: readonly HackenbushEdge[];
}

/** A Hackenbush position: the trees standing on the ground, by their bottom edges. */
export type HackenbushPosition = readonly HackenbushEdge[];

/** The longest notation {@link parseHackenbush} accepts. */
export const MAX_HACKENBUSH_LENGTH = 4096;

/**
 * Parses Hackenbush trees. A chain is a run of `L` (blue), `R` (red) and `G`
 * (green) edges read from the bottom up, optionally ending in a fork
 * `(chain,chain,...)` of chains standing on its top; a position is chains on
 * the ground separated by commas. So `"LLR"` is a stalk (blue, blue, red
 * from the ground), `"L(R,R)"` a blue edge with two red edges on it, and
 * `"LR,R"` two trees. The empty string is the empty position.
 *
 * @param text The notation, at most 4096 characters.
 * @returns The trees.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in that grammar.
 * @throws {RangeError} If it is longer than 4096 characters.
 *
 * @example
 * ```ts
 * import { parseHackenbush } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseHackenbush("LR"), [
 *   { colour: "L", above: [{ colour: "R", above: [] }] },
 * ]);
 * ```
 */
export function parseHackenbush(text: string): HackenbushPosition {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read Hackenbush position: expected a string such as "LLR" or "L(R,R)", received ${typeof text}`,
    );
  }
  if (text.length > MAX_HACKENBUSH_LENGTH) {
    throw new RangeError(
      `Cannot read Hackenbush position: at most ${MAX_HACKENBUSH_LENGTH} characters, received ${text.length}`,
    );
  }
  let i = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(
      `Cannot read Hackenbush position: ${why} at position ${i + 1}, received "${text}"`,
    );
  };
  const chains = (): HackenbushEdge[] => {
    const out = [chain()];
    while (text[i] === ",") {
      i++;
      out.push(chain());
    }
    return out;
  };
  const chain = (): HackenbushEdge => {
    const colours: HackenbushColour[] = [];
    while (text[i] === "L" || text[i] === "R" || text[i] === "G") {
      colours.push(text[i++] as HackenbushColour);
    }
    if (colours.length === 0) fail(`expected L, R or G, found ${describe(text[i])}`);
    let above: HackenbushEdge[] = [];
    if (text[i] === "(") {
      i++;
      above = chains();
      if (text[i] !== ")") fail(`expected "," or ")", found ${describe(text[i])}`);
      i++;
    }
    for (let k = colours.length - 1; k >= 0; k--) {
      const edge: HackenbushEdge = { colour: colours[k], above };
      above = [edge];
    }
    return above[0];
  };
  if (text === "") return [];
  const result = chains();
  if (i < text.length) fail(`unexpected ${describe(text[i])}`);
  return result;
}

function describe(c: string | undefined): string {
  return c === undefined ? "the end" : `"${c}"`;
}

/**
 * Writes trees in the notation of {@link parseHackenbush}.
 *
 * @param position The trees.
 * @returns The notation (`"LLR"`, `"L(R,R)"`).
 *
 * @example
 * ```ts
 * import { formatHackenbush, parseHackenbush } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatHackenbush(parseHackenbush("L(RL,R),L")), "L(RL,R),L");
 * ```
 */
export function formatHackenbush(position: HackenbushPosition): string {
  return position.map(formatEdge).join(",");
}

function formatEdge(edge: HackenbushEdge): string {
  if (edge.above.length === 0) return edge.colour;
  if (edge.above.length === 1) return edge.colour + formatEdge(edge.above[0]);
  return `${edge.colour}(${edge.above.map(formatEdge).join(",")})`;
}

function canonicalEdge(edge: HackenbushEdge): string {
  if (edge.above.length === 0) return edge.colour;
  if (edge.above.length === 1) return edge.colour + canonicalEdge(edge.above[0]);
  return `${edge.colour}(${edge.above.map(canonicalEdge).sort().join(",")})`;
}

function cuts(position: HackenbushPosition, colour: "L" | "R"): HackenbushPosition[] {
  const out: HackenbushPosition[] = [];
  position.forEach((edge, i) => {
    const before = position.slice(0, i);
    const after = position.slice(i + 1);
    if (edge.colour === colour || edge.colour === "G") out.push([...before, ...after]);
    for (const above of cuts(edge.above, colour)) {
      out.push([...before, { colour: edge.colour, above }, ...after]);
    }
  });
  return out;
}

/**
 * The rules of Blue-Red-Green Hackenbush on trees (Winning Ways ch. 1 and
 * 2): Left removes a blue or a green edge, Right a red or a green one, and
 * every edge no longer connected to the ground disappears. Each tree on the ground is a component; keys
 * sort the branches at every fork, so trees that differ only in the order of
 * branches share a key.
 *
 * @example
 * ```ts
 * import { HACKENBUSH, parseHackenbush } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.equal([...HACKENBUSH.leftOptions(parseHackenbush("L(L,R)"))].length, 2);
 * ```
 */
export const HACKENBUSH: Ruleset<HackenbushPosition> = {
  name: "Hackenbush",
  leftOptions: (p: HackenbushPosition): HackenbushPosition[] => cuts(p, "L"),
  rightOptions: (p: HackenbushPosition): HackenbushPosition[] => cuts(p, "R"),
  key(p: HackenbushPosition): PositionKey {
    return p.map(canonicalEdge).sort().join(",");
  },
  components(p: HackenbushPosition): HackenbushPosition[] {
    return p.map((edge) => [edge]);
  },
};

const ONE = dyadic(1);

/** The value of a blue edge with a tree of value x on top. */
function blueEdgeOver(x: Dyadic): Dyadic {
  // The least integer n >= 1 with x + n > 1 is floor(1 - x) + 1 (at least 1).
  const d = addDyadic(ONE, negateDyadic(x));
  const floor = d.numerator >> BigInt(d.exponent);
  const n = floor + 1n > 1n ? floor + 1n : 1n;
  const top = addDyadic(x, dyadic(n));
  return dyadic(top.numerator, top.exponent + Number(n - 1n));
}

function edgeValue(edge: HackenbushEdge): Dyadic {
  let x = dyadic(0);
  for (const child of edge.above) x = addDyadic(x, edgeValue(child));
  return edge.colour === "L" ? blueEdgeOver(x) : negateDyadic(blueEdgeOver(negateDyadic(x)));
}

/**
 * Returns the value of Blue-Red Hackenbush trees by the number rule, with no
 * search: trees on the ground add, branches at a fork add, and an edge with
 * trees of total value x on its top end is worth, if blue, (x + n) / 2^(n-1)
 * for the least integer n >= 1 with x + n > 1, and if red, the negative of
 * that rule applied to -x (Winning Ways ch. 1; Berlekamp's rule for stalks
 * is the special case of one branch per edge; Lessons in Play ch. 5, the
 * Hackenbush number rule). Tests check it against plain recursion.
 *
 * Cost: linear in the number of edges (exact dyadic arithmetic).
 *
 * @param position The trees, blue and red only.
 * @returns The value, a dyadic rational.
 * @throws {RangeError} If an edge is green.
 *
 * @example
 * ```ts
 * import { hackenbushValue, parseHackenbush } from "@cgt/rulesets/hackenbush";
 * import { formatDyadic } from "@cgt/partizan/dyadic";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatDyadic(hackenbushValue(parseHackenbush("LRR"))), "1/4");
 * assert.equal(formatDyadic(hackenbushValue(parseHackenbush("L(R,R)"))), "1/4");
 * ```
 */
export function hackenbushValue(position: HackenbushPosition): Dyadic {
  if (position.some(hasGreen)) {
    throw new RangeError(
      `Cannot compute Hackenbush number: green edges make the value a game that need not be a number (use hackenbush()), received "${
        formatHackenbush(position).slice(0, 40)
      }"`,
    );
  }
  let x = dyadic(0);
  for (const edge of position) x = addDyadic(x, edgeValue(edge));
  return x;
}

/** Whether the tree on `edge` has a green edge. */
function hasGreen(edge: HackenbushEdge): boolean {
  return edge.colour === "G" || edge.above.some(hasGreen);
}

/** Whether every edge of the tree on `edge` is green. */
function allGreen(edge: HackenbushEdge): boolean {
  return edge.colour === "G" && edge.above.every(allGreen);
}

/**
 * The nim value of an all-green tree by the colon principle: the branches
 * at a vertex add (their values nim-add), and a green edge under trees of
 * value g is worth g + 1 (Winning Ways ch. 7).
 */
function greenValue(edge: HackenbushEdge): number {
  let x = 0;
  for (const child of edge.above) x ^= greenValue(child);
  return x + 1;
}

/** A green stalk of `n` edges, standing on nothing (`[]` for n = 0). */
function greenStalk(n: number): HackenbushEdge[] {
  let above: HackenbushEdge[] = [];
  for (let k = 0; k < n; k++) above = [{ colour: "G", above }];
  return above;
}

/**
 * The tree on `edge` with the all-green branches at each vertex replaced by
 * one green stalk of their total nim value. By the colon principle (the
 * value of a tree depends only on the values, not the forms, of what stands
 * on a vertex) the value is unchanged, and the search meets fewer positions.
 */
function squeezeGreen(edge: HackenbushEdge): HackenbushEdge {
  let green = 0;
  const rest: HackenbushEdge[] = [];
  for (const child of edge.above) {
    if (allGreen(child)) green ^= greenValue(child);
    else rest.push(squeezeGreen(child));
  }
  return { colour: edge.colour, above: [...rest, ...greenStalk(green)] };
}

/** The solver for trees with green and blue or red edges; its table is bounded (it clears when full). */
const SEARCH = new Solver(HACKENBUSH);

/**
 * Returns the canonical value of Blue-Red-Green Hackenbush trees. Trees on
 * the ground add. A blue-red tree is a number, by the number rule
 * ({@link hackenbushValue}); an all-green tree is the nimber of its nim
 * value by the colon principle (a green stalk of n edges is *n; Winning Ways
 * ch. 7); a tree with both is found by a search over its moves, after its
 * all-green branches are squeezed into green stalks of the same value.
 *
 * Cost: linear in the number of edges for blue-red and for green trees;
 * exponential in the worst case for mixed ones (the CLI's step budget
 * bounds it).
 *
 * @param position The trees.
 * @returns The value.
 * @throws {PositionLimitError} If a mixed tree needs more positions than the search allows.
 *
 * @example Green stalks are nimbers; a blue edge on a green one is ^*
 * ```ts
 * import { hackenbushGame, parseHackenbush } from "@cgt/rulesets/hackenbush";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hackenbushGame(parseHackenbush("GGG"))), "*3");
 * assert.equal(formatGame(hackenbushGame(parseHackenbush("GL"))), "^*");
 * ```
 */
export function hackenbushGame(position: HackenbushPosition): Game {
  let sum = ZERO;
  const numbers: HackenbushEdge[] = [];
  let nim = 0;
  for (const edge of position) {
    if (!hasGreen(edge)) numbers.push(edge);
    else if (allGreen(edge)) nim ^= greenValue(edge);
    else sum = add(sum, SEARCH.value([squeezeGreen(edge)]));
  }
  if (numbers.length > 0) sum = add(sum, numberGame(hackenbushValue(numbers)));
  return nim === 0 ? sum : add(sum, nimber(nim));
}

/**
 * Returns the canonical value of Blue-Red-Green Hackenbush trees written as
 * in {@link parseHackenbush}, by {@link hackenbushGame}.
 *
 * @param text The notation (`"LLR"`, `"L(R,R)"`, `"GGG"`), at most 4096 characters.
 * @returns The value as a game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the grammar.
 * @throws {RangeError} If it is too long.
 * @throws {PositionLimitError} If a mixed tree needs more positions than the search allows.
 *
 * @example Winning Ways ch. 1: the stalk blue-red is 1/2; ch. 7: a green stalk of 3 is *3
 * ```ts
 * import { hackenbush } from "@cgt/rulesets/hackenbush";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hackenbush("LR")), "1/2");
 * assert.equal(formatGame(hackenbush("LLR")), "3/2");
 * assert.equal(formatGame(hackenbush("GGG")), "*3");
 * ```
 */
export function hackenbush(text: string): Game {
  return hackenbushGame(parseHackenbush(text));
}
