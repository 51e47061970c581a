import assert from "node:assert/strict";
import fc from "fast-check";
import { mex } from "@cgt/impartial/mex";
import { parseOctalCode, takeAndBreakGrundy } from "@cgt/impartial/octal-game";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { value } from "@cgt/partizan/search";
import { nimber } from "@cgt/partizan/game";
import type { GridPosition } from "../_bitboard.ts";
import { CLOBBER, parseClobber } from "../grid/clobber.ts";
import { COL, parseCol } from "../graph/col.ts";
import { cramGrundy } from "../grid/cram.ts";
import { CUTCAKE } from "../heap/cutcake.ts";
import { DOMINEERING, parseDomineering } from "../grid/domineering.ts";
import { HACKENBUSH, parseHackenbush } from "../graph/hackenbush.ts";
import { impartialVariant } from "./impartial_variant.ts";
import { KONANE, parseKonane } from "../grid/konane.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";
import { parseSnort, SNORT } from "../graph/snort.ts";
import { parseToadsAndFrogs, TOADS_AND_FROGS } from "../strip/toads_and_frogs.ts";
import { parseTopplingDominoes, TOPPLING_DOMINOES } from "../strip/toppling_dominoes.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";

/**
 * The slow twin: the Grundy value by plain recursion over the union of Left's and Right's
 * options, with no components, no symmetric key and no shortcut (a memo keyed by the
 * position's own structure only, so that repeated positions are not searched again).
 */
function plainGrundy<P>(
  ruleset: Ruleset<P>,
  position: P,
  memo = new Map<string, number>(),
): number {
  const id = JSON.stringify(position);
  const known = memo.get(id);
  if (known !== undefined) return known;
  const options = [...ruleset.leftOptions(position), ...ruleset.rightOptions(position)];
  const g = mex(options.map((o) => plainGrundy(ruleset, o, memo)));
  memo.set(id, g);
  return g;
}

function gridText(rows: number, cols: number, mask: number, empty = ".", full = "#"): string {
  return Array.from(
    { length: rows },
    (_, r) =>
      Array.from({ length: cols }, (_, c) => ((mask >> (r * cols + c)) & 1 ? empty : full)).join(
        "",
      ),
  ).join("|");
}

Deno.test("impartialVariant(DOMINEERING) is Cram on every board of up to 3x3 and 2x5", async (t) => {
  const variant = impartialVariant(DOMINEERING);
  for (const [rows, cols] of [[1, 8], [2, 2], [2, 3], [3, 2], [2, 4], [3, 3], [2, 5]]) {
    await t.step(`${rows}x${cols}`, () => {
      for (let mask = 0; mask < 2 ** (rows * cols); mask++) {
        const board = gridText(rows, cols, mask);
        assert.equal(variant.solver.grundy(parseDomineering(board)), cramGrundy(board), board);
      }
    });
  }
  await t.step("a 1xn strip is Dawson's Kayles 0.07 (Winning Ways ch. 4), n = 0 to 30", () => {
    const dawson = takeAndBreakGrundy(parseOctalCode("0.07"), 30);
    for (let n = 0; n <= 30; n++) {
      const strip = n === 0 ? "#" : ".".repeat(n);
      assert.equal(variant.solver.grundy(parseDomineering(strip)), dawson[n], strip);
      assert.equal(variant.solver.grundy(parseDomineering(strip.split("").join("|"))), dawson[n]);
    }
  });
});

