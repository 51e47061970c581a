/**
 * The Domineering endgame database as `cgt solve` and `cgt value` read it: loading the file
 * `cgt solve --build-db` writes, and a `domineering(...)` notation function that takes a region's
 * value from it instead of searching.
 *
 * @module
 */

import type { Game, GameFunction } from "@cgt/partizan/notation";
import { rulesetFunction } from "@cgt/partizan/ruleset-function";
import type { Ruleset } from "@cgt/partizan/search";
import type { DomineeringDatabase } from "@cgt/rulesets/domineering-database";
import type { GridPosition } from "@cgt/rulesets/domineering";
import { CliError, type Io, quote, readInputFile } from "../cli.ts";

/**
 * The most bytes a database file may have: far more than the largest `--build-db` writes (10
 * cells: 291 kB, 11 cells: 1.1 MB, so 12 about 4 MB), so it bounds what a wrong file costs.
 */
export const MAX_DATABASE_BYTES = 256_000_000;

/**
 * Reads the endgame database at `path` (relative to the run directory). Its values are trusted
 * as the header vouches for them (the format's version and the cell count): checking them would
 * cost as much as building them. Its check line refuses a file changed since it was written.
 */
export async function readDatabase(io: Io, path: string): Promise<DomineeringDatabase> {
  const { parseDomineeringDatabase } = await import("@cgt/rulesets/domineering-database");
  const text = await readInputFile(io, path, MAX_DATABASE_BYTES, "a database");
  try {
    return parseDomineeringDatabase(text);
  } catch (error) {
    // Named as the CLI's other file errors name a file: `cannot read "<path>": <why>`.
    if (error instanceof SyntaxError) {
      const why = error.message.replace(/^Cannot read Domineering database: /, "");
      throw new CliError(`cannot read ${quote(path)}: ${why}`);
    }
    throw error;
  }
}

/** The empty cells of a position. */
function cellsOf(p: GridPosition): number {
  let n = 0;
  for (const layer of [p.masks[0], p.high?.[0] ?? 0]) {
    for (let m = layer >>> 0; m !== 0; m &= m - 1) n++;
  }
  return n;
}

/**
 * The `domineering("...")` notation function with `database`: the value engine takes each
 * region (component) of at most `database.cells` empty cells from it instead of searching it,
 * so the value is the same and the work falls.
 */
export async function domineeringWithDatabase(
  database: DomineeringDatabase,
  maxPositions: number,
): Promise<Record<string, GameFunction>> {
  const { DOMINEERING, parseDomineering } = await import("@cgt/rulesets/domineering");
  const key = DOMINEERING.key!;
  const ruleset: Ruleset<GridPosition> = {
    ...DOMINEERING,
    shortcut(p: GridPosition): Game | undefined {
      const known = DOMINEERING.shortcut!(p);
      if (known !== undefined) return known;
      // The database holds regions cropped to their box, as `components` gives them.
      return cellsOf(p) <= database.cells ? database.values.get(key(p)) : undefined;
    },
  };
  const domineering = rulesetFunction("domineering", ruleset, parseDomineering, {
    example: "..|..",
    maxPositions,
  });
  return { domineering };
}
