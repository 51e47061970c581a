import assert from "node:assert/strict";
import fc from "fast-check";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";
import { UsageError } from "../cli.ts";
import { domineeringTableSlots, genericParallelTables } from "./solve.ts";
import { domineeringSharingBytes, domineeringTableBytes } from "@cgt/rulesets/domineering-solver";
import { parallelDomineeringTableBytes } from "@cgt/rulesets/parallel-solve";

Deno.test("cgt solve prints its help", async (t) => {
  const result = await cgt(["solve", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt solve prints the outcome, who wins moving first and winning moves", async (t) => {
  // Domineering 4x4: the first player wins (Lachmann, Moore and Rapaport 2002, table 1).
  const result = await cgt(["solve", 'domineering("....|....|....|....")']);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /^outcome N/);
  assert.match(result.stdout, /Left \(Vertical\) moving first: wins/);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt solve --json prints the documented document", async (t) => {
  const result = await cgt(["solve", "--json", "{1|0} + *"]);
  assert.equal(result.code, 0);
  const document = JSON.parse(result.stdout);
  assert.equal(typeof document.seconds, "number");
  assert.deepEqual({ ...document, seconds: 0 }, {
    outcome: "L",
    leftFirst: true,
    rightFirst: false,
    winningMove: { left: "1 + *", right: null },
    nodes: 0,
    workers: 1,
    seconds: 0,
  });
  const board = await cgt(["solve", "--json", 'domineering("...|...|...")']);
  const parsed = JSON.parse(board.stdout);
  await t.assertSnapshot(JSON.stringify({ ...parsed, seconds: 0 }));
});

Deno.test("cgt solve agrees with cgt value's outcome on sums of rulesets", async (t) => {
  const rows = [
    'domineering("..|..") + domineering("...")',
    'clobber("xoxo|oxox|xoxo")',
    'toads("TT..FF")',
    'cram("...|...")',
    'konane("xo.|.ox")',
    "cutcake(3, 4)",
    'hackenbush("LRL") + toppling("LRG")',
    'domineering("....|.#..|....") - 1/2',
  ];
  for (const expr of rows) {
    await t.step(expr, async () => {
      const solved = JSON.parse((await cgt(["solve", "--json", expr])).stdout);
      const valued = JSON.parse((await cgt(["value", "--json", expr])).stdout);
      assert.equal(solved.outcome, valued.outcome);
      // A winning move is a position the opponent loses moving first.
      if (solved.winningMove.left !== null) {
        const after = JSON.parse((await cgt(["solve", "--json", solved.winningMove.left])).stdout);
        assert.equal(after.rightFirst, false);
      }
      if (solved.winningMove.right !== null) {
        const after = JSON.parse((await cgt(["solve", "--json", solved.winningMove.right])).stdout);
        assert.equal(after.leftFirst, false);
      }
    });
  }
});

Deno.test("cgt solve answers a Domineering board by the bitboard search as the generic one does", async () => {
  // The bitboard search serves a lone Domineering board; a sum with 0 takes the generic search.
  for (
    const board of [
      "....|....|....|....",
      ".....|.....|.....|.....",
      "...#|....|#...",
      "...|...|...|...",
    ]
  ) {
    const fast = JSON.parse((await cgt(["solve", "--json", `domineering("${board}")`])).stdout);
    const generic = JSON.parse(
      (await cgt(["solve", "--json", `domineering("${board}") + 0`])).stdout,
    );
    assert.equal(fast.outcome, generic.outcome, board);
    if (fast.winningMove.left !== null) {
      const after = JSON.parse((await cgt(["solve", "--json", fast.winningMove.left])).stdout);
      assert.equal(after.rightFirst, false, board);
    }
    if (fast.winningMove.right !== null) {
      const after = JSON.parse((await cgt(["solve", "--json", fast.winningMove.right])).stdout);
      assert.equal(after.leftFirst, false, board);
    }
  }
});

Deno.test("cgt solve answers a lone Domineering board with a side of 32 by the generic search", async (t) => {
  // The bitboard search takes sides of at most 31; these boards of at most 64 cells were refused
  // ("it may have at most 31 rows and columns") though the generic search answers at once.
  // A 1 x n strip is worth -floor(n / 2) (Horizontal's moves), an n x 1 one floor(n / 2).
  const rows: [board: string, outcome: string, workers: string][] = [
    [".".repeat(32), "R", "1"],
    [Array(32).fill(".").join("|"), "L", "1"],
    [Array(32).fill(".").join("|"), "L", "2"],
    [`${".".repeat(32)}|${"#".repeat(31)}.`, "R", "1"],
  ];
  for (const [board, outcome, workers] of rows) {
    await t.step(`${board.length} characters, --workers ${workers}`, async () => {
      const result = await cgt([
        "solve",
        "--json",
        `domineering("${board}")`,
        "--workers",
        workers,
      ]);
      assert.equal(result.stderr, "");
      const document = JSON.parse(result.stdout);
      assert.equal(document.outcome, outcome);
      const move = outcome === "L" ? document.winningMove.left : document.winningMove.right;
      const after = JSON.parse((await cgt(["solve", "--json", move])).stdout);
      assert.equal(outcome === "L" ? after.rightFirst : after.leftFirst, false);
    });
  }
});

Deno.test("cgt solve answers a Cram board by the Cram solver, with its nimber", async (t) => {
  // The Cram solver serves a lone Cram board; a sum with 0 takes the generic search, and
  // cgt value gives the nimber as the canonical value.
  for (
    const board of ["....|....|....", ".....|.....|.....|.....", "...#|....|#...", "...|...|..."]
  ) {
    await t.step(board, async () => {
      const fast = JSON.parse((await cgt(["solve", "--json", `cram("${board}")`])).stdout);
      const generic = JSON.parse((await cgt(["solve", "--json", `cram("${board}") + 0`])).stdout);
      const valued = JSON.parse((await cgt(["value", "--json", `cram("${board}")`])).stdout);
      assert.equal(fast.outcome, generic.outcome);
      assert.equal(generic.nimber, undefined);
      assert.equal(
        valued.value,
        fast.nimber === 0 ? "0" : fast.nimber === 1 ? "*" : `*${fast.nimber}`,
      );
      assert.equal(fast.leftFirst, fast.outcome === "N");
      assert.equal(fast.winningMove.left, fast.winningMove.right);
      if (fast.winningMove.left !== null) {
        const after = JSON.parse((await cgt(["solve", "--json", fast.winningMove.left])).stdout);
        assert.equal(after.outcome, "P");
        assert.equal(after.nimber, 0);
      }
    });
  }
  const result = await cgt(["solve", 'cram(".....|.....|.....|.....")']);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /^outcome N/m);
  assert.match(result.stdout, /^nimber \*2$/m); // 4 x 5 is *2 (Beling, impartial-games README)
  await t.assertSnapshot(result.stdout);
  const json = JSON.parse(
    (await cgt(["solve", "--json", 'cram(".....|.....|.....|.....")'])).stdout,
  );
  await t.assertSnapshot(JSON.stringify({ ...json, seconds: 0 }));
  const limited = await cgt(["solve", 'cram(".....|.....|.....|.....")', "--max-nodes", "10"]);
  assert.equal(limited.code, 1);
  assert.match(
    limited.stderr,
    /^error: cannot solve the game: the search needs more than 10 nodes/,
  );
});

