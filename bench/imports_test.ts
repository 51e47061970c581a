import assert from "node:assert/strict";

const BENCH = new URL("./", import.meta.url);
const APPS = new URL("../apps/", import.meta.url).href;

/** The relative specifiers of a module's static, re-export and dynamic imports. */
function relativeSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']*)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The imports of `source` (a module at `url`) that reach into apps/. */
function importsIntoApps(source: string, url: URL): string[] {
  return relativeSpecifiers(source).filter((s) => new URL(s, url).href.startsWith(APPS));
}

async function* modules(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory) yield* modules(new URL(`${entry.name}/`, dir));
    else if (entry.isFile && entry.name.endsWith(".ts")) yield new URL(entry.name, dir);
  }
}

Deno.test("importsIntoApps() finds relative imports from bench/ into apps/", () => {
  const at = new URL("workloads/x.ts", BENCH);
  const source = [
    'import type { Io } from "../../apps/cli/cli.ts";',
    'export { run } from "../../apps/cli/run.ts";',
    'await import("../../apps/cli/commands/_loopy.ts");',
    'import "../../apps/cli/main.ts";',
    'import { JOBS } from "./registry.ts";',
    'import { equals } from "@cgt/partizan";',
  ].join("\n");
  assert.deepEqual(importsIntoApps(source, at), [
    "../../apps/cli/cli.ts",
    "../../apps/cli/run.ts",
    "../../apps/cli/commands/_loopy.ts",
    "../../apps/cli/main.ts",
  ]);
});

Deno.test("no module in bench/ imports an app's module", async () => {
  const findings: string[] = [];
  for await (const url of modules(BENCH)) {
    const source = await Deno.readTextFile(url);
    for (const s of importsIntoApps(source, url)) {
      findings.push(`${url.pathname.slice(BENCH.pathname.length)}: ${s}`);
    }
  }
  assert.deepEqual(findings, []);
});
