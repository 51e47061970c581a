// Eatcake, Maundy Cake and Turn-and-Eatcake (and Cutcake beside them), against CGSuite's test
// suite and a plain recursion written from the rules.
import assert from "node:assert/strict";
import fc from "fast-check";
import { add, negate } from "@cgt/partizan/arithmetic";
import { type Game, game, ZERO } from "@cgt/partizan/game";
import { formatGame } from "@cgt/partizan/notation";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { cakeRuleset, maundySplits } from "../_cake.ts";
import { CUTCAKE, cutcake } from "./cutcake.ts";
import { EATCAKE, eatcake } from "./eatcake.ts";
import { MAUNDY_CAKE, maundyCake } from "./maundy_cake.ts";
import { TURN_AND_EATCAKE, turnAndEatcake } from "./turn_and_eatcake.ts";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import type { CutcakePosition } from "./cutcake.ts";

// CGSuite GameHeapTest.scala, "define partizan coordinate games properly":
// [rs((8,n)).CanonicalForm for n from 0 to 8], and rs((8,8)).LeftOptions.Size. Our functions take
// sides from 1, so the n = 0 entry (a cake with no columns) is left out.
const CGSUITE: [
  name: string,
  value: (m: number, n: number) => Game,
  row: string[],
  left: number,
][] = [
  ["cutcake", cutcake, ["-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"], 4],
  ["maundyCake", maundyCake, ["-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"], 3],
  [
    "eatcake",
    eatcake,
    [
      "^",
      "{^|||^*|v||0}",
      "{^^|*}",
      "{^^|*||0,{0|vv*}}",
      "{^3|^*||*}",
      "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
      "{0||^^*|0|||*}",
      "*",
    ],
    4,
  ],
  ["turnAndEatcake", turnAndEatcake, ["v", "0", "v", "0", "v<3>", "0", "v", "0"], 4],
];

Deno.test("the cake games give CGSuite's values for every 8 by n cake", async (t) => {
  for (const [name, value, row] of CGSUITE) {
    for (let n = 1; n <= 8; n++) {
      const expected = row[n - 1];
      await t.step(`${name}(8, ${n}) is ${expected} (CGSuite GameHeapTest.scala)`, () => {
        // CGSuite prints v<3> where we print the same game as v<3> too; compare printed forms.
        assert.equal(formatGame(value(8, n)), expected);
      });
    }
  }
});

Deno.test("the cake games give Left CGSuite's number of options on the 8 by 8 cake", () => {
  const rulesets = { maundyCake: MAUNDY_CAKE, eatcake: EATCAKE, turnAndEatcake: TURN_AND_EATCAKE };
  for (const [name, , , left] of CGSUITE) {
    if (name === "cutcake") continue;
    const rules = rulesets[name as keyof typeof rulesets];
    assert.equal([...rules.leftOptions([{ rows: 8, cols: 8 }])].length, left, name);
  }
});

Deno.test("twisted Maundy Cake (the cake core with a twist) gives CGSuite's values", () => {
  // CGSuite GameHeapTest.scala: GenCutcake(TakeAndBreak("{2+}=.0"), ..., twisted => true),
  // [rs((8,n)).CanonicalForm for n from 1 to 8] (n = 0 left out as above).
  const twisted = new Solver(
    cakeRuleset({ name: "twisted Maundy", splits: maundySplits, twisted: true }),
  );
  const expected = [
    "1",
    "{8|-2}",
    "{8|-3}",
    "{8|-6}",
    "{8|-5}",
    "{8|-6,{-4|-14}}",
    "{10|-7}",
    "+-12",
  ];
  for (let n = 1; n <= 8; n++) {
    assert.equal(formatGame(twisted.value([{ rows: 8, cols: n }])), expected[n - 1], `(8, ${n})`);
  }
});

/** A rows-by-columns piece. */
type Piece = readonly [number, number];

/**
 * The value of a list of pieces by plain recursion, from the rules as the books state them:
 * Eatcake, Left eats a column (one unit off the width, the rest in at most two parts), Right a
 * row; Maundy Cake, Left cuts the width into k >= 2 equal parts, Right the height; a twist turns
 * the piece before the move. `memo` remembers the value of each exact list met (pieces in the
 * order the recursion made them; no sums, no sorting).
 */
function plainCake(
  pieces: readonly Piece[],
  game_: "eat" | "maundy",
  twisted: boolean,
  memo: Map<string, Game> = MEMOS[`${game_}${twisted}`],
): Game {
  const id = pieces.join(";");
  const known = memo.get(id);
  if (known !== undefined) return known;
  const divide = (n: number): number[][] => {
    const out: number[][] = [];
    if (game_ === "eat") {
      for (let a = 0; a <= n - 1; a++) out.push([a, n - 1 - a].filter((x) => x > 0));
    } else {
      for (let k = 2; k <= n; k++) if (n % k === 0) out.push(new Array(k).fill(n / k));
    }
    return out;
  };
  const options = (player: "L" | "R"): Game[] => {
    const out: Game[] = [];
    pieces.forEach(([r, c], i) => {
      const [rows, cols] = twisted ? [c, r] : [r, c];
      const rest = pieces.filter((_, j) => j !== i);
      if (player === "L") {
        for (const parts of divide(cols)) {
          out.push(
            plainCake([...rest, ...parts.map((p): Piece => [rows, p])], game_, twisted, memo),
          );
        }
      } else {
        for (const parts of divide(rows)) {
          out.push(
            plainCake([...rest, ...parts.map((p): Piece => [p, cols])], game_, twisted, memo),
          );
        }
      }
    });
    return out;
  };
  const value = game(options("L"), options("R"));
  memo.set(id, value);
  return value;
}

