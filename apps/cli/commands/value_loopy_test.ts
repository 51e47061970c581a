import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value prints loopy values as CGSuite does", async (t) => {
  // [expression, printed value, outcome]; values from CGSuite (../shared/notes/cgsuite-formats.md)
  const rows: [string, string, string][] = [
    ["on + off", "dud", "D"],
    ["over", "over", "L"],
    ["{0|pass}", "over", "L"],
    ["2 + over", "2over", "L"],
    ["upon", "^[on]", "L"],
    ["over - over", "over & under", "D"],
    ["a{0|1}", "1/2", "L"],
  ];
  for (const [expr, value, outcome] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stdout,
        new RegExp(`^value ${value.replace(/[\^[\]*|{}]/g, "\\$&")}\noutcome ${outcome} `),
      );
    });
  }
});

Deno.test("cgt value --json adds the stopper flag and the sides of a loopy value", async () => {
  const dud = await cgt(["value", "on + off", "--json"]);
  assert.equal(dud.code, 0);
  assert.deepEqual(JSON.parse(dud.stdout), {
    value: "dud",
    outcome: "D",
    stopper: false,
    onside: "on",
    offside: "off",
  });
  const over = await cgt(["value", "over", "--json"]);
  assert.deepEqual(JSON.parse(over.stdout), { value: "over", outcome: "L", stopper: true });
});

Deno.test("cgt value prints a game whose sides are not stoppers (Bach's Carousel, CGSuite's tests)", async () => {
  const bach = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
  const text = await cgt(["value", bach]);
  assert.equal(text.code, 0, text.stderr);
  assert.equal(
    text.stdout,
    "value a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}\n" +
      "outcome N (the first player wins)\n" +
      "onside a{1|1,{1*|a||*}||0}\n" +
      "offside a{0,{1|||1*|a||*}|0}\n",
  );
  const json = await cgt(["value", bach, "--json"]);
  assert.deepEqual(JSON.parse(json.stdout), {
    value: "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
    outcome: "N",
    stopper: false,
    onside: "a{1|1,{1*|a||*}||0}",
    offside: "a{0,{1|||1*|a||*}|0}",
  });
  const compare = await cgt(["compare", bach, "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}"]);
  assert.equal(compare.stdout, "=\n");
});

Deno.test("cgt value rejects thermographs of loopy games and bad loopy notation", async () => {
  const thermo = await cgt(["value", "over", "--thermo"]);
  assert.equal(thermo.code, 1);
  assert.equal(thermo.stderr, "error: cannot draw thermographs of loopy games\n");
  const bad = await cgt(["value", "on +"]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^error: Cannot parse loopy game: .*input ended/);
  assert.equal(bad.stderr.trim().split("\n").length, 1);
});

Deno.test("cgt compare compares loopy values", async (t) => {
  const rows: [string, string, string][] = [
    ["over", "0", ">"],
    ["on", "100", ">"],
    ["dud", "0", "||"],
    ["upon", "^", ">"],
    ["{0|pass}", "over", "="],
    ["1/2", "a{0|1}", "="],
  ];
  for (const [a, b, relation] of rows) {
    await t.step(`${a} ${relation} ${b}`, async () => {
      const result = await cgt(["compare", a, b]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout, `${relation}\n`);
    });
  }
});

Deno.test("cgt value evaluates the loopy rulesets within the default step budget", async (t) => {
  // [expression, printed value, source]
  const rows: [string, string, string][] = [
    [
      'backsliding("TTT..FFF")',
      "{on||0|-1/2} & {1/2|0||off}",
      "CGSuite's test suite",
    ],
    ['foxgeese("x.x.x.x.|........|o.......")', "{6|2over}", "CGSuite's FoxAndGeese.ValuesTable"],
    [
      'foxgeese(".x.x.x.x|........|........|o.......", 2)',
      "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
      "CGSuite's CeyloneseFoxAndGeese test",
    ],
  ];
  for (const [expr, value, source] of rows) {
    await t.step(`${expr} (${source})`, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.split("\n")[0], `value ${value}`);
    });
  }
});

