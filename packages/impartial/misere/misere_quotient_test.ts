import assert from "node:assert/strict";
import fc from "fast-check";
import { withStepLimit } from "@cgt/core/limits";
import { MisereSolver } from "./misere.ts";
import { heapMoves } from "./misere_heap.ts";
import { MisereQuotient, type MisereQuotientJson } from "./misere_quotient.ts";
import { parseHexCode, parseOctalCode, takeAndBreakRules } from "../octal_game.ts";
import { subtractionGame, subtractionRules } from "../subtraction_game.ts";
import { PositionLimitError } from "../grundy.ts";

/** Octal codes with up to three digits after the point (and 0 or 4 before it). */
const codeArb = fc.tuple(
  fc.constantFrom("0", "4"),
  fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
).map(([d0, ds]) => `${d0}.${ds.join("")}`);

/** The slow twin: plain misère search over sorted lists of heaps (no theory at all). */
function plainOutcome(solver: MisereSolver<readonly number[]>, heaps: readonly number[]): string {
  return solver.outcome(heaps.filter((h) => h > 0).sort((a, b) => a - b));
}

Deno.test("MisereQuotient prints published quotients", async (t) => {
  const rows: [string, string, number, number, string, string][] = [
    // [source, code, bound, order, quotient, start of the pretending function]
    [
      "0.75: Plambeck and Siegel, Misère quotients for impartial games (JCTA 2008), their first example",
      "0.75",
      30,
      8,
      "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}",
      "Phi = 1 a b a b c b c b ab2 b ab2",
    ],
    [
      "misère Nim heaps 0..1: the quotient T1 = <a | a2=1> (Plambeck and Siegel 2008; Bouton 1902)",
      "nim",
      1,
      2,
      "Q = <a | a2=1>; P = {a}",
      "Phi = 1 a",
    ],
    [
      "misère Nim heaps 0..3: the tame quotient T2 of order 6 (Plambeck and Siegel 2008; Bouton 1902)",
      "nim",
      3,
      6,
      "Q = <a,b | a2=1,b3=b>; P = {a,b2}",
      "Phi = 1 a b ab",
    ],
    [
      "misère Nim heaps 0..7: the tame quotient of order 2^3 + 2 = 10 (Plambeck and Siegel 2008; Bouton 1902)",
      "nim",
      7,
      10,
      "Q = <a,b,c | a2=1,b3=b,b2c=c,c2=b2>; P = {a,b2}",
      "Phi = 1 a b ab c ac bc abc",
    ],
  ];
  for (const [source, code, n, order, printed, phi] of rows) {
    await t.step(source, () => {
      const game = code === "nim" ? subtractionGame([], { allBut: true }) : parseOctalCode(code);
      const q = new MisereQuotient(game, n);
      assert.equal(q.order, order);
      assert.equal(q.format(), printed);
      assert.ok(q.formatPretendingFunction().startsWith(phi), q.formatPretendingFunction());
    });
  }
});

Deno.test("MisereQuotient of Dawson's Kayles to heap 30 has 360 elements (Siegel, MisereSolver notes, 2007)", () => {
  // Siegel, "Some MisereSolver questions answered" (misère games blog, 28 August 2007):
  // "Q_30(0.07) has size 360". Dawson's chess 0.137 is 0.07 shifted by one heap.
  assert.equal(new MisereQuotient(parseOctalCode("0.07"), 30).order, 360);
  assert.equal(new MisereQuotient(parseOctalCode("0.137"), 29).order, 360);
});

