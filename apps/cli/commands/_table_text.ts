/**
 * The text of a Domineering table that `cgt solve --save` writes (private): a version line, then
 * the table's bytes (`DomineeringSolver`'s `saveTable`) in base64 lines, written a line at a time.
 *
 * @module
 */

/** The first line of the text: its format and version. */
export const DOMINEERING_TABLE_LINE = "cgt domineering table 1";
/** The bytes a base64 line holds (a multiple of 3, so only the last line is padded). */
const BASE64_LINE_BYTES = 49_152;

/** The characters of base64 (RFC 4648, section 4), as ASCII codes. */
const BASE64_CODES = new TextEncoder().encode(
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
);
/** The ASCII codes of "=" and of a line feed. */
const PAD = 61;
const NEWLINE = 10;

/**
 * Writes `bytes` in base64 (padded with "=") and a line feed into `out` from its start, and
 * returns how many bytes of `out` that took.
 */
function base64LineInto(bytes: Uint8Array, out: Uint8Array): number {
  const whole = bytes.length - (bytes.length % 3);
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = BASE64_CODES[v >>> 18];
    out[o++] = BASE64_CODES[(v >>> 12) & 63];
    out[o++] = BASE64_CODES[(v >>> 6) & 63];
    out[o++] = BASE64_CODES[v & 63];
  }
  if (whole < bytes.length) {
    const two = whole + 1 < bytes.length;
    const v = (bytes[whole] << 16) | (two ? bytes[whole + 1] << 8 : 0);
    out[o++] = BASE64_CODES[v >>> 18];
    out[o++] = BASE64_CODES[(v >>> 12) & 63];
    out[o++] = two ? BASE64_CODES[(v >>> 6) & 63] : PAD;
    out[o++] = PAD;
  }
  out[o++] = NEWLINE;
  return o;
}

/**
 * A Domineering table's bytes (as `DomineeringSolver`'s `saveTableChunks` makes them, in chunks of
 * any sizes) as the UTF-8 bytes of the text `--save` writes, in pieces made one at a time as they
 * are asked for, so that the table is never copied whole: the version line, then base64 lines of
 * `lineBytes` bytes of the table each (default {@link BASE64_LINE_BYTES}; the last line may be
 * shorter), each line a piece. Each piece is a view of a buffer that the next overwrites: write or
 * copy it before asking for the next. Memory: one line and its text, in two buffers made once (a
 * string or an array a line would leave the garbage collector tens of MB to find: measured, 64 MB
 * more at the peak of saving a 300 MB table). Time: linear, some 0.3 s for 300 MB.
 *
 * @throws {RangeError} At once, if `lineBytes` is not a positive multiple of 3.
 */
export function encodeDomineeringTable(
  chunks: Iterable<Uint8Array>,
  lineBytes: number = BASE64_LINE_BYTES,
): Generator<Uint8Array, void, undefined> {
  if (!(Number.isSafeInteger(lineBytes) && lineBytes > 0 && lineBytes % 3 === 0)) {
    throw new RangeError(
      `Cannot encode Domineering table: lineBytes must be a positive multiple of 3, received ${lineBytes}`,
    );
  }
  return encodeLines(chunks, lineBytes);
}

/** The pieces of {@link encodeDomineeringTable} (its argument checked). */
function* encodeLines(
  chunks: Iterable<Uint8Array>,
  lineBytes: number,
): Generator<Uint8Array, void, undefined> {
  yield new TextEncoder().encode(`${DOMINEERING_TABLE_LINE}\n`);
  const line = new Uint8Array(lineBytes);
  const out = new Uint8Array((lineBytes / 3) * 4 + 1);
  let fill = 0;
  for (const chunk of chunks) {
    for (let from = 0; from < chunk.length;) {
      const take = Math.min(lineBytes - fill, chunk.length - from);
      line.set(chunk.subarray(from, from + take), fill);
      fill += take;
      from += take;
      if (fill === lineBytes) {
        yield out.subarray(0, base64LineInto(line, out));
        fill = 0;
      }
    }
  }
  if (fill > 0) yield out.subarray(0, base64LineInto(line.subarray(0, fill), out));
}

/** The value of each ASCII code in base64, or -1 for a code outside it. */
const BASE64_VALUES = new Int8Array(256).fill(-1);
BASE64_CODES.forEach((code, value) => BASE64_VALUES[code] = value);
/** The first line's bytes. */
const FIRST_LINE = new TextEncoder().encode(DOMINEERING_TABLE_LINE);

/**
 * The table's bytes in the UTF-8 bytes of a text {@link encodeDomineeringTable} wrote (a file
 * read whole), decoded in place: the result is a view of the start of `bytes`, which this
 * overwrites (each group of four characters becomes three bytes or fewer, written behind it), so
 * that reading a saved table takes no memory beyond the file's bytes. Undefined if the text is
 * not one (another first line, a character outside base64, a line not of whole groups of four,
 * padding anywhere but at the end of the last line; one line feed at the end is allowed, as are
 * empty lines). Time: linear.
 */
export function decodeDomineeringTable(bytes: Uint8Array): Uint8Array | undefined {
  // A line feed at the end ends the last line rather than starting an empty one.
  const limit = bytes.length > 0 && bytes[bytes.length - 1] === NEWLINE
    ? bytes.length - 1
    : bytes.length;
  const lineEnd = (from: number): number => {
    const at = bytes.indexOf(NEWLINE, from);
    return at < 0 || at >= limit ? limit : at;
  };
  let end = lineEnd(0);
  if (end !== FIRST_LINE.length || FIRST_LINE.some((code, i) => bytes[i] !== code)) {
    return undefined;
  }
  let out = 0;
  while (end < limit) {
    const start = end + 1;
    end = lineEnd(start);
    const last = end === limit;
    if ((end - start) % 4 !== 0) return undefined;
    for (let g = start; g < end; g += 4) {
      const a = BASE64_VALUES[bytes[g]];
      const b = BASE64_VALUES[bytes[g + 1]];
      const third = bytes[g + 2];
      const fourth = bytes[g + 3];
      if (a < 0 || b < 0) return undefined;
      // Padding ends the last group of the last line.
      const padded = third === PAD || fourth === PAD;
      if (padded && !(last && g + 4 === end)) return undefined;
      if (third === PAD) {
        if (fourth !== PAD) return undefined;
        bytes[out++] = (a << 2) | (b >> 4);
        continue;
      }
      const c = BASE64_VALUES[third];
      if (c < 0) return undefined;
      if (fourth === PAD) {
        bytes[out++] = (a << 2) | (b >> 4);
        bytes[out++] = ((b & 15) << 4) | (c >> 2);
        continue;
      }
      const d = BASE64_VALUES[fourth];
      if (d < 0) return undefined;
      bytes[out++] = (a << 2) | (b >> 4);
      bytes[out++] = ((b & 15) << 4) | (c >> 2);
      bytes[out++] = ((c & 3) << 6) | d;
    }
  }
  return bytes.subarray(0, out);
}