/**
 * Checks, a step per board, that `cgt solve` of a lone `ruleset` board (by its bitboard search)
 * finds the outcome of the generic search (the board plus 0), and that after each winning move
 * it gives the opponent loses moving first (by the generic search too).
 */
async function agreesWithGeneric(
  t: Deno.TestContext,
  ruleset: string,
  boards: readonly string[],
): Promise<void> {
  for (const board of boards) {
    await t.step(board, async () => {
      const fast = JSON.parse((await cgt(["solve", "--json", `${ruleset}("${board}")`])).stdout);
      const generic = JSON.parse(
        (await cgt(["solve", "--json", `${ruleset}("${board}") + 0`])).stdout,
      );
      assert.equal(fast.outcome, generic.outcome);
      if (fast.winningMove.left !== null) {
        const after = JSON.parse(
          (await cgt(["solve", "--json", `${fast.winningMove.left} + 0`])).stdout,
        );
        assert.equal(after.rightFirst, false);
      }
      if (fast.winningMove.right !== null) {
        const after = JSON.parse(
          (await cgt(["solve", "--json", `${fast.winningMove.right} + 0`])).stdout,
        );
        assert.equal(after.leftFirst, false);
      }
    });
  }
}

Deno.test("cgt solve answers a NoGo board by the bitboard search as the generic one does", async (t) => {
  // The bitboard search serves a lone NoGo board; a sum with 0 takes the generic search.
  await agreesWithGeneric(t, "noGo", [
    "...|...|...",
    "....|....",
    "x...|.o..|....",
    "..x.o..",
    ".|.",
  ]);
  // 4 x 4: a second-player win (Mueller, Solving NoGo on Small Board Sizes).
  const result = await cgt(["solve", 'noGo("....|....|....|....")']);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /^outcome P/);
  // The players as the catalogue names them (Black plays x and is Left), as for Domineering.
  assert.match(result.stdout, /^Left \(Black\) moving first: loses$/m);
  assert.match(result.stdout, /^Right \(White\) moving first: loses$/m);
  await t.assertSnapshot(result.stdout);
  const json = JSON.parse((await cgt(["solve", "--json", 'noGo("...|...|...")'])).stdout);
  await t.assertSnapshot(JSON.stringify({ ...json, seconds: 0 }));
});

