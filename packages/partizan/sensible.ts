/**
 * Good moves in games as written: sensible options and sensible lines (CGSuite's
 * `SensibleOptions` and `SensibleLines`), and the winning moves of a sum of components.
 *
 * @module
 */

import { addGames, checkGame, type Game, isGame, negateGame } from "./_engine.ts";
import { typeFail } from "./_check.ts";
import { game, leftOptions, rightOptions, ZERO } from "./game.ts";
import { equals, leq } from "./compare.ts";
import { formLeftOptions, formRightOptions, type GameForm, valueForm } from "./game_form.ts";
import { identityKey, type Ruleset, Solver } from "./search/search.ts";

export type { Game } from "./game.ts";
export type {
  ExplicitForm,
  GameForm,
  NegativeForm,
  PositionForm,
  SumForm,
  ValueForm,
} from "./game_form.ts";
export type { PositionKey, Ruleset } from "./search/search.ts";
export type { RulesetPosition } from "./search/ruleset_function.ts";
export type { Outcome } from "./compare.ts";

/** A player: the one who moves. */
export type Player = "left" | "right";

/** An option of a form with its canonical value. */
export interface ValuedOption {
  /** The option, as written (an explicit form, a ruleset position, a value or a sum). */
  readonly option: GameForm;
  /** Its canonical value. */
  readonly value: Game;
}

/** A move in one component of a sum. */
export interface ComponentMove extends ValuedOption {
  /** The index of the component moved in (0 for the first). */
  readonly component: number;
  /** The canonical value of the whole sum after the move. */
  readonly result: Game;
}

/** Options of the analyses of this module. */
export interface MoveAnalysisOptions {
  /**
   * The most component values each ruleset's search may keep, as `SolverOptions.maxPositions`
   * (used when no `cache` is given).
   *
   * @default {1_000_000}
   */
  maxPositions?: number;
  /**
   * The values already found, to share between calls on the same game (the sensible options,
   * lines and winning moves of both players). Its owner drops it when done.
   *
   * @default {a new cache for the call}
   */
  cache?: FormValueCache;
}

/**
 * The canonical values of forms, kept for the analyses of one game: explicit forms by identity,
 * ruleset positions with one {@link Solver} per ruleset, so that the options of a position share
 * their search. It is owned by its caller (no global registry): drop it or call
 * {@link FormValueCache.clear} when done; its size is bounded by `maxPositions` per ruleset plus
 * one entry per form valued.
 *
 * @example Share the search of a position between two analyses
 * ```ts
 * import { positionForm } from "@cgt/partizan/game-form";
 * import { FormValueCache, sensibleOptions, winningMoves } from "@cgt/partizan/sensible";
 * import assert from "node:assert/strict";
 *
 * const take = (n: number) => (n > 0 ? [n - 1] : []);
 * const row = positionForm({ name: "Row", leftOptions: take, rightOptions: take }, 3);
 * const cache = new FormValueCache();
 * assert.equal(winningMoves([row], "left", { cache }).length, 1); // row 3 is *
 * assert.equal(sensibleOptions(row, "left", { cache }).length, 1);
 * cache.clear();
 * ```
 */
export class FormValueCache {
  readonly #solvers = new Map<Ruleset<unknown>, Solver<unknown>>();
  readonly #memo = new Map<GameForm, Game>();
  readonly #maxPositions: number | undefined;

  /**
   * Creates an empty cache.
   *
   * @param options `maxPositions` for each ruleset's solver.
   */
  constructor(options: { maxPositions?: number } = {}) {
    this.#maxPositions = checkMaxPositions("make form value cache", options);
  }

  /** Empties the cache (values already returned stay valid). */
  clear(): void {
    this.#solvers.clear();
    this.#memo.clear();
  }

  /**
   * Returns the canonical value of a form.
   *
   * @param form A form.
   * @returns Its canonical value.
   * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
   */
  value(form: GameForm): Game {
    return this.#of(form);
  }

