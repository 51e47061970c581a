import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { CLOBBER, clobber, parseClobber } from "../grid/clobber.ts";
import { DOMINEERING, parseDomineering } from "../grid/domineering.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS } from "../strip/toads_and_frogs.ts";
import { dicoticVariant } from "./dicotic_variant.ts";

/** CGSuite's DicoticVariantGame, by plain recursion on the base ruleset (exact positions). */
function plainDicotic<P>(rules: Ruleset<P>, p: P, memo = new Map<string, Game>()): Game {
  const id = JSON.stringify(p);
  const known = memo.get(id);
  if (known !== undefined) return known;
  const l = [...rules.leftOptions(p)];
  const r = [...rules.rightOptions(p)];
  const value = l.length === 0 || r.length === 0
    ? game([], [])
    : game(l.map((q) => plainDicotic(rules, q, memo)), r.map((q) => plainDicotic(rules, q, memo)));
  memo.set(id, value);
  return value;
}

const BOARDS = fc.constantFrom([2, 3], [3, 3], [2, 4], [1, 6]).chain(([rows, cols]) =>
  fc.array(fc.constantFrom(".", ".", "#"), { minLength: rows * cols, maxLength: rows * cols })
    .map((cs) =>
      Array.from({ length: rows }, (_, r) => cs.slice(r * cols, (r + 1) * cols).join("")).join("|")
    )
);

Deno.test("dicoticVariant() equals CGSuite's definition by plain recursion", () => {
  const solver = new Solver(dicoticVariant(DOMINEERING));
  const toads = new Solver(dicoticVariant(TOADS_AND_FROGS));
  fc.assert(
    fc.property(BOARDS, fc.stringMatching(/^[TF.]{1,7}$/), (board, row) => {
      const p = parseDomineering(board);
      assert.equal(solver.value(p), plainDicotic(DOMINEERING, p), board);
      const q = parseToadsAndFrogs(row);
      assert.equal(toads.value(q), plainDicotic(TOADS_AND_FROGS, q), row);
    }),
    { seed: 1729, numRuns: 80 },
  );
});

Deno.test("dicoticVariant(CLOBBER) is Clobber, which is dicotic already", () => {
  // In Clobber Left can move exactly when some x touches some o, and so can Right.
  const solver = new Solver(dicoticVariant(CLOBBER));
  fc.assert(
    fc.property(fc.stringMatching(/^[xo.]{3}\|[xo.]{3}\|[xo.]{3}$/), (board) => {
      assert.equal(solver.value(parseClobber(board)), clobber(board), board);
    }),
    { seed: 4104, numRuns: 60 },
  );
});

Deno.test("dicoticVariant() gives the values worked out by hand", async (t) => {
  const dicotic = new Solver(dicoticVariant(DOMINEERING));
  const rows: [name: string, value: Game, expected: string, why: string][] = [
    [
      'dicotic Domineering ".."',
      dicotic.value(parseDomineering("..")),
      "0",
      "only Right could move, so neither may",
    ],
    [
      'dicotic Domineering "..|.."',
      dicotic.value(parseDomineering("..|..")),
      "*",
      "each move leaves a strip only one player could use: {0,0 | 0,0}",
    ],
  ];
  for (const [name, value, expected, why] of rows) {
    await t.step(`${name} is ${expected}: ${why}`, () => assert.equal(formatGame(value), expected));
  }
});

Deno.test("dicoticVariant() rejects what is not a ruleset", () => {
  assert.throws(() => dicoticVariant({} as Ruleset<unknown>), TypeError);
});
