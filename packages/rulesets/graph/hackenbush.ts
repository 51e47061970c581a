/**
 * Blue-Red-Green Hackenbush on any graph: Left removes blue edges, Right red ones, either player
 * green ones, and whatever is cut off from the ground falls away. Trees have fast paths (blue-red
 * trees are numbers, green ones nimbers); any other graph is searched.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { add } from "@cgt/partizan/arithmetic";
import { addDyadic, type Dyadic, dyadic, negateDyadic } from "@cgt/partizan/dyadic";
import { type Game, nimber, numberGame, ZERO } from "@cgt/partizan/game";
import { type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";
import {
  formatHackenbushNotation,
  graphRuleset,
  type HackenbushColour,
  type HackenbushGraphPosition,
  isTreeNotation,
  parseHackenbushNotation,
  searchPosition,
} from "../_hackenbush_graph.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { Dyadic } from "@cgt/partizan/dyadic";
export type {
  HackenbushColour,
  HackenbushGraphEdge,
  HackenbushGraphPosition,
} from "../_hackenbush_graph.ts";

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
  checkPosition(position, "format Hackenbush position");
  return position.map(formatEdge).join(",");
}

/**
 * Throws a TypeError unless `position` is a list of trees of edges `{ colour, above }` with at
 * most {@link MAX_HACKENBUSH_LENGTH} edges in all (so a shared or cyclic structure is refused
 * too), walked without recursion.
 */
function checkPosition(position: HackenbushPosition, what: string): void {
  if (!Array.isArray(position)) {
    typeFail(what, "expected a list of edges { colour, above }", position);
  }
  const stack: unknown[] = [...position];
  let count = 0;
  while (stack.length > 0) {
    const edge = stack.pop() as HackenbushEdge;
    if (++count > MAX_HACKENBUSH_LENGTH) {
      typeFail(what, `a position has at most ${MAX_HACKENBUSH_LENGTH} edges`, count);
    }
    if (
      edge === null || typeof edge !== "object" ||
      !(edge.colour === "L" || edge.colour === "R" || edge.colour === "G") ||
      !Array.isArray(edge.above)
    ) {
      typeFail(what, 'an edge must be { colour: "L" | "R" | "G", above: [...] }', edge);
    }
    for (const up of edge.above) stack.push(up);
  }
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
  checkPosition(position, "compute Hackenbush number");
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
  checkPosition(position, "compute Hackenbush value");
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
 * Parses a Hackenbush position on any graph, in CGSuite's graph notation or in cgt's tree
 * notation (that of {@link parseHackenbush}: upper-case `L`, `R`, `G` with parentheses and
 * commas, read so when the text has no other character).
 *
 * CGSuite's notation (as `Hackenbush("...")` reads it): each edge is a letter, `l` blue (Left's),
 * `r` red (Right's) or `e` green (either player's), and the ground is the first vertex written.
 * So `"lrr"` is a stalk (blue, red, red from the ground); `(` ... `;` ... `)` are branches from the
 * vertex before them (`"l(l;rl)"`: a blue edge carrying a blue edge and a red-blue stalk;
 * `"(l;r)"`: two edges on the ground); `.` writes a vertex explicitly; `:A` or `:{name}` names a
 * vertex, the same vertex at every occurrence (`":Alre:A"` is a triangle through the ground,
 * `"l:Ae:A"` a green loop on a blue edge, `":All:A"` two blue edges from the ground to one
 * vertex); spaces are ignored. As in CGSuite, `;` at top level starts another component, and the graph must be
 * connected (every part must reach the ground); the empty text is the bare ground (CGSuite
 * rejects it).
 *
 * @param text The notation, at most 4096 characters.
 * @returns The graph, with the ground as vertex 0.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is in neither notation (the message gives the column).
 * @throws {RangeError} If it is too long or not connected.
 *
 * @example
 * ```ts
 * import { parseHackenbushGraph } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseHackenbushGraph(":Alre:A"), {
 *   vertices: 3,
 *   edges: [[0, 1, "L"], [1, 2, "R"], [2, 0, "G"]],
 * });
 * assert.deepEqual(parseHackenbushGraph("LR"), { vertices: 3, edges: [[0, 1, "L"], [1, 2, "R"]] });
 * ```
 */
export function parseHackenbushGraph(text: string): HackenbushGraphPosition {
  if (isTreeNotation(text)) {
    return treesToGraph(parseHackenbush(text));
  }
  return parseHackenbushNotation(text, MAX_HACKENBUSH_LENGTH);
}

/** Trees on the ground as a graph: vertex 0 the ground, the others in depth-first order. */
function treesToGraph(position: HackenbushPosition): HackenbushGraphPosition {
  const edges: [number, number, HackenbushColour][] = [];
  let vertices = 1;
  const stack: [HackenbushEdge, number][] = position.map((e): [HackenbushEdge, number] => [e, 0])
    .reverse();
  while (stack.length > 0) {
    const [edge, below] = stack.pop()!;
    const top = vertices++;
    edges.push([below, top, edge.colour]);
    for (let i = edge.above.length - 1; i >= 0; i--) stack.push([edge.above[i], top]);
  }
  return { vertices, edges };
}

