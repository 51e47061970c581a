import assert from "node:assert/strict";
import fc from "fast-check";
import {
  compare,
  formatGame,
  type Game,
  leftOptions,
  parseGame,
  rightOptions,
} from "@cgt/partizan";
import { type GameForm, parseGameForm, sumForm } from "@cgt/partizan/game-form";
import { plainFormValue, plainWins } from "../../../testing/plain_value.ts";
import {
  type Board,
  boardExpression,
  boardMoves,
  boardNotation,
  readBoard,
  RULESET_IDS,
  RULESETS,
  type Side,
  writeBoard,
} from "./boards.ts";
import { GameRegistry } from "./compute.ts";
import { RULESET_FUNCTIONS } from "./engine_imports.ts";
import {
  addComponent,
  analyseSum,
  MAX_COMPONENTS,
  newSumPlay,
  playSumMove,
  readSum,
  redoSum,
  removeComponent,
  setToMove,
  sumExpression,
  sumMoves,
  undoSum,
  writeSum,
} from "./sum_play.ts";

/** Random small boards of a few rulesets (a sum's slow twin searches it by plain recursion). */
function smallBoard(maxCells: number): fc.Arbitrary<Board> {
  const kinds: [string, string[]][] = [
    ["domineering", [".", "#"]],
    ["clobber", [".", "x", "o"]],
    ["toads", [".", "T", "F"]],
  ];
  return fc.constantFrom(...kinds).chain(([ruleset, pieces]) => {
    const rows = RULESETS[ruleset].layout === "strip" ? fc.constant(1) : fc.integer({
      min: 1,
      max: 2,
    });
    return rows.chain((r) =>
      fc.integer({ min: 1, max: Math.max(1, Math.floor(maxCells / r)) }).chain((c) =>
        fc.array(fc.constantFrom(...pieces), { minLength: r * c, maxLength: r * c }).map(
          (cells): Board => ({ ruleset, rows: r, cols: c, cells }),
        )
      )
    );
  });
}

const form = (b: Board): GameForm =>
  parseGameForm(boardExpression(b), { functions: RULESET_FUNCTIONS });

Deno.test("sumMoves() lists each component's moves, in component order", async (t) => {
  await t.step("it equals the engine's options of each component, in order", () => {
    fc.assert(
      fc.property(fc.array(smallBoard(6), { minLength: 1, maxLength: 3 }), (components) => {
        for (const side of ["L", "R"] as Side[]) {
          const expected = components.flatMap((b, k) =>
            boardMoves(b, side).map((after) => `${k}:${writeBoard(after)}`)
          );
          const got = sumMoves(components, side).map((m) =>
            `${m.component}:${writeBoard(m.board)}`
          );
          assert.deepEqual(got, expected);
          // The board after each move is that component's position after one of the engine's
          // options (the slow twin: the ruleset's own options, written by its format).
          for (const m of sumMoves(components, side)) {
            const rules = RULESETS[m.board.ruleset].rules;
            const p = rules.parse(boardNotation(components[m.component]));
            const options = side === "L"
              ? rules.ruleset.leftOptions(p)
              : rules.ruleset.rightOptions(p);
            const written = [...options].map((o) => rules.format!(o));
            assert.ok(written.includes(boardNotation(m.board)));
          }
        }
      }),
      { seed: 2326, numRuns: 60 },
    );
  });
  await t.step("the empty sum has no moves", () => {
    assert.deepEqual(sumMoves([], "L"), []);
  });
});

Deno.test("playSumMove() plays for the player to move, and undoSum()/redoSum() walk back", async (t) => {
  const a = readBoard("domineering", "..|..");
  const b = readBoard("clobber", "xo");
  let play = addComponent(addComponent(newSumPlay(), a), b);
  await t.step("a move changes only its component and passes the turn", () => {
    const [move] = sumMoves(play.components, "L").filter((m) => m.component === 1);
    const next = playSumMove(play, move);
    assert.equal(next.toMove, "R");
    assert.equal(next.components[0], a);
    assert.equal(writeBoard(next.components[1]), ".x");
    play = next;
  });
  await t.step("a move of the other player is refused", () => {
    const [leftMove] = sumMoves(play.components, "L");
    assert.throws(() => playSumMove(play, leftMove), RangeError);
  });
  await t.step("undo then redo come back to the same state", () => {
    const back = undoSum(play);
    assert.equal(back.toMove, "L");
    assert.equal(writeBoard(back.components[1]), "xo");
    const again = redoSum(back);
    assert.deepEqual(again.components, play.components);
    assert.equal(again.toMove, "R");
    assert.deepEqual(redoSum(again), again);
  });
  await t.step("a new move after undo drops what could be redone", () => {
    const back = undoSum(play);
    const [other] = sumMoves(back.components, "L");
    assert.equal(playSumMove(back, other).future.length, 0);
  });
  await t.step("undo with no history changes nothing", () => {
    const empty = newSumPlay();
    assert.deepEqual(undoSum(empty), empty);
  });
  await t.step("removing a component and choosing who moves", () => {
    const fewer = removeComponent(play, 0);
    assert.equal(fewer.components.length, 1);
    assert.equal(undoSum(fewer).components.length, 2);
    assert.equal(setToMove(play, "L").toMove, "L");
    assert.throws(() => removeComponent(play, 5), RangeError);
  });
  await t.step(`a sum takes at most ${MAX_COMPONENTS} boards`, () => {
    let full = newSumPlay();
    for (let k = 0; k < MAX_COMPONENTS; k++) full = addComponent(full, a);
    assert.throws(() => addComponent(full, a), RangeError);
  });
});

