import assert from "node:assert/strict";
import { heapJoinGrundy } from "@cgt/rulesets/heap-product";
import fc from "fast-check";
import {
  compare,
  formatGame,
  type Game,
  GameLimitError,
  leftOptions,
  parseGame,
  rightOptions,
  withStepLimit,
} from "@cgt/partizan";
import { heapPeriodicity, parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial";
import { sensibleMoves, winningMoves } from "@cgt/partizan/sensible";
import { type Board, boardExpression, boardMoves, readBoard, writeBoard } from "./boards.ts";
import { plainValue } from "../../../testing/plain_value.ts";
import {
  analyseBoard,
  analyseExpression,
  analyseLoopyBoard,
  type Analysis,
  boardOptions,
  boardValue,
  callBoundNames,
  gameOptions,
  GameRegistry,
  guarded,
  type LoopyAnalysis,
  MAX_HEAPS,
  MAX_RULE_HEAPS,
  moveMark,
  nimSequence,
  readExpression,
  toProblem,
} from "./compute.ts";
import {
  catalogEntry,
  LOOPY_RULESET_FUNCTIONS,
  PositionLimitError,
  RULESET_FUNCTIONS,
} from "./engine_imports.ts";
import { answer, type Reply } from "./worker.ts";
import { formatLoopyGame, formatLoopySides, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import {
  formatPseudonumber,
  isStopper,
  loopyEquals,
  loopyOutcome,
  loopyStop,
  toGame,
} from "@cgt/partizan/loopy";
import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";
import { foxAndGeese } from "@cgt/rulesets/fox-and-geese";

Deno.test("analyseExpression() gives the facts the page shows", async (t) => {
  const table: [
    text: string,
    value: string,
    outcome: string,
    mean: string,
    temperature: string,
    stops: [string, string],
    source: string,
  ][] = [
    ["{3||2*|1*}", "{3||2*|1*}", "L", "9/4", "3/4", ["3", "2"], "as cgt value --thermo prints it"],
    ["^ + ^ + *", "^^*", "L", "0", "0", ["0", "0"], "Winning Ways ch. 3: ^^* > 0"],
    ["{2|-1}", "{2|-1}", "N", "1/2", "3/2", ["2", "-1"], "a switch: mean and temperature by hand"],
    ['domineering("..|..")', "+-1", "N", "0", "1", ["1", "-1"], "Winning Ways ch. 2"],
  ];
  for (const [text, value, outcome, mean, temperature, [left, right], source] of table) {
    await t.step(`${text} (${source})`, () => {
      const a = shortAnalysis(analyseExpression(text, new GameRegistry()));
      assert.equal(a.value, value);
      assert.equal(a.outcome, outcome);
      assert.equal(a.mean, mean);
      assert.equal(a.temperature, temperature);
      assert.equal(a.leftStop, left);
      assert.equal(a.rightStop, right);
      assert.match(a.svg, /^<svg /);
    });
  }
});

/** The analysis of a short game, failing the test on a loopy one. */
function shortAnalysis(a: Analysis | LoopyAnalysis): Analysis {
  if ("loopy" in a) throw new Error(`expected a short game, received the loopy ${a.value}`);
  return a;
}

/** The analysis of a loopy value, failing the test on a short game. */
function loopyAnalysis(a: Analysis | LoopyAnalysis): LoopyAnalysis {
  if (!("loopy" in a)) throw new Error(`expected a loopy value, received the short ${a.value}`);
  return a;
}

Deno.test("analyseExpression() values loopy notation as the library's loopy values", async (t) => {
  const table: [
    text: string,
    value: string,
    outcome: string,
    stops: [string, string] | undefined,
    source: string,
  ][] = [
    ["on", "on", "L", ["on", "on"], "Winning Ways ch. 11: on = {on|}, Left wins"],
    ["off", "off", "R", ["off", "off"], "Winning Ways ch. 11: off = {|off}"],
    ["over", "over", "L", ["over", "over"], "Siegel, CGT VI.4: over = {0|over}"],
    ["{0|pass}", "over", "L", ["over", "over"], "Siegel, CGT VI.4: {0|pass} is over"],
    ["{1|pass}", "1over", "L", ["1over", "1over"], "1 + over, as cgt value prints it"],
    ["upon", "^[on]", "L", ["0", "0"], "Winning Ways ch. 11: upon = {0|upon*}, infinitesimal"],
    ["dud", "dud", "D", undefined, "Winning Ways ch. 11: dud = {dud|dud}, a draw"],
    ["on + off", "dud", "D", undefined, "Siegel, CGT VI.1: on + off = dud"],
    ["{1|0} + over", "{1over|over}", "L", ["1over", "over"], "as cgt value prints it"],
  ];
  for (const [text, value, outcome, stops, source] of table) {
    await t.step(`${text} (${source})`, () => {
      const a = loopyAnalysis(analyseExpression(text, new GameRegistry()));
      assert.equal(a.value, value);
      assert.equal(a.outcome, outcome);
      assert.equal(a.stopper, stops !== undefined);
      assert.deepEqual([a.leftStop, a.rightStop], stops ?? [undefined, undefined]);
      if (stops === undefined) {
        assert.deepEqual([a.onside, a.offside], ["on", "off"]);
      }
    });
  }
  await t.step(
    "CGSuite's call forms of a ruleset read in loopy sums, as cgt value reads them",
    () => {
      // Wythoff((2, 3)) is *5 and Cutcake((4, 1)) is -3 (cgt value); TakeAndBreak("0.07")(4) is
      // CGSuite's R(rules)(position). Each was refused before ("takes no tuple", "expected ...").
      const rows: [string, string][] = [
        ["Wythoff((2, 3)) + upon", "^[on]*5"],
        ["Cutcake((4, 1)) + over", "-3over"],
        ['TakeAndBreak("0.07")(4) + over', "over"],
        ['game.heap.TakeAndBreak("0.07")(4) + on', "on"],
      ];
      for (const [text, value] of rows) {
        assert.equal(loopyAnalysis(analyseExpression(text, new GameRegistry())).value, value, text);
      }
    },
  );
  await t.step("a loopy ruleset's loopfree position is a short game with a thermograph", () => {
    const a = shortAnalysis(analyseExpression('backsliding("TT..FF")', new GameRegistry()));
    const g = toGame(
      parseLoopyGame('backsliding("TT..FF")', { functions: LOOPY_RULESET_FUNCTIONS }),
    );
    assert.ok(g !== undefined);
    assert.equal(a.value, formatGame(g));
    assert.match(a.svg, /^<svg /);
  });
  await t.step("a Fox and Geese position is the library's loopy value", () => {
    // {6|2over}: the catalogue's example, CGSuite's ValuesTable value for it.
    const text = 'foxgeese("x.x.x.x.|........|o.......")';
    const v = parseLoopyGame(text, { functions: LOOPY_RULESET_FUNCTIONS });
    const a = loopyAnalysis(analyseExpression(text, new GameRegistry()));
    assert.equal(a.value, formatLoopyGame(v));
    assert.equal(a.value, "{6|2over}");
    assert.equal(a.outcome, loopyOutcome(v));
    assert.deepEqual([a.leftStop, a.rightStop], ["6", "2over"]);
  });
  await t.step("it agrees with the library on sums of loopy and short values", () => {
    const atom = fc.constantFrom(
      "on",
      "off",
      "over",
      "under",
      "dud",
      "upon",
      "0",
      "1",
      "*",
      "^",
      "{1|0}",
      "{0|pass}",
      "{pass|*}",
      "{1|pass}",
      "{pass|-1}",
    );
    fc.assert(
      fc.property(fc.array(atom, { minLength: 1, maxLength: 3 }), (atoms) => {
        const text = atoms.join(" + ");
        const v = parseLoopyGame(text);
        const a = analyseExpression(text, new GameRegistry());
        const g = toGame(v);
        if (g !== undefined) {
          assert.equal(shortAnalysis(a).value, formatGame(g));
          return;
        }
        assert.equal(loopyAnalysis(a).value, formatLoopyGame(v));
        assert.equal(loopyAnalysis(a).outcome, loopyOutcome(v));
        assert.equal(loopyAnalysis(a).stopper, isStopper(v));
        if (isStopper(v)) {
          assert.equal(loopyAnalysis(a).leftStop, formatPseudonumber(loopyStop(v, "left")));
          assert.equal(loopyAnalysis(a).rightStop, formatPseudonumber(loopyStop(v, "right")));
        } else {
          const sides = formatLoopySides(v);
          assert.equal(loopyAnalysis(a).onside, sides.onside);
          assert.equal(loopyAnalysis(a).offside, sides.offside);
        }
      }),
      { seed: 20261205, numRuns: 60 },
    );
  });
});

Deno.test("readExpression() tells loopy notation from mistakes", async (t) => {
  await t.step("the error of the reading that got further stands when neither reads it", () => {
    for (const [text, column] of [["{1|", 4], ["foo", 1], ["on +", 5], ["{0|pass", 8]] as const) {
      const p = toProblem(catchError(() => readExpression(text)));
      assert.equal(p.kind, "syntax", text);
      assert.equal(p.column, column, text);
    }
  });
  await t.step("a bound name in loopy notation stands for its value", () => {
    // ^ + on is on; {^|pass} is read as {(^)|pass} would be.
    const x = parseGame("^");
    const on = readExpression("x + on", { x });
    assert.ok("loopy" in on && formatLoopyGame(on.loopy) === "on");
    const brace = readExpression("{x|pass}", { x });
    const plain = parseLoopyGame("{^|pass}");
    assert.ok("loopy" in brace && loopyEquals(brace.loopy, plain));
  });
  await t.step("a loopy bound name is read in both notations' places", () => {
    const u = parseLoopyGame("{pass|0}"); // under (Siegel, CGT VI)
    const sum = readExpression("u + 1", { u });
    assert.ok("loopy" in sum && formatLoopyGame(sum.loopy) === "1under");
    // {0|on} is 1: a loopfree value read through a loopy name is a short game.
    const one = readExpression("{0|o}", { o: parseLoopyGame("on") });
    assert.ok("game" in one && formatGame(one.game) === "1");
  });
  await t.step("an error's column is in the text as written, past the names read as calls", () => {
    const names = { a: parseLoopyGame("over"), b: parseGame("1") };
    const table: [text: string, column: number][] = [
      ["a + b +", 8],
      ["{a|b", 5],
      ["a + {b|pass", 12],
    ];
    for (const [text, column] of table) {
      const p = toProblem(catchError(() => readExpression(text, names)));
      assert.equal(p.column, column, text);
      assert.ok(p.message.endsWith(`, in "${text}"`), p.message);
    }
  });
  await t.step("a non-stopper name as an option says what the name holds", () => {
    const error = catchError(() => readExpression("{0|d}", { d: parseLoopyGame("on + off") }));
    assert.ok(error instanceof SyntaxError);
    assert.match(
      error.message,
      /an option must be a stopper .*\("d" is bound above to dud, which is not a stopper\)$/,
    );
  });
  await t.step("a bound name called as a function is refused", () => {
    const error = catchError(() => readExpression("a(1) + on", { a: parseGame("1") }));
    assert.ok(error instanceof SyntaxError);
    assert.match(error.message, /"a" is a name bound above, not a function/);
  });
  await t.step("a ruleset given a loopy value is refused", () => {
    assert.throws(() => readExpression("cutcake(on, 2)"), SyntaxError);
  });
});

Deno.test("callBoundNames() writes each use of a bound name as a call", async (t) => {
  const names = new Set(["a", "b", "on", "Upsum", "vv"]);
  const table: [text: string, written: string][] = [
    ["a + b", "a() + b()"],
    ["{a|pass}", "{a()|pass}"],
    ['backsliding("a") + a', 'backsliding("a") + a()'], // not inside a string
    ["a(1) + b", "a(1) + b()"], // called already
    ["f(a => b)", "f(a => b())"], // a named argument's name
    ["a{0|a} + a", "a{0|a} + a()"], // inside its braces a is the label
    ["b{0|{a|b}} + b", "b{0|{a()|b}} + b()"],
    ["on + a Upsum vv", "on + a() Upsum vv"], // the notation's words, an infix word, downs
    ["2b + ab", "2b + ab"], // after a digit, and part of a longer name
  ];
  for (const [text, written] of table) {
    await t.step(`"${text}" is "${written}"`, () => {
      const c = callBoundNames(text, names);
      assert.equal(c.text, written);
      // Each call goes right after its name in the original text.
      let shifted = text;
      for (const p of [...c.at].reverse()) shifted = shifted.slice(0, p) + "()" + shifted.slice(p);
      assert.equal(shifted, written);
    });
  }
});

Deno.test("toProblem() keeps the column of a notation error", async (t) => {
  const table: [text: string, column: number][] = [
    ["{1|2", 5],
    ["{1||}x", 6],
    ["3 + + 4", 5],
    ["", 1],
  ];
  for (const [text, column] of table) {
    await t.step(`"${text}" at column ${column}`, () => {
      const p = toProblem(catchError(() => parseGame(text)));
      assert.equal(p.kind, "syntax");
      assert.equal(p.column, column);
    });
  }
  await t.step("the column is the one the parser's message names, for any bad input", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[{}|0-9*^v+\-, ]{0,12}$/), (text) => {
        let error: unknown;
        try {
          parseGame(text);
          return;
        } catch (e) {
          error = e;
        }
        const p = toProblem(error);
        const named = /at column (\d+)/.exec((error as Error).message);
        if (error instanceof SyntaxError && named) {
          assert.equal(p.column, Number(named[1]));
          assert.ok(p.column! >= 1 && p.column! <= text.length + 1);
        } else assert.equal(p.column, undefined);
      }),
      { seed: 86675 },
    );
  });
  await t.step("a ruleset's own syntax error has no column", () => {
    const p = toProblem(
      catchError(() => parseGame('domineering("..|.")', { functions: RULESET_FUNCTIONS })),
    );
    assert.equal(p.kind, "syntax");
    assert.equal(p.column, undefined);
  });
  await t.step("engine limits are limits", () => {
    assert.equal(
      toProblem(catchError(() => withStepLimit(10, () => parseGame("{1|0} + *5000")))).kind,
      "limit",
    );
    assert.equal(toProblem(new PositionLimitError(3)).kind, "limit");
    assert.equal(toProblem(new TypeError("x")).kind, "error");
  });
});

