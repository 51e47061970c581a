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

Deno.test("encodeDomineeringTable()", async (t) => {
  await t.step("agrees with btoa line by line", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 20 }),
        (bytes, third) => {
          assert.equal(encodeDomineeringTable(bytes, 3 * third), plainEncode(bytes, 3 * third));
        },
      ),
      { seed: 25_101, numRuns: 300 },
    );
  });

  await t.step("throws RangeError for a line that is not a multiple of 3 bytes", () => {
    assert.throws(() => encodeDomineeringTable(new Uint8Array(4), 4), RangeError);
  });
});

Deno.test("decodeDomineeringTable()", async (t) => {
  await t.step("reads back what encodeDomineeringTable wrote", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 20 }),
        (bytes, third) => {
          assert.deepEqual(decodeDomineeringTable(encodeDomineeringTable(bytes, 3 * third)), bytes);
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
