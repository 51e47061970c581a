/**
 * The worker of `cgt census octal` and `cgt census misere` (private): computes one census row per
 * message `{ kind, code, limit, maxElements, maxSteps }` and answers `{ row }` or `{ error }`. Started from this file, so it needs
 * read permission for the cgt sources.
 *
 * @module
 */

import { misereCensusRow, octalCensusRow } from "@cgt/impartial/census";

/** One task: a code of an octal or a misère census. */
interface Task {
  kind: "octal" | "misere";
  code: string;
  limit: number;
  maxElements: number;
  maxSteps: number;
}

/** The worker's global scope, as far as it is used. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Task>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { kind, code, limit, maxElements, maxSteps } = event.data;
  try {
    const row = kind === "octal"
      ? octalCensusRow(code, limit)
      : misereCensusRow(code, limit, { maxElements, maxSteps });
    scope.postMessage({ row });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
