import assert from "node:assert/strict";
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

Deno.test("decodeDomineeringTable()", async (t) => {
  await t.step("reads back what encodeDomineeringTable wrote", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 20 }),
        (bytes, third) => {
          const text = joinText(encodeDomineeringTable([bytes], 3 * third));
          assert.deepEqual(decodeDomineeringTable(text), bytes);
        },
      ),
      { seed: 25_102, numRuns: 300 },
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
    ];
    for (const [what, text] of rows) assert.equal(decodeDomineeringTable(text), undefined, what);
  });

  await t.step("reads the version line alone as no bytes", () => {
    assert.deepEqual(decodeDomineeringTable(`${DOMINEERING_TABLE_LINE}\n`), new Uint8Array(0));
  });
});
