import assert from "node:assert/strict";
import fc from "fast-check";
import { MisereSolver, parseOctalCode, takeAndBreakRules } from "@cgt/impartial";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt misere prints its help", async (t) => {
  const result = await cgt(["misere", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt misere kayles prints genus and misère canonical forms as CGSuite does", async (t) => {
  const result = await cgt(["misere", "kayles", "--to", "8"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /5 {2}G 4 {2}G- 1 {2}N {2}genus 4\^146 {2}\*\[2\[2\]321\]/);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt misere --json prints the documented fields", async (t) => {
  const result = await cgt(["misere", "octal", "0.07", "--to", "6", "--json"]);
  assert.equal(result.code, 0);
  const document = JSON.parse(result.stdout);
  assert.equal(document.game, "0.07");
  assert.deepEqual(Object.keys(document.heaps[0]), [
    "n",
    "grundy",
    "misereGrundy",
    "genus",
    "misereCanonicalForm",
    "misereOutcome",
  ]);
  await t.assertSnapshot(result.stdout);
  const sum = await cgt(["misere", "sum", "dawsons-kayles", "3", "4", "--json"]);
  assert.deepEqual(JSON.parse(sum.stdout).winningMoves, [{
    component: 1,
    heap: 4,
    result: [1, 1],
  }]);
  await t.assertSnapshot(sum.stdout);
});

Deno.test("cgt misere agrees with plain search on a seeded sample of octal codes", async () => {
  // A fixed sample of codes with up to three digits; scripts/misere_check.ts checks them all.
  let seed = 13;
  const next = (m: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % m;
  for (let i = 0; i < 6; i++) {
    const code = `${next(2) * 4}.${next(8)}${next(8)}${next(8)}`;
    const rules = takeAndBreakRules(parseOctalCode(code));
    const slow = new MisereSolver(rules);
    const result = await cgt(["misere", "octal", code, "--to", "9", "--json"]);
    assert.equal(result.code, 0, code);
    for (const h of JSON.parse(result.stdout).heaps) {
      const p = h.n === 0 ? [] : [h.n];
      assert.equal(h.misereOutcome, slow.outcome(p), `${code} heap ${h.n}`);
      assert.equal(h.genus, slow.formatGenus(p));
      assert.equal(h.misereCanonicalForm, slow.format(p));
    }
    const heaps = [next(8), next(8), next(8), next(8)];
    const sum = JSON.parse(
      (await cgt(["misere", "sum", "octal", code, ...heaps.map(String), "--json"])).stdout,
    );
    assert.equal(sum.misereOutcome, slow.outcome(heaps.filter((h) => h > 0).sort((a, b) => a - b)));
  }
});

Deno.test("cgt misere quotient prints the quotient as the papers do", async (t) => {
  const result = await cgt(["misere", "quotient", "octal", "0.75", "--to", "12"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  // Plambeck and Siegel, Misère quotients for impartial games (JCTA 2008): the quotient of 0.75.
  assert.match(result.stdout, /^Q = <a,b,c \| a2=1,b3=b,bc=ab,c2=b2>; P = \{a,b2\}$/m);
  assert.match(result.stdout, /^Phi = 1 a b a b c b c b ab2 b ab2 b$/m);
  await t.assertSnapshot(result.stdout);
  const json = await cgt(["misere", "quotient", "dawsons-kayles", "--to", "30", "--json"]);
  assert.equal(json.code, 0);
  const document = JSON.parse(json.stdout);
  assert.deepEqual(Object.keys(document), [
    "game",
    "kind",
    "to",
    "order",
    "presentation",
    "pPortion",
    "elements",
  ]);
  // Siegel (MisereSolver notes, 2007): Q_30(0.07) has 360 elements.
  assert.equal(document.order, 360);
  assert.equal(document.elements.length, 31);
  assert.equal(document.pPortion.length, 65);
});

Deno.test("cgt misere sum decides wild sums through the quotient", async () => {
  const sum = JSON.parse(
    (await cgt(["misere", "sum", "kayles", "5", "7", "9", "12", "--json"])).stdout,
  );
  assert.equal(sum.method, "quotient");
  const slow = new MisereSolver(takeAndBreakRules(parseOctalCode("0.77")));
  assert.equal(sum.misereOutcome, slow.outcome([5, 7, 9, 12]));
  const tame = JSON.parse(
    (await cgt(["misere", "sum", "octal", "0.3", "4", "6", "--json"])).stdout,
  );
  assert.equal(tame.method, "tame");
  // A quotient past --max-elements (Kayles has 24 elements from heap 12): canonical forms.
  const canonical = JSON.parse(
    (await cgt(["misere", "sum", "kayles", "5", "7", "12", "--max-elements", "20", "--json"]))
      .stdout,
  );
  assert.equal(canonical.method, "canonical");
  assert.equal(canonical.misereOutcome, slow.outcome([5, 7, 12]));
});

Deno.test("cgt misere sum answers N only with a winning move", async (t) => {
  const rows: [string, string[], "P" | "N", string[]][] = [
    // [what, arguments, outcome by plain search, winning moves printed]
    ["0.53: 14 + 14 is P (plain search)", ["octal", "0.53", "14", "14"], "P", []],
    [
      "0.53: 1 + 14 + 14 is N, won by taking heap 1 (plain search)",
      ["octal", "0.53", "1", "14", "14"],
      "N",
      ["heap 1 (position 1) -> nothing"],
    ],
    ["Kayles: the empty heap is N with no move to make", ["kayles", "0"], "N", []],
  ];
  for (const [name, args, outcome, moves] of rows) {
    await t.step(name, async () => {
      const result = await cgt(["misere", "sum", ...args]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, new RegExp(`: ${outcome} \\(`));
      const printed = [...result.stdout.matchAll(/winning move: (.*)/g)].map((m) => m[1]);
      assert.deepEqual(printed, moves);
    });
  }
});

Deno.test("cgt misere's four commands agree with plain search on sampled codes and sums", async () => {
  // Seeded sample of codes with up to three digits; scripts/misere_check.ts runs every code.
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(
        fc.constantFrom("0", "4"),
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
      ).map(([d0, ds]) => `${d0}.${ds.join("")}`),
      fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 4 }),
      async (code, heaps) => {
        const slow = new MisereSolver(takeAndBreakRules(parseOctalCode(code)));
        const position = heaps.filter((h) => h > 0).sort((a, b) => a - b);
        const sum = JSON.parse(
          (await cgt(["misere", "sum", "octal", code, ...heaps.map(String), "--json"])).stdout,
        );
        assert.equal(sum.misereOutcome, slow.outcome(position), `${code} ${heaps}`);
        const quotient = await cgt([
          "misere",
          "quotient",
          "octal",
          code,
          "--to",
          "10",
          "--json",
          "--max-elements",
          "600",
        ]);
        if (quotient.code !== 0) {
          assert.match(quotient.stderr, /more than 600 elements/);
          return;
        }
        const q = JSON.parse(quotient.stdout);
        assert.equal(q.elements.length, 11);
        assert.equal(q.pPortion.length > 0, q.order > 1);
      },
    ),
    { numRuns: 25, seed: 2026 },
  );
});

