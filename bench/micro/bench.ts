/**
 * `deno task bench [filter] [deno bench options]`: runs the `*_bench.ts`
 * files of bench/ with `deno bench`. A filter that is part of some file names
 * (`impartial`, `heap`) runs those files; any other filter runs every file
 * with `--filter`, so it selects benches by name (`"Kayles"`). Further
 * arguments starting with `-` go to `deno bench` as they are.
 *
 * @module
 */

const here = new URL(".", import.meta.url).pathname;
const options = Deno.args.filter((a) => a.startsWith("-"));
const words = Deno.args.filter((a) => !a.startsWith("-"));
if (words.length > 1) {
  await Deno.stderr.write(
    new TextEncoder().encode(`error: give at most one filter, received ${words.join(" ")}\n`),
  );
  Deno.exit(2);
}
const filter = words[0] ?? "";
const files: string[] = [];
for await (const entry of Deno.readDir(here)) {
  if (entry.isFile && entry.name.endsWith("_bench.ts")) files.push(entry.name);
}
files.sort();
const byName = files.filter((f) => f.includes(filter));
const args = byName.length > 0 ? byName : [...files, "--filter", filter];
const { code } = await new Deno.Command(Deno.execPath(), {
  args: ["bench", "--allow-read", "--allow-env", "--allow-run", ...options, ...args],
  cwd: here,
}).spawn().status;
Deno.exit(code);
