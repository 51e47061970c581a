import assert from "node:assert/strict";
import fc from "fast-check";
import {
  canonicalForm,
  explicitForm,
  formatGameForm,
  formLeftOptions,
  formRightOptions,
  type GameForm,
  gameFormMisereOutcome,
  isCanonicalOnly,
  negateForm,
  parseGameForm,
  positionForm,
  sumForm,
  valueForm,
} from "./game_form.ts";
import { formatGame, parseGame } from "./notation.ts";
import { game, integer, leftOptions, nimber, rightOptions, STAR, UP, ZERO } from "./game.ts";
import type { Game } from "./game.ts";
import { addGames } from "./_engine.ts";
import { GameLimitError, PositionLimitError, withStepLimit } from "./game_limit.ts";
import { integerFunction, stringFunction, withPosition } from "./search/ruleset_function.ts";
import type { Ruleset } from "./search/search.ts";
import type { Outcome } from "./compare.ts";
import { objectIdentityKey, plainMisereOutcome, plainSum } from "../../testing/plain_misere.ts";

/** A game tree as the tests write it: a canonical value, or explicit braces. */
type Tree = { value: Game } | { left: Tree[]; right: Tree[] };

function toForm(t: Tree): GameForm {
  return "value" in t ? valueForm(t.value) : explicitForm(t.left.map(toForm), t.right.map(toForm));
}

function treeMoves(t: Tree, left: boolean): Tree[] {
  if ("value" in t) {
    return (left ? leftOptions(t.value) : rightOptions(t.value)).map((g) => ({ value: g }));
  }
  return left ? t.left : t.right;
}

/** The misère outcome of a sum of trees by the plain search of testing/ over its options. */
function slowClass(sum: readonly Tree[]): Outcome {
  const trees: Ruleset<Tree> = {
    name: "trees",
    leftOptions: (t) => treeMoves(t, true),
    rightOptions: (t) => treeMoves(t, false),
    key: objectIdentityKey(),
  };
  return plainMisereOutcome(plainSum(trees), sum);
}

/** The plain canonical value of a sum of trees, built bottom up. */
function slowCanonical(sum: readonly Tree[]): Game {
  const one = (t: Tree): Game => "value" in t ? t.value : game(t.left.map(one), t.right.map(one));
  return sum.map(one).reduce(addGames, ZERO);
}

/**
 * Checks the witnesses an outcome implies: when the player to move wins, some move leaves a
 * position the opponent, moving first, loses; when they lose, no move does.
 */
function checkWitness(form: GameForm, outcome: Outcome): void {
  const leftFirst = outcome === "L" || outcome === "N";
  const rightFirst = outcome === "R" || outcome === "N";
  const lefts = formLeftOptions(form).map((o) => gameFormMisereOutcome(o));
  const rights = formRightOptions(form).map((o) => gameFormMisereOutcome(o));
  // Right moving first loses in classes L and P; Left moving first in R and P.
  const leftWinning = lefts.some((c) => c === "L" || c === "P");
  const rightWinning = rights.some((c) => c === "R" || c === "P");
  assert.equal(leftFirst, lefts.length === 0 || leftWinning);
  assert.equal(rightFirst, rights.length === 0 || rightWinning);
}

const VALUES: Game[] = [ZERO, STAR, nimber(2), integer(1), integer(-1), UP, game([ZERO], [STAR])];

const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...VALUES).map((g): Tree => ({ value: g })),
    fc.record({
      left: fc.array(tie("tree"), { maxLength: 2 }),
      right: fc.array(tie("tree"), { maxLength: 2 }),
    }),
  ),
})).tree;