function catchError(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

Deno.test("guarded() returns the value or the problem", () => {
  assert.deepEqual(guarded(() => 3), { ok: 3 });
  const r = guarded(() => parseGame("{"));
  assert.ok("problem" in r && r.problem.kind === "syntax");
  assert.ok(GameLimitError.prototype instanceof RangeError);
});

Deno.test("gameOptions() lists the canonical options one level at a time", () => {
  const registry = new GameRegistry();
  const root = shortAnalysis(analyseExpression("{3||2*|1*}", registry));
  const { left, right } = gameOptions(root.id, registry);
  const g = parseGame("{3||2*|1*}");
  assert.deepEqual(left.map((o) => o.value), leftOptions(g).map((o) => formatGame(o)));
  assert.deepEqual(right.map((o) => o.value), rightOptions(g).map((o) => formatGame(o)));
  const deeper = gameOptions(right[0].id, registry);
  assert.deepEqual(deeper.left.map((o) => o.value), ["2*"]);
  assert.equal(left[0].hasOptions, true);
  assert.throws(() => gameOptions(-1, registry), RangeError);
});

Deno.test("GameRegistry forgets everything when it is full or cleared", () => {
  const registry = new GameRegistry();
  registry.summary(parseGame("*"));
  assert.equal(registry.size, 1);
  registry.clear();
  assert.equal(registry.size, 0);
});

Deno.test("analyseBoard() values a board and each of its moves, with progress", async (t) => {
  await t.step("4x4 Domineering agrees with the library", () => {
    const b = readBoard("domineering", "....|....|....|....");
    const seen: [number, number][] = [];
    const r = analyseBoard(b, new GameRegistry(), (d, n) => seen.push([d, n]));
    assert.equal(
      r.analysis.value,
      formatGame(RULESET_FUNCTIONS.domineering(["....|....|....|...."])),
    );
    assert.equal(r.left.length, 12);
    assert.equal(r.right.length, 12);
    assert.deepEqual(seen[0], [0, 25]);
    assert.deepEqual(seen.at(-1), [25, 25]);
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i][0] >= seen[i - 1][0]);
  });
  await t.step("each move's value is the value of the board after it", () => {
    const b = readBoard("clobber", "xo.|ox.");
    const r = analyseBoard(b, new GameRegistry());
    assert.deepEqual(r.left.map((m) => m.board), boardMoves(b, "L"));
    for (const m of [...r.left, ...r.right]) {
      assert.equal(m.game.value, formatGame(boardValue(m.board)));
    }
  });
  await t.step("boardOptions() gives the same moves one level down", () => {
    const b = readBoard("toads", "TT.F.F");
    const r = boardOptions(b, new GameRegistry());
    assert.deepEqual(r.right.map((m) => m.board), boardMoves(b, "R"));
  });
});

