/**
 * Generalised Toads and Frogs, CGSuite's `GenToadsAndFrogs` schema: how far toads and frogs
 * slide, how many creatures they jump, and whether they may jump their own side. Toads and
 * Frogs (`toads`) and Elephants and Rhinos (`elephantsAndRhinos`) are members.
 *
 * The rules, as CGSuite 2.2 defines the schema (`game.strip.GenToadsAndFrogs`, after Winning
 * Ways ch. 1's Toads and Frogs): on a row of cells, Left's toads `t` move right and Right's
 * frogs `f` move left. A creature either slides k cells forward, `minSlide <= k <= maxSlide`,
 * when the k cells ahead are all empty; or jumps a run of 1 to `maxJump` creatures directly
 * ahead of it (of the other side, or of either side with `allowFriendlyJump`) into the empty
 * cell just beyond them. Nothing is captured. CGSuite's defaults (1, 1, 1, false) give Toads
 * and Frogs; `maxJump => 0` gives Elephants and Rhinos. A negative `minSlide` (sliding back,
 * CGSuite's Backsliding Toads and Frogs at -1) makes positions repeat; that loopy game is
 * `backsliding(...)`, and this schema refuses it.
 *
 * @module
 */

import { registerCache } from "@cgt/core/caches";
import type { Game } from "@cgt/partizan/game";
import { type Ruleset, Solver } from "@cgt/partizan/search";
import { checkIntegerIn, typeFail } from "../_check.ts";
import {
  generalSearchRuleset,
  generalStringRuleset,
  isStandard,
  type ToadsParams,
  type ToadsPosition,
  toPosition,
} from "../_toads_and_frogs.ts";
import {
  MAX_TOADS_AND_FROGS_JUMP,
  parseToadsAndFrogs,
  toadsAndFrogs,
  toadsAndFrogsRuleset,
} from "./toads_and_frogs.ts";

export type { Game } from "@cgt/partizan/game";
export type { PositionKey, Ruleset } from "@cgt/partizan/search";

/** The longest slide {@link genToadsAndFrogs} accepts (a row has at most 64 cells). */
export const MAX_GEN_TOADS_AND_FROGS_SLIDE = 63;

/** How many parameter sets {@link genToadsAndFrogs} keeps, with their values, between calls. */
export const MAX_GEN_TOADS_AND_FROGS_RULESETS = 16;

/** CGSuite's `GenToadsAndFrogs` parameters, with its names and defaults (Toads and Frogs'). */
export interface GenToadsAndFrogsOptions {
  /**
   * The shortest slide, an integer from 0 to {@link MAX_GEN_TOADS_AND_FROGS_SLIDE} (0 reads
   * as 1, as in CGSuite: a slide moves at least one cell).
   *
   * @default {1}
   */
  readonly minSlide?: number | bigint;
  /**
   * The longest slide, an integer from 0 (no slides) to {@link MAX_GEN_TOADS_AND_FROGS_SLIDE}.
   *
   * @default {1}
   */
  readonly maxSlide?: number | bigint;
  /**
   * The longest run of creatures one jump crosses, an integer from 0 (no jumps) to
   * {@link MAX_TOADS_AND_FROGS_JUMP}.
   *
   * @default {1}
   */
  readonly maxJump?: number | bigint;
  /**
   * Whether a jump may cross creatures of the jumper's own side too.
   *
   * @default {false}
   */
  readonly allowFriendlyJump?: boolean;
}

const WHAT = "make GenToadsAndFrogs ruleset";

/** The parameters of `options`, checked. */
function paramsOf(options: GenToadsAndFrogsOptions | undefined): ToadsParams {
  if (options === undefined) options = {};
  if (options === null || typeof options !== "object") {
    typeFail(WHAT, "options must be an object", options);
  }
  const min = options.minSlide ?? 1;
  if ((typeof min === "number" || typeof min === "bigint") && Number(min) < 0) {
    throw new RangeError(
      `Cannot ${WHAT}: minSlide below 0 lets creatures slide back, so positions repeat (a loopy game; backsliding(...) is minSlide -1), received ${min}`,
    );
  }
  const minSlide = checkIntegerIn(WHAT, "minSlide", min, 0, MAX_GEN_TOADS_AND_FROGS_SLIDE);
  const maxSlide = checkIntegerIn(
    WHAT,
    "maxSlide",
    options.maxSlide ?? 1,
    0,
    MAX_GEN_TOADS_AND_FROGS_SLIDE,
  );
  const maxJump = checkIntegerIn(
    WHAT,
    "maxJump",
    options.maxJump ?? 1,
    0,
    MAX_TOADS_AND_FROGS_JUMP,
  );
  const friendly = options.allowFriendlyJump ?? false;
  if (typeof friendly !== "boolean") {
    typeFail(WHAT, "allowFriendlyJump must be true or false", friendly);
  }
  return { minSlide: Math.max(minSlide, 1), maxSlide, maxJump, friendly };
}

