// deno-lint-ignore-file no-console
/**
 * Start-up of the `cgt` command, measured by hand (not part of any report):
 * `deno run -A bench/workloads/startup.ts [runs]` spawns each command `runs` times and
 * prints min and median wall milliseconds, then the time a fresh process
 * spends importing each part of the `value` command's module graph.
 *
 * @module
 */

import { loadText, median } from "../support/machine.ts";

const root = new URL("../..", import.meta.url).pathname;
const runs = Number(Deno.args[0] ?? 15);
const deno = Deno.execPath();
const flags = ["run", "--allow-read", "--allow-write", "--allow-env"];
const empty = await Deno.makeTempFile({ suffix: ".ts" });

async function wall(cmd: string, args: string[]): Promise<number> {
  const start = performance.now();
  const out = await new Deno.Command(cmd, { args, cwd: root, stdout: "null", stderr: "null" })
    .output();
  if (!out.success) throw new Error(`${cmd} ${args.join(" ")} failed`);
  return performance.now() - start;
}

const commands: [string, string, string[]][] = [
  ["deno run (empty file)", deno, ["run", empty]],
  ["cgt --version", deno, [...flags, "apps/cli/main.ts", "--version"]],
  ["cgt value 0", deno, [...flags, "apps/cli/main.ts", "value", "0"]],
  ["deno task cgt value 0", deno, ["task", "-q", "cgt", "value", "0"]],
  ["cgt grundy octal 0.77 --to 10", deno, [
    ...flags,
    "apps/cli/main.ts",
    "grundy",
    "octal",
    "0.77",
    "--to",
    "10",
  ]],
];
console.log(`load ${loadText()}`);
for (const [name, cmd, args] of commands) {
  await wall(cmd, args);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await wall(cmd, args));
  console.log(
    `${name}: min ${Math.min(...times).toFixed(1)} ms, median ${
      median(times).toFixed(1)
    } ms (load ${loadText()})`,
  );
}

const imports = [
  "packages/partizan/notation.ts",
  "packages/partizan/compare.ts",
  "packages/partizan/mod.ts",
  "packages/partizan/temperature/thermograph_svg.ts",
  "packages/rulesets/mod.ts",
  "apps/cli/commands/value.ts",
  "apps/cli/run.ts",
];
for (const file of imports) {
  const script = `const t = performance.now(); await import(${
    JSON.stringify(`${root}${file}`)
  }); console.log(performance.now() - t);`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = await new Deno.Command(deno, { args: ["eval", script], cwd: root, stdout: "piped" })
      .output();
    times.push(Number(new TextDecoder().decode(out.stdout)));
  }
  console.log(
    `import ${file} in a fresh process: min ${Math.min(...times).toFixed(1)} ms, median ${
      median(times).toFixed(1)
    } ms`,
  );
}
await Deno.remove(empty);
