import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { colourUpwards, heightLevels, labelled, refineColours } from "./_loopy_simplify.ts";
import type { Graph } from "./_loopy_graph.ts";
import { graphOfGame } from "./_loopy_value.ts";
import { parseGame } from "../notation.ts";
import { arbitraryAcyclicGraph, arbitraryLoopyGraph } from "../../../testing/loopy_graph.ts";
import { arbitraryTree, fromTree } from "../testdata/slow_game.ts";

/**
 * The slow twin of the loopfree colouring: colour refinement in rounds, each giving a node the
 * class of its colour and the sets of its left and right options' colours, until the number of
 * classes stops growing. Returns each node's class as the first node of it.
 */
function slowClasses(g: Graph): number[] {
  const n = g.left.length;
  let colour: number[] = new Array(n).fill(0);
  for (let classes = 1;;) {
    const sets = (options: readonly number[]) => [...new Set(options.map((w) => colour[w]))].sort();
    const names = colour.map((c, v) => JSON.stringify([c, sets(g.left[v]), sets(g.right[v])]));
    const ids = new Map<string, number>();
    colour = names.map((name) => ids.get(name) ?? ids.set(name, ids.size).get(name)!);
    if (ids.size === classes) break;
    classes = ids.size;
  }
  return colour.map((c) => colour.indexOf(c));
}

/**
 * The slow twin of refineColours(): labelled()'s former rounds, which recompute every node's
 * signature (its colour, then the sizes and sorted sets of its left and right options'
 * colours) and rank all nodes by it, until the number of classes stops growing. Returns the
 * colours (ranks) and the number of classes.
 */
function slowRefine(g: Graph): [number[], number] {
  const n = g.left.length;
  let colour: number[] = new Array(n).fill(0);
  let classes = 1;
  const order = Array.from({ length: n }, (_, i) => i);
  const set = (opts: readonly number[]) => {
    const c = opts.map((w) => colour[w]).sort((x, y) => x - y);
    return c.filter((x, i) => i === 0 || x !== c[i - 1]);
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  };
  for (let round = 0; round <= n; round++) {
    const sigs = colour.map((c, v) => {
      const l = set(g.left[v]);
      return [c, l.length, ...l, ...set(g.right[v])];
    });
    order.sort((a, b) => compare(sigs[a], sigs[b]));
    const next: number[] = new Array(n);
    let c = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && compare(sigs[order[i - 1]], sigs[order[i]]) !== 0) c++;
      next[order[i]] = c;
    }
    colour = next;
    const count = n === 0 ? 0 : c + 1;
    if (count === classes && round > 0) break;
    classes = count;
  }
  return [colour, classes];
}

/** Whether some node of `g` reaches itself (slow: a search from every node). */
function slowHasCycle(g: Graph): boolean {
  return g.left.some((_, start) => {
    const seen = new Set<number>();
    const todo = [...g.left[start], ...g.right[start]];
    while (todo.length > 0) {
      const v = todo.pop()!;
      if (v === start) return true;
      if (seen.has(v)) continue;
      seen.add(v);
      todo.push(...g.left[v], ...g.right[v]);
    }
    return false;
  });
}

/** `g` with its nodes renumbered by `order` (node v becomes order[v]). */
function renumber(g: Graph, order: readonly number[]): Graph {
  const left: number[][] = new Array(g.left.length);
  const right: number[][] = new Array(g.left.length);
  g.left.forEach((options, v) => left[order[v]] = options.map((w) => order[w]));
  g.right.forEach((options, v) => right[order[v]] = options.map((w) => order[w]));
  return { left, right };
}

