import assert from "node:assert/strict";
import { cgt } from "./testing.ts";

/** The length of each input. */
const LENGTH = 100_000;

/**
 * A generous bound, in milliseconds, on reading one input: each is read in linear time (well
 * under a second); a regular expression that backtracked quadratically took 22 s on the first
 * shape.
 */
const BOUND = 10_000;

/** `unit` repeated to LENGTH characters, then `tail`. */
function long(unit: string, tail = ""): string {
  return unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH) + tail;
}

/** Inputs of the shapes that make a regular expression backtrack: long runs with a bad end. */
const SHAPES: [string, string][] = [
  ["letters", long("a")],
  ["letters, then a parenthesis", long("a", "(")],
  ["letters, then a brace", long("a", "{")],
  ["letters and spaces, then a brace", long("a ", "{")],
  ["downs", long("v")],
  ["downs, then a letter", long("v", "a")],
  ["ups", long("^")],
  ["digits", long("1")],
  ["digits, then a slash", long("1", "/")],
  ["spaces, then a letter", long(" ", "x")],
  ["tabs, then a letter", long("\t", "x")],
  ["underscores", long("_")],
  ["an unclosed string", '"' + long("a")],
  ["bars", long("|")],
  ["ampersands", long("&")],
  ["loopy words", long("on ")],
  ["words glued to over", long("over")],
  ["sums", long("1+")],
];

/** The commands that read text: [name, the arguments for an input, its standard input]. */
const COMMANDS: [string, (text: string) => string[], ((text: string) => string)?][] = [
  ["value", (s) => ["value", "--", s]],
  // After a loopy game the whole sum is read by the loopy notation: its terms were added one at
  // a time to a loopy total, in time quadratic in them (4 to 7 s to reach the step limit).
  ["value, after a loopy game", (s) => ["value", "--", `backsliding("T.F") + ${s}`]],
  ["compare", (s) => ["compare", "--", s, "0"]],
  ["op", (s) => ["op", "ordinal-sum", "--", s, "0"]],
  ["nimber", (s) => ["nimber", "--", s]],
  ["grundy octal", (s) => ["grundy", "octal", "--", s]],
  ["grundy <code>", (s) => ["grundy", "--", s]],
  ["grundy subtraction", (s) => ["grundy", "subtraction", "--", s]],
  ["misere octal", (s) => ["misere", "octal", "--", s]],
  ["judge new-nim", () => ["judge", "new-nim"], (s) => s],
];

Deno.test("run() reads 100,000-character inputs of every backtracking shape quickly, with a value or one error line", async (t) => {
  for (const [command, args, stdin] of COMMANDS) {
    await t.step(command, async () => {
      for (const [shape, text] of SHAPES) {
        const start = performance.now();
        const result = await cgt(args(text), stdin?.(text) ?? "");
        const ms = performance.now() - start;
        assert.ok(ms < BOUND, `${command} on ${shape} took ${Math.round(ms)} ms`);
        assert.doesNotMatch(result.stderr, /internal error/, `${command} on ${shape}`);
        if (result.code !== 0) {
          assert.match(result.stderr, /^error: [^\n]*\n$/, `${command} on ${shape}`);
        }
      }
    });
  }
});