/**
 * Returns the rules of CGSuite's `GenToadsAndFrogs(options)` on rows written as `toads` writes
 * them (`T`, `F`, `.`; see the module doc for the moves). Components: the row is cut at every
 * block of `maxJump + 1` toads followed by as many frogs (no creature in it can ever move, nor
 * any jump cross it), and, without jumps, between a frog and a toad after it; frogs stuck at
 * the left end and toads at the right end are dropped. A part with one kind of creature is
 * valued without search when one-cell slides are allowed (the number of empty cells ahead of
 * its creatures). With the default slides and no friendly jumps these are exactly the rules
 * of `toadsAndFrogsRuleset(maxJump)`, which is returned.
 *
 * @param options CGSuite's parameters.
 * @returns The ruleset.
 * @throws {TypeError} If an option has the wrong type.
 * @throws {RangeError} If an option is out of range (a negative `minSlide` among them).
 *
 * @example Jumps over a friend
 * ```ts
 * import { genToadsAndFrogsRuleset } from "@cgt/rulesets/gen-toads-and-frogs";
 * import assert from "node:assert/strict";
 *
 * const friendly = genToadsAndFrogsRuleset({ allowFriendlyJump: true });
 * assert.deepEqual([...friendly.leftOptions("TT.")], ["T.T", ".TT"]);
 * const far = genToadsAndFrogsRuleset({ maxSlide: 3, maxJump: 0 });
 * assert.deepEqual([...far.leftOptions("T..F")], [".T.F", "..TF"]);
 * ```
 */
export function genToadsAndFrogsRuleset(options?: GenToadsAndFrogsOptions): Ruleset<string> {
  const params = paramsOf(options);
  return isStandard(params) ? toadsAndFrogsRuleset(params.maxJump) : generalStringRuleset(params);
}

/** The solvers of non-standard parameter sets used last, by their key (oldest first). */
const RECENT = new Map<string, Solver<ToadsPosition>>();
registerCache("GenToadsAndFrogs solvers", RECENT);

/**
 * Returns the canonical value of a row under CGSuite's `GenToadsAndFrogs(options)` (in the
 * notation `genToadsAndFrogs("tt..ff", maxJump => 2, maxSlide => 2, allowFriendlyJump =>
 * true)`, CGSuite's `GenToadsAndFrogs(maxJump => 2, maxSlide => 2, allowFriendlyJump =>
 * true)("tt..ff")`). The default slides without friendly jumps are searched by `toadsAndFrogs`
 * (its tables); other parameter sets by a solver of their own, the last
 * {@link MAX_GEN_TOADS_AND_FROGS_RULESETS} kept with their values (`clearCaches()` frees them).
 * Rows of up to 26 cells are searched packed into a number.
 *
 * Cost: exponential in the number of creatures; every search honours the step budget of
 * `withStepLimit`.
 *
 * @param row A string over `t`, `f`, `.` (or `T`, `F`), at most 64 cells.
 * @param options CGSuite's parameters; the defaults give Toads and Frogs.
 * @returns The canonical value.
 * @throws {TypeError} If `row` is not a string or an option has the wrong type.
 * @throws {SyntaxError} If the row has another character.
 * @throws {RangeError} If it is longer than 64 cells, or an option is out of range.
 *
 * @example
 * ```ts
 * import { genToadsAndFrogs } from "@cgt/rulesets/gen-toads-and-frogs";
 * import { formatGame } from "@cgt/partizan/notation";
 * import assert from "node:assert/strict";
 *
 * assert.equal(formatGame(genToadsAndFrogs("tft.tff")), "^"); // Toads and Frogs, Winning Ways ch. 1
 * assert.equal(formatGame(genToadsAndFrogs("t..", { maxSlide: 2 })), "2");
 * assert.equal(formatGame(genToadsAndFrogs("tt.", { allowFriendlyJump: true })), "2");
 * ```
 */
export function genToadsAndFrogs(row: string, options?: GenToadsAndFrogsOptions): Game {
  const params = paramsOf(options);
  if (isStandard(params)) return toadsAndFrogs(row, { maxJump: params.maxJump });
  const parsed = parseToadsAndFrogs(row);
  const id = `${params.minSlide},${params.maxSlide},${params.maxJump},${params.friendly}`;
  let solver = RECENT.get(id);
  if (solver === undefined) {
    solver = new Solver(generalSearchRuleset(params));
    if (RECENT.size >= MAX_GEN_TOADS_AND_FROGS_RULESETS) {
      RECENT.delete(RECENT.keys().next().value!);
    }
  } else {
    RECENT.delete(id);
  }
  RECENT.set(id, solver);
  return solver.value(toPosition(parsed));
}
