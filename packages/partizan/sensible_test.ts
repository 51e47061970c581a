import assert from "node:assert/strict";
import fc from "fast-check";
import {
  explicitForm,
  formatGameForm,
  formLeftOptions,
  formRightOptions,
  type GameForm,
  parseGameForm,
  positionForm,
  sumForm,
  valueForm,
} from "./game_form.ts";
import { formatGame, parseGame } from "./notation.ts";
import { game, integer, leftOptions, nimber, rightOptions, STAR, UP, ZERO } from "./game.ts";
import type { Game } from "./game.ts";
import { equals, leq } from "./compare.ts";
import { sum } from "./arithmetic.ts";
import type { Ruleset } from "./search/search.ts";
import {
  FormValueCache,
  type MoveAnalysisOptions,
  type Player,
  sensibleLines,
  sensibleMoves,
  sensibleOptions,
  winningMoves,
} from "./sensible.ts";
import { plainFormValue, plainWins } from "../../testing/plain_value.ts";

const VALUES: Game[] = [ZERO, STAR, nimber(2), integer(1), integer(-1), UP, game([ZERO], [STAR])];

/** Small explicit forms: canonical values at the leaves, explicit braces above. */
const form: fc.Arbitrary<GameForm> = fc.letrec<{ form: GameForm }>((tie) => ({
  form: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...VALUES).map((g) => valueForm(g)),
    fc.record({
      left: fc.array(tie("form"), { maxLength: 3 }),
      right: fc.array(tie("form"), { maxLength: 3 }),
    }).map(({ left, right }) => explicitForm(left, right)),
  ),
})).form;

const player: fc.Arbitrary<Player> = fc.constantFrom("left", "right");

function optionsOf(f: GameForm, p: Player): GameForm[] {
  return p === "left" ? formLeftOptions(f) : formRightOptions(f);
}

/** a is at least b for p (Left: a >= b; Right: a <= b). */
function atLeast(a: Game, b: Game, p: Player): boolean {
  return p === "left" ? leq(b, a) : leq(a, b);
}

/** A row of n tokens: Left removes one or two, Right removes one (the example of `Ruleset`). */
const HEAPS: Ruleset<number> = {
  name: "Heaps",
  leftOptions: (n) => [n - 1, n - 2].filter((m) => m >= 0),
  rightOptions: (n) => (n > 0 ? [n - 1] : []),
};

Deno.test("sensibleOptions() keeps the options at least a canonical option", async (t) => {
  const rows: [text: string, player: Player, sensible: string[], source: string][] = [
    ["'{-1, 0, {1|*} | 2}'", "left", ["0", "'{1|*}'"], "definition: 1 = {0|}, and -1 < 0"],
    ["'{-1, 0, {1|*} | 2}'", "right", [], "definition: 1 = {0|} has no Right option"],
    ["'{0, {2|{1|*}} | 2}'", "left", ["'{2|{1|*}}'"], "3/2 = {1|2}; 0 < 1"],
    ["'{*, 0 | *, 0}'", "left", ["*", "0"], "*2 = {0,*|0,*}: both options are canonical"],
    ["{1|0}", "left", ["1"], "a canonical value's options are all sensible"],
    ["'{0|0}' + '{0|0}'", "left", [], "* + * = 0 has no options"],
  ];
  for (const [text, p, sensible, source] of rows) {
    await t.step(`${text} for ${p} (${source})`, () => {
      const got = sensibleOptions(parseGameForm(text), p).map((o) => formatGameForm(o.option));
      assert.deepEqual(got, sensible);
    });
  }
  await t.step("a canonical game is taken as its own form", () => {
    const got = sensibleOptions(parseGame("{2|-1}"), "right").map((o) => formatGame(o.value));
    assert.deepEqual(got, ["-1"]);
  });
  await t.step("equal moves are all listed (CGSuite's SensibleOptions lists the first)", () => {
    const g = parseGameForm("'{{1|-1}, {1|-1} + 0 | -2}'"); // {1|-1||-2}
    const got = sensibleOptions(g, "left").map((o) => formatGameForm(o.option));
    assert.deepEqual(got, ["'{1|-1}'", "'{1|-1}' + 0"]);
  });
  await t.step("a ruleset position's options are positions, with their values", () => {
    const got = sensibleOptions(positionForm(HEAPS, 2), "left");
    assert.deepEqual(got.map((o) => [o.option.kind, formatGame(o.value)]), [["position", "0"]]);
  });
});

Deno.test("sensibleOptions() agrees with the definition on random explicit forms", () => {
  fc.assert(
    fc.property(form, player, (f, p) => {
      const whole = plainFormValue(f);
      const canonical = p === "left" ? leftOptions(whole) : rightOptions(whole);
      const expected = optionsOf(f, p).filter((o) =>
        canonical.some((k) => atLeast(plainFormValue(o), k, p))
      ).map((o) => formatGameForm(o));
      const got = sensibleOptions(f, p);
      assert.deepEqual(got.map((o) => formatGameForm(o.option)), expected);
      for (const o of got) assert.ok(equals(o.value, plainFormValue(o.option)));
    }),
    { seed: 2611, numRuns: 300 },
  );
});

