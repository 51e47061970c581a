import assert from "node:assert/strict";
import { COMMANDS } from "./commands/mod.ts";
import { cgt } from "./testing.ts";

/**
 * Invocations of each command with --json that between them take every path through its
 * output: small and huge numbers, each outcome, each subcommand and option that adds fields.
 */
const RUNS: Record<string, [args: string[], stdin?: string][]> = {
  demo: [[[]]],
  mex: [[["0", "1", "3"]], [["9007199254740993", "0", "1"]], [["18446744073709551619", "2"]], [[]]],
  grundy: [
    [["octal", ".07", "--to", "100"]],
    [["kayles", "--at", "1000"]],
    [["kayles", "--at", "1000000000000000000"]],
    [["subtraction", "1,3,4", "--to", "20"]],
    [["grundy-game", "--to", "30"]],
    [["take-and-break", "4.0", "--to", "8"]],
    [["octal", "0.6", "--to", "10"]],
    // An octal code given alone.
    [["0.137", "--to", "10"]],
  ],
  misere: [
    [["octal", "0.07", "--to", "20"]],
    [["sum", "dawsons-kayles", "3", "4"]],
    [["quotient", "dawsons-kayles", "--to", "30"]],
    [["kayles", "--to", "6"]],
    [["octal", "0.7", "--to", "3", "--max-length", "1"]],
    [["sum", "kayles", "1", "1"]],
    [["search", "0.7..0.77", "--to", "12", "--order", "2"]],
  ],
  nim: [
    [["7", "9", "12"]],
    [["1", "2", "3"]],
    [["7", "9", "12", "--misere"]],
    [["1", "1", "--misere"]],
    [["18446744073709551619", "5"]],
    [["0"]],
  ],
  wythoff: [
    [["161803398", "261803398"]],
    [["5", "6"]],
    [["0", "0"]],
    [["5", "6", "--k", "2"]],
    [["100000000000000000000", "3"]],
  ],
  census: [
    [["octal", "--codes", "0.07,0.77", "--to", "200", "--db", ":memory:"]],
    [["misere", "--codes", "0.07", "--heap", "12", "--db", ":memory:"]],
  ],
  table: [
    [["cutcake", "--rows", "3", "--cols", "3"]],
    [["takeAway", "2", "--rows", "2", "--cols", "2"]],
  ],
  nimber: [[["(3 + 5) / 7"]], [["21508 * 42689"]], [["sqrt(18446744073709551615)"]]],
  value: [
    [["{3|1} + {1|-1}"]],
    [["on + off"]],
    [["over"]],
    [["+-{5|pass}", "--loopy-props"]],
    [["a{0|{0||||0,*2|||a|0||0}||0}", "--loopy-props"]],
    [["{0|||0||0|off}", "--loopy-props"]],
    [["{1|0}", "--loopy-props"]],
    [['amazons("x...|o...")']],
    [["{3||2|1}", "--rcf", "--incentives", "--birthday", "--atomic-weight", "--followers"]],
    [["^", "--atomic-weight", "--uptimal", "--predicates", "--birthday"]],
    [["{3||2*|1*}", "--thermo"]],
    [["*2", "--misere"]],
    [[
      'domineering("...|...") + {1|-1}',
      "--moves",
      "--sensible",
      "--lines",
      "--companion",
      "--stop-count",
      "--confusion-interval",
      "--far-star",
      "--star-projection",
      "--temper",
    ]],
    [["{2|1,{*|0}}", "--temper", "--moves"]],
    // A loopy ruleset position's moves: a win, a loss and an escape to off; then draws.
    [['foxgeese("..x.|....|o...")', "--moves"]],
    [['windUp("2", 4, 1)', "--moves"]],
    // Options whose values Wind-Up will not find (∞ reaching 150 positions): value null.
    [['windUp("6,7", 150, 13)', "--moves"]],
    // A sum's moves: each option also gives its component; a win, a loss, then draws.
    [['backsliding("T..F") + 1', "--moves"]],
    [['* - backsliding("FF..TT")', "--moves"]],
    [[Array.from({ length: 16 }, (_, i) => `+-${i + 1}`).join(" + ")]],
    [[Array.from({ length: 16 }, (_, i) => `+-${i + 1}`).join(" + "), "--birthday"]],
  ],
  solve: [
    [['domineering("....|....|....")']],
    [['domineering("..|..") + clobber("xo.|.ox")']],
    [["{1|0} + *"]],
    [["0"]],
    [['cram("...|...|...|...|...")']],
  ],
  op: [
    [["selective", "1/2", "1/4"]],
    [["conway-product", "*5", "*6"]],
    [["ordinal-sum", "1", "*"]],
    [["upsum", "on", "off"]],
  ],
  compare: [[["{1|1}", "1 + *"]], [["^*", "0"]], [["1", "0"]], [["0", "1"]], [["on", "off"]]],
  judge: [[["slime-stones"], "1\n2 4 0\n"], [["new-nim"], "6\n5 5 6 6 5 5\n"]],
};

/** The JSON type of a value: "null", "boolean", "number", "string", "array" or "object". */
function typeOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** Adds the type of every path of `value` (array items as `[]`) to `types`. */
function collect(value: unknown, path: string, types: Map<string, Set<string>>): void {
  if (!types.has(path)) types.set(path, new Set());
  types.get(path)!.add(typeOf(value));
  if (Array.isArray(value)) { for (const item of value) collect(item, `${path}[]`, types); }
  else if (typeOf(value) === "object") {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      collect(item, `${path}.${key}`, types);
    }
  }
}

Deno.test("every JSON field of every command keeps one type (or null)", async (t) => {
  await t.step("the table runs every command", () => {
    assert.deepEqual(Object.keys(RUNS).sort(), COMMANDS.map((c) => c.name).sort());
  });
  for (const { name } of COMMANDS) {
    await t.step(`cgt ${name} --json`, async () => {
      const types = new Map<string, Set<string>>();
      for (const [args, stdin] of RUNS[name]) {
        const result = await cgt([name, ...args, "--json"], stdin ?? "");
        assert.equal(result.code, 0, `cgt ${name} ${args.join(" ")}: ${result.stderr}`);
        collect(JSON.parse(result.stdout), "$", types);
      }
      const table = Object.fromEntries(
        [...types].map(([path, set]) => [path, [...set].sort().join(" | ")]),
      );
      for (const [path, set] of types) {
        // null stands for "none" (no period, a form too long to print); any other mix is a bug.
        const kinds = [...set].filter((type) => type !== "null");
        assert.ok(kinds.length <= 1, `cgt ${name}: ${path} is ${table[path]}`);
      }
      await t.assertSnapshot(table);
    });
  }
});