/**
 * Writes a Hackenbush graph in CGSuite's graph notation, walking from the ground (which comes
 * first, as CGSuite requires); vertices reached more than once are named `:A`, `:B`, ... Edges
 * not connected to the ground are left out. {@link parseHackenbushGraph} reads the result back as
 * the same graph up to the numbering of its vertices.
 *
 * @param position The graph.
 * @returns The notation, such as `"l(l;rl)"`; "" for the bare ground.
 * @throws {TypeError} If `position` is not a graph.
 * @throws {RangeError} If an edge names a vertex out of range.
 *
 * @example
 * ```ts
 * import { formatHackenbushGraph, parseHackenbushGraph } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatHackenbushGraph(parseHackenbushGraph("L(R,G)")), "l(r;e)");
 * assert.equal(formatHackenbushGraph(parseHackenbushGraph(":Al:B;:Br:C;:Ce:A")), ":Alre:A");
 * ```
 */
export function formatHackenbushGraph(position: HackenbushGraphPosition): string {
  return formatHackenbushNotation(position);
}

/**
 * The rules of Blue-Red-Green Hackenbush on any graph (Winning Ways ch. 1, 2 and 7; CGSuite's
 * `Hackenbush`): Left cuts a blue or green edge, Right a red or green one, and every edge no
 * longer connected to the ground (vertex 0) falls. Components are the parts that meet only at the
 * ground; in each, every all-green part hanging from one other vertex is squeezed into a green
 * stalk of its value (the colon principle, which holds for any part meeting the rest at one
 * vertex); keys are canonical labellings (sorted shapes for trees), so isomorphic parts share one
 * table entry. All-green parts are valued by the colon and fusion
 * principles (`greenHackenbushGrundy` of `@cgt/nim`) and trees by {@link hackenbushGame}, without
 * search. The options it returns are positions of the search, which read as graphs (`vertices`,
 * `edges`, renumbered from the ground).
 *
 * @example
 * ```ts
 * import { HACKENBUSH_GRAPH, parseHackenbushGraph } from "@cgt/rulesets/hackenbush";
 * import assert from "node:assert/strict";
 *
 * // A blue-red-green triangle on the ground: Left may cut the blue or the green edge.
 * assert.equal([...HACKENBUSH_GRAPH.leftOptions(parseHackenbushGraph(":Alre:A"))].length, 2);
 * ```
 */
export const HACKENBUSH_GRAPH: Ruleset<HackenbushGraphPosition> = graphRuleset(hackenbushGame);

/** The solver for graphs; its table is bounded (it clears when full). */
const GRAPH_SEARCH = new Solver(HACKENBUSH_GRAPH);

/**
 * Returns the canonical value of a Blue-Red-Green Hackenbush position on any graph. The parts
 * that meet only at the ground add; an all-green part is the nimber of its Green Hackenbush value
 * (colon and fusion principles, Winning Ways ch. 7, by `greenHackenbushGrundy` of `@cgt/nim`); a tree
 * goes by {@link hackenbushGame} (the number rule for blue-red trees); any other part is found by
 * a search over its edges ({@link HACKENBUSH_GRAPH}), with the all-green parts hanging from a
 * single vertex squeezed into green stalks (the colon principle), parts of one colour counted
 * (an all-blue part of m edges is m), and isomorphic parts sharing one table entry. Winning Ways' "moderately hard bed" (ch. 7, 30 blue and red edges,
 * 1/128), which CGSuite's own test leaves out as too slow, takes about 20 minutes.
 *
 * Cost: linear for trees without mixed colours and for all-green parts; exponential in the worst
 * case otherwise (the CLI's step budget and the solver's position limit bound it).
 *
 * @param position The graph (vertex 0 the ground).
 * @returns The value.
 * @throws {TypeError} If `position` is not a graph.
 * @throws {RangeError} If an edge names a vertex out of range or there are too many edges.
 * @throws {PositionLimitError} If the search needs more positions than the solver allows.
 *
 * @example Fusion: a green 2-cycle on the ground is 0, a green triangle *1
 * ```ts
 * import { hackenbushGraphGame, parseHackenbushGraph } from "@cgt/rulesets/hackenbush";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hackenbushGraphGame(parseHackenbushGraph(":Aee:A"))), "0");
 * assert.equal(formatGame(hackenbushGraphGame(parseHackenbushGraph(":Aeee:A"))), "*");
 * ```
 */
export function hackenbushGraphGame(position: HackenbushGraphPosition): Game {
  return GRAPH_SEARCH.value(searchPosition(position));
}

/**
 * Returns the canonical value of a Blue-Red-Green Hackenbush position, written in cgt's tree
 * notation (`"LLR"`, `"L(R,G)"`, see {@link parseHackenbush}; valued by {@link hackenbushGame})
 * or in CGSuite's graph notation (`"lrr"`, `"l(l;rl)"`, `":Alre:A"`, see
 * {@link parseHackenbushGraph}; valued by {@link hackenbushGraphGame}). A text made only of `L`,
 * `R`, `G`, parentheses and commas is read as trees.
 *
 * @param text The notation, at most 4096 characters.
 * @returns The value as a game.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is in neither notation.
 * @throws {RangeError} If it is too long, or a graph is not connected.
 * @throws {PositionLimitError} If the search needs more positions than the solver allows.
 *
 * @example Winning Ways ch. 1 and 7, and CGSuite's tests (GameGraphTest.scala)
 * ```ts
 * import { hackenbush } from "@cgt/rulesets/hackenbush";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(hackenbush("LR")), "1/2");
 * assert.equal(formatGame(hackenbush("GGG")), "*3");
 * assert.equal(formatGame(hackenbush("lrlrrllr")), "77/128");
 * assert.equal(formatGame(hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")), "*2");
 * ```
 */
export function hackenbush(text: string): Game {
  if (isTreeNotation(text)) {
    return hackenbushGame(parseHackenbush(text));
  }
  return hackenbushGraphGame(parseHackenbushGraph(text));
}