Deno.test("nimSequence() plots an octal game's values with the proved period", async (t) => {
  await t.step("Kayles: period 12 from heap 71, proved (Winning Ways ch. 4)", () => {
    const s = nimSequence("0.77", 1000);
    const kayles = parseOctalCode("0.77");
    assert.deepEqual(s.values, [...takeAndBreakGrundy(kayles, 1000)]);
    assert.equal(s.period?.period, 12);
    assert.equal(s.period?.preperiod, 71);
    assert.equal(s.period?.proved, true);
  });
  await t.step("Dawson's Kayles agrees with heapPeriodicity()", () => {
    const s = nimSequence("0.07", 300);
    const g = parseOctalCode("0.07");
    assert.deepEqual(s.period, heapPeriodicity(g, takeAndBreakGrundy(g, 300), { maxN: 16384 }));
  });
  await t.step("bad input throws", () => {
    assert.throws(() => nimSequence("0.77", 0), RangeError);
    assert.throws(() => nimSequence("0.77", MAX_HEAPS + 1), RangeError);
    assert.throws(() => nimSequence("0.9", 10), SyntaxError);
  });
});

Deno.test("nimSequence() plots a heap rule such as a join, its period unproved", async (t) => {
  await t.step("join(0.07, 0.3) has the values of heapJoinGrundy()", () => {
    const s = nimSequence("join(0.07, 0.3)", 120);
    assert.equal(s.name, "join(takeAndBreak(0.07), takeAndBreak(0.3))");
    assert.deepEqual(s.values, s.values.map((_, n) => heapJoinGrundy("0.07", "0.3", n)));
    assert.ok(s.period === null || s.period.proved === false);
  });
  await t.step("a subtraction game's period shows, unproved: S = {1, 3} has period 2", () => {
    const s = nimSequence("subtraction(1,3)", 60);
    assert.deepEqual(s.values.slice(0, 6), [0, 1, 0, 1, 0, 1]);
    assert.deepEqual([s.period?.period, s.period?.preperiod, s.period?.proved], [2, 0, false]);
  });
  await t.step("bad input throws", () => {
    assert.throws(() => nimSequence("join(0.07)", 10), SyntaxError);
    assert.throws(() => nimSequence("spawning(1-3)", MAX_RULE_HEAPS + 1), RangeError);
  });
});

