import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { type GameForm, parseGameForm } from "@cgt/partizan/game-form";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { CATALOG, schemaPositionName, schemaPositionText } from "./catalog.ts";
import { heapCall } from "./_call_printers.ts";

/** The value of a call in notation, by the notation functions of the package. */
const valueOf = (text: string): string =>
  formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));

/** The position form of a call (a lone ruleset position). */
function positionForm(call: string): Extract<GameForm, { kind: "position" }> {
  const form = parseGameForm(call, { functions: RULESET_FUNCTIONS, values: false });
  assert.equal(form.kind, "position", call);
  return form as Extract<GameForm, { kind: "position" }>;
}

/**
 * Writes a position as the command line does: a catalogue entry with a fixed ruleset by its
 * `format`, a cake as its calls, anything else as the call that made its ruleset.
 */
function printed(ruleset: Ruleset<unknown>, position: unknown): string | undefined {
  for (const entry of CATALOG) {
    for (const rules of [entry.position, entry.graphPosition]) {
      if (rules?.ruleset === ruleset && rules.format !== undefined) {
        return `${entry.name}(${JSON.stringify(rules.format(position))})`;
      }
    }
    if (entry.cake === ruleset) {
      const pieces = position as { rows: number; cols: number }[];
      return pieces.length === 0
        ? "0"
        : pieces.map((c) => `${entry.name}(${c.rows}, ${c.cols})`).join(" + ");
    }
  }
  return schemaPositionText(ruleset, position);
}

/** The short entries whose example is a lone position (every one with a notation function). */
const WALKED = CATALOG.filter((e) => e.notation !== undefined).map((e) => ({
  name: e.name,
  example: e.example,
}));

Deno.test("schemaPositionText() writes every option of every catalogue call back as a call of the same value", async (t) => {
  await t.step("the walk covers every short catalogue entry, the parameterised ones too", () => {
    const names = WALKED.map((e) => e.name);
    for (const name of ["toads", "genToadsAndFrogs", "mem", "takeAway", "turning", "spawning"]) {
      assert.ok(names.includes(name), name);
    }
    assert.equal(WALKED.length, CATALOG.filter((e) => !e.loopy).length);
  });
  await t.step(
    "a seeded random walk from each example: each position prints and reads back",
    () => {
      // The slow twin of the printed text is the search of the position itself: reading the text
      // back must give the value the solver gives the position.
      const solvers = new Map<Ruleset<unknown>, Solver<unknown>>();
      const valued = (ruleset: Ruleset<unknown>, position: unknown): string => {
        let solver = solvers.get(ruleset);
        if (solver === undefined) solvers.set(ruleset, solver = new Solver(ruleset));
        return formatGame(solver.value(position));
      };
      fc.assert(
        fc.property(
          fc.constantFrom(...WALKED),
          fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 4 }),
          (entry, path) => {
            const start = positionForm(entry.example);
            let position = start.position;
            for (const [left, pick] of [[true, 0] as [boolean, number], ...path]) {
              const text = printed(start.ruleset, position);
              assert.ok(text !== undefined, `${entry.name}: no call writes ${String(position)}`);
              assert.equal(valueOf(text), valued(start.ruleset, position), text);
              const options = [
                ...(left
                  ? start.ruleset.leftOptions(position)
                  : start.ruleset.rightOptions(position)),
              ];
              if (options.length === 0) break;
              position = options[pick % options.length];
            }
          },
        ),
        { seed: 2201, numRuns: 300 },
      );
    },
  );
});

Deno.test("schemaPositionText() writes Toads and Frogs with a longer jump as toads(row, jump)", async (t) => {
  await t.step('the options of toads("TT..FF", 2) (issue 22)', () => {
    const { ruleset, position } = positionForm('toads("TT..FF", 2)');
    const write = (options: Iterable<unknown>) =>
      [...options].map((p) => schemaPositionText(ruleset, p));
    assert.deepEqual(write(ruleset.leftOptions(position)), ['toads("T.T.FF", 2)']);
    assert.deepEqual(write(ruleset.rightOptions(position)), ['toads("TT.F.F", 2)']);
    assert.equal(schemaPositionName(ruleset), "toads");
  });
  await t.step("every option of a random row and jump reads back to the same position", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(".", "T", "F"), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 4 }),
        (cells, jump) => {
          const row = cells.join("");
          const { ruleset, position } = positionForm(`toads("${row}", ${jump})`);
          const options = [...ruleset.leftOptions(position), ...ruleset.rightOptions(position)];
          for (const option of options) {
            const text = printed(ruleset, option)!;
            const again = positionForm(text);
            assert.equal(again.ruleset, ruleset, text);
            assert.equal(again.position, option, text);
          }
        },
      ),
      { seed: 2202, numRuns: 200 },
    );
  });
});

Deno.test("heapCall() writes heaps as calls of at most max heaps each", () => {
  const rows: [heaps: number[], max: number, expected: string][] = [
    [[], Infinity, "0"],
    [[3], Infinity, 'takeAndBreak("0.77", 3)'],
    [[1, 2, 3], 2, 'takeAndBreak("0.77", 1, 2) + takeAndBreak("0.77", 3)'],
  ];
  for (const [heaps, max, expected] of rows) {
    assert.equal(heapCall("takeAndBreak", '"0.77", ', heaps, max), expected);
  }
});
