import assert from "node:assert/strict";
import fc from "fast-check";
import { formatDyadic } from "@cgt/partizan/dyadic";
import { numberGame } from "@cgt/partizan/game";
import {
  formatHackenbush,
  HACKENBUSH,
  hackenbush,
  type HackenbushEdge,
  hackenbushGame,
  hackenbushValue,
  parseHackenbush,
} from "./hackenbush.ts";
import { formatGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { plainValue } from "../../../testing/plain_value.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

Deno.test("hackenbush() matches published values of stalks", async (t) => {
  const table: [text: string, value: string, source: string][] = [
    ["L", "1", "Winning Ways ch. 1: one blue edge is 1"],
    ["R", "-1", "Winning Ways ch. 1: one red edge is -1"],
    ["LR", "1/2", "Winning Ways ch. 1: blue then red is 1/2"],
    ["LRR", "1/4", "Winning Ways ch. 1: blue, red, red is 1/4"],
    ["LLR", "3/2", "Winning Ways ch. 1: blue, blue, red is 3/2"],
    ["LRL", "3/4", "Winning Ways ch. 1 (Berlekamp's rule): 1 - 1/2 + 1/4"],
    ["RLLL", "-1/8", "Berlekamp's rule: -1 + 1/2 + 1/4 + 1/8"],
    ["LR,R", "-1/2", "Winning Ways ch. 1: trees on the ground add"],
    ["", "0", "the empty position"],
  ];
  for (const [text, value, source] of table) {
    await t.step(
      `${text} is ${value} (${source})`,
      () => assert.equal(formatGame(hackenbush(text)), value),
    );
  }
});

const edge: fc.Memo<HackenbushEdge> = fc.memo((depth) =>
  fc.record({
    colour: fc.constantFrom("L" as const, "R" as const),
    above: depth <= 1 ? fc.constant([]) : fc.array(edge(depth - 1), { maxLength: 2 }),
  })
);
const forest = fc.array(edge(3), { maxLength: 2 }).filter((f) => count(f) <= 8);

function count(f: readonly HackenbushEdge[]): number {
  return f.reduce((n, e) => n + 1 + count(e.above), 0);
}

Deno.test("hackenbushValue() (the number rule) equals plain recursion on random trees of up to 8 edges (fast-check, 150 runs)", () => {
  fc.assert(
    fc.property(forest, (f) => numberGame(hackenbushValue(f)) === plainValue(HACKENBUSH, f)),
    { seed: 80986, numRuns: 150 },
  );
});

Deno.test("HACKENBUSH through Solver equals the number rule on random trees (fast-check, 150 runs)", () => {
  const search = new Solver(HACKENBUSH);
  fc.assert(
    fc.property(forest, (f) => search.value(f) === numberGame(hackenbushValue(f))),
    { seed: 49665, numRuns: 150 },
  );
});

Deno.test("hackenbushValue() handles long stalks exactly", () => {
  assert.equal(
    formatDyadic(hackenbushValue(parseHackenbush("L" + "R".repeat(70)))),
    `1/${2n ** 70n}`,
  );
  assert.equal(formatDyadic(hackenbushValue(parseHackenbush("L".repeat(3000)))), "3000");
});

Deno.test("formatHackenbush() round-trips parseHackenbush()", () => {
  fc.assert(
    fc.property(forest, (f) => {
      const text = formatHackenbush(f);
      return formatHackenbush(parseHackenbush(text)) === text && (f.length === 0) === (text === "");
    }),
    { seed: 11686 },
  );
});

Deno.test("parseHackenbush() rejects bad notation", async (t) => {
  const bad: [string, string][] = [
    ["LX", 'Cannot read Hackenbush position: unexpected "X" at position 2, received "LX"'],
    [
      "L(R",
      'Cannot read Hackenbush position: expected "," or ")", found the end at position 4, received "L(R"',
    ],
    [
      "(L)",
      'Cannot read Hackenbush position: expected L, R or G, found "(" at position 1, received "(L)"',
    ],
    [
      "L,",
      'Cannot read Hackenbush position: expected L, R or G, found the end at position 3, received "L,"',
    ],
  ];
  for (const [text, message] of bad) {
    await t.step(
      text,
      () => assert.throws(() => parseHackenbush(text), { name: "SyntaxError", message }),
    );
  }
  assert.throws(() => parseHackenbush("L".repeat(5000)), RangeError);
});

Deno.test("hackenbush() matches known values of trees with green edges", async (t) => {
  const table: [text: string, value: string, source: string][] = [
    ["G", "*", "Winning Ways ch. 7: a green edge is *"],
    ["GGG", "*3", "Winning Ways ch. 7: a green stalk of n edges is *n"],
    ["GG,GGG", "*", "Winning Ways ch. 7: green stalks are Nim heaps, *2 + *3 = *1"],
    [
      "G(G,G)",
      "*",
      "Winning Ways ch. 7, colon principle: branches *1 + *1 = 0 under an edge give *1",
    ],
    ["G(GG,G)", "*4", "Winning Ways ch. 7, colon principle: *2 + *1 = *3 under an edge gives *4"],
    ["GL", "^*", "from the rules: {0, * | 0} (Left cuts either edge, Right the green one)"],
    ["LG", "1*", "from the rules: {0, 1 | 1} = {1 | 1}"],
    ["L,G", "1*", "trees on the ground add: 1 + *"],
  ];
  for (const [text, value, source] of table) {
    await t.step(
      `${text} is ${value} (${source})`,
      () => assert.equal(formatGame(hackenbush(text)), value),
    );
  }
});

const colourful: fc.Memo<HackenbushEdge> = fc.memo((depth) =>
  fc.record({
    colour: fc.constantFrom("L" as const, "R" as const, "G" as const),
    above: depth <= 1 ? fc.constant([]) : fc.array(colourful(depth - 1), { maxLength: 3 }),
  })
);
const mixedForest = fc.array(colourful(4), { maxLength: 3 }).filter((f) => count(f) <= 7);

Deno.test("hackenbushGame() with green edges equals plain recursion on random Blue-Red-Green trees of up to 7 edges (fast-check, 200 runs)", () => {
  fc.assert(
    fc.property(mixedForest, (f) => hackenbushGame(f) === plainValue(HACKENBUSH, f)),
    { seed: 59150, numRuns: 200 },
  );
});

Deno.test("hackenbushGame() on all-green trees is the nimber of plain recursion (fast-check, 200 runs)", () => {
  const green: fc.Memo<HackenbushEdge> = fc.memo((depth) =>
    fc.record({
      colour: fc.constant("G" as const),
      above: depth <= 1 ? fc.constant([]) : fc.array(green(depth - 1), { maxLength: 3 }),
    })
  );
  const forest = fc.array(green(4), { maxLength: 3 }).filter((f) => count(f) <= 8);
  fc.assert(fc.property(forest, (f) => hackenbushGame(f) === plainValue(HACKENBUSH, f)), {
    seed: 61191,
    numRuns: 200,
  });
});

Deno.test("hackenbushValue() refuses green edges, whose values need not be numbers", () => {
  assert.throws(() => hackenbushValue(parseHackenbush("LG")), RangeError);
});

Deno.test("HACKENBUSH keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: HACKENBUSH,
    parse: parseHackenbush,
    format: formatHackenbush,
    value: hackenbush,
    positions: ["L", "R", "G", "LRR", "L(R,R)", "L(RL,R),L", "GGG", "GL", "L(L,R)", "G(L,R),RG"],
    generator: fc.stringMatching(/^[LRG]{1,6}$/),
    seed: 23307,
  });
});
