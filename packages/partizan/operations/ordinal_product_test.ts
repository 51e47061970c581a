import assert from "node:assert/strict";
import fc from "fast-check";
import { negate } from "../arithmetic.ts";
import { integer } from "../game.ts";
import { formatGame, parseGame } from "../notation.ts";
import { ordinalProduct } from "./ordinal_product.ts";
import { arbitraryTree, fromTree, toTree } from "../testdata/slow_game.ts";
import { slowOrdinalProduct } from "../testdata/slow_operations.ts";

const COMPOUND =
  "aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala @7819744";

Deno.test("ordinalProduct() gives CGSuite's published ordinal products", async (t) => {
  // [G, H, (G OrdinalProduct H).CanonicalForm in CGSuite, source]. CGSuite's sixth row,
  // *[[[2]],[2],0] OrdinalProduct *5 = *10, is not here: cgt has no impartial form notation.
  const rows: [string, string, string, string][] = [
    ["1/2", "1/4", "11/32", COMPOUND],
    ["*5", "*6", "*30", COMPOUND],
    ["+-1", "^^", "+-1", COMPOUND],
    ["{1|0}", "0", "0", COMPOUND],
    // CGSuite multiplies the explicit form '{*|*}' here; cgt reads it as its value 0 (the
    // operations act on canonical forms), and 0 ⊛ 3 is 0 as well.
    ["'{*|*}'", "3", "0", COMPOUND],
  ];
  for (const [g, h, expected, source] of rows) {
    await t.step(`${g} ⊛ ${h} = ${expected} (${source})`, () => {
      assert.equal(formatGame(ordinalProduct(parseGame(g), parseGame(h))), expected);
      assert.equal(formatGame(parseGame(`(${g}) OrdinalProduct (${h})`)), expected);
    });
  }
});

Deno.test("ordinalProduct() agrees with the definition on unsimplified trees", async (t) => {
  // The slow twin keeps every base G⊛H^L as a tree, as CGSuite keeps it as a form. Taking the
  // canonical form of the base instead would give {3|1^} and *2 on the first two rows.
  await t.step("ordinalProduct() keeps the form of each base of its ordinal sums", () => {
    const rows: [string, string, string][] = [["{2|^}", "3", "{2|1^}"], ["v*", "2*", "v*"]];
    for (const [g, h, expected] of rows) {
      const slow = fromTree(slowOrdinalProduct(toTree(parseGame(g)), toTree(parseGame(h))));
      assert.equal(formatGame(slow), expected);
      assert.equal(formatGame(ordinalProduct(parseGame(g), parseGame(h))), expected);
    }
  });
  await t.step("ordinalProduct() equals the slow twin on games born by day 3", () => {
    const small = arbitraryTree(3, 2).map(fromTree);
    fc.assert(
      fc.property(small, small, (g, h) => {
        const slow = fromTree(slowOrdinalProduct(toTree(g), toTree(h)));
        assert.equal(ordinalProduct(g, h), slow, `${formatGame(g)} ⊛ ${formatGame(h)}`);
      }),
      { seed: 20261204, numRuns: 300 },
    );
  });
});

Deno.test("ordinalProduct() satisfies CGSuite's documented identities", async (t) => {
  const small = arbitraryTree(2, 2).map(fromTree);
  await t.step("ordinalProduct() turns -H into the negative: G ⊛ -H = -(G ⊛ H)", () => {
    fc.assert(
      fc.property(small, small, (g, h) => {
        assert.equal(ordinalProduct(g, negate(h)), negate(ordinalProduct(g, h)));
      }),
      { seed: 4711, numRuns: 150 },
    );
  });
  await t.step("ordinalProduct() of integers (blue stalks) multiplies their lengths", () => {
    for (let m = -3; m <= 3; m++) {
      for (let n = -3; n <= 3; n++) {
        assert.equal(ordinalProduct(integer(m), integer(n)), integer(m * n), `${m} ⊛ ${n}`);
      }
    }
  });
  await t.step("ordinalProduct() of nimbers multiplies their heap sizes (stalks of green)", () => {
    for (let m = 0; m <= 6; m++) {
      for (let n = 0; n <= 6; n++) {
        assert.equal(
          formatGame(ordinalProduct(parseGame(`*${m}`), parseGame(`*${n}`))),
          m * n === 0 ? "0" : m * n === 1 ? "*" : `*${m * n}`,
          `*${m} ⊛ *${n}`,
        );
      }
    }
  });
});

Deno.test("ordinalProduct() refuses a value that is not a game", () => {
  assert.throws(
    () => ordinalProduct({ id: 1 } as never, integer(1)),
    TypeError,
  );
});