Deno.test("parseGameForm() reads CGSuite's explicit forms and formatGameForm() prints them quoted", async (t) => {
  const rows: [text: string, printed: string, canonical: string, source: string][] = [
    ["'{*|*}'", "'{*|*}'", "0", "shared/notes/cgsuite-formats.md: a quoted literal is kept"],
    ["'{0|^*}'", "'{0|^*}'", "^^", "Winning Ways ch. 3: {0 | ^*} = ^^ (double-up)"],
    ["'{0|*}'", "'{0|*}'", "^", "Winning Ways ch. 3: ^ = {0 | *}"],
    ["'{0,*|0}'", "'{0,*|0}'", "^*", "Winning Ways ch. 3: ^* = {0, * | 0}"],
    ["'{3||2|1}'", "'{3|{2|1}}'", "{3||2|1}", "CGSuite slash runs nest braces"],
    [
      "'{*|*}' + '{0|*}'",
      "'{*|*}' + '{0|*}'",
      "^",
      "shared/notes/cgsuite-formats.md: sums of explicit forms",
    ],
    ["* + * + *2 + *2", "* + * + *2 + *2", "0", "a sum is kept as written"],
    ["-'{0|*}'", "-'{0|*}'", "v", "the negative of an explicit form"],
  ];
  for (const [text, printed, canonical, source] of rows) {
    await t.step(`${text} (${source})`, () => {
      const form = parseGameForm(text);
      assert.equal(formatGameForm(form), printed);
      assert.equal(formatGame(canonicalForm(form)), canonical);
      assert.equal(formatGameForm(parseGameForm(formatGameForm(form))), printed);
    });
  }
});

Deno.test("parseGameForm() has the canonical form parseGame() gives, whatever the precedence", async (t) => {
  const texts = [
    "1 : 1 + '{0|*}'",
    "* ConwayProduct *2 + *",
    "-1v + *",
    "+-1 + '{0|*}'",
    "'{0|*}' - 1/2",
    "^<2> + v[3]*",
    "({1|0} + '{0|*}') - (*2 - '{*|*}')",
    "'{ {1|0} | -{0|*} + * }'",
    "+-'{0|*}'",
    "Tiny(2) + '{*|*}'",
  ];
  for (const text of texts) {
    await t.step(text, () => {
      assert.equal(canonicalForm(parseGameForm(text)), parseGame(text));
    });
  }
});

Deno.test("parseGameForm() reads CGSuite's method calls as values, as parseGame() reads them", async (t) => {
  // [text, the form as printed]: a method call computes on values, so the term before it and
  // its calls are one value (EvalTest.scala @12c90a8 writes "('{-1|1}':1).CanonicalForm").
  const rows: [string, string][] = [
    ["^.Pow(2)", "^<2>"],
    ["2.Tiny + '{*|*}'", "Tiny(2) + '{*|*}'"],
    ["{1|0}.CanonicalForm", "{1|0}"],
    ["'{0|^*}'.CanonicalForm + *", "^^ + *"],
    ["-'{0|*}'.Miny", "-Miny(^)"],
    ["('{*|*}' + *).Mean - 1", "0 - 1"],
    ["{1|0}.ConjunctiveSum(*) + '{*|*}'", "* + '{*|*}'"],
    ["^ . Pow(2) + 1", "^<2> + 1"],
  ];
  for (const [text, printed] of rows) {
    await t.step(`${text} is ${printed}`, () => {
      const form = parseGameForm(text);
      assert.equal(canonicalForm(form), parseGame(text));
      assert.equal(formatGameForm(form), formatGameForm(parseGameForm(printed)));
    });
  }
  await t.step("a bad method call is refused as parseGame() refuses it", () => {
    assert.throws(() => parseGameForm("'{0|*}'.Nope"), /unknown method "Nope"/);
    assert.throws(() => parseGameForm("2.Tiny."), /expected a method name after "."/);
  });
});

Deno.test("parseGameForm() keeps a call that carries its position as that position", () => {
  const take = (n: number): number[] => (n > 0 ? [n - 1] : []);
  const row: Ruleset<number> = { name: "Row", leftOptions: take, rightOptions: take };
  const tokens = withPosition(
    stringFunction("tokens", "ooo", (text) => nimber(text.length % 2)),
    ([text]) => ({ ruleset: row as Ruleset<unknown>, position: String(text).length }),
  );
  const form = parseGameForm('tokens("ooo") + tokens("oo")', { functions: { tokens } });
  assert.equal(formatGameForm(form), 'tokens("ooo") + tokens("oo")');
  assert.equal(form.kind, "sum");
  // Five tokens in all: whoever takes the last loses, so the first player takes the first,
  // third... and the second player the last one: P.
  assert.equal(gameFormMisereOutcome(form), "P");
  assert.equal(formatGame(canonicalForm(form)), "*");
  const plain = parseGameForm('tokens("o")', { functions: { tokens: (a) => tokens(a) } });
  assert.equal(plain.kind, "value");
  // values: false keeps the position without its value; canonicalForm() then searches it.
  const bare = parseGameForm('tokens("ooo")', { functions: { tokens }, values: false });
  assert.ok(bare.kind === "position" && bare.value === undefined);
  assert.equal(canonicalForm(bare), nimber(1));
  assert.throws(
    () => withPosition(tokens, "tokens" as unknown as () => never),
    /^TypeError: Cannot attach a position: expected two functions, received function and string$/,
  );
});

