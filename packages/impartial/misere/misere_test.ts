import assert from "node:assert/strict";
import fc from "fast-check";
import { PositionLimitError } from "../grundy.ts";
import {
  type MisereGameId,
  MisereGames,
  MisereSolver,
  misereSumOutcome,
  misereSumWinningMoves,
} from "./misere.ts";
import { plainImpartial, plainMisereWins, plainSum } from "../../../testing/plain_misere.ts";

/** A game tree: the list of its options. */
type Tree = readonly Tree[];

const treeKey = (t: Tree): string => `{${t.map(treeKey).sort().join(",")}}`;
const treeGame = { options: (t: Tree) => t, key: treeKey };

/** Sums of trees for the plain misère search of testing/ (no theory at all). */
const SUMS = plainSum(plainImpartial(treeGame));
const plainMemo = new Map<string, boolean>();

/** Plain recursion: whether the player to move wins a sum of trees in misère play. */
function plainMisereWinsSum(parts: readonly Tree[]): boolean {
  return plainMisereWins(SUMS, parts, true, { memo: plainMemo });
}

const nimTree = (n: number): Tree => Array.from({ length: n }, (_, i) => nimTree(i));

/** Expands a canonical game back into a tree. */
function expand(games: MisereGames, id: MisereGameId): Tree {
  return games.options(id).map((o) => expand(games, o));
}

const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant<Tree>([]),
    fc.array(tie("tree"), { maxLength: 3 }),
  ),
})).tree;

// Small test games for sums: Nim heaps 0-3 and *2 + *2.
const PROBES: Tree[] = [nimTree(0), nimTree(1), nimTree(2), nimTree(3), [nimTree(2), nimTree(3)]];

Deno.test("MisereGames.fromOptions() finds 1, 2, 3, 5 and 22 games born by days 0 to 4", () => {
  // ONAG ch. 12; Siegel, Combinatorial Game Theory, ch. V (the count by day 5 is 4171780).
  const games = new MisereGames();
  let day: MisereGameId[] = [games.zero];
  const counts = [day.length];
  for (let d = 1; d <= 4; d++) {
    const next = new Set<MisereGameId>();
    for (let mask = 0; mask < 1 << day.length; mask++) {
      next.add(games.fromOptions(day.filter((_, i) => (mask >> i) & 1)));
    }
    day = [...next];
    counts.push(day.length);
  }
  assert.deepEqual(counts, [1, 2, 3, 5, 22]);
});

Deno.test("MisereGames.add() agrees with plain recursion on sums of small games", () => {
  fc.assert(
    fc.property(treeArb, treeArb, fc.constantFrom(...PROBES), (a, b, x) => {
      const games = new MisereGames();
      const solver = new MisereSolver(treeGame, { games });
      const sum = games.add(
        games.add(solver.canonicalForm(a), solver.canonicalForm(b)),
        solver.canonicalForm(x),
      );
      assert.equal(games.outcome(sum) === "N", plainMisereWinsSum([a, b, x]));
      // The canonical form, expanded, plays like the original game.
      const simple = expand(games, solver.canonicalForm(a));
      assert.equal(plainMisereWinsSum([simple, b, x]), plainMisereWinsSum([a, b, x]));
    }),
    { seed: 14986, numRuns: 300 },
  );
});

Deno.test("MisereGames.fromOptions() never simplifies two different games to one", () => {
  fc.assert(
    fc.property(treeArb, treeArb, (a, b) => {
      const solver = new MisereSolver(treeGame);
      if (solver.canonicalForm(a) !== solver.canonicalForm(b)) return;
      for (const x of [...PROBES, a, b]) {
        for (const y of PROBES) {
          assert.equal(plainMisereWinsSum([a, x, y]), plainMisereWinsSum([b, x, y]));
        }
      }
    }),
    { seed: 60433, numRuns: 300 },
  );
});

Deno.test("MisereGames.genus() gives the misère Grundy values of G + k copies of *2", () => {
  const plainMisereGrundy = (parts: readonly Tree[]): number => {
    // g-(H) is the least n with H + *n a misère P-position... via options: mex rule with g-(0) = 1.
    const memo = new Map<string, number>();
    const go = (ps: readonly Tree[]): number => {
      const key = ps.map(treeKey).sort().join("+");
      const known = memo.get(key);
      if (known !== undefined) return known;
      const seen = new Set<number>();
      let any = false;
      ps.forEach((p, i) => {
        for (const o of p) {
          any = true;
          const next = [...ps];
          next[i] = o;
          seen.add(go(next));
        }
      });
      let m = 0;
      while (seen.has(m)) m++;
      const v = any ? m : 1;
      memo.set(key, v);
      return v;
    };
    return go(parts);
  };
  fc.assert(
    fc.property(treeArb, (a) => {
      const solver = new MisereSolver(treeGame);
      const genus = solver.genus(a);
      for (let k = 0; k <= 4; k++) {
        const parts = [a, ...Array.from({ length: k }, () => nimTree(2))];
        const expected = plainMisereGrundy(parts);
        const seq = genus.misere;
        const at = k < seq.length ? seq[k] : seq[seq.length - 2 + ((seq.length ^ k) & 1)];
        assert.equal(at, expected);
      }
      assert.equal(genus.misere[0], solver.misereGrundy(a));
    }),
    { seed: 8981, numRuns: 200 },
  );
});

