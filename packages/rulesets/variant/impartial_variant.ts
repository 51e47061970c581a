/**
 * The impartial variant of any partizan ruleset (CGSuite's `ImpartialVariant`): both players may make every move of either.
 *
 * @module
 */

import type { GrundySolverOptions } from "@cgt/impartial/grundy";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import { type ImpartialRuleset, impartialRuleset } from "./impartial_ruleset.ts";

export type { Game } from "@cgt/partizan/game";
export type {
  GrundySolver,
  GrundySolverOptions,
  ImpartialGame,
  ImpartialOutcome,
} from "@cgt/impartial/grundy";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type { ImpartialRuleset } from "./impartial_ruleset.ts";

/** Options for {@link impartialVariant}. */
export interface ImpartialVariantOptions<P> extends GrundySolverOptions {
  /**
   * The variant's name, for messages.
   *
   * @default {`Impartial ${ruleset.name}`}
   */
  name?: string;
  /**
   * A key for positions of the variant: equal keys must mean positions whose moves, for both
   * players together, are alike (isomorphic games). The ruleset's own key qualifies when it
   * only forgets what no player can use (symmetries of the board, order of components), as
   * the keys of this package do.
   *
   * @default {ruleset.key}
   */
  key?: (position: P) => PositionKey;
}

/**
 * Returns the impartial variant of a partizan ruleset: from every position, either player may
 * make any move of Left or of Right (CGSuite's `G.ImpartialVariant`: the options of a position
 * are its left and right options, each again in the variant). So Cram is the impartial
 * variant of Domineering, and every value is a nimber, found by a Grundy search (Sprague–Grundy
 * theorem). The variant keeps the ruleset's split into components (moves still change one
 * component) and, by default, its key; it drops its `shortcut`, which values the partizan game.
 *
 * The variant depends on the positions, not on their partizan values: two positions of equal
 * value may have different variants.
 *
 * Cost: that of the Grundy search, one memo entry per component met, owned by the returned
 * ruleset (`ruleset.solver.clear()` frees it).
 *
 * @param ruleset The partizan ruleset.
 * @param options The variant's name, key and the solver's limits.
 * @returns The impartial ruleset.
 * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`.
 * @throws {RangeError} If `maxPositions` is not a positive integer.
 *
 * @example Impartial Domineering is Cram
 * ```ts
 * import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";
 * import { impartialVariant } from "@cgt/rulesets/impartial-variant";
 * import { cramGrundy } from "@cgt/rulesets/cram";
 * import assert from "node:assert/strict";
 *
 * const variant = impartialVariant(DOMINEERING);
 * assert.equal(variant.solver.grundy(parseDomineering("...|...")), cramGrundy("...|..."));
 * assert.equal(variant.solver.grundy(parseDomineering("....")), 2); // Dawson's Kayles G(4)
 * ```
 */
export function impartialVariant<P>(
  ruleset: Ruleset<P>,
  options: ImpartialVariantOptions<P> = {},
): ImpartialRuleset<P> {
  if (
    ruleset === null || typeof ruleset !== "object" ||
    typeof ruleset.leftOptions !== "function" || typeof ruleset.rightOptions !== "function"
  ) {
    throw new TypeError(
      "Cannot make impartial variant: a ruleset needs leftOptions() and rightOptions() functions",
    );
  }
  const left = ruleset.leftOptions.bind(ruleset);
  const right = ruleset.rightOptions.bind(ruleset);
  const key = options.key ?? (ruleset.key === undefined ? undefined : ruleset.key.bind(ruleset));
  const components = ruleset.components === undefined
    ? undefined
    : ruleset.components.bind(ruleset);
  return impartialRuleset<P>(
    {
      *options(position: P): Iterable<P> {
        yield* left(position);
        yield* right(position);
      },
      ...(key === undefined ? {} : { key }),
      ...(components === undefined ? {} : { components }),
    },
    { name: options.name ?? `Impartial ${ruleset.name}`, maxPositions: options.maxPositions },
  );
}
