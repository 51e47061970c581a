import assert from "node:assert/strict";
import { COMMANDS } from "./commands/mod.ts";

/**
 * A seeded fuzz of the `cgt` command with hostile input. Every case is an example from a
 * command's own help, mutated: a positional replaced by a hostile token, an option of the
 * command added with a hostile value, a token dropped, or (for `judge`) a sample input
 * corrupted. The cases run in a child process capped at 1 GB of heap; a case fails on exit codes
 * other than 0, 1 and 2, on "internal error", on an engine message (a TypeError of JavaScript
 * itself, a stack overflow), on an error that is not one line, on echoing more than 40
 * characters of a hostile token, on running past its time limit, or on taking the process down.
 *
 * `CGT_FUZZ_CASES` sets the number of cases (default 1000, about half a minute here) and
 * `CGT_FUZZ_SEED` the seed (default 20261204), for longer runs by hand.
 */

const CASES = Number(Deno.env.get("CGT_FUZZ_CASES") ?? 1000);
const SEED = Number(Deno.env.get("CGT_FUZZ_SEED") ?? 20261204);
/** The longest a case may run, in ms: the default limits must answer or refuse by then. */
const CASE_LIMIT_MS = 6000;
/** The heap cap of the child process, in MB. */
const HEAP_MB = 1024;

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tokens no command should choke on. */
const HOSTILE: string[] = [
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "1e309",
  "18446744073709551616",
  "9".repeat(400),
  "",
  " ",
  "\u0000",
  "\u001b[31mred",
  "a".repeat(1000),
  "{",
  "}",
  "{|}",
  "{0|",
  "|||",
  "^<4096>",
  "*99999999999",
  "on & off",
  "over & v - 2",
  "'{0|^*}'",
  "1 constructor 2",
  "valueOf",
  "__proto__",
  "toString",
  "hasOwnProperty",
  `domineering("${".".repeat(200)}")`,
  'clobber("xo|")',
  'takeAndBreak("0.8", 100000)',
  `arcKayles("${"-".repeat(300)}")`,
  "-{1|0}",
  "--",
  "-",
  "1/3",
  "2^-5",
  "ω",
  "↑",
  "∗",
  "🙂",
  "(".repeat(5000),
  "x".repeat(100000),
];

/** Splits a help example line into arguments, honouring single and double quotes. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = "";
  let quote = "";
  let started = false;
  for (const c of line) {
    if (quote !== "") {
      if (c === quote) quote = "";
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (c === " ") {
      if (started) words.push(word);
      word = "";
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}

interface CommandShape {
  name: string;
  examples: string[][];
  options: string[];
}

/** Each command's examples (the words after `cgt`) and option names, read from its help. */
async function shapes(): Promise<CommandShape[]> {
  const out: CommandShape[] = [];
  for (const entry of COMMANDS) {
    const help = (await entry.load()).help;
    const examples = help.split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith(`cgt ${entry.name}`))
      .map((line) => line.replace(/\s+#.*$/, "").replace(/\s*[<|>].*$/, ""))
      .map((line) => shellWords(line).slice(1));
    const options = [...new Set([...help.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0]))];
    out.push({ name: entry.name, examples: examples.length ? examples : [[entry.name]], options });
  }
  return out;
}

interface Case {
  args: string[];
  stdin: string;
  hostile: string[];
}

async function judgeInputs(): Promise<Record<string, string>> {
  const inputs: Record<string, string> = {};
  for await (const file of Deno.readDir(new URL("../../examples/judge/", import.meta.url))) {
    if (!file.name.endsWith(".txt")) continue;
    inputs[file.name.slice(0, -4)] = await Deno.readTextFile(
      new URL(`../../examples/judge/${file.name}`, import.meta.url),
    );
  }
  return inputs;
}

