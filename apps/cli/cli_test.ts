import assert from "node:assert/strict";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { parse, type Parsed, UsageError } from "./cli.ts";

const OPTIONS = {
  "max-steps": { type: "string" },
  thermo: { type: "boolean" },
  svg: { type: "string" },
} as const;

/**
 * The slow twin of parse(): Node's own strict parseArgs, with negative numbers protected from
 * being read as options (as parse() documents). Null when Node rejects the arguments.
 */
function nodeParse(args: string[]): Parsed | null {
  const protect = (a: string) => (/^-\d/.test(a) ? `\u0000${a}` : a);
  const unprotect = (s: string) => (s.startsWith("\u0000") ? s.slice(1) : s);
  try {
    const { values, positionals } = parseArgs({
      args: args.map(protect),
      options: { help: { type: "boolean", short: "h" }, json: { type: "boolean" }, ...OPTIONS },
      strict: true,
      allowPositionals: true,
    });
    const out: Parsed["values"] = {};
    for (const [k, v] of Object.entries(values)) out[k] = typeof v === "string" ? unprotect(v) : v;
    return { values: out, positionals: positionals.map(unprotect) };
  } catch {
    return null;
  }
}

function ourParse(args: string[]): Parsed | null {
  try {
    const { values, positionals } = parse(args, OPTIONS);
    return { values: { ...values }, positionals };
  } catch (error) {
    assert.ok(error instanceof UsageError);
    return null;
  }
}

Deno.test("parse() agrees with node:util parseArgs on random argument lists", () => {
  const token = fc.constantFrom(
    "--json",
    "--thermo",
    "--max-steps",
    "--max-steps=7",
    "--svg",
    "--svg=-",
    "-",
    "--",
    "-h",
    "-x",
    "--frob",
    "--json=1",
    "-3",
    "-1/2",
    "{3|1}",
    "x.svg",
    "12",
  );
  fc.assert(
    fc.property(fc.array(token, { maxLength: 6 }), (args) => {
      assert.deepEqual(ourParse(args), nodeParse(args), JSON.stringify(args));
    }),
    { seed: 40531, numRuns: 3000 },
  );
});

Deno.test("parse() explains each mistake in one line", async (t) => {
  const cases: [string[], string][] = [
    [["--frob"], 'unknown option "--frob"'],
    [["-x"], 'unknown option "-x"'],
    [["--max-steps"], 'option "--max-steps" needs a value'],
    [["--max-steps", "--json"], 'option "--max-steps" needs a value'],
    [["--json=yes"], 'option "--json" does not take a value'],
  ];
  for (const [args, message] of cases) {
    await t.step(args.join(" "), () => {
      assert.throws(
        () => parse(args, OPTIONS),
        (e) => e instanceof UsageError && e.message === message,
      );
    });
  }
});

Deno.test("parse() reads negative numbers as values and positionals", () => {
  assert.deepEqual(parse(["-3/4", "--max-steps", "-1"], OPTIONS), {
    values: { "max-steps": "-1" },
    positionals: ["-3/4"],
  });
  assert.deepEqual(parse(["--svg", "-", "--", "--json"], OPTIONS), {
    values: { svg: "-" },
    positionals: ["--json"],
  });
});