Deno.test("cgt misere works for hex, subtraction and named games", async () => {
  const sub = JSON.parse(
    (await cgt(["misere", "subtraction", "1,2", "--to", "12", "--json"])).stdout,
  );
  assert.equal(sub.period.period, 3);
  assert.equal(sub.period.proved, true);
  const nim = JSON.parse(
    (await cgt(["misere", "subtraction", "", "--all-but", "--to", "3", "--json"])).stdout,
  );
  assert.deepEqual(nim.heaps.map((h: { misereCanonicalForm: string }) => h.misereCanonicalForm), [
    "*[0]",
    "*[1]",
    "*[2]",
    "*[3]",
  ]);
  assert.equal((await cgt(["misere", "hex", "0.f", "--to", "4"])).code, 0);
  // The quotient for every kind of heap game: misère Nim heaps 0..3 give the tame quotient of
  // order 6 (Plambeck and Siegel 2008; Bouton 1902).
  const nimQuotient = JSON.parse(
    (await cgt(["misere", "quotient", "subtraction", "", "--all-but", "--to", "3", "--json"]))
      .stdout,
  );
  assert.equal(nimQuotient.presentation, "<a,b | a2=1,b3=b>");
  assert.deepEqual(nimQuotient.pPortion, ["a", "b2"]);
  for (const game of [["hex", "0.f"], ["grundy-game"], ["kayles"], ["subtraction", "1,3,4"]]) {
    const result = await cgt(["misere", "quotient", ...game, "--to", "12", "--json"]);
    assert.equal(result.code, 0, `${game}: ${result.stderr}`);
    assert.equal(JSON.parse(result.stdout).elements.length, 13);
  }
  // Extended codes: Nim as 0.[3] (misère Nim heaps are *[n]), Grundy's game as 4!.0.
  const nimCode = JSON.parse(
    (await cgt(["misere", "take-and-break", "0.[3]", "--to", "3", "--json"])).stdout,
  );
  assert.deepEqual(
    nimCode.heaps.map((h: { misereCanonicalForm: string }) => h.misereCanonicalForm),
    ["*[0]", "*[1]", "*[2]", "*[3]"],
  );
  const grundyCode = JSON.parse(
    (await cgt(["misere", "octal", "4!.0", "--to", "10", "--json"])).stdout,
  );
  const grundyNamed = JSON.parse(
    (await cgt(["misere", "grundy-game", "--to", "10", "--json"])).stdout,
  );
  assert.deepEqual(grundyCode.heaps, grundyNamed.heaps);
  assert.equal((await cgt(["misere", "grundy-game", "--to", "10"])).code, 0);
  const long = JSON.parse(
    (await cgt(["misere", "kayles", "--to", "12", "--max-length", "50", "--json"])).stdout,
  );
  assert.equal(long.heaps[12].misereCanonicalForm, null);
});

