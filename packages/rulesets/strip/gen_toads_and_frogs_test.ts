import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { Solver } from "@cgt/partizan/search";
import {
  genToadsAndFrogs,
  type GenToadsAndFrogsOptions,
  genToadsAndFrogsRuleset,
} from "./gen_toads_and_frogs.ts";
import { toadsAndFrogs } from "./toads_and_frogs.ts";
import { elephantsAndRhinos } from "./elephants_and_rhinos.ts";
import { generalSearchRuleset, toPosition } from "../_toads_and_frogs.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/**
 * The slow twin: CGSuite's `GenToadsAndFrogs.Options` read literally, on cells 1..n (0 empty,
 * 1 toad, 2 frog; a cell off the strip is neither), and the value by plain recursion.
 */
function slowValue(row: string, o: Required<GenToadsAndFrogsOptions>, memo: Map<string, Game>) {
  const known = memo.get(row);
  if (known !== undefined) return known;
  const cells: number[] = [...row].map((c) => (c === "T" ? 1 : c === "F" ? 2 : 0));
  const get = (i: number) => (i >= 1 && i <= cells.length ? cells[i - 1] : -1);
  const options = (us: number): Game[] => {
    const them = 3 - us;
    const sign = us === 1 ? 1 : -1;
    const out: string[] = [];
    const moved = (from: number, to: number) => {
      const next = [...cells];
      next[from - 1] = 0;
      next[to - 1] = us;
      out.push(next.map((c) => ".TF"[c]).join(""));
    };
    for (let n = 1; n <= cells.length; n++) {
      if (get(n) !== us) continue;
      for (let k = 1; k <= Number(o.maxSlide) && get(n + k * sign) === 0; k++) {
        if (k >= Number(o.minSlide)) moved(n, n + k * sign);
      }
    }
    for (let n = 1; n <= cells.length; n++) {
      if (get(n) !== us) continue;
      for (
        let k = 1;
        k <= Number(o.maxJump) &&
        (get(n + k * sign) === them || (o.allowFriendlyJump && get(n + k * sign) === us));
        k++
      ) {
        if (get(n + (k + 1) * sign) === 0) moved(n, n + (k + 1) * sign);
      }
    }
    return out.map((r) => slowValue(r, o, memo));
  };
  const value = game(options(1), options(2));
  memo.set(row, value);
  return value;
}

const options = fc.record({
  minSlide: fc.integer({ min: 0, max: 3 }),
  maxSlide: fc.integer({ min: 0, max: 3 }),
  maxJump: fc.integer({ min: 0, max: 3 }),
  allowFriendlyJump: fc.boolean(),
});

Deno.test("genToadsAndFrogs() agrees with plain recursion on CGSuite's rules for any parameters", () => {
  fc.assert(
    fc.property(options, fc.stringMatching(/^[TF.]{1,7}$/), (o, row) => {
      const slow = slowValue(row, o, new Map());
      assert.equal(
        formatGame(genToadsAndFrogs(row, o)),
        formatGame(slow),
        `${row} ${JSON.stringify(o)}`,
      );
    }),
    { seed: 2026_1205, numRuns: 300 },
  );
});

Deno.test("genToadsAndFrogs() agrees with plain recursion on every row of up to 6 cells", async (t) => {
  const sets: Required<GenToadsAndFrogsOptions>[] = [
    { minSlide: 1, maxSlide: 1, maxJump: 1, allowFriendlyJump: false },
    { minSlide: 1, maxSlide: 2, maxJump: 1, allowFriendlyJump: false },
    { minSlide: 2, maxSlide: 3, maxJump: 0, allowFriendlyJump: false },
    { minSlide: 1, maxSlide: 1, maxJump: 2, allowFriendlyJump: true },
    { minSlide: 0, maxSlide: 0, maxJump: 3, allowFriendlyJump: true },
    { minSlide: 1, maxSlide: 5, maxJump: 5, allowFriendlyJump: true },
  ];
  const rows: string[] = [""];
  for (let n = 1; n <= 6; n++) {
    for (const r of rows.filter((x) => x.length === n - 1)) rows.push(r + "T", r + "F", r + ".");
  }
  for (const o of sets) {
    await t.step(JSON.stringify(o), () => {
      const memo = new Map<string, Game>();
      for (const row of rows.slice(1)) {
        assert.equal(genToadsAndFrogs(row, o), slowValue(row, o, memo), row);
      }
    });
  }
});