Deno.test("cgt value stops a long loopy simplification on its step budget", async () => {
  // 200000 & off is a path of 200,000 positions: colour refinement takes a round per position,
  // each reading the whole graph, and every round is charged for it.
  const start = performance.now();
  const result = await cgt(["value", "200000 & off", "--max-steps", "100000"]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /needs more than 100000 steps/);
  assert.ok(performance.now() - start < 10_000, "well within a few seconds");
});

Deno.test("cgt value --loopy-props gives a stopper's degree, stability, variety and options as CGSuite does", async (t) => {
  // [expression, degree, stable, variety, left options, right options], from CGSuite's
  // CanonicalStopperTestCase.scala (aaron-siegel/cgsuite), except {1|0} (a short game's
  // degree and variety are 0 there, CanonicalShortGameTestCase.scala).
  const rows: [string, string, boolean | null, string | null, string[], string[]][] = [
    ["+-{5|pass}", "over", true, "+-{10over|over}", ["5over"], ["-5under"]],
    ["{pass|3/2}", "over", true, "under", ["3/2under"], ["3/2"]],
    ["{0|||0||0|off}", "{0||||0|||Miny(on)|0||off}", null, null, ["0"], ["Tiny(on)"]],
    [
      "a{0|{0||||0,*2|||a|0||0}||0}",
      "a{0||0|{0|a||0,*2|||0||||0}}",
      false,
      null,
      ["a{0||0|{0,*2||||a|0||0|||0}}"],
      ["0"],
    ],
    ["{1|0}", "0", true, "0", ["1"], ["0"]],
  ];
  for (const [expr, degree, stable, variety, leftOptions, rightOptions] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--loopy-props", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      const json = JSON.parse(result.stdout);
      assert.deepEqual(
        [json.variety, json.degree, json.stable, json.leftOptions, json.rightOptions],
        [variety, degree, stable, leftOptions, rightOptions],
      );
    });
  }
  await t.step("the text lists the same fields", async () => {
    const result = await cgt(["value", "{0|||0||0|off}", "--loopy-props"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      "value {0|Tiny(on)}\noutcome L (Left wins)\ndegree {0||||0|||Miny(on)|0||off}\n" +
        "stable undefined (the degree is not an idempotent)\n" +
        "variety none (the degree is not an idempotent)\nleft options {0}\nright options {Tiny(on)}\n",
    );
  });
  await t.step("a value whose sides differ is refused in one line", async () => {
    const result = await cgt(["value", "dud", "--loopy-props"]);
    assert.equal(result.code, 1);
    assert.equal(
      result.stderr,
      'error: Cannot find the loopy properties of "dud": degree, variety and options are defined for stoppers, and its onside and offside differ\n',
    );
  });
});

Deno.test("cgt value evaluates Wind-Up positions, nimbers and loopy ones", async (t) => {
  // [expression, printed value, outcome, why]
  const rows: [string, string, string, string][] = [
    [
      'windUp("6,7", 40, 7)',
      "*2",
      "N",
      "cgt-tools' WindUp(40, {6,7}) is all finite; 7 moves to 1 (*) and 0",
    ],
    ['windUp("6,7", 40, 7) + *2', "0", "P", "a nimber in a sum"],
    ['windUp("2", 4, 1)', "dud", "D", "1 and 3 only pass to each other"],
    ['windUp("1,2", 3, 1)', "^[on]* & v[on]*", "N", "∞ with the option 0: move there and win"],
  ];
  for (const [expr, value, outcome, why] of rows) {
    await t.step(`${expr} (${why})`, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 0, result.stderr);
      const [first, second] = result.stdout.split("\n");
      assert.equal(first, `value ${value}`);
      assert.match(second, new RegExp(`^outcome ${outcome} `));
    });
  }
  await t.step("an ∞ position reaching too many positions is refused in one line", async () => {
    const result = await cgt(["value", 'windUp("6,7", 150, 1)']);
    assert.equal(result.code, 1);
    assert.match(
      result.stderr,
      /^error: Cannot evaluate Wind-Up: position 1 is ∞.*reaching 150 at column 1, in "windUp\("6,7", 150, 1\)"\n$/,
    );
  });
});

