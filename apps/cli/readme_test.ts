import assert from "node:assert/strict";
import { COMMANDS } from "./commands/mod.ts";
import { cgt } from "./testing.ts";

const root = new URL("../../", import.meta.url);
const README = await Deno.readTextFile(new URL("README.md", root));
const TASKS: Record<string, unknown> = JSON.parse(
  await Deno.readTextFile(new URL("deno.json", root)),
).tasks;
/** How every Deno command in the README starts, so that it runs with only Node.js installed. */
const DENO = ["npx", "-y", "deno@2.9.6"];

/** The command lines of the README's `sh` blocks. */
function commandLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const block of markdown.matchAll(/```sh\n([^]*?)```/g)) {
    lines.push(...block[1].split("\n").filter((line) => line.trim() !== ""));
  }
  return lines;
}

/** A shell line split into words and operators (`|`, `<`, `>`), without its comment. */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      assert.ok(end > i, `unclosed quote in: ${line}`);
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
    } else if (c === " ") {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else if (c === "#" && word === undefined) {
      break;
    } else if ((c === "|" || c === "<" || c === ">") && word === undefined) {
      out.push(c);
    } else word = (word ?? "") + c;
  }
  if (word !== undefined) out.push(word);
  return out;
}

/** One README command: its words, the stdin it is given and where its stdout goes. */
interface Step {
  line: string;
  args: string[];
  stdin: string;
  stdout?: string;
}

async function step(line: string): Promise<Step> {
  let parts = words(line);
  let stdin = "";
  const pipe = parts.indexOf("|");
  if (pipe >= 0) {
    const [program, ...rest] = parts.slice(0, pipe);
    assert.equal(program, "echo", `only echo pipes into a README command: ${line}`);
    stdin = `${rest.join(" ")}\n`;
    parts = parts.slice(pipe + 1);
  }
  let stdout: string | undefined;
  for (const op of ["<", ">"]) {
    const at = parts.indexOf(op);
    if (at < 0) continue;
    assert.equal(at, parts.length - 2, `a redirection ends the line: ${line}`);
    const path = parts[at + 1];
    if (op === "<") stdin = await Deno.readTextFile(new URL(path, root));
    else stdout = path;
    parts = parts.slice(0, at);
  }
  return { line, args: parts, stdin, stdout };
}

const steps = await Promise.all(commandLines(README).map(step));

Deno.test("README command lines exist and each is understood", () => {
  assert.ok(steps.length >= 30, `only ${steps.length} command lines found`);
});

Deno.test("every Deno command in the README runs with only Node.js installed", async (t) => {
  for (const { line, args } of steps) {
    if (args[0] === "bash") continue; // bash .ci/run, which itself uses npx
    await t.step(line, () => assert.deepEqual(args.slice(0, 3), DENO));
  }
});

Deno.test("every task the README names exists in deno.json", async (t) => {
  for (const { line, args } of steps) {
    if (args[3] !== "task") continue;
    await t.step(line, () => assert.ok(args[4] in TASKS, `no task "${args[4]}"`));
  }
});

Deno.test("no README command writes into the repository", async (t) => {
  for (const { line, args, stdout } of steps) {
    await t.step(line, () => {
      if (stdout !== undefined) {
        assert.ok(stdout.startsWith("/"), `writes ${stdout} in the repository`);
      }
      const svg = args.indexOf("--svg");
      if (svg >= 0) assert.equal(args[svg + 1], "-", "--svg FILE would write into the repository");
      for (const writes of ["--save"]) {
        const at = args.indexOf(writes);
        if (at >= 0) {
          assert.ok(args[at + 1].startsWith("/"), `${writes} FILE would write into the repository`);
        }
      }
      const out = args.indexOf("--out");
      if (out >= 0) {
        assert.ok(args[out + 1].startsWith("/"), "--out DIR would write into the repository");
      }
    });
  }
});

