import assert from "node:assert/strict";
import { formatGame, type GameArgument, isNamedArgument, parseGame } from "@cgt/partizan/notation";
import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { gameFormMisereOutcome, parseGameForm } from "@cgt/partizan/game-form";
import { positionOf } from "@cgt/partizan/ruleset-function";
import { identityKey, Solver } from "@cgt/partizan/search";
import { CATALOG, catalogEntry, type PositionRules } from "./catalog.ts";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { LOOPY_RULESET_FUNCTIONS } from "./loopy_rulesets.ts";
import { PARALLEL_RULESET_NAMES } from "./parallel/parallel_value.ts";
import { plainMisereOutcome } from "../../testing/plain_misere.ts";

const KINDS = ["grid", "strip", "graph", "cake", "heap", "coins", "variant"];

/**
 * The arguments of a call in notation such as `name("a", 3, 4, maxJump => 2)`, as the notation
 * passes them (read by the parser itself, with a function that keeps them).
 */
function callArguments(example: string): GameArgument[] {
  const name = example.slice(0, example.indexOf("("));
  let args: GameArgument[] = [];
  const keep = (given: GameArgument[]) => {
    args = given;
    return parseGame("0");
  };
  parseGame(example, { functions: { [name]: keep } });
  return args;
}

Deno.test("CATALOG names each ruleset once, with its kind, rule, source and example", () => {
  const names = CATALOG.map((e) => e.name);
  assert.equal(new Set(names).size, names.length);
  for (const entry of CATALOG) {
    assert.ok(KINDS.includes(entry.kind), `${entry.name}: kind ${entry.kind}`);
    assert.ok(entry.title.length > 0 && entry.rule.length > 0 && entry.source.length > 0);
    assert.ok(entry.example.startsWith(`${entry.name}(`), `${entry.name}: ${entry.example}`);
    assert.equal(entry.loopy, entry.loopyNotation !== undefined, entry.name);
    assert.equal(!entry.loopy, entry.notation !== undefined, entry.name);
    assert.equal(catalogEntry(entry.name), entry);
  }
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    assert.equal(catalogEntry(name), undefined, name);
  }
});

Deno.test("every catalogue entry is in the notation, and its example evaluates", async (t) => {
  // With CGSuite's names of the same rulesets (cgsuite_names_test.ts reads them).
  const names = (e: (typeof CATALOG)[number]) => [e.name, ...(e.cgsuite ?? []).map((a) => a.name)];
  assert.deepEqual(
    Object.keys(RULESET_FUNCTIONS).sort(),
    CATALOG.filter((e) => !e.loopy).flatMap(names).sort(),
  );
  assert.deepEqual(
    Object.keys(LOOPY_RULESET_FUNCTIONS).sort(),
    CATALOG.filter((e) => e.loopy).flatMap(names).sort(),
  );
  for (const entry of CATALOG) {
    await t.step(entry.name, () => {
      if (entry.loopy) {
        parseLoopyGame(entry.example, { functions: LOOPY_RULESET_FUNCTIONS });
        return;
      }
      parseGame(entry.example, { functions: RULESET_FUNCTIONS });
      const at = positionOf(entry.notation!, callArguments(entry.example));
      assert.ok(at !== undefined, `${entry.name} gives no position`);
    });
  }
});

Deno.test("every entry's editor cells are the characters its positions are written in", async (t) => {
  for (const entry of CATALOG) {
    const cells = entry.cells;
    if (cells === undefined) continue;
    await t.step(entry.name, () => {
      const rules = entry.position;
      assert.ok(rules?.format !== undefined, `${entry.name} has cells but no format`);
      const written = rules.format(rules.parse(String(callArguments(entry.example)[0])));
      for (const c of written.replaceAll("|", "")) {
        assert.ok(cells.includes(c), `${entry.name} writes "${c}", not one of "${cells}"`);
      }
      // A board of empty cells is a position, and so is each cell alone.
      rules.parse(cells[0].repeat(3));
      for (const c of cells) {
        try {
          rules.parse(c);
        } catch (error) {
          // Only a rule of the game may refuse a lone cell (a NoGo stone with no liberty).
          assert.ok(error instanceof RangeError, `${entry.name} refuses "${c}": ${error}`);
        }
      }
    });
  }
});

Deno.test("every entry with one-string positions reads back what it writes", async (t) => {
  for (const entry of CATALOG) {
    const rules = entry.position;
    if (rules?.format === undefined) continue;
    await t.step(entry.name, () => {
      const text = String(callArguments(entry.example)[0]);
      const position = rules.parse(text);
      const again = rules.parse(rules.format!(position));
      const key = (p: unknown) => rules.ruleset.key ? rules.ruleset.key(p) : identityKey(p);
      assert.equal(key(again), key(position));
    });
  }
  // Every grid game writes its positions.
  for (const entry of CATALOG) {
    if (entry.kind === "grid" && !entry.loopy) assert.ok(entry.position?.format, entry.name);
  }
});

