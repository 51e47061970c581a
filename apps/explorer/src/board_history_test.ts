import assert from "node:assert/strict";
import fc from "fast-check";
import {
  type History,
  MAX_BOARD_HISTORY,
  newHistory,
  recordState,
  redoState,
  undoState,
} from "./board_history.ts";

/** The slow twin: every state ever reached in a list, and a cursor on the one shown. */
class ListHistory {
  states: number[];
  at = 0;
  constructor(first: number) {
    this.states = [first];
  }
  record(next: number): void {
    this.states = [...this.states.slice(0, this.at + 1), next];
    this.at = this.states.length - 1;
  }
  undo(steps: number): void {
    this.at = Math.max(0, this.at - steps);
  }
  redo(steps: number): void {
    this.at = Math.min(this.states.length - 1, this.at + steps);
  }
}

type Action = { kind: "record"; state: number } | { kind: "undo" | "redo"; steps: number };

Deno.test("undoState() and redoState() walk the states recordState() kept", async (t) => {
  await t.step("they agree with a list and a cursor on any sequence of actions", () => {
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ kind: fc.constant("record" as const), state: fc.integer({ min: 0, max: 99 }) }),
      fc.record({
        kind: fc.constantFrom("undo" as const, "redo" as const),
        steps: fc.integer({ min: 1, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let h: History<number> = newHistory(-1);
        const twin = new ListHistory(-1);
        for (const a of actions) {
          if (a.kind === "record") {
            h = recordState(h, a.state);
            twin.record(a.state);
          } else if (a.kind === "undo") {
            h = undoState(h, a.steps);
            twin.undo(a.steps);
          } else {
            h = redoState(h, a.steps);
            twin.redo(a.steps);
          }
          assert.equal(h.now, twin.states[twin.at]);
          assert.deepEqual(h.past, twin.states.slice(0, twin.at));
          assert.deepEqual([...h.future].reverse(), twin.states.slice(twin.at + 1));
        }
      }),
      { seed: 20261205, numRuns: 300 },
    );
  });
  await t.step("a new state after an undo forgets what was undone", () => {
    const h = recordState(undoState(recordState(newHistory("a"), "b")), "c");
    assert.deepEqual(h, { now: "c", past: ["a"], future: [] });
    assert.equal(redoState(h), h);
  });
  await t.step("at most MAX_BOARD_HISTORY past states are kept", () => {
    let h = newHistory(0);
    for (let k = 1; k <= MAX_BOARD_HISTORY + 5; k++) h = recordState(h, k);
    assert.equal(h.past.length, MAX_BOARD_HISTORY);
    assert.equal(h.past[0], 5);
  });
});
