import assert from "node:assert/strict";
import fc from "fast-check";
import { LOOPY_RULESET_POSITIONS, type LoopyPositionCall } from "@cgt/rulesets/loopy-rulesets";
import { plainLoopyOutcome, type PlainLoopyResult } from "../../../testing/plain_loopy.ts";
import {
  type LoopyMoveFields,
  loopyMoveFields,
  loopyRulesetCall,
  moverResult,
} from "./_loopy_moves.ts";

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