Deno.test("MisereGames.format() prints as CGSuite does", async (t) => {
  const games = new MisereGames();
  const nim = (n: number) => games.nimHeap(n);
  const rows: [string, MisereGameId, string][] = [
    ["0 (CGSuite)", nim(0), "*[0]"],
    ["* (cgsuite-formats notes)", nim(1), "*[1]"],
    ["*2 + *2", games.add(nim(2), nim(2)), "*[2[2]]"],
    ["*12 + *10 (cgsuite-formats notes)", games.add(nim(12), nim(10)), "*[&12;[&10;]]"],
    ["{*2}: one option", games.fromOptions([nim(2)]), "*[2#]"],
    ["{*2} + *: an odd game", games.add(games.fromOptions([nim(2)]), nim(1)), "*[2[#1]]"],
  ];
  for (const [source, id, printed] of rows) {
    await t.step(source, () => assert.equal(games.format(id), printed));
  }
  await t.step("Cram .........|##.######, from the issue (CGSuite)", () => {
    const cram = {
      options(s: string): string[] {
        const rows = s.split("|");
        const out: string[] = [];
        for (let r = 0; r < rows.length; r++) {
          for (let c = 0; c < rows[r].length; c++) {
            if (rows[r][c] !== ".") continue;
            const put = (r2: number, c2: number) => {
              const grid = rows.map((x) => x.split(""));
              grid[r][c] = "#";
              grid[r2][c2] = "#";
              out.push(grid.map((x) => x.join("")).join("|"));
            };
            if (rows[r][c + 1] === ".") put(r, c + 1);
            if (rows[r + 1]?.[c] === ".") put(r + 1, c);
          }
        }
        return out;
      },
    };
    const solver = new MisereSolver(cram);
    assert.equal(solver.format(".........|##.######"), "*[2[2]321]");
    assert.equal(solver.formatGenus(".........|##.######"), "4^146");
  });
  await t.step("a length guard", () => {
    assert.throws(() => games.format(games.add(nim(12), nim(10)), { maxLength: 5 }), RangeError);
  });
});

Deno.test("MisereGames.formatGenus() prints Nim heaps bare and tame games with one digit", () => {
  const games = new MisereGames();
  const two = games.nimHeap(2);
  assert.equal(games.formatGenus(games.genus(games.zero)), "0");
  assert.equal(games.formatGenus(games.genus(games.nimHeap(12))), "12");
  assert.deepEqual(games.genus(games.zero).misere, [1, 2, 0]); // 0^120, Winning Ways ch. 13
  assert.equal(games.phylum(games.add(two, two)), "hereditarily-tame");
  assert.equal(games.formatGenus(games.genus(games.add(two, two))), "0^0");
  assert.equal(games.formatGenus(games.genus(games.fromOptions([two]))), "0^0");
});

Deno.test("MisereSolver agrees with Bouton's misère Nim rule on sums of heaps", () => {
  // Bouton (1902): a misère Nim position is lost for the player to move exactly when
  // every heap is at most 1 and their nim-sum is 1, or some heap is 2 or more and the nim-sum is 0.
  const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
  const solver = new MisereSolver(nim);
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 }), (heaps) => {
      const x = heaps.reduce((a, b) => a ^ b, 0);
      const small = heaps.every((h) => h <= 1);
      const expected = (small ? x === 1 : x === 0) ? "P" : "N";
      assert.equal(misereSumOutcome(solver, heaps), expected);
      const moves = misereSumWinningMoves(nim, heaps, solver);
      if (heaps.some((h) => h > 0)) assert.equal(moves.length === 0, expected === "P");
    }),
    { seed: 663 },
  );
});

Deno.test("MisereSolver.winningMoves() lists the misère P-position options", () => {
  const nim = { options: (n: number) => Array.from({ length: n }, (_, i) => i) };
  const solver = new MisereSolver(nim);
  assert.deepEqual(solver.winningMoves(3), [1]);
  assert.deepEqual(solver.winningMoves(1), []);
  assert.equal(solver.outcome(0), "N");
});

Deno.test("MisereSolver honours maxPositions and reports cycles", () => {
  const countdown = { options: (n: number) => (n > 0 ? [n - 1] : []) };
  assert.throws(
    () => new MisereSolver(countdown, { maxPositions: 5 }).misereGrundy(50),
    PositionLimitError,
  );
  const loop = { options: (n: number) => [1 - n] };
  assert.throws(() => new MisereSolver(loop).outcome(0), RangeError);
  assert.throws(() => new MisereGames({ maxGames: 3 }).nimHeap(5), PositionLimitError);
  assert.throws(() => new MisereGames().options(99), RangeError);
});