Deno.test("genToadsAndFrogs() with the default slides is toadsAndFrogs(), also on its general search", () => {
  // The general packed search, which genToadsAndFrogs() leaves to toadsAndFrogs() for these
  // parameters, gives toadsAndFrogs()' values too.
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 }),
      fc.stringMatching(/^[TF.]{1,11}$/),
      (maxJump, row) => {
        const general = new Solver(
          generalSearchRuleset({ minSlide: 1, maxSlide: 1, maxJump, friendly: false }),
        );
        const expected = toadsAndFrogs(row, { maxJump });
        assert.equal(general.value(toPosition(row)), expected, `${row} ${maxJump}`);
        assert.equal(genToadsAndFrogs(row, { maxJump }), expected);
      },
    ),
    { seed: 51205, numRuns: 120 },
  );
});

Deno.test("genToadsAndFrogs() gives CGSuite's published values", async (t) => {
  const rows: [call: string, value: string, source: string][] = [
    [
      'genToadsAndFrogs("tttt..fff", maxJump => 2)',
      "{1/2*|v}",
      'CGSuite 2.2 GameStripTest: GenToadsAndFrogs(maxJump => 2)("tttt..fff")',
    ],
    [
      'genToadsAndFrogs("tttt..fff", maxJump => 0)',
      "1",
      'CGSuite 2.2 GameStripTest: ElephantsAndRhinos("tttt..fff"), GenToadsAndFrogs(maxJump => 0)',
    ],
    [
      'genToadsAndFrogs("ttttt..fffff")',
      "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
      'CGSuite 2.2 GameStripTest: ToadsAndFrogs("ttttt..fffff"), GenToadsAndFrogs()',
    ],
    ['genToadsAndFrogs("tft.tff")', "^", "Winning Ways ch. 1: TFT.TFF = ^"],
  ];
  for (const [call, value, source] of rows) {
    await t.step(`${call} is ${value} (${source})`, () => {
      const g = parseGame(call, { functions: RULESET_FUNCTIONS });
      assert.equal(g, parseGame(value));
    });
  }
  await t.step("toads() and elephantsAndRhinos() are its members", () => {
    for (const row of ["tttt..fff", "tt.f.tf", "t.t.ff"]) {
      assert.equal(genToadsAndFrogs(row), toadsAndFrogs(row));
      assert.equal(genToadsAndFrogs(row, { maxJump: 0 }), elephantsAndRhinos(row));
    }
  });
});

Deno.test("genToadsAndFrogs() in notation takes CGSuite's named parameters and refuses bad ones", async (t) => {
  const value = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
  await t.step("named parameters in any order", () => {
    assert.equal(
      value('genToadsAndFrogs("tt.f", allowFriendlyJump => true, maxSlide => 2, minSlide => 1)'),
      formatGame(genToadsAndFrogs("tt.f", { allowFriendlyJump: true, maxSlide: 2 })),
    );
  });
  const bad: [text: string, error: ErrorConstructor, message: RegExp][] = [
    ['genToadsAndFrogs("tt", maxjump => 2)', SyntaxError, /unknown parameter "maxjump"/],
    ['genToadsAndFrogs("tt", maxJump => 1, maxJump => 2)', SyntaxError, /twice/],
    ['genToadsAndFrogs("tt", maxJump => true)', SyntaxError, /maxJump must be an integer/],
    ['genToadsAndFrogs("tt", allowFriendlyJump => 1)', SyntaxError, /true or false/],
    ['genToadsAndFrogs("tt", maxSlide => 64)', RangeError, /maxSlide must be an integer/],
    ['genToadsAndFrogs("tt", minSlide => -1)', RangeError, /loopy/],
    ['genToadsAndFrogs("tx")', SyntaxError, /unexpected character/],
    ["genToadsAndFrogs(3)", TypeError, /expected a row/],
    ['genToadsAndFrogs("tt", 2)', TypeError, /expected a row/],
  ];
  for (const [text, error, message] of bad) {
    await t.step(text, () =>
      assert.throws(
        () => value(text),
        (e: unknown) => e instanceof error && message.test(e.message),
      ));
  }
});

Deno.test("genToadsAndFrogsRuleset() keeps the ruleset contract with slides and friendly jumps", async (t) => {
  const o = { maxSlide: 2, allowFriendlyJump: true, maxJump: 2 };
  await rulesetContract(t, {
    ruleset: genToadsAndFrogsRuleset(o),
    parse: (row: string) => row.toUpperCase(),
    format: String,
    value: (row: string) => genToadsAndFrogs(row, o),
    positions: ["T", "T.F", "TT.", "TT..FF", "T.F.T.F", "TTF.F", ".T.F."],
    generator: fc.stringMatching(/^[TF.]{1,7}$/),
    seed: 61205,
  });
});
