/**
 * The misère canonical form and genus for `cgt value --misere-form`: of ruleset positions (the
 * impartial rulesets of the catalogue), explicit forms `'{...}'`, values (a brace expression is
 * its normal-play canonical form first, as in CGSuite) and sums of them, searched move by move.
 *
 * @module
 */

import type { Game } from "@cgt/partizan";
import {
  formLeftOptions,
  formRightOptions,
  type GameForm,
  parseGameForm,
  valueForm,
} from "@cgt/partizan/game-form";
import { type MisereGameId, MisereGames } from "@cgt/impartial";
import { identityKey } from "@cgt/core/position-key";
import { CliError, quote } from "../cli.ts";
import { functionsFor } from "./_read.ts";

/** The most positions (and distinct forms) one misère form search visits. */
const MAX_POSITIONS = 1_000_000;
/** The most distinct misère canonical games one search may build. */
const MAX_GAMES = 200_000;
/** The longest misère form printed; longer ones are null (their genus is still given). */
const MAX_FORM_LENGTH = 100_000;

/** The fields `--misere-form` adds: the form as CGSuite prints it (null if too long) and the genus. */
export interface MisereFormFields {
  /** The misère canonical form, such as `*[2[2]321]`, or null past 100,000 characters. */
  readonly misereForm: string | null;
  /** Conway's genus as CGSuite prints it, such as `4^146`. */
  readonly genus: string;
}

/**
 * Loads what the search needs for `expr` and returns the synchronous search (run it inside the
 * step budget): on the game as typed, or on the value `g` when `transformed` (after --cool and
 * the like).
 *
 * @param expr The expression typed.
 * @returns The search.
 */
export async function misereFormLoader(
  expr: string,
): Promise<(g: Game, transformed: boolean) => MisereFormFields> {
  const functions = await functionsFor(expr);
  return (g, transformed) => {
    const form = transformed ? valueForm(g) : parseGameForm(expr, { functions, values: false });
    return misereFormOf(form, expr);
  };
}

function misereFormOf(form: GameForm, expr: string): MisereFormFields {
  const games = new MisereGames({ maxGames: MAX_GAMES });
  const rulesets = new Map<unknown, number>();
  const byKey = new Map<string, MisereGameId>();
  const byForm = new Map<GameForm, MisereGameId>();
  const keyOf = (f: GameForm): string | undefined => {
    if (f.kind === "value") return `g${f.value.id}`;
    if (f.kind !== "position") return undefined;
    let id = rulesets.get(f.ruleset);
    if (id === undefined) rulesets.set(f.ruleset, id = rulesets.size);
    const k = f.ruleset.key ? f.ruleset.key(f.position) : identityKey(f.position);
    return `p${id}:${typeof k}:${String(k)}`;
  };
  const walk = (f: GameForm): MisereGameId => {
    if (f.kind === "sum") return f.parts.reduce((s, p) => games.add(s, walk(p)), games.zero);
    // An impartial game is its own negative.
    if (f.kind === "negative") return walk(f.form);
    const key = keyOf(f);
    const known = key === undefined ? byForm.get(f) : byKey.get(key);
    if (known !== undefined) return known;
    const left = formLeftOptions(f).map(walk);
    const right = formRightOptions(f).map(walk);
    const ls = new Set(left), rs = new Set(right);
    if (ls.size !== rs.size || [...ls].some((x) => !rs.has(x))) {
      throw new CliError(
        `cannot compute the misère form of ${
          quote(expr)
        }: it is not impartial (Left and Right have different options)`,
      );
    }
    const id = games.fromOptions(ls);
    if (key === undefined) byForm.set(f, id);
    else byKey.set(key, id);
    if (byKey.size + byForm.size > MAX_POSITIONS) {
      throw new CliError(
        `cannot compute the misère form of ${
          quote(expr)
        }: it has more than ${MAX_POSITIONS} positions`,
      );
    }
    return id;
  };
  let id: MisereGameId;
  try {
    id = walk(form);
  } catch (error) {
    if (error instanceof Error && error.name === "PositionLimitError") {
      throw new CliError(
        `cannot compute the misère form of ${
          quote(expr)
        }: it needs more than ${MAX_GAMES} distinct misère games`,
      );
    }
    throw error;
  }
  let printed: string | null;
  try {
    printed = games.format(id, { maxLength: MAX_FORM_LENGTH });
  } catch (error) {
    if (!(error instanceof RangeError && /longer than/.test(error.message))) throw error;
    printed = null;
  }
  return { misereForm: printed, genus: games.formatGenus(games.genus(id)) };
}
