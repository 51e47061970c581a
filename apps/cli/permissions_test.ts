import assert from "node:assert/strict";
import { COMMANDS } from "./commands/mod.ts";

const main = new URL("./main.ts", import.meta.url).pathname;
const root = new URL("../../", import.meta.url).pathname;

/** Runs `deno run --no-prompt apps/cli/main.ts ...args` with no permission flags at all. */
async function bare(
  args: string[],
  stdin = "",
): Promise<{ code: number; out: string; err: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--no-prompt", main, ...args],
    cwd: root,
    env: { NPM_CONFIG_REGISTRY: "http://127.0.0.1:9" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(stdin));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code, out: decode(stdout), err: decode(stderr) };
}

Deno.test("every computing command works with no Deno permissions", async (t) => {
  const table: [string[], RegExp, string?][] = [
    [["--help"], /COMMANDS:/],
    [["demo"], /Sprague-Grundy/],
    [["mex", "0", "1", "3"], /^mex 2\n/],
    [["grundy", "kayles", "--at", "1000"], /^1\n$/],
    [["grundy", "subtraction", "1,3,4", "--to", "20", "--json"], /"period"/],
    [["nim", "3", "4", "5", "--json"], /"nimSum":2/],
    [["wythoff", "5", "6"], /outcome N/],
    [["nimber", "21508 * 42689"], /35202/],
    [["value", "{3||2*|1*}", "--thermo"], /mean 9\/4/],
    [["value", "{2|-1}", "--svg", "-"], /^<svg /],
    // Two workers on a bundled module from a data URL: no read permission needed.
    [["value", 'konane("xoxo|ox.x|xoxo|oxox")', "--workers", "2"], /^value 0\n/],
    [["compare", "^*", "0"], /\|\|/],
    [["solve", 'domineering("....|....|....|....")'], /^outcome N/],
    [["solve", 'clobber("xo|ox") + *'], /^outcome /],
    [["judge", "new-nim"], /^21\n$/, "6\n5 5 6 6 5 5\n"],
    [["misere", "kayles", "--to", "6"], /genus 4\^146/],
    // A census writes a database, which needs permissions; its help needs none.
    [["census", "--help"], /USAGE:/],
    [["table", "cutcake", "--rows", "2", "--cols", "2"], /cutcake\(m, n\)/],
    [["op", "conway-product", "*5", "*6"], /^value \*8\n/],
    [["value", 'domineering("....|....")', "--atomic-weight"], /atomic weight 0/],
  ];
  await t.step("the table has every command", () => {
    const tried = new Set(table.map(([args]) => args[0]));
    for (const { name } of COMMANDS) assert.ok(tried.has(name), `cgt ${name} is not tried`);
  });
  for (const [args, expected, stdin] of table) {
    await t.step(args.join(" "), async () => {
      const result = await bare(args, stdin);
      assert.equal(result.code, 0, result.err);
      assert.equal(result.err, "");
      assert.match(result.out, expected);
    });
  }
});

Deno.test("writing a file with no write permission is a plain one-line error", async () => {
  const result = await bare(["value", "{2|-1}", "--svg", "t.svg"]);
  assert.equal(result.code, 1);
  assert.equal(result.out, "");
  assert.match(
    result.err,
    /^error: cannot write "t\.svg": Deno has no permission to write there [^\n]*\n$/,
  );
});

Deno.test("the cgt and demo tasks ask only for scoped permissions", () => {
  const tasks = JSON.parse(Deno.readTextFileSync(`${root}deno.json`)).tasks;
  assert.equal(
    tasks.cgt.command,
    // The V8 flag bounds the heap's growth (bench/results/RESULTS.md, memory); it grants nothing.
    'deno run --v8-flags=--heap-growing-percent=50 --allow-env=NO_COLOR,INIT_CWD --allow-read="$INIT_CWD" --allow-write="$INIT_CWD" apps/cli/main.ts',
  );
  assert.equal(tasks.demo.command, "deno run --allow-env=NO_COLOR apps/cli/main.ts demo");
});

