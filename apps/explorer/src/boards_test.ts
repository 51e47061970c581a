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
  emptyBoard,
  isConnected,
  movesThrough,
  pickMove,
  readBoard,
  RULESET_IDS,
  type RulesetId,
  RULESETS,
  type Side,
  writeBoard,
} from "./boards.ts";
import { CATALOG, catalogEntry, RULESET_FUNCTIONS } from "./engine_imports.ts";

/** The characters a random board of a ruleset draws from: its cycle, and covered cells. */
function pieces(id: RulesetId): string[] {
  const { cycle, covers } = RULESETS[id];
  return covers ? [...cycle, "L", "R"] : [...cycle];
}

/** Random boards of a ruleset, at most `maxCells` cells. */
function boards(id: RulesetId, maxCells: number): fc.Arbitrary<Board> {
  const rows = RULESETS[id].layout === "strip" ? fc.constant(1) : fc.integer({ min: 1, max: 3 });
  return rows.chain((r) =>
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxCells / r)) }).chain((c) =>
      fc.array(fc.constantFrom(...pieces(id)), { minLength: r * c, maxLength: r * c }).map(
        (cells): Board => ({ ruleset: id, rows: r, cols: c, cells }),
      )
    )
  );
}

/** The engine's options of a board's position, written by the ruleset's format, sorted. */
function engineMoves(board: Board, side: Side): string[] {
  const { rules } = RULESETS[board.ruleset];
  const p = rules.parse(boardNotation(board));
  const options = side === "L" ? rules.ruleset.leftOptions(p) : rules.ruleset.rightOptions(p);
  return [...options].map((o) => rules.format!(o)).sort();
}

/** Domineering (and Cram) moves by hand on the character grid: the slow, obvious twin. */
function plainPlacements(board: Board, side: Side, directions: "L" | "R" | "LR"): string[] {
  const out: string[] = [];
  const { rows, cols, cells } = board;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (const d of directions) {
        const [r2, c2] = d === "L" ? [r + 1, c] : [r, c + 1];
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
  }
  return out.sort();
}

/** Hackenbush stalk moves by hand: cut one of the player's edges, with everything above it. */
function plainStalkMoves(board: Board, side: Side): string[] {
  const out: string[] = [];
  for (let c = 0; c < board.cols; c++) {
    const edges: string[] = [];
    for (let r = board.rows - 1; r >= 0 && board.cells[r * board.cols + c] !== "."; r--) {
      edges.push(board.cells[r * board.cols + c]);
    }
    edges.forEach((colour, h) => {
      if (colour !== side) return;
      const cells = [...board.cells];
      for (let k = h; k < edges.length; k++) cells[(board.rows - 1 - k) * board.cols + c] = ".";
      out.push(cells.join(""));
    });
  }
  return out.sort();
}

Deno.test("RULESETS has a board for each catalogue ruleset with editor cells", async (t) => {
  await t.step("every catalogue entry with cells and a format, then Hackenbush's stalks", () => {
    const withCells = CATALOG.filter((e) => e.cells !== undefined && e.position?.format);
    assert.ok(withCells.length >= 12);
    const expected = CATALOG.filter((e) => withCells.includes(e) || e.name === "hackenbush")
      .map((e) => e.name);
    assert.deepEqual(RULESET_IDS, expected);
  });
  await t.step("each with the entry's title, name, cells and example position", () => {
    for (const id of RULESET_IDS) {
      const entry = catalogEntry(id)!;
      const info = RULESETS[id];
      assert.equal(info.name, entry.title, id);
      assert.equal(info.notation, entry.name, id);
      assert.equal(info.rule, entry.rule, id);
      assert.equal(info.rules, entry.position, id);
      if (entry.cells !== undefined) {
        assert.deepEqual(info.cycle, [...entry.cells], id);
        assert.equal(info.layout, entry.kind === "strip" ? "strip" : "grid", id);
      }
      assert.equal(boardExpression(readBoard(id, info.start)), entry.example, id);
    }
  });
  await t.step("Hackenbush's start is the example's stalk, standing on the last row", () => {
    assert.equal(RULESETS.hackenbush.start, "R|L|L");
    assert.equal(RULESETS.hackenbush.layout, "stalks");
  });
  await t.step("only boards of empty and one other cell show covered cells", () => {
    const covering = RULESET_IDS.filter((id) => RULESETS[id].covers);
    assert.deepEqual(covering, ["domineering", "cram", "quelhas"]);
  });
});

