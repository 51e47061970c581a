import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, type Game, game, parseGame, value as searchValue } from "@cgt/partizan";
import {
  type Board,
  boardExpression,
  boardMoves,
  boardNotation,
  changedCells,
  editCell,
  emptyBoard,
  incompleteHint,
  isConnected,
  isRulesetId,
  MAX_BOARD_NUMBER,
  movesThrough,
  pickMove,
  readBoard,
  resizeBoard,
  RULESET_IDS,
  type RulesetId,
  RULESETS,
  type Side,
  unreachableHint,
  variantsOf,
  writeBoard,
} from "./boards.ts";
import {
  BACKSLIDING_TOADS_AND_FROGS,
  CATALOG,
  catalogEntry,
  LOOPY_RULESET_FUNCTIONS,
  parseLoopyGame,
  RULESET_FUNCTIONS,
  windUpRuleset,
} from "./engine_imports.ts";
import { loopyEquals } from "@cgt/partizan/loopy";
import { backslidingToadsAndFrogs } from "@cgt/rulesets/backsliding-toads-and-frogs";
import { windUp } from "@cgt/rulesets/wind-up";
import {
  foxAndGeese,
  foxAndGeesePosition,
  foxAndGeeseRuleset,
  MAX_FOX_AND_GEESE_ROWS,
  MAX_FOX_AND_GEESE_WIDTH,
  parseFoxAndGeese,
} from "@cgt/rulesets/fox-and-geese";

/**
 * The rulesets edited cell by cell whose notation takes the board alone (no code before it) and
 * whose empty board is a position (Fox and Geese needs a fox and a goose: its own test below
 * draws its boards): the random boards below are drawn from their cycles.
 */
const CELL_IDS = RULESET_IDS.filter((id) =>
  RULESETS[id].cycle.length > 0 && RULESETS[id].params.length === 0 &&
  RULESETS[id].notation !== "foxgeese"
);

/** The characters a random board of a ruleset draws from: its cycle, and covered cells. */
function pieces(id: RulesetId): string[] {
  const { cycle, covers } = RULESETS[id];
  return covers ? [...cycle, "L", "R"] : [...cycle];
}

/** Whether the ruleset reads the board (a NoGo group needs a liberty). */
function isPosition(b: Board): boolean {
  try {
    RULESETS[b.ruleset].rules.parse(boardNotation(b));
    return true;
  } catch {
    return false;
  }
}

/** Random boards of a ruleset, at most `maxCells` cells, each a position of the ruleset. */
function boards(id: RulesetId, maxCells: number): fc.Arbitrary<Board> {
  const rows = RULESETS[id].layout === "strip" ? fc.constant(1) : fc.integer({ min: 1, max: 3 });
  return rows.chain((r) =>
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxCells / r)) }).chain((c) =>
      fc.array(fc.constantFrom(...pieces(id)), { minLength: r * c, maxLength: r * c }).map(
        (cells): Board => ({ ruleset: id, rows: r, cols: c, cells }),
      )
    )
  ).filter(isPosition);
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
    assert.deepEqual(RULESET_IDS.filter((id) => expected.includes(id)), expected);
    for (const id of expected) assert.ok(["grid", "strip", "stalks"].includes(RULESETS[id].layout));
  });
  await t.step("every other entry has a board of pieces, or is left out for a reason", () => {
    // Why an entry has no board here (checked against the catalogue, so a new entry is seen).
    const leftOut = (e: (typeof CATALOG)[number]): string | undefined =>
      e.name === "hackenbush"
        ? undefined // edited as stalks
        : e.kind === "graph"
        ? "graphs are drawn in the graph editor"
        : e.example.includes("=>") && e.schemaOf === undefined && e.positionArguments === undefined
        ? "a schema's positions are no other entry's board (its catalogue has no schemaOf)"
        : e.kind === "variant"
        ? "a variant is chosen on its base ruleset's board"
        : undefined;
    for (const e of CATALOG) {
      if (isRulesetId(e.name)) assert.equal(leftOut(e), undefined, e.name);
      else assert.ok(leftOut(e) !== undefined, `${e.name} has no board and no reason`);
    }
  });
  await t.step("the layouts of boards of pieces follow the entry's kind", () => {
    const table: [RulesetId, string, string][] = [
      ["cutcake", "cakes", "cutcake(8, 3)"],
      ["takeAndBreak", "heaps", 'takeAndBreak("0.77", 5, 7)'],
      ["partizanSubtraction", "heaps", 'partizanSubtraction("1,3", "2,3", 6)'],
      ["turning", "strip", 'turning("1-3", "THHTH")'],
      ["ruler", "strip", 'ruler("THHTH")'],
      ["toppling", "text", 'toppling("LRG")'],
      ["chomp", "text", 'chomp("4,4,2")'],
      ["partizanEuclid", "numbers", "partizanEuclid(8, 3)"],
      ["mem", "numbers", "mem(7, 3)"],
      ["takeAway", "numbers", "takeAway(2, 10, 3)"],
      ["genWythoff", "numbers", "genWythoff(10, 4, 1, 2)"],
      ["genMem", "numbers", 'genMem(10, 3, predicate => "j != k")'],
      ["acrosticProduct", "numbers", 'acrosticProduct("0.77", "0.07", 3, 4)'],
      ["cakeProduct", "numbers", 'cakeProduct("0.7", "0.7", 3, 4)'],
      ["genToadsAndFrogs", "strip", 'genToadsAndFrogs("TT..FF", maxSlide => 2)'],
      ["genClobber", "grid", 'genClobber("xo.|.ox", directions => Coordinates.Compass)'],
    ];
    for (const [id, layout, example] of table) {
      assert.equal(RULESETS[id].layout, layout, id);
      assert.equal(boardExpression(readBoard(id, RULESETS[id].start)), example, id);
    }
  });
  await t.step("a numbers board of a schema plays by the named parameters of its example", () => {
    // From (3, 2), genMem(n, k, predicate => "j != k") takes 1 or 3 (not 2); Mem takes 2 or 3.
    const takes = (id: RulesetId) => boardMoves(readBoard(id, "3,2"), "L").map(writeBoard).sort();
    assert.deepEqual(takes("genMem"), ["0,3", "2,1"]);
    assert.deepEqual(takes("mem"), ["0,3", "1,2"]);
  });
  await t.step("a schema's board plays by the named parameters of its example", () => {
    // genToadsAndFrogs("...", maxSlide => 2): a toad slides one or two cells; in toads, one.
    const slides = (id: RulesetId) => boardMoves(readBoard(id, "T..."), "L").map(writeBoard).sort();
    assert.deepEqual(slides("genToadsAndFrogs"), ["..T.", ".T.."]);
    assert.deepEqual(slides("toads"), [".T.."]);
    assert.deepEqual(variantsOf("genToadsAndFrogs"), []);
  });
  await t.step("each with the entry's title, name, cells and example position", () => {
    for (const id of RULESET_IDS) {
      const entry = catalogEntry(id)!;
      const info = RULESETS[id];
      assert.equal(info.name, entry.title, id);
      assert.equal(info.notation, entry.name, id);
      assert.equal(info.rule, entry.rule, id);
      if (
        info.layout !== "heaps" && info.layout !== "cakes" && info.layout !== "numbers" &&
        entry.kind !== "coins" && entry.schemaOf === undefined && !info.loopy
      ) {
        assert.equal(info.rules, entry.position, id);
      }
      if (entry.cells !== undefined) {
        assert.deepEqual(info.cycle, [...entry.cells], id);
        assert.equal(info.layout, entry.kind === "strip" ? "strip" : "grid", id);
      }
      // The start is the example, as the ruleset writes it back (same value).
      const start = boardExpression(readBoard(id, info.start));
      if (info.loopy) {
        // A loopy start is the example itself, read in the loopy notation.
        assert.equal(start, entry.example, id);
        continue;
      }
      const value = (text: string) => formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
      assert.equal(value(start), value(entry.example), id);
    }
  });
  await t.step("Hackenbush's start is the example's stalk, standing on the last row", () => {
    assert.equal(RULESETS.hackenbush.start, "R|L|L");
    assert.equal(RULESETS.hackenbush.layout, "stalks");
  });
  await t.step("only boards of empty and one other cell show covered cells", () => {
    const covering = RULESET_IDS.filter((id) => RULESETS[id].covers);
    // (Coins have two cells too, T and H, but neither is an empty cell.)
    assert.deepEqual(covering, ["domineering", "cram", "quelhas"]);
  });
});

