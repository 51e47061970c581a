/**
 * The worker of `cgt census octal`, `misere` and `domineering` (private): computes one census row
 * per message `{ kind, code, limit, maxElements, maxSteps }` (for Domineering, `code` is the board)
 * and answers `{ row }`, `{ stopped }` (the work budget ran out) or `{ error }`. Started from this file, so it needs
 * read permission for the cgt sources.
 *
 * @module
 */

import { LimitError, withStepLimit } from "@cgt/core/limits";
import { misereCensusRow, octalCensusRow } from "@cgt/impartial/census";
import { domineeringCensusRow } from "@cgt/rulesets/census";

/** One task: a code of an octal or a misère census, or a board of a Domineering census. */
interface Task {
  kind: "octal" | "misere" | "domineering";
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
      ? withStepLimit(maxSteps, () => octalCensusRow(code, limit))
      : kind === "domineering"
      ? withStepLimit(maxSteps, () => domineeringCensusRow(code))
      : misereCensusRow(code, limit, { maxElements, maxSteps });
    scope.postMessage({ row });
  } catch (error) {
    if (error instanceof LimitError) {
      scope.postMessage({ stopped: error.message });
      return;
    }
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
