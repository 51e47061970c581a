/**
 * Surreal numbers that are not short games (`omega`, `7/6`, `1/omega`) in `cgt value` and
 * `cgt compare`: read when the game notation refuses the text.
 *
 * @module
 */

import type { Surreal } from "@cgt/partizan/surreal";
import type { Game } from "@cgt/partizan/game";
import { CliError, quote } from "../cli.ts";

type SurrealModule = typeof import("@cgt/partizan/surreal");

let loaded: Promise<SurrealModule> | undefined;

/** The surreal module, loaded once (most commands never need it). */
export function surrealModule(): Promise<SurrealModule> {
  return loaded ??= import("@cgt/partizan/surreal");
}

/**
 * Reads `text` as a surreal number after the game notation refused it with `gameError`: the
 * surreal number, or `gameError` rethrown when the text is not a surreal-number expression
 * either (a RangeError of the surreal reader, such as a division by a sum, is thrown: the
 * text was read as a number that cgt cannot compute).
 */
export async function surrealOrThrow(text: string, gameError: unknown): Promise<Surreal> {
  if (!(gameError instanceof SyntaxError)) throw gameError;
  const { MAX_SURREAL_TEXT_LENGTH, parseSurreal } = await surrealModule();
  // A text too long to be a surreal number keeps the game notation's error.
  if (text.length > MAX_SURREAL_TEXT_LENGTH) throw gameError;
  try {
    return parseSurreal(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw gameError;
    throw error;
  }
}

/** The surreal number of a short game that is a number, else a CliError naming `text`. */
export async function surrealOfGame(g: Game, text: string): Promise<Surreal> {
  const [{ numberValue }, { rational }] = await Promise.all([
    import("@cgt/partizan/game"),
    surrealModule(),
  ]);
  const x = numberValue(g);
  if (x === undefined) {
    throw new CliError(
      `Cannot compare: surreal numbers beyond the short games compare only with numbers, and ${
        quote(text)
      } is a game that is not a number`,
    );
  }
  return rational(x.numerator, 1n << BigInt(x.exponent));
}
