import assert from "node:assert/strict";
import fc from "fast-check";
import { expressionRuleset, solveExpressionInParallel } from "./parallel_expression.ts";
import { formatGameForm, type GameForm, parseGameForm } from "@cgt/partizan/game-form";
import { solveOutcome } from "@cgt/partizan/outcome-solver";
import { RULESET_FUNCTIONS } from "../rulesets.ts";

/** The form of an expression, read as the workers read it. */
function read(expression: string): GameForm {
  return parseGameForm(expression, { functions: RULESET_FUNCTIONS, values: false });
}

/** A random board of `rows` x `cols` cells from `cells`, rows joined by `|`. */
const board = (cells: string[], maxRows: number, maxCols: number) =>
  fc.integer({ min: 1, max: maxRows }).chain((rows) =>
    fc.integer({ min: 2, max: maxCols }).chain((cols) =>
      fc.array(fc.constantFrom(...cells), { minLength: rows * cols, maxLength: rows * cols })
        .map((c) =>
          Array.from({ length: rows }, (_, r) => c.slice(r * cols, (r + 1) * cols).join(""))
            .join("|")
        )
    )
  );

/** Random positions of Clobber, Konane and NoGo, and sums of them with each other and values. */
const expressions = (() => {
  const clobber = board(["x", "o", "x", "o", "."], 3, 4).map((b) => `clobber("${b}")`);
  const konane = board(["x", "o", "."], 3, 4).map((b) => `konane("${b}")`);
  // A NoGo board with a group without liberties is not a position.
  const noGo = board([".", ".", ".", "x", "o"], 2, 4).map((b) => `noGo("${b}")`).filter(
    (e) => {
      try {
        read(e);
        return true;
      } catch {
        return false;
      }
    },
  );
  const single = fc.oneof(clobber, konane, noGo);
  const value = fc.constantFrom("*", "1/2", "{1|0}", "-1", "^");
  return fc.oneof(
    single,
    fc.tuple(single, single).map(([a, b]) => `${a} + ${b}`),
    fc.tuple(single, value).map(([a, v]) => `${a} + ${v}`),
  );
})();

Deno.test("solveExpressionInParallel() answers as solveOutcome does on random boards and sums, with two threads", async () => {
  // startWorkersAfter 0 starts the worker at once, even on positions this small; each run
  // starts one, so the runs are few. valueSteps 0 searches every node (nothing valued).
  await fc.assert(
    fc.asyncProperty(expressions, fc.constantFrom(0, 2000), async (expression, valueSteps) => {
      const form = read(expression);
      const ruleset = expressionRuleset(form);
      const one = solveOutcome(ruleset, form, { valueSteps });
      const both = await solveExpressionInParallel(expression, {
        workers: 2,
        maxWorkers: 2,
        startWorkersAfter: 0,
        valueSteps,
      });
      assert.equal(both.workers, 2);
      assert.equal(both.outcome, one.outcome, expression);
      assert.equal(both.leftFirst, one.leftFirst, expression);
      assert.equal(both.rightFirst, one.rightFirst, expression);
      // Each winning move is one of the player's options, after which the opponent loses
      // moving first (by a fresh one-thread search).
      for (const left of [true, false]) {
        const move = left ? both.leftMove : both.rightMove;
        if (!(left ? both.leftFirst : both.rightFirst)) {
          assert.equal(move, undefined);
          continue;
        }
        const options =
          (left ? ruleset.leftOptions(form) : ruleset.rightOptions(form)) as GameForm[];
        const text = formatGameForm(move!);
        assert.ok(options.some((o) => formatGameForm(o) === text), `${expression} -> ${text}`);
        const after = solveOutcome(expressionRuleset(move!), move!, { valueSteps: 0 });
        assert.equal(left ? after.rightFirst : after.leftFirst, false, `${expression} -> ${text}`);
      }
    }),
    { seed: 2503, numRuns: 12 },
  );
});

Deno.test("solveExpressionInParallel() starts no worker for one thread or a short search", async () => {
  const expression = 'clobber("xoxo|oxox|xoxo")';
  assert.equal((await solveExpressionInParallel(expression, { workers: 1 })).workers, 1);
  // 60 s of CPU are never reached by a search of this board.
  const r = await solveExpressionInParallel(expression, {
    workers: 2,
    maxWorkers: 2,
    startWorkersAfter: 60_000,
  });
  assert.deepEqual([r.workers, r.outcome], [1, "P"]); // MCGS: 3x4 is a second-player win
});

Deno.test("expressionRuleset() keys a position by its ruleset's place in the expression and its key", () => {
  const form = read('clobber("xo") + konane("xo.") + clobber("ox")');
  const ruleset = expressionRuleset(form);
  const parts = [...ruleset.components!(form)];
  assert.deepEqual(parts.map((p) => String(ruleset.key!(p)).split(":")[0]), ["p0", "p1", "p0"]);
  // The same expression read again (as a worker reads it) gets the same keys.
  const again = read('clobber("xo") + konane("xo.") + clobber("ox")');
  const ruleset2 = expressionRuleset(again);
  assert.deepEqual(
    [...ruleset2.components!(again)].map((p) => ruleset2.key!(p)),
    parts.map((p) => ruleset.key!(p)),
  );
});

Deno.test("solveExpressionInParallel() refuses an expression that is not a string", async () => {
  await assert.rejects(solveExpressionInParallel(42 as unknown as string), TypeError);
  await assert.rejects(solveExpressionInParallel("{1|"), SyntaxError);
});

Deno.test("expressionRuleset() refuses what is not a game form", () => {
  for (const bad of [null, undefined, 42, {}]) {
    assert.throws(() => expressionRuleset(bad as unknown as GameForm), TypeError);
  }
});

Deno.test("solveExpressionInParallel() refuses a heap of too many options to list, without maxSteps", async (t) => {
  // Some 8 * 10^8 options (0.8 from 100,000) and 2^59 (Motley from 60): each listing used to
  // fill memory when no step budget was given. MAX_LISTED_HEAPS now stops it, in one thread.
  const rows: [string, RegExp][] = [
    ['takeAndBreak("0.8", 100000)', /^Cannot list take-and-break moves: .*MAX_LISTED_HEAPS/],
    ['spawning("1+", 60) + clobber("xo")', /^Cannot list spawning moves: .*MAX_LISTED_HEAPS/],
  ];
  for (const [expression, message] of rows) {
    await t.step(expression, async () => {
      await assert.rejects(
        solveExpressionInParallel(expression),
        (e) => e instanceof RangeError && message.test(e.message),
      );
    });
  }
});