  #of(form: GameForm): Game {
    if (form.kind === "value") return form.value;
    const known = this.#memo.get(form);
    if (known !== undefined) return known;
    let g: Game;
    switch (form.kind) {
      case "explicit":
        g = game(form.left.map((o) => this.#of(o)), form.right.map((o) => this.#of(o)));
        break;
      case "negative":
        g = negateGame(this.#of(form.form));
        break;
      case "sum":
        g = form.parts.map((p) => this.#of(p)).reduce(addGames);
        break;
      case "position": {
        if (form.value !== undefined) {
          g = form.value;
          break;
        }
        let solver = this.#solvers.get(form.ruleset);
        if (solver === undefined) {
          const options = this.#maxPositions === undefined
            ? {}
            : { maxPositions: this.#maxPositions };
          solver = new Solver(form.ruleset, options);
          this.#solvers.set(form.ruleset, solver);
        }
        g = solver.value(form.position);
        break;
      }
    }
    this.#memo.set(form, g);
    return g;
  }
}

/** The `maxPositions` of an options object: a positive integer or Infinity, when given. */
function checkMaxPositions(what: string, options: unknown): number | undefined {
  if (options === null || typeof options !== "object") {
    typeFail(what, "the options must be an object", options);
  }
  const max = (options as { maxPositions?: unknown }).maxPositions;
  if (max === undefined) return undefined;
  if (typeof max !== "number") typeFail(what, "maxPositions must be a number", max);
  if (!(max === Infinity || (Number.isSafeInteger(max) && max > 0))) {
    throw new RangeError(
      `Cannot ${what}: maxPositions must be a positive integer or Infinity, received ${max}`,
    );
  }
  return max;
}

function cacheOf(options: MoveAnalysisOptions): FormValueCache {
  checkMaxPositions("analyse moves", options);
  if (options.cache === undefined) return new FormValueCache(options);
  if (!(options.cache instanceof FormValueCache)) {
    typeFail("analyse moves", "the cache must be a FormValueCache", options.cache);
  }
  return options.cache;
}

function checkPlayer(what: string, player: unknown): asserts player is Player {
  if (player !== "left" && player !== "right") {
    typeFail(what, 'the player must be "left" or "right"', player);
  }
}

function toForm(what: string, g: unknown): GameForm {
  if (isGame(g)) return valueForm(g);
  if (g === null || typeof g !== "object" || typeof (g as GameForm).kind !== "string") {
    typeFail(what, "expected a game form or a game", g);
  }
  return g as GameForm;
}

function optionsOf(form: GameForm, player: Player): GameForm[] {
  return player === "left" ? formLeftOptions(form) : formRightOptions(form);
}

function canonicalOptions(g: Game, player: Player): readonly Game[] {
  return player === "left" ? leftOptions(g) : rightOptions(g);
}

/** Whether `a` is at least as good as `b` for `player` (a >= b for Left, a <= b for Right). */
function atLeast(a: Game, b: Game, player: Player): boolean {
  return player === "left" ? leq(b, a) : leq(a, b);
}

function opponent(player: Player): Player {
  return player === "left" ? "right" : "left";
}

/**
 * Returns the sensible options of `form` for `player`: every option (as written, in the order
 * of the form's options) whose value is at least one option of the canonical form for that
 * player (G^L >= some canonical K^L for Left; G^R <= some K^R for Right). An option that is not
 * sensible is strictly worse for its player than every option of the canonical form, or
 * incomparable with all of them. CGSuite's `SensibleOptions(player)` (Game.scala) keeps, for each
 * canonical option K^L, only the first option at least K^L; this function keeps them all, so an
 * equal move elsewhere on the board is listed too.
 *
 * Cost: the canonical value of every option (ruleset positions share one search per ruleset),
 * then one comparison per option and canonical option.
 *
 * @param form A form, or a canonical game (whose sensible options are its own options).
 * @param player Whose options.
 * @param options Search limits.
 * @returns The sensible options with their values.
 * @throws {TypeError} If `form` is not a form or game, or `player` is not "left" or "right".
 * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
 *
 * @example In '{-1, 0, {1|*} | 2}' = 1 = {0|}, -1 is not sensible (it is below 0)
 * ```ts
 * import { formatGameForm, parseGameForm } from "@cgt/partizan/game-form";
 * import { sensibleOptions } from "@cgt/partizan/sensible";
 * import assert from "node:assert/strict";
 *
 * const g = parseGameForm("'{-1, 0, {1|*} | 2}'");
 * const sensible = sensibleOptions(g, "left").map((o) => formatGameForm(o.option));
 * assert.deepEqual(sensible, ["0", "'{1|*}'"]);
 * ```
 */
export function sensibleOptions(
  form: GameForm | Game,
  player: Player,
  options: MoveAnalysisOptions = {},
): ValuedOption[] {
  const what = "find sensible options";
  checkPlayer(what, player);
  const f = toForm(what, form);
  const values = cacheOf(options);
  const canonical = canonicalOptions(values.value(f), player);
  const out: ValuedOption[] = [];
  for (const option of optionsOf(f, player)) {
    const value = values.value(option);
    if (canonical.some((k) => atLeast(value, k, player))) out.push({ option, value });
  }
  return out;
}

/**
 * Returns the sensible lines of `form` for `player`, one for each option of the canonical form
 * (in the canonical form's order), as CGSuite's `SensibleLines(player)`: a line for Left starts
 * at an option G^L at least the canonical option K^L; while the last option is not equal to K^L
 * it is reversible, and the line goes on with a reversing answer G^LR <= G and a Left option of
 * that at least K^L, until an option equal to K^L. Among the choices the first that reaches K^L
 * is taken (CGSuite takes the first choice at each step and fails when it is a dead end).
 *
 * Cost: the values of the options visited, and a search of the choices that is linear in the
 * size of the form when the first choices succeed (as they do for most forms).
 *
 * @param form A form, or a canonical game (whose lines are its options, one each).
 * @param player Whose lines.
 * @param options Search limits.
 * @returns The lines: lists of options with their values, alternately `player`'s and the
 * opponent's, each ending at a form equal to a canonical option.
 * @throws {TypeError} If `form` is not a form or game, or `player` is not "left" or "right".
 * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
 *
 * @example '{0, {2|{1|*}} | 2}' is 3/2 = {1|2}: Left's {2|{1|*}} reverses through {1|*} to 1
 * ```ts
 * import { formatGameForm, parseGameForm } from "@cgt/partizan/game-form";
 * import { formatGame } from "@cgt/partizan/notation";
 * import { sensibleLines } from "@cgt/partizan/sensible";
 * import assert from "node:assert/strict";
 *
 * const lines = sensibleLines(parseGameForm("'{0, {2|{1|*}} | 2}'"), "left");
 * assert.deepEqual(lines.map((line) => line.map((s) => formatGameForm(s.option))), [
 *   ["'{2|{1|*}}'", "'{1|*}'", "1"],
 * ]);
 * assert.equal(formatGame(lines[0][2].value), "1");
 * ```
 */
export function sensibleLines(
  form: GameForm | Game,
  player: Player,
  options: MoveAnalysisOptions = {},
): ValuedOption[][] {
  const what = "find sensible lines";
  checkPlayer(what, player);
  const f = toForm(what, form);
  const values = cacheOf(options);
  const whole = values.value(f);
  const other = opponent(player);
  // Forms from which no line reaches k, by identity, and ruleset positions by their key (a
  // position's options are new objects at every visit).
  const rulesetIds = new Map<Ruleset<unknown>, number>();
  const positionKey = (g: GameForm): unknown => {
    if (g.kind !== "position") return g;
    let n = rulesetIds.get(g.ruleset);
    if (n === undefined) rulesetIds.set(g.ruleset, n = rulesetIds.size);
    const key = g.ruleset.key ? g.ruleset.key(g.position) : identityKey(g.position);
    return `${n}:${typeof key}:${String(key)}`;
  };
  const lineTo = (k: Game, deadKey: (g: GameForm) => unknown): ValuedOption[] | undefined => {
    const dead = new Set<unknown>();
    const walk = (current: GameForm): ValuedOption[] | undefined => {
      const id = deadKey(current);
      if (dead.has(id)) return undefined;
      for (const option of optionsOf(current, player)) {
        const value = values.value(option);
        if (!atLeast(value, k, player)) continue;
        if (equals(value, k)) return [{ option, value }];
        for (const answer of optionsOf(option, other)) {
          const answerValue = values.value(answer);
          if (!atLeast(whole, answerValue, player)) continue;
          const rest = walk(answer);
          if (rest !== undefined) {
            return [{ option, value }, { option: answer, value: answerValue }, ...rest];
          }
        }
      }
      dead.add(id);
      return undefined;
    };
    return walk(f);
  };
  return canonicalOptions(whole, player).map((k) => {
    // Ruleset keys identify positions up to symmetry, so a dead end is remembered by key; should
    // a key join positions that differ in a way that matters, the search is redone by identity.
    const line = lineTo(k, positionKey) ?? lineTo(k, (g) => g);
    if (line === undefined) {
      // Every canonical option is reached this way (Siegel, CGT, II.2: the canonical form is
      // obtained by removing dominated options and bypassing reversible ones).
      throw new Error("Cannot find sensible line: internal error, no line reaches an option");
    }
    return line;
  });
}

/**
 * Returns every winning move for `player` moving first in the sum of `components`: each option
 * of each component after which `player` wins with the opponent to move, that is the sum's
 * value is >= 0 after a Left move, <= 0 after a Right move. The list is empty when `player`
 * loses moving first (then {@link sensibleMoves} lists the moves worth considering).
 *
 * Cost: the canonical value of each component and of each of its options (ruleset positions
 * share one search per ruleset), and one subtraction, addition and comparison per move. Uses
 * no Deno API, so it runs in a Web Worker.
 *
 * @param components The components of the sum: forms (explicit forms, ruleset positions,
 * values) or canonical games.
 * @param player Who moves first.
 * @param options Search limits.
 * @returns The winning moves, component by component, each with the option's value and the
 * sum's value after it.
 * @throws {TypeError} If a component is not a form or game, or `player` is not "left" or "right".
 * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
 *
 * @example In {1|0} + *, Left wins moving first only by taking 1 in {1|0}
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { winningMoves } from "@cgt/partizan/sensible";
 * import assert from "node:assert/strict";
 *
 * const moves = winningMoves([parseGame("{1|0}"), parseGame("*")], "left");
 * assert.deepEqual(moves.map((m) => [m.component, formatGame(m.value), formatGame(m.result)]), [
 *   [0, "1", "1*"],
 * ]);
 * assert.equal(winningMoves([parseGame("{1|0}"), parseGame("*")], "right").length, 0);
 * ```
 */
export function winningMoves(
  components: readonly (GameForm | Game)[],
  player: Player,
  options: MoveAnalysisOptions = {},
): ComponentMove[] {
  const what = "find winning moves";
  checkPlayer(what, player);
  return allMoves(what, components, player, options).filter((m) =>
    player === "left" ? leq(ZERO, m.result) : leq(m.result, ZERO)
  );
}

/**
 * Returns the sensible moves for `player` in the sum of `components`: the moves whose result is
 * at least one option of the sum's canonical form for `player` (see {@link sensibleOptions}),
 * component by component. When `player` has no winning move these are the moves worth trying.
 *
 * @param components The components of the sum (forms or canonical games).
 * @param player Who moves.
 * @param options Search limits.
 * @returns The sensible moves.
 * @throws {TypeError} If a component is not a form or game, or `player` is not "left" or "right".
 * @throws {PositionLimitError} If a ruleset position's search needs too many positions.
 *
 * When the sum is 0 there is no canonical option, so no move is sensible (every move loses).
 *
 * @example In {1|-1} + -2 = {-1|-3}, Left loses moving first; taking 1 is sensible
 * ```ts
 * import { formatGame, parseGame } from "@cgt/partizan/notation";
 * import { sensibleMoves, winningMoves } from "@cgt/partizan/sensible";
 * import assert from "node:assert/strict";
 *
 * const g = [parseGame("{1|-1}"), parseGame("-2")];
 * assert.equal(winningMoves(g, "left").length, 0);
 * assert.deepEqual(sensibleMoves(g, "left").map((m) => [m.component, formatGame(m.result)]), [
 *   [0, "-1"],
 * ]);
 * ```
 */
export function sensibleMoves(
  components: readonly (GameForm | Game)[],
  player: Player,
  options: MoveAnalysisOptions = {},
): ComponentMove[] {
  const what = "find sensible moves";
  checkPlayer(what, player);
  const moves = allMoves(what, components, player, options);
  if (moves.length === 0) return [];
  const total = moves[0].total;
  const canonical = canonicalOptions(total, player);
  return moves.filter((m) => canonical.some((k) => atLeast(m.result, k, player)))
    .map(({ component, option, value, result }) => ({ component, option, value, result }));
}

function allMoves(
  what: string,
  components: readonly (GameForm | Game)[],
  player: Player,
  options: MoveAnalysisOptions,
): (ComponentMove & { total: Game })[] {
  if (!Array.isArray(components)) typeFail(what, "expected a list of components", components);
  const forms = components.map((c) => toForm(what, c));
  const values = cacheOf(options);
  const parts = forms.map((f) => values.value(f));
  for (const p of parts) checkGame(p, what);
  const total = parts.reduce(addGames, ZERO);
  const out: (ComponentMove & { total: Game })[] = [];
  forms.forEach((form, component) => {
    const rest = addGames(total, negateGame(parts[component]));
    for (const option of optionsOf(form, player)) {
      const value = values.value(option);
      out.push({ component, option, value, result: addGames(rest, value), total });
    }
  });
  return out;
}