Deno.test("cgt misere honours --max-steps in each of its forms on 0.*", async (t) => {
  // A heap of n in 0.* has p(n - 1) moves (about 1.7 · 10^8 at 100): each form must stop early.
  const rows: [string, string[], RegExp][] = [
    ["values", ["take-and-break", "0.*", "--to", "100"], /more than 1000 steps \(raise/],
    ["sum", ["sum", "take-and-break", "0.*", "100"], /more than 1000 steps \(raise/],
    [
      "quotient",
      ["quotient", "take-and-break", "0.*", "--to", "100"],
      /needs more than 1000 steps; the quotient of heaps 0\.\.\d+ has \d+ elements \(raise --max-steps/,
    ],
  ];
  for (const [name, args, message] of rows) {
    await t.step(`${name} stops with one error line`, async () => {
      const start = performance.now();
      const result = await cgt(["misere", ...args, "--max-steps", "1000"]);
      const elapsed = performance.now() - start;
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: [^\n]*\n$/);
      assert.match(result.stderr, message);
      assert.ok(elapsed < 5000, `${name} took ${elapsed} ms`);
    });
  }
});

Deno.test("cgt misere rejects bad input with one error line", async (t) => {
  await assertErrorCases(t, [
    [["misere"], 2, /missing game/],
    [["misere", "chess"], 2, /unknown game/],
    [["misere", "octal"], 2, /missing code/],
    // A code or set that names no game is a usage mistake, as an unknown game is (it exited 1).
    [["misere", "octal", "0.8"], 2, /Cannot parse octal code/],
    [["misere", "hex", "0.g"], 2, /Cannot parse hexadecimal code/],
    [["misere", "take-and-break", "2.0"], 2, /Cannot parse take-and-break code/],
    [["misere", "subtraction", "0,2"], 2, /Cannot create subtraction game/],
    [["misere", "kayles", "--to", "5000"], 2],
    [["misere", "kayles", "--all-but"], 2, /only to subtraction/],
    [["misere", "sum", "kayles"], 2, /missing heap sizes/],
    [["misere", "sum", "kayles", "x"], 2, /heap sizes/],
    [["misere", "kayles", "--to", "200"], 1, /distinct games/],
    [["misere", "quotient"], 2, /missing game/],
    [["misere", "quotient", "kayles", "--to", "5000"], 2],
    [["misere", "quotient", "kayles", "--max-elements", "1"], 2],
    [
      ["misere", "quotient", "octal", "0.6", "--to", "20", "--max-elements", "50"],
      1,
      // 0.6: 48 elements from heap 12, then 96 at heap 15.
      /at heap 15 it, or each candidate tried for it, has more than 50 elements; the quotient of heaps 0\.\.14 has 48 elements \(raise --max-elements or lower --to\)\n$/,
    ],
    [
      ["misere", "quotient", "octal", "0.07", "--to", "30", "--max-steps", "100"],
      1,
      /needs more than 100 steps; the quotient of heaps 0\.\.\d+ has \d+ elements \(raise --max-steps/,
    ],
    [["misere", "sum", "kayles", "5", "--max-elements", "1"], 2, /--max-elements/],
    [["misere", "sum", "octal", "0.07", "9", "30", "--max-steps", "100"], 1, /--max-steps/],
    [
      // Its quotient passes 4096 elements; the canonical forms it falls back to charge the
      // budget too, and run out of it before they pass 50000 games.
      ["misere", "sum", "octal", "0.64", "20", "19", "18", "17"],
      1,
      /needs more than 5000000 steps \(raise the limit with --max-steps\)\n$/,
    ],
  ]);
});
