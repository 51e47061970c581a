import assert from "node:assert/strict";
import fc from "fast-check";
import { type ByteSource, InputReader, MAX_TOKEN, textSource } from "./input.ts";

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

function fastInts(
  text: string,
  min: number,
  max: number,
  source: ByteSource = textSource(text),
): (number | string)[] {
  const reader = new InputReader("test", source);
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
    /q must be from 1 to 9, received "10"/,
  );
  const reader = new InputReader("p", "3 4");
  assert.equal(reader.int("a", 0, 9), 3);
  assert.throws(() => reader.end(), /unexpected extra input "4"/);
});

/** A source of `text` that gives at most `size` bytes per read, as a slow pipe would. */
function inPieces(text: string, size: number): ByteSource {
  const whole = textSource(text);
  return (buffer) => whole(buffer.subarray(0, Math.min(size, buffer.length)));
}

/** Reads with intsInto() into an array of `count`, then one by one with int(), as slime-stones does. */
function bulkInts(text: string, count: number, size: number): (number | string)[] {
  const reader = new InputReader("test", inPieces(text, size));
  const into = new Float64Array(count);
  const n = reader.intsInto(into, 0, 10 ** 9);
  const out: (number | string)[] = [...into.subarray(0, n)];
  for (;;) {
    try {
      out.push(reader.int("x", 0, 10 ** 9));
    } catch (error) {
      const message = (error as Error).message;
      if (message.includes("end of the input")) return out;
      return [...out, message.includes("expected an integer") ? "not an integer" : "out of range"];
    }
  }
}

const token = fc.oneof(
  fc.integer({ min: -1e6, max: 2e9 }).map(String),
  fc.constantFrom("-", "+1", "1.5", "x", "0012", "9".repeat(16), "é", "🂡"),
);
const space = fc.constantFrom(" ", "\n", "\t", "\r\n", "  ");
const text = fc.array(fc.tuple(token, space), { maxLength: 12 }).map((parts) =>
  parts.map(([t, s]) => t + s).join("")
);

Deno.test("InputReader reads the same tokens whatever pieces its source gives", async (t) => {
  await t.step("int() agrees with the token-by-token definition on 1- to 7-byte reads", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 7 }), (input, size) => {
        assert.deepEqual(
          fastInts(input, 0, 10 ** 9, inPieces(input, size)),
          slowInts(input, 0, 10 ** 9),
        );
      }),
      { seed: 51207, numRuns: 400 },
    );
  });
  await t.step("intsInto() then int() agree with the definition for any count", () => {
    fc.assert(
      fc.property(text, fc.nat(14), fc.integer({ min: 1, max: 7 }), (input, count, size) => {
        assert.deepEqual(bulkInts(input, count, size), slowInts(input, 0, 10 ** 9));
      }),
      { seed: 7741, numRuns: 400 },
    );
  });
});

Deno.test("InputReader reads no further than it needs and no more than its bound", async (t) => {
  await t.step("a reader that has its numbers leaves the rest of the source unread", () => {
    let given = 0;
    const piece = new TextEncoder().encode("7 8 ");
    const source: ByteSource = (buffer) => {
      buffer.set(piece);
      given += piece.length;
      return piece.length;
    };
    const reader = new InputReader("p", source, { maxBytes: 1000 });
    assert.equal(reader.int("a", 0, 9), 7);
    assert.throws(() => reader.end(), /unexpected extra input "8"/);
    assert.equal(given, 4);
  });
  await t.step("endless whitespace fails once maxBytes are read", () => {
    let given = 0;
    const reader = new InputReader("p", (buffer) => {
      buffer.fill(0x0a);
      given += buffer.length;
      return buffer.length;
    }, { maxBytes: 5000 });
    assert.throws(
      () => reader.int("a", 0, 9),
      /^CliError: Cannot read p input: the input is longer than 5000 bytes, more than any valid input needs$/,
    );
    assert.equal(given, 5001);
  });
  await t.step("a token longer than MAX_TOKEN fails, echoing 40 of them", () => {
    const reader = new InputReader("p", "1 " + "2".repeat(10_000));
    assert.equal(reader.int("a", 0, 9), 1);
    assert.throws(() => reader.int("b", 0, 9), {
      message: `Cannot read p input: token 2 is longer than ${MAX_TOKEN} bytes, received "${
        "2".repeat(40)
      }…"`,
    });
  });
  await t.step("a token of MAX_TOKEN bytes is read", () => {
    const reader = new InputReader("p", "0".repeat(MAX_TOKEN - 1) + "5", { maxBytes: 200 });
    assert.equal(reader.int("a", 0, 9), 5);
    reader.end();
  });
});
