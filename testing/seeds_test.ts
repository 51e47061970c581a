/**
 * Every fast-check property in the repository runs with a fixed seed, so a
 * test run is the same on every machine and in CI: this test reads every
 * `*_test.ts` file and names each `fc.assert(` call whose parameters object
 * (its second argument) has no `seed`.
 *
 * @module
 */
import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SKIP_DIRS = new Set([".git", "node_modules", "dist", "out", "__snapshots__"]);

/** Index just past the string, template or comment that starts at `i`, or `i` when none does. */
function skipLiteral(source: string, i: number): number {
  const c = source[i];
  if (c === "/" && source[i + 1] === "/") {
    const end = source.indexOf("\n", i);
    return end < 0 ? source.length : end;
  }
  if (c === "/" && source[i + 1] === "*") {
    const end = source.indexOf("*/", i + 2);
    return end < 0 ? source.length : end + 2;
  }
  if (c === '"' || c === "'" || c === "`") {
    let j = i + 1;
    while (j < source.length && source[j] !== c) {
      if (source[j] === "\\") j++;
      else if (c === "`" && source[j] === "$" && source[j + 1] === "{") {
        j = closeBracket(source, j + 1);
        continue;
      }
      j++;
    }
    return j + 1;
  }
  return i;
}

/** Index just past the bracket that closes the one at `open`. */
function closeBracket(source: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < source.length) {
    const skipped = skipLiteral(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = source[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return source.length;
}

/** The top-level arguments of the call whose opening parenthesis is at `open`. */
function callArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let start = open + 1;
  let i = open + 1;
  const end = closeBracket(source, open) - 1;
  while (i < end) {
    const skipped = skipLiteral(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = source[i];
    if (c === "(" || c === "[" || c === "{") {
      i = closeBracket(source, i);
      continue;
    }
    if (c === ",") {
      args.push(source.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  const last = source.slice(start, end);
  if (last.trim() !== "") args.push(last);
  return args;
}

/** `text` with its comments left out (strings and templates kept as they are). */
function withoutComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const skipped = skipLiteral(text, i);
    if (skipped === i) {
      out += text[i++];
    } else {
      if (text[i] !== "/") out += text.slice(i, skipped);
      i = skipped;
    }
  }
  return out;
}

/**
 * The 1-based line numbers of the `fc.assert(` calls in `source` whose second
 * argument is not an object literal with a `seed` field.
 */
export function unseededAsserts(source: string): number[] {
  const lines: number[] = [];
  let i = 0;
  while (i < source.length) {
    const skipped = skipLiteral(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (source.startsWith("fc.assert(", i) && !/[\w$.]/.test(source[i - 1] ?? "")) {
      const open = i + "fc.assert".length;
      const options = withoutComments(callArguments(source, open)[1] ?? "").trim();
      if (!/^\{[^]*\bseed\s*:/.test(options)) {
        lines.push(source.slice(0, i).split("\n").length);
      }
      i = open + 1;
      continue;
    }
    i++;
  }
  return lines;
}

function* testFiles(dir: string): Generator<string> {
  for (const entry of Deno.readDirSync(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory && !SKIP_DIRS.has(entry.name)) yield* testFiles(path);
    else if (entry.isFile && entry.name.endsWith("_test.ts")) yield path;
  }
}

Deno.test("unseededAsserts() names the fc.assert calls without a seed", async (t) => {
  await t.step("a call with no parameters object is reported", () => {
    const sample = [
      "Deno.test('x', () => {",
      "  fc.assert(fc.property(fc.nat(), (n) => n >= 0));",
      "});",
    ].join("\n");
    assert.deepEqual(unseededAsserts(sample), [2]);
  });
  await t.step("a parameters object without seed is reported, one with seed is not", () => {
    const sample = [
      "fc.assert(",
      "  fc.property(fc.nat(), (n) => { const o = { seed: 1 }; return n >= 0; }),",
      "  { numRuns: 50 },",
      ");",
      "fc.assert(fc.property(fc.nat(), (n) => n >= 0), { numRuns: 50, seed: 7 });",
      "await fc.assert(fc.asyncProperty(fc.nat(), async (n) => n >= 0), { seed: 3 });",
    ].join("\n");
    assert.deepEqual(unseededAsserts(sample), [1]);
  });
  await t.step("seeds in strings, comments or a spread do not count", () => {
    const sample = [
      "fc.assert(fc.property(fc.string(), (s) => s !== '{ seed: 1 }'), { numRuns: 9 }); // seed: 2",
      "fc.assert(fc.property(fc.nat(), () => true), { ...OPTIONS });",
      "// fc.assert(fc.property(fc.nat(), () => true));",
      "const s = `fc.assert(${x})`;",
    ].join("\n");
    assert.deepEqual(unseededAsserts(sample), [1, 2]);
  });
  await t.step("comments around the parameters object are read past", () => {
    const sample = [
      "fc.assert(",
      "  fc.property(fc.nat(), () => true),",
      "  // fewer runs: the twin is slow",
      "  { seed: 4, numRuns: 9 },",
      ");",
      "fc.assert(",
      "  fc.property(fc.nat(), () => true),",
      "  { numRuns: 9 /* no seed: 5 here */ },",
      ");",
    ].join("\n");
    assert.deepEqual(unseededAsserts(sample), [6]);
  });
});

Deno.test("every fc.assert call in the repository's tests has a fixed seed", () => {
  const problems: string[] = [];
  let calls = 0;
  for (const path of testFiles(ROOT)) {
    const source = Deno.readTextFileSync(path);
    calls += source.split("fc.assert(").length - 1;
    for (const line of unseededAsserts(source)) {
      problems.push(`${relative(ROOT, path)}:${line}`);
    }
  }
  assert.ok(calls > 100, `expected to find the repository's properties, found ${calls} calls`);
  assert.deepEqual(problems, [], `fc.assert without a seed at:\n${problems.join("\n")}`);
});