Deno.test("parseGameForm() without values refuses a call of arguments its function does not take", async (t) => {
  const take = (n: number): number[] => (n > 0 ? [n - 1] : []);
  const row: Ruleset<number> = { name: "Row", leftOptions: take, rightOptions: take };
  const tokens = withPosition(
    stringFunction("tokens", "ooo", (text) => nimber(text.length % 2)),
    ([text]) => ({ ruleset: row as Ruleset<unknown>, position: String(text).length }),
  );
  const cake = withPosition(
    integerFunction("cake", "cake(2, 3)", 2, ([a, b]) => integer(a * b)),
    ([a, b]) => ({ ruleset: row as Ruleset<unknown>, position: Number(a) * Number(b) }),
  );
  const functions = { tokens, cake };
  // Each as parseGame (values on) refuses it: the position must not be read from them either.
  const rows: [string, RegExp][] = [
    [
      'tokens("oo", "o")',
      /expected one string such as tokens\("ooo"\), received a string, a string/,
    ],
    ["tokens()", /received no arguments/],
    ["tokens(3)", /received an integer/],
    ["cake(3)", /expected two integers such as cake\(2, 3\), received an integer$/],
    ['cake("a", 4)', /received a string, an integer/],
    ["cake(1, 2, 3) + 0", /received an integer, an integer, an integer/],
  ];
  for (const [text, message] of rows) {
    await t.step(text, () => {
      assert.throws(() => parseGameForm(text, { functions }), TypeError);
      assert.throws(() => parseGameForm(text, { functions, values: false }), (e: unknown) => {
        assert.ok(e instanceof TypeError);
        assert.match(e.message, /^Cannot evaluate (tokens|cake)\(\): /);
        assert.match(e.message, message);
        return true;
      });
    });
  }
  await t.step("the calls it takes are kept as positions", () => {
    const form = parseGameForm('tokens("oo") + cake(2, 3)', { functions, values: false });
    assert.ok(form.kind === "sum" && form.parts.every((p) => p.kind === "position"));
  });
});

Deno.test("formLeftOptions() and formRightOptions() give the options as written", () => {
  const form = parseGameForm("'{0, {*|*} | ^*}' + *");
  assert.deepEqual(formLeftOptions(form).map((o) => formatGameForm(o)), [
    "0 + *",
    "'{*|*}' + *",
    "'{0,{*|*}|^*}' + 0",
  ]);
  assert.deepEqual(formRightOptions(form).map((o) => formatGameForm(o)), [
    "^* + *",
    "'{0,{*|*}|^*}' + 0",
  ]);
  assert.deepEqual(
    formLeftOptions(negateForm(parseGameForm("'{0|^*}'"))).map((o) => formatGameForm(o)),
    ["v*"],
  );
});

Deno.test("gameFormMisereOutcome() searches the game as written", async (t) => {
  const rows: [text: string, outcome: Outcome, source: string][] = [
    // Misère Nim (Bouton 1902): with a heap of 2 or more, P exactly when the nim-sum is 0.
    ["* + * + *2 + *2", "P", "misère Nim 1 1 2 2, nim-sum 0"],
    ["*2 + *2", "P", "misère Nim 2 2"],
    ["* + *", "N", "misère Nim 1 1: all heaps of 1, P exactly when the nim-sum is 1"],
    ["* + * + *", "P", "misère Nim 1 1 1"],
    // By hand: each player's one move goes to *, which the next player to move loses.
    ["'{*|*}'", "N", "Left and Right each move to *"],
    ["0", "N", "no move: the player to move wins at once"],
    ["'{0|^*}'", "P", "Left's only move leaves Right without a move; Right's leaves ^*"],
  ];
  for (const [text, outcome, source] of rows) {
    await t.step(`${text} is ${outcome} (${source})`, () => {
      const form = parseGameForm(text);
      assert.equal(gameFormMisereOutcome(form), outcome);
      checkWitness(form, outcome);
    });
  }
  await t.step("the canonical form of * + * + *2 + *2 (0) has another misère outcome", () => {
    assert.equal(gameFormMisereOutcome(valueForm(parseGame("* + * + *2 + *2"))), "N");
  });
});