Deno.test("heightLevels() finds the heights of a loopfree graph and refuses a cycle", async (t) => {
  await t.step("undefined exactly when some node reaches itself", () => {
    fc.assert(
      fc.property(arbitraryLoopyGraph(6), (g) => {
        assert.equal(heightLevels(g) === undefined, slowHasCycle(g));
      }),
      { seed: 61_203, numRuns: 500 },
    );
  });

  await t.step("each node above all its options, and a leaf at height 0", () => {
    fc.assert(
      fc.property(arbitraryAcyclicGraph(9), (g) => {
        const levels = heightLevels(g)!;
        const height = new Map<number, number>();
        levels.forEach((level, h) => level.forEach((v) => height.set(v, h)));
        assert.equal(height.size, g.left.length);
        for (let v = 0; v < g.left.length; v++) {
          const options = [...g.left[v], ...g.right[v]];
          const top = Math.max(-1, ...options.map((w) => height.get(w)!));
          assert.equal(height.get(v), top + 1);
        }
      }),
      { seed: 61_204, numRuns: 300 },
    );
  });

  await t.step("reads a path of 200,000 nodes without deep recursion", () => {
    const n = 200_000;
    const left = Array.from({ length: n }, (_, v) => v + 1 < n ? [v + 1] : []);
    const path = { left, right: left.map(() => []) };
    assert.equal(heightLevels(path)!.length, n);
  });
});

Deno.test("refineColours() gives the colours of refinement in rounds", async (t) => {
  await t.step("on random loopy graphs (ranks and number of classes)", () => {
    fc.assert(
      fc.property(arbitraryLoopyGraph(9), (g) => {
        const [colour, classes] = refineColours(g);
        assert.deepEqual([Array.from(colour), classes], slowRefine(g));
      }),
      { seed: 61_207, numRuns: 1000 },
    );
  });

  await t.step("on paths and cycles hung below a loop (over plus a number's shape)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), (n, extra) => {
        // Root: left to a path of n nodes, right a pass; `extra` more passes along the path.
        const left: number[][] = [[1]];
        const right: number[][] = [[0]];
        for (let k = 1; k <= n; k++) {
          left.push(k < n ? [k + 1] : []);
          right.push(k <= extra ? [k] : []);
        }
        const g = { left, right };
        const [colour, classes] = refineColours(g);
        assert.deepEqual([Array.from(colour), classes], slowRefine(g));
      }),
      { seed: 61_208, numRuns: 200 },
    );
  });

  await t.step("in steps linear in a long path below a loop (100000over)", () => {
    // The rounds took one a node: 100,001 rounds of 25,000 steps each.
    const n = 100_000;
    const left: number[][] = [[1]];
    const right: number[][] = [[0]];
    for (let k = 1; k <= n; k++) {
      left.push(k < n ? [k + 1] : []);
      right.push([]);
    }
    const [, classes] = withStepLimit(2_000_000, () => refineColours({ left, right }));
    assert.equal(classes, n + 1);
  });
});

Deno.test("labelled() colours a loopfree graph in one pass", async (t) => {
  await t.step("into the classes of colour refinement in rounds", () => {
    fc.assert(
      fc.property(arbitraryAcyclicGraph(9), (g) => {
        const [colour, classes] = colourUpwards(g, heightLevels(g)!, []);
        const fast = Array.from(colour, (c) => colour.indexOf(c));
        assert.deepEqual(fast, slowClasses(g));
        assert.equal(classes, new Set(fast).size);
      }),
      { seed: 61_205, numRuns: 500 },
    );
  });

  await t.step("giving a short game's graph one key however its nodes are numbered", () => {
    fc.assert(
      fc.property(
        arbitraryTree(3, 3),
        arbitraryTree(3, 3),
        fc.infiniteStream(fc.double()),
        (a, b, random) => {
          const g = fromTree(a);
          const graph = graphOfGame(g);
          const n = graph.left.length;
          // Any order of the nodes after the root, which stays node 0.
          const rest = Array.from({ length: n - 1 }, (_, i) => i + 1);
          const draws = [...random.take(n)];
          rest.sort((x, y) => draws[x] - draws[y]);
          const key = labelled(graph).key;
          assert.equal(labelled(renumber(graph, [0, ...rest])).key, key);
          const h = fromTree(b);
          assert.equal(labelled(graphOfGame(h)).key === key, h === g);
        },
      ),
      { seed: 61_206, numRuns: 300 },
    );
  });

  await t.step("in steps linear in a long path (a number's graph)", () => {
    // The rounds took one a node: 20,001 rounds of about 10,000 steps for the number 20000.
    const graph = graphOfGame(parseGame("20000"));
    const key = withStepLimit(200_000, () => labelled(graph).key);
    assert.equal(key, labelled(graph).key);
  });
});