Deno.test("impartialVariant() takes every partizan board and cake of the catalogue", async (t) => {
  for (const entry of CATALOG) {
    if (entry.impartial || entry.loopy || (entry.position === undefined && !entry.cake)) continue;
    await t.step(entry.name, () => {
      // The board only: a schema's variant is that of its default parameters.
      const args = callArguments(entry.example).filter((a) => !isNamedArgument(a));
      const call = `impartialVariant("${entry.name}", ${
        args.map((a) => typeof a === "string" ? JSON.stringify(a) : String(a)).join(", ")
      })`;
      const g = parseGame(call, { functions: RULESET_FUNCTIONS });
      assert.ok(g !== undefined);
    });
  }
});

Deno.test("the parallel search takes exactly the catalogue's parallel rulesets", () => {
  assert.deepEqual(
    [...PARALLEL_RULESET_NAMES].sort(),
    CATALOG.filter((e) => e.parallel).map((e) => e.name).sort(),
  );
});

Deno.test("misère play of each example equals plain misère search over its options", async (t) => {
  for (const entry of CATALOG) {
    if (entry.loopy) continue;
    await t.step(entry.name, () => {
      const form = parseGameForm(entry.example, { functions: RULESET_FUNCTIONS });
      const at = positionOf(entry.notation!, callArguments(entry.example))!;
      assert.equal(
        gameFormMisereOutcome(form),
        plainMisereOutcome(at.ruleset, at.position),
        entry.example,
      );
    });
  }
});

Deno.test("the README's table of rulesets lists every catalogue entry, with its rule, source and CGSuite's names", async () => {
  const readme = await Deno.readTextFile(new URL("./README.md", import.meta.url));
  const section = readme.split("## Every ruleset")[1]?.split("\n## ")[0];
  assert.ok(section !== undefined, "README.md has a section ## Every ruleset");
  const cells = (line: string): string[] =>
    line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim().replaceAll("\\|", "|"));
  const rows = section.split("\n").filter((l) => l.startsWith("| `")).map(cells);
  for (const entry of CATALOG) {
    const row = rows.find((r) => r[0] === `\`${entry.example}\``);
    assert.ok(row, `README.md lists no row for ${entry.name}: add | \`${entry.example}\` | ...`);
    const cgsuite = (entry.cgsuite ?? []).map((alias) => `\`${alias.name}\``).join(", ");
    assert.deepEqual(row.slice(1), [entry.title, entry.rule, entry.source, cgsuite], entry.name);
  }
  assert.deepEqual(
    rows.map((r) => r[0]),
    CATALOG.map((e) => `\`${e.example}\``),
    "the rows are the catalogue's entries, in its order, and nothing else",
  );
});

Deno.test("every graph ruleset's format writes positions and options that its parse reads back", async (t) => {
  // The same position up to isomorphism, by key; Arc Kayles drops isolated vertices (no move
  // touches them), so where keys differ the values must still be equal.
  // Positions per ruleset beyond the catalogue's example: tints, branches, cycles, loops.
  const more: Record<string, string[]> = {
    hackenbush: ["L(RL,R)", "LLR,G"],
    col: ["L-.-.-R", ":A-.-.-:A", ".-.(-.;-R)"],
    snort: ["R-.-L", ":A-.-.-.-:A", ".;.-."],
    arcKayles: ["-(-;-)", ":A---:A", ".:A-:A"],
    partizanArcKayles: ["l(r;e)", ":Alre:A"],
    childishHackenbush: [":Alre:A", "l:Ae:A"],
    fjords: ["L-.-.(-R;-.)", "L:A-.-.-L:A"],
    weightedArcKayles: ["3-1-{12}", "2:A-2:A", "1(-1;-2)"],
    digraphPlacement: ["LRL:0>1,2-1", "LLRR:0>1,1>2,2>3,3>0", "LR"],
  };
  // A schema such as genCol has no one position reader (its rules depend on its parameters).
  for (const entry of CATALOG.filter((e) => e.kind === "graph" && e.position !== undefined)) {
    await t.step(entry.name, () => {
      assert.ok(entry.position?.format, `${entry.name} has a format`);
      const rules: PositionRules = entry.position;
      const key = (p: unknown) => rules.ruleset.key ? rules.ruleset.key(p) : identityKey(p);
      const texts = [String(callArguments(entry.example)[0]), ...(more[entry.name] ?? [])];
      assert.ok(texts.length > 1, `${entry.name} has positions to test`);
      for (const text of texts) {
        const start: unknown = rules.parse(text);
        const positions: unknown[] = [
          start,
          ...rules.ruleset.leftOptions(start),
          ...rules.ruleset.rightOptions(start),
        ];
        for (const p of positions) {
          const written: string = rules.format!(p);
          const again = rules.parse(written);
          if (key(again) !== key(p)) {
            assert.ok(entry.name.endsWith("rcKayles"), `${text}: ${written}`);
            const solver = new Solver(rules.ruleset);
            assert.equal(formatGame(solver.value(again)), formatGame(solver.value(p)));
          }
        }
      }
    });
  }
});

