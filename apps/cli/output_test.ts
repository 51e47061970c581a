import assert from "node:assert/strict";
import {
  causeOf,
  denoIo,
  escapeControl,
  FileError,
  type Io,
  outputPath,
  shorten,
  writeOutput,
} from "./cli.ts";
import { cgt } from "./testing.ts";

const DRAW = ["value", "{2|-1}", "--svg"];

Deno.test("shorten() keeps short input and cuts long input to 40 characters", async (t) => {
  const table: [string, string, string][] = [
    ["short input as it is", "abc", "abc"],
    ["exactly 40 characters", "y".repeat(40), "y".repeat(40)],
    ["41 characters cut", "y".repeat(41), `${"y".repeat(40)}…`],
    ["10 MB cut", "z".repeat(10_000_000), `${"z".repeat(40)}…`],
    ["astral characters counted whole", "😀".repeat(41), `${"😀".repeat(40)}…`],
    ["control characters escaped", "a\nb\u001b[2J\u0007", "a\\nb\\u001b[2J\\u0007"],
  ];
  for (const [name, input, expected] of table) {
    await t.step(name, () => assert.equal(shorten(input), expected));
  }
});

Deno.test("escapeControl() leaves no control character in its result", () => {
  let all = "";
  for (let c = 0; c < 0xa0; c++) all += String.fromCharCode(c);
  // deno-lint-ignore no-control-regex
  assert.doesNotMatch(escapeControl(all), /[\u0000-\u001f\u007f-\u009f]/);
});

Deno.test("outputPath() takes relative paths from the directory the user ran cgt in", async (t) => {
  const io = { cwd: "/home/u/work" } as Io;
  const table: [string, string][] = [
    ["t.svg", "/home/u/work/t.svg"],
    ["out/t.svg", "/home/u/work/out/t.svg"],
    ["../t.svg", "/home/u/work/../t.svg"],
    ["/tmp/t.svg", "/tmp/t.svg"],
    ["-", "-"],
  ];
  for (const [path, expected] of table) {
    await t.step(path, () => assert.equal(outputPath(io, path), expected));
  }
  assert.equal(outputPath({} as Io, "t.svg"), "t.svg");
});

Deno.test("cgt value --svg - writes only the drawing to standard output", async () => {
  const result = await cgt([...DRAW, "-"]);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^]*<\/svg>\n?$/);
  assert.equal(result.files.size, 0);
  const json = await cgt([...DRAW, "-", "--json"]);
  assert.equal(json.code, 2);
  assert.deepEqual(JSON.parse(json.stderr), {
    error: 'options "--svg -" and "--json" both write to standard output',
  });
});

Deno.test("cgt value --svg takes a relative path from the user's directory", async () => {
  const result = await cgt([...DRAW, "t.svg"], "", { cwd: "/home/u" });
  assert.equal(result.code, 0);
  assert.deepEqual([...result.files.keys()], ["/home/u/t.svg"]);
  assert.match(result.stdout, /thermograph written to t\.svg\n$/);
});

Deno.test("cgt value --svg keeps an existing file unless --force is given", async () => {
  const files = new Map([["t.svg", "mine"]]);
  const kept = await cgt([...DRAW, "t.svg"], "", { files });
  assert.equal(kept.code, 1);
  assert.equal(kept.stdout, "");
  assert.equal(
    kept.stderr,
    'error: cannot write "t.svg": the file exists (give --force to overwrite it)\n',
  );
  assert.equal(files.get("t.svg"), "mine");
  const forced = await cgt([...DRAW, "t.svg", "--force"], "", { files });
  assert.equal(forced.code, 0);
  assert.match(files.get("t.svg")!, /^<svg/);
});

