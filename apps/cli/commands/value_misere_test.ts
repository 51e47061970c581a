import assert from "node:assert/strict";
import fc from "fast-check";
import type { Ruleset } from "@cgt/partizan";
import {
  parseSpawningCode,
  parseTakeAndBreakCode,
  spawningRules,
  takeAndBreakRules,
} from "@cgt/impartial";
import {
  AMAZONS,
  CLOBBER,
  coinTurningRuleset,
  COL,
  CRAM,
  CUTCAKE,
  EATCAKE,
  HACKENBUSH,
  impartialRuleset,
  impartialVariant,
  MAUNDY_CAKE,
  parseAmazons,
  parseClobber,
  parseCoins,
  parseCol,
  parseCram,
  parseHackenbush,
  parseSnort,
  parseToadsAndFrogs,
  parseTopplingDominoes,
  SNORT,
  TOADS_AND_FROGS,
  toadsAndFrogsRuleset,
  TOPPLING_DOMINOES,
  TURN_AND_EATCAKE,
} from "@cgt/rulesets";
import { quelhasOutcome } from "@cgt/rulesets/quelhas";
import { cgt } from "../testing.ts";

Deno.test("cgt value --misere adds the misère outcome", async (t) => {
  const rows: [string, string, string][] = [
    // [expression, normal outcome, misère outcome]
    ["0", "P", "N"],
    ["*", "N", "P"],
    ["1", "L", "R"],
    ['domineering("..|..")', "N", "P"],
    ['clobber("xo")', "N", "P"],
  ];
  for (const [expr, normal, misere] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0);
      const document = JSON.parse(result.stdout);
      assert.equal(document.outcome, normal);
      assert.equal(document.misereOutcome, misere);
    });
  }
  const text = await cgt(["value", "*", "--misere"]);
  assert.match(text.stdout, /misère outcome P/);
  const plain = JSON.parse((await cgt(["value", "*", "--json"])).stdout);
  assert.equal(plain.misereOutcome, undefined);
});

Deno.test("cgt value --misere searches every notation ruleset's position, as plain recursion does", async (t) => {
  // Plain recursion on the position: a player with no move wins under misère play.
  const plainClass = <P>(rules: Ruleset<P>, p: P): string => {
    const wins = (q: P, left: boolean): boolean => {
      const options = [...(left ? rules.leftOptions(q) : rules.rightOptions(q))];
      return options.length === 0 || options.some((o) => !wins(o, !left));
    };
    const lf = wins(p, true), rf = wins(p, false);
    return lf ? (rf ? "N" : "L") : (rf ? "R" : "P");
  };
  // deno-lint-ignore no-explicit-any
  const rows: [string, Ruleset<any>, unknown][] = [
    ['hackenbush("LR")', HACKENBUSH, parseHackenbush("LR")],
    ['hackenbush("LRL")', HACKENBUSH, parseHackenbush("LRL")],
    ['toppling("LRRL")', TOPPLING_DOMINOES, parseTopplingDominoes("LRRL")],
    ['col("...:0-1,1-2")', COL, parseCol("...:0-1,1-2")],
    ['snort("...:0-1,1-2")', SNORT, parseSnort("...:0-1,1-2")],
    ['toads("TT..F")', TOADS_AND_FROGS, parseToadsAndFrogs("TT..F")],
    ["cutcake(2, 3)", CUTCAKE, [{ rows: 2, cols: 3 }]],
    ['cram("...|...")', CRAM, parseCram("...|...")],
    ["eatcake(2, 3)", EATCAKE, [{ rows: 2, cols: 3 }]],
    ["maundyCake(2, 4)", MAUNDY_CAKE, [{ rows: 2, cols: 4 }]],
    ["turnAndEatcake(3, 2)", TURN_AND_EATCAKE, [{ rows: 3, cols: 2 }]],
    ['toads("TT..FF", 2)', toadsAndFrogsRuleset(2), parseToadsAndFrogs("TT..FF")],
    ['amazons("x..|..o")', AMAZONS, parseAmazons("x..|..o")],
    [
      'takeAndBreak("0.77", 5, 3)',
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.77"))),
      [3, 5],
    ],
    [
      'takeAndBreak("0.07", 7, 4, 2)',
      impartialRuleset(takeAndBreakRules(parseTakeAndBreakCode("0.07"))),
      [2, 4, 7],
    ],
    ['spawning("1-3", 3, 2)', impartialRuleset(spawningRules(parseSpawningCode("1-3"))), [2, 3]],
    ['turning("1-3", "HTHH")', coinTurningRuleset("1-3"), parseCoins("HTHH")],
    ['mockTurtles("HHTH")', coinTurningRuleset("1-3"), parseCoins("HHTH")],
    ['ruler("HHHT")', coinTurningRuleset("1+C"), parseCoins("HHHT")],
    ['impartialVariant("clobber", "xoxo")', impartialVariant(CLOBBER), parseClobber("xoxo")],
    ['impartialVariant("eatcake", 2, 3)', impartialVariant(EATCAKE), [{ rows: 2, cols: 3 }]],
  ];
  for (const [expr, rules, position] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).misereOutcome, plainClass(rules, position));
    });
  }
});

