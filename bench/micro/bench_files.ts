// deno-lint-ignore-file no-console
/**
 * `deno task bench:report --bench-files [filter]`: runs the benchmark files
 * (those whose name contains `filter`, or all) with `deno bench` and rewrites
 * their sections of `bench/results/RESULTS.md`, keeping every other section and all
 * hand-written text.
 *
 * A bench name may end with `(N unit)`, for example
 * `"nim-sum of 1000 heaps (1000 heaps)"`; the report then shows a throughput
 * of N units per second.
 *
 * @module
 */

const here = new URL(".", import.meta.url);
const resultsPath = new URL("../results/RESULTS.md", here).pathname;

interface BenchJson {
  cpu: string;
  runtime: string;
  benches: {
    origin: string;
    group: string | null;
    name: string;
    baseline: boolean;
    results: { ok?: { n: number; avg: number; min: number; max: number } }[];
  }[];
}

function formatTime(ns: number): string {
  if (ns < 1e3) return `${ns.toFixed(1)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toFixed(1)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toFixed(2)} ms`;
  return `${(ns / 1e9).toFixed(2)} s`;
}

function formatRate(perSecond: number): string {
  if (perSecond >= 1e9) return `${(perSecond / 1e9).toFixed(2)} G`;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} M`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k`;
  return perSecond.toFixed(1);
}

function machine(cpu: string): string {
  const memory = Deno.systemMemoryInfo().total;
  return `${cpu}, ${navigator.hardwareConcurrency} cores, ${
    (memory / 2 ** 30).toFixed(0)
  } GiB, ${Deno.build.os} ${Deno.osRelease()}`;
}

function section(file: string, json: BenchJson, date: string): string {
  const rows: string[] = [];
  const benches = json.benches.filter((b) => b.origin.endsWith(`/${file}`));
  const baselines = new Map<string, number>();
  for (const b of benches) {
    const avg = b.results[0]?.ok?.avg;
    if (b.baseline && avg !== undefined) baselines.set(b.group ?? "", avg);
  }
  for (const b of benches) {
    const ok = b.results[0]?.ok;
    if (!ok) {
      rows.push(`| ${b.group ?? ""} | ${b.name} | failed | | |`);
      continue;
    }
    const unit = /\((\d[\d_]*) ([^)]+)\)\s*$/.exec(b.name);
    const throughput = unit
      ? `${formatRate(Number(unit[1].replaceAll("_", "")) / (ok.avg / 1e9))} ${unit[2]}/s`
      : "";
    const base = baselines.get(b.group ?? "");
    const relative = b.baseline
      ? "baseline"
      : base !== undefined
      ? `${(base / ok.avg).toFixed(2)}x`
      : "";
    rows.push(
      `| ${b.group ?? ""} | ${b.name} | ${formatTime(ok.avg)} | ${throughput} | ${relative} |`,
    );
  }
  return [
    `<!-- bench:${file} -->`,
    `### ${file}`,
    "",
    `Machine: ${machine(json.cpu)}; ${json.runtime}; run ${date}.`,
    "",
    "| group | workload | time (avg) | throughput | speed vs baseline |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    `<!-- /bench:${file} -->`,
  ].join("\n");
}

/**
 * Runs the matching `*_bench.ts` files and rewrites their sections.
 *
 * @param filter A substring of the file names to run ("" for all).
 * @returns The exit code.
 */
export async function benchFiles(filter: string): Promise<number> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(here)) {
    if (entry.isFile && entry.name.endsWith("_bench.ts") && entry.name.includes(filter)) {
      files.push(entry.name);
    }
  }
  files.sort();
  if (files.length === 0) {
    console.error(`error: no benchmark file matches "${filter}"`);
    return 2;
  }

  const { code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["bench", "--json", "--allow-read", "--allow-env", "--allow-run", ...files],
    cwd: here.pathname,
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (code !== 0) {
    console.error("error: deno bench failed");
    return 1;
  }
  const json = JSON.parse(new TextDecoder().decode(stdout)) as BenchJson;
  const date = new Date().toISOString().slice(0, 10);

  let text: string;
  try {
    text = await Deno.readTextFile(resultsPath);
  } catch {
    text = "# Benchmark results\n\nGenerated sections are rewritten by `deno task bench:report`.\n";
  }
  for (const file of files) {
    const block = section(file, json, date);
    const pattern = new RegExp(`<!-- bench:${file} -->[\\s\\S]*?<!-- /bench:${file} -->`);
    text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  }
  await Deno.writeTextFile(resultsPath, text.endsWith("\n") ? text : `${text}\n`);
  console.log(`wrote ${resultsPath} (${files.join(", ")})`);
  return 0;
}