Deno.test("readBoard() and writeBoard() are inverse", async (t) => {
  await t.step("on the start boards of every ruleset", () => {
    for (const [id, info] of Object.entries(RULESETS)) {
      assert.equal(writeBoard(readBoard(id, info.start)), info.start);
    }
  });
  for (const id of RULESET_IDS) {
    await t.step(`on random ${RULESETS[id].name} boards`, () => {
      fc.assert(
        fc.property(boards(id, 12), (b) => {
          assert.deepEqual(readBoard(id, writeBoard(b)), b);
        }),
        { seed: 44159, numRuns: 50 },
      );
    });
  }
});

Deno.test("readBoard() rejects bad boards with clear errors", async (t) => {
  const table: [RulesetId, string, ErrorConstructor][] = [
    ["domineering", "..|.", SyntaxError],
    ["domineering", "..|", SyntaxError],
    ["clobber", "xq", SyntaxError],
    ["clobber", "xL", SyntaxError], // covered cells only on boards that cover
    ["toads", "T.|.F", SyntaxError],
    ["domineering", Array(5).fill(".".repeat(13)).join("|"), RangeError], // 65 cells
    ["clobber", "x".repeat(65), RangeError],
    ["toads", "T".repeat(25), RangeError],
    ["toString", "..", RangeError],
    ["backsliding", "T.F", RangeError], // loopy: no board
  ];
  for (const [id, text, error] of table) {
    await t.step(`${id} "${text}" throws ${error.name}`, () => {
      assert.throws(() => readBoard(id, text), error);
    });
  }
  await t.step("grid boards of 64 cells are read, as the rulesets take them", () => {
    for (const id of RULESET_IDS.filter((id) => RULESETS[id].layout === "grid")) {
      assert.equal(readBoard(id, Array(8).fill("........").join("|")).cells.length, 64);
      assert.equal(readBoard(id, ".".repeat(64)).cells.length, 64);
    }
  });
});

Deno.test("boardNotation() writes what the ruleset functions read", async (t) => {
  await t.step("Domineering and Cram cells covered on the page are blocked cells", () => {
    assert.equal(boardNotation(readBoard("domineering", "L.|L#|.R")), "#.|##|.#");
    assert.equal(boardNotation(readBoard("cram", "LL.|R..")), "##.|#..");
  });
  await t.step("Ski Jumps' skiers L and R are pieces, written as they are", () => {
    assert.equal(boardNotation(readBoard("skiJumps", "L.r|R.l")), "L.r|R.l");
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
    assert.equal(boardExpression(readBoard("queens", "x.|.o")), 'queens("x.|.o")');
  });
});

Deno.test("editCell() walks the ruleset's cycle of characters", async (t) => {
  for (const id of RULESET_IDS) {
    await t.step(`${RULESETS[id].name}: ${RULESETS[id].cycle.join("")}, then empty again`, () => {
      let b = emptyBoard(id, 1, 1);
      const seen: string[] = [];
      for (let i = 0; i <= RULESETS[id].cycle.length; i++) {
        seen.push(b.cells[0]);
        b = editCell(b, 0);
      }
      assert.deepEqual(seen, [...RULESETS[id].cycle, RULESETS[id].cycle[0]]);
    });
  }
  await t.step("a covered cell becomes empty", () => {
    assert.equal(editCell(readBoard("domineering", "L"), 0).cells[0], ".");
  });
});