const MEMOS: Record<string, Map<string, Game>> = {
  eatfalse: new Map(),
  eattrue: new Map(),
  maundyfalse: new Map(),
};

Deno.test("the cake games equal plain recursion on every cake of up to 12 squares", () => {
  for (let rows = 1; rows <= 12; rows++) {
    for (let cols = 1; rows * cols <= 12; cols++) {
      const at = `${rows}x${cols}`;
      assert.equal(eatcake(rows, cols), plainCake([[rows, cols]], "eat", false), at);
      assert.equal(turnAndEatcake(rows, cols), plainCake([[rows, cols]], "eat", true), at);
      assert.equal(maundyCake(rows, cols), plainCake([[rows, cols]], "maundy", false), at);
    }
  }
});

Deno.test("the cake rulesets value several pieces as the sum of the pieces (fast-check)", () => {
  const piece = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }));
  fc.assert(
    fc.property(fc.array(piece, { minLength: 1, maxLength: 3 }), (pieces) => {
      const position = pieces.map(([rows, cols]) => ({ rows, cols }));
      for (
        const [rules, one] of [
          [EATCAKE, eatcake],
          [MAUNDY_CAKE, maundyCake],
          [TURN_AND_EATCAKE, turnAndEatcake],
        ] as const
      ) {
        const sum = pieces.reduce((g: Game, [r, c]) => add(g, one(r, c)), ZERO);
        assert.equal(new Solver(rules).value(position), sum);
      }
    }),
    { seed: 71824, numRuns: 60 },
  );
});

Deno.test("the cake games agree with plain recursion on two small pieces (fast-check)", () => {
  const piece = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }));
  fc.assert(
    fc.property(piece, piece, (a, b) => {
      const position = [a, b].map(([rows, cols]) => ({ rows, cols }));
      assert.equal(new Solver(EATCAKE).value(position), plainCake([a, b], "eat", false));
      assert.equal(new Solver(TURN_AND_EATCAKE).value(position), plainCake([a, b], "eat", true));
      assert.equal(new Solver(MAUNDY_CAKE).value(position), plainCake([a, b], "maundy", false));
    }),
    { seed: 18110, numRuns: 40 },
  );
});

Deno.test("a turned cake is the negative, in every cake game", () => {
  for (let rows = 1; rows <= 12; rows++) {
    for (let cols = 1; cols <= 12; cols++) {
      for (const f of [eatcake, maundyCake, turnAndEatcake]) {
        assert.equal(f(cols, rows), negate(f(rows, cols)), `${f.name}(${rows}, ${cols})`);
      }
    }
  }
});

Deno.test("maundyCake() values are integers", () => {
  for (let rows = 1; rows <= 30; rows++) {
    for (let cols = 1; cols <= 30; cols++) {
      assert.match(formatGame(maundyCake(rows, cols)), /^-?\d+$/, `${rows}x${cols}`);
    }
  }
});

Deno.test("the cake games reject sides out of range", () => {
  assert.throws(() => eatcake(0, 3), {
    name: "RangeError",
    message: "Cannot compute Eatcake value: rows must be an integer from 1 to 200, received 0",
  });
  assert.throws(() => maundyCake(3, 201n), {
    name: "RangeError",
    message:
      "Cannot compute Maundy Cake value: columns must be an integer from 1 to 200, received 201",
  });
  assert.throws(() => turnAndEatcake(1.5, 3), RangeError);
});

/** Cakes in notation for the contract: `"3x4"`, a sum `"2x3+1x5"`, or `""` for none. */
function parseCakes(text: string): CutcakePosition {
  if (text === "") return [];
  return text.split("+").map((piece) => {
    const [rows, cols] = piece.split("x").map(Number);
    return { rows, cols };
  });
}

/** Writes cakes back as {@link parseCakes} reads them. */
function formatCakes(position: CutcakePosition): string {
  return position.map((piece) => `${piece.rows}x${piece.cols}`).join("+");
}

/** Every single cake of at most `side` by `side`. */
function smallCakes(side: number): string[] {
  return Array.from(
    { length: side * side },
    (_, i) => `${Math.floor(i / side) + 1}x${(i % side) + 1}`,
  );
}

Deno.test("CUTCAKE, EATCAKE, MAUNDY_CAKE and TURN_AND_EATCAKE keep the ruleset contract", async (t) => {
  const single = (value: (rows: number, cols: number) => Game) => (text: string) => {
    const cakes = parseCakes(text);
    return cakes.map((c) => value(c.rows, c.cols)).reduce((a, b) => add(a, b), ZERO);
  };
  const rules: [string, Ruleset<CutcakePosition>, (rows: number, cols: number) => Game][] = [
    ["CUTCAKE", CUTCAKE, cutcake],
    ["EATCAKE", EATCAKE, eatcake],
    ["MAUNDY_CAKE", MAUNDY_CAKE, maundyCake],
    ["TURN_AND_EATCAKE", TURN_AND_EATCAKE, turnAndEatcake],
  ];
  for (const [name, ruleset, value] of rules) {
    await t.step(name, async (t) => {
      await rulesetContract(t, {
        ruleset,
        parse: parseCakes,
        format: formatCakes,
        value: single(value),
        positions: [...smallCakes(3), "2x3+1x2", "2x2+1x3+1x1"],
      });
    });
  }
});