Deno.test("MisereQuotient.outcome() decides sums of copies of one heap", async (t) => {
  // A heap may only take an element x when every sum k·n + u still gets its outcome right, u
  // empty included: the rows below were wrong while that case went unchecked (heap 14 of 0.53
  // was given the element of heap 1). Outcomes by plain misère search over lists of heaps.
  const rows: [string, string, number[], "P" | "N"][] = [
    ["0.53: 14 + 14 is P (plain search)", "0.53", [14, 14], "P"],
    ["0.53: 1 + 14 is N (plain search)", "0.53", [1, 14], "N"],
    ["0.53: 1 + 14 + 14 is N (plain search)", "0.53", [1, 14, 14], "N"],
    ["0.53: 2 + 14 + 14 is N (plain search)", "0.53", [2, 14, 14], "N"],
  ];
  const slow = new Map<string, MisereSolver<readonly number[]>>();
  for (const [name, code, heaps, expected] of rows) {
    await t.step(name, () => {
      const game = parseOctalCode(code);
      if (!slow.has(code)) slow.set(code, new MisereSolver(takeAndBreakRules(game)));
      assert.equal(plainOutcome(slow.get(code)!, heaps), expected);
      const q = new MisereQuotient(game, Math.max(...heaps));
      assert.equal(q.outcome(heaps), expected);
      assert.equal(q.winningMoves(heaps).length === 0, expected === "P");
    });
  }
  await t.step("0.53: heaps 1 and 14 have different elements", () => {
    const q = new MisereQuotient(parseOctalCode("0.53"), 20);
    assert.notEqual(q.element(14), q.element(1));
  });
});

Deno.test("MisereQuotient.outcome() agrees with plain search on all small sums", () => {
  // One quotient and one slow solver per code; a code whose quotient passes 600 elements by
  // heap 10 is counted and must stay rare.
  const cache = new Map<string, [MisereQuotient | null, MisereSolver<readonly number[]>]>();
  let checked = 0;
  let tooLarge = 0;
  fc.assert(
    fc.property(
      codeArb,
      fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 4 }),
      (code, heaps) => {
        let entry = cache.get(code);
        if (entry === undefined) {
          const game = parseOctalCode(code);
          let q: MisereQuotient | null = null;
          try {
            q = new MisereQuotient(game, 10, { maxElements: 600 });
          } catch (error) {
            if (!(error instanceof PositionLimitError)) throw error;
          }
          entry = [q, new MisereSolver(takeAndBreakRules(game))];
          cache.set(code, entry);
        }
        const [q, slow] = entry;
        if (q === null) {
          tooLarge++;
          return;
        }
        checked++;
        assert.equal(q.outcome(heaps), plainOutcome(slow, heaps), `${code} ${heaps}`);
      },
    ),
    { numRuns: 400, seed: 131 },
  );
  assert.ok(checked > 300 && tooLarge < 40, `${checked} checked, ${tooLarge} too large`);
});

Deno.test("MisereQuotient.outcome() is locally consistent on sums of large heaps", () => {
  // Plain search cannot reach sums of heaps in the hundreds, but the rule that defines misère
  // outcomes can be checked one step at a time: a sum is N exactly when it has no move or a move
  // to a P-position. A quotient that satisfies this on every sum is correct on every sum (by
  // induction on the game tree), so random sums of large heaps test it far beyond plain search.
  const quotients = [
    ["0.77", new MisereQuotient(parseOctalCode("0.77"), 120)],
    ["0.07", new MisereQuotient(parseOctalCode("0.07"), 30)],
    ["0.75", new MisereQuotient(parseOctalCode("0.75"), 120)],
  ] as const;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: quotients.length - 1 }),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }),
      (which, raw) => {
        const [code, q] = quotients[which];
        const game = parseOctalCode(code);
        const heaps = raw.map((h) => h % (q.bound + 1));
        let moves = 0;
        let toP = false;
        for (let i = 0; i < heaps.length && !toP; i++) {
          for (const result of heapMoves(game, heaps[i])) {
            moves++;
            const after = [...heaps.slice(0, i), ...heaps.slice(i + 1), ...result];
            if (q.outcome(after) === "P") {
              toP = true;
              break;
            }
          }
        }
        const expected = moves === 0 || toP ? "N" : "P";
        assert.equal(q.outcome(heaps), expected, `${code} ${heaps.join("+")}`);
      },
    ),
    { numRuns: 3000, seed: 71 },
  );
});