Deno.test("answer() replies with one result or one problem per request", async (t) => {
  await t.step("an expression", () => {
    const replies: Reply[] = [];
    answer({ seq: 1, kind: "expr", text: "{0|*}" }, new GameRegistry(), (r) => replies.push(r));
    assert.equal(replies.length, 1);
    assert.equal(replies[0].type, "result");
  });
  await t.step("a syntax error, with its column", () => {
    const replies: Reply[] = [];
    answer({ seq: 2, kind: "expr", text: "{1|" }, new GameRegistry(), (r) => replies.push(r));
    const last = replies.at(-1)!;
    assert.ok(last.type === "problem" && last.problem.column === 4);
  });
  await t.step("a board sends progress before its result", () => {
    const replies: Reply[] = [];
    const board = readBoard("domineering", "...|...");
    answer({ seq: 3, kind: "board", board }, new GameRegistry(), (r) => replies.push(r));
    assert.equal(replies[0].type, "progress");
    assert.equal(replies.at(-1)!.type, "result");
    assert.ok(replies.every((r) => r.seq === 3));
  });
  await t.step("a board of 64 cells is read, and work past the budget is a limit problem", () => {
    // 8x8 Domineering is far beyond any budget: the reply is a message, not a hang.
    const replies: Reply[] = [];
    const board = readBoard("domineering", Array(8).fill("........").join("|"));
    withStepLimit(
      20_000,
      () => answer({ seq: 4, kind: "board", board }, new GameRegistry(), (r) => replies.push(r)),
    );
    const last = replies.at(-1)!;
    assert.ok(last.type === "problem" && last.problem.kind === "limit", JSON.stringify(last));
  });
});