Deno.test("cgt solve answers a Clobber board by the Clobber solver as the generic one does", async (t) => {
  // The bitboard search serves a lone Clobber board; a sum with 0, or --save, takes the generic
  // search.
  await agreesWithGeneric(t, "clobber", [
    "xoxo|oxox|xoxo",
    "xoxo|oxox|xoxo|oxox",
    "xxo.|oox.|.xox",
    "xox|o.o|xox",
  ]);
  // Clobber 4x4: the first player wins (MCGS clobber_nxn_alternating.test).
  const result = await cgt(["solve", 'clobber("xoxo|oxox|xoxo|oxox")']);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /^outcome N/);
  await t.assertSnapshot(result.stdout);
  const json = JSON.parse(
    (await cgt(["solve", "--json", 'clobber("xoxo|oxox|xoxo|oxox")'])).stdout,
  );
  await t.assertSnapshot(JSON.stringify({ ...json, seconds: 0 }));
  // --max-memory 1 sizes the table to 2^15 slots (28 bytes each): the same answer.
  const small = JSON.parse(
    (await cgt(["solve", "--json", 'clobber("xoxo|oxox|xoxo|oxox")', "--max-memory", "1"])).stdout,
  );
  assert.deepEqual({ ...small, nodes: 0, seconds: 0 }, { ...json, nodes: 0, seconds: 0 });
  const limited = await cgt(["solve", 'clobber("xoxox|oxoxo|xoxox|oxoxo")', "--max-steps", "100"]);
  assert.equal(limited.code, 1);
  assert.match(limited.stderr, /^error: .*--max-steps\)\n$/);
});