Deno.test("MisereQuotient.winningMoves() agrees with plain search", () => {
  fc.assert(
    fc.property(
      codeArb,
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
      (code, heaps) => {
        const game = parseOctalCode(code);
        const q = new MisereQuotient(game, 9);
        const slow = new MisereSolver(takeAndBreakRules(game));
        const position = [...heaps].sort((a, b) => a - b);
        const fast = q.winningMoves(position).map((m) =>
          [...position.filter((_, j) => j !== m.component), ...m.result].sort((a, b) => a - b)
            .join(",")
        );
        const expected = slow.winningMoves(position).map((p) => p.join(","));
        assert.deepEqual(new Set(fast), new Set(expected), `${code} ${heaps}`);
        assert.equal(fast.length === 0, q.outcome(position) === "P" || expected.length === 0);
      },
    ),
    { numRuns: 80, seed: 17 },
  );
});

Deno.test("MisereQuotient works for subtraction, hexadecimal and Grundy's game", async (t) => {
  const cases: [string, Parameters<typeof heapMoves>[0], (h: number[]) => string][] = [];
  const sub = subtractionGame([1, 3, 4]);
  const subSlow = new MisereSolver(subtractionRules(sub));
  cases.push(["S(1,3,4)", sub, (h) => misereOfSubtraction(subSlow, h)]);
  const hex = parseHexCode("0.f");
  const hexSlow = new MisereSolver(takeAndBreakRules(hex));
  cases.push(["hex 0.f", hex, (h) => plainOutcome(hexSlow, h)]);
  for (const [name, game, slow] of cases) {
    await t.step(name, () => {
      const q = new MisereQuotient(game, 10);
      for (let a = 0; a <= 10; a++) {
        for (let b = a; b <= 10; b++) {
          for (const c of [0, 2, 5]) assert.equal(q.outcome([a, b, c]), slow([a, b, c]));
        }
      }
    });
  }
});

/** A sum of subtraction-game heaps, by plain search over sorted heap lists. */
function misereOfSubtraction(single: MisereSolver<number>, heaps: number[]): string {
  void single;
  const memo = new Map<string, boolean>();
  const set = [1, 3, 4];
  const wins = (hs: number[]): boolean => {
    const key = hs.join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    let any = false;
    let win = false;
    hs.forEach((h, i) => {
      for (const s of set) {
        if (s > h) continue;
        any = true;
        const next = [...hs];
        next[i] = h - s;
        if (!wins(next.filter((x) => x > 0).sort((a, b) => a - b))) win = true;
      }
    });
    const result = any ? win : true;
    memo.set(key, result);
    return result;
  };
  return wins(heaps.filter((h) => h > 0).sort((a, b) => a - b)) ? "N" : "P";
}

Deno.test("MisereQuotient names elements, relations and the heap map consistently", () => {
  const q = new MisereQuotient(parseOctalCode("0.77"), 20);
  const names = q.heapElements();
  assert.equal(names.length, 21);
  assert.equal(names[0], "1");
  for (let h = 0; h <= 20; h++) assert.equal(q.elementName(q.element(h)), names[h]);
  // Every relation holds in the monoid: both sides name the same element.
  const gens = q.generators;
  const elementOfWord = (word: string): number => {
    let x = 0;
    for (const [, letter, exp] of word.matchAll(/([a-zA-Z])(\d*)/g)) {
      const g = gens.indexOf(letter);
      const gx = [...Array(q.order).keys()].find((y) => q.elementName(y) === letter)!;
      assert.ok(g >= 0);
      for (let k = 0; k < (exp === "" ? 1 : Number(exp)); k++) x = q.multiply(x, gx);
    }
    return x;
  };
  for (const r of q.relations()) {
    assert.equal(elementOfWord(r.left), elementOfWord(r.right), `${r.left}=${r.right}`);
  }
  assert.equal(q.pPortion().length, q.pPortionSize);
  assert.equal(q.sumElement([1, 1]), q.multiply(q.element(1), q.element(1)));
});

Deno.test("MisereQuotient.extend() gives the quotient built at once", () => {
  for (const code of ["0.77", "0.07", "0.54", "4.7"]) {
    const game = parseOctalCode(code);
    const q = new MisereQuotient(game, 8);
    q.extend(16);
    const direct = new MisereQuotient(game, 16);
    assert.equal(q.bound, 16);
    assert.equal(q.format(), direct.format());
    assert.equal(q.formatPretendingFunction(), direct.formatPretendingFunction());
  }
  assert.throws(() => new MisereQuotient(parseOctalCode("0.77"), 8).extend(7), RangeError);
});

