import assert from "node:assert/strict";
import fc from "fast-check";
import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { loopyEquals } from "@cgt/partizan/loopy";
import { loopyValue } from "@cgt/partizan/loopy-ruleset";
import { LOOPY_RULESET_FUNCTIONS, LOOPY_RULESET_POSITIONS } from "./loopy_rulesets.ts";
import { formatFoxAndGeesePosition, foxAndGeesePosition } from "./grid/fox_and_geese.ts";

/** The arguments of a call as the notation passes them, caught from a parse. */
function callArguments(text: string): unknown[] {
  const name = /^(\w+)\(/.exec(text)![1];
  let caught: unknown[] | undefined;
  parseLoopyGame(text, {
    functions: {
      ...LOOPY_RULESET_FUNCTIONS,
      [name]: (args) => {
        caught = args;
        return LOOPY_RULESET_FUNCTIONS[name](args);
      },
    },
  });
  return caught!;
}

Deno.test("LOOPY_RULESET_POSITIONS has an entry for every loopy notation function", () => {
  assert.deepEqual(
    Object.keys(LOOPY_RULESET_POSITIONS).sort(),
    Object.keys(LOOPY_RULESET_FUNCTIONS).sort(),
  );
});

Deno.test("LOOPY_RULESET_POSITIONS prints every option as a call that reads back to its value", async (t) => {
  // [call, why it is here]; values compared with loopyValue on the option's position itself.
  const rows: [call: string, why: string][] = [
    ['windUp("6,7", 40, 13)', "Wind-Up of short value 0 (cgt-tools' WindUp)"],
    ['windUp("1,2", 3, 1)', "a Wind-Up position of infinite value with an option 0"],
    ['windUp("2", 4, 1)', "a Wind-Up position that can only pass back and forth (dud)"],
    ['backsliding("TT..FF")', "Backsliding Toads and Frogs, Winning Ways ch. 11"],
    ['backsliding("t.tf.f")', "lower case rows are written back in upper case"],
    ['foxgeese("x.x.x.x.|.o......|........")', "Fox and Geese, 2over (CGSuite's ValuesTable)"],
    ['foxgeese("x.x.|....|..o.", foxRange => 2)', "a longer fox move keeps its foxRange"],
    ['foxgeese("x.x|...|o..", boardWidth => 4)', "a narrow board text is written at full width"],
    ['foxgeese("..x.|....|o...")', "the fox can escape: Right's option is off"],
  ];
  for (const [text, why] of rows) {
    await t.step(`${text}: ${why}`, () => {
      const name = /^(\w+)\(/.exec(text)![1];
      const call = LOOPY_RULESET_POSITIONS[name](callArguments(text) as never);
      // The start itself reads back to the call's value.
      const start = parseLoopyGame(call.format(call.position), {
        functions: LOOPY_RULESET_FUNCTIONS,
      });
      assert.ok(
        loopyEquals(start, parseLoopyGame(text, { functions: LOOPY_RULESET_FUNCTIONS })),
        call.format(call.position),
      );
      const options = [
        ...call.ruleset.leftOptions(call.position),
        ...call.ruleset.rightOptions(call.position),
      ];
      assert.ok(options.length > 0);
      for (const option of options) {
        const printed = call.format(option);
        const read = parseLoopyGame(printed, { functions: LOOPY_RULESET_FUNCTIONS });
        const direct = loopyValue(call.ruleset, option, { maxPositions: 100_000 });
        assert.ok(
          loopyEquals(read, direct),
          `${printed} reads as ${formatLoopyGame(read)}, not ${formatLoopyGame(direct)}`,
        );
      }
    });
  }
});

Deno.test("LOOPY_RULESET_POSITIONS refuses the arguments the notation functions refuse", async (t) => {
  const rows: [name: string, args: unknown[], error: ErrorConstructor][] = [
    ["windUp", ["6,7", 40n, 40n], RangeError],
    ["windUp", ["6,7", 40n], TypeError],
    ["backsliding", ["TX."], SyntaxError],
    ["backsliding", [3n], TypeError],
    ["foxgeese", ["x.x.|...o", 0n], RangeError],
  ];
  for (const [name, args, error] of rows) {
    await t.step(`${name}(${args.join(", ")})`, () => {
      assert.throws(() => LOOPY_RULESET_POSITIONS[name](args as never), error);
    });
  }
});

Deno.test("formatFoxAndGeesePosition() writes back the board that foxAndGeesePosition() read", () => {
  // Random boards of 4 rows and 4 columns: a fox and one to three geese on dark squares.
  const dark: [number, number][] = [];
  for (let r = 1; r <= 4; r++) {
    for (let c = 1; c <= 4; c++) if ((r + c) % 2 === 0) dark.push([r, c]);
  }
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: dark.length - 1 }), { minLength: 2, maxLength: 4 }),
      (cells) => {
        const rows = Array.from({ length: 4 }, () => [".", ".", ".", "."]);
        cells.forEach((i, k) => {
          const [r, c] = dark[i];
          rows[4 - r][c - 1] = k === 0 ? "o" : "x";
        });
        const board = rows.map((line) => line.join("")).join("|");
        const position = foxAndGeesePosition(board);
        if (position === "off") return;
        assert.equal(formatFoxAndGeesePosition(position, 4, 4), board);
      },
    ),
    { seed: 2207, numRuns: 200 },
  );
  assert.throws(() => formatFoxAndGeesePosition("off", 4, 4), RangeError);
});