Deno.test("cgt value --svg reports a file it cannot write as a plain error", async (t) => {
  const table: [string, string, Error | undefined, string][] = [
    ["an empty path", "", undefined, 'cannot write "": the file name is empty'],
    [
      "a directory",
      "d",
      new Deno.errors.IsADirectory("Is a directory (os error 21)"),
      'cannot write "d": it is a directory',
    ],
    [
      "a missing directory",
      "no/t.svg",
      new Deno.errors.NotFound("x"),
      'cannot write "no/t.svg": no such file or directory',
    ],
    [
      "permission denied",
      "/t.svg",
      new Deno.errors.PermissionDenied("x"),
      'cannot write "/t.svg": permission denied',
    ],
    [
      "no Deno permission",
      "/t.svg",
      new Deno.errors.NotCapable("x"),
      'cannot write "/t.svg": Deno has no permission to write there',
    ],
    [
      "a full disk",
      "t.svg",
      new Error("No space left on device (os error 28): writefile 't.svg'"),
      'cannot write "t.svg": no space left on device (os error 28)',
    ],
    [
      "a control character in the name",
      "a\u001b.svg",
      new Deno.errors.NotFound("x"),
      'cannot write "a\\u001b.svg": no such file or directory',
    ],
  ];
  for (const [name, path, error, message] of table) {
    await t.step(name, async () => {
      const result = await cgt([...DRAW, path], "", { writeError: () => error });
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: [^\n]+\n$/);
      assert.ok(result.stderr.startsWith(`error: ${message}`), result.stderr);
      assert.doesNotMatch(result.stderr, /internal error/);
    });
  }
});

Deno.test("causeOf() names the cause of each of Deno's file errors", async (t) => {
  const table: [Error, RegExp][] = [
    [new Deno.errors.NotFound("x"), /^no such file or directory$/],
    [new Deno.errors.AlreadyExists("x"), /^the file exists/],
    [new Deno.errors.NotADirectory("x"), /^a part of the path is not a directory$/],
    [new Deno.errors.BrokenPipe("x"), /^the reader has gone away$/],
    [new Error("Read-only file system (os error 30)"), /^read-only file system \(os error 30\)$/],
  ];
  for (const [error, cause] of table) {
    await t.step(error.name, () => assert.match(causeOf(error), cause));
  }
});