Deno.test("impartialVariant() equals plain recursion over both players' moves", async (t) => {
  const row = (alphabet: string, max: number) =>
    fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: max }).map((c) => c.join(""));
  const cases: [string, Ruleset<unknown>, fc.Arbitrary<unknown>][] = [
    [
      "Clobber",
      CLOBBER as Ruleset<unknown>,
      fc.tuple(row("xo.", 4), row("xo.", 4)).map(([a, b]) =>
        parseClobber(`${a.padEnd(4, ".")}|${b.padEnd(4, ".")}`)
      ),
    ],
    [
      "Konane",
      KONANE as Ruleset<unknown>,
      fc.tuple(row("xo.", 4), row("xo.", 4)).map(([a, b]) =>
        parseKonane(`${a.padEnd(4, ".")}|${b.padEnd(4, ".")}`)
      ),
    ],
    [
      "Toads and Frogs",
      TOADS_AND_FROGS as Ruleset<unknown>,
      row("TF..", 9).map(parseToadsAndFrogs),
    ],
    [
      "Toppling Dominoes",
      TOPPLING_DOMINOES as Ruleset<unknown>,
      row("LRG", 9).map(parseTopplingDominoes),
    ],
    ["Hackenbush", HACKENBUSH as Ruleset<unknown>, row("LRG", 6).map(parseHackenbush)],
    [
      "Col",
      COL as Ruleset<unknown>,
      fc.integer({ min: 0, max: 63 }).map((m) =>
        parseCol(`......:0-1,1-2,2-3,3-4,4-5${m & 1 ? ",0-5" : ""}${m & 2 ? ",1-4" : ""}`)
      ),
    ],
    [
      "Snort",
      SNORT as Ruleset<unknown>,
      fc.integer({ min: 0, max: 63 }).map((m) =>
        parseSnort(`......:0-1,1-2,2-3,3-4,4-5${m & 1 ? ",0-5" : ""}${m & 2 ? ",0-3" : ""}`)
      ),
    ],
  ];
  for (const [name, ruleset, positions] of cases) {
    await t.step(name, () => {
      const variant = impartialVariant(ruleset);
      fc.assert(
        fc.property(positions, (p) => {
          assert.equal(variant.solver.grundy(p), plainGrundy(ruleset, p));
          assert.equal(value(variant, p), nimber(plainGrundy(ruleset, p)));
        }),
        { seed: 15223, numRuns: 60 },
      );
    });
  }
  await t.step("Clobber on every 2x3 board", () => {
    const variant = impartialVariant(CLOBBER);
    for (let code = 0; code < 3 ** 6; code++) {
      const cells = Array.from({ length: 6 }, (_, i) => ".xo"[Math.floor(code / 3 ** i) % 3]);
      const board = `${cells.slice(0, 3).join("")}|${cells.slice(3).join("")}`;
      const p = parseClobber(board);
      assert.equal(variant.solver.grundy(p), plainGrundy(CLOBBER, p), board);
    }
  });
  await t.step("Cutcake: either player cuts either way", () => {
    const variant = impartialVariant(CUTCAKE);
    // Plain recursion keeps every piece in one list, so small cakes only.
    for (let rows = 1; rows <= 3; rows++) {
      for (let cols = 1; cols <= 4; cols++) {
        const p = [{ rows, cols }];
        assert.equal(variant.solver.grundy(p), plainGrundy(CUTCAKE, p), `${rows}x${cols}`);
      }
    }
  });
});

Deno.test("impartialVariant() is not Kayles on a row of Clobber", () => {
  // Kayles is sometimes described as impartial Clobber on a path; with CGSuite's definition (either
  // player makes any move of Left or Right) the alternating row xoxo... gives the values
  // below (checked by plain recursion), not Kayles' 0, 1, 2, 3, 1, 4, 3, 2, ... (octal 0.77).
  const variant = impartialVariant(CLOBBER);
  const values = Array.from({ length: 10 }, (_, n) => {
    const row = Array.from({ length: n + 1 }, (_, i) => (i % 2 ? "o" : "x")).join("");
    const p = parseClobber(row);
    assert.equal(variant.solver.grundy(p), plainGrundy(CLOBBER, p));
    return variant.solver.grundy(p);
  });
  assert.deepEqual(values, [0, 1, 1, 3, 0, 0, 2, 2, 4, 0]);
  assert.notDeepEqual(values, [...takeAndBreakGrundy(parseOctalCode("0.77"), 9)]);
});

Deno.test("impartialVariant() checks its ruleset and keeps its name and key", () => {
  assert.throws(() => impartialVariant({} as Ruleset<number>), TypeError);
  const variant = impartialVariant(DOMINEERING, { name: "Cram again" });
  assert.equal(variant.name, "Cram again");
  assert.equal(impartialVariant(DOMINEERING).name, "Impartial Domineering");
  const p: GridPosition = parseDomineering("..|..");
  assert.equal(variant.key?.(p), DOMINEERING.key?.(p));
  assert.equal(variant.shortcut?.(p), nimber(0));
});

