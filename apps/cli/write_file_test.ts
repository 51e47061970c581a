import assert from "node:assert/strict";
import fc from "fast-check";
import { writeFileInside } from "./write_file.ts";

/** The names in `dir`, sorted. */
async function namesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

/** Yields `chunks`, then throws `error` (a writer stopped midway). */
function* failingAfter(chunks: Uint8Array[], error: Error): Generator<Uint8Array> {
  yield* chunks;
  throw error;
}

Deno.test("writeFileInside()", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("writes chunks of bytes as the one string of their text is written", async () => {
      const encoder = new TextEncoder();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.string({ maxLength: 40 }), { maxLength: 12 }),
          async (parts) => {
            await writeFileInside(
              dir,
              `${dir}/chunks.txt`,
              parts.map((part) => encoder.encode(part)),
            );
            await writeFileInside(dir, `${dir}/string.txt`, parts.join(""));
            assert.deepEqual(
              await Deno.readFile(`${dir}/chunks.txt`),
              await Deno.readFile(`${dir}/string.txt`),
            );
            assert.equal(await Deno.readTextFile(`${dir}/chunks.txt`), parts.join(""));
          },
        ),
        { seed: 25_121, numRuns: 40 },
      );
      assert.deepEqual(await namesIn(dir), ["chunks.txt", "string.txt"]);
    });

    await t.step("leaves no file and no temporary file when the chunks fail midway", async () => {
      const stop = new Error("stopped");
      const chunks = [new Uint8Array(1000).fill(65), new Uint8Array(1000).fill(66)];
      await assert.rejects(
        () =>
          writeFileInside(dir, `${dir}/new.txt`, failingAfter(chunks, stop), { createNew: true }),
        (error) => error === stop,
      );
      assert.deepEqual(await namesIn(dir), ["chunks.txt", "string.txt"]);
    });

    await t.step("leaves the file it would replace as it was when the chunks fail", async () => {
      await Deno.writeTextFile(`${dir}/old.txt`, "the old table");
      const stop = new Error("stopped");
      await assert.rejects(
        () => writeFileInside(dir, `${dir}/old.txt`, failingAfter([new Uint8Array(10)], stop)),
        (error) => error === stop,
      );
      assert.equal(await Deno.readTextFile(`${dir}/old.txt`), "the old table");
      assert.deepEqual(await namesIn(dir), ["chunks.txt", "old.txt", "string.txt"]);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
