import assert from "node:assert/strict";
import { guideMarkdown, guideValues, NOTATION_GUIDE } from "./notation_guide.ts";

Deno.test("guideValues() prints each guide example as the form the guide explains", async (t) => {
  const values = guideValues();
  for (const [i, e] of NOTATION_GUIDE.entries()) {
    await t.step(`${e.form} from ${e.example}`, () => assert.equal(values[i], e.form));
  }
});

Deno.test("the partizan README's notation table is the explorer's guide", async () => {
  const readme = await Deno.readTextFile(
    new URL("../../../packages/partizan/README.md", import.meta.url),
  );
  // deno fmt pads the table's cells, so rows are compared with runs of spaces collapsed.
  const squash = (line: string) => line.trim().replace(/ +/g, " ");
  const lines = new Set(readme.split("\n").map(squash));
  const rows = guideMarkdown().split("\n").slice(2);
  assert.equal(rows.length, NOTATION_GUIDE.length);
  for (const row of rows) {
    assert.ok(
      lines.has(squash(row)),
      `packages/partizan/README.md lacks the guide's row ${row} (## Reading printed values)`,
    );
  }
});

Deno.test("NOTATION_GUIDE shows CGSuite's method calls g.Name(h) and g.Name", () => {
  const examples = NOTATION_GUIDE.filter((e) => !e.loopy && !e.surreal).map((e) => e.example);
  assert.ok(examples.some((x) => /\.[A-Z]\w*\(/.test(x)), "a call with an argument, g.Name(h)");
  assert.ok(examples.some((x) => /\.[A-Z]\w*$/.test(x)), "a call without arguments, g.Name");
});
