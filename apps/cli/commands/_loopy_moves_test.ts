import assert from "node:assert/strict";
import fc from "fast-check";
import { LOOPY_RULESET_POSITIONS, type LoopyPositionCall } from "@cgt/rulesets/loopy-rulesets";
import type { Ruleset } from "@cgt/partizan/search";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
import { fromGame } from "@cgt/partizan/loopy";
import {
  plainLoopyOutcome,
  plainLoopyOutcomes,
  type PlainLoopyResult,
} from "../../../testing/plain_loopy.ts";
import {
  type LoopyMoveFields,
  loopyMoveFields,
  loopyRulesetCall,
  loopySumMoveFields,
  moverResult,
  splitLoopySum,
  type SumTerm,
} from "./_loopy_moves.ts";
import { readLoopy } from "./_loopy.ts";

/**
 * The slow twin: each option searched on its own by plain retrograde analysis of its game graph
 * (infinite play a draw), the mover's result read from who wins with the other player to move.
 */
function slowMoves(call: LoopyPositionCall): Record<"left" | "right", Map<string, string>> {
  const out = { left: new Map<string, string>(), right: new Map<string, string>() };
  for (const player of ["left", "right"] as const) {
    const options = player === "left"
      ? call.ruleset.leftOptions(call.position)
      : call.ruleset.rightOptions(call.position);
    for (const p of options) {
      const o = plainLoopyOutcome(call.ruleset, p);
      // The opponent moves first in the option: their loss is the mover's win.
      const theirs: PlainLoopyResult = player === "left" ? o.rightFirst : o.leftFirst;
      const mover = theirs === "loss" ? "wins" : theirs === "win" ? "loses" : "draws";
      out[player].set(call.format(p), mover);
    }
  }
  return out;
}

/** Checks the fast fields against the slow twin, and the start's outcome against the moves. */
function checkAgainstTwin(call: LoopyPositionCall, fields: LoopyMoveFields): void {
  const slow = slowMoves(call);
  const start = plainLoopyOutcome(call.ruleset, call.position);
  for (const player of ["left", "right"] as const) {
    const fast = new Map(fields.options[player].map((o) => [o.option, o.mover]));
    assert.deepEqual(fast, slow[player]);
    const wins = [...slow[player]].filter(([, m]) => m === "wins").map(([o]) => o);
    const draws = [...slow[player]].filter(([, m]) => m === "draws").map(([o]) => o);
    assert.deepEqual(fields.winningMoves[player].map((m) => m.option), wins);
    assert.deepEqual(fields.drawingMoves[player].map((m) => m.option), draws);
    // The witness: the first player wins exactly when a winning move is listed, and draws
    // exactly when none is but a drawing move is.
    const first = player === "left" ? start.leftFirst : start.rightFirst;
    assert.equal(first === "win", wins.length > 0);
    assert.equal(first === "draw", wins.length === 0 && draws.length > 0);
  }
}

Deno.test("loopyMoveFields() lists as winning exactly the backsliding moves the slow twin finds winning", () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom("T", "F", "."), { minLength: 2, maxLength: 6 }),
      (cells) => {
        const row = cells.join("");
        const call = LOOPY_RULESET_POSITIONS.backsliding([row]);
        checkAgainstTwin(call, loopyMoveFields(call));
      },
    ),
    { seed: 2211, numRuns: 60 },
  );
});

Deno.test("loopyMoveFields() lists as winning exactly the Wind-Up moves the slow twin finds winning", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 9 }),
      fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }),
      fc.nat(),
      (size, moves, at) => {
        const call = LOOPY_RULESET_POSITIONS.windUp([
          moves.join(","),
          BigInt(size),
          BigInt(at % size),
        ]);
        checkAgainstTwin(call, loopyMoveFields(call));
      },
    ),
    { seed: 2212, numRuns: 80 },
  );
});

Deno.test("moverResult() reads a win, a draw or a loss for the mover from the option's outcome", async (t) => {
  // [outcome, Left moving there, Right moving there]: the opponent moves first in the option.
  const rows = [
    ["L", "wins", "loses"],
    ["R", "loses", "wins"],
    ["P", "wins", "wins"],
    ["N", "loses", "loses"],
    ["D", "draws", "draws"],
    ["NHat", "draws", "loses"],
    ["NCheck", "loses", "draws"],
    ["PHat", "wins", "draws"],
    ["PCheck", "draws", "wins"],
  ] as const;
  for (const [outcome, left, right] of rows) {
    await t.step(outcome, () => {
      assert.equal(moverResult(outcome, "left"), left);
      assert.equal(moverResult(outcome, "right"), right);
    });
  }
});

