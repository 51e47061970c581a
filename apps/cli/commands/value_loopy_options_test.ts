import assert from "node:assert/strict";
import { cgt } from "../testing.ts";
import { AS_WRITTEN_OPTIONS, LOOPY_REFUSALS, loopyRulesetMessage, VALUE_OPTIONS } from "./value.ts";

/** Loopy values of each kind: stoppers, a non-stopper, a loopy ruleset position, a carousel. */
const LOOPY_INPUTS = [
  "over",
  "on",
  "dud",
  'backsliding("TTT..FFF")',
  // Bach's Carousel (CGSuite's tests): its sides are not stoppers.
  "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
];

/** An argument for each option that takes one (the flags take none). */
const SAMPLE_ARGUMENTS: Record<string, string> = {
  svg: "-",
  "max-steps": "5000000",
  workers: "1",
  "max-positions": "1000000",
  cool: "1",
  heat: "1",
  overheat: "*,1",
  db: "domineering-8.cgtdb",
};

Deno.test("cgt value computes or refuses every value option for loopy values, never ignores one", async (t) => {
  const options = Object.entries(VALUE_OPTIONS);
  assert.ok(options.length >= 17, "the option table is read, not a copy");
  for (const expr of LOOPY_INPUTS) {
    const plain = await cgt(["value", expr]);
    assert.equal(plain.code, 0, plain.stderr);
    for (const [name, spec] of options) {
      await t.step(`--${name} on ${expr}`, async () => {
        const args = ["value", expr, `--${name}`];
        if (spec.type === "string") {
          assert.ok(Object.hasOwn(SAMPLE_ARGUMENTS, name), `a sample argument for --${name}`);
          args.push(SAMPLE_ARGUMENTS[name]);
        }
        const result = await cgt(args);
        const refusal = LOOPY_REFUSALS[name as keyof typeof VALUE_OPTIONS];
        const quoted = `"${expr.slice(0, 40)}"`;
        // A loopy ruleset's position refuses the options that search it as written by name.
        const ruleset = (AS_WRITTEN_OPTIONS as readonly string[]).includes(name) &&
            expr.startsWith("backsliding(")
          ? loopyRulesetMessage(name as typeof AS_WRITTEN_OPTIONS[number], "backsliding", quoted)
          : undefined;
        if (name === "moves" && expr.startsWith("backsliding(")) {
          // A loopy ruleset's position written alone: its options are listed after its value.
          assert.equal(result.code, 0, result.stderr);
          assert.ok(result.stdout.startsWith(plain.stdout), result.stdout);
          assert.match(result.stdout.slice(plain.stdout.length), /^options for Left:/);
          return;
        }
        if (refusal !== undefined) {
          // Refused: one line on stderr, nothing on stdout, exit 1.
          assert.equal(result.code, 1, result.stdout);
          assert.equal(result.stdout, "");
          assert.match(result.stderr, /^error: [^\n]+\n$/);
          assert.equal(result.stderr, `error: ${ruleset ?? refusal(quoted)}\n`);
          return;
        }
        if (name === "predicates") {
          // The loopy predicates (@cgt/partizan/loopy-predicates): lines after the value's.
          assert.equal(result.code, 0, result.stderr);
          assert.ok(result.stdout.startsWith(plain.stdout), result.stdout);
          assert.match(
            result.stdout.slice(plain.stdout.length),
            /^infinitesimal (yes|no)\nnumberish (yes|no)\nnumber-tiny (yes|no)\npseudonumber (yes|no)\nplumtree (yes|no)\nstopper-sided (yes|no)\n$/,
          );
          return;
        }
        if (name === "loopy-props") {
          // Computed for stoppers (lines added after the value's), refused in one line for
          // values whose sides differ.
          if (result.code === 1) {
            assert.match(result.stderr, /^error: Cannot find the loopy properties of [^\n]+\n$/);
          } else {
            assert.equal(result.code, 0, result.stderr);
            assert.ok(result.stdout.startsWith(plain.stdout), result.stdout);
            assert.match(result.stdout.slice(plain.stdout.length), /^degree .*\nstable /);
          }
          return;
        }
        // A limit or --force: the value as without it, or a usage error saying where it applies.
        if (result.code === 2) assert.match(result.stderr, /^error: [^\n]+\n$/);
        else {
          assert.equal(result.code, 0, result.stderr);
          assert.equal(result.stdout, plain.stdout);
        }
      });
    }
  }
});

Deno.test("cgt value refuses the operations of short games on loopy values in one line", async (t) => {
  // [arguments, the whole of stderr]
  const rows: [string[], string][] = [
    [
      ["over", "--cool", "1", "--json"],
      'Cannot cool "over": cooling is defined for short games only',
    ],
    [["on", "--heat", "1"], 'Cannot heat "on": heating is defined for short games only'],
    [
      ["dud", "--birthday"],
      'Cannot find the birthday of "dud": birthdays are defined for short games only',
    ],
    [
      ["over", "--uptimal", "--predicates"],
      'Cannot find the uptimal expansion of "over": uptimals are defined for short games only',
    ],
    [["over", "--thermo"], "cannot draw thermographs of loopy games"],
  ];
  for (const [args, message] of rows) {
    await t.step(args.join(" "), async () => {
      const result = await cgt(["value", ...args]);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, "");
      // With --json the error is a JSON object on stderr.
      assert.equal(
        result.stderr,
        args.includes("--json") ? `${JSON.stringify({ error: message })}\n` : `error: ${message}\n`,
      );
    });
  }
});
