import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

/**
 * A search of some 500 nodes by the generic search, which --save and --resume take (without
 * them a lone Clobber board takes the bitboard search).
 */
const SMALL = 'clobber("xoxo|oxox|xoxo|oxox")';
/** A lone Domineering board of some 4,300 nodes, which --save and --resume search on bitboards. */
const DOMINEERING = 'domineering("......|......|......|......|......|......")';
/** A search of many thousands of nodes and seconds, to be stopped by Ctrl-C. */
const LARGE = 'clobber("xoxox|oxoxo|xoxox|oxoxo") + clobber("xoxox|oxoxo|xoxox")';

/** Runs `cgt` in `dir` and copies the files it wrote there onto the disk. */
async function cgtIn(dir: string, args: string[]) {
  const result = await cgt(args, "", { cwd: dir });
  for (const [path, text] of result.files) await Deno.writeTextFile(path, text);
  return result;
}

Deno.test("cgt solve --save and --resume", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step(
      "a search stopped by --max-nodes saves, and --resume ends it in fewer nodes",
      async () => {
        const fresh = JSON.parse(
          (await cgtIn(dir, ["solve", "--json", SMALL, "--save", "fresh.cgtt"])).stdout,
        );
        const limit = Math.floor(fresh.nodes / 2);
        const stopped = await cgtIn(dir, [
          "solve",
          SMALL,
          "--max-nodes",
          `${limit}`,
          "--save",
          "t.cgtt",
        ]);
        assert.equal(stopped.code, 1);
        assert.equal(
          stopped.stderr,
          `error: cannot solve the game: the search needs more than ${limit} nodes (raise the limit with --max-nodes); saved the search to "t.cgtt" (go on with --resume "t.cgtt")\n`,
        );
        assert.match(await Deno.readTextFile(`${dir}/t.cgtt`), /^cgt outcome table 2\nfor /);
        const resumed = await cgtIn(dir, ["solve", "--json", SMALL, "--resume", "t.cgtt"]);
        assert.equal(resumed.code, 0, resumed.stderr);
        const document = JSON.parse(resumed.stdout);
        assert.deepEqual(
          { ...document, nodes: 0, seconds: 0 },
          { ...fresh, nodes: 0, seconds: 0 },
        );
        assert.ok(document.nodes < fresh.nodes, `${document.nodes} < ${fresh.nodes}`);
        assert.ok(limit + document.nodes < 2 * fresh.nodes, `${limit} + ${document.nodes}`);
      },
    );

    await t.step(
      "--resume refuses a table of another expression or a file that is no table",
      async () => {
        const other = await cgtIn(dir, ["solve", `${SMALL} + 0`, "--resume", "t.cgtt"]);
        assert.equal(other.code, 1);
        assert.match(other.stderr, /^error: cannot resume from "t.cgtt": it belongs to .*\n$/);
        await Deno.writeTextFile(`${dir}/bad.cgtt`, "cgt outcome table 0\n");
        const bad = await cgtIn(dir, ["solve", SMALL, "--resume", "bad.cgtt"]);
        assert.equal(bad.code, 1);
        assert.match(bad.stderr, /^error: cannot resume from "bad.cgtt": line 1 must be .*\n$/);
        const missing = await cgtIn(dir, ["solve", SMALL, "--resume", "none.cgtt"]);
        assert.equal(missing.stderr, 'error: cannot read "none.cgtt": no such file\n');
        // A result bit changed by hand (or by a damaged disk) was read as proven: the table of
        // clobber("xoxo|oxox") + 0 with its one entry's bits 15 made 5 answered P, not N.
        const saved = await Deno.readTextFile(`${dir}/t.cgtt`);
        const changed = saved.replace(
          /^(\d+) (\d+) /m,
          (_, sum, bits) => `${sum} ${bits === "5" ? "15" : "5"} `,
        );
        assert.notEqual(changed, saved);
        await Deno.writeTextFile(`${dir}/changed.cgtt`, changed);
        const damaged = await cgtIn(dir, ["solve", SMALL, "--resume", "changed.cgtt"]);
        assert.equal(damaged.code, 1);
        assert.equal(
          damaged.stderr,
          'error: cannot resume from "changed.cgtt": its text does not match its check line (the table was damaged or changed after it was saved)\n',
        );
      },
    );

    await t.step(
      "--resume and --db read only a regular file, within their bound",
      async () => {
        // /dev/zero is endless and a pipe may never end: both were read until memory ran out or
        // for ever; /dev/null was read as an empty table.
        await Deno.symlink("/dev/null", `${dir}/null.cgtt`);
        await Deno.symlink("/dev/zero", `${dir}/zero.cgtt`);
        await Deno.mkdir(`${dir}/folder.cgtt`);
        for (const name of ["null.cgtt", "zero.cgtt"]) {
          for (const option of ["--resume", "--db"]) {
            const board = option === "--db" ? 'domineering("..|..")' : SMALL;
            const result = await cgtIn(dir, ["solve", board, option, name]);
            assert.equal(result.code, 1);
            assert.equal(
              result.stderr,
              `error: cannot read "${name}": it is not a regular file\n`,
            );
          }
        }
        const folder = await cgtIn(dir, ["solve", SMALL, "--resume", "folder.cgtt"]);
        assert.equal(folder.stderr, 'error: cannot read "folder.cgtt": it is a directory\n');
        await Deno.writeTextFile(`${dir}/big.cgtt`, "x".repeat(1_000_001));
        const big = await cgtIn(dir, ["solve", SMALL, "--resume", "big.cgtt", "--max-memory", "1"]);
        assert.equal(
          big.stderr,
          'error: cannot read "big.cgtt": it has 1000001 bytes, more than --max-memory 1 MB allows\n',
        );
      },
    );

    await t.step(
      "--save keeps an existing file unless --force or it is the --resume file",
      async () => {
        await Deno.writeTextFile(`${dir}/keep.txt`, "mine\n");
        const kept = await cgtIn(dir, ["solve", SMALL, "--save", "keep.txt"]);
        assert.equal(kept.code, 1);
        assert.equal(
          kept.stderr,
          'error: cannot write "keep.txt": the file exists (replace it with --force)\n',
        );
        assert.equal(await Deno.readTextFile(`${dir}/keep.txt`), "mine\n");
        const again = await cgtIn(dir, ["solve", SMALL, "--resume", "t.cgtt", "--save", "t.cgtt"]);
        assert.equal(again.code, 0, again.stderr);
      },
    );

    await t.step(
      "a lone Domineering board saves its bitboard search at --max-nodes, and --resume ends it in fewer nodes",
      async () => {
        // It was refused ("--save and --resume take the generic search").
        const fresh = JSON.parse((await cgtIn(dir, ["solve", "--json", DOMINEERING])).stdout);
        const limit = Math.floor(fresh.nodes / 2);
        const stopped = await cgtIn(dir, [
          "solve",
          DOMINEERING,
          "--max-nodes",
          `${limit}`,
          "--save",
          "d.cgtt",
        ]);
        assert.equal(stopped.code, 1);
        assert.equal(
          stopped.stderr,
          `error: cannot solve the game: the search needs more than ${limit} nodes (raise the limit with --max-nodes); saved the search to "d.cgtt" (go on with --resume "d.cgtt")\n`,
        );
        assert.match(await Deno.readTextFile(`${dir}/d.cgtt`), /^cgt domineering table 1\nQ0dURA/);
        const resumed = await cgtIn(dir, [
          "solve",
          "--json",
          DOMINEERING,
          "--resume",
          "d.cgtt",
          "--save",
          "d.cgtt",
        ]);
        assert.equal(resumed.code, 0, resumed.stderr);
        const document = JSON.parse(resumed.stdout);
        assert.equal(document.outcome, fresh.outcome);
        assert.equal(document.outcome, "N"); // 6 x 6: the first player wins (Breuker et al. 2000)
        assert.ok(document.nodes < fresh.nodes, `${document.nodes} < ${fresh.nodes}`);
        // Each winning move leaves a board its opponent loses moving first.
        for (
          const [move, opponent] of [[document.winningMove.left, "rightFirst"], [
            document.winningMove.right,
            "leftFirst",
          ]]
        ) {
          const after = JSON.parse((await cgtIn(dir, ["solve", "--json", move])).stdout);
          assert.equal(after[opponent], false, move);
        }
        // The table saved at the end answers the board from the table alone.
        const again = await cgtIn(dir, ["solve", "--json", DOMINEERING, "--resume", "d.cgtt"]);
        assert.equal(again.code, 0, again.stderr);
        assert.equal(JSON.parse(again.stdout).outcome, "N");
        assert.ok(JSON.parse(again.stdout).nodes < limit);
      },
    );

    await t.step(
      "--resume refuses a Domineering table changed, cut, of another board or of the generic search",
      async () => {
        const saved = await Deno.readTextFile(`${dir}/d.cgtt`);
        const lines = saved.split("\n");
        // A character in the middle of the entries, changed to another base64 digit.
        const at = Math.floor(lines[1].length / 2);
        const changed = [
          lines[0],
          lines[1].slice(0, at) + (lines[1][at] === "A" ? "B" : "A") + lines[1].slice(at + 1),
          ...lines.slice(2),
        ].join("\n");
        await Deno.writeTextFile(`${dir}/changed.cgtt`, changed);
        await Deno.writeTextFile(`${dir}/cut.cgtt`, `${lines[0]}\n${lines[1].slice(0, 400)}\n`);
        const rows: [string, string, RegExp][] = [
          [
            DOMINEERING,
            "zero.cgtt",
            /^error: cannot read "zero.cgtt": it is not a regular file\n$/,
          ],
          [
            DOMINEERING,
            "changed.cgtt",
            /^error: cannot resume from "changed.cgtt": its bytes do not match its check word \(damaged or changed after it was saved\), received \d+ bytes\n$/,
          ],
          [
            DOMINEERING,
            "cut.cgtt",
            /^error: cannot resume from "cut.cgtt": its length does not fit its \d+ entries \(truncated or changed\), received 300 bytes\n$/,
          ],
          [
            'domineering("......|......|......|......|......|.....#")',
            "d.cgtt",
            /^error: cannot resume from "d.cgtt": it was saved for another board \(6 x 6\), received .*\n$/,
          ],
          [
            DOMINEERING,
            "t.cgtt",
            /^error: cannot resume from "t.cgtt": it is not a Domineering table saved by --save \(its first line must be "cgt domineering table 1", then base64\)\n$/,
          ],
        ];
        for (const [board, file, message] of rows) {
          const result = await cgtIn(dir, ["solve", board, "--resume", file]);
          assert.equal(result.code, 1, file);
          assert.match(result.stderr, message, file);
        }
        // And a generic table refuses a Domineering one.
        const generic = await cgtIn(dir, ["solve", SMALL, "--resume", "d.cgtt"]);
        assert.equal(generic.code, 1);
        assert.match(generic.stderr, /^error: cannot resume from "d.cgtt": line 1 must be /);
      },
    );

    await t.step(
      "--save with --workers 2 on a lone Domineering board is refused",
      async () => {
        const result = await cgtIn(dir, [
          "solve",
          DOMINEERING,
          "--save",
          "w.cgtt",
          "--workers",
          "2",
        ]);
        assert.equal(result.code, 2);
        assert.match(result.stderr, /^error: --save and --resume take one thread/);
      },
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * Runs `cgt solve <args> --save <file>` in `dir`, sends SIGINT after a wait, and checks that it
 * saved and stopped with one error line; if the signal came before the command listened (the
 * child died of it), tries again waiting twice as long, up to `longest` ms. Returns its stderr.
 */
async function interruptSave(
  dir: string,
  args: string[],
  file: string,
  first: number,
  longest: number,
): Promise<string> {
  const main = new URL("../main.ts", import.meta.url).pathname;
  const config = new URL("../../../deno.json", import.meta.url).pathname;
  for (let wait = first;; wait *= 2) {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--config",
        config,
        "--allow-read=.",
        "--allow-write=.",
        main,
        "solve",
        ...args,
        "--save",
        file,
      ],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    await new Promise((resolve) => setTimeout(resolve, wait));
    child.kill("SIGINT");
    const output = await child.output();
    if (output.signal === "SIGINT" && wait < longest) continue;
    const stderr = new TextDecoder().decode(output.stderr);
    assert.equal(output.code, 1, stderr);
    const quoted = `"${file.replaceAll(".", "\\.")}"`;
    assert.match(
      stderr,
      new RegExp(
        `^error: interrupted after \\d+ nodes; saved the search to ${quoted} \\(go on with --resume ${quoted}\\)\n$`,
      ),
    );
    assert.equal(new TextDecoder().decode(output.stdout), "");
    return stderr;
  }
}

Deno.test("cgt solve --save saves the search on Ctrl-C and exits cleanly", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await interruptSave(dir, [LARGE], "t.cgtt", 4_000, 64_000);
    assert.match(await Deno.readTextFile(`${dir}/t.cgtt`), /^cgt outcome table 2\nfor /);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cgt solve --save saves a lone Domineering board's search on Ctrl-C", async () => {
  const dir = await Deno.makeTempDir();
  // 8 x 8: about a minute of CPU, so the search is under way when the signal comes.
  const board = `domineering("${Array(8).fill("........").join("|")}")`;
  try {
    const stderr = await interruptSave(dir, [board, "--max-memory", "20"], "d.cgtt", 3_000, 48_000);
    const nodes = Number(/after (\d+) nodes/.exec(stderr)![1]);
    // The table holds what the slices proved: it loads, for the same board.
    const resumed = await cgt(
      ["solve", board, "--resume", "d.cgtt", "--max-nodes", "1000", "--max-memory", "20"],
      "",
      { cwd: dir },
    );
    assert.match(
      resumed.stderr,
      /needs more than 1000 nodes/,
      `${nodes} nodes saved: ${resumed.stderr}`,
    );
    assert.match(await Deno.readTextFile(`${dir}/d.cgtt`), /^cgt domineering table 1\n/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** The names of the temporary files of unfinished saves (`.cgt-*.tmp`) in `dir`. */
async function temporaryFiles(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (/^\.cgt-.*\.tmp$/.test(entry.name)) names.push(entry.name);
  }
  return names;
}

Deno.test("cgt solve --save finishes its last save on Ctrl-C and leaves no temporary file", async () => {
  // Ctrl-C during the save at the end of a finished search (its listener already gone) ended the
  // process at once, leaving a .cgt-*.tmp file in the directory. 7 x 8: a few CPU seconds, then a
  // save of tens of MB, during which the signal is sent (as soon as its temporary file appears).
  const board = `domineering("${Array(7).fill("........").join("|")}")`;
  const main = new URL("../main.ts", import.meta.url).pathname;
  const config = new URL("../../../deno.json", import.meta.url).pathname;
  const dir = await Deno.makeTempDir();
  try {
    for (let attempt = 1;; attempt++) {
      const child = new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "--config",
          config,
          "--allow-read=.",
          "--allow-write=.",
          main,
          "solve",
          board,
          "--max-memory",
          "200",
          "--save",
          "d.cgtt",
          "--force",
        ],
        cwd: dir,
        env: { NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).spawn();
      const output = child.output();
      let running = true;
      output.finally(() => running = false);
      let sent = false;
      while (running && !sent) {
        if ((await temporaryFiles(dir)).length > 0) {
          child.kill("SIGINT");
          sent = true;
        } else await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const { code, signal, stdout, stderr } = await output;
      const error = new TextDecoder().decode(stderr);
      assert.deepEqual(await temporaryFiles(dir), [], `attempt ${attempt}: ${error}`);
      assert.match(await Deno.readTextFile(`${dir}/d.cgtt`), /^cgt domineering table 1\n/);
      // The signal may come after the save ended (the process is then ended by it, or has
      // printed its answer): the save was not under way, so try again.
      if (code !== 130 && attempt < 5) continue;
      assert.equal(signal, null, error);
      assert.equal(code, 130, error);
      assert.equal(
        error,
        'error: interrupted; saved the search to "d.cgtt" (go on with --resume "d.cgtt")\n',
      );
      assert.equal(new TextDecoder().decode(stdout), "");
      return;
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
