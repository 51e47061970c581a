// Heap rules in notation and their join, against CGSuite's definitions and plain recursion.
import assert from "node:assert/strict";
import fc from "fast-check";
import { GrundySolver, MAX_LISTED_HEAPS } from "@cgt/impartial/grundy";
import { GameLimitError, stepsRemaining, withStepLimit } from "@cgt/core/limits";
import { parseTakeAndBreakCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import {
  heapRuleGame,
  joinHeapRules,
  MAX_HEAP_RULE_LENGTH,
  MAX_HEAP_RULE_NESTING,
  MAX_HEAP_RULE_OPTIONS,
  parseHeapRule,
} from "./heap_rule.ts";
import { heapJoinGrundy } from "./heap_product.ts";
import { mex } from "@cgt/impartial/mex";

Deno.test("parseHeapRule() reads CGSuite's heap rulesets", async (t) => {
  // [text, name written back, heap, its options (CGSuite's HeapOptions: lists of positive heaps)]
  const rows: [string, string, number, number[][]][] = [
    ["0.77", "takeAndBreak(0.77)", 3, [[2], [1, 1], [1]]],
    ["takeAndBreak(0.07)", "takeAndBreak(0.07)", 4, [[2], [1, 1]]],
    ["4!.0", "takeAndBreak(4!.0)", 4, [[1, 3]]],
    ["spawning(1-3)", "spawning(1-3)", 3, [[], [1], [2], [1, 2]]],
    ["subtraction(3,1)", "subtraction(1,3)", 3, [[2], []]],
    ["subtraction(!1)", "subtraction(!1)", 3, [[1], []]],
    ["splittles(1)", "splittles(1)", 3, [[2], [1, 1]]],
    ["join(0.1, 0.2)", "join(takeAndBreak(0.1), takeAndBreak(0.2))", 1, [[]]],
    [
      " join(subtraction(1,2), join(0.07, spawning(1+))) ",
      "join(subtraction(1,2), join(takeAndBreak(0.07), spawning(1+)))",
      2,
      [[1], [], [], [], [1]],
    ],
  ];
  for (const [text, name, heap, options] of rows) {
    await t.step(`${text} is ${name}, with ${JSON.stringify(options)} from ${heap}`, () => {
      const rule = parseHeapRule(text);
      assert.equal(rule.name, name);
      assert.deepEqual(rule.options(heap), options);
      assert.deepEqual(rule.options(0), []);
    });
  }
});

Deno.test("parseHeapRule() refuses what is not a heap rule", async (t) => {
  const rows: [unknown, string, RegExp][] = [
    [5, "TypeError", /^Cannot read heap rule: expected a string such as "0\.77"/],
    [
      "kayles(3)",
      "SyntaxError",
      /^Cannot read heap rule: expected a take-and-break code or one of takeAndBreak\(\.\.\.\), spawning/,
    ],
    ["join(0.77)", "SyntaxError", /^Cannot read heap rule: join takes two rules/],
    ["0.7x", "SyntaxError", /^Cannot/],
    ["subtraction(0)", "RangeError", /^Cannot read subtraction set/],
    ["x".repeat(MAX_HEAP_RULE_LENGTH + 1), "RangeError", /at most 200 characters, received 201$/],
    [
      "join(".repeat(MAX_HEAP_RULE_NESTING + 1) + "0.1" +
      ", 0.1)".repeat(MAX_HEAP_RULE_NESTING + 1),
      "RangeError",
      /joins may nest at most 8 deep/,
    ],
  ];
  for (const [text, name, message] of rows) {
    await t.step(`${String(text).slice(0, 30)} throws a ${name}`, () => {
      assert.throws(() => parseHeapRule(text as string), { name, message });
    });
  }
});

Deno.test("joinHeapRules() lists the moves of both rules", () => {
  const rule = joinHeapRules(parseHeapRule("0.77"), parseHeapRule("subtraction(3)"));
  assert.deepEqual(rule.options(3), [[2], [1, 1], [1], []]);
  assert.throws(() => joinHeapRules(parseHeapRule("0.77"), {} as never), TypeError);
});

Deno.test("heapJoinGrundy() of two codes with disjoint digits is the code of their union (fast-check)", () => {
  // A move of digit d_k is one of its bits (Winning Ways ch. 4), so joining 0.d and 0.e whose
  // digits share no bit gives the code whose digits are d_k | e_k.
  const digits = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 });
  fc.assert(
    fc.property(digits, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (d, pick) => {
      // Split each digit's bits between the two codes as `pick` says.
      const first = d.map((x, k) => x & (pick[k] ? 5 : 2));
      const second = d.map((x, k) => x & ~first[k]);
      const code = (xs: number[]) => `0.${xs.join("")}`;
      const union = takeAndBreakGrundy(parseTakeAndBreakCode(code(d)), 14);
      for (let n = 0; n <= 14; n++) {
        assert.equal(heapJoinGrundy(code(first), code(second), n), union[n], `${n}`);
      }
    }),
    { seed: 260512, numRuns: 40 },
  );
});

