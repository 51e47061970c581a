import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";

Deno.test("cgt misere quotient --save writes a quotient that --load goes on from", async (t) => {
  const dir = await Deno.makeTempDir();
  // The in-memory run keeps what it writes in `files`; --load reads the disk, so the saved text
  // is copied there.
  const files = new Map<string, string>();
  try {
    const built = await cgt(
      ["misere", "quotient", "dawsons-kayles", "--to", "20", "--save", "dk.json", "--json"],
      "",
      { cwd: dir, files },
    );
    assert.equal(built.code, 0, built.stderr);
    const text = files.get(`${dir}/dk.json`)!;
    await Deno.writeTextFile(`${dir}/dk.json`, text);
    const saved = JSON.parse(text);
    assert.deepEqual(
      Object.keys(saved),
      ["format", "version", "game", "bound", "table", "pPortion", "phi"],
    );
    await t.step("loading gives the same quotient", async () => {
      const loaded = await cgt(
        [
          "misere",
          "quotient",
          "dawsons-kayles",
          "--load",
          "dk.json",
          "--json",
        ],
        "",
        {
          cwd: dir,
        },
      );
      assert.equal(loaded.code, 0, loaded.stderr);
      assert.equal(loaded.stdout, built.stdout);
    });
    await t.step("loading and extending equals computing to the new bound", async () => {
      const extended = await cgt(
        ["misere", "quotient", "dawsons-kayles", "--load", "dk.json", "--to", "24", "--json"],
        "",
        { cwd: dir, files },
      );
      const direct = await cgt(["misere", "quotient", "dawsons-kayles", "--to", "24", "--json"]);
      assert.equal(extended.code, 0, extended.stderr);
      assert.equal(extended.stdout, direct.stdout);
    });
    await t.step("an existing file is kept unless --force is given", async () => {
      const again = await cgt(
        ["misere", "quotient", "dawsons-kayles", "--to", "20", "--save", "dk.json"],
        "",
        { cwd: dir, files },
      );
      assert.equal(again.code, 1);
      assert.match(again.stderr, /exists/);
      const forced = await cgt(
        ["misere", "quotient", "dawsons-kayles", "--to", "20", "--save", "dk.json", "--force"],
        "",
        { cwd: dir, files },
      );
      assert.equal(forced.code, 0, forced.stderr);
    });
    await t.step("a damaged or foreign file is refused in one line", async () => {
      const damaged = { ...saved, pPortion: [0] };
      await Deno.writeTextFile(`${dir}/bad.json`, JSON.stringify(damaged));
      await Deno.writeTextFile(`${dir}/broken.json`, "{");
      for (
        const [args, message] of [
          [["dawsons-kayles", "--load", "bad.json"], /P-portion is wrong|not reduced/],
          [["kayles", "--load", "dk.json"], /saved for game 0\.07/],
          [["dawsons-kayles", "--load", "broken.json"], /not JSON/],
          [["dawsons-kayles", "--load", "missing.json"], /cannot read "missing\.json"/],
          [["dawsons-kayles", "--load", "dk.json", "--to", "10"], /at least that/],
        ] as const
      ) {
        const result = await cgt(["misere", "quotient", ...args], "", { cwd: dir });
        assert.notEqual(result.code, 0);
        assert.equal(result.stdout, "");
        assert.match(result.stderr, /^error: [^\n]+\n$/);
        assert.match(result.stderr, message);
      }
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cgt misere refuses --save and --load outside quotient", async (t) => {
  await assertErrorCases(t, [
    [["misere", "kayles", "--save", "x.json"], 2, /only to quotient/],
    [["misere", "form", "*[2]", "--load", "x.json"], 2, /only to quotient/],
    [["misere", "quotient", "kayles", "--save", "-"], 2, /file name/],
    [["misere", "quotient", "kayles", "--force"], 2, /only with "--save"/],
  ]);
});