Deno.test("moveMark() agrees with the library's winning and sensible moves", () => {
  const form: fc.Arbitrary<string> = fc.letrec<{ g: string }>((tie) => ({
    g: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom("0", "1", "-1", "*", "1/2", "-2"),
      fc.tuple(fc.array(tie("g"), { maxLength: 2 }), fc.array(tie("g"), { maxLength: 2 })).map((
        [l, r],
      ) => `{${l.join(",")}|${r.join(",")}}`),
    ),
  })).g;
  fc.assert(
    fc.property(form, (text) => {
      const g = parseGame(text);
      for (
        const [side, player, options] of [
          ["L", "left", leftOptions(g)],
          ["R", "right", rightOptions(g)],
        ] as const
      ) {
        const winning = new Set(winningMoves([g], player).map((m) => m.value.id));
        const sensible = new Set(sensibleMoves([g], player).map((m) => m.value.id));
        for (const o of options) {
          const mark = moveMark(g, o, side);
          assert.equal(mark === "winning", winning.has(o.id), `${text} ${side} ${formatGame(o)}`);
          if (mark !== "winning") {
            assert.equal(mark === "sensible", sensible.has(o.id), `${text} ${formatGame(o)}`);
          }
        }
      }
    }),
    { seed: 61205, numRuns: 300 },
  );
});

