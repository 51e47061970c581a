import assert from "node:assert/strict";
import { type Game, integer } from "../game.ts";
import { formatGame, type GameArgument, type GameFunction, withCgsuiteForms } from "../notation.ts";
import { formatLoopyGame, parseLoopyGame } from "./loopy_notation.ts";
import { loopyGameFunction } from "./loopy_game_function.ts";

/** A function that records what it received and gives the number of its arguments. */
function recorder(seen: GameArgument[][]): GameFunction {
  return (args) => {
    seen.push(args);
    return integer(args.length);
  };
}

Deno.test("loopyGameFunction() passes loopfree values as short games and the rest as they are", () => {
  const seen: GameArgument[][] = [];
  const functions = { f: loopyGameFunction("f", recorder(seen)) };
  assert.equal(
    formatLoopyGame(parseLoopyGame('f("ab", 3, ^, 1+1) + over', { functions })),
    "4over",
  );
  assert.equal(seen.length, 1);
  const [s, n, up, two] = seen[0];
  assert.equal(s, "ab");
  assert.equal(n, 3n);
  assert.deepEqual([formatGame(up as Game), formatGame(two as Game)], ["^", "2"]);
});

Deno.test("loopyGameFunction() refuses a loopy argument with a SyntaxError naming the function", () => {
  const functions = { f: loopyGameFunction("f", recorder([])) };
  assert.throws(
    () => parseLoopyGame("f(over)", { functions }),
    SyntaxError,
    "f() takes short games, received a loopy one",
  );
});

Deno.test("loopyGameFunction() keeps the CGSuite forms the function declares", async (t) => {
  const seen: GameArgument[][] = [];
  const base = recorder(seen);
  const f = withCgsuiteForms(base, {
    library: "game.heap",
    literals: true,
    apply: () => base,
    members: { Variant: base },
  });
  const functions = { R: loopyGameFunction("R", f) };
  const rows: [string, string][] = [
    ["R((1, 2)) + over", "1over"],
    ['R("x")(5, 6) + over', "2over"],
    ["game.heap.R(1, 2, 3) + over", "3over"],
    ["R.Variant(1) + on", "on"],
  ];
  for (const [text, printed] of rows) {
    await t.step(`${text} is ${printed}`, () => {
      assert.equal(formatLoopyGame(parseLoopyGame(text, { functions })), printed);
    });
  }
  await t.step("without forms a tuple is refused, as for any function", () => {
    const plain = { R: loopyGameFunction("R", base) };
    assert.throws(() => parseLoopyGame("R((1, 2))", { functions: plain }), SyntaxError);
  });
  await t.step("a function that is not one is refused with a TypeError", () => {
    assert.throws(() => loopyGameFunction("R", 1 as unknown as GameFunction), TypeError);
  });
});