/** The Grundy value of a list of heaps by plain recursion on the whole list (no nim-sum). */
function plainJoin(
  rules: string[],
  heaps: readonly number[],
  memo: Map<string, number>,
): number {
  const key = [...heaps].sort((a, b) => a - b).join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  const parsed = rules.map(parseHeapRule);
  const values: number[] = [];
  heaps.forEach((h, i) => {
    for (const rule of parsed) {
      for (const parts of rule.options(h)) {
        values.push(
          plainJoin(rules, [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts], memo),
        );
      }
    }
  });
  const g = mex(values);
  memo.set(key, g);
  return g;
}

const POOL = ["0.77", "0.07", "4!.0", "spawning(1-3)", "subtraction(2,3)", "splittles(1)", "0.6"];

Deno.test("heapJoinGrundy() agrees with plain recursion on sums of small heaps (fast-check)", () => {
  const memos = new Map<string, Map<string, number>>();
  fc.assert(
    fc.property(
      fc.constantFrom(...POOL),
      fc.constantFrom(...POOL),
      fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
      (r, s, heaps) => {
        const id = `${r} ${s}`;
        if (!memos.has(id)) memos.set(id, new Map());
        const fast = heaps.reduce((g, h) => g ^ heapJoinGrundy(r, s, h), 0);
        assert.equal(fast, plainJoin([r, s], heaps, memos.get(id)!));
        // The game of the joined rule, searched by GrundySolver on the whole list, too.
        const game = heapRuleGame(joinHeapRules(parseHeapRule(r), parseHeapRule(s)));
        assert.equal(new GrundySolver(game).grundy(heaps.filter((h) => h > 0)), fast);
      },
    ),
    { seed: 9031, numRuns: 80 },
  );
});

Deno.test("heapJoinGrundy() of a rule with itself is the rule's own value", () => {
  const kayles = takeAndBreakGrundy(parseTakeAndBreakCode("0.77"), 30);
  for (let n = 0; n <= 30; n++) assert.equal(heapJoinGrundy("0.77", "0.77", n), kayles[n]);
});

Deno.test("heapJoinGrundy() refuses heaps out of range", () => {
  assert.throws(() => heapJoinGrundy("0.77", "0.07", 1001), {
    name: "RangeError",
    message: "Cannot compute join value: the heap must be an integer from 0 to 1000, received 1001",
  });
  assert.throws(() => heapJoinGrundy("0.77", "0.07", "3" as never), TypeError);
});

Deno.test("parseHeapRule() rules stop past MAX_HEAP_RULE_OPTIONS options of a heap", () => {
  // {2+}.0 splits into any number of heaps (15,796,476 ways for 80); 1+ turns any coins (2^79).
  assert.throws(() => parseHeapRule("{2+}.0").options(80), {
    name: "RangeError",
    message:
      `Cannot list take-and-break moves: heap 80 of {2+}.0 has more than ${MAX_HEAP_RULE_OPTIONS} options`,
  });
  assert.throws(() => heapJoinGrundy("spawning(1+)", "0.1", 80), RangeError);
});

