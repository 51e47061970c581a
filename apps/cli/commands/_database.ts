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
import { causeOf, CliError, type Io, outputPath, quote } from "../cli.ts";

/**
 * Reads the endgame database at `path` (relative to the run directory). Its values are trusted
 * as the header vouches for them (the format's version and the cell count): checking them would
 * cost as much as building them.
 */
export async function readDatabase(io: Io, path: string): Promise<DomineeringDatabase> {
  const { parseDomineeringDatabase } = await import("@cgt/rulesets/domineering-database");
  let text: string;
  try {
    text = await Deno.readTextFile(outputPath(io, path));
  } catch (error) {
    const why = error instanceof Deno.errors.NotFound
      ? "no such file"
      : error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied
      ? "no permission to read it (it needs --allow-read)"
      : causeOf(error);
    throw new CliError(`cannot read ${quote(path)}: ${why}`);
  }
  try {
    return parseDomineeringDatabase(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw new CliError(error.message);
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