Deno.test({
  name: "deno task cgt writes --svg relative to the directory it was run in, and nowhere else",
  async fn() {
    const dir = await Deno.makeTempDir();
    try {
      const task = (args: string[]) =>
        new Deno.Command(Deno.execPath(), {
          args: ["task", "--config", `${root}deno.json`, "cgt", ...args],
          cwd: dir,
          // A fresh environment: an INIT_CWD inherited from an enclosing task would win.
          clearEnv: true,
          env: cleanEnv(),
          stdout: "piped",
          stderr: "piped",
        }).output();
      const first = await task(["value", "{2|-1}", "--svg", "t.svg"]);
      assert.equal(first.code, 0, new TextDecoder().decode(first.stderr));
      assert.match(await Deno.readTextFile(`${dir}/t.svg`), /^<svg /);
      const again = await task(["value", "{2|-1}", "--svg", "t.svg"]);
      assert.equal(again.code, 1);
      assert.match(
        new TextDecoder().decode(again.stderr),
        /error: cannot write "t\.svg": the file exists/,
      );
      const outside = await task(["value", "{2|-1}", "--svg", "../cgt-outside-test.svg"]);
      assert.equal(outside.code, 1);
      assert.match(
        new TextDecoder().decode(outside.stderr),
        /error: cannot write "\.\.\/cgt-outside-test\.svg": Deno has no permission/,
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

/** Runs `deno task cgt ...args` from `dir` in a fresh environment; returns its code and stderr. */
async function cgtTask(dir: string, args: string[]): Promise<{ code: number; err: string }> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", "--config", `${root}deno.json`, "cgt", ...args],
    cwd: dir,
    clearEnv: true,
    env: cleanEnv(),
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code, err: new TextDecoder().decode(stderr) };
}

Deno.test("deno task cgt follows no symbolic link out of the directory it was run in", async (t) => {
  // The task reads and writes only the run directory, but Deno checks the path as written:
  // without cgt's own check, a link inside would lead the write outside.
  const base = await Deno.realPath(await Deno.makeTempDir());
  try {
    await Deno.mkdir(`${base}/run`);
    await Deno.mkdir(`${base}/elsewhere`);
    await Deno.writeTextFile(`${base}/elsewhere/target.svg`, "theirs");
    await Deno.symlink(`${base}/elsewhere/target.svg`, `${base}/run/x.svg`);
    await Deno.symlink(`${base}/elsewhere`, `${base}/run/d`);
    const table: [string[], RegExp][] = [
      [["x.svg", "--force"], /^error: cannot write "x\.svg": it is a symbolic link/],
      [["d/new.svg"], /^error: cannot write "d\/new\.svg": its real location is outside/],
      [
        ["d/new.svg", "--force"],
        /^error: cannot write "d\/new\.svg": its real location is outside/,
      ],
    ];
    for (const [svg, message] of table) {
      await t.step(`--svg ${svg.join(" ")} is refused`, async () => {
        const { code, err } = await cgtTask(`${base}/run`, ["value", "{2|-1}", "--svg", ...svg]);
        assert.equal(code, 1);
        assert.match(err, message);
      });
    }
    await t.step("the files outside are untouched", async () => {
      assert.equal(await Deno.readTextFile(`${base}/elsewhere/target.svg`), "theirs");
      await assert.rejects(() => Deno.stat(`${base}/elsewhere/new.svg`), Deno.errors.NotFound);
    });
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});

Deno.test("deno task cgt writes no file when run from a directory with a comma in its path", async () => {
  // Deno splits --allow-write="$INIT_CWD" at the comma: from "<base>/d,<other>" the task may
  // write under "<base>/d" and under "<other>" too.
  const base = await Deno.realPath(await Deno.makeTempDir());
  const other = await Deno.realPath(await Deno.makeTempDir());
  try {
    const run = `${base}/d,${other}`;
    await Deno.mkdir(run, { recursive: true });
    for (const svg of [`${other}/x.svg`, "x.svg"]) {
      const { code, err } = await cgtTask(run, ["value", "{2|-1}", "--svg", svg]);
      assert.equal(code, 1);
      assert.match(err, /^error: cannot write "[^"]+": the directory cgt was run from has a comma/);
    }
    await assert.rejects(() => Deno.stat(`${other}/x.svg`), Deno.errors.NotFound);
    await assert.rejects(() => Deno.stat(`${run}/x.svg`), Deno.errors.NotFound);
  } finally {
    await Deno.remove(base, { recursive: true });
    await Deno.remove(other, { recursive: true });
  }
});

/** PATH, HOME and DENO_DIR from this process, an unreachable npm registry and NO_COLOR. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = { NPM_CONFIG_REGISTRY: "http://127.0.0.1:9", NO_COLOR: "1" };
  for (const name of ["PATH", "HOME", "DENO_DIR"]) {
    const value = Deno.env.get(name);
    if (value !== undefined) env[name] = value;
  }
  return env;
}

Deno.test("the cgt and demo tasks need no network, even with an empty Deno cache", async (t) => {
  // A fresh DENO_DIR and an unreachable npm registry: a task that needed a package (say the
  // test-only fast-check, if it were in the import map) would have to fetch it and fail.
  const cache = await Deno.makeTempDir();
  try {
    const env = { ...cleanEnv(), DENO_DIR: cache };
    for (
      const [args, expected] of [
        [["cgt", "mex", "1"], /^mex 0\nnim-sum 1\n$/],
        [["demo"], /^Sprague-Grundy basics/],
        [["cgt", "value", 'domineering("..|..")'], /^value \+-1\n/],
      ] as const
    ) {
      await t.step(`deno task ${args.join(" ")}`, async () => {
        const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
          args: ["task", "--quiet", "--config", `${root}deno.json`, ...args],
          cwd: root,
          clearEnv: true,
          env,
          stdout: "piped",
          stderr: "piped",
        }).output();
        assert.equal(code, 0, new TextDecoder().decode(stderr));
        assert.match(new TextDecoder().decode(stdout), expected);
      });
    }
  } finally {
    await Deno.remove(cache, { recursive: true });
  }
});

Deno.test({
  name: "cgt on a terminal with no permissions computes without asking for any",
  ignore: Deno.build.os !== "linux" || !(() => {
    try {
      return Deno.statSync("/usr/bin/script").isFile;
    } catch {
      return false;
    }
  })(),
  async fn() {
    // `script` runs the command on a pseudo-terminal, where Deno would prompt for a permission
    // the code asked for (reading NO_COLOR or INIT_CWD) instead of refusing it quietly.
    // A prompt waits for an answer: `timeout` ends it after 20 seconds, and the test fails.
    const command = `timeout 20 "${Deno.execPath()}" run "${main}" grundy kayles --at 1000`;
    const { stdout } = await new Deno.Command("/usr/bin/script", {
      args: ["-qec", command, "/dev/null"],
      cwd: root,
      env: { NO_COLOR: "1", PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(stdout);
    assert.doesNotMatch(text, /Deno requests/);
    assert.match(text, /^1\r?\n/m);
  },
});

Deno.test("cgt solve --save of a lone Domineering board writes only where it was run", async (t) => {
  const board = 'domineering("......|......|......|......|......|......")';
  await t.step(
    "with no write permission it is a plain one-line error, before the search",
    async () => {
      const result = await bare(["solve", board, "--save", "d.cgtt"]);
      assert.equal(result.code, 1);
      assert.equal(result.out, "");
      assert.match(
        result.err,
        /^error: cannot write "d\.cgtt": Deno has no permission to write there [^\n]*\n$/,
      );
    },
  );
  await t.step("deno task cgt saves in the run directory and resumes from it", async () => {
    const dir = await Deno.makeTempDir();
    try {
      const saved = await cgtTask(dir, ["solve", board, "--max-nodes", "1000", "--save", "d.cgtt"]);
      assert.equal(saved.code, 1);
      assert.match(saved.err, /saved the search to "d\.cgtt"/);
      assert.match(await Deno.readTextFile(`${dir}/d.cgtt`), /^cgt domineering table 1\n/);
      const resumed = await cgtTask(dir, ["solve", board, "--resume", "d.cgtt"]);
      assert.equal(resumed.code, 0, resumed.err);
      const outside = await cgtTask(dir, ["solve", board, "--save", "../cgt-outside-test.cgtt"]);
      assert.equal(outside.code, 1);
      assert.match(
        outside.err,
        /error: cannot write "\.\.\/cgt-outside-test\.cgtt": Deno has no permission/,
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
});
