import assert from "node:assert/strict";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { cgt } from "../testing.ts";
import { cgsuiteRulesetNames, rulesetNames } from "./value.ts";

Deno.test("cgt value's help lists exactly the notation's ruleset functions, sorted", async () => {
  const names = await rulesetNames();
  const cgsuite = await cgsuiteRulesetNames();
  assert.deepEqual([...names, ...cgsuite].sort(), Object.keys(RULESET_FUNCTIONS).sort());
  const help = (await cgt(["value", "--help"])).stdout;
  for (const name of [...names, ...cgsuite]) assert.match(help, new RegExp(`\\b${name}\\b`));
  const flat = help.replace(/\s+/g, " ");
  assert.ok(flat.includes(` ${names.join(", ")}`), "one sorted list");
  assert.ok(flat.includes(` ${cgsuite.join(", ")}`), "one sorted list of CGSuite's names");
});

/**
 * The help with the lists of ruleset names (read from the catalogue, and checked just above)
 * left out, so that adding a ruleset to the catalogue changes no snapshot.
 */
function helpWithoutNames(help: string): string {
  const block = /(are described above\.\n)(?: {2}\S.*\n)+?( {2}CGSuite's names of these)/;
  const cgsuite = /(prints with cgt's names:\n)(?: {2}\S.*\n)+(\nEXAMPLES:)/;
  assert.match(help, block);
  assert.match(help, cgsuite);
  return help.replace(block, "$1  <the catalogue's ruleset names>\n$2").replace(
    cgsuite,
    "$1  <CGSuite's names of them>\n$2",
  );
}

Deno.test("cgt value prints its help", async (t) => {
  const result = await cgt(["value", "--help"]);
  assert.equal(result.code, 0);
  await t.assertSnapshot(helpWithoutNames(result.stdout));
});

Deno.test("cgt value prints the canonical form and outcome", async (t) => {
  const result = await cgt(["value", "{0,*|0}"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.equal(result.stdout, "value ^*\noutcome N (the first player wins)\n");
  const joined = await cgt(["value", "^", "+", "^", "+", "*"]);
  assert.match(joined.stdout, /^value \^\^\*\noutcome L/);
  await t.assertSnapshot((await cgt(["value", "{3||2|1} + ^"])).stdout);
});

Deno.test("cgt value reads CGSuite's method calls, as its help's example says", async (t) => {
  // [expression, the same written with the options or operators the help also lists]
  const rows: [string, string[]][] = [
    ["{2|-1}.Cool(1/2).Stop(Left)", ["3/2"]],
    ["{2|-1}.Cool(1/2)", ["{2|-1}", "--cool", "1/2"]],
    ["*.Overheat(*, 1)", ["*", "--overheat", "*,1"]],
    ["^.Pow(2)", ["^ Pow 2"]],
  ];
  for (const [expr, same] of rows) {
    await t.step(`${expr} is what cgt value ${same.join(" ")} prints`, async () => {
      const result = await cgt(["value", expr]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout, (await cgt(["value", ...same])).stdout);
    });
  }
  await t.step("a bad argument is one line on stderr naming its column", async () => {
    const result = await cgt(["value", "{2|-1}.Cool(^)"]);
    assert.equal(result.code, 1);
    assert.equal(result.stdout, "");
    assert.equal(
      result.stderr,
      'error: Cannot parse game: Cool takes a number, received "^" at column 13, in "{2|-1}.Cool(^)"\n',
    );
  });
});

Deno.test("cgt value --json prints the documented document", async (t) => {
  const rows: [string, { value: string; outcome: string }][] = [
    ["{0|*}", { value: "^", outcome: "L" }],
    ["-3/4", { value: "-3/4", outcome: "R" }],
    ["* + *", { value: "0", outcome: "P" }],
    ["{2|-1}", { value: "{2|-1}", outcome: "N" }],
    ["1 + *12", { value: "1*12", outcome: "L" }],
  ];
  for (const [expr, expected] of rows) {
    const result = await cgt(["value", expr, "--json"]);
    assert.equal(result.code, 0);
    assert.deepEqual(JSON.parse(result.stdout), expected);
  }
  await t.assertSnapshot((await cgt(["value", "{1|-1}", "--json"])).stdout);
});

Deno.test("cgt value computes with nimbers of any size below 2^1024", async (t) => {
  const rows: [string, { value: string; outcome: string }][] = [
    ["*4294967296 + *1", { value: "*4294967297", outcome: "N" }],
    ["*2147483648 + *2147483648", { value: "0", outcome: "P" }],
    ["{0,*,*18446744073709551616|0,*,*18446744073709551616}", { value: "*2", outcome: "N" }],
    ["^*18446744073709551616", { value: "^*18446744073709551616", outcome: "L" }],
  ];
  for (const [expr, expected] of rows) {
    await t.step(expr, async () => {
      const result = await cgt(["value", expr, "--json"]);
      assert.equal(result.code, 0);
      assert.deepEqual(JSON.parse(result.stdout), expected);
    });
  }
  await t.step(
    "--birthday is an exact JSON integer past 2^53; the nimber stays a string",
    async () => {
      const result = await cgt(["value", "*18446744073709551617", "--birthday", "--json"]);
      assert.equal(result.code, 0);
      assert.equal(
        result.stdout,
        '{"value":"*18446744073709551617","outcome":"N","birthday":18446744073709551617}\n',
      );
    },
  );
  await t.step("a 10,000-digit nimber is refused in one line", async () => {
    const result = await cgt(["value", `*${"7".repeat(10_000)}`]);
    assert.equal(result.code, 1);
    assert.equal(result.stdout, "");
    assert.match(
      result.stderr,
      /^error: Cannot parse game: nimber "\*7{19}\.\.\. \(10000 digits\)" must be below 2\^1024 at column 1, in "[^\n]*"\n$/,
    );
  });
  await t.step(
    "a sum that would list a large nimber's options is refused in one line",
    async () => {
      const result = await cgt(["value", "*4294967296 + {1|0}"]);
      assert.equal(result.code, 1);
      assert.match(
        result.stderr,
        /^error: Cannot list the options of a nimber: [^\n]*received \*4294967296\n$/,
      );
    },
  );
});

Deno.test("cgt value rejects bad notation with one error line", async () => {
  const bad = await cgt(["value", "{1|"]);
  assert.equal(bad.code, 1);
  assert.equal(bad.stdout, "");
  assert.equal(
    bad.stderr,
    'error: Cannot parse game: expected "}" but the input ended at column 4, in "{1|"\n',
  );
  const missing = await cgt(["value"]);
  assert.equal(missing.code, 2);
  assert.equal(missing.stderr.trim().split("\n").length, 1);
  assert.match(missing.stderr, /^error: /);
});

Deno.test("cgt value gives up on pathological input within its step budget", async () => {
  // {1|0} + *100000 expands every option of the nimber; without the budget it runs for hours.
  for (const expr of ["{1|0} + *100000", "{2|0} + *2000000000"]) {
    const result = await cgt(["value", expr, "--max-steps", "20000"]);
    assert.equal(result.code, 1);
    assert.equal(result.stdout, "");
    assert.equal(
      result.stderr,
      "error: Cannot finish the computation on games: it needs more than 20000 steps " +
        "(raise the limit with --max-steps)\n",
    );
  }
  const bad = await cgt(["value", "1", "--max-steps", "-5"]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^error: option "--max-steps" must be an integer/);
  const enough = await cgt(["value", "{1|0} + *3", "--max-steps", "20000"]);
  assert.equal(enough.stdout, "value {1*3|*3}\noutcome L (Left wins)\n");
});

Deno.test("cgt value summarises a canonical form too long to print", async () => {
  // +-1 + +-2 + ... + +-16 prints in 118279 characters (birthday 152).
  const expr = Array.from({ length: 16 }, (_, i) => `+-${i + 1}`).join(" + ");
  const text = await cgt(["value", expr]);
  assert.equal(text.code, 0);
  assert.match(
    text.stdout,
    /^value not printed: the canonical form has 118279 characters \(birthday 152\)\noutcome N/,
  );
  const json = await cgt(["value", expr, "--json"]);
  assert.equal(json.code, 0);
  const document = JSON.parse(json.stdout);
  assert.equal(document.value, null);
  assert.equal(document.outcome, "N");
  assert.equal(document.length, 118279);
  // "birthday" is a JSON number here as with --birthday (it was the string "152").
  assert.equal(document.birthday, 152);
  const asked = JSON.parse((await cgt(["value", expr, "--json", "--birthday"])).stdout);
  assert.equal(asked.birthday, 152);
});

Deno.test("cgt value, compare and op say to put -- before an expression starting with -, and -- works", async (t) => {
  // [arguments, the hint printed, the arguments it shows, the start of their output].
  const rows: [string[], string, string[], string][] = [
    [
      ["value", "-{1|0}"],
      "cgt value -- '-{1|0}'",
      ["value", "--", "-{1|0}"],
      "value {0|-1}\n",
    ],
    [
      ["value", "-{1|0}", "--json", "--max-steps", "100"],
      "cgt value --json --max-steps 100 -- '-{1|0}'",
      ["value", "--json", "--max-steps", "100", "--", "-{1|0}"],
      '{"value":"{0|-1}"',
    ],
    [["value", "-^"], "cgt value -- -^", ["value", "--", "-^"], "value v\n"],
    [
      ["compare", "-{1|0}", "0"],
      "cgt compare -- '-{1|0}' 0",
      ["compare", "--", "-{1|0}", "0"],
      "||\n",
    ],
    [
      ["op", "ordinal-sum", "-{1|0}", "1"],
      "cgt op ordinal-sum -- '-{1|0}' 1",
      ["op", "ordinal-sum", "--", "-{1|0}", "1"],
      "value {0,{0|-1}|-1}\n",
    ],
  ];
  for (const [args, hint, fixed, output] of rows) {
    await t.step(args.join(" "), async () => {
      const result = await cgt(args);
      assert.equal(result.code, 2);
      const message = `unknown option "${args.find((a) => /^-[^-\d]/.test(a))!.slice(0, 2)}"; ` +
        `to give an expression starting with "-", put -- before it: ${hint}`;
      // With --json the error is a JSON object on stderr.
      assert.equal(
        result.stderr,
        args.includes("--json") ? `${JSON.stringify({ error: message })}\n` : `error: ${message}\n`,
      );
      const again = await cgt(fixed);
      assert.equal(again.code, 0, again.stderr);
      assert.ok(again.stdout.startsWith(output), again.stdout);
    });
  }
  await t.step("a long option that is unknown gets no hint", async () => {
    assert.equal(
      (await cgt(["value", "--thermos", "1"])).stderr,
      'error: unknown option "--thermos"\n',
    );
  });
  await t.step("commands that read no expressions give no hint", async () => {
    assert.equal((await cgt(["nim", "-{"])).stderr, 'error: unknown option "-{"\n');
  });
});

Deno.test("cgt value reads CGSuite's ruleset names and prints positions with cgt's", async (t) => {
  await t.step("Clobber(...) reads the board lower-cased, as CGSuite does", async () => {
    const result = await cgt(["value", 'Clobber("XOX|OX.")']);
    assert.equal(result.stdout, (await cgt(["value", 'clobber("xox|ox.")'])).stdout);
    assert.match(result.stdout, /^value \{\^\^\*\|\*,v\}\n/); // CGSuite's GameGridTest
  });
  await t.step("--moves writes the options of Domineering(...) as domineering(...)", async () => {
    const result = await cgt(["value", 'Domineering("..|..")', "--moves"]);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /domineering\("/);
    assert.doesNotMatch(result.stdout, /Domineering\(/);
  });
  await t.step("--workers reads a CGSuite name of a parallel ruleset", async () => {
    const result = await cgt(["value", 'Snort(".-.-.(-.;-.)")', "--workers", "1"]);
    assert.equal(result.stdout, "value +-{3|2}\noutcome N (the first player wins)\n");
  });
  await t.step("BackslidingToadsAndFrogs(...) is read as loopy notation", async () => {
    const result = await cgt(["value", 'BackslidingToadsAndFrogs("TTT..FFF")']);
    assert.match(result.stdout, /^value \{on\|\|0\|-1\/2\} & \{1\/2\|0\|\|off\}\n/);
  });
  await t.step("TakeAndBreak(code)(n) is read as CGSuite applies a ruleset to a heap", async () => {
    const result = await cgt(["value", 'game.heap.TakeAndBreak("0.07")(5)']);
    assert.equal(result.stdout, (await cgt(["value", 'takeAndBreak("0.07", 5)'])).stdout);
    assert.match(result.stdout, /^value 0\n/); // CGSuite's GameHeapTest: DawsonsKayles(5) is 0
  });
  await t.step(
    "--moves reads CGSuite's pair Cutcake((8, 3)) as the position cutcake(8, 3)",
    async () => {
      const result = await cgt(["value", "Cutcake((8, 3)) + Wythoff((1, 2))", "--moves"]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(
        result.stdout,
        (await cgt(["value", "cutcake(8, 3) + genWythoff(1, 2)", "--moves"])).stdout,
      );
    },
  );
  await t.step("TakeAndBreak(code) alone is refused with one line naming both forms", async () => {
    const result = await cgt(["value", 'TakeAndBreak("0.07")']);
    assert.equal(result.code, 1);
    assert.equal(result.stdout, "");
    assert.match(
      result.stderr,
      /^error: Cannot read TakeAndBreak\("0\.07"\): .*TakeAndBreak\("0\.07"\)\(5\).*takeAndBreak\("0\.07", 5\).* at column 1, in "TakeAndBreak\("0\.07"\)"\n$/,
    );
    assert.equal(result.stderr.split("\n").length, 2);
  });
});
