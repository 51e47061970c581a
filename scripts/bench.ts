/**
 * `deno task bench [filter]`: runs the benchmark files whose name contains
 * `filter` (all of `bench/*_bench.ts` without one), as `deno task
 * bench:report [filter]` selects them. (Appended to `deno bench` directly,
 * the filter would be taken for a file path.)
 *
 * @module
 */

const root = new URL("..", import.meta.url);
const filter = Deno.args[0] ?? "";
const files: string[] = [];
for await (const entry of Deno.readDir(new URL("bench/", root))) {
  if (entry.isFile && entry.name.endsWith("_bench.ts") && entry.name.includes(filter)) {
    files.push(`bench/${entry.name}`);
  }
}
files.sort();
if (files.length === 0) {
  await Deno.stderr.write(
    new TextEncoder().encode(`error: no bench/*_bench.ts file name contains "${filter}"\n`),
  );
  Deno.exit(2);
}
const { code } = await new Deno.Command(Deno.execPath(), {
  args: ["bench", "--allow-read", "--allow-env", "--allow-run", ...files, ...Deno.args.slice(1)],
  cwd: root.pathname,
}).spawn().status;
Deno.exit(code);