Deno.test("Hackenbush's graph rules read back what they write, and are its notation's", () => {
  const entry = catalogEntry("hackenbush")!;
  const rules = entry.graphPosition!;
  const girl = "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))";
  for (const text of [":Alre:A", "l(l;rl)", girl, "l:Ae:A"]) {
    assert.equal(positionOf(entry.notation!, [text])?.ruleset, rules.ruleset, text);
    const start: unknown = rules.parse(text);
    const all: unknown[] = [
      start,
      ...rules.ruleset.leftOptions(start),
      ...rules.ruleset.rightOptions(start),
    ];
    for (const p of all) {
      assert.equal(rules.ruleset.key!(rules.parse(rules.format!(p))), rules.ruleset.key!(p));
    }
  }
});

Deno.test("every graph board's labels are read by its ruleset's notation", async (t) => {
  for (const entry of CATALOG.filter((e) => e.graph !== undefined)) {
    await t.step(entry.name, () => {
      const board = entry.graph!;
      assert.equal(entry.kind, "graph");
      assert.ok(board.edges.length > 0 && board.vertices.length > 0);
      for (const e of board.edges) {
        for (const v of board.vertices) {
          // Two vertices and the edge between them, each label braced as the notation allows.
          const brace = (s: string) => (s.length > 1 ? `{${s}}` : s);
          const text = board.directed === true
            ? `${v.label}${v.label}:0${e.label}1`
            : `${brace(v.label)}${e.label === "" ? "-" : brace(e.label)}${brace(v.label)}`;
          assert.ok(entry.notation!([text]), `${entry.name}: ${text}`);
        }
      }
      const movers = [...board.edges, ...board.vertices].map((l) => l.movers).join("");
      assert.ok(movers.includes("L") && movers.includes("R"), "some element has a move");
    });
  }
  // The graph rulesets each have a board (schemas such as genCol,
  // whose rules depend on their parameters, have none).
  const boards = CATALOG.filter((e) => e.graph !== undefined).map((e) => e.name);
  assert.deepEqual(
    CATALOG.filter((e) => e.kind === "graph" && e.position !== undefined).map((e) => e.name),
    boards,
  );
});

Deno.test("CATALOG's positionArguments name the integers that are each example's position", async (t) => {
  const entries = CATALOG.filter((e) => e.positionArguments !== undefined);
  assert.deepEqual(entries.map((e) => e.name), [
    "partizanEuclid",
    "mem",
    "takeAway",
    "genWythoff",
    "acrosticProduct",
    "directProduct",
    "cakeProduct",
    "genMem",
  ]);
  for (const entry of entries) {
    await t.step(entry.name, () => {
      const { from, count, sum } = entry.positionArguments!;
      // A sum's position is the list of its components, here the one component of the call
      // (a list of the integers, or a record of them in order: a cake's { rows, cols }).
      const wrap = (p: number[]): unknown => sum === true ? [p] : p;
      const plain = (position: unknown): unknown =>
        sum === true
          ? (position as unknown[]).map((c) => Array.isArray(c) ? c : Object.values(c as object))
          : position;
      const args = callArguments(entry.example);
      const numbers = args.slice(from, from + count);
      assert.equal(numbers.length, count);
      assert.ok(numbers.every((a) => typeof a === "bigint"), entry.example);
      const at = positionOf(entry.notation!, args)!;
      assert.deepEqual(plain(at.position), wrap(numbers.map(Number)), entry.example);
      // Other integers in those places make another position of the same rules.
      const other = args.map((a, i) => i >= from && i < from + count ? 1n : a);
      assert.deepEqual(
        plain(positionOf(entry.notation!, other)!.position),
        wrap(numbers.map(() => 1)),
      );
    });
  }
});

Deno.test("CATALOG's schemaOf names an entry with cells that writes the schema's positions", async (t) => {
  const entries = CATALOG.filter((e) => e.schemaOf !== undefined);
  assert.deepEqual(entries.map((e) => [e.name, e.schemaOf]), [
    ["genToadsAndFrogs", "toads"],
    ["genClobber", "clobber"],
  ]);
  for (const entry of entries) {
    await t.step(entry.name, () => {
      const base = catalogEntry(entry.schemaOf!)!;
      assert.ok(base.cells !== undefined && base.position?.format !== undefined, base.name);
      const [text, ...named] = callArguments(entry.example);
      assert.ok(named.length > 0 && named.every((a) => isNamedArgument(a)), entry.example);
      // The schema's position of the example, and of the base's example, read back as written.
      for (const row of [String(text), String(callArguments(base.example)[0])]) {
        const rules: PositionRules = base.position!;
        const position: unknown = positionOf(entry.notation!, [row, ...named])!.position;
        const written: string = rules.format!(rules.parse(row));
        assert.equal(rules.format!(position), written, row);
        const back: unknown = positionOf(entry.notation!, [written, ...named])!.position;
        assert.deepEqual(back, position, row);
      }
    });
  }
});