Deno.test("loopyRulesetCall() reads a loopy ruleset position written alone, nothing else", async (t) => {
  const rows: [text: string, read: boolean][] = [
    ['windUp("6,7", 40, 13)', true],
    [' backsliding("T.F") ', true],
    ['foxgeese("x.x.|....|o...", foxRange => 2)', true],
    ['backsliding("T.F") + 1', false],
    ['backsliding("T.F") + backsliding("T.F")', false],
    ['-backsliding("T.F")', false],
    ["over", false],
  ];
  for (const [text, read] of rows) {
    await t.step(text, () => {
      assert.equal(loopyRulesetCall(text) !== undefined, read);
    });
  }
});

/**
 * Short games for the sums below, each with its options written by hand (canonical forms, as
 * cgt prints them): the slow twin moves in them from this table alone.
 */
const SHORT: Record<string, { left: string[]; right: string[] }> = {
  "0": { left: [], right: [] },
  "1": { left: ["0"], right: [] },
  "2": { left: ["1"], right: [] },
  "-1": { left: [], right: ["0"] },
  "*": { left: ["0"], right: ["0"] },
  "1/2": { left: ["0"], right: ["1"] },
  "^": { left: ["0"], right: ["*"] },
  "{1|0}": { left: ["1"], right: ["0"] },
};

/** A component of a test sum: a Backsliding row or a short game of {@link SHORT}, with a sign. */
type TestPart = { sign: 1 | -1; row: string } | { sign: 1 | -1; short: string };

const BACKSLIDING = LOOPY_RULESET_POSITIONS.backsliding(["T.F"]);

/** A short game's state in the twin's positions (a Backsliding position is a row string). */
interface ShortState {
  readonly short: string;
}

function isShort(state: unknown): state is ShortState {
  return typeof state === "object" && state !== null && "short" in state;
}

/** A component's state as text: the call or the short game's name. */
function partText(state: unknown): string {
  return isShort(state) ? state.short : BACKSLIDING.format(state);
}

/** The sum of the states as the twin writes it: `a + b - c`, a subtracted `-1` in parentheses. */
function twinText(signs: readonly (1 | -1)[], states: readonly unknown[]): string {
  return states.map((state, i) => {
    const raw = partText(state);
    const text = signs[i] === -1 && raw.startsWith("-") ? `(${raw})` : raw;
    if (i === 0) return signs[i] === -1 ? `-${text}` : text;
    return ` ${signs[i] === -1 ? "-" : "+"} ${text}`;
  }).join("");
}

/**
 * The slow twin's game: a position is the list of the components' states (a Backsliding
 * position, or a short game's {@link ShortState}); a move is a move in one component, the others unchanged
 * (in a component subtracted, a move of the other player).
 */
function sumRuleset(signs: readonly (1 | -1)[]): Ruleset<unknown[]> {
  const moves = (states: unknown[], player: "left" | "right"): unknown[][] => {
    const out: unknown[][] = [];
    states.forEach((state, i) => {
      const side = signs[i] === 1 ? player : player === "left" ? "right" : "left";
      const options: unknown[] = isShort(state)
        ? SHORT[state.short][side].map((short): ShortState => ({ short }))
        : [
          ...(side === "left"
            ? BACKSLIDING.ruleset.leftOptions(state)
            : BACKSLIDING.ruleset.rightOptions(state)),
        ];
      for (const o of options) out.push(states.map((s, j) => (j === i ? o : s)));
    });
    return out;
  };
  return {
    name: "Sum",
    leftOptions: (states) => moves(states, "left"),
    rightOptions: (states) => moves(states, "right"),
    key: (states) => twinText(signs, states),
  };
}

/** The test sum as text, and its parts' starting states. */
function testSum(parts: readonly TestPart[]): { text: string; states: unknown[] } {
  const states = parts.map((p) =>
    "row" in p ? LOOPY_RULESET_POSITIONS.backsliding([p.row]).position : { short: p.short }
  );
  return { text: twinText(parts.map((p) => p.sign), states), states };
}