Deno.test("optionRoles() marks options canonical, dominated and reversible", async (t) => {
  await t.step(
    "3x3 Domineering (+-1, Winning Ways ch. 5): two of Left's six moves are canonical",
    () => {
      const { left, right } = boardOptions(
        readBoard("domineering", "...|...|..."),
        new GameRegistry(),
      );
      assert.equal(left.length, 6);
      assert.equal(left.filter((m) => m.role.canonical).length, 2);
      assert.equal(left.filter((m) => m.role.dominated).length, 4);
      assert.equal(right.filter((m) => m.role.canonical).length, 2);
      for (const m of left) assert.equal(m.role.canonical, m.game.value === "1");
    },
  );
  await t.step("it agrees with the definitions on plain values of random boards", () => {
    // The slow twin: values by plain recursion over the ruleset's options, then each role by
    // its definition, compared with the engine's canonical values.
    const rules = catalogEntry("domineering")!.position!;
    const plain = (b: Board): Game =>
      plainValue(rules.ruleset, rules.parse(boardExpression(b).slice(13, -2)));
    const board = fc.integer({ min: 1, max: 3 }).chain((rows) =>
      fc.integer({ min: 1, max: Math.floor(7 / rows) }).chain((cols) =>
        fc.array(fc.constantFrom(".", "#"), { minLength: rows * cols, maxLength: rows * cols })
          .map((cells): Board => ({ ruleset: "domineering", rows, cols, cells }))
      )
    );
    fc.assert(
      fc.property(board, (b) => {
        const whole = plain(b);
        const r = boardOptions(b, new GameRegistry());
        for (const side of ["L", "R"] as const) {
          const moves = side === "L" ? r.left : r.right;
          const values = moves.map((m) => plain(m.board));
          const better = side === "L" ? ">" : "<";
          const worse = side === "L" ? "<" : ">";
          const canonical = side === "L" ? leftOptions(whole) : rightOptions(whole);
          moves.forEach((m, k) => {
            const replies = boardMoves(m.board, side === "L" ? "R" : "L").map(plain);
            assert.deepEqual(m.role, {
              canonical: canonical.some((c) => compare(values[k], c) === "="),
              dominated: values.some((v) => compare(v, values[k]) === better),
              reversible: replies.some((a) => [worse, "="].includes(compare(a, whole))),
            });
          });
        }
      }),
      { seed: 2328, numRuns: 40 },
    );
  });
});