function makeCases(commands: CommandShape[], judge: Record<string, string>): Case[] {
  const next = random(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const cases: Case[] = [];
  const problems = Object.keys(judge);
  while (cases.length < CASES) {
    const command = pick(commands);
    const args = [...pick(command.examples)];

    const hostile: string[] = [];
    let stdin = "";
    const mutations = 1 + Math.floor(next() * 3);
    for (let m = 0; m < mutations; m++) {
      const token = pick(HOSTILE);
      const kind = next();
      if (kind < 0.4 && args.length > 1) {
        args[1 + Math.floor(next() * (args.length - 1))] = token;
        hostile.push(token);
      } else if (kind < 0.7) {
        args.push(pick(command.options));
        if (next() < 0.7) {
          args.push(token);
          hostile.push(token);
        }
      } else if (kind < 0.8 && args.length > 1) {
        args.splice(1 + Math.floor(next() * (args.length - 1)), 1);
      } else {
        args.splice(1 + Math.floor(next() * args.length), 0, token);
        hostile.push(token);
      }
    }
    // A small budget where the command takes one (put in after the mutations, so that none
    // removes it), so that a case stops well within its time limit on a loaded machine; a
    // --max-steps of the mutations comes later and wins, as it would for a user.
    if (command.options.includes("--max-steps")) args.splice(1, 0, "--max-steps", "200000");
    if (command.name === "judge" && problems.length > 0) {
      const problem = pick(problems);
      args.splice(1, 0, problem);
      const words = judge[problem].split(/\s+/).filter((w) => w);
      const token = pick(HOSTILE);
      const how = next();
      if (how < 0.4) words[Math.floor(next() * words.length)] = token;
      else if (how < 0.7) words.length = Math.floor(next() * words.length);
      else words.splice(Math.floor(next() * words.length), 0, token);
      hostile.push(token);
      stdin = words.join(" ");
    }
    cases.push({ args, stdin, hostile });
  }
  return cases;
}

/** Engine messages: JavaScript's own errors reaching the user. */
const ENGINE = [
  "is not a function",
  "Cannot read propert",
  "is not iterable",
  "call stack",
  "Do not know how to serialize",
  "is not defined",
  "Invalid regular expression",
  "Invalid array length",
  "Invalid string length",
  "out of memory",
  "Cannot convert a Symbol",
  "Cannot mix BigInt",
  "[object Object]",
];

interface Outcome {
  code?: number;
  stderr?: string;
  problem?: string;
  ms: number;
}

/** Runs the cases in child processes; one that dies or overruns is a finding, the rest go on. */
async function runCases(cases: Case[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let from = 0;
  while (from < cases.length) {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        `--v8-flags=--max-old-space-size=${HEAP_MB},--stack-size=984`,
        new URL("./testdata/fuzz_driver.ts", import.meta.url).pathname,
      ],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(
      new TextEncoder().encode(
        cases.slice(from).map((c) => JSON.stringify([c.args, c.stdin])).join("\n") + "\n",
      ),
    );
    await writer.close();
    const stderrText = new Response(child.stderr).text();
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let started = -1;
    let startedAt = 0;
    let killed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, CASE_LIMIT_MS);
    };
    arm();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if ("start" in line) {
          started = line.start;
          startedAt = performance.now();
          arm();
        } else {
          outcomes[from + line.done] = {
            code: line.code,
            stderr: line.stderr,
            ms: performance.now() - startedAt,
          };
          started = -1;
        }
      }
    }
    clearTimeout(timer);
    await child.status;
    const childError = (await stderrText).trim().split("\n").slice(-1)[0] ?? "";
    const processed = outcomes.length - from;
    if (started >= 0) {
      outcomes[from + started] = {
        problem: killed
          ? `ran past ${CASE_LIMIT_MS} ms`
          : `took the process down (heap cap ${HEAP_MB} MB): ${childError.slice(0, 200)}`,
        ms: performance.now() - startedAt,
      };
      from += started + 1;
    } else if (processed <= 0) {
      throw new Error(`the fuzz driver failed: ${childError}`);
    } else {
      from = outcomes.length;
    }
  }
  return outcomes;
}

/** What is wrong with one outcome, if anything. */
function judgeOutcome(c: Case, o: Outcome): string | undefined {
  if (o.problem !== undefined) return o.problem;
  const stderr = o.stderr ?? "";
  if (o.code !== 0 && o.code !== 1 && o.code !== 2) return `exit code ${o.code}`;
  if (stderr.includes("internal error")) return `internal error: ${stderr.slice(0, 200)}`;
  for (const e of ENGINE) {
    if (stderr.includes(e)) return `engine message: ${stderr.slice(0, 200)}`;
  }
  if (o.code !== 0) {
    const lines = stderr.split("\n").filter((l) => l !== "");
    const last = lines[lines.length - 1] ?? "";
    if (!(last.startsWith("error: ") || last.startsWith('{"error":'))) {
      return `error not in the "error: ..." form: ${stderr.slice(0, 200)}`;
    }
    if (lines.filter((l) => l.startsWith("error: ") || l.startsWith('{"error":')).length > 1) {
      return `more than one error line: ${stderr.slice(0, 200)}`;
    }
  }
  for (const token of c.hostile) {
    if (token.length > 40 && stderr.includes(token.slice(0, 41))) {
      return `echoed more than 40 characters of the input: ${stderr.slice(0, 120)}`;
    }
  }
  return undefined;
}

Deno.test("cgt answers hostile input with a result or one clear error line", async () => {
  const commands = await shapes();
  const cases = makeCases(commands, await judgeInputs());
  const outcomes = await runCases(cases);
  const findings: string[] = [];
  for (let i = 0; i < cases.length; i++) {
    const problem = judgeOutcome(cases[i], outcomes[i]);
    if (problem !== undefined) {
      const shown = JSON.stringify([cases[i].args, cases[i].stdin.slice(0, 80)]).slice(0, 300);
      findings.push(`case ${i}: ${shown}: ${problem}`);
    }
  }
  assert.deepEqual(findings, [], `${findings.length} of ${cases.length} hostile cases failed`);
  // The fuzz reaches the commands' work, not only their argument checks.
  const codes = outcomes.map((o) => o.code);
  assert.equal(codes.length, cases.length);
  assert.ok(codes.filter((c) => c === 0).length >= cases.length / 10, "too few cases succeed");
  assert.ok(codes.filter((c) => c === 1).length >= cases.length / 20, "too few cases fail");
});
