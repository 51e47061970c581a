import assert from "node:assert/strict";
import type { Io } from "../cli.ts";
import { cgt } from "../testing.ts";
import { assertErrorCases } from "../testdata/errors.ts";
import fc from "fast-check";
import { cgt as run } from "../testing.ts";
import { extrapolateSeconds, formatDuration, grundyCommand } from "./grundy.ts";

Deno.test("cgt grundy prints its help", async (t) => {
  const result = await cgt(["grundy", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt grundy octal prints Kayles' values and its proved period", async (t) => {
  const result = await cgt(["grundy", "octal", "0.77", "--to", "20"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /period 12, preperiod 71, proved/);
  await t.assertSnapshot(result.stdout);
});

Deno.test("cgt grundy --json prints the documented document", async (t) => {
  const kayles = await cgt(["grundy", "octal", "0.77", "--to", "12", "--json"]);
  assert.equal(kayles.code, 0);
  const document = JSON.parse(kayles.stdout);
  // OEIS A002186; Winning Ways ch. 4 for the period.
  assert.deepEqual(document.values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
  assert.equal(document.game, "0.77");
  assert.deepEqual(
    { ...document.period, reason: undefined },
    {
      preperiod: 71,
      period: 12,
      saltus: 0,
      proved: true,
      bound: 156,
      reason: undefined,
      computedTo: 256,
      needed: null,
    },
  );
  // The default search, halved for Kayles until it costs at most 2^30 steps.
  assert.deepEqual(document.search, { limit: 32768, computedTo: 256 });
  await t.assertSnapshot(kayles.stdout);
  const dawson = JSON.parse((await cgt(["grundy", "octal", ".07", "--to", "5", "--json"])).stdout);
  assert.deepEqual([dawson.period.preperiod, dawson.period.period], [53, 34]);
  const subtraction = await cgt(["grundy", "subtraction", "1,3,4", "--to", "9", "--json"]);
  assert.deepEqual(JSON.parse(subtraction.stdout).values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
  await t.assertSnapshot(subtraction.stdout);
  const grundy = JSON.parse((await cgt(["grundy", "grundy-game", "--to", "9", "--json"])).stdout);
  assert.deepEqual(grundy.values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
  // Ten values look periodic (period 3 from heap 3), but nothing proves it.
  assert.equal(grundy.period.proved, false);
  assert.match(grundy.period.reason, /not an octal game/);
});

Deno.test("cgt grundy fills values beyond the search range from a proved period", async () => {
  const far = JSON.parse(
    (await cgt(["grundy", "octal", "0.77", "--to", "3000", "--search", "500", "--json"])).stdout,
  );
  const direct = JSON.parse(
    (await cgt(["grundy", "octal", "0.77", "--to", "3000", "--search", "5000", "--json"])).stdout,
  );
  assert.deepEqual(far.values, direct.values);
  assert.equal(far.values.length, 3001);
  assert.equal(far.period.proved, true);
});

Deno.test("cgt grundy keeps the default proof search affordable for long codes", async () => {
  // 100 splitting digits: searching 65536 heaps for a proof took minutes; the
  // default search now stops near 2^30 steps (4096 heaps here), in about a second.
  const code = `0.${"7".repeat(100)}`;
  const result = await cgt(["grundy", "octal", code, "--to", "100", "--json"]);
  assert.equal(result.code, 0);
  const parsed = JSON.parse(result.stdout);
  // G(n) = n while every heap can be taken whole or split anywhere.
  assert.deepEqual(parsed.values, Array.from({ length: 101 }, (_, n) => n));
  assert.equal(parsed.period, null);
  // Kayles keeps its proof under the reduced default.
  const kayles = JSON.parse((await cgt(["grundy", "octal", "0.77", "--to", "5", "--json"])).stdout);
  assert.equal(kayles.period.proved, true);
});

Deno.test("cgt grundy handles all-but sets, hex codes and methods", async () => {
  const allBut = JSON.parse(
    (await cgt(["grundy", "subtraction", "1", "--all-but", "--to", "6", "--json"])).stdout,
  );
  assert.deepEqual(allBut.values, [0, 0, 1, 1, 2, 2, 3]);
  assert.equal(allBut.game, "all-but(1)");
  // G(n + 2) = G(n) + 1, proved by induction (periodicity.ts).
  assert.deepEqual(
    [allBut.period.period, allBut.period.saltus, allBut.period.proved],
    [2, 1, true],
  );
  const nim = JSON.parse(
    (await cgt(["grundy", "subtraction", "", "--all-but", "--to", "4", "--json"])).stdout,
  );
  assert.deepEqual(nim.values, [0, 1, 2, 3, 4]);
  const hex = JSON.parse((await cgt(["grundy", "hex", "8.0", "--to", "8", "--json"])).stdout);
  assert.deepEqual(hex.values, [0, 0, 0, 1, 1, 2, 2, 3, 3]);
  // The values grow by 1 every 2 heaps; no theorem covers splits into three.
  assert.deepEqual([hex.period.period, hex.period.saltus, hex.period.proved], [2, 1, false]);
  const plain = await cgt(["grundy", "grundy-game", "--to", "3000", "--method", "plain", "--json"]);
  const rare = await cgt(["grundy", "grundy-game", "--to", "3000", "--method", "rare", "--json"]);
  assert.equal(plain.stdout, rare.stdout);
});

Deno.test("cgt grundy reads CGSuite's extended take-and-break codes", async () => {
  // Grundy's game as a code (OEIS A002188) and Nim with a repeating digit.
  const grundy = JSON.parse(
    (await cgt(["grundy", "octal", "4!.0", "--to", "12", "--json"])).stdout,
  );
  assert.deepEqual(grundy.values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
  assert.equal(grundy.game, "4!.0");
  assert.equal(grundy.period?.proved ?? false, false);
  const nim = JSON.parse((await cgt(["grundy", "octal", "0.[3]", "--to", "6", "--json"])).stdout);
  assert.deepEqual(nim.values, [0, 1, 2, 3, 4, 5, 6]);
  const hex = JSON.parse((await cgt(["grundy", "hex", "0.3f!", "--to", "4", "--json"])).stdout);
  assert.deepEqual(hex.values, [0, 1, 2, 0, 1]);
  // The whole grammar: split a heap into two or more equal heaps.
  const maundy = JSON.parse(
    (await cgt(["grundy", "take-and-break", "{2+}=.0", "--to", "9", "--json"])).stdout,
  );
  assert.deepEqual(maundy.values, [0, 0, 1, 1, 1, 1, 2, 1, 1, 2]);
  assert.equal(maundy.kind, "take-and-break");
  const at = await cgt(["grundy", "take-and-break", "0.*", "--at", "1000"]);
  assert.equal(at.stdout, "0\n");
});

Deno.test("cgt grundy rejects bad input with one error line", async (t) => {
  const cases: [string[], number][] = [
    [["grundy"], 2],
    [["grundy", "chess"], 2],
    [["grundy", "octal"], 2],
    [["grundy", "octal", "0.8"], 2],
    [["grundy", "octal", "1.7"], 2],
    [["grundy", "hex", "0.g"], 2],
    [["grundy", "octal", "0.77", "--to", "-1"], 2],
    [["grundy", "octal", "0.77", "--to", "2.5"], 2],
    [["grundy", "octal", "0.77", "--to", "268435457"], 2],
    [["grundy", "octal", "0.77", "--search", "268435457"], 2],
    [["grundy", "subtraction", "1", "--all-but", "--to", "10000001"], 2],
    [["grundy", "hex", "0.8", "--to", "5000"], 2],
    [["grundy", "octal", "0.77", "--method", "fast"], 2],
    [["grundy", "octal", "0.[3]", "--to", "5000"], 2],
    [["grundy", "take-and-break"], 2],
    [["grundy", "take-and-break", "2.0"], 2],
    [["grundy", "take-and-break", "0.*", "--method", "rare"], 1],
    [["grundy", "octal", "0.77", "--all-but"], 2],
    [["grundy", "octal", "0.77", "0.7"], 2],
    [["grundy", "grundy-game", "0.7"], 2],
    [["grundy", "subtraction", "1,x"], 2],
    [["grundy", "subtraction", "0,2"], 2],
    [["grundy", "subtraction", ""], 2],
    [["grundy", "subtraction", "1", "--method", "rare"], 2],
    // Work limits instead of minutes of computing: 10^7 heaps x 1000 exclusions,
    // and a finite set whose period is not proved within --search.
    [["grundy", "subtraction", range(1, 1000, 1), "--all-but", "--to", "10000000"], 2],
    [["grundy", "subtraction", range(60000, 1000, 5), "--to", "10000000", "--search", "100"], 2],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt grundy refuses a code or set it cannot read as a usage mistake, after any kind", async (t) => {
  // A code given alone (cgt grundy 0.08) was refused with exit 2 and the same code after "octal"
  // with exit 1; a set of "1,x" with 2 and one of "0,2" with 1. Each kind of mistake now exits 2
  // in one line, whichever kind the code follows.
  const cases: [mistake: string, args: string[], message: RegExp][] = [
    ["octal: a digit that is not octal", ["octal", "0.08"], /Cannot parse octal code: .*"0\.08"/],
    ["octal: no digits", ["octal", "abc"], /Cannot parse octal code: .*"abc"/],
    ["octal: a digit out of place", ["octal", "1.7"], /must be 0 or 4, received "1\.7"/],
    ["octal given alone: a digit that is not octal", ["0.08"], /not an octal code/],
    ["octal given alone: a digit out of place", ["1.7"], /not an octal code/],
    ["hex: a digit that is not hexadecimal", ["hex", "0.0g"], /Cannot parse hexadecimal code/],
    ["hex: no digits", ["hex", "zz"], /Cannot parse hexadecimal code: .*"zz"/],
    ["take-and-break: a character it does not know", ["take-and-break", "zz"], /unexpected/],
    ["take-and-break: a digit out of place", ["take-and-break", "2.0"], /multiple of 4/],
    ["subtraction: not a number", ["subtraction", "1,x"], /positive integers/],
    ["subtraction: an empty item", ["subtraction", "1,,2"], /positive integers/],
    ["subtraction: a removal of 0", ["subtraction", "0,2"], /from 1 to 1048576, received 0/],
    ["subtraction: a removal too large", ["subtraction", "2000000"], /from 1 to 1048576/],
    ["subtraction: an empty set", ["subtraction", ""], /the subtraction set is empty/],
  ];
  for (const [mistake, args, message] of cases) {
    await t.step(mistake, async () => {
      const result = await cgt(["grundy", ...args]);
      assert.equal(result.code, 2, result.stderr);
      assert.equal(result.stdout, "");
      assert.match(result.stderr, /^error: [^\n]+\n$/);
      assert.match(result.stderr, message);
    });
  }
});

Deno.test("cgt grundy reads an octal code given alone as the octal game", async (t) => {
  // The codes as papers and Flammenkamp's tables write them, each with the options after it.
  const cases: string[][] = [
    ["0.07", "--to", "30"],
    [".07", "--to", "12"],
    ["4.7", "--to", "10"],
    ["0.137", "--to", "40", "--json"],
    [".6", "--to", "20", "--search", "200"],
    ["0.77", "--at", "1000"],
    ["4!.0", "--to", "30"],
    ["0.[3]", "--to", "12", "--json"],
    ["0.7=", "--to", "12", "--method", "plain"],
  ];
  for (const [code, ...options] of cases) {
    await t.step([code, ...options].join(" "), async () => {
      const bare = await cgt(["grundy", code, ...options]);
      const named = await cgt(["grundy", "octal", code, ...options]);
      assert.equal(bare.code, 0);
      assert.equal(bare.stderr, "");
      assert.deepEqual(bare, named);
    });
  }
  await t.step("a word that is neither a kind nor a code is refused in one line", async (t) => {
    const kinds = "octal, hex, take-and-break, subtraction, grundy-game, kayles, dawsons-kayles";
    const cases: [string[], number, RegExp][] = [
      [
        ["grundy", "0.08"],
        2,
        /unknown game kind "0\.08" and not an octal code \(expected octal digits/,
      ],
      [
        ["grundy", "1.2.3"],
        2,
        /unknown game kind "1\.2\.3" and not an octal code \(a code has one point\)/,
      ],
      [
        ["grundy", "abc"],
        2,
        new RegExp(
          `unknown game kind "abc": use one of ${kinds}, or give an octal code alone such as 0\\.07$`,
          "m",
        ),
      ],
      [["grundy", "0.[3"], 2, /not an octal code \(an opening bracket needs a closing one\)/],
      [["grundy", "0.07", "0.7"], 2, /unexpected argument "0\.7"/],
      [["grundy", "0.07", "--all-but"], 2, /"--all-but" applies only to subtraction games/],
    ];
    await assertErrorCases(t, cases);
  });
});

Deno.test("cgt grundy shows progress on a terminal's stderr only for long runs", async () => {
  let stdout = "";
  let stderr = "";
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: () => null,
    writeFile: () => Promise.resolve(),
    stderrIsTerminal: true,
    color: false,
  };
  const args = ["octal", "0.77", "--to", "200000", "--search", "100", "--json"];
  assert.equal(await grundyCommand.run(args, io), 0);
  assert.match(stderr, /\rG\(0\.\.200000\) \[#+ *\] \d+%/);
  assert.equal(JSON.parse(stdout).values.length, 200001);
  stderr = "";
  assert.equal(await grundyCommand.run(["octal", "0.77", "--to", "50"], io), 0);
  assert.equal(stderr, "");
  // A long proof search shows its own bar, and only on stderr.
  stdout = "";
  const search = ["octal", "0.16", "--search", "600000", "--to", "10", "--json"];
  assert.equal(await grundyCommand.run(search, io), 0);
  assert.match(stderr, /\rperiod search to 600000 \[#* *\] \d+%/);
  assert.equal(JSON.parse(stdout).period.proved, true);
});

/** "start,start+step,..." with `count` elements. */
function range(start: number, count: number, step: number): string {
  return Array.from({ length: count }, (_, i) => start + i * step).join(",");
}

/** G(0..n) of `game` by `cgt grundy <game> --to n --json`. */
async function valuesTo(game: string[], n: number): Promise<number[]> {
  const result = await run(["grundy", ...game, "--to", String(n), "--json"]);
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout).values;
}

Deno.test("cgt grundy --at N prints G(N) alone, as --to lists it", async (t) => {
  const games = [
    ["kayles"],
    ["dawsons-kayles"],
    ["octal", "0.137"],
    ["grundy-game"],
    ["subtraction", "2,5,7"],
    ["subtraction", "1", "--all-but"],
    ["hex", "8.0"],
  ];
  for (const game of games) {
    await t.step(game.join(" "), async () => {
      const values = await valuesTo(game, 300);
      for (const n of [0, 1, 2, 7, 70, 71, 72, 150, 299, 300]) {
        const result = await run(["grundy", ...game, "--at", String(n)]);
        assert.equal(result.code, 0, result.stderr);
        assert.equal(result.stdout, `${values[n]}\n`);
      }
    });
  }
});

Deno.test("cgt grundy --at N answers at once up to 10^18 from a proved period", async (t) => {
  // Kayles: period 12 from heap 71 (Guy and Smith 1956; Winning Ways ch. 4).
  // Dawson's Kayles: period 34, the last exception below heap 53 (Winning Ways ch. 4).
  const table: [string, number, number][] = [["kayles", 71, 12], ["dawsons-kayles", 53, 34]];
  for (const [game, preperiod, period] of table) {
    await t.step(game, async () => {
      const values = await valuesTo([game], preperiod + period);
      const expected = (n: bigint): number =>
        values[
          n < BigInt(preperiod)
            ? Number(n)
            : preperiod + Number((n - BigInt(preperiod)) % BigInt(period))
        ];
      await fc.assert(
        fc.asyncProperty(fc.bigInt({ min: 0n, max: 10n ** 18n }), async (n) => {
          const result = await run(["grundy", game, "--at", String(n)]);
          assert.equal(result.stdout, `${expected(n)}\n`);
        }),
        { seed: 22209, numRuns: 50 },
      );
    });
  }
  await t.step("Kayles G(1000) = 1", async () => {
    assert.equal((await run(["grundy", "kayles", "--at", "1000"])).stdout, "1\n");
    assert.equal((await run(["grundy", "octal", "0.77", "--at", "1000"])).stdout, "1\n");
  });
  await t.step("--json gives n exactly, the value and the period", async () => {
    const result = await run(["grundy", "kayles", "--at", "1000000000000000000", "--json"]);
    assert.match(
      result.stdout,
      /^\{"game":"0\.77","kind":"kayles","n":1000000000000000000,"value":\d+,/,
    );
    const document = JSON.parse(result.stdout);
    assert.equal(document.value, (await valuesTo(["kayles"], 76))[76]); // 10^18 = 76 (mod 12), 76 >= 71
    assert.deepEqual([document.period.preperiod, document.period.period, document.period.proved], [
      71,
      12,
      true,
    ]);
  });
});

Deno.test("cgt grundy --at rejects what it cannot answer", async (t) => {
  const cases: [string[], number, RegExp][] = [
    [
      ["grundy", "kayles", "--at", "5", "--to", "9"],
      2,
      /"--at" and "--to" cannot be used together/,
    ],
    [
      ["grundy", "kayles", "--at", "1000000000000000001"],
      2,
      /"--at" must be an integer from 0 to 10\^18/,
    ],
    [["grundy", "kayles", "--at", "-1"], 2, /"--at" must be an integer/],
    [
      ["grundy", "grundy-game", "--at", "100000000000"],
      1,
      /^error: cannot find G\(100000000000\): no period is proved for this game/,
    ],
    [
      ["grundy", "hex", "8.0", "--at", "5000"],
      2,
      /at most 1000 for games that split a heap into three/,
    ],
    [["grundy", "kayles", "0.7"], 2, /unexpected argument "0\.7"/],
  ];
  await assertErrorCases(t, cases);
});

Deno.test("cgt grundy kayles and dawsons-kayles are the octal games 0.77 and 0.07", async () => {
  assert.deepEqual(await valuesTo(["kayles"], 200), await valuesTo(["octal", "0.77"], 200));
  assert.deepEqual(await valuesTo(["dawsons-kayles"], 200), await valuesTo(["octal", "0.07"], 200));
  const text = await run(["grundy", "kayles", "--to", "3"]);
  assert.equal(text.stdout.split("\n")[0], "Kayles (octal 0.77): G(0..3)");
});

Deno.test("extrapolateSeconds() scales by the measured exponent, kept within the method's", async (t) => {
  const table: [string, [number, number, number, number, number], number][] = [
    ["linear", [1000, 10, 0.5, 1, 2], 100],
    ["quadratic", [1000, 10, 0.25, 1, 2], 10_000],
    ["faster than linear is taken as linear", [1000, 10, 0.9, 1, 2], 100],
    ["slower than the worst case is taken as the worst case", [1000, 10, 0.01, 1, 2], 10_000],
    ["no half-size timing: the worst case", [1000, 10, 0, 1, 3], 1_000_000],
  ];
  for (const [name, [n, m, half, full, max], expected] of table) {
    await t.step(
      name,
      () => assert.ok(Math.abs(extrapolateSeconds(n, m, half, full, max) - expected) < 1e-6),
    );
  }
});

Deno.test("formatDuration() rounds to the largest whole unit", async (t) => {
  const table: [number, string][] = [
    [0.2, "1 second"],
    [1, "1 second"],
    [45, "45 seconds"],
    [90, "2 minutes"],
    [3600 * 5.4, "5 hours"],
    [86400 * 2, "2 days"],
  ];
  for (const [seconds, text] of table) {
    await t.step(text, () => assert.equal(formatDuration(seconds), text));
  }
});

Deno.test("cgt grundy refuses a run estimated at hours unless --force is given", async () => {
  // 0.007 has no known period; G(0..10^7) by the plain method (quadratic, so its estimate does not
  // hang on a measured exponent) takes days.
  const result = await run([
    "grundy",
    "octal",
    "0.007",
    "--to",
    "10000000",
    "--search",
    "100",
    "--method",
    "plain",
  ]);
  assert.equal(result.code, 1);
  assert.equal(result.stdout, "");
  assert.match(
    result.stderr,
    /^error: computing G\(0\.\.10000000\) would take about \d+ (hours?|days?), estimated by timing G\(0\.\.\d+\): give --force to run it anyway, or ask for fewer values\n$/,
  );
  // A long run with a proved period needs no estimate: Kayles to 10^7 is filled in from it.
  const kayles = await run(["grundy", "kayles", "--to", "10000000", "--json"]);
  assert.equal(kayles.code, 0);
});

Deno.test("cgt grundy stops on Ctrl-C with exit code 130 and a cleared progress line", async () => {
  let stdout = "";
  let stderr = "";
  let polls = 0;
  let stopped = false;
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: () => null,
    writeFile: () => Promise.resolve(),
    stderrIsTerminal: true,
    color: false,
    watchInterrupt: () =>
      Promise.resolve({ interrupted: () => ++polls > 3, stop: () => void (stopped = true) }),
  };
  const { run: runCgt } = await import("../run.ts");
  const code = await runCgt(["grundy", "grundy-game", "--to", "1000000", "--force"], io);
  assert.equal(code, 130);
  assert.equal(stdout, "");
  assert.ok(stopped);
  assert.match(stderr, /%\r {20,}\r$/);
});

Deno.test("cgt grundy says how far an unproved search got and what to ask for", async (t) => {
  await t.step("0.16 --search 400000: no period yet, twice as far is suggested", async () => {
    const result = await cgt(["grundy", "octal", "0.16", "--search", "400000", "--to", "10"]);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /period: none found in G\(0\.\.400000\)/);
    assert.match(result.stdout, /--search 800000 looks twice as far/);
    const json = JSON.parse(
      (await cgt(["grundy", "octal", "0.16", "--search", "400000", "--to", "10", "--json"])).stdout,
    );
    assert.equal(json.period, null);
    assert.deepEqual(json.search, { limit: 400000, computedTo: 400000 });
  });
  await t.step("Kayles --search 100: the period in view and the heap its proof needs", async () => {
    const result = await cgt(["grundy", "kayles", "--search", "100", "--to", "10"]);
    assert.match(result.stdout, /period 12, preperiod 71, not proved/);
    assert.match(result.stdout, /to settle it: --search 167/);
    const settled = await cgt(["grundy", "kayles", "--search", "167", "--to", "10"]);
    assert.match(settled.stdout, /period 12, preperiod 71, proved/);
  });
  await t.step("--at far beyond a proved arithmetic period is exact", async () => {
    const result = await cgt([
      "grundy",
      "subtraction",
      "2,5",
      "--all-but",
      "--at",
      "999999999999999999",
    ]);
    // G(n + 4) = G(n) + 2 from heap 0, G(3) = 1: G(3 + 4k) = 1 + 2k.
    assert.equal(result.stdout, "499999999999999999\n");
  });
});
