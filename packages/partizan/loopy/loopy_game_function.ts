/**
 * A notation function of short games made usable in the loopy notation, with CGSuite's forms.
 *
 * @module
 */

import type { GameArgument, GameFunction } from "../_parse_game.ts";
import { cgsuiteFormsOf, isCgsuiteLiteral, withCgsuiteForms } from "../_cgsuite_forms.ts";
import { isNamedArgument } from "../_named_argument.ts";
import { toGame } from "./loopy.ts";
import type { LoopyGameArgument, LoopyGameFunction } from "./loopy_notation.ts";

export type { GameArgument, GameFunction } from "../_parse_game.ts";
export type { LoopyGameArgument, LoopyGameFunction } from "./loopy_notation.ts";
export type { LoopyGame } from "./_loopy_value.ts";
export type { Game } from "../game.ts";
export type { NamedArgument, NamedValue } from "../_named_argument.ts";

/**
 * Returns the function `f` of short games (a ruleset of `@cgt/rulesets`, say) as a function of
 * the loopy notation (`parseLoopyGame`'s `functions`): each value argument must be loopfree and
 * is passed as its short game, strings, integers, named arguments and CGSuite's tuples, lists
 * and sets as they are, and CGSuite's forms that `f` declares (`withCgsuiteForms`: tuple
 * arguments, `R(rules)(position)`, `game.<package>.Name`, members such as `.ImpartialVariant`)
 * are kept, so `Wythoff((10, 11)) + over` reads as it does in the short notation.
 *
 * @param name The name `f` is called by, for the message of a refused loopy argument.
 * @param f A function of the short notation.
 * @returns The same function for the loopy notation.
 * @throws {TypeError} If `f` is not a function.
 *
 * @example
 * ```ts
 * import { loopyGameFunction } from "@cgt/partizan/loopy-game-function";
 * import { formatLoopyGame, parseLoopyGame } from "@cgt/partizan/loopy-notation";
 * import { integer } from "@cgt/partizan/game";
 * import { withCgsuiteForms } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * // A function of a pair (m, n), which CGSuite writes Pair((m, n)): the integer m - n.
 * const pair = withCgsuiteForms(
 *   ([p]: unknown[]) => {
 *     const { tuple } = p as { tuple: bigint[] };
 *     return integer(tuple[0] - tuple[1]);
 *   },
 *   { literals: true },
 * );
 * const functions = { Pair: loopyGameFunction("Pair", pair) };
 * assert.equal(formatLoopyGame(parseLoopyGame("Pair((5, 2)) + over", { functions })), "3over");
 * assert.throws(() => parseLoopyGame("Pair(on)", { functions }), SyntaxError);
 * ```
 */
export function loopyGameFunction(name: string, f: GameFunction): LoopyGameFunction {
  if (typeof f !== "function") {
    throw new TypeError(
      `Cannot make loopy game function: expected a function, received ${String(f)}`,
    );
  }
  const short = (args: readonly LoopyGameArgument[]): GameArgument[] =>
    args.map((a): GameArgument => {
      if (typeof a !== "object" || isNamedArgument(a) || isCgsuiteLiteral(a)) return a;
      const g = toGame(a);
      if (g === undefined) {
        throw new SyntaxError(
          `Cannot parse game: ${name}() takes short games, received a loopy one`,
        );
      }
      return g;
    });
  const g: LoopyGameFunction = (args) => f(short(args));
  const forms = cgsuiteFormsOf(f);
  if (forms === undefined) return g;
  const { apply, members } = forms;
  return withCgsuiteForms(g, {
    ...(forms.library === undefined ? {} : { library: forms.library }),
    ...(forms.literals === undefined ? {} : { literals: forms.literals }),
    ...(apply === undefined ? {} : {
      apply: (rules: LoopyGameArgument[]) => loopyGameFunction(name, apply(short(rules))),
    }),
    ...(members === undefined ? {} : {
      members: Object.fromEntries(
        Object.entries(members).map(([m, h]) => [m, loopyGameFunction(`${name}.${m}`, h)]),
      ),
    }),
  });
}
