import assert from "node:assert/strict";
import fc from "fast-check";
import { GameLimitError, PositionLimitError } from "@cgt/partizan/game-limit";
import { formatGame } from "@cgt/partizan/notation";
import { PARALLEL_RULESET_NAMES, parallelValue } from "./parallel_value.ts";
import { clobber } from "../grid/clobber.ts";
import { domineering } from "../grid/domineering.ts";
import { konane } from "../grid/konane.ts";
import { snort } from "../graph/snort.ts";
import { toadsAndFrogs } from "../strip/toads_and_frogs.ts";
import { readWorkerSourceFile, TARGET, workerSourceFile } from "../../../scripts/bundle_worker.ts";

/** Random boards of `cells` (a grid of rows of `cols`), for one ruleset's letters. */
function grid(letters: string, maxRows: number, maxCols: number): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: maxRows }).chain((rows) =>
    fc.integer({ min: 1, max: maxCols }).chain((cols) =>
      fc.array(fc.stringMatching(new RegExp(`^[${letters}]{${cols}}$`)), {
        minLength: rows,
        maxLength: rows,
      })
    )
  ).map((rows) => rows.join("|"));
}

Deno.test("parallelValue() with 1, 2 and 3 workers equals the sequential search", async (t) => {
  // Each case starts workers (tens of milliseconds), so the runs are few; the boards are large
  // enough that the workers share many positions.
  const cases: [string, fc.Arbitrary<string>, (text: string) => unknown][] = [
    ["domineering", grid(".#", 4, 5), domineering],
    ["clobber", grid("xo.", 3, 4), clobber],
    ["konane", grid("xo.", 4, 4), konane],
    ["toads", fc.stringMatching(/^[TF.]{1,12}$/), toadsAndFrogs],
    ["snort", fc.constantFrom("........", "......:0-1,1-2,2-3,3-4,4-5,5-0"), snort],
  ];
  for (const [name, boards, sequential] of cases) {
    await t.step(name, async () => {
      await fc.assert(
        fc.asyncProperty(boards, fc.integer({ min: 1, max: 3 }), async (board, workers) => {
          // startWorkersAfter 0: workers start at once, even on boards this small.
          const g = await parallelValue(name, board, { workers, startWorkersAfter: 0 });
          assert.equal(g, sequential(board), `${name}("${board}") with ${workers} workers`);
        }),
        { seed: 85354, numRuns: 12 },
      );
    });
  }
});

Deno.test("parallelValue() of empty 4x4 and 4x5 Domineering boards equals the sequential value", async () => {
  for (const board of ["....|....|....|....", ".....|.....|.....|....."]) {
    assert.equal(
      await parallelValue("domineering", board, { workers: 2, startWorkersAfter: 0 }),
      domineering(board),
    );
  }
  assert.equal(
    formatGame(await parallelValue("konane", "xoxo|ox.x|xoxo|oxox", { workers: 2 })),
    "0",
  );
});

Deno.test("parallelValue() rejects unknown rulesets, bad boards and bad worker counts in the caller", async () => {
  await assert.rejects(parallelValue("chess", "...."), TypeError);
  for (const name of [...Object.getOwnPropertyNames(Object.prototype), "__proto__"]) {
    await assert.rejects(parallelValue(name, "...."), TypeError, name);
  }
  await assert.rejects(parallelValue("domineering", "..x"), SyntaxError);
  await assert.rejects(parallelValue("domineering", "..", { workers: 0 }), RangeError);
  await assert.rejects(parallelValue("domineering", "..", { workers: 1.5 }), RangeError);
  assert.deepEqual([...PARALLEL_RULESET_NAMES].sort(), [
    "clobber",
    "domineering",
    "konane",
    "snort",
    "toads",
  ]);
});

Deno.test("parallelValue() reports the limits its workers reach as the engine's errors", async () => {
  const board = ".....|.....|.....|.....";
  for (const workers of [1, 2]) {
    await assert.rejects(
      parallelValue("domineering", board, { workers, maxPositions: 10 }),
      (e) => e instanceof PositionLimitError && e.limit === 10,
    );
    await assert.rejects(
      parallelValue("domineering", board, { workers, maxSteps: 100 }),
      (e) => e instanceof GameLimitError && e.limit === 100,
    );
  }
});

Deno.test("parallelValue()'s worker bundle is built and is what deno task build makes from the current sources", async () => {
  const current = await readWorkerSourceFile();
  assert.ok(current !== undefined, `${TARGET.pathname} is missing: run deno task build`);
  assert.ok(
    current === await workerSourceFile(),
    "the worker bundle is stale: run deno task build",
  );
});

/** Copies `from` (a directory URL) to `to`, all but the generated worker bundle. */
async function copyWithoutBundle(from: URL, to: URL): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    const source = new URL(entry.name + (entry.isDirectory ? "/" : ""), from);
    const target = new URL(entry.name + (entry.isDirectory ? "/" : ""), to);
    if (entry.isDirectory) await copyWithoutBundle(source, target);
    else if (entry.isFile && source.href !== TARGET.href) await Deno.copyFile(source, target);
  }
}

Deno.test("parallelValue() without its built bundle starts the worker's module, which needs read access", async (t) => {
  // A checkout where the bundle was never built: the packages and the workspace's deno.json.
  const root = new URL("../../../", import.meta.url);
  const dir = await Deno.makeTempDir({ prefix: "cgt_unbuilt_" });
  try {
    const clone = new URL(`file://${dir}/`);
    await copyWithoutBundle(new URL("packages/", root), new URL("packages/", clone));
    const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
    const workspace = config.workspace.filter((member: string) => member.startsWith("./packages/"));
    await Deno.writeTextFile(new URL("deno.json", clone), JSON.stringify({ workspace }));
    await Deno.writeTextFile(
      new URL("probe.ts", clone),
      `import { parallelValue } from "./packages/rulesets/parallel/parallel_value.ts";
import { formatGame } from "./packages/partizan/notation.ts";
try {
  console.log(formatGame(await parallelValue("domineering", "...|...|...", { workers: 2 })));
} catch (error) {
  console.log(\`\${error.name}: \${error.message}\`);
}
`,
    );
    const probe = async (flags: string[]) => {
      const { stdout } = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--no-prompt", ...flags, "probe.ts"],
        cwd: dir,
        stdout: "piped",
        stderr: "null",
      }).output();
      return new TextDecoder().decode(stdout);
    };
    await t.step("with read access the workers run from the module", async () => {
      assert.equal(await probe([`--allow-read=${dir}`]), "+-1\n");
    });
    await t.step("without it the search says to build the bundle", async () => {
      assert.match(
        await probe([]),
        /^NotCapable: Cannot start the workers of parallelValue: their bundle is not built \(run deno task build\) and reading their module _parallel_worker\.ts needs --allow-read\n$/,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
