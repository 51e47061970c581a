/**
 * A fast, strict reader for contest inputs: whitespace-separated integers,
 * read from a stream a chunk at a time and only as far as the problem needs,
 * with errors that say what was expected and where.
 *
 * @module
 */

import { CliError, quote } from "../cli.ts";

/**
 * Where the bytes of an input come from: fills `buffer` from its start and
 * returns how many bytes it wrote, or `null` at the end of the input (the
 * shape of `Deno.stdin.readSync`).
 */
export type ByteSource = (buffer: Uint8Array) => number | null;

/** The longest token read, in bytes; a valid token of any problem has at most 11. */
export const MAX_TOKEN = 100;

/** How many bytes are read from the source at a time. */
const CHUNK = 65_536;

/**
 * The byte bound of an input of at most `tokens` numbers of at most 11
 * characters each: room for the numbers and up to 21 bytes of whitespace after
 * each (`\r\n`, indentation), plus 4 KiB.
 *
 * @param tokens The most numbers a valid input holds.
 * @returns The bound in bytes.
 */
export function bytesForTokens(tokens: number): number {
  return 4096 + 32 * tokens;
}

/** A source of the UTF-8 bytes of `text`, as many at a time as the reader asks for. */
export function textSource(text: string): ByteSource {
  let bytes = new TextEncoder().encode(text);
  return (buffer) => {
    if (bytes.length === 0) return null;
    const n = Math.min(buffer.length, bytes.length);
    buffer.set(bytes.subarray(0, n));
    bytes = bytes.subarray(n);
    return n;
  };
}

/**
 * Reads whitespace-separated tokens from a contest input, one at a time,
 * pulling bytes from its source only when the buffered ones run out, so a
 * problem reads no further than its input's declared size (and the check that
 * nothing follows stops at the first token after it). At most `maxBytes` bytes
 * are read and a token has at most {@link MAX_TOKEN} bytes; memory stays
 * within one chunk (64 KiB) and one token. Whitespace is any byte up to 32
 * (space, tab, CR, LF, ...); numbers are read from their ASCII digits, in
 * place.
 * Errors are {@link CliError}s naming the problem, the item and the token.
 */
export class InputReader {
  /** The buffered bytes are `#buf[#pos..#end)`. */
  #buf = new Uint8Array(CHUNK + MAX_TOKEN + 2);
  #pos = 0;
  #end = 0;
  #problem: string;
  #count = 0;
  #source: ByteSource;
  #eof = false;
  #bytes = 0;
  #maxBytes: number;

  /**
   * Creates a reader.
   *
   * @param problem The problem name, used in error messages.
   * @param input The input: all of it as text, or a source of its bytes.
   * @param options `maxBytes`: the most bytes read (default: unbounded).
   */
  constructor(problem: string, input: string | ByteSource, options: { maxBytes?: number } = {}) {
    this.#problem = problem;
    this.#source = typeof input === "string" ? textSource(input) : input;
    this.#maxBytes = options.maxBytes ?? Infinity;
  }

