import assert from "node:assert/strict";
import { cgt } from "./testing.ts";
import { COMMANDS } from "./commands/mod.ts";
import { CliError, FileError, UsageError } from "./cli.ts";
import { GameLimitError, LimitError, PositionLimitError } from "@cgt/partizan/game-limit";
import { capEchoes, describeError, run } from "./run.ts";
import type { Io } from "./cli.ts";
import { PROBLEMS } from "./problems/mod.ts";
import { textSource } from "./problems/input.ts";

Deno.test("run() prints the command list for --help", async (t) => {
  const result = await cgt(["--help"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  for (const command of COMMANDS) assert.match(result.stdout, new RegExp(`\\n  ${command.name} `));
  await t.assertSnapshot(result.stdout);
});

Deno.test("run() prints each command's help with --help, -h and help <command>", async (t) => {
  for (const entry of COMMANDS) {
    const command = await entry.load();
    await t.step(command.name, async () => {
      assert.equal(command.name, entry.name);
      const long = await cgt([command.name, "--help"]);
      const short = await cgt([command.name, "-h"]);
      const word = await cgt(["help", command.name]);
      assert.equal(long.code, 0);
      assert.match(long.stdout, /USAGE:/);
      assert.match(long.stdout, /OPTIONS:/);
      assert.match(long.stdout, /EXAMPLES:/);
      assert.equal(short.stdout, long.stdout);
      assert.equal(word.stdout, long.stdout);
    });
  }
});

Deno.test("run() prints the version", async () => {
  assert.deepEqual(await cgt(["--version"]), {
    code: 0,
    stdout: "cgt 0.1.0\n",
    stderr: "",
    files: new Map(),
  });
  assert.equal((await cgt(["-V", "--json"])).stdout, '{"version":"0.1.0"}\n');
});

Deno.test("run() reports usage errors on one line with exit code 2", async (t) => {
  const table: [string[], string][] = [
    [[], 'error: missing command; run "cgt --help" for the list\n'],
    [["frobnicate"], 'error: unknown command "frobnicate"; run "cgt --help" for the list\n'],
    [["--frob"], 'error: unknown option "--frob"; the command comes first\n'],
    [
      ["help", "frobnicate"],
      'error: unknown command "frobnicate"; run "cgt --help" for the list\n',
    ],
    [["mex", "1", "--frob"], 'error: unknown option "--frob"\n'],
    [
      ["mex", "1", "x"],
      'error: value must be a non-negative integer written in digits, received "x"\n',
    ],
    [["demo", "extra"], 'error: unexpected argument "extra"\n'],
    [["judge"], 'error: missing problem name; run "cgt judge --help"\n'],
  ];
  for (const [args, stderr] of table) {
    await t.step(`cgt ${args.join(" ")}`, async () => {
      const result = await cgt(args);
      assert.equal(result.code, 2);
      assert.equal(result.stdout, "");
      assert.equal(result.stderr, stderr);
    });
  }
});

Deno.test("run() gives every command a --json form that prints one document", async (t) => {
  const table: [string[], string][] = [
    [["mex", "0", "1", "3", "--json"], ""],
    [["demo", "--json"], ""],
  ];
  for (const [args, stdin] of table) {
    await t.step(`cgt ${args.join(" ")}`, async () => {
      const result = await cgt(args, stdin);
      assert.equal(result.code, 0);
      assert.equal(result.stdout.trimEnd().split("\n").length, 1);
      await t.assertSnapshot(JSON.parse(result.stdout));
    });
  }
});

Deno.test("run() reports errors as one JSON document on stderr once --json is given", async (t) => {
  for (const { name } of COMMANDS) {
    for (const args of [[name, "--json", "--frob"], [name, "--frob", "--json"]]) {
      await t.step(`cgt ${args.join(" ")} exits 2 with {"error": ...}`, async () => {
        const result = await cgt(args);
        assert.equal(result.code, 2);
        assert.equal(result.stdout, "");
        assert.match(result.stderr, /^[^\n]+\n$/);
        assert.deepEqual(JSON.parse(result.stderr), { error: 'unknown option "--frob"' });
      });
    }
  }
  const table: [string[], number, string, string?][] = [
    [["--json"], 2, 'unknown option "--json"; the command comes first'],
    [["value", "{", "--json"], 1, "Cannot parse game"],
    [["nimber", "x", "--json"], 1, "Cannot parse nimber expression"],
    [["judge", "new-nim", "--json"], 1, "Cannot read new-nim input: expected k", ""],
    [["frob", "--json"], 2, 'unknown command "frob"'],
  ];
  for (const [args, code, start, stdin] of table) {
    await t.step(`cgt ${args.join(" ")} exits ${code} with {"error": ...}`, async () => {
      const result = await cgt(args, stdin);
      assert.equal(result.code, code);
      assert.equal(result.stdout, "");
      const document = JSON.parse(result.stderr);
      assert.deepEqual(Object.keys(document), ["error"]);
      assert.ok(document.error.startsWith(start), document.error);
    });
  }
  await t.step(
    "after --, a --json argument is an argument and the error a plain line",
    async () => {
      const result = await cgt(["mex", "--", "--json"]);
      assert.equal(result.code, 2);
      assert.match(result.stderr, /^error: [^\n]+\n$/);
    },
  );
});

Deno.test("cgt mex prints the mex and the nim-sum", async () => {
  const result = await cgt(["mex", "0", "1", "3"]);
  assert.equal(result.stdout, "mex 2\nnim-sum 2\n");
});

Deno.test("cgt mex takes values of any size exactly and says what is wrong with a bad one", async () => {
  // 2^53 + 1 and 2^64 + 3: the nim-sum is exact, and values past the count never change the mex.
  const big = await cgt(["mex", "9007199254740993", "0", "1", "--json"]);
  assert.equal(big.stdout, '{"mex":2,"nimSum":9007199254740992}\n');
  const huge = await cgt(["mex", "18446744073709551619", "2", "0"]);
  assert.equal(huge.stdout, "mex 1\nnim-sum 18446744073709551617\n");
  for (
    const [text, why] of [
      ["-1", "must not be negative"],
      ["1.5", "must be a whole number written in digits"],
      ["x", "must be a non-negative integer written in digits"],
    ]
  ) {
    const bad = await cgt(["mex", "0", text]);
    assert.equal(bad.code, 2);
    assert.equal(bad.stderr, `error: value ${why}, received "${text}"\n`);
  }
});

Deno.test("cgt demo prints every section", async () => {
  const result = await cgt(["demo"]);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /Sprague-Grundy/);
  assert.match(result.stdout, /mex \{0, 1, 3\} = 2/);
  // Each section names the package its values come from (the rulesets left @cgt/partizan).
  assert.match(result.stdout, /^Rulesets \(@cgt\/rulesets\)$/m);
  assert.match(result.stdout, /^Games from contest problems \(@cgt\/impartial; the two boards/m);
  assert.doesNotMatch(result.stdout, /^Rulesets \(@cgt\/partizan\)/m);
});

Deno.test("describeError() tells usage errors, library errors and bugs apart", async (t) => {
  class Impostor extends Error {
    override name = "PositionLimitError";
  }
  const long = "x".repeat(10_000);
  const table: [string, unknown, number, string][] = [
    ["usage", new UsageError('unknown option "--x"'), 2, 'error: unknown option "--x"\n'],
    ["ours", new CliError("cannot x: y"), 1, "error: cannot x: y\n"],
    ["range", new RangeError("Cannot x: y"), 1, "error: Cannot x: y\n"],
    [
      "syntax, first line only",
      new SyntaxError("Cannot parse: bad\nmore"),
      1,
      "error: Cannot parse: bad\n",
    ],
    [
      "the engine's own TypeError is a bug",
      new TypeError("Cannot read properties of undefined (reading 'left')"),
      1,
      "error: internal error: Cannot read properties of undefined (reading 'left')\n",
    ],
    [
      "a stack overflow is a bug",
      new RangeError("Maximum call stack size exceeded"),
      1,
      "error: internal error: Maximum call stack size exceeded\n",
    ],
    [
      "a TypeError without the libraries' message shape is a bug",
      new TypeError("x.rightOf is not iterable"),
      1,
      "error: internal error: x.rightOf is not iterable\n",
    ],
    [
      "a library limit",
      new PositionLimitError(3),
      1,
      `error: ${new PositionLimitError(3).message}\n`,
    ],
    ["a step limit", new GameLimitError(3), 1, `error: ${new GameLimitError(3).message}\n`],
    ["a failed operation", new Deno.errors.NotFound("gone"), 1, "error: gone\n"],
    [
      "a look-alike name is still a bug",
      new Impostor("too many"),
      1,
      "error: internal error: too many\n",
    ],
    [
      "a bug",
      new ReferenceError("x is not defined"),
      1,
      "error: internal error: x is not defined\n",
    ],
    ["not an Error", "boom", 1, "error: internal error: boom\n"],
    [
      "a long quoted token is cut to 40 characters",
      new SyntaxError(`Cannot parse: received "${long}"`),
      1,
      `error: Cannot parse: received "${"x".repeat(40)}…"\n`,
    ],
    [
      "control characters are escaped",
      new UsageError('unknown option "--\u001b[31m\u0007"'),
      2,
      'error: unknown option "--\\u001b[31m\\u0007"\n',
    ],
    [
      "a file name is cut to 40 characters, as all echoed input",
      new FileError(`${"d/".repeat(30)}t.svg`, "it is a directory"),
      1,
      `error: cannot write "${"d/".repeat(20)}…": it is a directory\n`,
    ],
    [
      "an unquoted run of input is cut to 40 characters",
      new RangeError(`Cannot x: ${long}`),
      1,
      `error: Cannot x: ${"x".repeat(40)}…\n`,
    ],
    [
      "a long message is cut to 400 characters",
      new RangeError(`Cannot x: ${"x ".repeat(300)}`),
      1,
      `error: Cannot x: ${"x ".repeat(195)}…\n`,
    ],
  ];
  for (const [name, error, code, line] of table) {
    await t.step(name, () => {
      assert.deepEqual(describeError(error, [LimitError]), {
        code,
        line,
      });
    });
  }
  await t.step("run() reports an exhausted step budget as a plain error", async () => {
    const result = await cgt(["value", 'domineering("....|....|....|....")', "--max-steps", "3"]);
    assert.equal(result.code, 1);
    assert.doesNotMatch(result.stderr, /internal error/);
  });
});

Deno.test("cgt judge <problem> --help prints that problem's format only", async () => {
  const result = await cgt(["judge", "slime-stones", "--help"]);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /slime-stones: HDU 6869/);
  assert.doesNotMatch(result.stdout, /token-game:/);
  const unknown = await cgt(["judge", "nope", "--help"]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^error: unknown problem "nope"/);
});

Deno.test("cgt judge <problem> --help shows that problem's examples only, and they run", async (t) => {
  for (const entry of PROBLEMS) {
    await t.step(entry.name, async () => {
      const help = await cgt(["judge", entry.name, "--help"]);
      assert.equal(help.code, 0);
      for (const other of PROBLEMS) {
        if (other.name !== entry.name) assert.ok(!help.stdout.includes(other.name), other.name);
      }
      const examples = help.stdout.slice(help.stdout.indexOf("EXAMPLES:"));
      const sample = /printf '([^']*)' \| cgt judge \S+\n/.exec(examples);
      assert.ok(sample, examples);
      const input = sample[1].replaceAll("\\n", "\n");
      const result = await cgt(["judge", entry.name], input);
      assert.equal(result.code, 0, result.stderr);
      assert.notEqual(result.stdout, "");
      // The same sample is kept in examples/judge/ for the README.
      const file = new URL(`../../examples/judge/${entry.name}.txt`, import.meta.url);
      assert.equal(await Deno.readTextFile(file), input);
    });
  }
});

