import assert from "node:assert/strict";
import fc from "fast-check";
import { type MisereGameId, MisereGames } from "./misere.ts";
import { misereGamesBornBy } from "./misere_census.ts";
import { distinguisher, isLinked, link } from "./misere_link.ts";
import { plainMisereWins, type Tree, treeOf } from "../../../testing/plain_misere_trees.ts";

function setup() {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  const memo = new Map<string, boolean>();
  const tree = (id: MisereGameId): Tree => treeOf((x) => games.options(x), id);
  /** The slow twin: the misère outcome of G + X by plain search. */
  const plainP = (g: MisereGameId, x: MisereGameId) => !plainMisereWins([tree(g), tree(x)], memo);
  return { games, pool, plainP };
}

Deno.test("isLinked() agrees with a search over games born by day 4", () => {
  const { games, pool, plainP } = setup();
  const small = misereGamesBornBy(games, 3);
  for (const g of pool) {
    for (const h of small) {
      const linked = isLinked(games, g, h);
      const witness = pool.find((x) => plainP(g, x) && plainP(h, x));
      // A witness proves the games linked; a link is its own witness.
      if (witness !== undefined) {
        assert.equal(linked, true, `${games.format(g)} ${games.format(h)}`);
      }
      const t = link(games, g, h);
      assert.equal(t !== null, linked);
      if (t !== null) assert.ok(plainP(g, t) && plainP(h, t));
      // Not linked: one is an option of the other, so no X can make both P-positions.
      if (!linked) assert.ok(games.hasOption(g, h) || games.hasOption(h, g));
    }
  }
});

Deno.test("link() links 0 with 0 and refuses a game with its option", async (t) => {
  const games = new MisereGames();
  const two = games.nimHeap(2);
  await t.step("0 and 0 are linked by * (0 + * is a P-position)", () => {
    assert.equal(link(games, games.zero, games.zero), games.nimHeap(1));
  });
  await t.step("*2 and *3 are not linked: *2 is an option of *3", () => {
    assert.equal(isLinked(games, two, games.nimHeap(3)), false);
    assert.equal(link(games, two, games.nimHeap(3)), null);
  });
});

Deno.test("distinguisher() gives G + X a P-position and H + X an N-position, by plain search", () => {
  const { games, pool, plainP } = setup();
  fc.assert(
    fc.property(fc.nat(pool.length - 1), fc.nat(pool.length - 1), (i, j) => {
      const [g, h] = [pool[i], pool[j]];
      const x = distinguisher(games, g, h);
      if (g === h) {
        assert.equal(x, null);
        return;
      }
      assert.notEqual(x, null);
      assert.equal(plainP(g, x!), true);
      assert.equal(plainP(h, x!), false);
    }),
    { seed: 44, numRuns: 300 },
  );
});

Deno.test("distinguisher() works on sums of games born by day 4", () => {
  const { games, pool } = setup();
  fc.assert(
    fc.property(
      fc.tuple(fc.nat(pool.length - 1), fc.nat(pool.length - 1)),
      fc.tuple(fc.nat(pool.length - 1), fc.nat(pool.length - 1)),
      ([a, b], [c, d]) => {
        const g = games.add(pool[a], pool[b]);
        const h = games.add(pool[c], pool[d]);
        const x = distinguisher(games, g, h);
        if (g === h) return assert.equal(x, null);
        assert.equal(games.outcome(games.add(g, x!)), "P");
        assert.equal(games.outcome(games.add(h, x!)), "N");
      },
    ),
    { seed: 45, numRuns: 200 },
  );
});