  #fail(why: string): never {
    throw new CliError(`Cannot read ${this.#problem} input: ${why}`);
  }

  /**
   * Reads the next chunk after the unread bytes (moved to the front first);
   * returns false at the end of the input. Fails when the reader needs more
   * than the first `maxBytes` bytes (of which it reads at most one past the
   * bound).
   */
  #more(): boolean {
    if (this.#eof) return false;
    if (this.#bytes > this.#maxBytes) {
      this.#fail(
        `the input is longer than ${this.#maxBytes} bytes, more than any valid input needs`,
      );
    }
    const buf = this.#buf;
    buf.copyWithin(0, this.#pos, this.#end);
    this.#end -= this.#pos;
    this.#pos = 0;
    const room = Math.min(CHUNK, buf.length - this.#end, this.#maxBytes - this.#bytes + 1);
    const n = this.#source(buf.subarray(this.#end, this.#end + room));
    if (n === null) {
      this.#eof = true;
      return false;
    }
    this.#bytes += n;
    this.#end += n;
    return true;
  }

  /**
   * Makes the buffer hold the whole next token (or only whitespace at the end
   * of the input), leaving the position on the token's first byte.
   */
  #fillToken(): void {
    for (;;) {
      const buf = this.#buf;
      const end = this.#end;
      let i = this.#pos;
      while (i < end && buf[i] <= 32) i++;
      this.#pos = i;
      if (i >= end) {
        if (this.#more()) continue;
        return;
      }
      while (i < end && buf[i] > 32 && i - this.#pos <= MAX_TOKEN) i++;
      if (i - this.#pos > MAX_TOKEN) {
        this.#fail(
          `token ${this.#count + 1} is longer than ${MAX_TOKEN} bytes, received ${
            quote(this.#decode(this.#pos, i))
          }`,
        );
      }
      if (i < end || !this.#more()) return;
    }
  }

  #decode(from: number, to: number): string {
    return new TextDecoder().decode(this.#buf.subarray(from, to));
  }

  /** Returns the next token, or `undefined` at the end of the input. */
  next(): string | undefined {
    this.#fillToken();
    const buf = this.#buf;
    const end = this.#end;
    let i = this.#pos;
    if (i >= end) return undefined;
    const start = i;
    while (i < end && buf[i] > 32) i++;
    this.#pos = i;
    this.#count++;
    return this.#decode(start, i);
  }

  /**
   * Reads an integer in `[min, max]` (safe integers only).
   *
   * @param what What the value is, for the error message (`"q"`, `"x1"`).
   */
  int(what: string, min: number, max: number): number {
    // Fast path: a plain decimal of at most 15 digits followed by whitespace,
    // read in place; anything else, and a token that runs to the end of the
    // buffered bytes, takes the checked path below.
    const buf = this.#buf;
    const end = this.#end;
    let i = this.#pos;
    while (i < end && buf[i] <= 32) i++;
    const start = i;
    const negative = i < end && buf[i] === 45;
    if (negative) i++;
    let value = 0;
    let digits = 0;
    for (; i < end; i++) {
      const c = buf[i];
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
      digits++;
    }
    if (digits > 0 && digits <= 15 && i < end && buf[i] <= 32) {
      if (negative) value = -value;
      if (value >= min && value <= max) {
        this.#pos = i;
        this.#count++;
        return value;
      }
    }
    this.#pos = start;
    return this.#checkedInt(what, min, max);
  }

  /**
   * Reads up to `into.length` integers in `[min, max]` into `into`, stopping
   * early (without reading it) at a token that is not a plain decimal of at
   * most 15 digits in range, or at the end of the input; the caller reads on
   * with {@link int} to report it. A tight loop for problems with many numbers.
   *
   * @returns How many integers were read.
   */
  intsInto(into: Float64Array, min: number, max: number): number {
    let n = 0;
    for (;;) {
      const buf = this.#buf;
      const end = this.#end;
      const eof = this.#eof;
      const first = n;
      let i = this.#pos;
      while (n < into.length) {
        while (i < end && buf[i] <= 32) i++;
        const start = i;
        let value = 0;
        let digits = 0;
        for (; i < end; i++) {
          const c = buf[i];
          if (c < 48 || c > 57) break;
          value = value * 10 + (c - 48);
          digits++;
        }
        if (
          (i >= end && !eof) || digits === 0 || digits > 15 || (i < end && buf[i] > 32) ||
          value < min || value > max
        ) {
          i = start;
          break;
        }
        into[n++] = value;
      }
      this.#count += n - first;
      this.#pos = i;
      if (n === into.length) return n;
      // Stopped at a token (or whitespace) that may run on past the buffered bytes: read on.
      let j = i;
      while (j < end && buf[j] > 32) j++;
      if (j < end || eof) return n;
      this.#fillToken();
    }
  }

  #checkedInt(what: string, min: number, max: number): number {
    const token = this.next();
    if (token === undefined) this.#fail(`expected ${what}, found the end of the input`);
    if (!/^-?\d+$/.test(token)) {
      this.#fail(
        `expected an integer for ${what} (token ${this.#count}), received ${quote(token)}`,
      );
    }
    const value = Number(token);
    if (!(value >= min && value <= max)) {
      this.#fail(`${what} must be from ${min} to ${max}, received ${quote(token)}`);
    }
    return value;
  }

  /** Fails unless only whitespace is left. */
  end(): void {
    const token = this.next();
    if (token !== undefined) this.#fail(`unexpected extra input ${quote(token)}`);
  }
}
