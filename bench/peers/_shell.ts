/**
 * Splitting the shell-quoted `cgt command` column of the peers' workloads.tsv.
 *
 * @module
 */

/**
 * Splits a shell-quoted command line (single and double quotes, no escapes).
 *
 * @param line The command line of a workloads.tsv row.
 * @returns Its words.
 * @throws {SyntaxError} If a quote is not closed.
 */
export function shellSplit(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of line) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= "";
    } else if (ch === " " || ch === "\t") {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? "") + ch;
    }
  }
  if (quote !== null) {
    throw new SyntaxError(`Cannot split command: unclosed quote, received ${line}`);
  }
  if (word !== null) words.push(word);
  return words;
}
