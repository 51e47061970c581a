/**
 * Keeping the rows a run of `deno task bench:peers` did not measure (`--only`, `--no-large`), so
 * that a run of some rows updates PEERS.md and peers.json instead of replacing them.
 *
 * @module
 */

/** A workload as the merge sees it: its name and command line. */
export interface Named {
  name: string;
  command: readonly string[];
}

/**
 * The rows to write: for each workload, in their order, the row of this run if it measured the
 * workload, else the earlier row of the same name if it ran the same command (a row whose
 * command has changed since, or whose workload is gone, is dropped: it no longer measures what
 * its name says).
 *
 * @param workloads Every workload of the harness, in the report's order.
 * @param current The rows this run measured.
 * @param previous The rows of the results file written before.
 * @param key A row's workload name and command line.
 * @returns The merged rows, and the names of those kept from earlier runs.
 */
export function mergeRows<T>(
  workloads: readonly Named[],
  current: readonly T[],
  previous: readonly T[],
  key: (row: T) => Named,
): { rows: T[]; kept: string[] } {
  const rows: T[] = [];
  const kept: string[] = [];
  for (const w of workloads) {
    const now = current.find((row) => key(row).name === w.name);
    if (now !== undefined) {
      rows.push(now);
      continue;
    }
    const before = previous.find((row) => key(row).name === w.name);
    if (before !== undefined && sameCommand(key(before).command, w.command)) {
      rows.push(before);
      kept.push(w.name);
    }
  }
  return { rows, kept };
}

function sameCommand(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}
