/**
 * The quality gate behind `deno task ok`: every step must pass, in order.
 *
 * Runs format check, lint, type check, the import-direction check (`check_imports.ts`: package
 * direction, member boundaries, private modules, no cycles), all tests with doc examples,
 * `deno doc --lint` on every exported entry point (all together, then each
 * alone, since a subpath's page must name every type its exports mention), a check that the
 * generated worker bundle of `parallelValue` is what the sources make now (the task builds it
 * first: `deno task build`), and `deno publish --dry-run` for the workspace's packages, which
 * ships that bundle. Uses the running Deno executable,
 * so it works the same under `npx -y deno@2.9.6 task ok`.
 *
 * @module
 */

const deno = Deno.execPath();
const root = new URL("..", import.meta.url).pathname;
// The published packages: every workspace member under packages/.
const packages: string[] = JSON.parse(await Deno.readTextFile(`${root}deno.json`)).workspace
  .map((member: string) => member.replace(/^\.\//, ""))
  .filter((member: string) => member.startsWith("packages/"));

/** Every file named in the `exports` map of each package. */
async function entryPoints(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of packages) {
    const config = JSON.parse(await Deno.readTextFile(`${root}${dir}/deno.json`));
    const exports: Record<string, string> = typeof config.exports === "string"
      ? { ".": config.exports }
      : config.exports;
    for (const file of Object.values(exports)) files.push(`${dir}/${file.replace(/^\.\//, "")}`);
  }
  return files;
}

const entries = await entryPoints();
const steps: [string, string[]][] = [
  ["format", ["fmt", "--check"]],
  ["lint", ["lint"]],
  ["type check", ["check", "--lock=testing/deno.lock", "."]],
  ["import directions", ["run", "--allow-read", "scripts/check_imports.ts"]],
  ["tests", [
    "test",
    "--doc",
    "--lock=testing/deno.lock",
    "--shuffle",
    "--allow-read",
    "--allow-write",
    "--allow-env",
    "--allow-run",
  ]],
  ["doc lint", ["doc", "--lint", ...entries]],
  ...entries.map((file): [string, string[]] => [`doc lint of ${file}`, ["doc", "--lint", file]]),
  // What the dry run packs includes the generated worker bundle (not in git): `deno task ok`
  // builds it first, and this fails if it is missing or no longer what the sources make.
  ["worker bundle is current", [
    "run",
    "--allow-read",
    "--allow-run",
    "scripts/bundle_worker.ts",
    "--check",
  ]],
  ["publish dry run", ["publish", "--dry-run", "--allow-dirty"]],
];

for (const [name, args] of steps) {
  const line = `== ${name}: deno ${args.join(" ")}`;
  await Deno.stdout.write(new TextEncoder().encode(`${line}\n`));
  const { code } = await new Deno.Command(deno, { args, cwd: root }).spawn().status;
  if (code !== 0) {
    await Deno.stderr.write(new TextEncoder().encode(`error: gate step "${name}" failed\n`));
    Deno.exit(1);
  }
}
await Deno.stdout.write(new TextEncoder().encode("== gate passed\n"));
