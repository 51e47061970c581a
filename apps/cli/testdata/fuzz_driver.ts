/**
 * The child process of `fuzz_test.ts`: reads fuzz cases (one JSON array per line: the
 * arguments, then the standard input) from standard input, runs each through `cgt` in memory,
 * and prints one JSON line per case before (`{"start": i}`) and after (`{"done": i, ...}`) it,
 * so that the parent can time each case and name the one in flight when the process dies.
 *
 * @module
 */

import { cgt } from "../testing.ts";

const lines = (await new Response(Deno.stdin.readable).text()).split("\n").filter((l) => l);
const encoder = new TextEncoder();
const say = (value: unknown) => Deno.stdout.writeSync(encoder.encode(JSON.stringify(value) + "\n"));

for (let i = 0; i < lines.length; i++) {
  const [args, stdin] = JSON.parse(lines[i]) as [string[], string];
  say({ start: i });
  const result = await cgt(args, stdin);
  say({
    done: i,
    code: result.code,
    stderr: result.stderr.slice(0, 2000),
    out: result.stdout.length,
  });
}
