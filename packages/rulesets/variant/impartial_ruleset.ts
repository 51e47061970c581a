/**
 * A bridge from any impartial game (`ImpartialGame` of `@cgt/impartial`) to a partizan
 * {@link Ruleset}, whose value is the nimber of the position's Grundy value.
 *
 * @module
 */

import { typeFail } from "../_check.ts";
import { GrundySolver, type GrundySolverOptions, type ImpartialGame } from "@cgt/impartial/grundy";
import { type Game, nimber } from "@cgt/partizan/game";
import type { Ruleset } from "@cgt/partizan/search";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";
export type {
  GrundySolver,
  GrundySolverOptions,
  ImpartialGame,
  ImpartialOutcome,
} from "@cgt/impartial/grundy";

/** Options for {@link impartialRuleset}. */
export interface ImpartialRulesetOptions<P> extends GrundySolverOptions {
  /**
   * The game's name, for messages.
   *
   * @default {"Impartial game"}
   */
  name?: string;
  /**
   * Splits a position into independent components (their Grundy values nim-add), as
   * `Ruleset.components` does.
   *
   * @default {game.components}
   */
  components?: (position: P) => Iterable<P>;
}

/**
 * An impartial game as a partizan ruleset whose options for Left and for Right are the same.
 *
 * @typeParam P The type of a position.
 */
export interface ImpartialRuleset<P> extends Ruleset<P> {
  /** The Grundy solver that values every position (its table is the ruleset's). */
  readonly solver: GrundySolver<P>;
}

/**
 * Returns `game` as a {@link Ruleset}: both players have the game's moves, and the value of a
 * position is `*g` for its Grundy value g (Sprague–Grundy theorem: every impartial game equals
 * a nimber; Winning Ways ch. 3). The ruleset's `shortcut` asks one {@link GrundySolver} for g,
 * so a partizan `Solver` never builds the nimbers' canonical forms; the Grundy search honours
 * `maxPositions` and the engine's work budget (`withStepLimit`), one step per position.
 *
 * Cost: that of the Grundy search, one memo entry per position met, owned by the returned
 * ruleset (`ruleset.solver.clear()` frees it).
 *
 * @param game The move generator (and optional key).
 * @param options The name, an optional split into components, and the solver's limits.
 * @returns The ruleset.
 * @throws {RangeError} If `maxPositions` is not a positive integer.
 *
 * @example Nim heaps as a ruleset
 * ```ts
 * import { formatGame } from "@cgt/partizan/notation";
 * import { value } from "@cgt/partizan/search";
 * import { impartialRuleset } from "@cgt/rulesets/impartial-ruleset";
 * import assert from "node:assert/strict";
 *
 * const nim = impartialRuleset(
 *   { options: (n: number) => Array.from({ length: n }, (_, i) => i) },
 *   { name: "Nim heap" },
 * );
 * assert.equal(formatGame(value(nim, 5)), "*5");
 * ```
 */
export function impartialRuleset<P>(
  game: ImpartialGame<P>,
  options: ImpartialRulesetOptions<P> = {},
): ImpartialRuleset<P> {
  if (game === null || typeof game !== "object" || typeof game.options !== "function") {
    typeFail("make impartial ruleset", "the game needs an options() function", game);
  }
  if (options === null || typeof options !== "object") {
    typeFail("make impartial ruleset", "options must be an object", options);
  }
  const solver = new GrundySolver(game, { maxPositions: options.maxPositions });
  const moves = (position: P): Iterable<P> => game.options(position);
  const ruleset: ImpartialRuleset<P> = {
    name: options.name ?? "Impartial game",
    solver,
    leftOptions: moves,
    rightOptions: moves,
    shortcut: (position: P): Game => nimber(solver.grundy(position)),
  };
  if (game.key !== undefined) {
    const key = game.key.bind(game);
    ruleset.key = key;
  }
  const components = options.components ??
    (game.components === undefined ? undefined : game.components.bind(game));
  if (components !== undefined) ruleset.components = components;
  return ruleset;
}
