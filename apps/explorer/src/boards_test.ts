import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, type Game, game, value as searchValue } from "@cgt/partizan";
import {
  type Board,
  boardExpression,
  boardMoves,
  boardNotation,
  changedCells,
  editCell,
  isConnected,
  movesThrough,
  readBoard,
  type RulesetId,
  RULESETS,
  type Side,
  writeBoard,
} from "./boards.ts";
import {
  AMAZONS,
  CLOBBER,
  DOMINEERING,
  HACKENBUSH,
  KONANE,
  parseAmazons,
  parseClobber,
  parseDomineering,
  parseHackenbush,
  parseKonane,
  parseToads,
  type Ruleset,
  RULESET_FUNCTIONS,
  TOADS_AND_FROGS,
} from "./engine_imports.ts";

/** Random boards of a ruleset, at most `maxCells` cells (cells drawn from its editing cycle). */
function boards(ruleset: RulesetId, maxCells: number): fc.Arbitrary<Board> {
  const cycle = RULESETS[ruleset].cycle;
  const rows = ruleset === "toads" ? fc.constant(1) : fc.integer({ min: 1, max: 3 });
  return rows.chain((r) =>
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxCells / r)) }).chain((c) =>
      fc.array(fc.constantFrom(...cycle), { minLength: r * c, maxLength: r * c }).map(
        (cells): Board => ({ ruleset, rows: r, cols: c, cells }),
      )
    )
  );
}

/** The engine's options of a board's position, as keys, and the boards' mapped back. */
function keysOfMoves(board: Board, side: Side): [string[], string[]] {
  const text = boardNotation(board);
  const sort = (keys: unknown[]): string[] => keys.map(String).sort();
  const pick = <P>(
    parse: (s: string) => P,
    rules: Ruleset<P>,
  ): [string[], string[]] => {
    const key = (p: P): unknown => rules.key?.(p) ?? JSON.stringify(p);
    const p = parse(text);
    const engine = [...(side === "L" ? rules.leftOptions(p) : rules.rightOptions(p))];
    const ours = boardMoves(board, side).map((b) => parse(boardNotation(b)));
    return [sort(engine.map(key)), sort(ours.map(key))];
  };
  switch (board.ruleset) {
    case "domineering":
      return pick(parseDomineering, DOMINEERING);
    case "clobber":
      return pick(parseClobber, CLOBBER);
    case "konane":
      return pick(parseKonane, KONANE);
    case "toads":
      return pick(parseToads, TOADS_AND_FROGS);
    case "hackenbush":
      return pick(parseHackenbush, HACKENBUSH);
    case "amazons":
      return pick(parseAmazons, AMAZONS);
  }
}

/** Domineering moves by hand on the character grid: the slow, obvious twin. */
function plainDomineeringMoves(board: Board, side: Side): string[] {
  const out: string[] = [];
  const { rows, cols, cells } = board;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [r2, c2] = side === "L" ? [r + 1, c] : [r, c + 1];
      if (r2 >= rows || c2 >= cols) continue;
      const a = r * cols + c;
      const b = r2 * cols + c2;
      if (cells[a] !== "." || cells[b] !== ".") continue;
      const next = [...cells];
      next[a] = side;
      next[b] = side;
      out.push(next.join(""));
    }
  }
  return out.sort();
}

Deno.test("readBoard() and writeBoard() are inverse", async (t) => {
  await t.step("on the start boards of every ruleset", () => {
    for (const [id, info] of Object.entries(RULESETS)) {
      assert.equal(writeBoard(readBoard(id as RulesetId, info.start)), info.start);
    }
  });
  await t.step("on random boards", () => {
    for (const id of Object.keys(RULESETS) as RulesetId[]) {
      fc.assert(
        fc.property(boards(id, 12), (b) => {
          assert.deepEqual(readBoard(id, writeBoard(b)), b);
        }),
        { seed: 44159 },
      );
    }
  });
});

Deno.test("readBoard() rejects bad boards with clear errors", async (t) => {
  const table: [RulesetId, string, ErrorConstructor][] = [
    ["domineering", "..|.", SyntaxError],
    ["domineering", "..|", SyntaxError],
    ["clobber", "xq", SyntaxError],
    ["toads", "T.|.F", SyntaxError],
    ["domineering", Array(5).fill(".".repeat(13)).join("|"), RangeError], // 65 cells
    ["clobber", "x".repeat(65), RangeError],
    ["toads", "T".repeat(25), RangeError],
  ];
  for (const [id, text, error] of table) {
    await t.step(`${id} "${text}" throws ${error.name}`, () => {
      assert.throws(() => readBoard(id, text), error);
    });
  }
  await t.step("grid boards of 64 cells are read, as the rulesets take them", () => {
    for (const id of ["domineering", "clobber", "konane"] as const) {
      assert.equal(readBoard(id, Array(8).fill("........").join("|")).cells.length, 64);
      assert.equal(readBoard(id, ".".repeat(64)).cells.length, 64);
    }
  });
});