Deno.test("gameOptions() marks a canonical form's options canonical, with their marks", () => {
  const registry = new GameRegistry();
  const root = shortAnalysis(analyseExpression("{1|-1}", registry));
  const { left, right } = gameOptions(root.id, registry);
  assert.deepEqual(left.map((o) => [o.value, o.mark, o.role.canonical]), [["1", "winning", true]]);
  assert.deepEqual(right.map((o) => [o.value, o.mark, o.role.dominated]), [[
    "-1",
    "winning",
    false,
  ]]);
});

Deno.test("analyseLoopyBoard() values a loopy board and its moves in the loopy notation", async (t) => {
  const table: [row: string, value: string, source: string][] = [
    ["T..", "on", "the library's doc example (backslidingToadsAndFrogs)"],
    ["..F", "off", "the library's doc example (backslidingToadsAndFrogs)"],
    ["TTT..FFF", "{on||0|-1/2} & {1/2|0||off}", "CGSuite's test suite, as the library cites it"],
  ];
  for (const [row, value, source] of table) {
    await t.step(`backsliding("${row}") is ${value} (${source})`, () => {
      const r = analyseLoopyBoard(readBoard("backsliding", row));
      assert.equal(r.value, value);
      assert.equal(r.outcome, loopyOutcome(backslidingToadsAndFrogs(row)));
    });
  }
  await t.step("each move's value is the library's value of the row after it", () => {
    const board = readBoard("backsliding", "TT..FF");
    const r = analyseLoopyBoard(board);
    assert.deepEqual(r.left.map((m) => m.board), boardMoves(board, "L"));
    assert.deepEqual(r.right.map((m) => m.board), boardMoves(board, "R"));
    for (const m of [...r.left, ...r.right]) {
      assert.equal(m.value, formatLoopyGame(backslidingToadsAndFrogs(m.board.cells.join(""))));
    }
  });
  await t.step("a Fox and Geese move that lets the fox escape is valued off", () => {
    // The fox's one move, up and right, lands below a free cell beside the only goose.
    const board = readBoard("foxgeese", "x..|...|o..");
    const r = analyseLoopyBoard(board);
    assert.equal(r.value, formatLoopyGame(foxAndGeese("x..|...|o..")));
    assert.deepEqual(r.right.map((m) => [m.board.escaped, m.value]), [[true, "off"]]);
    for (const m of r.left) {
      assert.equal(m.value, formatLoopyGame(foxAndGeese(writeBoard(m.board))));
    }
  });
  await t.step("the worker answers a loopyBoard request with the analysis", () => {
    const replies: Reply[] = [];
    answer(
      { seq: 1, kind: "loopyBoard", board: readBoard("windUp", "0") },
      new GameRegistry(),
      (r) => replies.push(r),
    );
    const last = replies.at(-1)!;
    assert.equal(last.type, "result");
    assert.deepEqual(last.type === "result" && last.result, {
      value: "0",
      outcome: "P",
      left: [],
      right: [],
    });
  });
});