Deno.test("every cgt command in the README is in the command table and succeeds", async (t) => {
  const names = new Set(COMMANDS.map((c) => c.name));
  for (const { line, args, stdin, stdout } of steps) {
    if (args[3] !== "task" || args[4] !== "cgt") continue;
    await t.step(line, async () => {
      const cgtArgs = args.slice(5);
      if (!cgtArgs[0].startsWith("-")) assert.ok(names.has(cgtArgs[0]), `no command ${cgtArgs[0]}`);
      const result = await cgt(cgtArgs, stdin);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stderr, "");
      assert.notEqual(result.stdout, "");
      assert.equal(result.files.size, 0);
      if (stdout?.endsWith(".svg")) assert.match(result.stdout, /^<svg /);
    });
  }
});

Deno.test("the README's comments give the values the commands print", async (t) => {
  // The results the README promises, checked against what the command prints.
  const table: [RegExp, RegExp][] = [
    [/cgt mex 0 1 3$/, /mex 2\nnim-sum 2/],
    [/grundy kayles --to 100$/, /period 12, preperiod 71, proved/],
    [/grundy kayles --at 1000000000000000000$/, /^\d+\n$/],
    [
      /cgt nim 3 4 5 --json$/,
      /^\{"outcome":"N","nimSum":2,"winningMoves":\[\{"heap":0,"from":3,"to":1\}\]\}\n$/,
    ],
    [/cgt nim 1 1 5 --misere$/, /heap 2: 5 -> 1/],
    [/cgt wythoff 5 6 --k 0$/, /-> \(1, 2\)\n.*-> \(5, 3\)/],
    [/cgt nimber 21508 \* 42689$/, /35202/],
    [/cgt value \{0,\*\|0\}$/, /value \^\*\noutcome N/],
    [/cgt compare \^\* 0$/, /\|\|/],
    [/value omega - 5 --birthday$/, /^value ω-5\noutcome L .*\nbirthday ω\+5\n$/],
    [/--thermo$/, /mean 9\/4\ntemperature 3\/4\nleft stop 3\nright stop 2/],
    [/toads\("TFT\.TFF"\)$/, /^value \{1\^\|-1\^\}\n/],
    [/cgt value \^\.Pow\(2\)$/, /^value \^<2>\n/],
    [/judge new-nim$/, /^21\n$/],
    [/arcKayles\("----"\) --misere$/, /^value 0\noutcome P .*\nmisère outcome N /],
    [
      /'\{0\|\^\*\}' \+ \* --misere$/,
      /^form '\{0\|\^\*\}' \+ \*\nvalue \^\^\*\n.*\nmisère outcome N .*as written\n$/,
    ],
    [/hackenbush\(":Alre:A"\) \+ arcKayles\("-----"\)$/, /^value 1\/2\*2\n/],
    [/ToadsAndFrogs\("TFT\.TFF"\) \+ Kayles\(5\)$/, /^value \{1\^\*4\|-1\^\*4\}\n/],
    [/misere kayles --to 12$/, /\n 5 .* genus 4\^146 {2}\*\[2\[2\]321\]\n/],
    [/misere sum octal 0\.07 3 4 --json$/, /"misereOutcome":"N"/],
    [/solve cram\("\.{5}\|\.{5}\|\.{5}\|\.{5}"\)$/, /^outcome N [^]*\nnimber \*2\n/],
    [
      /misere quotient octal 0\.75 --to 30$/,
      /\nQ = <a,b,c \| a2=1,b3=b,bc=ab,c2=b2>; P = \{a,b2\}\n/,
    ],
  ];
  for (const [pattern, output] of table) {
    const found = steps.find((s) => pattern.test(s.args.join(" ")));
    await t.step(pattern.source, async () => {
      assert.ok(found, `no README line matches ${pattern}`);
      assert.match((await cgt(found.args.slice(5), found.stdin)).stdout, output);
    });
  }
});

Deno.test("every file a README command reads exists in a fresh checkout", async (t) => {
  // Redirections (<) are read when the steps are built; options that name an input file are here.
  for (const { line, args } of steps) {
    for (const option of ["--compare"]) {
      const at = args.indexOf(option);
      if (at < 0) continue;
      await t.step(line, async () => {
        const path = args[at + 1];
        assert.ok((await Deno.stat(new URL(path, root))).isFile, `${path} does not exist`);
      });
    }
  }
});