Deno.test("boardNotation() writes what the ruleset functions read", async (t) => {
  await t.step("Domineering cells covered on the page are blocked cells", () => {
    assert.equal(boardNotation(readBoard("domineering", "L.|L#|.R")), "#.|##|.#");
  });
  await t.step(
    "Hackenbush columns are stalks from the bottom row; loose edges are left out",
    () => {
      const b = readBoard("hackenbush", "R..|.L.|LRR");
      assert.equal(boardNotation(b), "L,RL,R");
      assert.equal(isConnected(b, 0), false);
      assert.equal(isConnected(b, 4), true);
    },
  );
  await t.step("boardExpression() is a call of the notation function", () => {
    assert.equal(boardExpression(readBoard("toads", "T.F")), 'toads("T.F")');
  });
});

Deno.test("editCell() walks the ruleset's cycle of characters", () => {
  let b = readBoard("clobber", ".");
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    seen.push(b.cells[0]);
    b = editCell(b, 0);
  }
  assert.deepEqual(seen, [".", "x", "o", "."]);
  assert.equal(editCell(readBoard("domineering", "L"), 0).cells[0], ".");
});

Deno.test("boardMoves() gives the engine's moves, mapped back to the board", async (t) => {
  for (const id of Object.keys(RULESETS) as RulesetId[]) {
    await t.step(`${RULESETS[id].name}, on random boards`, () => {
      fc.assert(
        fc.property(boards(id, 12), fc.constantFrom<Side>("L", "R"), (b, side) => {
          const [engine, ours] = keysOfMoves(b, side);
          assert.deepEqual(ours, engine);
          for (const after of boardMoves(b, side)) {
            assert.equal(after.rows, b.rows);
            assert.equal(after.cols, b.cols);
          }
        }),
        { seed: 43289 },
      );
    });
  }
  await t.step("Domineering moves agree with placing dominoes by hand", () => {
    fc.assert(
      fc.property(boards("domineering", 12), fc.constantFrom<Side>("L", "R"), (b, side) => {
        const ours = boardMoves(b, side).map((m) => m.cells.join("")).sort();
        assert.deepEqual(ours, plainDomineeringMoves(b, side));
      }),
      { seed: 4266 },
    );
  });
});

Deno.test("movesThrough() picks moves from clicked cells", async (t) => {
  const b = readBoard("domineering", "...|...");
  await t.step("one click on a corner picks Left's only vertical domino there", () => {
    const moves = movesThrough(b, "L", [0]);
    assert.equal(moves.length, 1);
    assert.deepEqual(changedCells(b, moves[0]), [0, 3]);
  });
  await t.step("a middle cell needs a second click for Right", () => {
    assert.equal(movesThrough(b, "R", [1]).length, 2);
    const moves = movesThrough(b, "R", [1, 2]);
    assert.equal(moves.length, 1);
    assert.equal(writeBoard(moves[0]), ".RR|...");
  });
  await t.step("a Clobber stone and its target pick one capture", () => {
    const c = readBoard("clobber", "xo|ox");
    const moves = movesThrough(c, "L", [0, 1]);
    assert.equal(moves.length, 1);
    assert.equal(writeBoard(moves[0]), ".x|ox");
  });
  await t.step("an amazon, its landing square and the arrow's square pick one Amazons move", () => {
    const a = readBoard("amazons", "x..|...");
    assert.equal(movesThrough(a, "L", [0]).length, boardMoves(a, "L").length);
    // Landing on square 2, the arrow flies to 1, 0 (the square left), 4 or 5; other moves
    // through squares 0 and 2 (landing on 1 or 4, the arrow on 2) remain too.
    const landed = movesThrough(a, "L", [0, 2]).map(writeBoard);
    for (const b of [".#x|...", "#.x|...", "..x|.#.", "..x|..#", ".x#|...", "..#|.x."]) {
      assert.ok(landed.includes(b), b);
    }
    assert.equal(landed.length, 6);
    // The page plays the move that changes exactly the clicked squares once three clicks are in:
    // clicking the amazon's old square again picks the arrow shot back there.
    const back = movesThrough(a, "L", [0, 2, 0]).filter((m) => changedCells(a, m).length === 2);
    assert.deepEqual(back.map(writeBoard), ["#.x|..."]);
    const one = movesThrough(a, "L", [0, 2, 5]);
    assert.equal(one.length, 1);
    assert.equal(writeBoard(one[0]), "..x|..#");
    assert.equal(RULESETS.amazons.moveClicks, 3);
  });
});

/** Board sizes for which plain recursion stays quick (rows of toads and frogs branch a lot). */
const PLAIN_CELLS: Record<RulesetId, number> = {
  domineering: 9,
  clobber: 7,
  konane: 9,
  toads: 6,
  hackenbush: 8,
  amazons: 6,
};

Deno.test("boardExpression() values agree with plain recursion over the board's moves", async (t) => {
  const plain = (b: Board): Game => {
    const left = boardMoves(b, "L").map(plain);
    const right = boardMoves(b, "R").map(plain);
    return game(left, right);
  };
  for (const id of Object.keys(RULESETS) as RulesetId[]) {
    await t.step(RULESETS[id].name, () => {
      fc.assert(
        fc.property(boards(id, PLAIN_CELLS[id]), (b) => {
          const value = RULESET_FUNCTIONS[RULESETS[id].notation]([boardNotation(b)]);
          assert.equal(formatGame(value), formatGame(plain(b)));
        }),
        { seed: 75571, numRuns: 60 },
      );
    });
  }
  await t.step("and with a fresh search of the engine on Domineering", () => {
    const b = readBoard("domineering", "...|..#|...");
    assert.equal(plain(b), searchValue(DOMINEERING, parseDomineering(boardNotation(b))));
  });
});