Deno.test("RULESET_FUNCTIONS reads impartialVariant(), takeAndBreak() and spawning()", () => {
  const read = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
  const star = (n: number) => formatGame(nimber(n));
  assert.equal(read('impartialVariant("domineering", "...|...")'), star(cramGrundy("...|...")));
  assert.equal(read('impartialVariant("clobber", "xoxo")'), "*3");
  assert.equal(
    read('impartialVariant("cutcake", 2, 3)'),
    star(plainGrundy(CUTCAKE, [{ rows: 2, cols: 3 }])),
  );
  assert.equal(read('impartialVariant("toads", "T.F")'), star(plainGrundy(TOADS_AND_FROGS, "T.F")));
  assert.equal(read('takeAndBreak("0.77", 5)'), "*4"); // Kayles G(5) = 4 (OEIS A002186)
  assert.equal(read('takeAndBreak("4!.0", 5, 7)'), "*2"); // Grundy's game 2 + 0 (OEIS A002188)
  assert.equal(read('spawning("1-3", 4)'), "*7");
  assert.equal(read('takeAndBreak("0.[3]", 6) + *6'), "0");
  assert.equal(read('spawning("1+", 20)'), "*524288"); // Motley: 2^(n-1), Winning Ways ch. 14
  assert.throws(() => read('impartialVariant("chess", "..")'), RangeError);
  assert.throws(() => read('impartialVariant("clobber")'), TypeError);
  assert.throws(() => read('impartialVariant("cutcake", 0, 3)'), RangeError);
  assert.throws(() => read('takeAndBreak("0.77")'), TypeError);
  assert.throws(() => read('takeAndBreak("0.77", -1)'), RangeError);
  assert.throws(() => read('takeAndBreak("0.8.7", 3)'), SyntaxError);
  assert.throws(() => read('spawning("3-2", 3)'), SyntaxError);
});

Deno.test("impartialVariant() of graph games forgets the colours of the edges", () => {
  // The impartial variant lets either player move where Left or Right could, so Partizan Arc
  // Kayles becomes Arc Kayles and Blue-Red-Green Hackenbush becomes Green Hackenbush on the same
  // graph: recolour every edge green (e) and compare with the impartial ruleset itself.
  const read = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
  const colours = fc.constantFrom("l", "r", "e");
  // A tree in CGSuite's graph notation: a run of edges, then maybe a fork of two subtrees.
  const tree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
    tree: fc.tuple(
      fc.array(colours, { minLength: 1, maxLength: 3 }),
      fc.option(fc.tuple(tie("tree"), tie("tree")), { depthSize: "small", nil: null }),
    ).map(([run, fork]) => run.join("") + (fork === null ? "" : `(${fork[0]};${fork[1]})`)),
  })).tree;
  // Some graphs with cycles (labels name a vertex again, as in CGSuite).
  const cyclic = fc.tuple(fc.array(colours, { minLength: 1, maxLength: 4 }), tree).map((
    [loop, tail],
  ) => `:A${loop.join("")}:A${tail}`);
  const green = (graph: string) => graph.replace(/[lr]/g, "e");
  fc.assert(
    // At most 9 edges, so the plain searches stay quick.
    fc.property(fc.oneof(tree, cyclic).filter((g) => g.replace(/[^lre]/g, "").length <= 9), (
      graph,
    ) => {
      assert.equal(
        read(`impartialVariant("partizanArcKayles", "${graph}")`),
        read(`arcKayles("${green(graph).replace(/e/g, "-")}")`),
        graph,
      );
      assert.equal(
        read(`impartialVariant("hackenbush", "${graph}")`),
        read(`hackenbush("${green(graph)}")`),
        graph,
      );
    }),
    { seed: 20261202, numRuns: 60 },
  );
  // The tree notation of hackenbush() keeps working for the variant too.
  assert.equal(read('impartialVariant("hackenbush", "LRL")'), "*3");
});

Deno.test("impartialVariant() keeps the ruleset contract on Domineering, Toads and Frogs and Snort", async (t) => {
  await t.step("Domineering", async (t) => {
    await rulesetContract(t, {
      ruleset: impartialVariant(DOMINEERING),
      parse: parseDomineering,
      value: (board: string) => nimber(cramGrundy(board)),
      impartial: true,
      positions: ["..", "...|...", "....", "..#|...", "...|...|..."],
    });
  });
  await t.step("Toads and Frogs", async (t) => {
    await rulesetContract(t, {
      ruleset: impartialVariant(TOADS_AND_FROGS),
      parse: parseToadsAndFrogs,
      impartial: true,
      positions: ["T.F", "TT..FF", "T.F.T.F"],
      generator: fc.stringMatching(/^[TF.]{1,7}$/),
      seed: 47091,
    });
  });
  await t.step("Snort", async (t) => {
    await rulesetContract(t, {
      ruleset: impartialVariant(SNORT),
      parse: parseSnort,
      impartial: true,
      positions: [".", ".-.", ".-.-.", "......:0-1,1-2,2-3,3-4,4-5,5-0"],
    });
  });
});