Deno.test("writeOutput() writes real files and refuses to overwrite them", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const io: Io = { ...denoIo(), cwd: dir };
    await writeOutput(io, "a.svg", "one");
    assert.equal(await Deno.readTextFile(`${dir}/a.svg`), "one");
    await assert.rejects(
      () => writeOutput(io, "a.svg", "two"),
      /cannot write "a\.svg": the file exists/,
    );
    assert.equal(await Deno.readTextFile(`${dir}/a.svg`), "one");
    await writeOutput(io, "a.svg", "two", { force: true });
    assert.equal(await Deno.readTextFile(`${dir}/a.svg`), "two");
    await assert.rejects(
      () => writeOutput(io, ".", "x"),
      /cannot write "\.": it is a directory$/,
    );
    await assert.rejects(
      () => writeOutput(io, "no/a.svg", "x"),
      /cannot write "no\/a\.svg": no such file or directory/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeOutput() writes only regular files whose real location is in the run directory", async (t) => {
  const base = await Deno.makeTempDir();
  const run = `${base}/run`;
  const elsewhere = `${base}/elsewhere`;
  try {
    await Deno.mkdir(run);
    await Deno.mkdir(elsewhere);
    await Deno.writeTextFile(`${elsewhere}/target.svg`, "theirs");
    await Deno.symlink(`${elsewhere}/target.svg`, `${run}/link.svg`);
    await Deno.symlink(elsewhere, `${run}/d`);
    await Deno.mkdir(`${run}/sub`);
    await Deno.symlink(run, `${run}/sub/up`);
    const fifo = Deno.build.os === "linux" &&
      (await new Deno.Command("mkfifo", { args: [`${run}/fifo`] }).output()).success;
    const io: Io = { ...denoIo(), cwd: run };
    const table: [string, RegExp][] = [
      ["link.svg", /it is a symbolic link/],
      ["d/new.svg", /its real location is outside the directory cgt was run from/],
      ["sub/../../x.svg", /its real location is outside/],
      [`${elsewhere}/new.svg`, /its real location is outside/],
      [".", /it is a directory$/],
      ["sub", /it is a directory$/],
      ["sub/", /it is a directory$/],
      ...(fifo ? [["fifo", /it is not a regular file/]] as [string, RegExp][] : []),
    ];
    for (const [path, cause] of table) {
      await t.step(`"${path}" is refused, with --force too`, async () => {
        for (const force of [false, true]) {
          await assert.rejects(() => writeOutput(io, path, "mine", { force }), (error) => {
            assert.ok(error instanceof FileError);
            assert.match(error.message, cause);
            return true;
          });
        }
      });
    }
    await t.step("a link back into the run directory is followed", async () => {
      await writeOutput(io, "sub/up/in.svg", "mine");
      assert.equal(await Deno.readTextFile(`${run}/in.svg`), "mine");
    });
    await t.step("nothing was written outside, and no temporary file is left", async () => {
      assert.equal(await Deno.readTextFile(`${elsewhere}/target.svg`), "theirs");
      const outside = [];
      for await (const entry of Deno.readDir(elsewhere)) outside.push(entry.name);
      assert.deepEqual(outside, ["target.svg"]);
      const inside = [];
      for await (const entry of Deno.readDir(run)) inside.push(entry.name);
      assert.deepEqual(inside.filter((name) => name.endsWith(".tmp")), []);
    });
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});

Deno.test("writeOutput() leaves one whole file after concurrent --force writes", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const io: Io = { ...denoIo(), cwd: dir };
    // Texts of different lengths: a torn write would mix them or keep a longer one's tail.
    const texts = Array.from({ length: 8 }, (_, i) => String(i).repeat(200_000 + 50_000 * i));
    await Promise.all(texts.map((text) => writeOutput(io, "t.svg", text, { force: true })));
    assert.ok(texts.includes(await Deno.readTextFile(`${dir}/t.svg`)));
    const names = [];
    for await (const entry of Deno.readDir(dir)) names.push(entry.name);
    assert.deepEqual(names, ["t.svg"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cgt value --svg escapes control characters of the file name on its success line", async () => {
  const result = await cgt([...DRAW, "a\u001b[2J\n.svg"], "", { cwd: "/home/u" });
  assert.equal(result.code, 0);
  assert.match(result.stdout, /\nthermograph written to a\\u001b\[2J\\n\.svg\n$/);
});

Deno.test({
  name: "cgt reports a full standard output as a plain error",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const main = new URL("./main.ts", import.meta.url).pathname;
    const { code, stderr } = await new Deno.Command("sh", {
      args: ["-c", `"${Deno.execPath()}" run --no-prompt "${main}" mex 1 2 > /dev/full`],
      stderr: "piped",
    }).output();
    assert.equal(code, 1);
    assert.equal(
      new TextDecoder().decode(stderr),
      "error: cannot write to standard output: no space left on device (os error 28)\n",
    );
  },
});

Deno.test("files a user writes at the top of the repository do not trip the gate's deno fmt --check", async () => {
  // The repository's .gitignore and fmt settings, in a folder of their own (so that the check
  // does not depend on the state of the rest of the tree), with what `cgt ... --svg FILE` and
  // `cgt ... --json > FILE` leave behind at the top level and in out/.
  const root = new URL("../../", import.meta.url);
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  const dir = await Deno.makeTempDir();
  try {
    await Deno.copyFile(new URL(".gitignore", root), `${dir}/.gitignore`);
    await Deno.writeTextFile(
      `${dir}/deno.json`,
      JSON.stringify({ fmt: config.fmt }, null, 2) + "\n",
    );
    await Deno.writeTextFile(`${dir}/mod.ts`, "export const a = 1;\n");
    await Deno.writeTextFile(`${dir}/t.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await Deno.writeTextFile(`${dir}/result.json`, '{"outcome":"N","nimSum":2}\n');
    await Deno.mkdir(`${dir}/out`);
    await Deno.writeTextFile(`${dir}/out/values.json`, '{"values":[0,1]}\n');
    const check = () =>
      new Deno.Command(Deno.execPath(), {
        args: ["fmt", "--check"],
        cwd: dir,
        env: { NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output();
    const clean = await check();
    assert.equal(clean.code, 0, new TextDecoder().decode(clean.stderr));
    // The check itself works: an unformatted source file does fail it.
    await Deno.writeTextFile(`${dir}/mod.ts`, "export const a=1\n");
    assert.equal((await check()).code, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
