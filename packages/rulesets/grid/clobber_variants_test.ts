import assert from "node:assert/strict";
import fc from "fast-check";
import type { Game } from "@cgt/partizan/game";
import { negate } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import type { GridPosition } from "../_bitboard.ts";
import { DIAGONAL, ORTHOGONAL } from "../_cells.ts";
import { plainValue } from "../../../testing/plain_value.ts";
import { gridImages, rulesetContract } from "../../../testing/ruleset_contract.ts";
import { genClobberRuleset, parseGenClobber } from "../_gen_clobber.ts";
import { clobber } from "./clobber.ts";
import {
  ANTI_CLOBBER,
  antiClobber,
  formatAntiClobber,
  formatKingsClobber,
  formatQueensClobber,
  formatRooksClobber,
  KINGS_CLOBBER,
  kingsClobber,
  parseAntiClobber,
  parseKingsClobber,
  parseQueensClobber,
  parseRooksClobber,
  QUEENS_CLOBBER,
  queensClobber,
  ROOKS_CLOBBER,
  rooksClobber,
} from "./clobber_variants.ts";
import {
  allBoards,
  ANTI_CLOBBER_TEXT,
  DIAGONAL_CLOBBER_TEXT,
  KINGS_TEXT,
  layersText,
  QUEENS_TEXT,
  ROOKS_TEXT,
  textValue,
} from "../testdata/board_reference.ts";

interface Variant {
  name: string;
  value: (board: string) => Game;
  parse: (board: string) => GridPosition;
  rules: Ruleset<GridPosition>;
  format: (p: GridPosition) => string;
  text: Ruleset<string>;
  alphabet: string;
  /** The characters of the layers, for writing positions back as text. */
  layers: string;
}

const VARIANTS: Variant[] = [
  {
    name: "kingsClobber",
    value: kingsClobber,
    parse: parseKingsClobber,
    format: formatKingsClobber,
    rules: KINGS_CLOBBER,
    text: KINGS_TEXT,
    alphabet: ".xo#",
    layers: "xo",
  },
  {
    name: "rooksClobber",
    value: rooksClobber,
    parse: parseRooksClobber,
    format: formatRooksClobber,
    rules: ROOKS_CLOBBER,
    text: ROOKS_TEXT,
    alphabet: ".xo#",
    layers: "xo.",
  },
  {
    name: "queensClobber",
    value: queensClobber,
    parse: parseQueensClobber,
    format: formatQueensClobber,
    rules: QUEENS_CLOBBER,
    text: QUEENS_TEXT,
    alphabet: ".xo#",
    layers: "xo.",
  },
  {
    name: "antiClobber",
    value: antiClobber,
    parse: parseAntiClobber,
    format: formatAntiClobber,
    rules: ANTI_CLOBBER,
    text: ANTI_CLOBBER_TEXT,
    alphabet: ".xo",
    layers: "xo.",
  },
];

Deno.test("the Clobber variants give the published values", async (t) => {
  const rows: [expr: string, value: Game, expected: string, source: string][] = [
    [
      'antiClobber("xoxo|oo..")',
      antiClobber("xoxo|oo.."),
      "{*|-1}",
      'CGSuite GameGridTest.scala: game.grid.AntiClobber("xoxo|oo..")',
    ],
    [
      'GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.")',
      new Solver(DIAGONAL_CLOBBER).value(parseGenClobber(DIAGONAL_SPEC, "xoxo|oox.|xxx.", ".xo#")),
      "{0,v*|vv}",
      "CGSuite GameGridTest.scala: Clobber (Diagonal), the schema behind kings/rooks/queens",
    ],
    ['kingsClobber("xo")', kingsClobber("xo"), "*", "by hand: as Clobber's xo"],
    ['kingsClobber("x.|.o")', kingsClobber("x.|.o"), "*", "by hand: a diagonal capture"],
    ['rooksClobber("x...o")', rooksClobber("x...o"), "*", "by hand: a slide captures"],
    ['rooksClobber("x.#.o")', rooksClobber("x.#.o"), "0", "by hand: # stops a slide"],
    [
      'queensClobber("x..|...|..o")',
      queensClobber("x..|...|..o"),
      "*",
      "by hand: a diagonal slide",
    ],
    ['antiClobber("x.")', antiClobber("x."), "1", "by hand: Left's one step leaves ox"],
    ['antiClobber("xo")', antiClobber("xo"), "0", "by hand: no empty square"],
  ];
  for (const [expr, value, expected, source] of rows) {
    await t.step(`${expr} is ${expected} (${source})`, () => {
      assert.equal(formatGame(value), expected);
    });
  }
});