Deno.test("sensibleLines() reaches every canonical option by reversible moves", async (t) => {
  await t.step("on random explicit forms, each line is sensible, reverses, and ends at K", () => {
    fc.assert(
      fc.property(form, player, (f, p) => {
        const whole = plainFormValue(f);
        const canonical = p === "left" ? leftOptions(whole) : rightOptions(whole);
        const other: Player = p === "left" ? "right" : "left";
        const lines = sensibleLines(f, p);
        assert.equal(lines.length, canonical.length);
        lines.forEach((line, i) => {
          assert.equal(line.length % 2, 1);
          let current = f;
          line.forEach((step, j) => {
            const mover = j % 2 === 0 ? p : other;
            const moves = optionsOf(current, mover).map((o) => formatGameForm(o));
            assert.ok(moves.includes(formatGameForm(step.option)), "a line follows moves");
            assert.ok(equals(step.value, plainFormValue(step.option)));
            if (j % 2 === 0) assert.ok(atLeast(step.value, canonical[i], p));
            else assert.ok(atLeast(whole, step.value, p), "the answer reverses");
            current = step.option;
          });
          assert.ok(equals(line[line.length - 1].value, canonical[i]));
        });
      }),
      { seed: 2612, numRuns: 300 },
    );
  });
  await t.step("a canonical game's lines are its options", () => {
    const lines = sensibleLines(parseGame("*2"), "right");
    assert.deepEqual(lines.map((l) => l.map((s) => formatGame(s.value))), [["0"], ["*"]]);
  });
});

Deno.test("winningMoves() lists exactly the moves after which the mover wins", async (t) => {
  await t.step("on random sums of explicit forms, checked by plain search", () => {
    fc.assert(
      fc.property(fc.array(form, { minLength: 1, maxLength: 3 }), player, (parts, p) => {
        const other: Player = p === "left" ? "right" : "left";
        const reported = new Set(
          winningMoves(parts, p).map((m) => `${m.component}:${formatGameForm(m.option)}`),
        );
        parts.forEach((part, i) => {
          for (const o of optionsOf(part, p)) {
            const after = sumForm(parts.map((q, j) => (j === i ? o : q)));
            const wins = !plainWins(after, other);
            assert.equal(reported.has(`${i}:${formatGameForm(o)}`), wins);
          }
        });
        assert.equal(reported.size > 0, plainWins(sumForm(parts), p));
      }),
      { seed: 2613, numRuns: 200 },
    );
  });
  await t.step("a move's value and result are the option's and the sum's", () => {
    const [m] = winningMoves([parseGameForm("'{1|0}'"), parseGame("*")], "left");
    assert.equal(m.component, 0);
    assert.equal(formatGame(m.value), "1");
    assert.equal(formatGame(m.result), "1*");
  });
  await t.step("ruleset positions are searched move by move", () => {
    // Heaps: Left removes 1 or 2, Right 1. Heap 2 is ^: Left wins moving first only by taking
    // both (to 1 = *, Right would take the last).
    const moves = winningMoves([positionForm(HEAPS, 2)], "left");
    assert.deepEqual(moves.map((m) => m.option.kind === "position" && m.option.position), [0]);
    for (const m of moves) assert.ok(leq(ZERO, m.result));
  });
});

Deno.test("sensibleMoves() lists the moves of the sum at least a canonical option", () => {
  fc.assert(
    fc.property(fc.array(form, { minLength: 1, maxLength: 3 }), player, (parts, p) => {
      const values = parts.map(plainFormValue);
      const total = sum(values);
      const canonical = p === "left" ? leftOptions(total) : rightOptions(total);
      const got = sensibleMoves(parts, p).map((m) => `${m.component}:${formatGameForm(m.option)}`);
      const expected: string[] = [];
      parts.forEach((part, i) => {
        for (const o of optionsOf(part, p)) {
          const after = sum(values.map((v, j) => (j === i ? plainFormValue(o) : v)));
          if (canonical.some((k) => atLeast(after, k, p))) {
            expected.push(`${i}:${formatGameForm(o)}`);
          }
        }
      });
      assert.deepEqual(got, expected);
    }),
    { seed: 2614, numRuns: 200 },
  );
});

Deno.test("winningMoves() refuses a wrong player or component with a TypeError", async (t) => {
  const rows: [name: string, f: () => unknown, message: RegExp][] = [
    [
      "player",
      () => winningMoves([ZERO], "up" as Player),
      /^Cannot find winning moves: the player/,
    ],
    ["component", () => winningMoves([42 as unknown as Game], "left"), /expected a game form/],
    ["list", () => winningMoves(ZERO as unknown as Game[], "left"), /expected a list/],
    ["lines", () => sensibleLines(ZERO, "down" as Player), /^Cannot find sensible lines/],
    ["options", () => sensibleOptions(null as unknown as Game, "left"), /^Cannot find sensible/],
  ];
  for (const [name, f, message] of rows) {
    await t.step(
      name,
      () => assert.throws(f, (e: unknown) => e instanceof TypeError && message.test(e.message)),
    );
  }
});

Deno.test("FormValueCache and the analyses check their options", async (t) => {
  await t.step("options that are not an object are a TypeError", () => {
    assert.throws(
      () => new FormValueCache(null as unknown as { maxPositions?: number }),
      (e: unknown) =>
        e instanceof TypeError && /^Cannot make form value cache: the options/.test(e.message),
    );
    assert.throws(
      () => winningMoves([ZERO], "left", null as unknown as MoveAnalysisOptions),
      (e: unknown) =>
        e instanceof TypeError && /^Cannot analyse moves: the options/.test(e.message),
    );
  });
  await t.step("a maxPositions that is not a positive integer is a RangeError", () => {
    for (const max of [0, -1, 1.5, NaN]) {
      assert.throws(
        () => new FormValueCache({ maxPositions: max }),
        (e: unknown) =>
          e instanceof RangeError && /maxPositions must be a positive integer/.test(e.message),
      );
    }
  });
  await t.step("a cache that is not a FormValueCache is a TypeError", () => {
    assert.throws(
      () => sensibleOptions(ZERO, "left", { cache: {} as FormValueCache }),
      (e: unknown) =>
        e instanceof TypeError && /the cache must be a FormValueCache/.test(e.message),
    );
  });
});