Deno.test("cgt value reads ordinal sums and the infix words of stoppers", async (t) => {
  // CGSuite's tutorial on loopy games (1:off) and GameTest.scala.
  const rows: [string, string][] = [
    ["1:off", "over"],
    ["upon Upsum ^<on>", "{0|^<on>*}"],
    ["upon Downsum ^<on>", "^[on]"],
    ["over Subordinate 1", "off"],
  ];
  for (const [expr, value] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).value, value);
    });
  }
});

Deno.test("cgt value reads foxgeese() with CGSuite's GenFoxAndGeese parameters", async () => {
  // CGSuite lib/core GameGridTest: GenFoxAndGeese(boardWidth => 10)({(3,1),...,(3,9)}, (1,9)).
  const result = await cgt([
    "value",
    'foxgeese("x.x.x.x.x|.........|........o", boardWidth => 10, foxRange => 1)',
  ]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^value \{6over\|5\*\}\n/);
});

Deno.test("cgt value refuses --misere and --sensible on a loopy ruleset, even one of short value", async (t) => {
  // windUp("6,7", 40, 13) is the short game 0, but its moves can repeat: these options search
  // the game as written, which cgt does for short games only. The one line says so (issue 22).
  const why = String
    .raw`: play in windUp\(\) can return to a position, and cgt searches positions as written for short games only \(whatever the value\)\n$`;
  const rows: [args: string[], message: RegExp][] = [
    [["--misere"], new RegExp(`^error: Cannot compute the misère outcome of "windUp.*"${why}`)],
    [["--sensible"], new RegExp(`^error: Cannot find sensible options of "windUp.*"${why}`)],
    [
      ["--moves", "--misere"],
      new RegExp(`^error: Cannot compute the misère outcome of "windUp.*"${why}`),
    ],
  ];
  for (const [options, message] of rows) {
    await t.step(options.join(" "), async () => {
      const result = await cgt(["value", 'windUp("6,7", 40, 13)', ...options]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, message);
    });
  }
});