const DIAGONAL_SPEC = { name: "Diagonal Clobber", directions: DIAGONAL, reach: 1, anti: false };
const DIAGONAL_CLOBBER = genClobberRuleset(DIAGONAL_SPEC);

Deno.test("diagonal Clobber (the GenClobber core) equals plain recursion on every 3x3 board", () => {
  const memo = new Map<string, Game>();
  const search = new Solver(DIAGONAL_CLOBBER);
  for (const board of allBoards(3, 3, ".xo")) {
    const p = parseGenClobber(DIAGONAL_SPEC, board, ".xo#");
    assert.equal(search.value(p), textValue(DIAGONAL_CLOBBER_TEXT, board, memo), board);
  }
});

for (const v of VARIANTS) {
  Deno.test(`${v.name}() moves are the text twin's moves, on narrow and wide boards`, () => {
    const boards = [
      "xo.x|.xo.|o.ox",
      "x.o.x|.....|o.x.o",
      "xoxoxoxo|........|o......x|..x..o..|........|x......o|oxoxoxox|........",
      "x" + ".".repeat(31) + "ox" + ".".repeat(29) + "o",
      [..."xo" + ".".repeat(60) + "ox"].join("|"),
    ].map((b) => (v.alphabet.includes("#") ? b : b.replaceAll("#", ".")));
    for (const board of boards) {
      const p = v.parse(board);
      const text = (ps: Iterable<GridPosition>): string[] =>
        [...ps].map((q) => layersText(q, v.layers, v.layers.includes(".") ? "#" : ".")).sort();
      const fix = (b: string): string => (v.layers.includes(".") ? b : b.replaceAll("#", "."));
      assert.deepEqual(
        text(v.rules.leftOptions(p)),
        [...v.text.leftOptions(board)].map(fix).sort(),
      );
      assert.deepEqual(
        text(v.rules.rightOptions(p)),
        [...v.text.rightOptions(board)].map(fix).sort(),
      );
    }
  });

  Deno.test(`${v.name}() keeps the ruleset contract`, async (t) => {
    // The text twin moves stones in the board text, so the bitboard move tables are checked too.
    // All characters on the small shapes; without # on 3x3 (4^9 boards would take minutes).
    await rulesetContract(t, {
      ruleset: v.rules,
      parse: v.parse,
      format: v.format,
      twin: v.text,
      value: v.value,
      symmetries: (board: string) => gridImages(board, "all"),
      cases: [
        {
          label: "every board of 1x6, 2x3 and (without #) 3x3",
          positions: [[1, 6], [2, 3], [3, 3]].flatMap(([rows, cols]) =>
            allBoards(rows, cols, rows * cols > 6 ? ".xo" : v.alphabet)
          ),
        },
        {
          label: "random boards up to 4x4",
          generator: fc.constantFrom([3, 4], [4, 3], [4, 4], [2, 7]).chain(([rows, cols]) =>
            fc.array(fc.constantFrom(...v.alphabet, "."), {
              minLength: rows * cols,
              maxLength: rows * cols,
            }).map((cs) => {
              const lines: string[] = [];
              for (let r = 0; r < rows; r++) {
                lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
              }
              return lines.join("|");
            })
          ).filter((b) =>
            [...b].filter((c) => c === "x" || c === "o").length <= 8 &&
            // AntiClobber's tree grows with the empty squares: keep them few there.
            (v.alphabet.includes("#") || [...b].filter((c) => c === ".").length <= 6)
          ),
          seed: 65197,
          numRuns: 80,
        },
        {
          label: "random boards of 33 to 64 squares",
          generator: fc.constantFrom([5, 7], [6, 6], [8, 8], [1, 64], [64, 1], [4, 9]).chain((
            [rows, cols],
          ) =>
            fc.tuple(
              fc.constant([rows, cols]),
              fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 7 }),
              fc.array(fc.constantFrom("x", "o"), { minLength: 7, maxLength: 7 }),
              fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), { maxLength: 12 }),
            )
          ).map(([[rows, cols], stones, colours, blocked]) => {
            // AntiClobber has no blocked squares: there, fill most squares with stones instead.
            const fill = v.alphabet.includes("#") ? "." : "x";
            const cs: string[] = Array.from(
              { length: rows * cols },
              (_, i) => (i % 3 === 0 ? fill : "."),
            );
            if (v.alphabet.includes("#")) { for (const i of blocked) cs[i] = "#"; }
            else for (const i of blocked) cs[i] = i % 2 === 0 ? "o" : "x";
            stones.forEach((i, k) => (cs[i] = colours[k]));
            if (!v.alphabet.includes("#")) {
              // Few empty squares for AntiClobber, or the tree is far too big for plain recursion.
              let empty = 0;
              for (let i = 0; i < cs.length; i++) {
                if (cs[i] === "." && ++empty > 5) cs[i] = i % 2 === 0 ? "x" : "o";
              }
            }
            const lines: string[] = [];
            for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
            return lines.join("|");
          }),
          seed: 29042,
          numRuns: 40,
        },
      ],
    });
  });

  Deno.test(`${v.name}() of a board with colours swapped is the negative`, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[xo.#]{3}\|[xo.#]{3}\|[xo.#]{3}$/), (raw) => {
        const b = v.alphabet.includes("#") ? raw : raw.replaceAll("#", ".");
        const swapped = b.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x"));
        return v.value(swapped) === negate(v.value(b));
      }),
      { seed: 86232, numRuns: 60 },
    );
  });
}