Deno.test("cgt value --misere honours --max-steps on a search that canonical forms make cheap", async () => {
  // Sixteen separate 2x3 regions: the normal value adds sixteen small components, but the misère
  // search must play them against each other, so only the step budget stops it.
  const board = Array(2).fill("...#".repeat(8)).join("|");
  const result = await cgt([
    "value",
    `domineering("${board}")`,
    "--misere",
    "--max-steps",
    "100000",
  ]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /^error: .*--max-steps/);
});

Deno.test("cgt value --misere searches Arc Kayles and Partizan Arc Kayles graphs as plain recursion does", async (t) => {
  // Plain recursion over the live vertices of the graph as drawn: a move takes an edge the
  // player may pick (both ends alive; a loop takes its one vertex), and under misère play a
  // player with no move wins.
  type Edge = [u: number, v: number, colour: "l" | "r" | "e"];
  const plainClass = (edges: readonly Edge[]): string => {
    const memo = new Map<number, boolean>();
    const wins = (live: number, left: boolean): boolean => {
      const key = live * 2 + (left ? 1 : 0);
      const known = memo.get(key);
      if (known !== undefined) return known;
      let moved = false;
      let won = false;
      for (const [u, v, colour] of edges) {
        if (colour === (left ? "r" : "l")) continue;
        if ((live & (1 << u)) === 0 || (live & (1 << v)) === 0) continue;
        moved = true;
        if (!wins(live & ~(1 << u) & ~(1 << v), !left)) won = true;
      }
      const result = !moved || won;
      memo.set(key, result);
      return result;
    };
    const all = (1 << 8) - 1;
    const lf = wins(all, true), rf = wins(all, false);
    return lf ? (rf ? "N" : "L") : (rf ? "R" : "P");
  };
  // Each edge as its own component of named vertices, so the notation is written here, not by
  // the library's writer: ":{v0}-:{v1};:{v1}-:{v2}" is a path of three vertices.
  const notation = (edges: readonly Edge[], partizan: boolean): string =>
    edges.length === 0
      ? "."
      : edges.map(([u, v, c]) => `:{v${u}}${partizan ? c : "-"}:{v${v}}`).join(";");
  const graphs = fc.uniqueArray(
    fc.tuple(
      fc.integer({ min: 0, max: 7 }),
      fc.integer({ min: 0, max: 7 }),
      fc.constantFrom("l" as const, "r" as const, "e" as const),
    ).map(([a, b, c]): Edge => [Math.min(a, b), Math.max(a, b), c]),
    { maxLength: 10, selector: ([u, v]) => `${u}-${v}` },
  );
  const misere = async (expr: string): Promise<string> => {
    const result = await cgt(["value", expr, "--misere", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    return JSON.parse(result.stdout).misereOutcome;
  };
  await t.step("arcKayles", async () => {
    await fc.assert(
      fc.asyncProperty(graphs, async (edges) => {
        const green = edges.map(([u, v]): Edge => [u, v, "e"]);
        const expr = `arcKayles("${notation(green, false)}")`;
        assert.equal(await misere(expr), plainClass(green), expr);
      }),
      { seed: 4417, numRuns: 150 },
    );
  });
  await t.step("partizanArcKayles", async () => {
    await fc.assert(
      fc.asyncProperty(graphs, async (edges) => {
        const expr = `partizanArcKayles("${notation(edges, true)}")`;
        assert.equal(await misere(expr), plainClass(edges), expr);
      }),
      { seed: 9311, numRuns: 150 },
    );
  });
});

Deno.test("cgt value --misere searches a sum as written, not its canonical form", async (t) => {
  const rows: [expr: string, misere: string, source: string][] = [
    // Misère Nim (Bouton 1902): with a heap of 2 or more, P exactly when the nim-sum is 0; the
    // canonical form 0 would say N.
    ["* + * + *2 + *2", "P", "misère Nim 1 1 2 2 (cgt nim 1 1 2 2 --misere)"],
    ["*2 + *3 + *1", "P", "misère Nim 2 3 1, nim-sum 0"],
    ["* + *", "N", "misère Nim 1 1: an even number of 1-heaps"],
    // Each player's only move goes to *, which the player then to move loses.
    ["'{*|*}'", "N", "by hand"],
  ];
  for (const [expr, misere, source] of rows) {
    await t.step(`${expr}: ${misere} (${source})`, async () => {
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      const document = JSON.parse(result.stdout);
      assert.equal(document.misereOutcome, misere);
      assert.equal(document.misereOf, "the game as written");
    });
  }
  const text = await cgt(["value", "* + * + *2 + *2", "--misere"]);
  assert.equal(
    text.stdout,
    "value 0\noutcome P (the second player wins)\n" +
      "misère outcome P (the second player wins), searched on the game as written\n",
  );
});

Deno.test("cgt value --misere says a lone value is judged by its canonical form", async () => {
  const text = await cgt(["value", "^*", "--misere"]);
  assert.match(text.stdout, /^misère outcome L \(Left wins\), searched on the canonical form$/m);
  // After --cool the game is no longer the one typed: the canonical form is searched.
  const cooled = JSON.parse(
    (await cgt(["value", "* + *", "--cool", "0", "--misere", "--json"])).stdout,
  );
  assert.equal(cooled.misereOf, "the canonical form");
  assert.equal(cooled.misereOutcome, "N"); // 0: the player to move cannot move, and wins
});

Deno.test("cgt value prints an explicit form and its canonical form", async (t) => {
  await t.step("as text", async () => {
    const result = await cgt(["value", "'{0|^*}'", "--misere"]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      "form '{0|^*}'\nvalue ^^\noutcome L (Left wins)\n" +
        "misère outcome P (the second player wins), searched on the game as written\n",
    );
  });
  await t.step("as JSON, beside the fields every value has", async () => {
    const result = await cgt(["value", "'{0,{*|*}|^*}' + *", "--json"]);
    assert.deepEqual(JSON.parse(result.stdout), {
      value: "^^*",
      form: "'{0,{*|*}|^*}' + *",
      outcome: "L",
    });
  });
  await t.step("not for input without explicit forms", async () => {
    const result = await cgt(["value", "{0|^*}", "--json", "--misere"]);
    assert.deepEqual(Object.keys(JSON.parse(result.stdout)), [
      "value",
      "outcome",
      "misereOutcome",
      "misereOf",
    ]);
  });
});

Deno.test("cgt value --misere searches sums of ruleset positions as plain recursion does", async (t) => {
  const { parseGameForm, formLeftOptions, formRightOptions } = await import(
    "@cgt/partizan/game-form"
  );
  const { RULESET_FUNCTIONS } = await import("@cgt/rulesets/rulesets");
  type Form = ReturnType<typeof parseGameForm>;
  const wins = (f: Form, left: boolean): boolean => {
    const options = left ? formLeftOptions(f) : formRightOptions(f);
    return options.length === 0 || options.some((o) => !wins(o, !left));
  };
  const rows = [
    'domineering("..|..") + arcKayles("--")',
    'clobber("xo") + clobber("ox") + \'{*|*}\'',
    'toads("T.F") - cutcake(1, 2)',
  ];
  for (const expr of rows) {
    await t.step(expr, async () => {
      const form = parseGameForm(expr, { functions: RULESET_FUNCTIONS });
      const l = wins(form, true), r = wins(form, false);
      const expected = l ? (r ? "N" : "L") : (r ? "R" : "P");
      const result = await cgt(["value", expr, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).misereOutcome, expected);
    });
  }
});

Deno.test("cgt value --misere gives Quelhas' own outcome, the last mover losing", async (t) => {
  // Quelhas is played misère, so --misere is its answer; quelhasOutcome() is the library's.
  const rows: [board: string, outcome: string][] = [
    ["..|..", "P"],
    ["...|...", "L"],
    ["#.#|...|...", "R"],
    ["....|....|....|....", "N"],
  ];
  for (const [board, outcome] of rows) {
    await t.step(`quelhas("${board}") is ${outcome}`, async () => {
      const result = await cgt(["value", `quelhas("${board}")`, "--misere", "--json"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(JSON.parse(result.stdout).misereOutcome, outcome);
      assert.equal(quelhasOutcome(board), outcome);
    });
  }
});
