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

/**
 * The facts `cgt value` reports of a surreal number besides its value and outcome (CGSuite's
 * Floor, Ceiling, Birthday and IsOrdinal): `null` where the number has none (the floor of ω,
 * the birthday of inf) or cgt does not find it (the birthday of 1/ω).
 */
export interface SurrealFacts {
  /** The greatest integer at most the number, null for an infinite number. */
  floor: bigint | null;
  /** The least integer at least the number, null for an infinite number. */
  ceiling: bigint | null;
  /** The birthday, an ordinal as `formatSurreal` prints it (`ω+5`), or null. */
  birthday: string | null;
  /** Whether the number is an ordinal (0, 1, 2, ..., ω, ω+1, ...). */
  ordinal: boolean;
  /** Why the birthday is null: the RangeError of `birthdayOfSurreal`. */
  birthdayError?: RangeError;
}

/** The floor, ceiling, birthday and ordinality of `a`, each null where it does not exist. */
export async function surrealFacts(a: Surreal): Promise<SurrealFacts> {
  const { birthdayOfSurreal, ceilingOfSurreal, floorOfSurreal, formatSurreal, isOrdinalSurreal } =
    await surrealModule();
  // Each throws a RangeError exactly where its fact does not exist or cgt cannot find it.
  const floor = attempt(() => floorOfSurreal(a));
  const ceiling = attempt(() => ceilingOfSurreal(a));
  const birthday = attempt(() => formatSurreal(birthdayOfSurreal(a)));
  return {
    floor: floor instanceof RangeError ? null : floor,
    ceiling: ceiling instanceof RangeError ? null : ceiling,
    birthday: birthday instanceof RangeError ? null : birthday,
    ordinal: isOrdinalSurreal(a),
    ...(birthday instanceof RangeError ? { birthdayError: birthday } : {}),
  };
}

/** What `f` returns, or the RangeError it throws. */
function attempt<T>(f: () => T): T | RangeError {
  try {
    return f();
  } catch (error) {
    if (error instanceof RangeError) return error;
    throw error;
  }
}