Deno.test("kingsClobber() agrees with clobber() on one row, where king steps are orthogonal", () => {
  for (const b of ["xxo", "xoxox", "xxoo", "oxxo", "x.oxo.x", "xoo.xxo"]) {
    assert.equal(kingsClobber(b), clobber(b), b);
  }
});

Deno.test("the Clobber variant parsers reject bad boards", () => {
  assert.throws(() => parseAntiClobber("x#o"), {
    name: "SyntaxError",
    message:
      'Cannot read AntiClobber board: unexpected character "#" in row 1, column 2 (allowed: . x o and | between rows), received "x#o"',
  });
  assert.throws(() => parseRooksClobber("x.|oT"), {
    name: "SyntaxError",
    message:
      'Cannot read Rooks board: unexpected character "T" in row 2, column 2 (allowed: . x o # and | between rows), received "x.|oT"',
  });
  assert.throws(() => parseKingsClobber("x|oo"), SyntaxError);
  assert.throws(() => parseQueensClobber(".".repeat(65)), RangeError);
  assert.throws(() => parseKingsClobber(7 as unknown as string), TypeError);
});

Deno.test("genClobberRuleset() with own lets a stone clobber its own colour", async (t) => {
  const step = genClobberRuleset({
    name: "Own",
    directions: ORTHOGONAL,
    reach: 1,
    anti: false,
    own: true,
  });
  const slide = genClobberRuleset({
    name: "Own slide",
    directions: ORTHOGONAL,
    reach: Infinity,
    anti: false,
    own: true,
  });
  const parse = (board: string, reach: number) =>
    parseGenClobber({ name: "Own", directions: ORTHOGONAL, reach, anti: false }, board, ".xo#");
  // Each row is worked out by hand: every move removes one stone, and n stones of one colour in
  // a connected row give their owner n - 1 moves the opponent cannot answer.
  const rows: [
    board: string,
    rules: Ruleset<GridPosition>,
    reach: number,
    expected: string,
    why: string,
  ][] = [
    ["xx", step, 1, "1", "Left clobbers her own neighbour once; Right has no move"],
    ["xxx", step, 1, "2", "Left keeps her row whole, two moves"],
    ["x.x", step, 1, "0", "the stones are not adjacent"],
    ["x.x", slide, Infinity, "1", "a slide reaches the other x"],
    ["x#x", slide, Infinity, "0", "# stops the slide"],
    ["xo", step, 1, "*", "as Clobber: either player takes the other stone"],
  ];
  for (const [board, rules, reach, expected, why] of rows) {
    await t.step(`${board} (reach ${reach}) is ${expected}: ${why}`, () => {
      const p = parse(board, reach);
      assert.equal(formatGame(new Solver(rules).value(p)), expected);
      assert.equal(formatGame(plainValue(rules, p)), expected);
    });
  }
});
