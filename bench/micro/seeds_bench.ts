/**
 * Benchmarks for the games of the contest seeds: the split game of HNOI 2014
 * ("Jiangnan"), the two-token game of ICPC NAC 2021, and the whole-process
 * comparison of `cgt judge jiangnan` with C++ solutions (bench/peers/cpp/): the
 * textbook divisor-block walk, and a port of our chunked bit-mask method.
 *
 * @module
 */

import { splitGameGrundy } from "@cgt/impartial";
import { TokenGame, type TokenPosition } from "@cgt/rulesets";

// --- Split game tables -------------------------------------------------------

Deno.bench("split game to 20000, plain (20000 values)", {
  group: "split game to 20000",
  baseline: true,
  n: 3,
  warmup: 0,
}, () => {
  splitGameGrundy(20_000, 1, { method: "plain" });
});

Deno.bench("split game to 20000, divisor blocks (20000 values)", {
  group: "split game to 20000",
}, () => {
  splitGameGrundy(20_000, 1);
});

// The plain method to 100000 takes about a minute (O(n²)), so it is left out.
Deno.bench("split game to 100000, divisor blocks (100000 values)", {
  group: "split game to 100000",
}, () => {
  splitGameGrundy(100_000, 1);
});

// --- Token game --------------------------------------------------------------

/** A small deterministic generator (xorshift32) for reproducible inputs. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

const nextToken = random(2021);
const queries: TokenPosition[] = [];
while (queries.length < 100_000) {
  const [x1, y1, x2, y2] = [0, 0, 0, 0].map(() => 1 + (nextToken() % 300));
  if (x1 !== x2 || y1 !== y2) queries.push([x1, y1, x2, y2]);
}
const tokenGame = new TokenGame(300);

Deno.bench("token game precomputation, size 300", { group: "token game setup" }, () => {
  new TokenGame(300);
});

Deno.bench("token game, count winning moves in O(1) (100000 queries)", {
  group: "token game, 100000 queries",
}, () => {
  let total = 0;
  for (const p of queries) total += tokenGame.countWinningMoves(p);
  if (total < 0) throw new Error("unreachable");
});

const fewQueries = queries.slice(0, 1000);

Deno.bench("token game, count winning moves in O(1) (1000 queries)", {
  group: "token game, 1000 queries",
  baseline: true,
}, () => {
  let total = 0;
  for (const p of fewQueries) total += tokenGame.countWinningMoves(p);
  if (total < 0) throw new Error("unreachable");
});

Deno.bench("token game, list every winning move (1000 queries)", {
  group: "token game, 1000 queries",
}, () => {
  let total = 0;
  for (const p of fewQueries) total += tokenGame.winningMoves(p).length;
  if (total < 0) throw new Error("unreachable");
});

// --- Whole process: cgt judge jiangnan vs C++ ----------------------------------

/**
 * The largest `jiangnan` input: T = 100 games of n = 100 piles, F = 1 (every
 * pile of 2 or more may be split), piles uniform in 1..99999 with the first
 * pile 99999, so both programs build the table up to 99999.
 */
function jiangnanMaxInput(): string {
  const next = random(2014);
  const lines = ["100 1"];
  for (let i = 0; i < 100; i++) {
    const piles = Array.from(
      { length: 100 },
      (_, j) => i === 0 && j === 0 ? 99_999 : 1 + (next() % 99_999),
    );
    lines.push(`100 ${piles.join(" ")}`);
  }
  return `${lines.join("\n")}\n`;
}

const jiangnanInput = new TextEncoder().encode(jiangnanMaxInput());
const root = new URL("../..", import.meta.url).pathname;

async function runProcess(command: string, args: string[]): Promise<string> {
  const child = new Deno.Command(command, {
    args,
    cwd: root,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(jiangnanInput);
  await writer.close();
  const { code, stdout } = await child.output();
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
  return new TextDecoder().decode(stdout);
}

/** Compiles bench/peers/cpp/<name>.cpp with g++ -O2, or returns undefined without g++. */
function compileCpp(name: string): string | undefined {
  const binary = `${Deno.env.get("TMPDIR") ?? "/tmp"}/cgt-bench-${name}-${Deno.pid}`;
  try {
    const { code } = new Deno.Command("g++", {
      args: ["-O2", "-o", binary, `${root}bench/peers/cpp/${name}.cpp`],
      stdout: "null",
      stderr: "inherit",
    }).outputSync();
    return code === 0 ? binary : undefined;
  } catch {
    return undefined;
  }
}

const cppTextbook = compileCpp("jiangnan");
const cppChunked = compileCpp("jiangnan_chunked");

Deno.bench("deno task cgt judge jiangnan, largest input (1 process)", {
  group: "jiangnan whole process",
  n: 10,
  warmup: 1,
}, async () => {
  await runProcess(Deno.execPath(), ["task", "-q", "cgt", "judge", "jiangnan"]);
});

if (cppTextbook !== undefined) {
  Deno.bench("C++ divisor blocks (textbook), g++ -O2, largest input (1 process)", {
    group: "jiangnan whole process",
    baseline: true,
    n: 10,
    warmup: 1,
  }, async () => {
    await runProcess(cppTextbook, []);
  });
}

if (cppChunked !== undefined) {
  Deno.bench("C++ port of our chunked bit-mask method, g++ -O2, largest input (1 process)", {
    group: "jiangnan whole process",
    n: 10,
    warmup: 1,
  }, async () => {
    await runProcess(cppChunked, []);
  });
}
