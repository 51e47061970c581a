import assert from "node:assert/strict";
import { type GameArgument, parseGame } from "@cgt/partizan/notation";
import { parseLoopyGame } from "@cgt/partizan/loopy-notation";
import { gameFormMisereOutcome, parseGameForm } from "@cgt/partizan/game-form";
import { positionOf } from "@cgt/partizan/ruleset-function";
import { identityKey } from "@cgt/partizan/search";
import { CATALOG, catalogEntry } from "./catalog.ts";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { LOOPY_RULESET_FUNCTIONS } from "./loopy_rulesets.ts";
import { PARALLEL_RULESET_NAMES } from "./parallel/parallel_value.ts";
import { plainMisereOutcome } from "../../testing/plain_misere.ts";

const KINDS = ["grid", "strip", "graph", "cake", "heap", "coins", "variant"];

/** The arguments of a call in notation such as `name("a", 3, 4)`: strings and integers. */
function callArguments(example: string): GameArgument[] {
  const inner = example.slice(example.indexOf("(") + 1, example.lastIndexOf(")"));
  const args: GameArgument[] = [];
  for (const m of inner.matchAll(/"([^"]*)"|(-?\d+)/g)) {
    args.push(m[1] !== undefined ? m[1] : BigInt(m[2]));
  }
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
  assert.deepEqual(
    Object.keys(RULESET_FUNCTIONS).sort(),
    CATALOG.filter((e) => !e.loopy).map((e) => e.name).sort(),
  );
  assert.deepEqual(
    Object.keys(LOOPY_RULESET_FUNCTIONS).sort(),
    CATALOG.filter((e) => e.loopy).map((e) => e.name).sort(),
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
      const args = callArguments(entry.example);
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

Deno.test("the README's table of rulesets lists every catalogue entry, with its rule and source", async () => {
  const readme = await Deno.readTextFile(new URL("./README.md", import.meta.url));
  const section = readme.split("## Every ruleset")[1]?.split("\n## ")[0];
  assert.ok(section !== undefined, "README.md has a section ## Every ruleset");
  const cells = (line: string): string[] =>
    line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim().replaceAll("\\|", "|"));
  const rows = section.split("\n").filter((l) => l.startsWith("| `")).map(cells);
  for (const entry of CATALOG) {
    const row = rows.find((r) => r[0] === `\`${entry.example}\``);
    assert.ok(row, `README.md lists no row for ${entry.name}: add | \`${entry.example}\` | ...`);
    assert.deepEqual(row.slice(1), [entry.title, entry.rule, entry.source], entry.name);
  }
  assert.deepEqual(
    rows.map((r) => r[0]),
    CATALOG.map((e) => `\`${e.example}\``),
    "the rows are the catalogue's entries, in its order, and nothing else",
  );
});
