/**
 * Benchmarks of the game operations: ordinal sum, Norton and Conway products, compound sums,
 * incentives, followers, predicates, atomic weight and uptimal expansions, and the printing and
 * parsing of deep uptimals (up to ^<4096>).
 *
 * The engine and the operations cache their results by game id, so after the first iteration
 * these measure mostly cache hits; the deep-uptimal group builds fresh text each time.
 *
 * @module
 */

import {
  atomicWeight,
  conjunctiveSum,
  conwayProduct,
  followerCount,
  formatGame,
  incentives,
  isEvenTempered,
  nortonProduct,
  ordinalSum,
  parseGame,
  selectiveSum,
  sequentialSum,
  sideSum,
  uptimalExpansion,
} from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";

const G = parseGame("{3||2*|1*} + {1|-1}");
const H = parseGame("{2|{1|0}} + ^*");
const SMALL = parseGame("{1|*} + ^");
const DOM = parseGame('domineering("....|....|...#")', { functions: RULESET_FUNCTIONS });
const UP3000 = parseGame("^<3000>*3");

Deno.bench("ordinalSum of two sums of switches", { group: "two games" }, () => {
  ordinalSum(G, H);
});
Deno.bench("conjunctiveSum", { group: "two games" }, () => {
  conjunctiveSum(G, H);
});
Deno.bench("selectiveSum", { group: "two games" }, () => {
  selectiveSum(G, H);
});
Deno.bench("sequentialSum", { group: "two games" }, () => {
  sequentialSum(G, H);
});
Deno.bench("sideSum", { group: "two games" }, () => {
  sideSum(G, H);
});
Deno.bench("conwayProduct of small games", { group: "two games", baseline: true }, () => {
  conwayProduct(SMALL, parseGame("{2|1/2}"));
});
Deno.bench("nortonProduct 7/8 by ^", { group: "two games" }, () => {
  nortonProduct(parseGame("7/8"), parseGame("^"));
});

Deno.bench("incentives of Domineering 3x4 less a corner", { group: "one game" }, () => {
  incentives(DOM);
});
Deno.bench("followerCount of Domineering 3x4 less a corner", { group: "one game" }, () => {
  followerCount(DOM);
});
Deno.bench("isEvenTempered", { group: "one game", baseline: true }, () => {
  isEvenTempered(DOM);
});
Deno.bench("atomicWeight of ^* + Miny(1/2)", { group: "one game" }, () => {
  atomicWeight(parseGame("^* + Miny(1/2)"));
});

Deno.bench("uptimalExpansion of ^<3000>*3 (cached)", { group: "deep uptimals" }, () => {
  uptimalExpansion(UP3000);
});
Deno.bench("formatGame of ^<3000>*3", { group: "deep uptimals", baseline: true }, () => {
  formatGame(UP3000);
});
Deno.bench("parseGame of ^<3000>*3 (built once, then cached)", { group: "deep uptimals" }, () => {
  parseGame("^<3000>*3");
});
