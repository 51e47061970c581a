import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { CRAM, cram, parseCram } from "../grid/cram.ts";
import { DOMINEERING, parseDomineering } from "../grid/domineering.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS } from "../strip/toads_and_frogs.ts";
import { twistedVariant } from "./twisted_variant.ts";

/** CGSuite's TwistedVariantGame, by plain recursion: options -T(G') of the base options G'. */
function plainTwisted<P>(rules: Ruleset<P>, p: P, memo = new Map<string, Game>()): Game {
  const id = JSON.stringify(p);
  const known = memo.get(id);
  if (known !== undefined) return known;
  const value = game(
    [...rules.leftOptions(p)].map((q) => negate(plainTwisted(rules, q, memo))),
    [...rules.rightOptions(p)].map((q) => negate(plainTwisted(rules, q, memo))),
  );
  memo.set(id, value);
  return value;
}

const BOARDS = fc.constantFrom([2, 3], [3, 3], [2, 4], [1, 6]).chain(([rows, cols]) =>
  fc.array(fc.constantFrom(".", ".", "#"), { minLength: rows * cols, maxLength: rows * cols })
    .map((cs) =>
      Array.from({ length: rows }, (_, r) => cs.slice(r * cols, (r + 1) * cols).join("")).join("|")
    )
);

Deno.test("twistedVariant() equals CGSuite's definition by plain recursion", () => {
  const solver = new Solver(twistedVariant(DOMINEERING));
  const toads = new Solver(twistedVariant(TOADS_AND_FROGS));
  fc.assert(
    fc.property(BOARDS, fc.stringMatching(/^[TF.]{1,7}$/), (board, row) => {
      const p = parseDomineering(board);
      assert.equal(solver.value({ position: p, negated: false }), plainTwisted(DOMINEERING, p));
      assert.equal(
        solver.value({ position: p, negated: true }),
        negate(plainTwisted(DOMINEERING, p)),
      );
      const q = parseToadsAndFrogs(row);
      assert.equal(toads.value({ position: q, negated: false }), plainTwisted(TOADS_AND_FROGS, q));
    }),
    { seed: 6765, numRuns: 80 },
  );
});

Deno.test("twistedVariant() of an impartial ruleset gives the same values", () => {
  // T(G) = {-T(G') | -T(G')}: by induction T(G') = G', an impartial form, its own negative.
  const solver = new Solver(twistedVariant(CRAM));
  fc.assert(
    fc.property(BOARDS, (board) => {
      assert.equal(solver.value({ position: parseCram(board), negated: false }), cram(board));
    }),
    { seed: 2187, numRuns: 60 },
  );
});

Deno.test("twistedVariant() gives the values worked out by hand", async (t) => {
  const twisted = new Solver(twistedVariant(DOMINEERING));
  const rows: [name: string, value: Game, expected: string, why: string][] = [
    [
      'twisted Domineering ".|."',
      twisted.value({ position: parseDomineering(".|."), negated: false }),
      "1",
      "Left's only move leaves -T(0) = 0: {0 | }",
    ],
    [
      'twisted Domineering "..|.."',
      twisted.value({ position: parseDomineering("..|.."), negated: false }),
      "0",
      "Left leaves -T(.|.) = -1, Right leaves -T(..) = 1: {-1 | 1} = 0, where Domineering has +-1",
    ],
  ];
  for (const [name, value, expected, why] of rows) {
    await t.step(`${name} is ${expected}: ${why}`, () => assert.equal(formatGame(value), expected));
  }
});

Deno.test("twistedVariant() rejects what is not a ruleset", () => {
  assert.throws(() => twistedVariant(null as unknown as Ruleset<unknown>), TypeError);
});
