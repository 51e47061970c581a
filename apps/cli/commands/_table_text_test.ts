import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import fc from "fast-check";
import {
  decodeDomineeringTable,
  DOMINEERING_TABLE_LINE,
  encodeDomineeringTable,
} from "./_table_text.ts";

/** The slow twin: the version line, then each line's bytes through the platform's btoa. */
function plainEncode(bytes: Uint8Array, lineBytes: number): string {
  let text = `${DOMINEERING_TABLE_LINE}\n`;
  for (let at = 0; at < bytes.length; at += lineBytes) {
    text += `${btoa(String.fromCharCode(...bytes.subarray(at, at + lineBytes)))}\n`;
  }
  return text;
}

/** The text of the pieces `encodeDomineeringTable` made, one after another. */
function joinText(pieces: Iterable<Uint8Array>): string {
  const decoder = new TextDecoder();
  let text = "";
  for (const piece of pieces) text += decoder.decode(piece, { stream: true });
  return text + decoder.decode();
}

/**
 * `bytes` cut into chunks of the given sizes (taken in turn, the rest in the last chunk), each
 * in the same buffer, overwritten by the next (as `DomineeringSolver`'s `saveTableChunks` does).
 */
function* cut(bytes: Uint8Array, sizes: number[]): Generator<Uint8Array> {
  const buffer = new Uint8Array(bytes.length);
  let at = 0;
  for (const size of [...sizes, bytes.length]) {
    const chunk = bytes.subarray(at, at + size);
    buffer.fill(0xff);
    buffer.set(chunk);
    yield buffer.subarray(0, chunk.length);
    at += chunk.length;
    if (at >= bytes.length) return;
  }
}

Deno.test("encodeDomineeringTable()", async (t) => {
  await t.step("agrees with btoa line by line, whatever chunks the bytes come in", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (bytes, sizes, third) => {
          // Each piece is overwritten by the next: copied as it comes.
          const pieces = Array.from(
            encodeDomineeringTable(cut(bytes, sizes), 3 * third),
            (piece) => piece.slice(),
          );
          assert.equal(joinText(pieces), plainEncode(bytes, 3 * third));
          // One piece for the version line, then one a line.
          assert.equal(pieces.length, 1 + Math.ceil(bytes.length / (3 * third)));
        },
      ),
      { seed: 25_101, numRuns: 300 },
    );
  });

  await t.step("throws RangeError at once for a line that is not a multiple of 3 bytes", () => {
    assert.throws(() => encodeDomineeringTable([new Uint8Array(4)], 4), RangeError);
  });
});

/**
 * The slow twin of decodeDomineeringTable, on the text as a string: split into lines (one empty
 * last line dropped), each checked by a regular expression, then decoded by node:buffer.
 */
function plainDecode(text: string): Uint8Array | undefined {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  if (lines[0] !== DOMINEERING_TABLE_LINE) return undefined;
  const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
  for (let l = 1; l < lines.length; l++) {
    if (!base64.test(lines[l])) return undefined;
    if (l < lines.length - 1 && lines[l].endsWith("=")) return undefined;
  }
  return new Uint8Array(Buffer.from(lines.slice(1).join(""), "base64"));
}

/** decodeDomineeringTable of the UTF-8 bytes of `text` (a fresh array, which it overwrites). */
function decode(text: string): Uint8Array | undefined {
  const bytes = decodeDomineeringTable(new TextEncoder().encode(text));
  return bytes === undefined ? undefined : bytes.slice();
}

Deno.test("decodeDomineeringTable()", async (t) => {
  await t.step("reads back what encodeDomineeringTable wrote", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 20 }),
        (bytes, third) => {
          const text = joinText(encodeDomineeringTable([bytes], 3 * third));
          assert.deepEqual(decode(text), bytes);
        },
      ),
      { seed: 25_102, numRuns: 300 },
    );
  });

  await t.step("agrees with its slow twin on saved texts changed at random", () => {
    const changes = ["=", "==", "\n", "\n\n", "*", "A", "QQ", "é", "\r", "", " "];
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(
          fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 }), fc.constantFrom(...changes)),
          { maxLength: 3 },
        ),
        (bytes, third, edits) => {
          let text = joinText(encodeDomineeringTable([bytes], 3 * third));
          for (const [where, cut, put] of edits) {
            const at = where % (text.length + 1);
            text = text.slice(0, at) + put + text.slice(at + cut);
          }
          assert.deepEqual(decode(text), plainDecode(text), JSON.stringify(text));
        },
      ),
      { seed: 25_103, numRuns: 2000 },
    );
  });

  await t.step("returns undefined for a text that is no saved table", () => {
    const line = DOMINEERING_TABLE_LINE;
    const rows: [string, string][] = [
      ["another first line", "cgt outcome table 2\nQUJD\n"],
      ["an empty text", ""],
      ["a line not of whole groups of 4", `${line}\nQUJ\n`],
      ["a character outside base64", `${line}\nQU*D\n`],
      ["a character beyond ASCII", `${line}\nQUJé\n`],
      ["padding inside a line", `${line}\nQQ==QUJD\n`],
      ["a digit after padding", `${line}\nQU=D\n`],
      ["padding before the last line", `${line}\nQQ==\nQUJD\n`],
      ["the first line and more on it", `${line}x\nQUJD\n`],
    ];
    for (const [what, text] of rows) {
      assert.equal(decode(text), undefined, what);
      assert.equal(plainDecode(text), undefined, what);
    }
  });

  await t.step("reads the version line alone as no bytes", () => {
    assert.deepEqual(decode(`${DOMINEERING_TABLE_LINE}\n`), new Uint8Array(0));
    assert.deepEqual(decode(DOMINEERING_TABLE_LINE), new Uint8Array(0));
  });

  await t.step("returns a view of the start of the bytes it was given", () => {
    const bytes = new TextEncoder().encode(`${DOMINEERING_TABLE_LINE}\nQUJD\n`);
    const table = decodeDomineeringTable(bytes)!;
    assert.equal(table.buffer, bytes.buffer);
    assert.equal(table.byteOffset, 0);
    assert.deepEqual([...table], [65, 66, 67]); // "ABC"
  });
});
