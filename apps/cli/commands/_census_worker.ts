/**
 * The worker of `cgt census octal` (private): computes one census row per message
 * `{ code, limit }` and answers `{ row }` or `{ error }`. Started from this file, so it needs
 * read permission for the cgt sources.
 *
 * @module
 */

import { octalCensusRow } from "@cgt/impartial/census";

/** The worker's global scope, as far as it is used. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ code: string; limit: number }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { code, limit } = event.data;
  try {
    scope.postMessage({ row: octalCensusRow(code, limit) });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