Deno.test("cgt judge says on stderr that it reads stdin when stdin is a terminal", async () => {
  let stderr = "";
  const io: Io = {
    stdout: () => {},
    stderr: (text) => void (stderr += text),
    readStdin: textSource("3\n1 2 2\n"),
    writeFile: () => Promise.resolve(),
    stderrIsTerminal: true,
    stdinIsTerminal: true,
    color: false,
  };
  assert.equal(await run(["judge", "restricted-nim-2"], io), 0);
  assert.match(
    stderr,
    /^cgt judge restricted-nim-2: reading the input from standard input; .*Ctrl-D/,
  );
  const piped = await cgt(["judge", "restricted-nim-2"], "3\n1 2 2\n");
  assert.equal(piped.stderr, "");
});

Deno.test("capEchoes() cuts every stretch of an argument past 40 characters, quotes inside or not", () => {
  const arg = `{3 0 domineering("${".".repeat(200)}")`;
  const line = `error: Cannot parse game: expected "|" at column 4, in "${arg}"`;
  const capped = capEchoes(line, ["value", arg]);
  assert.ok(!capped.includes(arg.slice(0, 41)), capped);
  assert.ok(capped.startsWith('error: Cannot parse game: expected "|" at column 4, in "{3 0 '));
  assert.equal(capEchoes("error: short", ["value", arg]), "error: short");
  assert.equal(capEchoes(line, ["value", "x"]), line);
});