Deno.test("cgt value --moves lists the options of a loopy ruleset position and which win or draw", async (t) => {
  // [expression, expected text]; each option's value is what cgt value prints for it (checked
  // below), and a move wins when the mover wins the option moving second (Winning Ways ch. 11).
  const rows: [expr: string, expected: string][] = [
    [
      // cgt-tools' WindUp: 13 is a P-position (value 0); both moves go to N-positions.
      'windUp("6,7", 40, 13)',
      `value 0
outcome P (the second player wins)
options for Left:
  windUp("6,7", 40, 7)  (value *2, outcome N: Left loses moving there)
  windUp("6,7", 40, 6)  (value *, outcome N: Left loses moving there)
options for Right:
  windUp("6,7", 40, 7)  (value *2, outcome N: Right loses moving there)
  windUp("6,7", 40, 6)  (value *, outcome N: Right loses moving there)
winning moves for Left moving first: none (Left loses)
winning moves for Right moving first: none (Right loses)
`,
    ],
    [
      // 1 and 3 only pass to each other: a draw whoever starts, and the one move draws.
      'windUp("2", 4, 1)',
      `value dud
outcome D (a draw whoever starts)
onside on
offside off
options for Left:
  windUp("2", 4, 3)  (value dud, outcome D: Left draws moving there)
options for Right:
  windUp("2", 4, 3)  (value dud, outcome D: Right draws moving there)
winning moves for Left moving first: none (a draw at best); drawing moves:
  windUp("2", 4, 3)
winning moves for Right moving first: none (a draw at best); drawing moves:
  windUp("2", 4, 3)
`,
    ],
    [
      // Winning Ways ch. 11: each side's only forward step wins.
      'backsliding("TT..FF")',
      `value *
outcome N (the first player wins)
options for Left:
  backsliding("T.T.FF")  (value 0, outcome P: Left wins moving there)
options for Right:
  backsliding("TT.F.F")  (value 0, outcome P: Right wins moving there)
winning moves for Left moving first:
  backsliding("T.T.FF")
winning moves for Right moving first:
  backsliding("TT.F.F")
`,
    ],
    [
      // A goose that steps aside lets the fox out (off); the other goose move traps it.
      'foxgeese("..x.|....|o...")',
      `value {0|off}
outcome N (the first player wins)
options for Left:
  foxgeese("....|.x..|o...")  (value 0, outcome P: Left wins moving there)
  off  (value off, outcome R: Left loses moving there)
options for Right:
  off  (value off, outcome R: Right wins moving there)
winning moves for Left moving first:
  foxgeese("....|.x..|o...")
winning moves for Right moving first:
  off
`,
    ],
  ];
  for (const [expr, expected] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--moves"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout, expected);
      // Every printed option reads back, through cgt value, to the value printed beside it.
      const printed = [...result.stdout.matchAll(/^ {2}(.+?) {2}\(value ([^,]+),/gm)];
      assert.ok(printed.length > 0);
      for (const [, option, value] of printed) {
        const again = await cgt(["value", option]);
        assert.equal(again.code, 0, again.stderr);
        assert.match(again.stdout, new RegExp(`^value ${RegExp.escape(value)}\n`), option);
      }
    });
  }
  await t.step("an option whose value Wind-Up will not find keeps its outcome", async () => {
    // WindUp(150, {6,7}): 13 is 0, its options 7 and 6 are ∞ (an N-position each, moving to 0)
    // and reach all 150 positions, over the 64 that windUp() simplifies.
    const result = await cgt(["value", 'windUp("6,7", 150, 13)', "--moves", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(json.options.left, [
      { option: 'windUp("6,7", 150, 7)', value: null, outcome: "N", mover: "loses" },
      { option: 'windUp("6,7", 150, 6)', value: null, outcome: "N", mover: "loses" },
    ]);
    const text = await cgt(["value", 'windUp("6,7", 150, 13)', "--moves"]);
    assert.match(
      text.stdout,
      /windUp\("6,7", 150, 7\) {2}\(value not found, outcome N: Left loses/,
    );
  });
  await t.step("--json has the short games' field names and each option's outcome", async () => {
    const result = await cgt(["value", 'backsliding("TT..FF")', "--moves", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(json.winningMoves.left, [
      { component: 0, option: 'backsliding("T.T.FF")', value: "0", result: "0" },
    ]);
    assert.deepEqual(json.options.right, [
      { option: 'backsliding("TT.F.F")', value: "0", outcome: "P", mover: "wins" },
    ]);
    assert.deepEqual(json.drawingMoves, { left: [], right: [] });
  });
});

Deno.test("cgt value --moves lists the moves of a sum with loopy ruleset positions, each as the sum it leads to", async (t) => {
  await t.step('backsliding("T..F") + 1: Left wins by moving the toad', async () => {
    // backsliding("T..F") is * (each side's one forward move goes to 0): with 1, Left wins.
    const result = await cgt(["value", 'backsliding("T..F") + 1', "--moves"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      `value 1*
outcome L (Left wins)
options for Left:
  backsliding(".T.F") + 1  (value 1, outcome L: Left wins moving there)
  backsliding("T..F") + 0  (value *, outcome N: Left loses moving there)
options for Right:
  backsliding("T.F.") + 1  (value 1, outcome L: Right loses moving there)
winning moves for Left moving first:
  component 0: backsliding(".T.F")  (value 0, then 1)
winning moves for Right moving first: none (Right loses)
`,
    );
    // Every sum printed reads back, through cgt value, to the value printed beside it.
    const printed = [...result.stdout.matchAll(/^ {2}(.+?) {2}\(value ([^,]+), outcome/gm)];
    assert.equal(printed.length, 3);
    for (const [, option, value] of printed) {
      const again = await cgt(["value", option]);
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stdout, new RegExp(`^value ${RegExp.escape(value)}\n`), option);
    }
  });
  await t.step("a subtracted position and a draw: the moves that draw are listed", async () => {
    // backsliding("FF..TT") is a draw whoever starts (D); minus it, with *, each player's best
    // is a draw.
    const result = await cgt(["value", '* - backsliding("FF..TT")', "--moves", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.equal(json.outcome, "D");
    assert.deepEqual(json.options.left[0], {
      component: 0,
      option: '0 - backsliding("FF..TT")',
      value: json.options.left[0].value,
      outcome: "D",
      mover: "draws",
    });
    assert.deepEqual(json.winningMoves, { left: [], right: [] });
    assert.ok(json.drawingMoves.left.length > 0 && json.drawingMoves.right.length > 0);
    // A move in the subtracted component is the other player's move there, written with its sign.
    for (const move of [...json.drawingMoves.left, ...json.drawingMoves.right]) {
      if (move.component === 1) assert.match(move.option, /^-backsliding\("[TF.]+"\)$/);
    }
  });
  await t.step(
    "--json has the lone position's fields, with the component of each option",
    async () => {
      const result = await cgt(["value", 'backsliding("T..F") + 1', "--moves", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), {
        value: "1*",
        outcome: "L",
        stopper: true,
        options: {
          left: [
            {
              component: 0,
              option: 'backsliding(".T.F") + 1',
              value: "1",
              outcome: "L",
              mover: "wins",
            },
            {
              component: 1,
              option: 'backsliding("T..F") + 0',
              value: "*",
              outcome: "N",
              mover: "loses",
            },
          ],
          right: [
            {
              component: 0,
              option: 'backsliding("T.F.") + 1',
              value: "1",
              outcome: "L",
              mover: "loses",
            },
          ],
        },
        winningMoves: {
          left: [{ component: 0, option: 'backsliding(".T.F")', value: "0", result: "1" }],
          right: [],
        },
        drawingMoves: { left: [], right: [] },
      });
    },
  );
});

Deno.test("cgt value --moves refuses a loopy ruleset inside an expression and other options, in one line", async (t) => {
  const rows: [args: string[], message: RegExp][] = [
    [
      ['backsliding("T.F") + on', "--moves"],
      /^error: Cannot find winning moves of "backsliding\("T\.F"\) \+ on": cgt lists the moves of a backsliding\(\) position, alone or in a sum \(\+, -\) with other loopy ruleset positions and short games, and its term "on" is neither a loopy ruleset position nor a short game\n$/,
    ],
    [
      ['backsliding("T..F"):1 + 1', "--moves"],
      /^error: Cannot find winning moves of "backsliding\("T\.\.F"\):1 \+ 1": .* and its term "backsliding\("T\.\.F"\):1" is neither/,
    ],
    [
      // The sum is 0 + 1, but the options 7 and 6 are ∞ and reach more positions than Wind-Up
      // values: a lone position still gets their outcomes from its graph, a sum does not.
      ['windUp("6,7", 150, 13) + 1', "--moves"],
      /^error: Cannot find winning moves of "windUp\("6,7", 150, 13\) \+ 1": the value of its option "windUp\("6,7", 150, 7\)" is not found \(Cannot evaluate Wind-Up: position 7 is ∞/,
    ],
    [
      ['backsliding("T.F") Upsum 1', "--moves"],
      /^error: Cannot find winning moves of .*: .* and it is not a sum of terms \(an infix word/,
    ],
    [
      ['windUp("6,7", 40, 13)', "--moves", "--birthday"],
      /^error: Cannot combine --birthday with --moves on "windUp\("6,7", 40, 13\)": for a position of windUp\(\) cgt prints its loopy value, outcome and moves only\n$/,
    ],
    [['windUp("6,7", 40, 99)', "--moves"], /^error: Cannot evaluate Wind-Up: the position must be/],
  ];
  for (const [args, message] of rows) {
    await t.step(args.join(" "), async () => {
      const result = await cgt(["value", ...args]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, message);
    });
  }
});

Deno.test("cgt value reads CGSuite's forms of a ruleset call inside a loopy expression", async (t) => {
  // [CGSuite's form, the cgt call]: each plus over prints as the cgt call plus over.
  const rows: [string, string][] = [
    ["Wythoff((10, 11))", "genWythoff(10, 11)"],
    ['TakeAndBreak("0.07")(4)', 'takeAndBreak("0.07", 4)'],
    ["game.heap.Subtraction([1, 2])(4)", 'takeAndBreak("0.33", 4)'],
    ['Domineering.ImpartialVariant("...")', 'impartialVariant("domineering", "...")'],
  ];
  for (const [cgsuite, cgtCall] of rows) {
    await t.step(`${cgsuite} + over is ${cgtCall} + over`, async () => {
      const result = await cgt(["value", `${cgsuite} + over`]);
      assert.equal(result.stderr, "");
      assert.equal(result.stdout, (await cgt(["value", `${cgtCall} + over`])).stdout);
    });
  }
  await t.step("a tuple a cgt name does not take is refused at its column", async () => {
    const result = await cgt(["value", "domineering((1, 2)) + on"]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^error: .*domineering\(\) takes no tuple.* at column 13, in /);
  });
});

Deno.test("cgt value --moves reads CGSuite's forms of a loopy ruleset call as the cgt call", async (t) => {
  const rows: [string, string][] = [
    ['game.strip.BackslidingToadsAndFrogs("ttt..fff")', 'backsliding("ttt..fff")'],
    ["FoxAndGeese({(2,2),(2,4),(2,6),(2,8)}, (1,1))", 'foxgeese(".x.x.x.x|o.......")'],
  ];
  for (const [cgsuite, cgtCall] of rows) {
    await t.step(`${cgsuite} --moves is ${cgtCall} --moves`, async () => {
      const result = await cgt(["value", cgsuite, "--moves"]);
      assert.equal(result.stderr, "");
      assert.equal(result.stdout, (await cgt(["value", cgtCall, "--moves"])).stdout);
    });
  }
});

Deno.test("cgt value --predicates tests a loopy value as CGSuite does", async (t) => {
  const stopper = "CGSuite's CanonicalStopperTestCase.scala @b6948ad";
  const sided = "CGSuite's SidedValueTestCase.scala @2e627f7";
  // [expression, [infinitesimal, numberish, numberTiny, pseudonumber, plumtree, stopperSided],
  // source]
  const rows: [string, boolean[], string][] = [
    ["{pass|}", [false, false, false, true, true, true], stopper],
    ["{0|pass}", [true, true, false, true, true, true], stopper],
    ["{pass|3/2}", [false, true, false, true, true, true], stopper],
    ["{{pass|}|0||0}", [true, true, true, false, true, true], stopper],
    ["{0|||0||pass|0}", [true, true, true, false, true, true], stopper],
    ["a{0||||0|||a|*||*}", [true, true, false, false, false, true], stopper],
    ["dud", [false, false, false, false, false, true], sided],
    ["{0|{dud|},*}", [true, true, false, false, false, true], sided],
    ["a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", [false, false, false, false, false, false], sided],
  ];
  const keys = [
    "infinitesimal",
    "numberish",
    "numberTiny",
    "pseudonumber",
    "plumtree",
    "stopperSided",
  ];
  for (const [expr, expected, source] of rows) {
    await t.step(`${expr} (${source})`, async () => {
      const result = await cgt(["value", expr, "--predicates", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      const doc = JSON.parse(result.stdout);
      assert.deepEqual(doc.predicates, Object.fromEntries(keys.map((k, i) => [k, expected[i]])));
      // The value's own fields come first, as without --predicates.
      const plain = JSON.parse((await cgt(["value", expr, "--json"])).stdout);
      assert.deepEqual({ ...doc, predicates: undefined }, { ...plain, predicates: undefined });
    });
  }
  await t.step("the JSON keys are the short games' names for the same predicates", async () => {
    const short = JSON.parse((await cgt(["value", "^", "--predicates", "--json"])).stdout);
    const loopy = JSON.parse((await cgt(["value", "over", "--predicates", "--json"])).stdout);
    const shortKeys = Object.keys(short.predicates);
    assert.deepEqual(Object.keys(loopy.predicates), shortKeys.filter((k) => keys.includes(k)));
  });
  await t.step("the text and JSON forms are pinned", async () => {
    for (const expr of ["{0|pass}", "dud"]) {
      await t.assertSnapshot((await cgt(["value", expr, "--predicates"])).stdout);
      await t.assertSnapshot((await cgt(["value", expr, "--predicates", "--json"])).stdout);
    }
  });
  await t.step("--loopy-props follows the predicates, as for a short game", async () => {
    const result = await cgt(["value", "over", "--predicates", "--loopy-props"]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /\nstopper-sided yes\ndegree over\n/);
  });
});
