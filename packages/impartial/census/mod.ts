/**
 * Censuses of heap games: whole families of octal games computed row by row into a SQLite
 * database that a killed run resumes and that shards merge into exactly. Octal rows hold what the
 * published octal tables hold (preperiod, period, largest value, rare values); misère rows hold
 * the misère quotient at a heap bound (order, P-portion, presentation) or where a limit stopped
 * it.
 *
 * @example A small census into memory
 * ```ts
 * import { CensusDb, inShard, octalCensusRow, octalCodeClasses } from "@cgt/impartial/census";
 * import assert from "node:assert/strict";
 *
 * const db = new CensusDb(":memory:");
 * octalCodeClasses(1).forEach((c, i) => {
 *   if (inShard(i, 0, 2) && !db.has(c.code, 500)) db.addOctal(octalCensusRow(c.code, 500));
 * });
 * assert.deepEqual(db.octalRows().map((r) => r.code), ["0.1", "0.3", "0.5", "0.7"]);
 * assert.ok(db.octalRows().every((r) => r.proved));
 * db.close();
 * ```
 *
 * @module
 */

export * from "./octal_codes.ts";
export * from "./octal_census_row.ts";
export * from "./misere_census_row.ts";
export * from "./census_db.ts";