Deno.test("cgt solve --build-db writes a database that --db reads and that cuts the nodes", async () => {
  const built = await cgt(["solve", "--build-db", "domineering", "--cells", "8", "--json"]);
  assert.equal(built.code, 0, built.stderr);
  const document = JSON.parse(built.stdout);
  assert.equal(document.file, "domineering-8.cgtdb");
  assert.equal(document.regions, 1042);
  const text = built.files.get("domineering-8.cgtdb")!;
  assert.match(text, /^cgt-domineering-database 2 cells=8 count=1042\n[^]*\ncheck [0-9a-f]{8}\n$/);
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/domineering-8.cgtdb`;
    await Deno.writeTextFile(path, text);
    // 5 x 5 (224 nodes against 251): on 5 x 6 the count bounds decide what the database would.
    const board = 'domineering(".....|.....|.....|.....|.....")';
    const plain = JSON.parse((await cgt(["solve", "--json", board])).stdout);
    const withDb = JSON.parse((await cgt(["solve", "--json", board, "--db", path])).stdout);
    assert.equal(withDb.outcome, plain.outcome);
    assert.ok(withDb.nodes < plain.nodes, `${withDb.nodes} < ${plain.nodes}`);
    // A value changed after the database was written: refused by its check line.
    await Deno.writeTextFile(path, text.replace(/\t0\n/, "\t1\n"));
    const edited = await cgt(["solve", board, "--db", path]);
    assert.equal(edited.code, 1);
    assert.match(
      edited.stderr,
      /^error: cannot read "[^"]+": its text does not match its check line \(the file was damaged or changed after it was written\)\n$/,
    );
    await Deno.writeTextFile(path, text.replace("database 2", "database 9"));
    const damaged = await cgt(["solve", board, "--db", path]);
    assert.equal(damaged.code, 1);
    // Named as the CLI's other file errors name a file (quoted text shortened to 40 characters).
    assert.match(
      damaged.stderr,
      /^error: cannot read "[^"]+": the first line must be "cgt-domineering-database 2 cells=N count…", received "cgt-domineering-database 9 cells=8 count…"\n$/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cgt solve refuses bad input with one error line", async (t) => {
  await assertErrorCases(t, [
    [["solve"], 2, /missing game expression/],
    [["solve", "*", "--max-nodes", "0"], 2, /--max-nodes/],
    [["solve", "*", "--max-memory", "100000"], 2, /--max-memory/],
    [["solve", 'domineering("....|....|....|....")', "--max-nodes", "2"], 1, /--max-nodes/],
    [["solve", "{1|"], 1],
    [["solve", "a{0|a}"], 1, /loopy/],
    [["solve", 'takeAndBreak("0.8", 100000)'], 1, /Grundy values/],
    [["solve", "mem(7, 3)"], 1, /Grundy values/],
    [["solve", 'dicoticVariant("domineering", "..|..")'], 1, /not their variants; use cgt value/],
    [["solve", "--build-db", "clobber", "--cells", "4"], 2, /--build-db/],
    [["solve", "--build-db", "domineering"], 2, /--cells/],
    [["solve", "--build-db", "domineering", "--cells", "13"], 2, /--cells/],
    [["solve", 'domineering("..|..")', "--db", "/nonexistent/x.cgtdb"], 1, /no such file/],
    [["solve", "(".repeat(5000) + "0" + ")".repeat(5000)], 1, /nested too deeply to read/],
    [["solve", "--max-steps", "1000", `arcKayles("${"-".repeat(300)}")`], 1, /--max-steps/],
    [["solve", 'clobber("xoxo|oxox|xoxo|oxox")', "--max-nodes", "2"], 1, /--max-nodes/],
    [["solve", 'domineering("..|..")', "--workers", "0"], 2, /--workers/],
    [["solve", 'domineering("..|..")', "--workers", "65"], 2, /--workers/],
    [
      ["solve", 'cram("...|...")', "--save", "x.cgtt"],
      2,
      /lone Cram board is searched on bitboards/,
    ],
    [
      ["solve", 'noGo("..|..")', "--resume", "x.cgtt"],
      2,
      /lone NoGo board is searched on bitboards/,
    ],
    [
      ["solve", 'clobber("xo|ox")', "--workers", "2", "--save", "x.cgtt"],
      2,
      /--save and --resume take one thread/,
    ],
    [
      ["solve", 'domineering("..|..") + 0', "--workers", "2", "--resume", "x.cgtt"],
      2,
      /--save and --resume take one thread/,
    ],
    [
      ["solve", 'clobber("xoxo|oxox|xoxo|oxox") + 0', "--workers", "2", "--max-nodes", "2"],
      1,
      /--max-nodes/,
    ],
    [
      ["solve", 'clobber("xoxo|oxox|xoxo|oxox") + 0', "--workers", "2", "--max-steps", "50"],
      1,
      /--max-steps/,
    ],
    [["solve", 'noGo("...|...|...")', "--max-nodes", "3"], 1, /more than 3 nodes.*--max-nodes/],
    [["solve", 'noGo("...|...|...")', "--max-steps", "3"], 1, /--max-steps/],
    [["solve", 'noGo("...|...|...")', "--save", "n.cgtt"], 2, /lone NoGo board/],
    [["solve", 'noGo("xo")'], 1, /a group has no liberty/],
    [
      ["solve", 'clobber("xo|ox")', "--workers", "2"],
      2,
      /lone Clobber board: its bitboard search runs in one thread/,
    ],
    [
      ["solve", 'noGo("...|...|...")', "--workers", "2"],
      2,
      /lone NoGo board: its bitboard search runs in one thread/,
    ],
    [
      ["solve", 'domineering("....|....|....|....")', "--workers", "2", "--max-steps", "2"],
      1,
      /--max-steps/,
    ],
    // A call of arguments its function does not take is refused as cgt value refuses it, not
    // read as another position (cutcake(3) was a cake of NaN columns).
    [["solve", "cutcake(3)"], 1, /cutcake\(\): expected two integers/],
    [["solve", 'cutcake("a", 4)'], 1, /received a string, an integer/],
    [["solve", 'clobber("xo", "ox")'], 1, /clobber\(\): expected one string/],
    [["solve", 'domineering("..", 3) + 0'], 1, /domineering\(\): expected one string/],
    [["solve", "noGo()"], 1, /received no arguments/],
    // Options the run would not use were ignored: --cells built nothing, --max-steps did not
    // bound a build, and --db was not read for a sum or another ruleset.
    [["solve", 'domineering("..|..")', "--cells", "5"], 2, /"--cells" goes with --build-db/],
    [["solve", 'domineering("..|..")', "--out", "x"], 2, /"--out" goes with --build-db/],
    [
      ["solve", "--build-db", "domineering", "--cells", "2", "--max-steps", "10"],
      2,
      /"--max-steps" does not go with --build-db/,
    ],
    [["solve", "--build-db", "domineering", "--cells", "2", "--db", "x"], 2, /"--db" does not/],
    [["solve", 'clobber("xo|ox")', "--db", "x.cgtdb"], 2, /--db serves a lone Domineering/],
    [["solve", 'domineering("..|..") + 0', "--db", "x.cgtdb"], 2, /--db serves a lone/],
    [["solve", `domineering("${".".repeat(32)}")`, "--db", "x.cgtdb"], 2, /--db serves/],
    [["solve", 'konane("xo.|.ox", "x")', "--workers", "2"], 1, /konane\(\): expected one/],
  ]);
});

Deno.test("cgt solve --max-memory 65536 sizes the generic search's table within its bound", async () => {
  // 65536 MB is 327M entries of 200 bytes, past OutcomeSolver's 2^25 (two Maps of 2^24): the
  // table is sized to that bound rather than refused or overflowing part way.
  for (const workers of ["1", "2"]) {
    const result = await cgt(
      [
        "solve",
        "--json",
        'clobber("xoxo|oxox") + 0',
        "--max-memory",
        "65536",
        "--workers",
        workers,
      ],
    );
    assert.equal(result.stderr, "");
    assert.equal(JSON.parse(result.stdout).outcome, "N");
  }
});

Deno.test("cgt solve --workers answers a Domineering board as one thread does", async (t) => {
  // 6 x 6 takes well under the second of CPU after which workers start: "workers" is 1 here;
  // the library's tests (packages/rulesets/parallel/parallel_solve_test.ts) run the workers.
  const board = 'domineering("......|......|......|......|......|......")';
  const one = await cgt(["solve", "--json", board]);
  const two = await cgt(["solve", "--json", board, "--workers", "2"]);
  assert.equal(two.code, 0);
  assert.equal(two.stderr, "");
  const strip = (text: string) => ({ ...JSON.parse(text), seconds: 0 });
  assert.deepEqual(strip(two.stdout), strip(one.stdout));
  await t.assertSnapshot(JSON.stringify(strip(two.stdout)));
});

Deno.test("cgt solve --workers answers a Cram board as one thread does", async (t) => {
  // 4 x 5 takes well under the second of CPU after which workers start: "workers" is 1 here;
  // the library's tests (packages/rulesets/parallel/solve_cram_in_parallel_test.ts) run them.
  const board = 'cram(".....|.....|.....|.....")';
  const one = await cgt(["solve", "--json", board]);
  const two = await cgt(["solve", "--json", board, "--workers", "2"]);
  assert.equal(two.code, 0);
  assert.equal(two.stderr, "");
  const strip = (text: string) => ({ ...JSON.parse(text), seconds: 0 });
  assert.deepEqual(strip(two.stdout), strip(one.stdout));
  assert.equal(strip(two.stdout).nimber, 2); // 4 x 5 is *2 (Beling, impartial-games README)
  await t.assertSnapshot(JSON.stringify(strip(two.stdout)));
  const text = await cgt(["solve", board, "--workers", "2"]);
  assert.equal(text.code, 0);
  await t.assertSnapshot(text.stdout);
  const limited = await cgt(["solve", board, "--workers", "2", "--max-steps", "10"]);
  assert.equal(limited.code, 1);
  assert.match(limited.stderr, /^error: .*raise the limit with --max-steps\)\n$/);
});

Deno.test("cgt solve --workers 2 searches a Clobber board with two threads, as one does", async () => {
  // Clobber 3 x 6 (a second-player win: MCGS clobber_rectangle_alternating.test) takes a few
  // seconds of CPU, past the second after which the worker starts; the library's tests
  // (packages/rulesets/parallel/parallel_expression_test.ts) check many boards and sums.
  const board = 'clobber("xoxoxo|oxoxox|xoxoxo") + 0';
  const two = await cgt(["solve", "--json", board, "--workers", "2"]);
  assert.equal(two.code, 0);
  assert.equal(two.stderr, "");
  const document = JSON.parse(two.stdout);
  assert.deepEqual(
    { ...document, nodes: 0, seconds: 0 },
    {
      outcome: "P",
      leftFirst: false,
      rightFirst: false,
      winningMove: { left: null, right: null },
      nodes: 0,
      workers: 2,
      seconds: 0,
    },
  );
  // A short search (Clobber 3 x 4, also P) ends before the worker starts, as one thread.
  const text = await cgt(["solve", 'clobber("xoxo|oxox|xoxo") + 0', "--workers", "2"]);
  assert.equal(text.code, 0);
  assert.match(text.stdout, /^outcome P/);
  assert.doesNotMatch(text.stdout, /threads/);
});

Deno.test("domineeringTableSlots() fills --max-memory with the table's slots", async (t) => {
  await t.step("the table it sizes fits the memory, and one more slot would not", () => {
    for (const mb of [1, 64, 512, 1300]) {
      const slots = domineeringTableSlots(mb, 64, domineeringTableBytes);
      assert.ok(domineeringTableBytes(slots) <= mb * 1_000_000, `${mb} MB`);
      if (slots < 2 ** 26) assert.ok(domineeringTableBytes(slots + 1) > mb * 1_000_000);
    }
  });
  await t.step(
    "the default 512 MB reaches 2^24 slots and 1,300 MB 2^26 (after rounding down)",
    () => {
      // The solver rounds the slots down to a power of two.
      const rounded = (n: number) => 2 ** Math.floor(Math.log2(n));
      assert.equal(rounded(domineeringTableSlots(512, 64, domineeringTableBytes)), 2 ** 24);
      assert.equal(rounded(domineeringTableSlots(1300, 64, domineeringTableBytes)), 2 ** 26);
    },
  );
  await t.step(
    "with threads, room for each thread's own table of 2^26 slots and a shared one of 2^24",
    () => {
      const most = 2 * 2 ** 26 + 2 ** 24;
      assert.equal(domineeringTableSlots(4000, 64, domineeringTableBytes, 2), most);
      assert.equal(domineeringTableSlots(4000, 64, domineeringTableBytes, 1), 2 ** 26);
      // One table's bytes for all the slots, and the header of each thread's own table.
      const slots = domineeringTableSlots(1300, 64, domineeringTableBytes, 2);
      const headers = 2 * domineeringTableBytes(0);
      assert.ok(domineeringTableBytes(slots) + headers <= 1300 * 1_000_000);
      assert.ok(domineeringTableBytes(slots + 1) + headers > 1300 * 1_000_000);
      assert.equal(domineeringTableSlots(512, 12, domineeringTableBytes, 2), 2 * 4096 + 4096);
    },
  );
  await t.step("no more than a board of its cells can use, and at least 1,024", () => {
    assert.equal(domineeringTableSlots(512, 12, domineeringTableBytes), 4096);
    assert.equal(domineeringTableSlots(512, 4, domineeringTableBytes), 1024);
    assert.equal(domineeringTableSlots(0, 64, domineeringTableBytes), 1024);
  });
});

Deno.test("domineeringTableSlots() leaves room for the busy marks of a parallel search", async (t) => {
  const marks = domineeringSharingBytes(0) - domineeringTableBytes(0);
  /** The most bytes the tables of a search with `workers` threads asked for take (any fewer run). */
  const planned = (maxMemory: number, cells: number, workers: number): number => {
    const slots = domineeringTableSlots(maxMemory, cells, domineeringTableBytes, workers, marks);
    let most = 0;
    for (let threads = 1; threads <= workers; threads++) {
      most = Math.max(most, parallelDomineeringTableBytes(slots, threads));
    }
    return most;
  };

  await t.step("all the tables together stay within --max-memory, whatever the threads", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 65_536 })),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 2, max: 64 }),
        (maxMemory, workers, cells) => {
          const bytes = planned(maxMemory, cells, workers);
          assert.ok(bytes <= maxMemory * 1_000_000, `${bytes} bytes in ${maxMemory} MB`);
        },
      ),
      { seed: 25_131, numRuns: 400 },
    );
  });

  await t.step("at the smallest --max-memory too, where the marks are a quarter of it", () => {
    // Without the marks taken out, 1 MB and 2 threads planned 1,146,880 bytes.
    for (const workers of [2, 3, 8, 64]) {
      const bytes = planned(1, 64, workers);
      assert.ok(bytes <= 1_000_000, `${bytes} bytes with ${workers} workers`);
    }
  });
});

Deno.test("genericParallelTables() keeps the generic parallel search's tables within --max-memory", async (t) => {
  /**
   * The bytes the tables take, by the documented plan: the shared table and its store of games
   * (3.4 bytes a byte of table, and 4,096 more), and each thread's own table at 200 bytes an entry.
   */
  const planned = (shared: number, entries: number, workers: number): number =>
    Math.ceil(shared * 3.4) + 4096 + workers * entries * 200;

  await t.step("all the tables together fit, or --max-memory is refused as too small", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 65_536 })),
        fc.integer({ min: 2, max: 64 }),
        (maxMemory, workers) => {
          const bytes = maxMemory * 1_000_000;
          const least = planned(2 ** 20, 2, workers);
          if (bytes < least) {
            assert.throws(() => genericParallelTables(maxMemory, workers), UsageError);
            return;
          }
          const { sharedTableBytes, maxTableEntries } = genericParallelTables(maxMemory, workers);
          assert.ok(sharedTableBytes >= 2 ** 20 && sharedTableBytes <= 2 ** 31);
          assert.ok(maxTableEntries >= 2 && maxTableEntries <= 2 ** 25);
          const used = planned(sharedTableBytes, maxTableEntries, workers);
          assert.ok(used <= bytes, `${used} bytes in ${maxMemory} MB`);
          // And no entry a thread could have is left out (unless at the table's own bound).
          if (maxTableEntries < 2 ** 25) {
            assert.ok(planned(sharedTableBytes, maxTableEntries + 1, workers) > bytes);
          }
        },
      ),
      { seed: 41_017, numRuns: 500 },
    );
  });

  await t.step("the smallest --max-memory for 2 and for 64 threads is 4 MB", () => {
    // --max-memory 1 gave the shared table 1 MiB (and its games more): 2.4 MB and more in all.
    for (const workers of [2, 64]) {
      assert.throws(() => genericParallelTables(3, workers), UsageError);
      assert.ok(genericParallelTables(4, workers).maxTableEntries >= 2);
    }
  });
});

Deno.test("cgt solve --workers refuses a --max-memory too small for the generic search's tables", async () => {
  // It ran, its shared table alone (1 MiB, and the store of its games) past --max-memory 1.
  const result = await cgt([
    "solve",
    'clobber("xo|ox") + 0',
    "--workers",
    "2",
    "--max-memory",
    "1",
  ]);
  assert.equal(result.code, 2);
  assert.equal(result.stdout, "");
  assert.equal(
    result.stderr,
    'error: option "--max-memory" must be at least 4 for the generic search on 2 threads (the table they share takes at least 1 MiB, and the store of its games more), received "1"\n',
  );
});

Deno.test("cgt solve --workers 2 --max-memory 1 answers a lone Domineering board", async () => {
  // Domineering 4x4: the first player wins (Lachmann, Moore and Rapaport 2002, table 1).
  const result = await cgt([
    "solve",
    'domineering("....|....|....|....")',
    "--workers",
    "2",
    "--max-memory",
    "1",
  ]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^outcome N/);
});
