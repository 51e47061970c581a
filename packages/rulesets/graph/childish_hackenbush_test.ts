import assert from "node:assert/strict";
import fc from "fast-check";
import { atomicWeight } from "@cgt/partizan/temperature";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import {
  CHILDISH_HACKENBUSH,
  childishHackenbush,
  formatChildishHackenbush,
  type HackenbushGraphEdge,
  type HackenbushGraphPosition,
  parseChildishHackenbush,
} from "./childish_hackenbush.ts";
import { hackenbush } from "./hackenbush.ts";

/** The edges the ground (vertex 0) reaches through `edges`. */
function reachable(edges: readonly HackenbushGraphEdge[]): HackenbushGraphEdge[] {
  const seen = new Set([0]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [u, v] of edges) {
      if (seen.has(u) !== seen.has(v)) {
        seen.add(u);
        seen.add(v);
        grew = true;
      }
    }
  }
  return edges.filter(([u]) => seen.has(u));
}

/**
 * The text twin: Childish Hackenbush by its definition on a plain edge list, written as JSON
 * (the notation is read once, for the first position). A move deletes one edge of the mover's
 * colour or a green one, then every edge the ground no longer reaches; a blue or red edge only
 * if nothing else falls. No parts, keys or canonical labellings.
 */
function childishMoves(text: string, colour: "L" | "R"): string[] {
  const edges: HackenbushGraphEdge[] = text.startsWith("[")
    ? JSON.parse(text)
    : reachable(parseChildishHackenbush(text).edges);
  const out: string[] = [];
  edges.forEach(([, , c], i) => {
    if (c !== colour && c !== "G") return;
    const left = reachable(edges.filter((_, j) => j !== i));
    if (c !== "G" && left.length !== edges.length - 1) return;
    out.push(JSON.stringify(left));
  });
  return out;
}

const TWIN: Ruleset<string> = {
  name: "Childish Hackenbush (text)",
  leftOptions: (text) => childishMoves(text, "L"),
  rightOptions: (text) => childishMoves(text, "R"),
};

/** Random connected graphs in CGSuite's notation: a spanning tree, then extra edges. */
const GRAPHS: fc.Arbitrary<string> = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.tuple(
    fc.array(fc.nat(), { minLength: n, maxLength: n }),
    fc.array(fc.constantFrom("l", "r", "e"), { minLength: n + 3, maxLength: n + 3 }),
    fc.array(fc.tuple(fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n })), {
      maxLength: 3,
    }),
  ).map(([parents, colours, extra]) => {
    const edges: string[] = [];
    for (let v = 1; v <= n; v++) {
      edges.push(`:{${parents[v - 1] % v}}${colours[v - 1]}:{${v}}`);
    }
    extra.forEach(([u, v], k) => edges.push(`:{${u}}${colours[n + k]}:{${v}}`));
    return edges.join(";");
  })
);

/** A graph as plain data (the ruleset's options are search states that read as graphs). */
function plain(p: HackenbushGraphPosition): HackenbushGraphPosition {
  return { vertices: p.vertices, edges: p.edges.map(([u, v, c]) => [u, v, c]) };
}

/**
 * CHILDISH_HACKENBUSH with every position it returns copied to plain data, which the contract
 * needs to write positions out whole; moves, keys and components are its own.
 */
const PLAIN_CHILDISH: Ruleset<HackenbushGraphPosition> = {
  name: CHILDISH_HACKENBUSH.name,
  leftOptions: (p) => [...CHILDISH_HACKENBUSH.leftOptions(p)].map(plain),
  rightOptions: (p) => [...CHILDISH_HACKENBUSH.rightOptions(p)].map(plain),
  key: (p) => CHILDISH_HACKENBUSH.key!(p),
  components: (p) => [...CHILDISH_HACKENBUSH.components!(p)].map(plain),
};

Deno.test("CHILDISH_HACKENBUSH keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: PLAIN_CHILDISH,
    parse: parseChildishHackenbush,
    format: formatChildishHackenbush,
    twin: TWIN,
    value: childishHackenbush,
    cases: [
      {
        label: "small trees, cycles, loops and repeated edges",
        positions: [
          "",
          "l",
          "r",
          "e",
          "lr",
          "rl",
          "le",
          "el",
          "l(l;rl)",
          "l(r;r)",
          "e(l;r)",
          ":Alre:A",
          ":Al:A",
          ":Ae:A",
          ":All:A",
          "(l;r;e)",
          "lrlr",
          ":A(l:B;r:B)",
          "l(r:B;l:B)",
          ":Gl:A;:Ae:G",
        ],
      },
      {
        label: "random connected graphs of up to 8 edges",
        generator: GRAPHS,
        seed: 4417,
        numRuns: 80,
      },
    ],
  });
});

Deno.test("childishHackenbush() gives CGSuite's published values", async (t) => {
  const rows: [text: string, expected: string, source: string][] = [
    ["l(l;rl)", "2", 'GameGraphTest.scala: ChildishHackenbush("l(l;rl)")'],
    [":{ground}llllllrrrr:{ground}", "{4|-2}", "GameGraphTest.scala: Childish Hackenbush hot"],
    [
      "r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))",
      "15/16",
      "GameGraphTest.scala: Childish Hackenbush fractional",
    ],
    ["(e:B;e:Bllllllrrr:B)", "{0|^[4]*||vv}", "GameGraphTest.scala: Childish Hackenbush lollipop"],
  ];
  for (const [text, expected, source] of rows) {
    await t.step(`childishHackenbush("${text}") is ${expected} (${source})`, () => {
      assert.equal(formatGame(childishHackenbush(text)), expected);
    });
  }
  await t.step(
    'the atomic weight of childishHackenbush("(e:B;e:B;e:Blllllllllrr:B)") is 3/2 (GameGraphTest.scala: Childish Hackenbush lollipop 2)',
    () => {
      assert.equal(
        formatGame(atomicWeight(childishHackenbush("(e:B;e:B;e:Blllllllllrr:B)"))),
        "3/2",
      );
    },
  );
});

Deno.test("childishHackenbush() differs from hackenbush() where a cut would drop edges", async (t) => {
  // Worked by hand. lr: Left's edge holds Right's up, so Left has no move; Right cuts r and
  // leaves l, worth 1: { | 1} = 0, where Hackenbush's lr is {0 | 1} = 1/2. rl is the negative.
  const rows: [text: string, childish: string, plain: string][] = [
    ["lr", "0", "1/2"],
    ["rl", "0", "-1/2"],
  ];
  for (const [text, childish, plain] of rows) {
    await t.step(`childishHackenbush("${text}") is ${childish}, hackenbush() ${plain}`, () => {
      assert.equal(formatGame(childishHackenbush(text)), childish);
      assert.equal(formatGame(hackenbush(text)), plain);
    });
  }
});

Deno.test("parseChildishHackenbush() rejects what is not a connected graph", () => {
  assert.throws(() => parseChildishHackenbush("lx"), SyntaxError);
  assert.throws(() => parseChildishHackenbush(7 as unknown as string), TypeError);
  assert.throws(() => parseChildishHackenbush("l".repeat(5000)), RangeError);
});