Deno.test("sumExpression() writes the sum in the notation", () => {
  assert.equal(sumExpression([]), "0");
  assert.equal(
    sumExpression([readBoard("domineering", "..|.."), readBoard("toads", "T.F")]),
    'domineering("..|..") + toads("T.F")',
  );
});

Deno.test("readSum() reads back what writeSum() writes, and refuses bad text", async (t) => {
  await t.step("round trip", () => {
    const boards = [
      readBoard("domineering", "L.|L."),
      readBoard("clobber", "xo|ox", "impartialVariant"),
      readBoard("takeAndBreak", "3,5"),
    ];
    assert.deepEqual(readSum(writeSum(boards)), boards);
  });
  const bad: [string, ErrorConstructor][] = [
    ["not json", SyntaxError],
    ['{"a": 1}', SyntaxError],
    ['[["domineering"]]', SyntaxError],
    ['[["nosuchgame", ".."]]', RangeError],
    ['[["domineering", "..|."]]', SyntaxError],
    [JSON.stringify(Array.from({ length: MAX_COMPONENTS + 1 }, () => ["toads", "T."])), RangeError],
  ];
  for (const [text, error] of bad) {
    await t.step(`refuses ${text.slice(0, 40)}`, () => {
      assert.throws(() => readSum(text), error);
    });
  }
  await t.step("refuses a board of each loopy ruleset, in one line naming it", () => {
    // The sum is valued as short games and its moves marked winning: a loopy value names none.
    const loopy = RULESET_IDS.filter((id) => RULESETS[id].loopy);
    assert.deepEqual(loopy.toSorted(), ["backsliding", "foxgeese", "windUp"]);
    for (const id of loopy) {
      const board = readBoard(id, RULESETS[id].start);
      const text = writeSum([readBoard("domineering", "..|.."), board]);
      const said = new RegExp(
        `^Cannot read sum: ${
          RULESETS[id].name
        } is loopy .*a sum takes short games only.*, received ${id}$`,
      );
      assert.throws(
        () => readSum(text),
        (e: Error) => e instanceof RangeError && said.test(e.message),
      );
      assert.throws(() => addComponent(newSumPlay(), board), {
        name: "RangeError",
        message: new RegExp(`^Cannot add to the sum: ${RULESETS[id].name} is loopy`),
      });
    }
  });
});

/** Whether `a` is at least as good as `b` for `side`. */
function atLeast(a: Game, b: Game, side: Side): boolean {
  const c = compare(a, b);
  return c === "=" || c === (side === "L" ? ">" : "<");
}

Deno.test("analyseSum() marks each move of a sum as the library's winning and sensible moves", async (t) => {
  await t.step("marks agree with a plain search of the sum after each move", () => {
    fc.assert(
      fc.property(fc.array(smallBoard(4), { minLength: 2, maxLength: 2 }), (components) => {
        const registry = new GameRegistry();
        const result = analyseSum(components, registry);
        const whole = plainFormValue(sumForm(components.map(form)));
        for (const side of ["L", "R"] as Side[]) {
          const moves = side === "L" ? result.left : result.right;
          assert.equal(moves.length, sumMoves(components, side).length);
          const canonical = side === "L" ? leftOptions(whole) : rightOptions(whole);
          for (const m of moves) {
            const after = components.map((b, k) => k === m.component ? m.board : b);
            const afterForm = sumForm(after.map(form));
            // The witness: after a winning move the opponent, moving first, has no win.
            const wins = !plainWins(afterForm, side === "L" ? "right" : "left");
            const value = plainFormValue(afterForm);
            const sensible = canonical.some((k) => atLeast(value, k, side));
            const expected = wins ? "winning" : sensible ? "sensible" : "other";
            assert.equal(m.mark, expected, `${side} ${writeSum(after)}`);
          }
        }
      }),
      { seed: 2327, numRuns: 40 },
    );
  });
  await t.step("the sum's value is the value of its expression", () => {
    const boards = [readBoard("domineering", "...|..."), readBoard("clobber", "xo.")];
    const r = analyseSum(boards, new GameRegistry());
    const expected = parseGame(sumExpression(boards), { functions: RULESET_FUNCTIONS });
    assert.equal(r.analysis.value, formatGame(expected));
    // The parts are {2|-1/2} and * (their values by the library).
    assert.equal(r.analysis.value, "{2*|-1/2*}");
  });
});