Deno.test("MisereQuotient rejects bad input and honours its limits", () => {
  const kayles = parseOctalCode("0.77");
  assert.throws(() => new MisereQuotient(kayles, -1), RangeError);
  assert.throws(() => new MisereQuotient(kayles, 5, { maxElements: 1 }), RangeError);
  // deno-lint-ignore no-explicit-any
  assert.throws(() => new MisereQuotient({} as any, 5), TypeError);
  const q = new MisereQuotient(kayles, 5);
  assert.throws(() => q.outcome([6]), RangeError);
  assert.throws(() => q.isP(q.order), RangeError);
  assert.throws(
    () => new MisereQuotient(parseOctalCode("0.07"), 30, { maxElements: 100 }),
    PositionLimitError,
  );
  assert.throws(() => withStepLimit(50, () => new MisereQuotient(parseOctalCode("0.07"), 30)));
});

Deno.test("MisereQuotient.fromJson() loads what toJson() saved", async (t) => {
  for (const [code, to] of [["0.75", 30], ["0.07", 30], ["0.77", 40], ["4.7", 20]] as const) {
    await t.step(`octal ${code} to heap ${to}`, () => {
      const game = parseOctalCode(code);
      const q = new MisereQuotient(game, to);
      const loaded = MisereQuotient.fromJson(game, JSON.parse(JSON.stringify(q.toJson())));
      assert.equal(loaded.order, q.order);
      assert.equal(loaded.bound, to);
      assert.equal(loaded.format(), q.format());
      assert.equal(loaded.formatPretendingFunction(), q.formatPretendingFunction());
      fc.assert(
        fc.property(fc.array(fc.nat(to), { maxLength: 6 }), (heaps) => {
          assert.equal(loaded.outcome(heaps), q.outcome(heaps));
        }),
        { seed: 46, numRuns: 100 },
      );
      // A loaded quotient extends as a computed one does.
      loaded.extend(to + 2);
      assert.equal(loaded.order, new MisereQuotient(game, to + 2).order);
    });
  }
});

Deno.test("MisereQuotient.fromJson() refuses damaged or foreign data", async (t) => {
  const game = parseOctalCode("0.75");
  const saved = new MisereQuotient(game, 30).toJson();
  const copy = () => JSON.parse(JSON.stringify(saved));
  const table: [string, () => unknown, ErrorConstructor, RegExp][] = [
    ["not an object", () => 3, TypeError, /expected \{format/],
    ["another version", () => ({ ...copy(), version: 99 }), TypeError, /expected \{format/],
    ["another game", () => ({ ...copy(), game: "0.77" }), TypeError, /saved for game 0\.77/],
    ["a short phi", () => ({ ...copy(), phi: copy().phi.slice(1) }), RangeError, /phi must list/],
    ["a bound out of range", () => ({ ...copy(), bound: -1 }), RangeError, /heap bound/],
    [
      "a flipped P-portion",
      () => ({ ...copy(), pPortion: [0] }),
      RangeError,
      /P-portion is wrong|not reduced/,
    ],
    [
      "a table that is not commutative",
      () => {
        const c = copy();
        [c.table[1][2], c.table[2][1]] = [c.table[2][1], (c.table[2][1] + 1) % c.table.length];
        return c;
      },
      RangeError,
      /commutative/,
    ],
    [
      "an element out of range",
      () => {
        const c = copy();
        c.table[1][1] = 99;
        return c;
      },
      RangeError,
      /table row 1/,
    ],
  ];
  for (const [name, make, type, message] of table) {
    await t.step(name, () => {
      assert.throws(
        () => MisereQuotient.fromJson(game, make() as MisereQuotientJson),
        (e: Error) => {
          assert.ok(e instanceof type, String(e));
          assert.match(e.message, /^Cannot load misère quotient: /);
          assert.match(e.message, message);
          return true;
        },
      );
    });
  }
});