const arbitraryTestSum: fc.Arbitrary<TestPart[]> = fc.tuple(
  fc.array(
    fc.record({
      sign: fc.constantFrom(1 as const, -1 as const),
      // Random rows, and rows where play can go on for ever (found by loopyRulesetOutcome:
      // D, NHat, PCheck, PHat, NCheck), which random rows of this length seldom are.
      row: fc.oneof(
        fc.array(fc.constantFrom("T", "F", "."), { minLength: 2, maxLength: 6 })
          .map((cells) => cells.join("")),
        fc.constantFrom("FF..TT", "FF.TT.", "F..TFT", "FTF..T", "F.F.TT"),
      ),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  fc.option(
    fc.record({
      sign: fc.constantFrom(1 as const, -1 as const),
      short: fc.constantFrom(...Object.keys(SHORT)),
    }),
  ),
  fc.nat(2),
).map(([rows, short, at]): TestPart[] => {
  const parts: TestPart[] = [...rows];
  // A short game subtracted goes after a first term: written first, its minus would be part of
  // it (-(-1), whose options cgt prints as the form's, 0 rather than the twin's -0).
  if (short !== null) {
    parts.splice(Math.max(short.sign === -1 ? 1 : 0, Math.min(at, parts.length)), 0, short);
  }
  return parts;
});

Deno.test("loopySumMoveFields() lists the options of the sum graph and judges them as its plain search does", () => {
  fc.assert(
    fc.property(arbitraryTestSum, (parts) => {
      const signs = parts.map((p) => p.sign);
      const { text, states } = testSum(parts);
      const read = loopySumMoveFields(text);
      if (typeof read === "string") throw new Error(`${text}: ${read}`);
      const fields: LoopyMoveFields = read;
      const ruleset = sumRuleset(signs);
      for (const player of ["left", "right"] as const) {
        const options = player === "left"
          ? ruleset.leftOptions(states)
          : ruleset.rightOptions(states);
        const unique = new Map<string, unknown[]>();
        for (const o of options) unique.set(twinText(signs, o), o as unknown[]);
        // The moves listed are the sum graph's options, in the order of the components.
        assert.deepEqual(fields.options[player].map((o) => o.option), [...unique.keys()], text);
        const results = plainLoopyOutcomes(ruleset, [states, ...unique.values()]);
        const [start, ...after] = results;
        const slow = after.map((o) => {
          // The opponent moves first after the move: their loss is the mover's win.
          const theirs: PlainLoopyResult = player === "left" ? o.rightFirst : o.leftFirst;
          return theirs === "loss" ? "wins" : theirs === "win" ? "loses" : "draws";
        });
        assert.deepEqual(fields.options[player].map((o) => o.mover), slow, text);
        // Each result is what cgt value prints for the sum it leads to.
        for (const o of fields.options[player]) {
          const read = readLoopy(o.option);
          assert.equal(o.value, formatLoopyGame(read.loopy ?? fromGame(read.game!)), o.option);
        }
        const wins = fields.winningMoves[player];
        const draws = fields.drawingMoves[player];
        assert.equal(wins.length, slow.filter((m) => m === "wins").length);
        assert.equal(draws.length, slow.filter((m) => m === "draws").length);
        // The witness: the first player wins exactly when a winning move is listed, and draws
        // exactly when none is but a drawing move is.
        const first = player === "left" ? start.leftFirst : start.rightFirst;
        assert.equal(first === "win", wins.length > 0, text);
        assert.equal(first === "draw", wins.length === 0 && draws.length > 0, text);
      }
    }),
    { seed: 2213, numRuns: 60 },
  );
});

Deno.test("splitLoopySum() splits at the + and - between terms, and refuses what it cannot split", async (t) => {
  const plus = (text: string): SumTerm => ({ sign: 1, text });
  const minus = (text: string): SumTerm => ({ sign: -1, text });
  const rows: [text: string, terms: SumTerm[] | undefined][] = [
    ['backsliding("T.F")', [plus('backsliding("T.F")')]],
    ['backsliding("T-F") + 1', [plus('backsliding("T-F")'), plus("1")]],
    ['-backsliding("T.F") - -1', [plus('-backsliding("T.F")'), minus("-1")]],
    ["{1|-1} + {0|-2+3}-1/2", [plus("{1|-1}"), plus("{0|-2+3}"), minus("1/2")]],
    ["1 +-2 ± 3", [plus("1"), plus("+-2"), plus("± 3")]],
    ["+1 + +-1", [plus("+1"), plus("+-1")]],
    ["over & v - 2", [plus("over & v"), minus("2")]],
    ["1:off + (1 + 2)", [plus("1:off"), plus("(1 + 2)")]],
    ['windUp("6,7", 40, 13) + a{0|a}', [plus('windUp("6,7", 40, 13)'), plus("a{0|a}")]],
    ["1 Upsum 2 + 3", undefined],
    ["1 + ", undefined],
    ['backsliding("T.F) + 1', undefined],
    ["(1 + 2", undefined],
    ["1) + (2", undefined],
  ];
  for (const [text, terms] of rows) {
    await t.step(text, () => assert.deepEqual(splitLoopySum(text), terms));
  }
});

Deno.test("loopySumMoveFields() says why it refuses what is not a sum of positions and short games", async (t) => {
  const rows: [text: string, why: RegExp][] = [
    [
      'backsliding("T.F") + on',
      /^its term "on" is neither a loopy ruleset position nor a short game$/,
    ],
    ['2 * backsliding("T.F")', /^its term "2 \* backsliding\(\"T\.F\"\)" is neither/],
    ['backsliding("T.F") Upsum 1', /^it is not a sum of terms \(an infix word/],
    [
      Array.from({ length: 101 }, () => 'backsliding("T.F")').join(" + "),
      /^it has 101 components, more than 100$/,
    ],
  ];
  for (const [text, why] of rows) {
    await t.step(text.slice(0, 60), () => {
      const fields = loopySumMoveFields(text);
      assert.equal(typeof fields, "string");
      assert.match(fields as string, why);
    });
  }
});
