import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import { DIGRAPH_PLACEMENT, digraphPlacement, parseDigraphPlacement } from "./digraph_placement.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/**
 * The value by plain recursion, straight from the rules, on the vertices still on the board
 * (an array of booleans): a move at a vertex of the mover's colour removes it and every vertex
 * it points to. `memo` remembers each exact set of vertices.
 */
function plainDigraph(
  colours: string,
  arcs: readonly (readonly [number, number])[],
  on: readonly boolean[] = [...colours].map(() => true),
  memo: Map<string, Game> = new Map(),
): Game {
  const id = on.map((b) => (b ? 1 : 0)).join("");
  const known = memo.get(id);
  if (known !== undefined) return known;
  const options = (colour: string): Game[] => {
    const out: Game[] = [];
    for (let v = 0; v < colours.length; v++) {
      if (!on[v] || colours[v] !== colour) continue;
      const next = [...on];
      next[v] = false;
      for (const [from, to] of arcs) if (from === v) next[to] = false;
      out.push(plainDigraph(colours, arcs, next, memo));
    }
    return out;
  };
  const value = game(options("L"), options("R"));
  memo.set(id, value);
  return value;
}

/** The notation of a digraph: its colours, then every arc as i>j. */
function notation(colours: string, arcs: readonly (readonly [number, number])[]): string {
  return arcs.length === 0 ? colours : `${colours}:${arcs.map(([i, j]) => `${i}>${j}`).join(",")}`;
}

Deno.test("digraphPlacement() gives the published and hand-worked values", async (t) => {
  const rows: [text: string, value: string, source: string][] = [
    [
      "RRLLL:1>0,2>0,3>0,4>0,2>1,3>1,4>1,1>4,2>4,3>4",
      "2v*",
      "cgt-tools 0.11 digraph_placement.rs test two_down_star",
    ],
    ["L", "1", "by hand: one move for Left"],
    ["R", "-1", "by hand: one move for Right"],
    ["LR:0>1", "1/2", "by hand: {0 | 1}, Left's move takes the red vertex too"],
    ["LR:0-1", "*", "by hand: either move clears the board"],
    ["LR:0<1", "-1/2", "by hand: the mirror of LR:0>1"],
    ["LLL:0>1,1>2,2>0", "2", "by hand: a blue move takes the next vertex too; one is left to play"],
  ];
  for (const [text, value, source] of rows) {
    await t.step(`${text} is ${value} (${source})`, () => {
      assert.equal(digraphPlacement(text), parseGame(value));
    });
  }
});

Deno.test("digraphPlacement() equals plain recursion on every digraph of 3 vertices", () => {
  // 2^3 colourings times 2^6 sets of arcs between distinct vertices.
  const pairs: [number, number][] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (i !== j) pairs.push([i, j]);
  const search = new Solver(DIGRAPH_PLACEMENT);
  for (let c = 0; c < 8; c++) {
    const colours = [0, 1, 2].map((i) => ((c >> i) & 1 ? "R" : "L")).join("");
    for (let m = 0; m < 2 ** pairs.length; m++) {
      const arcs = pairs.filter((_, k) => ((m >> k) & 1) === 1);
      const text = notation(colours, arcs);
      assert.equal(search.value(parseDigraphPlacement(text)), plainDigraph(colours, arcs), text);
    }
  }
});

Deno.test("digraphPlacement() agrees with plain recursion on random digraphs of up to 9 vertices (fast-check)", () => {
  const digraph = fc.integer({ min: 1, max: 9 }).chain((n) =>
    fc.tuple(
      fc.stringMatching(new RegExp(`^[LR]{${n}}$`)),
      fc.array(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })),
        { maxLength: 14 },
      ),
    )
  );
  fc.assert(
    fc.property(digraph, ([colours, arcs]) => {
      const text = notation(colours, arcs);
      assert.equal(digraphPlacement(text), plainDigraph(colours, arcs), text);
    }),
    { seed: 94365, numRuns: 200 },
  );
});

Deno.test("digraphPlacement() on 20 to 32 vertices in small parts agrees with plain recursion", () => {
  // Vertices 0..n-1 in parts of up to 6 consecutive vertices, arcs inside parts only, so the
  // plain recursion (on each part) stays small while the masks use high bits.
  fc.assert(
    fc.property(
      fc.integer({ min: 20, max: 32 }),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
      fc.nat(),
      (n, raw, seed) => {
        const colours = Array.from({ length: n }, (_, i) => (((seed >> (i % 30)) & 1) ? "R" : "L"))
          .join("");
        const arcs = raw.map(([a, b]): [number, number] => {
          const from = a % n;
          const base = from - (from % 6);
          return [from, Math.min(n - 1, base + (b % 6))];
        });
        let expected: Game = parseGame("0");
        for (let base = 0; base < n; base += 6) {
          const size = Math.min(6, n - base);
          const inner = arcs.filter(([i]) => i >= base && i < base + size).map((
            [i, j],
          ): [number, number] => [i - base, j - base]);
          expected = parseGame(
            `${formatGame(expected)} + ${
              formatGame(plainDigraph(colours.slice(base, base + size), inner))
            }`,
          );
        }
        assert.equal(digraphPlacement(notation(colours, arcs)), expected);
      },
    ),
    { seed: 43270, numRuns: 40 },
  );
});

Deno.test("digraphPlacement() with the colours swapped is the negative", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[LR]{1,7}$/),
      fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 10 }),
      (colours, raw) => {
        const arcs = raw.map((
          [i, j],
        ): [number, number] => [i % colours.length, j % colours.length]);
        const swapped = colours.replace(/[LR]/g, (c) => (c === "L" ? "R" : "L"));
        const g = digraphPlacement(notation(colours, arcs));
        const h = digraphPlacement(notation(swapped, arcs));
        assert.equal(formatGame(h), formatGame(parseGame(`-(${formatGame(g)})`)));
      },
    ),
    { seed: 33222, numRuns: 80 },
  );
});

Deno.test("parseDigraphPlacement() reads arcs both ways and rejects bad input", () => {
  assert.deepEqual(parseDigraphPlacement("LRL:0-1,2<1"), {
    out: [0b010, 0b101, 0b000],
    near: [0b010, 0b101, 0b010],
    left: 0b101,
    right: 0b010,
  });
  assert.throws(() => parseDigraphPlacement("LXR"), {
    name: "SyntaxError",
    message:
      'Cannot read Digraph Placement position: unexpected vertex "X" at position 2 (allowed: L R, then : and the arcs), received "LXR"',
  });
  assert.throws(() => parseDigraphPlacement("LR:0>1,1=0"), {
    name: "SyntaxError",
    message:
      'Cannot read Digraph Placement position: expected an arc such as 0>1, 1<0 or 0-1, found "1=0" (arc 2), received "LR:0>1,1=0"',
  });
  assert.throws(() => parseDigraphPlacement("LR:0>2"), RangeError);
  assert.throws(() => parseDigraphPlacement("L".repeat(33)), RangeError);
  assert.throws(() => parseDigraphPlacement(5 as unknown as string), TypeError);
});

Deno.test("DIGRAPH_PLACEMENT keeps the ruleset contract", async (t) => {
  await rulesetContract(t, {
    ruleset: DIGRAPH_PLACEMENT,
    parse: parseDigraphPlacement,
    value: digraphPlacement,
    positions: ["LR", "LR:0>1", "LR:0-1", "LRL:0>1,2-1", "LLRR:0>1,1>2,2>3,3>0"],
  });
});
