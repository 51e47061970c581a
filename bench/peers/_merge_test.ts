import assert from "node:assert/strict";
import { mergeRows, type Named } from "./_merge.ts";

interface Fake extends Named {
  when: string;
}

const workloads: Named[] = [
  { name: "a", command: ["value", "1"] },
  { name: "b", command: ["value", "2", "--workers", "2"] },
  { name: "c", command: ["value", "3"] },
];
const previous: Fake[] = [
  { name: "a", command: ["value", "1"], when: "old" },
  { name: "b", command: ["value", "2"], when: "old" },
  { name: "c", command: ["value", "3"], when: "old" },
  { name: "gone", command: ["value", "4"], when: "old" },
];
const key = (row: Fake) => row;

Deno.test("mergeRows() keeps the rows a subset run did not measure", async (t) => {
  const cases: [what: string, current: Fake[], expected: [string, string][], kept: string[]][] = [
    [
      "a run of one row replaces that row only",
      [{ name: "c", command: ["value", "3"], when: "new" }],
      [["a", "old"], ["c", "new"]],
      ["a"],
    ],
    [
      "a row whose command changed since is dropped, not kept",
      [],
      [["a", "old"], ["c", "old"]],
      ["a", "c"],
    ],
    [
      "a full run keeps nothing from before",
      workloads.map((w) => ({ ...w, when: "new" })),
      [["a", "new"], ["b", "new"], ["c", "new"]],
      [],
    ],
    [
      "rows come in the workloads' order whatever the run's order",
      [
        { name: "c", command: ["value", "3"], when: "new" },
        { name: "a", command: ["value", "1"], when: "new" },
      ],
      [["a", "new"], ["c", "new"]],
      [],
    ],
  ];
  for (const [what, current, expected, kept] of cases) {
    await t.step(what, () => {
      const merged = mergeRows(workloads, current, previous, key);
      assert.deepEqual(merged.rows.map((r) => [r.name, r.when]), expected);
      assert.deepEqual(merged.kept, kept);
    });
  }
});
