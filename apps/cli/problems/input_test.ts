import assert from "node:assert/strict";
import fc from "fast-check";
import { InputReader } from "./input.ts";

/** The definition the fast path must match: split on whitespace, check each token by regex. */
function slowInts(text: string, min: number, max: number): (number | string)[] {
  const out: (number | string)[] = [];
  for (const token of text.split(/\s+/).filter((t) => t !== "")) {
    const value = Number(token);
    if (!/^-?\d+$/.test(token)) return [...out, "not an integer"];
    if (!(value >= min && value <= max)) return [...out, "out of range"];
    out.push(value);
  }
  return out;
}

function fastInts(text: string, min: number, max: number): (number | string)[] {
  const reader = new InputReader("test", text);
  const out: (number | string)[] = [];
  for (;;) {
    try {
      out.push(reader.int("x", min, max));
    } catch (error) {
      const message = (error as Error).message;
      if (message.includes("end of the input")) return out;
      return [...out, message.includes("expected an integer") ? "not an integer" : "out of range"];
    }
  }
}

Deno.test("InputReader.int() reads exactly what the token-by-token definition reads", () => {
  const token = fc.oneof(
    fc.integer({ min: -1e6, max: 1e6 }).map(String),
    fc.constantFrom(
      "-",
      "+1",
      "1.5",
      "1e3",
      "x",
      "12a",
      "-0",
      "0012",
      "9".repeat(16),
      "9".repeat(20),
    ),
  );
  const space = fc.constantFrom(" ", "\n", "\t", "\r\n", "  ");
  fc.assert(
    fc.property(
      fc.array(fc.tuple(token, space), { maxLength: 12 }),
      fc.integer({ min: -5, max: 5 }),
      (parts, low) => {
        const text = parts.map(([t, s]) => t + s).join("");
        const min = low * 1000;
        const max = 10 ** 15;
        assert.deepEqual(fastInts(text, min, max), slowInts(text, min, max));
      },
    ),
    { seed: 83158, numRuns: 500 },
  );
});

Deno.test("InputReader.int() names the item and the token in its errors", () => {
  assert.throws(
    () => new InputReader("p", "").int("q", 1, 9),
    /Cannot read p input: expected q, found the end/,
  );
  assert.throws(
    () => new InputReader("p", "7x").int("q", 1, 9),
    /expected an integer for q \(token 1\), received "7x"/,
  );
  assert.throws(
    () => new InputReader("p", " 10 ").int("q", 1, 9),
    /q must be from 1 to 9, received 10/,
  );
  const reader = new InputReader("p", "3 4");
  assert.equal(reader.int("a", 0, 9), 3);
  assert.throws(() => reader.end(), /unexpected extra input "4"/);
});
