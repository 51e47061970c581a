/**
 * `cgt misere form`, `cgt misere compare` and `cgt misere census`: the misère toolkit on
 * canonical forms written in CGSuite's notation.
 *
 * @module
 */

import {
  distinguisher,
  isExtraverted,
  isHalfTame,
  isLinked,
  isMiserePrime,
  link,
  mate,
  MAX_MISERE_CENSUS_DAY,
  misereCensus,
  type MisereGameId,
  MisereGames,
  misereMinus,
  miserePartitions,
  misereParts,
  parseMisereForm,
} from "@cgt/impartial";
import { CliError, type Io, quote, UsageError, writeJson } from "../cli.ts";
import { withinBudget } from "./_read.ts";

/** The most distinct misère canonical games one run may build. */
const MAX_FORM_GAMES = 200_000;

function registry(): MisereGames {
  return new MisereGames({ maxGames: MAX_FORM_GAMES });
}

/** Runs `work` in the budget, turning the registry's limit into a plain error. */
function bounded<T>(what: string, maxSteps: number, work: () => T): T {
  try {
    return withinBudget(maxSteps, work);
  } catch (error) {
    if (error instanceof Error && error.name === "PositionLimitError") {
      throw new CliError(
        `cannot compute ${what}: it needs more than ${MAX_FORM_GAMES} distinct misère games`,
      );
    }
    throw error;
  }
}

function printer(games: MisereGames, maxLength: number): (id: MisereGameId) => string | null {
  return (id) => {
    try {
      return games.format(id, { maxLength });
    } catch (error) {
      if (error instanceof RangeError && /longer than/.test(error.message)) return null;
      throw error;
    }
  };
}

const TAME = ["nim-heap", "hereditarily-tame"];
const GENERALLY_TAME = [...TAME, "reversibly-tame"];
const RESTIVE = ["hereditarily-restive"];
const GENERALLY_RESTIVE = [...RESTIVE, "reversibly-restive"];

/** `cgt misere form "<form>"`. */
export function runForm(
  rest: string[],
  maxLength: number,
  maxSteps: number,
  json: boolean,
  io: Io,
): number {
  if (rest.length === 0) throw new UsageError('missing form, such as "*[2[2]321]"');
  if (rest.length > 1) throw new UsageError(`unexpected argument ${quote(rest[1])}`);
  const games = registry();
  const print = printer(games, maxLength);
  const fields = bounded(`the misère toolkit on ${rest[0]}`, maxSteps, () => {
    const g = parseMisereForm(games, rest[0]);
    const phylum = games.phylum(g);
    return {
      form: print(g),
      genus: games.formatGenus(games.genus(g)),
      mate: print(mate(games, g)),
      parts: misereParts(games, g).map(print),
      partitions: miserePartitions(games, g).map((p) => p.map(print)),
      prime: isMiserePrime(games, g),
      tame: TAME.includes(phylum),
      restive: RESTIVE.includes(phylum),
      extraverted: isExtraverted(games, g),
      introverted: g === games.zero || g === games.nimHeap(1),
      halfTame: isHalfTame(games, g),
      generallyTame: GENERALLY_TAME.includes(phylum),
      generallyRestive: GENERALLY_RESTIVE.includes(phylum),
    };
  });
  if (json) {
    writeJson(io, fields);
    return 0;
  }
  const long = `(longer than ${maxLength} characters; raise --max-length)`;
  const show = (s: string | null) => s ?? long;
  const yes = (b: boolean) => (b ? "yes" : "no");
  io.stdout(
    [
      `form ${show(fields.form)}`,
      `genus ${fields.genus}`,
      `mate ${show(fields.mate)}`,
      `parts ${fields.parts.length === 0 ? "none" : fields.parts.map(show).join(", ")}`,
      `partitions ${fields.partitions.map((p) => `[${p.map(show).join(", ")}]`).join(" ")}`,
      `prime ${yes(fields.prime)}`,
      `tame ${yes(fields.tame)} (generally ${yes(fields.generallyTame)}), half-tame ${
        yes(fields.halfTame)
      }`,
      `restive ${yes(fields.restive)} (generally ${yes(fields.generallyRestive)})`,
      `extraverted ${yes(fields.extraverted)}, introverted ${yes(fields.introverted)}`,
    ].join("\n") + "\n",
  );
  return 0;
}

/** `cgt misere compare F G`. */
export function runCompare(
  rest: string[],
  maxLength: number,
  maxSteps: number,
  json: boolean,
  io: Io,
): number {
  if (rest.length < 2) throw new UsageError("missing forms: give two, such as *[2] *[2#]");
  if (rest.length > 2) throw new UsageError(`unexpected argument ${quote(rest[2])}`);
  const games = registry();
  const print = printer(games, maxLength);
  const fields = bounded(`the comparison of ${rest[0]} and ${rest[1]}`, maxSteps, () => {
    const g = parseMisereForm(games, rest[0]);
    const h = parseMisereForm(games, rest[1]);
    const d = distinguisher(games, g, h);
    const t = link(games, g, h);
    const diff = misereMinus(games, g, h);
    return {
      distinguisher: d === null ? null : print(d),
      linked: isLinked(games, g, h),
      link: t === null ? null : print(t),
      difference: diff === null ? null : print(diff),
    };
  });
  if (json) {
    writeJson(io, fields);
    return 0;
  }
  const long = `(longer than ${maxLength} characters; raise --max-length)`;
  io.stdout(
    [
      fields.distinguisher === null
        ? "distinguisher none: the games are equal"
        : `distinguisher ${
          fields.distinguisher ?? long
        } (F + X is a misère P-position, G + X is not)`,
      fields.linked
        ? `linked yes, by ${fields.link ?? long} (F + T and G + T are misère P-positions)`
        : "linked no: one game is an option of the other",
      fields.difference === null
        ? "difference none: G is not a part of F"
        : `difference ${fields.difference ?? long} (F = G + D)`,
    ].join("\n") + "\n",
  );
  return 0;
}

/** `cgt misere census --day N`. */
export function runCensus(
  rest: string[],
  day: number,
  maxSteps: number,
  json: boolean,
  io: Io,
): number {
  if (rest.length > 0) throw new UsageError(`unexpected argument ${quote(rest[0])}`);
  const census = bounded(
    `the misère games born by day ${day}`,
    maxSteps,
    () => misereCensus(registry(), day),
  );
  if (json) {
    writeJson(io, census);
    return 0;
  }
  io.stdout(
    `${census.games} misère canonical games are born by day ${day}; ${census.evenGames} of them are even (CGSuite's DayN(${day}) lists the even ones)\n`,
  );
  return 0;
}

/** The largest day `cgt misere census` takes. */
export const MAX_CENSUS_DAY: number = MAX_MISERE_CENSUS_DAY;
