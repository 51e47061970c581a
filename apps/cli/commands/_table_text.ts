/**
 * The text of a Domineering table that `cgt solve --save` writes (private): a version line, then
 * the table's bytes (`DomineeringSolver`'s `saveTable`) in base64 lines.
 *
 * @module
 */

import { Buffer } from "node:buffer";

/** The first line of the text: its format and version. */
export const DOMINEERING_TABLE_LINE = "cgt domineering table 1";
/** The bytes a base64 line holds (a multiple of 3, so only the last line is padded). */
const BASE64_LINE_BYTES = 49_152;
/** A line of base64: whole groups of four, padding only at its end. */
const BASE64_LINE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A Domineering table's bytes as the text `--save` writes: the version line, then base64 lines of
 * `lineBytes` bytes (default {@link BASE64_LINE_BYTES}), by `node:buffer` (native; `btoa` of
 * strings of character codes took 2 s on a 75 MB table).
 */
export function encodeDomineeringTable(
  bytes: Uint8Array,
  lineBytes: number = BASE64_LINE_BYTES,
): string {
  if (!(Number.isSafeInteger(lineBytes) && lineBytes > 0 && lineBytes % 3 === 0)) {
    throw new RangeError(
      `Cannot encode Domineering table: lineBytes must be a positive multiple of 3, received ${lineBytes}`,
    );
  }
  const lines = [DOMINEERING_TABLE_LINE];
  for (let at = 0; at < bytes.length; at += lineBytes) {
    const end = Math.min(bytes.length, at + lineBytes);
    lines.push(Buffer.from(bytes.buffer, bytes.byteOffset + at, end - at).toString("base64"));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The bytes of a text {@link encodeDomineeringTable} wrote, or undefined if it is not one (another
 * first line, a character outside base64, a line not of whole groups of four, padding anywhere but
 * at the end of the last line). `node:buffer` decodes, after these checks (it skips what it cannot
 * read rather than refusing it).
 */
export function decodeDomineeringTable(text: string): Uint8Array | undefined {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  if (lines[0] !== DOMINEERING_TABLE_LINE) return undefined;
  for (let l = 1; l < lines.length; l++) {
    if (!BASE64_LINE.test(lines[l])) return undefined;
    if (l < lines.length - 1 && lines[l].endsWith("=")) return undefined;
  }
  const parts = lines.slice(1).map((line) => Buffer.from(line, "base64"));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
