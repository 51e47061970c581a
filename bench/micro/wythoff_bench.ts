// deno-lint-ignore-file no-console
/**
 * Benchmarks for the extended Wythoff game and nimber arithmetic, and the
 * whole-process comparison of `cgt judge slime-stones` with a floating-point
 * C++ solution (bench/peers/cpp/slime_stones.cpp, compiled here with g++ -O2 when
 * g++ is available) on the same generated input of 10^5 queries near 10^8.
 *
 * @module
 */

import { isWythoffPPosition, nimberProduct, wythoffPPosition } from "@cgt/nim";
import { adversarialInput, input, QUERIES, queries, random } from "./_slime_input.ts";

const bigQueries = queries.map(([a, b, k]) => [BigInt(a), BigInt(b), BigInt(k)]);

Deno.bench("isWythoffPPosition, numbers near 1e8 (100000 queries)", {
  group: "extended Wythoff",
  baseline: true,
}, () => {
  for (const [a, b, k] of queries) isWythoffPPosition(a, b, { k });
});

Deno.bench("isWythoffPPosition, the same as bigints (100000 queries)", {
  group: "extended Wythoff",
}, () => {
  for (const [a, b, k] of bigQueries) isWythoffPPosition(a, b, { k });
});

Deno.bench("wythoffPPosition(n), n near 6e7 (100000 positions)", {
  group: "extended Wythoff",
}, () => {
  for (let i = 0; i < QUERIES; i++) wythoffPPosition(60_000_000 + i, { k: i & 7 });
});

const next = random(64);
const productInputs = Array.from({ length: 10_000 }, () => {
  const half = () => BigInt(Math.floor(next() * 2 ** 32));
  return [(half() << 32n) | half(), (half() << 32n) | half()];
});
const productInputs32 = productInputs.map(([a, b]) => [Number(a & 0xffffffffn), Number(b >> 32n)]);

Deno.bench("nimberProduct, random 64-bit bigints (10000 products)", {
  group: "nim-product",
  baseline: true,
}, () => {
  for (const [a, b] of productInputs) nimberProduct(a, b);
});

Deno.bench("nimberProduct, random 32-bit numbers (10000 products)", {
  group: "nim-product",
}, () => {
  for (const [a, b] of productInputs32) nimberProduct(a, b);
});

const productInputs256 = productInputs.slice(0, 1000).map(([a, b], i) => {
  const c = productInputs[1000 + i][0], d = productInputs[2000 + i][0];
  return [(a << 192n) | (b << 128n) | (c << 64n) | d, (d << 192n) | (c << 128n) | (b << 64n) | a];
});

Deno.bench("nimberProduct, random 256-bit bigints (1000 products)", {
  group: "nim-product",
}, () => {
  for (const [a, b] of productInputs256) nimberProduct(a, b);
});

// ---------------------------------------------------------------------------
// Whole processes on the same input, piped to stdin.
// ---------------------------------------------------------------------------

const root = new URL("../..", import.meta.url).pathname;
const encoded = new TextEncoder().encode(input);

async function runProcess(command: string, args: string[], data = encoded): Promise<string> {
  const child = new Deno.Command(command, {
    args,
    cwd: root,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Collect the output while writing the input: a child that answers as it
  // reads would otherwise block on a full stdout pipe.
  const output = child.output();
  const writer = child.stdin.getWriter();
  await writer.write(data);
  await writer.close();
  const { code, stdout, stderr } = await output;
  if (code !== 0) throw new Error(`${command} failed: ${new TextDecoder().decode(stderr)}`);
  return new TextDecoder().decode(stdout);
}

const cgtTask = ["task", "--quiet", "cgt", "judge", "slime-stones"];
const cgtDirect = [
  "run",
  "--allow-read",
  "--allow-write",
  "--allow-env",
  "apps/cli/main.ts",
  "judge",
  "slime-stones",
];

async function compileCpp(): Promise<string | undefined> {
  const binary = `${Deno.env.get("TMPDIR") ?? "/tmp"}/cgt_slime_stones_${Deno.pid}`;
  try {
    const { code } = await new Deno.Command("g++", {
      args: ["-O2", "-o", binary, `${root}bench/peers/cpp/slime_stones.cpp`],
    }).output();
    return code === 0 ? binary : undefined;
  } catch {
    return undefined;
  }
}

const cpp = await compileCpp();
const ours = await runProcess(Deno.execPath(), cgtTask);
{
  // Check our answers once against the bigint path, then compare the C++ run.
  const lines = ours.trimEnd().split("\n");
  const wrong =
    bigQueries.filter(([a, b, k], i) => lines[i] !== (isWythoffPPosition(a, b, { k }) ? "0" : "1"))
      .length;
  const pCount = lines.filter((l) => l === "0").length;
  console.error(`slime-stones input: ${QUERIES} queries, ${pCount} P-positions (answer 0)`);
  console.error(`cgt judge slime-stones vs the bigint path: ${wrong} differences`);
  if (wrong > 0) throw new Error("cgt judge slime-stones disagrees with the bigint path");
  if (cpp) {
    const theirs = (await runProcess(cpp, [])).trimEnd().split("\n");
    const differ = lines.filter((l, i) => l !== theirs[i]).length;
    console.error(`floating-point C++ vs cgt: ${differ} different answers`);
    const hard = new TextEncoder().encode(adversarialInput());
    const hardOurs = (await runProcess(Deno.execPath(), cgtTask, hard)).trimEnd().split("\n");
    const hardTheirs = (await runProcess(cpp, [], hard)).trimEnd().split("\n");
    const hardDiffer = hardOurs.filter((l, i) => l !== hardTheirs[i]).length;
    console.error(
      `adversarial input (${hardOurs.length} queries near continued-fraction denominators): ` +
        `floating-point C++ vs cgt: ${hardDiffer} different answers`,
    );
  } else {
    console.error("g++ not found: the C++ comparison is skipped");
  }
}

Deno.bench("cgt judge slime-stones, deno task, whole process (100000 queries)", {
  group: "slime-stones whole process",
  n: 10,
  warmup: 1,
}, async () => {
  await runProcess(Deno.execPath(), cgtTask);
});

Deno.bench("cgt judge slime-stones, deno run, whole process (100000 queries)", {
  group: "slime-stones whole process",
  n: 10,
  warmup: 1,
}, async () => {
  await runProcess(Deno.execPath(), cgtDirect);
});

if (cpp) {
  Deno.bench("floating-point C++ (g++ -O2), whole process (100000 queries)", {
    group: "slime-stones whole process",
    baseline: true,
    n: 10,
    warmup: 1,
  }, async () => {
    await runProcess(cpp, []);
  });
}

globalThis.addEventListener("unload", () => {
  // --allow-write is not granted to benchmarks; rm runs under --allow-run.
  if (cpp) new Deno.Command("rm", { args: ["-f", cpp] }).outputSync();
});
