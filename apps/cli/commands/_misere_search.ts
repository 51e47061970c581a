/**
 * `cgt misere search`: which octal codes have a misère quotient of a given shape up to a heap.
 *
 * @module
 */

import {
  MAX_SEARCH_CODES,
  type MisereQuotientShape,
  octalCodeRange,
  searchMisereQuotients,
} from "@cgt/impartial";
import { withStepLimit } from "@cgt/partizan";
import { type Io, progress, quote, UsageError, writeJson } from "../cli.ts";

/** The default work budget of each code (as `cgt misere quotient`'s whole budget). */
export const DEFAULT_CODE_STEPS = 5_000_000;

/** The default work budget of a whole search: about a minute and a half. */
export const DEFAULT_SEARCH_STEPS = 100_000_000;

/** The longest `--presentation` accepted. */
export const MAX_PRESENTATION_LENGTH = 10_000;

/** Reads `<codes>`: codes and ranges `A..B` separated by commas, at most MAX_SEARCH_CODES. */
function readCodes(text: string | undefined): string[] {
  if (text === undefined) {
    throw new UsageError("missing codes: octal codes and ranges such as 0.01..0.77,4.0..4.7");
  }
  const codes: string[] = [];
  for (const part of text.split(",")) {
    const item = part.trim();
    const range = item.split("..");
    if (range.length > 2) {
      throw new UsageError(`a range is two codes A..B, received ${quote(item)}`);
    }
    try {
      codes.push(...octalCodeRange(range[0], range[range.length - 1]));
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof RangeError) {
        throw new UsageError(error.message.replace(/^Cannot list octal codes: /, "codes: "));
      }
      throw error;
    }
    if (codes.length > MAX_SEARCH_CODES) {
      throw new UsageError(`at most ${MAX_SEARCH_CODES} codes may be searched, received more`);
    }
  }
  return [...new Set(codes)];
}

/** What the search prints: the shape asked for, in words. */
function describeShape(shape: MisereQuotientShape): string {
  const parts = [
    shape.order === undefined ? "" : `order ${shape.order}`,
    shape.pPortionSize === undefined ? "" : `P-portion of ${shape.pPortionSize}`,
    shape.presentation === undefined ? "" : shape.presentation,
  ].filter((p) => p !== "");
  return parts.length === 0 ? "any finished quotient" : parts.join(", ");
}

/**
 * Runs `cgt misere search <codes>`: the quotient of each code to heap `to`, under `codeSteps`
 * each and `maxSteps` in all, and the codes whose quotient has `shape`.
 */
export function runSearch(
  positionals: string[],
  options: {
    to: number;
    shape: MisereQuotientShape;
    maxElements: number;
    codeSteps: number;
    maxSteps: number;
    json: boolean;
  },
  io: Io,
): number {
  const [text, extra] = positionals;
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quote(extra)}`);
  const { presentation } = options.shape;
  if (presentation !== undefined && presentation.length > MAX_PRESENTATION_LENGTH) {
    throw new UsageError(
      `option "--presentation" may be at most ${MAX_PRESENTATION_LENGTH} characters, received ${presentation.length}`,
    );
  }
  const codes = readCodes(text);
  const bar = progress(io, "searching codes", codes.length);
  let done = 0;
  const search = withStepLimit(options.maxSteps, () =>
    searchMisereQuotients(codes, options.to, {
      shape: options.shape,
      maxElements: options.maxElements,
      maxStepsPerCode: options.codeSteps,
      onCode: () => bar.update(++done),
    }));
  bar.finish();
  const rows = search.results.map((r) => ({
    code: r.code,
    reached: r.reached,
    order: r.order,
    pPortionSize: r.pPortionSize,
    presentation: r.presentation,
    stopped: r.stopped,
    matches: r.matches,
  }));
  if (options.json) {
    writeJson(io, {
      to: options.to,
      shape: {
        order: options.shape.order ?? null,
        pPortionSize: options.shape.pPortionSize ?? null,
        presentation: options.shape.presentation ?? null,
      },
      codes: rows,
      matching: search.matching,
      complete: !search.stopped,
    });
    return 0;
  }
  const width = Math.max(4, ...rows.map((r) => r.code.length));
  const lines = [
    `misère quotients of ${codes.length} octal codes, heaps 0..${options.to}; asked for: ${
      describeShape(options.shape)
    }`,
  ];
  for (const r of rows) {
    const status = r.stopped === null
      ? `order ${r.order}, P-portion ${r.pPortionSize}${r.matches ? "  matches" : ""}`
      : `stopped after heap ${r.reached} (order ${r.order} there): ${r.stopped}`;
    lines.push(`  ${r.code.padEnd(width)}  ${status}`);
    if (r.matches) lines.push(`  ${" ".repeat(width)}  ${r.presentation}`);
  }
  lines.push(
    `codes with that quotient: ${
      search.matching.length === 0 ? "none" : search.matching.join(", ")
    } (${search.matching.length} of ${rows.length} searched)`,
  );
  if (search.stopped) {
    lines.push(
      `search stopped after ${rows.length} of ${codes.length} codes: the work budget of ${options.maxSteps} steps ran out (raise --max-steps)`,
    );
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}
