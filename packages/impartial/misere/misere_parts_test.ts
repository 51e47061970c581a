import assert from "node:assert/strict";
import fc from "fast-check";
import { type MisereGameId, MisereGames } from "./misere.ts";
import { misereGamesBornBy } from "./misere_census.ts";
import {
  isExtraverted,
  isHalfTame,
  isMiserePrime,
  mate,
  misereMinus,
  miserePartitions,
  misereParts,
} from "./misere_parts.ts";
import { parseMisereForm } from "./parse_misere_form.ts";
import { plainMisereWins, treeOf } from "../../../testing/plain_misere_trees.ts";

/**
 * CGSuite's own examples (MisereCanonicalGameTestCase.scala in aaron-siegel/cgsuite): the form,
 * its mate, parts (as a set), partitions, IsPrime, IsExtraverted, IsHalfTame.
 */
const CGSUITE: {
  form: string;
  mate: string;
  parts: string[];
  partitions: string[][];
  prime: boolean;
  extraverted: boolean;
  halfTame: boolean;
}[] = [
  {
    form: "*[0]",
    mate: "*[1]",
    parts: [],
    partitions: [[]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[1]",
    mate: "*[0]",
    parts: [],
    partitions: [["*[1]"]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2]",
    mate: "*[2]",
    parts: [],
    partitions: [["*[2]"]],
    prime: true,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2#]",
    mate: "*[2#]",
    parts: ["*[2]", "*[2[#-2]]"],
    partitions: [["*[2]", "*[2[#-2]]"]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2##]",
    mate: "*[2##]",
    parts: ["*[2]", "*[2[##-2]]", "*[2#]", "*[2[##-2]0]", "*[2[#-2]]", "*[(2[##-2]0)[2]]"],
    partitions: [["*[2]", "*[2[#-2]]", "*[2[##-2]0]"]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2[2]]",
    mate: "*[2[2]]",
    parts: ["*[2]"],
    partitions: [["*[2]", "*[2]"]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2[#2#]]",
    mate: "*[2[#2#]]",
    parts: ["*[2]", "*[2[#2#-2]]", "*[2#]", "*[2[2]]", "*[2[#2#-2-2]]", "*[2[#-2]]", "*[2[#2]]"],
    partitions: [["*[2]", "*[2]", "*[2[#-2]]", "*[2[#-2]]"]],
    prime: false,
    extraverted: true,
    halfTame: false,
  },
  {
    form: "*[2#0]",
    mate: "*[2#1]",
    parts: [],
    partitions: [["*[2#0]"]],
    prime: true,
    extraverted: false,
    halfTame: true,
  },
  {
    form: "*[2#1]",
    mate: "*[2#0]",
    parts: [],
    partitions: [["*[2#1]"]],
    prime: true,
    extraverted: false,
    halfTame: false,
  },
  {
    form: "*[4[2#]]",
    mate: "*[4[2#]]",
    parts: ["*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"],
    partitions: [["*[2]", "*[4[2#-2]]"], ["*[4]", "*[4[2#-4]]"]],
    prime: false,
    extraverted: false,
    halfTame: false,
  },
  {
    form: "*[(2#1)2##]",
    mate: "*[(2#0)2##]",
    parts: [],
    partitions: [["*[(2#1)2##]"]],
    prime: true,
    extraverted: false,
    halfTame: false,
  },
  {
    form: "*[((2#0)10)2##]",
    mate: "*[((2#1)10)2##]",
    parts: [],
    partitions: [["*[((2#0)10)2##]"]],
    prime: true,
    extraverted: false,
    halfTame: false,
  },
  {
    form: "*[((2#0)2[#1]2#)(2#1)[1]]",
    mate: "*[((2#1)2[#1]2#)(2#0)[1]]",
    parts: [],
    partitions: [["*[((2#0)2[#1]2#)(2#1)[1]]"]],
    prime: true,
    extraverted: false,
    halfTame: false,
  },
  {
    form: "*[(2#20)2[#1]1]",
    mate: "*[(2#21)2[#1]0]",
    parts: [],
    partitions: [["*[(2#20)2[#1]1]"]],
    prime: true,
    extraverted: false,
    halfTame: true,
  },
];

Deno.test("misere parts functions agree with CGSuite's examples", async (t) => {
  for (const row of CGSUITE) {
    await t.step(row.form, () => {
      const games = new MisereGames();
      const g = parseMisereForm(games, row.form);
      const f = (id: MisereGameId) => games.format(id);
      assert.equal(f(mate(games, g)), row.mate);
      assert.deepEqual(misereParts(games, g).map(f).sort(), [...row.parts].sort());
      const sortedPartitions = (ps: string[][]) => ps.map((p) => p.join(" ")).sort();
      assert.deepEqual(
        sortedPartitions(miserePartitions(games, g).map((p) => p.map(f))),
        sortedPartitions(row.partitions),
      );
      assert.equal(isMiserePrime(games, g), row.prime);
      assert.equal(isExtraverted(games, g), row.extraverted);
      assert.equal(isHalfTame(games, g), row.halfTame);
    });
  }
});

Deno.test("mate() gives G + G⁻ a misère P-position, by plain search", () => {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  const tree = (id: MisereGameId) => treeOf((x) => games.options(x), id);
  const memo = new Map<string, boolean>();
  fc.assert(
    fc.property(fc.nat(pool.length - 1), fc.nat(pool.length - 1), (i, j) => {
      const g = games.add(pool[i], pool[j]);
      assert.equal(plainMisereWins([tree(g), tree(mate(games, g))], memo), false);
    }),
    { seed: 41, numRuns: 120 },
  );
});

Deno.test("misereMinus() undoes every sum of two games born by day 4", () => {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  for (const a of pool) {
    for (const b of pool) {
      assert.equal(
        misereMinus(games, games.add(a, b), a),
        b,
        `${games.format(a)} ${games.format(b)}`,
      );
    }
  }
});

Deno.test("misereMinus() finds every difference that is a game born by day 4", () => {
  // The slow twin: try each game born by day 4 as the difference.
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  const small = misereGamesBornBy(games, 3);
  for (const g of small) {
    for (const h of pool) {
      const found = pool.find((x) => games.add(h, x) === g) ?? null;
      const d = misereMinus(games, g, h);
      if (d !== null) assert.equal(games.add(h, d), g);
      if (found !== null) assert.equal(d, found);
    }
  }
});

Deno.test("misereParts() finds each summand of a sum, and only parts", () => {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  const star = games.nimHeap(1);
  const even = (x: MisereGameId) => (games.isEven(x) ? x : games.add(x, star));
  fc.assert(
    fc.property(fc.nat(pool.length - 1), fc.nat(pool.length - 1), (i, j) => {
      const [a, b] = [pool[i], pool[j]];
      const g = games.add(a, b);
      const parts = misereParts(games, g);
      for (const p of parts) {
        assert.ok(games.isEven(p));
        assert.notEqual(misereMinus(games, g, p), null);
      }
      const trivial = (x: MisereGameId) => x === games.zero || x === star || even(x) === even(g);
      if (!trivial(a) && !trivial(b)) {
        assert.ok(parts.includes(even(a)));
        assert.equal(isMiserePrime(games, g), false);
      }
    }),
    { seed: 42, numRuns: 200 },
  );
});

Deno.test("miserePartitions() lists sums of primes equal to the game", () => {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  fc.assert(
    fc.property(fc.nat(pool.length - 1), fc.nat(pool.length - 1), (i, j) => {
      const g = games.add(pool[i], pool[j]);
      const partitions = miserePartitions(games, g);
      assert.ok(partitions.length > 0);
      for (const p of partitions) {
        assert.equal(p.reduce((s, x) => games.add(s, x), games.zero), g);
        for (const x of p) assert.ok(x === games.nimHeap(1) || isMiserePrime(games, x));
      }
    }),
    { seed: 43, numRuns: 150 },
  );
});

Deno.test("isExtraverted() agrees with a search for X with G + X = {G}", () => {
  const games = new MisereGames();
  const pool = misereGamesBornBy(games, 4);
  for (const g of pool) {
    const sharp = games.fromOptions([g]);
    const witness = pool.find((x) => games.add(g, x) === sharp);
    if (witness !== undefined) assert.equal(isExtraverted(games, g), true);
    if (isExtraverted(games, g)) {
      assert.equal(games.add(g, misereMinus(games, sharp, g)!), sharp);
    }
  }
});