Deno.test("boardMoves() gives the engine's moves, mapped back to the board", async (t) => {
  for (const id of RULESET_IDS) {
    await t.step(`${RULESETS[id].name}, on random boards`, () => {
      fc.assert(
        fc.property(boards(id, 12), fc.constantFrom<Side>("L", "R"), (b, side) => {
          const ours = boardMoves(b, side);
          assert.deepEqual(ours.map(boardNotation).sort(), engineMoves(b, side));
          for (const after of ours) {
            assert.equal(after.rows, b.rows);
            assert.equal(after.cols, b.cols);
            assert.ok(changedCells(b, after).length > 0, writeBoard(after));
            // A board after a move is a board of the ruleset again.
            assert.deepEqual(readBoard(id, writeBoard(after)), after);
          }
        }),
        { seed: 43289 },
      );
    });
  }
  await t.step("Domineering and Cram moves agree with placing dominoes by hand", () => {
    for (const [id, directions] of [["domineering", ""], ["cram", "LR"]] as const) {
      fc.assert(
        fc.property(boards(id, 12), fc.constantFrom<Side>("L", "R"), (b, side) => {
          const ours = boardMoves(b, side).map((m) => m.cells.join("")).sort();
          assert.deepEqual(ours, plainPlacements(b, side, directions || side));
        }),
        { seed: 4266, numRuns: 80 },
      );
    }
  });
  await t.step("Hackenbush stalk moves agree with cutting edges by hand", () => {
    fc.assert(
      fc.property(boards("hackenbush", 12), fc.constantFrom<Side>("L", "R"), (b, side) => {
        const ours = boardMoves(b, side).map((m) => m.cells.join("")).sort();
        assert.deepEqual(ours, plainStalkMoves(b, side));
      }),
      { seed: 9177, numRuns: 80 },
    );
  });
  await t.step("a Clobber capture moves the stone onto the captured one", () => {
    const moves = boardMoves(readBoard("clobber", "xo|.."), "L").map(writeBoard);
    assert.deepEqual(moves, [".x|.."]);
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
  await t.step("an amazon and its landing square leave every arrow from there", () => {
    const a = readBoard("amazons", "x..|...");
    assert.equal(movesThrough(a, "L", [0]).length, boardMoves(a, "L").length);
    // Landing on square 2, the arrow flies to 1, 0 (the square left), 4 or 5; other moves
    // through squares 0 and 2 (landing on 1 or 4, the arrow on 2) remain too.
    const landed = movesThrough(a, "L", [0, 2]).map(writeBoard);
    for (const b of [".#x|...", "#.x|...", "..x|.#.", "..x|..#", ".x#|...", "..#|.x."]) {
      assert.ok(landed.includes(b), b);
    }
    assert.equal(landed.length, 6);
  });
});

Deno.test("pickMove() plays a move once the clicks single it out", async (t) => {
  const play = (
    board: Board,
    side: Side,
    clicks: number[],
  ): ReturnType<typeof pickMove> => {
    let clicked: readonly number[] = [];
    let pick: ReturnType<typeof pickMove> = { kind: "none" };
    for (const i of clicks) {
      pick = pickMove(board, side, clicked, i);
      clicked = pick.kind === "more" ? pick.clicked : [];
    }
    return pick;
  };
  const d = readBoard("domineering", "...|...");
  await t.step("a Domineering corner is one click, a middle cell two", () => {
    const corner = play(d, "L", [0]);
    assert.equal(corner.kind === "play" && writeBoard(corner.move), "L..|L..");
    assert.deepEqual(play(d, "R", [1]), { kind: "more", clicked: [1] });
    const middle = play(d, "R", [1, 2]);
    assert.equal(middle.kind === "play" && writeBoard(middle.move), ".RR|...");
  });
  await t.step("a click no move goes through is none, and after clicks starts over", () => {
    assert.deepEqual(play(readBoard("domineering", "#.|#."), "R", [0]), { kind: "none" });
    const over = play(readBoard("domineering", "....."), "R", [1, 3]);
    assert.deepEqual(over, { kind: "more", clicked: [3] });
  });
  const a = readBoard("amazons", "x..|...");
  await t.step("an Amazons move takes three clicks: amazon, landing square, arrow", () => {
    assert.deepEqual(play(a, "L", [0, 2]), { kind: "more", clicked: [0, 2] });
    const shot = play(a, "L", [0, 2, 5]);
    assert.equal(shot.kind === "play" && writeBoard(shot.move), "..x|..#");
  });
  await t.step("clicking the amazon's old square third shoots the arrow back there", () => {
    const back = play(a, "L", [0, 2, 0]);
    assert.equal(back.kind === "play" && writeBoard(back.move), "#.x|...");
  });
});

Deno.test("boardExpression() values agree with plain recursion over the board's moves", async (t) => {
  const plain = (b: Board): Game => {
    const left = boardMoves(b, "L").map(plain);
    const right = boardMoves(b, "R").map(plain);
    return game(left, right);
  };
  for (const id of RULESET_IDS) {
    await t.step(RULESETS[id].name, () => {
      fc.assert(
        fc.property(boards(id, 6), (b) => {
          const value = RULESET_FUNCTIONS[RULESETS[id].notation]([boardNotation(b)]);
          assert.equal(formatGame(value), formatGame(plain(b)));
        }),
        { seed: 75571, numRuns: 30 },
      );
    });
  }
  await t.step("and with a fresh search of the engine on Domineering", () => {
    const b = readBoard("domineering", "...|..#|...");
    const { rules } = RULESETS.domineering;
    assert.equal(plain(b), searchValue(rules.ruleset, rules.parse(boardNotation(b))));
  });
});