Deno.test("heapRuleGame() refuses a listing past MAX_LISTED_HEAPS, with or without a step budget", async (t) => {
  const tooLarge =
    /^Cannot list heap rule moves: the options would hold more than 4194304 heaps \(MAX_LISTED_HEAPS; each option counts its heaps and one more\), received \[1,2,3,/;
  const game = heapRuleGame(parseHeapRule("0.77"));
  const heaps = Array.from({ length: 300 }, (_, i) => i + 1);
  await t.step("0.77 on heaps 1 to 300 (45,150 options of 300 heaps) without a budget", () => {
    assert.throws(
      () => game.options(heaps),
      (e) => e instanceof RangeError && !(e instanceof GameLimitError) && tooLarge.test(e.message),
    );
  });
  await t.step("the same under a budget large enough for it", () => {
    assert.throws(
      () => withStepLimit(1e9, () => game.options(heaps)),
      (e) => e instanceof RangeError && !(e instanceof GameLimitError) && tooLarge.test(e.message),
    );
  });
  await t.step("heaps 1 to 100 (5,050 options of 100 heaps) are listed", () => {
    assert.equal([...game.options(heaps.slice(0, 100))].length, 5050);
  });
  assert.equal(MAX_LISTED_HEAPS, 2 ** 22);
});

Deno.test("heapRuleGame() charges a step budget in proportion to the options listed", async (t) => {
  const rule = parseHeapRule("0.77");
  const game = heapRuleGame(rule);
  // Work units (64 a step): the position's heaps; for each heap listed, the rule's own charge
  // (1 and the heaps of its options); for each option, the heaps it copies and 2.
  const units = (heaps: number[]): number => {
    let total = heaps.length;
    heaps.forEach((h, i) => {
      if (i > 0 && heaps[i - 1] === h) return;
      const options = rule.options(h);
      total += 1 + options.reduce((sum, o) => sum + o.length, 0);
      total += options.length * (heaps.length + 2);
    });
    return total;
  };
  const rows: [string, number[]][] = [
    ["one heap of 200", [200]],
    ["one heap of 400", [400]],
    ["heaps 1 to 20", Array.from({ length: 20 }, (_, i) => i + 1)],
    ["heaps 1 to 60", Array.from({ length: 60 }, (_, i) => i + 1)],
    ["ten heaps of 50 (listed once)", Array(10).fill(50)],
  ];
  for (const [what, heaps] of rows) {
    await t.step(`${what}: ${units(heaps)} units`, () => {
      const spent = withStepLimit(1e9, () => {
        const before = stepsRemaining();
        game.options(heaps);
        return before - stepsRemaining();
      });
      // What is left below a step is carried to the next charge: within one step either way.
      assert.ok(Math.abs(spent - units(heaps) / 64) <= 1, `${spent} steps`);
    });
  }
  await t.step("a small budget stops a listing of millions of heaps before it is built", () => {
    const heaps = Array.from({ length: 300 }, (_, i) => i + 1);
    // The rule counts the heaps whose options were asked for: the budget stops the listing
    // after some of them (it used to be charged once all 13.6 million heaps were built).
    let asked = 0;
    const counted = heapRuleGame({
      name: rule.name,
      maxHeap: rule.maxHeap,
      options: (h: number) => {
        asked++;
        return rule.options(h);
      },
    });
    assert.throws(() => withStepLimit(1000, () => counted.options(heaps)), GameLimitError);
    assert.ok(asked < 100, `${asked} heaps asked for`);
  });
});

Deno.test("joinHeapRules() refuses more than MAX_HEAP_RULE_OPTIONS options of a heap", () => {
  // {2+}.0 from 45: 89,133 options (the partitions of 45 into 2 or more parts); joined, 178,266.
  // The message quotes the rule's name to 40 characters.
  const rule = parseHeapRule("join({2+}.0, {2+}.0)");
  assert.throws(() => rule.options(45), {
    name: "RangeError",
    message:
      `Cannot list heap rule moves: heap 45 of "join(takeAndBreak({2+}.0), takeAndBre..." has more than ${MAX_HEAP_RULE_OPTIONS} options, received 178266`,
  });
  assert.equal(rule.options(40).length, 2 * 37_337);
});