Deno.test("readBoard() and writeBoard() are inverse", async (t) => {
  await t.step("on the start boards of every ruleset", () => {
    for (const [id, info] of Object.entries(RULESETS)) {
      assert.equal(writeBoard(readBoard(id, info.start)), info.start);
    }
  });
  for (const id of CELL_IDS) {
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
    ["foxgeese", "x.o|...|o..", RangeError], // two foxes
    ["backsliding", "T.|.F", SyntaxError],
    ["backsliding", "T".repeat(25), RangeError],
    ["windUp", "40", RangeError], // the clock of the example has 40 positions, 0 to 39
    ["windUp", "1,2", RangeError],
  ];
  for (const [id, text, error] of table) {
    await t.step(`${id} "${text}" throws ${error.name}`, () => {
      assert.throws(() => readBoard(id, text), error);
    });
  }
  await t.step("grid boards of 64 cells are read, as the rulesets take them", () => {
    for (const id of CELL_IDS.filter((id) => RULESETS[id].layout === "grid")) {
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
  for (const id of CELL_IDS) {
    await t.step(`${RULESETS[id].name}: ${RULESETS[id].cycle.join("")}, then empty again`, () => {
      // Two cells, so a lone stone has a liberty (NoGo skips a stone without one).
      let b = emptyBoard(id, 1, 2);
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
  for (const id of CELL_IDS) {
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
  // Boards met again are looked up (coin rows reach one row by very many paths).
  const plain = (b: Board): Game => plainBoardValue(b);
  // Loopy boards have no plain value; their own test below values them in the loopy notation.
  for (const id of CELL_IDS.filter((id) => !RULESETS[id].loopy)) {
    await t.step(RULESETS[id].name, () => {
      fc.assert(
        fc.property(boards(id, 6), (b) => {
          assert.equal(valueOf(boardExpression(b)), formatGame(plain(b)), boardExpression(b));
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

/** The value of an expression, printed. */
function valueOf(text: string): string {
  return formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));
}

/**
 * The value of a board by plain recursion over {@link boardMoves}: the slow twin. Boards met
 * again are looked up by their text (coin rows and heaps reach one position by many paths).
 */
function plainBoardValue(b: Board, seen = new Map<string, Game>()): Game {
  const key = `${b.variant ?? ""}:${writeBoard(b)}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  const value = game(
    boardMoves(b, "L").map((o) => plainBoardValue(o, seen)),
    boardMoves(b, "R").map((o) => plainBoardValue(o, seen)),
  );
  seen.set(key, value);
  return value;
}

/** Random small positions of a board of pieces or coins, as the text readBoard takes. */
function pieceText(id: RulesetId): fc.Arbitrary<string> {
  const { layout } = RULESETS[id];
  if (layout === "heaps") {
    return fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 2 })
      .map((h) => h.join(","));
  }
  if (layout === "numbers") {
    const { count, sum } = RULESETS[id].numbers!;
    if (sum) {
      const component = fc.array(fc.integer({ min: 0, max: 3 }), {
        minLength: count,
        maxLength: count,
      }).map((n) => n.join("x"));
      return fc.array(component, { minLength: 0, maxLength: 1 }).map((c) => c.join(","));
    }
    return fc.array(fc.integer({ min: 0, max: 7 }), { minLength: count, maxLength: count })
      .map((n) => n.join(","));
  }
  if (layout === "cakes") {
    const side = fc.integer({ min: 1, max: 3 });
    return fc.array(fc.tuple(side, side), { minLength: 1, maxLength: 2 })
      .map((cakes) => cakes.map(([r, c]) => `${r}x${c}`).join(","));
  }
  return fc.array(fc.constantFrom("T", "H"), { minLength: 1, maxLength: 5 })
    .map((row) => row.join(""));
}

/** The boards of pieces and of coins (those the generic cell tests above leave out), not loopy. */
const PIECE_IDS = RULESET_IDS.filter((id) =>
  !CELL_IDS.includes(id) && RULESETS[id].layout !== "text" && !RULESETS[id].loopy
);

Deno.test("boardMoves() on heaps, cakes, coins and numbers are the game's moves", async (t) => {
  assert.ok(PIECE_IDS.includes("cutcake") && PIECE_IDS.includes("takeAndBreak"));
  assert.ok(PIECE_IDS.includes("mem") && PIECE_IDS.includes("genWythoff"));
  for (const id of PIECE_IDS) {
    await t.step(`${RULESETS[id].name}: the value is plain recursion over the moves`, () => {
      fc.assert(
        fc.property(pieceText(id), (text) => {
          const b = readBoard(id, text);
          assert.equal(valueOf(boardExpression(b)), formatGame(plainBoardValue(b)), text);
          for (const side of ["L", "R"] as Side[]) {
            // Each board after a move is read back as it was written.
            for (const after of boardMoves(b, side)) {
              assert.deepEqual(readBoard(id, writeBoard(after)), after);
            }
          }
        }),
        { seed: 60531, numRuns: 25 },
      );
    });
  }
  await t.step("Partizan Euclid moves agree with the rule worked by hand", () => {
    // From (p, q) Left moves to (q, p mod q), Right to (q, q - p mod q), until q divides p.
    const byHand = (p: number, q: number, side: Side): string[] =>
      q === 0 || p % q === 0 ? [] : [`${q},${side === "L" ? p % q : q - (p % q)}`];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (p, q) => {
        const b = readBoard("partizanEuclid", `${p},${q}`);
        for (const side of ["L", "R"] as Side[]) {
          assert.deepEqual(boardMoves(b, side).map(writeBoard), byHand(p, q, side), `${p},${q}`);
        }
      }),
      { seed: 31337, numRuns: 60 },
    );
  });
  await t.step("cake product moves with 0.7 agree with the rule worked by hand", () => {
    // 0.7 takes one from a heap, leaving none, one or two heaps: Left on the columns of m x n
    // leaves m x (n - 1), or m x a + m x b with a + b = n - 1; Right the same on the rows.
    const byHand = (m: number, n: number, side: Side): string[] => {
      const [side1, side2] = side === "L" ? [n, m] : [m, n];
      const cake = (k: number) => (side === "L" ? `${side2}x${k}` : `${k}x${side2}`);
      const out = new Set<string>();
      if (side1 >= 1) out.add(side1 - 1 === 0 ? "" : cake(side1 - 1));
      for (let a = 1; a < side1 - 1; a++) out.add([cake(a), cake(side1 - 1 - a)].sort().join(","));
      return [...out].sort();
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (m, n) => {
        const b = readBoard("cakeProduct", `${m}x${n}`);
        for (const side of ["L", "R"] as Side[]) {
          const moves = boardMoves(b, side).map((a) => a.cells.toSorted().join(","));
          assert.deepEqual([...new Set(moves)].sort(), byHand(m, n, side), `${m}x${n} ${side}`);
        }
      }),
      { seed: 8123, numRuns: 36 },
    );
  });
  await t.step("a numbers board takes exactly its count of integers in range", () => {
    assert.equal(writeBoard(emptyBoard("takeAway", 1, 1)), "0,0");
    // A product's board is a sum of components, each a pair of heaps written 2x3.
    assert.equal(
      boardExpression(readBoard("directProduct", "2x3,1x1")),
      'directProduct("0.77", "0.77", 2, 3) + directProduct("0.77", "0.77", 1, 1)',
    );
    assert.equal(boardExpression(emptyBoard("directProduct", 1, 1)), "0");
    for (const text of ["2", "2x3x1", "2x-1", ","]) {
      assert.throws(() => readBoard("directProduct", text), RangeError, text);
    }
    for (const text of ["", "7", "7,3,1", "7,-3", "7,x", `7,${MAX_BOARD_NUMBER + 1}`]) {
      assert.throws(() => readBoard("mem", text), RangeError, text);
    }
  });
  await t.step("Kayles (0.77) moves agree with taking one or two pins by hand", () => {
    const byHand = (heaps: number[]): string[] => {
      const out = new Set<string>();
      heaps.forEach((h, k) => {
        const rest = heaps.filter((_, j) => j !== k);
        for (const take of [1, 2]) {
          for (let left = 0; left <= h - take; left++) {
            const parts = [...rest, left, h - take - left].filter((n) => n > 0);
            out.add(parts.sort((a, b) => a - b).join(","));
          }
        }
      });
      return [...out].sort();
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }), (h) => {
        const b = readBoard("takeAndBreak", h.join(","));
        const ours = [...new Set(boardMoves(b, "L").map(writeBoard))].sort();
        assert.deepEqual(ours, byHand(h));
      }),
      { seed: 60532, numRuns: 50 },
    );
  });
  await t.step("Cutcake moves agree with cutting by hand (Left vertically, Right across)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (r, c) => {
        const b = readBoard("cutcake", `${r}x${c}`);
        const cuts = (n: number, piece: (k: number) => string): string[] => {
          const out = new Set<string>();
          for (let k = 1; k < n; k++) out.add([piece(k), piece(n - k)].sort().join(","));
          return [...out].sort();
        };
        const norm = (bs: Board[]) => bs.map((x) => [...x.cells].sort().join(",")).sort();
        assert.deepEqual(norm(boardMoves(b, "L")), cuts(c, (k) => `${r}x${k}`));
        assert.deepEqual(norm(boardMoves(b, "R")), cuts(r, (k) => `${k}x${c}`));
      }),
      { seed: 60533, numRuns: 30 },
    );
  });
  await t.step("heaps and cakes refuse what is out of range", () => {
    assert.throws(() => readBoard("takeAndBreak", "5,x"), RangeError);
    assert.throws(() => readBoard("takeAndBreak", "999"), RangeError);
    assert.throws(() => readBoard("cutcake", "3by4"), RangeError);
    assert.throws(() => readBoard("cutcake", "0x4"), RangeError);
    assert.throws(() => readBoard("turning", "THX"), SyntaxError);
  });
});

Deno.test("boardMoves() on text positions walks the ruleset's own options", async (t) => {
  const ids = RULESET_IDS.filter((id) => RULESETS[id].layout === "text");
  assert.ok(ids.includes("toppling") && ids.includes("chomp"));
  for (const id of ids) {
    await t.step(`${RULESETS[id].name}: random walks from the start keep the value`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 3, maxLength: 6 }), (picks) => {
          let b = readBoard(id, RULESETS[id].start);
          for (const [k, pick] of picks.entries()) {
            const moves = boardMoves(b, k % 2 === 0 ? "L" : "R");
            if (moves.length === 0) break;
            b = moves[pick % moves.length];
            assert.deepEqual(readBoard(id, writeBoard(b)), b);
          }
          // Small enough now for the slow twin.
          if (b.cells[0].length <= 8) {
            assert.equal(valueOf(boardExpression(b)), formatGame(plainBoardValue(b)));
          }
        }),
        { seed: 60534, numRuns: 15 },
      );
    });
  }
});

Deno.test("variantsOf() and boards played in a variant", async (t) => {
  await t.step("Domineering takes the impartial, dicotic and twisted variants, Cram none", () => {
    assert.deepEqual(variantsOf("domineering"), [
      "impartialVariant",
      "dicoticVariant",
      "twistedVariant",
    ]);
    assert.deepEqual(variantsOf("cram"), []);
    assert.deepEqual(variantsOf("cutcake"), []);
    assert.throws(() => readBoard("cram", "..", "impartialVariant"), RangeError);
  });
  await t.step("the expression names the variant and the base ruleset", () => {
    const b = readBoard("domineering", "..|..", "dicoticVariant");
    assert.equal(boardExpression(b), 'dicoticVariant("domineering", "..|..")');
  });
  const base = fc.constantFrom("domineering", "clobber").chain((id) =>
    boards(id, 6).map((b) => ({
      ...b,
      cells: b.cells.map((c) => (c === "L" || c === "R" ? "." : c)),
    }))
  );
  await t.step("impartial: either player makes any move of either player", () => {
    fc.assert(
      fc.property(base, (b) => {
        const v = { ...b, variant: "impartialVariant" };
        const both = [...boardMoves(b, "L"), ...boardMoves(b, "R")].map(boardNotation).sort();
        assert.deepEqual(boardMoves(v, "L").map(boardNotation).sort(), both);
        assert.deepEqual(boardMoves(v, "R").map(boardNotation).sort(), both);
        assert.equal(valueOf(boardExpression(v)), formatGame(plainBoardValue(v)));
      }),
      { seed: 60535, numRuns: 30 },
    );
  });
  await t.step("dicotic: a player moves only while the opponent could move too", () => {
    fc.assert(
      fc.property(base, (b) => {
        const v = { ...b, variant: "dicoticVariant" };
        const l = boardMoves(b, "L");
        const r = boardMoves(b, "R");
        const both = l.length > 0 && r.length > 0;
        assert.deepEqual(boardMoves(v, "L").map(boardNotation), both ? l.map(boardNotation) : []);
        assert.deepEqual(boardMoves(v, "R").map(boardNotation), both ? r.map(boardNotation) : []);
        assert.equal(valueOf(boardExpression(v)), formatGame(plainBoardValue(v)));
      }),
      { seed: 60536, numRuns: 30 },
    );
  });
  await t.step("twisted: each move is the base move, leaving the negated twisted position", () => {
    fc.assert(
      fc.property(base, (b) => {
        const v = { ...b, variant: "twistedVariant" };
        const minus = { ...b, variant: "-twistedVariant" };
        // T(G): a player's moves are theirs in G, to -T(G'); -T(G): the opponent's, to T(G'').
        for (const side of ["L", "R"] as Side[]) {
          const other: Side = side === "L" ? "R" : "L";
          const plain = boardMoves(b, side).map(boardNotation);
          assert.deepEqual(boardMoves(v, side).map(boardNotation), plain);
          assert.ok(boardMoves(v, side).every((m) => m.variant === "-twistedVariant"));
          assert.deepEqual(
            boardMoves(minus, side).map(boardNotation),
            boardMoves(b, other).map(boardNotation),
          );
          assert.ok(boardMoves(minus, side).every((m) => m.variant === "twistedVariant"));
        }
        // The values by plain recursion over the moves are the library's.
        assert.equal(valueOf(boardExpression(v)), formatGame(plainBoardValue(v)));
        assert.equal(valueOf(boardExpression(minus)), formatGame(plainBoardValue(minus)));
        assert.equal(boardExpression(minus), `-${boardExpression(v)}`);
      }),
      { seed: 60537, numRuns: 30 },
    );
  });
  await t.step("a negated twisted board is read back from its link", () => {
    const b = readBoard("domineering", "#..|#..", "-twistedVariant");
    assert.equal(boardExpression(b), '-twistedVariant("domineering", "#..|#..")');
    assert.throws(() => readBoard("domineering", "..", "-impartialVariant"), RangeError);
  });
});

Deno.test("editCell() skips cells that make no position of the ruleset", () => {
  // NoGo: an x in the corner of ".o|o." has no liberty, so the click goes on to o, which joins
  // the two o stones into a group that keeps the liberty at the other corner.
  const b = readBoard("noGo", ".o|o.");
  assert.equal(editCell(b, 0).cells[0], "o");
  assert.equal(editCell(editCell(b, 0), 0).cells[0], ".");
  assert.equal(editCell(readBoard("noGo", "..|.."), 0).cells[0], "x");
});

Deno.test("boardMoves() on loopy boards are the ruleset's options, valued in the loopy notation", async (t) => {
  const loopy = (text: string) => parseLoopyGame(text, { functions: LOOPY_RULESET_FUNCTIONS });
  await t.step("backsliding, foxgeese and windUp have loopy boards", () => {
    assert.deepEqual(RULESET_IDS.filter((id) => RULESETS[id].loopy), [
      "backsliding",
      "foxgeese",
      "windUp",
    ]);
    assert.equal(RULESETS.foxgeese.start, "x.x.x.x.|........|o.......");
    assert.equal(RULESETS.backsliding.start, "TT..FF");
    assert.equal(RULESETS.windUp.start, "13");
  });
  await t.step("a backsliding row's moves and expression agree with the library", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(".", "T", "F"), { minLength: 1, maxLength: 6 }), (
        cells,
      ) => {
        const row = cells.join("");
        const board = readBoard("backsliding", row);
        for (const side of ["L", "R"] as const) {
          const options = side === "L"
            ? BACKSLIDING_TOADS_AND_FROGS.leftOptions(row)
            : BACKSLIDING_TOADS_AND_FROGS.rightOptions(row);
          assert.deepEqual(boardMoves(board, side).map(writeBoard), [...options]);
        }
        assert.equal(boardExpression(board), `backsliding("${row}")`);
        assert.ok(loopyEquals(loopy(boardExpression(board)), backslidingToadsAndFrogs(row)));
      }),
      { seed: 2305, numRuns: 60 },
    );
  });
  await t.step("a windUp position's moves and expression agree with the library", () => {
    const rules = windUpRuleset("6,7", 40);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), (n) => {
        const board = readBoard("windUp", String(n));
        for (const side of ["L", "R"] as const) {
          assert.deepEqual(boardMoves(board, side).map(writeBoard), rules.options(n).map(String));
        }
        assert.equal(boardExpression(board), `windUp("6,7", 40, ${n})`);
        assert.ok(loopyEquals(loopy(boardExpression(board)), windUp("6,7", 40, n)));
      }),
      { seed: 2306, numRuns: 40 },
    );
  });
  await t.step("a foxgeese board's moves and expression agree with the library", () => {
    // Small boards: 2 to 4 columns, 2 to 4 rows, the fox and some geese on dark squares (row +
    // column even, row 1 the bottom one); a move's board is read back as a position, `off` when
    // the fox escaped.
    const boards = fc.record({
      rows: fc.integer({ min: 2, max: 4 }),
      cols: fc.integer({ min: 2, max: 4 }),
    })
      .chain(({ rows, cols }) => {
        const dark: number[] = [];
        for (let i = 0; i < rows * cols; i++) {
          if (((rows - Math.floor(i / cols)) + (i % cols) + 1) % 2 === 0) dark.push(i);
        }
        return fc.shuffledSubarray(dark, { minLength: 2 }).map((pieces) => {
          const cells = Array.from({ length: rows * cols }, () => ".");
          pieces.forEach((cell, k) => cells[cell] = k === 0 ? "o" : "x");
          const text = [];
          for (let r = 0; r < rows; r++) text.push(cells.slice(r * cols, (r + 1) * cols).join(""));
          return { text: text.join("|"), cols };
        });
      });
    fc.assert(
      fc.property(boards, ({ text, cols }) => {
        const board = readBoard("foxgeese", text);
        const rules = foxAndGeeseRuleset(cols);
        const position = foxAndGeesePosition(text);
        for (const side of ["L", "R"] as const) {
          const options = side === "L" ? rules.leftOptions(position) : rules.rightOptions(position);
          const moves = boardMoves(board, side).map((b) =>
            b.escaped ? "off" : foxAndGeesePosition(writeBoard(b))
          );
          assert.deepEqual(moves, [...options]);
        }
        assert.equal(boardExpression(board), `foxgeese("${text}")`);
        assert.ok(loopyEquals(loopy(boardExpression(board)), foxAndGeese(text)));
      }),
      { seed: 2307, numRuns: 40 },
    );
  });
  await t.step("a fox's escape is a board marked escaped, valued off, with no moves", () => {
    // The fox's one move, up and right, puts it below a free cell next to the only goose.
    const board = readBoard("foxgeese", "x..|...|o..");
    const [escape] = boardMoves(board, "R");
    assert.equal(escape.escaped, true);
    assert.equal(writeBoard(escape), "x..|...|...");
    assert.equal(boardExpression(escape), "off");
    assert.deepEqual([...boardMoves(escape, "L"), ...boardMoves(escape, "R")], []);
    // Putting the fox back in edit mode makes the board a position again: the first click
    // places a goose (the board still lacks its fox), the second the fox.
    const goose = editCell(escape, 8);
    assert.equal(writeBoard(goose), "x..|...|..x");
    assert.equal(goose.escaped, undefined);
    assert.match(incompleteHint(goose) ?? "", /needs the fox/);
    const edited = editCell(goose, 8);
    assert.equal(writeBoard(edited), "x..|...|..o");
    assert.equal(incompleteHint(edited), undefined);
    assert.equal(boardExpression(edited), 'foxgeese("x..|...|..o")');
  });
});

Deno.test("unreachableHint() says why a Fox and Geese board can never be a position", async (t) => {
  await t.step("a board with fewer than two dark squares is too small", () => {
    // Dark squares have row + column even, row 1 at the bottom (parseFoxAndGeese's doc).
    const table: [rows: number, cols: number, dark: number][] = [
      [1, 1, 1],
      [1, 2, 1],
      [2, 1, 1],
    ];
    for (const [rows, cols, dark] of table) {
      const board = emptyBoard("foxgeese", rows, cols);
      assert.equal(incompleteHint(board), undefined);
      const hint = unreachableHint(board) ?? "";
      assert.match(hint, /too small/);
      assert.ok(hint.includes(`it has ${dark};`), hint);
    }
  });
  await t.step("a piece on a light square is named, with or without the fox and geese", () => {
    // Row 1 at the bottom: the top-left cell of 2 rows is row 2, column 1, a light square.
    const board = { ...emptyBoard("foxgeese", 2, 3), cells: [..."x.....".split("")] };
    assert.equal(incompleteHint(board), undefined);
    assert.match(unreachableHint(board) ?? "", /row 2, column 1 stands on a light square/);
    // The fox and a goose both on light squares: still no position, for the same reason.
    const complete = { ...emptyBoard("foxgeese", 2, 2), cells: ["x", ".", ".", "o"] };
    assert.match(unreachableHint(complete) ?? "", /row 2, column 1 stands on a light square/);
  });
  await t.step("a board whose dark squares are all taken by geese has no room for the fox", () => {
    const board = { ...emptyBoard("foxgeese", 1, 3), cells: ["x", ".", "x"] };
    assert.equal(incompleteHint(board), undefined);
    assert.match(unreachableHint(board) ?? "", /no free dark square for the fox/);
  });
  await t.step(
    "a board larger than the ruleset takes says so, with the ruleset's own limits",
    () => {
      // Within the explorer's 64 cells, but past parseFoxAndGeese's 16 columns or 24 rows.
      const table: [rows: number, cols: number, what: RegExp][] = [
        [1, MAX_FOX_AND_GEESE_WIDTH + 1, /too wide/],
        [3, 21, /too wide/],
        [MAX_FOX_AND_GEESE_ROWS + 1, 1, /too tall/],
        [32, 2, /too tall/],
      ];
      for (const [rows, cols, what] of table) {
        assert.ok(rows * cols <= RULESETS.foxgeese.maxCells);
        const board = emptyBoard("foxgeese", rows, cols);
        assert.equal(incompleteHint(board), undefined);
        const hint = unreachableHint(board) ?? "";
        assert.match(hint, what);
        assert.ok(
          hint.includes(`${MAX_FOX_AND_GEESE_ROWS} rows of ${MAX_FOX_AND_GEESE_WIDTH} columns`),
          hint,
        );
      }
      assert.equal(unreachableHint(emptyBoard("foxgeese", 1, MAX_FOX_AND_GEESE_WIDTH)), undefined);
      assert.equal(unreachableHint(emptyBoard("foxgeese", MAX_FOX_AND_GEESE_ROWS, 2)), undefined);
    },
  );
  await t.step("every board within the explorer's cells is a position or has a hint", () => {
    // What the page shows in place of a value: never the library's refusal of a board of one
    // fox and geese on dark squares, whatever its size (1 to 64 cells).
    const boards = fc.integer({ min: 1, max: RULESETS.foxgeese.maxCells }).chain((rows) =>
      fc.integer({ min: 1, max: Math.floor(RULESETS.foxgeese.maxCells / rows) }).chain((cols) =>
        fc.array(fc.constantFrom(".", ".", ".", "x", "o"), {
          minLength: rows * cols,
          maxLength: rows * cols,
        }).map((drawn): Board => {
          const dark = drawn.map((c, i) =>
            (rows - Math.floor(i / cols) + (i % cols) + 1) % 2 === 0 ? c : "."
          );
          const cells = dark.map((c, i) => c === "o" && dark.indexOf("o") !== i ? "x" : c);
          return { ruleset: "foxgeese", rows, cols, cells };
        })
      )
    );
    fc.assert(
      fc.property(boards, (board) => {
        const shown = isPosition(board) || incompleteHint(board) !== undefined ||
          unreachableHint(board) !== undefined;
        assert.ok(shown, `${board.rows}x${board.cols} ${writeBoard(board)}`);
      }),
      { seed: 1745, numRuns: 200 },
    );
  });
  await t.step("positions, incomplete boards and other rulesets have none", () => {
    assert.equal(unreachableHint(readBoard("foxgeese", "x..|...|o..")), undefined);
    assert.equal(unreachableHint(emptyBoard("foxgeese", 1, 3)), undefined);
    assert.equal(unreachableHint(emptyBoard("foxgeese", 8, 8)), undefined);
    for (const id of CELL_IDS) assert.equal(unreachableHint(emptyBoard(id, 1, 2)), undefined);
  });
});

Deno.test("incompleteHint() lets Fox and Geese pieces be placed in any order", async (t) => {
  const hint = (text: string) => incompleteHint(readBoard("foxgeese", text));
  await t.step("an empty board, new or resized, shows the hint, not an error", () => {
    for (const [rows, cols] of [[8, 8], [3, 3], [2, 2]]) {
      assert.match(incompleteHint(emptyBoard("foxgeese", rows, cols)) ?? "", /needs the fox/);
    }
    // One dark square holds no fox and goose together: no position to complete.
    assert.equal(incompleteHint(emptyBoard("foxgeese", 1, 2)), undefined);
  });
  await t.step("geese can be placed before the fox, and the fox before the geese", () => {
    let b = emptyBoard("foxgeese", 3, 3);
    b = editCell(b, 0); // a goose at the top left
    assert.equal(writeBoard(b), "x..|...|...");
    b = editCell(editCell(b, 8), 8); // a goose, then the fox, at the bottom right
    assert.equal(writeBoard(b), "x..|...|..o");
    assert.equal(incompleteHint(b), undefined);
    let f = editCell(editCell(emptyBoard("foxgeese", 3, 3), 8), 8); // the fox first
    assert.equal(writeBoard(f), "...|...|..o");
    assert.ok(incompleteHint(f) !== undefined);
    f = editCell(f, 0);
    assert.equal(writeBoard(f), "x..|...|..o");
    assert.equal(incompleteHint(f), undefined);
  });
  await t.step("an incomplete board round-trips through readBoard (a link keeps it)", () => {
    assert.equal(writeBoard(readBoard("foxgeese", "x..|...|...")), "x..|...|...");
    assert.equal(writeBoard(readBoard("foxgeese", "...|...|...")), "...|...|...");
    assert.ok(hint("...|...|..o") !== undefined);
  });
  await t.step("a board no placement completes has no incomplete hint", () => {
    // A goose on a light square: unreachableHint speaks for it instead.
    assert.equal(incompleteHint(readBoard("foxgeese", ".x.|...|...")), undefined);
    assert.equal(editCell(emptyBoard("foxgeese", 3, 3), 1).cells[1], "."); // skips both pieces
  });
  await t.step("other rulesets have no hint", () => {
    for (const id of CELL_IDS) assert.equal(incompleteHint(emptyBoard(id, 2, 2)), undefined);
  });
  await t.step("it agrees with trying every filling of the empty cells (2x3 boards)", () => {
    // The slow twin: a board lacks a piece and some filling of its empty cells is a position.
    const fillings = (cells: readonly string[], from = 0): string[][] => {
      const at = cells.indexOf(".", from);
      if (at < 0) return [[...cells]];
      return [".", "x", "o"].flatMap((c) =>
        fillings(cells.map((x, i) => i === at ? c : x), at + 1)
      );
    };
    const parses = (cells: readonly string[]) => {
      try {
        foxAndGeesePosition(`${cells.slice(0, 3).join("")}|${cells.slice(3).join("")}`);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(".", "x", "o"), { minLength: 6, maxLength: 6 }),
        (cells) => {
          const board: Board = { ruleset: "foxgeese", rows: 2, cols: 3, cells };
          const lacks = !cells.includes("o") || !cells.includes("x");
          const expected = lacks && fillings(cells).some(parses);
          assert.equal(incompleteHint(board) !== undefined, expected, cells.join(""));
        },
      ),
      { seed: 4417, numRuns: 200 },
    );
  });
});

Deno.test("readBoard() reads a Fox and Geese board that can never be a position, as editing reaches it", async (t) => {
  // Each board is refused by the library; a link to it shows unreachableHint's reason instead.
  const table: [text: string, why: RegExp][] = [
    [".x.|...|...", /row 3, column 2 stands on a light square/], // a goose, no fox
    ["x.|.o", /row 2, column 1 stands on a light square/], // the fox and a goose, both light
    ["o.", /too small/], // 1x2: one dark square for the fox and a goose
    ["x", /too small/],
    ["x.x", /no free dark square for the fox/],
    [
      ".".repeat(17),
      /too wide .* at most 24 rows of 16 columns and it has 1 of 17; make it narrower/,
    ],
    ["x" + ".".repeat(15) + "o", /too wide/], // pieces on dark squares, but one column too many
    [Array(25).fill(".").join("|"), /too tall .* it has 25 of 1; make it shorter/],
  ];
  for (const [text, why] of table) {
    await t.step(`"${text}" is read, its hint says why, and it writes back unchanged`, () => {
      assert.throws(() => foxAndGeesePosition(text), RangeError);
      const board = readBoard("foxgeese", text);
      assert.equal(writeBoard(board), text);
      assert.equal(incompleteHint(board), undefined);
      assert.match(unreachableHint(board) ?? "", why);
    });
  }
  await t.step("a board no hint speaks for is still refused with the library's error", () => {
    assert.throws(() => readBoard("foxgeese", "x.o|...|o.."), /more than one fox/);
  });
});

/**
 * A random Fox and Geese board of 1 to 5 rows and columns, pieces on dark squares only, with or
 * without its fox and geese.
 */
const foxGeeseBoards: fc.Arbitrary<Board> = fc.tuple(
  fc.integer({ min: 1, max: 5 }),
  fc.integer({ min: 1, max: 5 }),
).chain(([rows, cols]) =>
  fc.array(fc.constantFrom(".", ".", "x", "o"), {
    minLength: rows * cols,
    maxLength: rows * cols,
  }).map((drawn): Board => {
    // Row 1 at the bottom and column 1 at the left; dark squares have row + column even. At
    // most one fox: later ones are geese.
    const dark = drawn.map((c, i) =>
      (rows - Math.floor(i / cols) + (i % cols) + 1) % 2 === 0 ? c : "."
    );
    const cells = dark.map((c, i) => c === "o" && dark.indexOf("o") !== i ? "x" : c);
    return { ruleset: "foxgeese", rows, cols, cells };
  })
);

/** The slow twin: every piece with its square counted as Fox and Geese counts, `row,col:piece`. */
function bottomLeftSquares(board: Board): Set<string> {
  const out = new Set<string>();
  board.cells.forEach((c, i) => {
    if (c !== ".") {
      out.add(`${board.rows - Math.floor(i / board.cols)},${(i % board.cols) + 1}:${c}`);
    }
  });
  return out;
}

Deno.test("resizeBoard() keeps each Fox and Geese piece on its square counted from the bottom left", async (t) => {
  await t.step("a new row goes on top, and pieces stay on dark squares", () => {
    const { board, dropped, note } = resizeBoard(readBoard("foxgeese", "x..|...|o.."), 4, 3);
    assert.equal(writeBoard(board), "...|x..|...|o..");
    assert.equal(dropped, 0);
    assert.equal(note, undefined);
    assert.deepEqual(
      foxAndGeesePosition(writeBoard(board)),
      foxAndGeesePosition("x..|...|o.."),
    );
  });
  await t.step("on random boards, what fits keeps its square and the rest is counted", () => {
    fc.assert(
      fc.property(
        foxGeeseBoards,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (old, rows, cols) => {
          const { board, dropped, note } = resizeBoard(old, rows, cols);
          assert.deepEqual([board.rows, board.cols, board.cells.length], [rows, cols, rows * cols]);
          const before = bottomLeftSquares(old);
          const fits = [...before].filter((p) => {
            const [row, col] = p.split(":")[0].split(",").map(Number);
            return row <= rows && col <= cols;
          });
          assert.deepEqual([...bottomLeftSquares(board)].sort(), fits.sort());
          assert.equal(dropped, before.size - fits.length);
          assert.equal(note !== undefined, dropped > 0);
          // Read back by the page and, for a position, by the library's own coordinates.
          assert.deepEqual(readBoard("foxgeese", writeBoard(board)).cells, board.cells);
          assert.equal(unreachableHint(board)?.includes("light square") ?? false, false);
          const text = writeBoard(old);
          if (dropped === 0 && isPosition(old)) {
            const { fox, geese } = parseFoxAndGeese(text);
            const after = parseFoxAndGeese(writeBoard(board));
            assert.deepEqual([after.fox, after.geese], [fox, geese], `${text} to ${rows}x${cols}`);
          }
        },
      ),
      { seed: 20261205, numRuns: 300 },
    );
  });
  await t.step("it makes no board larger than the ruleset takes", () => {
    // Every size up to one past the explorer's cells: resized exactly when the ruleset takes it.
    const old = readBoard("foxgeese", "x..|...|o..");
    const most = RULESETS.foxgeese.maxCells;
    for (let rows = 1; rows <= most + 1; rows++) {
      for (let cols = 1; cols <= most + 1; cols++) {
        const takes = rows * cols <= most && rows <= MAX_FOX_AND_GEESE_ROWS &&
          cols <= MAX_FOX_AND_GEESE_WIDTH;
        if (takes) {
          const hint = unreachableHint(resizeBoard(old, rows, cols).board) ?? "";
          assert.doesNotMatch(hint, /too wide|too tall/);
        } else {
          assert.throws(() => resizeBoard(old, rows, cols), RangeError, `${rows} by ${cols}`);
        }
      }
    }
    assert.throws(
      () => resizeBoard(old, 1, 17),
      /Cannot resize board: a Fox and Geese board has at most 24 rows of 16 columns, received 1 by 17/,
    );
  });
  await t.step("a piece that no longer fits is dropped, and the note says so", () => {
    // The goose at row 3 goes with the top row; the fox at the bottom left stays.
    const { board, dropped, note } = resizeBoard(readBoard("foxgeese", "x..|...|o.."), 2, 3);
    assert.equal(writeBoard(board), "...|o..");
    assert.equal(dropped, 1);
    assert.match(note ?? "", /dropped 1 piece that no longer fits/);
    assert.match(incompleteHint(board) ?? "", /needs the fox/);
  });
});

Deno.test("resizeBoard() keeps the top-left cells of other grids and the ground of stalks", async (t) => {
  const table: [RulesetId, string, number, number, string, number][] = [
    ["domineering", "#..|..#", 3, 3, "#..|..#|...", 0],
    ["domineering", "#..|..#", 1, 2, "#.", 1],
    ["clobber", "xo|ox", 2, 3, "xo.|ox.", 0],
    ["toads", "TF.", 1, 2, "TF", 0],
    ["hackenbush", "L.|LR", 3, 2, "..|L.|LR", 0], // stalks stand on the bottom row
    ["hackenbush", "L.|LR", 1, 2, "LR", 1],
  ];
  for (const [id, text, rows, cols, expected, dropped] of table) {
    await t.step(`${id} "${text}" to ${rows}x${cols} is "${expected}"`, () => {
      const resized = resizeBoard(readBoard(id, text), rows, cols);
      assert.equal(writeBoard(resized.board), expected);
      assert.equal(resized.dropped, dropped);
    });
  }
  await t.step("the board keeps its variant, as after an edit", () => {
    const board = readBoard("domineering", "..|..", "impartialVariant");
    assert.equal(resizeBoard(board, 3, 2).board.variant, "impartialVariant");
    assert.equal(editCell(board, 0).variant, "impartialVariant");
  });
  await t.step("a size out of range or a board of pieces is a RangeError", () => {
    const board = readBoard("domineering", "..|..");
    assert.throws(() => resizeBoard(board, 0, 2), /Cannot resize board: .*received 0 by 2/);
    assert.throws(() => resizeBoard(board, 9, 8), RangeError);
    assert.throws(() => resizeBoard(board, 1.5, 2), RangeError);
    assert.throws(() => resizeBoard(readBoard("takeAndBreak", "5,7"), 2, 2), RangeError);
  });
});