Deno.test("gameFormMisereOutcome() agrees with plain recursion on random explicit forms and sums", () => {
  fc.assert(
    fc.property(fc.array(tree, { minLength: 1, maxLength: 3 }), (trees) => {
      const form = sumForm(trees.map(toForm));
      const outcome = gameFormMisereOutcome(form);
      assert.equal(outcome, slowClass(trees));
      checkWitness(form, outcome);
      assert.equal(canonicalForm(form), slowCanonical(trees));
      // The printed form reads back to a form with the same play.
      const again = parseGameForm(formatGameForm(form));
      assert.equal(gameFormMisereOutcome(again), outcome);
      assert.equal(isCanonicalOnly(form), trees.every((t) => "value" in t));
    }),
    { seed: 20261204, numRuns: 300 },
  );
});

/** The negative of a tree, built by the test: values negated, braces swapped. */
function negateTree(t: Tree): Tree {
  if ("value" in t) return { value: parseGame(`-(${formatGame(t.value)})`) };
  return { left: t.right.map(negateTree), right: t.left.map(negateTree) };
}

Deno.test("gameFormMisereOutcome() agrees with plain recursion on sums and differences", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(tree, fc.boolean()), { minLength: 1, maxLength: 3 }),
      (terms) => {
        const form = sumForm(
          terms.map(([t, minus]) => (minus ? negateForm(toForm(t)) : toForm(t))),
        );
        const trees = terms.map(([t, minus]) => (minus ? negateTree(t) : t));
        const outcome = gameFormMisereOutcome(form);
        assert.equal(outcome, slowClass(trees));
        checkWitness(form, outcome);
        assert.equal(canonicalForm(form), slowCanonical(trees));
        const again = parseGameForm(formatGameForm(form));
        assert.equal(gameFormMisereOutcome(again), outcome);
        assert.equal(canonicalForm(again), canonicalForm(form));
      },
    ),
    { seed: 7713, numRuns: 200 },
  );
});

Deno.test("gameFormMisereOutcome() searches a ruleset position as written", () => {
  const take = (n: number): number[] => (n > 0 ? [n - 1] : []);
  const row: Ruleset<number> = { name: "Row", leftOptions: take, rightOptions: take };
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 }),
      (rows) => {
        const form = sumForm(rows.map((n) => positionForm(row, n)));
        // Every move takes one token from the total; whoever takes the last loses.
        const total = rows.reduce((a, b) => a + b, 0);
        const expected: Outcome = total % 2 === 1 ? "P" : "N";
        assert.equal(gameFormMisereOutcome(form), expected);
      },
    ),
    { seed: 4121, numRuns: 100 },
  );
});

Deno.test("gameFormMisereOutcome() stops at its limits", () => {
  const big = parseGameForm("*2 + *3 + *4 + *5 + *6 + *7");
  assert.throws(() => gameFormMisereOutcome(big, { maxPositions: 10 }), PositionLimitError);
  assert.throws(() => withStepLimit(10, () => gameFormMisereOutcome(big)), GameLimitError);
  assert.throws(
    () => gameFormMisereOutcome(big, { maxPositions: 0 }),
    (e: unknown) =>
      e instanceof RangeError &&
      e.message ===
        "Cannot compute misère outcome: maxPositions must be a positive integer, received 0",
  );
});

Deno.test("parseGameForm() rejects what parseGame() rejects", () => {
  assert.throws(() => parseGameForm("'{0|*}"), SyntaxError);
  assert.throws(() => parseGameForm("'*'"), SyntaxError);
  assert.throws(() => parseGameForm("{0|"), SyntaxError);
  assert.throws(() => parseGameForm(3 as unknown as string), TypeError);
});
