/**
 * Who wins a position of any {@link Ruleset}, past the reach of canonical forms: an alpha-beta
 * (negamax) search over the sum of components, with a bounded transposition table, in which any
 * component small enough for the value engine is replaced by its canonical value.
 *
 * @module
 */

import { checkOptions, checkRuleset, describeValue } from "../_check.ts";
import { addGames, guardStack, PositionLimitError, spend } from "../_engine.ts";
import { type Game, leftOptions, rightOptions, ZERO } from "../game.ts";
import { leq, type Outcome, outcome } from "../compare.ts";
import { formatGame, parseGame } from "../notation.ts";
import { LimitError, withStepLimit } from "@cgt/core/limits";
import { registerCacheOwner } from "@cgt/core/caches";
import { identityKey, type PositionKey, type Ruleset, Solver } from "./search.ts";
import {
  type OutcomeSharing,
  POLL_EVERY,
  type Question,
  RootAnswered,
  SHARING,
} from "./_outcome_sharing.ts";

export type { Game } from "../game.ts";
export type { Outcome } from "../compare.ts";
export type { PositionKey, Ruleset } from "./search.ts";
export { GameLimitError, LimitError, PositionLimitError } from "../_engine.ts";

/** Options for {@link OutcomeSolver} and {@link solveOutcome}. */
export interface OutcomeSolverOptions {
  /**
   * The most search nodes one call (`solve`, `winsMovingFirst`) may visit; past it the search
   * stops with a {@link PositionLimitError}. Each node also charges one step to the work budget
   * of `withStepLimit` (`@cgt/core/limits`), when one is set.
   *
   * @default {100_000_000}
   */
  maxNodes?: number;
  /**
   * The most entries the transposition table holds (two generations of half as many: when the
   * young one is full the old one is dropped, so recently used results survive). An entry costs
   * about 100 to 200 bytes (its key string and a map slot). At most 2^25 = 33,554,432: a
   * generation is a JavaScript `Map`, which holds at most 2^24 entries.
   *
   * @default {1_048_576}
   */
  maxTableEntries?: number;
  /**
   * The work budget (steps of the value engine, as `withStepLimit` counts them) allowed for
   * valuing one component. A component valued within it is replaced by its canonical value, so
   * the search never looks inside it again; one that is not is searched move by move (and is not
   * tried again). 0 turns valuing off (a plain search with the table).
   *
   * @default {2_000}
   */
  valueSteps?: number;
  /**
   * Only components with at most this many moves (Left's and Right's together) are tried by the
   * value engine: larger ones are searched without trying, which saves the budget on components
   * that are plainly too big.
   *
   * @default {16}
   */
  maxValueMoves?: number;
  /**
   * Whether to skip dominated moves: among a player's moves in one component, those that leave
   * a component whose value is known (every piece of it valued), any move whose value is no
   * better for the mover than another's (`<=` for Left, `>=` for Right; one of equal values
   * kept). Sound since X + g <= X + h whenever g <= h, so the better move wins wherever the
   * worse one does (Winning Ways ch. 2, dominated options). Reversible moves need the value of
   * the component moved in, and a component with a known value is already in the valued sum,
   * whose canonical form has none.
   *
   * @default {true}
   */
  pruneDominated?: boolean;
  /**
   * Called every 65,536 nodes with how far the search has got (for a progress line). What it
   * throws stops the search (the solver stays usable) and is thrown by the call.
   *
   * @default {undefined}
   */
  onProgress?: (progress: OutcomeProgress) => void;
}

/** Options of one call of {@link OutcomeSolver.solve}. */
export interface SolveCallOptions {
  /**
   * The most search nodes this call may visit, in place of the solver's `maxNodes` (so that a
   * caller can search in slices: a call stopped by its limit leaves in the table every result it
   * found, and the next call goes on from them).
   *
   * @default {the solver's maxNodes}
   */
  maxNodes?: number;
}

/** How far an {@link OutcomeSolver} search has got. */
export interface OutcomeProgress {
  /** The nodes visited so far in this call. */
  readonly nodes: number;
  /** The depth (moves from the position) of the node being searched. */
  readonly depth: number;
  /** The entries of the transposition table. */
  readonly tableSize: number;
}

/** How many nodes pass between calls of {@link OutcomeSolverOptions.onProgress}. */
const PROGRESS_EVERY = 65_536;

/** The result of {@link OutcomeSolver.solve}: who wins, and how. */
export interface OutcomeResult<P> {
  /**
   * The outcome class: `"L"` if Left wins whoever starts, `"R"` if Right does, `"N"` if the
   * player to move wins, `"P"` if the other one does.
   */
  readonly outcome: Outcome;
  /** Whether Left wins when Left moves first. */
  readonly leftFirst: boolean;
  /** Whether Right wins when Right moves first. */
  readonly rightFirst: boolean;
  /** A winning first move for Left (a Left option of the position), when `leftFirst`. */
  readonly leftMove?: P;
  /** A winning first move for Right, when `rightFirst`. */
  readonly rightMove?: P;
  /** The search nodes visited to find this result. */
  readonly nodes: number;
}

const DEFAULT_MAX_NODES = 100_000_000;
const DEFAULT_MAX_TABLE_ENTRIES = 1 << 20;
/** The most `maxTableEntries`: each of the two generations is a Map of at most 2^24 entries. */
const MAX_TABLE_ENTRIES = 2 ** 25;
const DEFAULT_VALUE_STEPS = 2_000;
const DEFAULT_MAX_VALUE_MOVES = 16;
/** The most component values the solver's value engine keeps (its table is emptied past it). */
const MAX_VALUE_POSITIONS = 200_000;

/**
 * The first line of a saved transposition table ({@link OutcomeSolver.saveTable}): the format
 * and its version (2: with a check line at the end). A table of another version is refused on
 * load.
 *
 * @example
 * ```ts
 * import { OUTCOME_TABLE_HEADER, OutcomeSolver } from "@cgt/partizan/outcome-solver";
 * import assert from "node:assert/strict";
 *
 * const none = { name: "None", leftOptions: () => [], rightOptions: () => [] };
 * const text = new OutcomeSolver(none).saveTable("empty");
 * assert.equal(text.split("\n")[0], OUTCOME_TABLE_HEADER);
 * ```
 */
export const OUTCOME_TABLE_HEADER = "cgt outcome table 2";

/**
 * The 32-bit FNV-1a hash of `text`'s UTF-16 code units, as eight hex digits: the check line of a
 * saved table, which catches a table damaged or edited after it was saved.
 */
function tableCheck(text: string): string {
  return checkHex(hashOn(FNV_START, text));
}

/** The FNV-1a hash before any code unit. */
const FNV_START = 0x811c9dc5;

/** The FNV-1a hash `h` carried on over `text`'s UTF-16 code units. */
function hashOn(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** A hash as the eight hex digits of the check line. */
function checkHex(h: number): string {
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** About how many characters {@link OutcomeSolver.saveTableChunks} gathers into a chunk. */
const SAVE_CHUNK_CHARS = 1 << 20;

/** Table bits: the Left-first result is known / is a win, likewise for Right. */
const LEFT_KNOWN = 1;
const LEFT_WINS = 2;
const RIGHT_KNOWN = 4;
const RIGHT_WINS = 8;

/**
 * A node of the search: the components not valued (sorted by key) and the sum of the others. Its
 * key is the id of the sum and then `rest`, the keys of the components.
 */
interface Node<P> {
  readonly parts: readonly Part<P>[];
  readonly sum: Game;
  readonly key: string;
  readonly rest: string;
}

/** A component that is searched move by move. */
interface Part<P> {
  readonly position: P;
  readonly key: string;
}

function checkCount(what: string, name: string, n: number, min: number): number {
  if (!(Number.isSafeInteger(n) && n >= min)) {
    throw new RangeError(
      `Cannot ${what}: ${name} must be an integer of at least ${min}, received ${describeValue(n)}`,
    );
  }
  return n;
}

/**
 * Decides normal-play outcomes of positions of a {@link Ruleset} by search, without the whole
 * canonical form: for each player, whether moving first wins, and a winning first move.
 *
 * The search is negamax with alpha-beta's cut on the first winning move, over a node made of
 * the position's components (`ruleset.components`). A component small enough to value (at most
 * `maxValueMoves` moves, valued within `valueSteps` steps of the value engine, or valued at once
 * by `ruleset.shortcut`) is replaced by its canonical value, and the values are added into one
 * game: a node whose components are all valued is decided without search, since the outcome of
 * a sum of values is that of the sum (Left moving first wins exactly when the sum is not `<= 0`,
 * Winning Ways ch. 2). Replacing components by equal values keeps the outcome of the whole sum,
 * because equal games are interchangeable in any sum. Moves are tried in this order: any move
 * the transposition table already shows to win (enhanced transposition cut-off), then moves that
 * leave only valued components, then the rest; moves in the valued sum come last.
 *
 * Cost: time is the number of nodes visited (each enumerates the moves of its components and
 * normalises each child); memory is the transposition table (at most `maxTableEntries` entries
 * of some 100 to 200 bytes), the value engine's table (at most 200,000 values) and the memo of
 * component values (at most `maxTableEntries`). The solver owns them: `clear()` empties them,
 * and `clearCaches()` of `@cgt/core/caches` reaches it once it has searched.
 *
 * One thread: its tables are `Map`s in one isolate. `solveOutcomeInParallel` of
 * `@cgt/partizan/parallel-outcome` runs this search on several threads (`cgt solve --workers N`),
 * each with its own tables, that share results and component values through a fixed table on
 * shared memory under exact keys.
 *
 * @typeParam P The type of a position.
 *
 * @example Left may take 1 from a heap, Right may take 2
 * ```ts
 * import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
 * import assert from "node:assert/strict";
 *
 * const takeaway = {
 *   name: "Takeaway",
 *   leftOptions: (n: number) => (n >= 1 ? [n - 1] : []),
 *   rightOptions: (n: number) => (n >= 2 ? [n - 2] : []),
 * };
 * const solver = new OutcomeSolver(takeaway);
 * const result = solver.solve(2); // {1 | 0}: whoever starts wins
 * assert.equal(result.outcome, "N");
 * assert.equal(result.leftMove, 1);
 * assert.equal(result.rightMove, 0);
 * assert.equal(solver.winsMovingFirst(1, "right"), false);
 * ```
 */
export class OutcomeSolver<P> {
  #ruleset: Ruleset<P>;
  #key: (position: P) => PositionKey;
  #maxNodes: number;
  #half: number;
  #valueSteps: number;
  #maxValueMoves: number;
  /** The transposition table, in two generations. */
  #young = new Map<string, number>();
  #old = new Map<string, number>();
  /** Component values (null: not valued within the budget), in two generations. */
  #values = new Map<string, Game | null>();
  #oldValues = new Map<string, Game | null>();
  /** The valued sums that keys name by id, so that a saved table can write them out. */
  #sums = new Map<number, Game>();
  #valueSolver: Solver<P>;
  #nodes = 0;
  #limit = 0;
  #registered = false;
  #onProgress: ((progress: OutcomeProgress) => void) | undefined;
  #depth = 0;
  #prune: boolean;
  /** The search shared with other threads (`solveOutcomeInParallel`), if any. */
  #sharing: OutcomeSharing | undefined;
  /** The root question being searched, when shared (0 in a witness search). */
  #question: Question = 0;

  /**
   * Creates a solver for `ruleset`.
   *
   * @param ruleset The rules.
   * @param options Search limits and how much to value components.
   * @throws {TypeError} If `ruleset` lacks `leftOptions` or `rightOptions`.
   * @throws {RangeError} If an option is out of range.
   */
  constructor(ruleset: Ruleset<P>, options: OutcomeSolverOptions = {}) {
    const what = "create outcome solver";
    checkRuleset(what, ruleset);
    const opts = checkOptions(what, options);
    this.#ruleset = ruleset;
    this.#key = ruleset.key ? ruleset.key.bind(ruleset) : identityKey;
    this.#maxNodes = checkCount(what, "maxNodes", opts.maxNodes ?? DEFAULT_MAX_NODES, 1);
    const entries = opts.maxTableEntries ?? DEFAULT_MAX_TABLE_ENTRIES;
    if (Number.isSafeInteger(entries) && entries > MAX_TABLE_ENTRIES) {
      // A larger table would fail part way through a long search with V8's "Map maximum size
      // exceeded" once a generation reached 2^24 entries.
      throw new RangeError(
        `Cannot ${what}: maxTableEntries must be at most ${MAX_TABLE_ENTRIES} (two generations of at most 2^24, a Map's most), received ${entries}`,
      );
    }
    this.#half = Math.max(1, checkCount(what, "maxTableEntries", entries, 2) >>> 1);
    this.#valueSteps = checkCount(what, "valueSteps", opts.valueSteps ?? DEFAULT_VALUE_STEPS, 0);
    this.#maxValueMoves = checkCount(
      what,
      "maxValueMoves",
      opts.maxValueMoves ?? DEFAULT_MAX_VALUE_MOVES,
      0,
    );
    if (opts.onProgress !== undefined && typeof opts.onProgress !== "function") {
      throw new TypeError(
        `Cannot ${what}: onProgress must be a function, received ${describeValue(opts.onProgress)}`,
      );
    }
    this.#onProgress = opts.onProgress;
    this.#prune = opts.pruneDominated ?? true;
    if (typeof this.#prune !== "boolean") {
      throw new TypeError(
        `Cannot ${what}: pruneDominated must be a boolean, received ${describeValue(this.#prune)}`,
      );
    }
    this.#valueSolver = new Solver(ruleset, { maxPositions: MAX_VALUE_POSITIONS });
    this.#sharing = (options as { [SHARING]?: OutcomeSharing })[SHARING];
  }

  /** The number of entries in the transposition table. */
  get size(): number {
    return this.#young.size + this.#old.size;
  }

  /** The nodes the last call of `solve` or `winsMovingFirst` visited. */
  get nodes(): number {
    return this.#nodes;
  }

  /** Empties the transposition table and the memo of component values. */
  clear(): void {
    this.#young = new Map();
    this.#old = new Map();
    this.#sums = new Map();
    this.#values = new Map();
    this.#oldValues = new Map();
    this.#valueSolver.clear();
  }

  /**
   * The transposition table as text, for {@link OutcomeSolver.loadTable} to read back into a
   * solver of the same ruleset (in another process, to resume a search). The text is
   * {@link OUTCOME_TABLE_HEADER} on the first line; `for ` and `label` as a JSON string on the
   * second (what the table belongs to: the caller's name for the position, checked on load);
   * `sums K` and K lines, each a valued sum of components written in game notation as a JSON
   * string; `entries M` and M lines `S B K`: the index S of the node's valued sum, its result
   * bits B (1: Left's result is known, 2: Left moving first wins, 4 and 8 likewise for Right)
   * and the rest of its key as a JSON string (the keys of its components, from the ruleset's
   * `key`); last, `check H`: the 32-bit FNV-1a hash, in eight hex digits, of the UTF-16 code
   * units of the text before that line (loading trusts the entries without searching them again,
   * so a table damaged or changed after it was saved is refused rather than read as wrong
   * results). Cost: time and text linear in the table (some 50 to 150 characters an entry).
   *
   * @param label What the table belongs to (for instance the expression solved).
   * @returns The table as text.
   * @throws {TypeError} If `label` is not a string.
   *
   * @example Save a table and resume in a fresh solver
   * ```ts
   * import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
   * import assert from "node:assert/strict";
   *
   * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
   * const heap = { name: "Take", leftOptions: take, rightOptions: take };
   * const first = new OutcomeSolver(heap, { valueSteps: 0 });
   * assert.equal(first.solve(40).outcome, "N");
   * const text = first.saveTable("heap 40");
   * const second = new OutcomeSolver(heap, { valueSteps: 0 });
   * assert.equal(second.loadTable(text, "heap 40"), first.size);
   * const again = second.solve(40);
   * assert.equal(again.outcome, "N");
   * assert.ok(again.nodes < first.nodes);
   * ```
   */
  saveTable(label: string): string {
    if (typeof label !== "string") {
      throw new TypeError(
        `Cannot save the outcome table: the label must be a string, received ${
          describeValue(label)
        }`,
      );
    }
    const sumIndex = new Map<number, number>();
    const sums: string[] = [];
    const entries: string[] = [];
    for (const generation of [this.#old, this.#young]) {
      for (const [key, bits] of generation) {
        if (generation === this.#old && this.#young.has(key)) continue;
        const cut = key.indexOf(";");
        const id = Number(cut < 0 ? key : key.slice(0, cut));
        let index = sumIndex.get(id);
        if (index === undefined) {
          const sum = this.#sums.get(id);
          if (sum === undefined) continue;
          index = sums.length;
          sumIndex.set(id, index);
          sums.push(JSON.stringify(formatGame(sum)));
        }
        entries.push(`${index} ${bits} ${JSON.stringify(cut < 0 ? "" : key.slice(cut))}`);
      }
    }
    const body = [
      OUTCOME_TABLE_HEADER,
      `for ${JSON.stringify(label)}`,
      `sums ${sums.length}`,
      ...sums,
      `entries ${entries.length}`,
      ...entries,
      "",
    ].join("\n");
    return `${body}check ${tableCheck(body)}\n`;
  }

  /**
   * The text of {@link OutcomeSolver.saveTable}, the same bytes in the same order, as UTF-8
   * chunks of about a million characters made one at a time as they are asked for, so that a
   * large table is written to a file without its text in memory whole (the entries' lines are
   * made from the table as they go; only the valued sums' lines, usually few, are gathered first).
   * The table must not change while the chunks are taken. Cost: time linear in the table, memory
   * of a chunk and the sums' lines.
   *
   * @param label What the table belongs to (for instance the expression solved).
   * @param options `chunkCharacters`: a chunk ends at the end of the first line that brings it
   *   to this many characters or more (@default {1_048_576}).
   * @returns The chunks of the text, in order.
   * @throws {TypeError} If `label` is not a string.
   * @throws {RangeError} If `chunkCharacters` is not a positive integer.
   *
   * @example The chunks together are the text saveTable returns
   * ```ts
   * import { OutcomeSolver } from "@cgt/partizan/outcome-solver";
   * import assert from "node:assert/strict";
   *
   * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
   * const solver = new OutcomeSolver({ name: "Take", leftOptions: take, rightOptions: take }, {
   *   valueSteps: 0,
   * });
   * solver.solve(40);
   * const decoder = new TextDecoder();
   * let text = "";
   * for (const chunk of solver.saveTableChunks("heap 40")) {
   *   text += decoder.decode(chunk, { stream: true });
   * }
   * assert.equal(text + decoder.decode(), solver.saveTable("heap 40"));
   * ```
   */
  saveTableChunks(label: string, options: { chunkCharacters?: number } = {}): Iterable<Uint8Array> {
    if (typeof label !== "string") {
      throw new TypeError(
        `Cannot save the outcome table: the label must be a string, received ${
          describeValue(label)
        }`,
      );
    }
    const chunk = checkCount(
      "save the outcome table",
      "chunkCharacters",
      options.chunkCharacters ?? SAVE_CHUNK_CHARS,
      1,
    );
    // First the sums, numbered in the order saveTable meets them, and the entries counted.
    const sumIndex = new Map<number, number>();
    const sums: string[] = [];
    let count = 0;
    const sumOf = (key: string): number | undefined => {
      const cut = key.indexOf(";");
      const id = Number(cut < 0 ? key : key.slice(0, cut));
      let index = sumIndex.get(id);
      if (index === undefined) {
        const sum = this.#sums.get(id);
        if (sum === undefined) return undefined;
        index = sums.length;
        sumIndex.set(id, index);
        sums.push(JSON.stringify(formatGame(sum)));
      }
      return index;
    };
    const generations = [this.#old, this.#young];
    for (const generation of generations) {
      for (const key of generation.keys()) {
        if (generation === this.#old && this.#young.has(key)) continue;
        if (sumOf(key) !== undefined) count++;
      }
    }
    const young = this.#young;
    return (function* () {
      const encoder = new TextEncoder();
      let hash = FNV_START;
      let text = [
        OUTCOME_TABLE_HEADER,
        `for ${JSON.stringify(label)}`,
        `sums ${sums.length}`,
        ...sums,
        `entries ${count}`,
        "",
      ].join("\n");
      sums.length = 0;
      for (const generation of generations) {
        for (const [key, bits] of generation) {
          if (generation !== young && young.has(key)) continue;
          const cut = key.indexOf(";");
          const index = sumIndex.get(Number(cut < 0 ? key : key.slice(0, cut)));
          if (index === undefined) continue;
          text += `${index} ${bits} ${JSON.stringify(cut < 0 ? "" : key.slice(cut))}\n`;
          if (text.length >= chunk) {
            hash = hashOn(hash, text);
            yield encoder.encode(text);
            text = "";
          }
        }
      }
      hash = hashOn(hash, text);
      yield encoder.encode(`${text}check ${checkHex(hash)}\n`);
    })();
  }

  /**
   * Reads a table written by {@link OutcomeSolver.saveTable} into this solver's transposition
   * table (merged with what it holds; past `maxTableEntries` the oldest entries are dropped).
   * The entries are trusted, not checked by search: load only tables saved by a solver of the
   * same ruleset, which the label is there to ensure (and the check line, that the text is the
   * one saved). Cost: time linear in the text.
   *
   * @param text The saved table.
   * @param label What the table must belong to: the label it was saved with.
   * @returns The number of entries read.
   * @throws {SyntaxError} If the text is not a saved table of this version, or does not match
   *   its check line.
   * @throws {RangeError} If the table was saved with another label.
   */
  loadTable(text: string, label: string): number {
    const what = "Cannot load the outcome table";
    if (typeof text !== "string" || typeof label !== "string") {
      throw new TypeError(
        `${what}: the text and the label must be strings, received ${describeValue(text)}`,
      );
    }
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop();
    const fail = (line: number, why: string): never => {
      throw new SyntaxError(
        `${what}: line ${line + 1} ${why}, received ${
          JSON.stringify((lines[line] ?? "(end of text)").slice(0, 80))
        }`,
      );
    };
    if (lines[0] !== OUTCOME_TABLE_HEADER) {
      fail(0, `must be ${JSON.stringify(OUTCOME_TABLE_HEADER)} (a table of this version)`);
    }
    const last = lines.length - 1;
    const check = /^check ([0-9a-f]{8})$/.exec(lines[last]);
    if (check === null) fail(last, 'must be "check" and the hash of the text before it');
    const at = text.lastIndexOf("\ncheck ") + 1;
    if (tableCheck(text.slice(0, at)) !== check![1]) {
      throw new SyntaxError(
        `${what}: its text does not match its check line (the table was damaged or changed after it was saved)`,
      );
    }
    lines.pop();
    const saved = readJsonString(lines[1]?.startsWith("for ") ? lines[1].slice(4) : undefined);
    if (saved === undefined) fail(1, "must be the label: for and a JSON string");
    if (saved !== label) {
      throw new RangeError(
        `${what}: it belongs to ${JSON.stringify(saved)}, not to ${JSON.stringify(label)}`,
      );
    }
    const count = (line: number, word: string): number => {
      const m = new RegExp(`^${word} (\\d{1,9})$`).exec(lines[line] ?? "");
      return m === null ? fail(line, `must be "${word}" and a count`) : Number(m[1]);
    };
    const sumCount = count(2, "sums");
    const ids: number[] = [];
    for (let i = 0; i < sumCount; i++) {
      const line = 3 + i;
      const notation = readJsonString(lines[line]);
      if (notation === undefined) fail(line, "must be a game as a JSON string");
      let sum: Game;
      try {
        sum = parseGame(notation as string);
      } catch (error) {
        if (error instanceof SyntaxError || error instanceof RangeError) {
          fail(line, "must be a game in notation");
        }
        throw error;
      }
      ids.push(sum!.id);
      this.#sums.set(sum!.id, sum!);
    }
    const start = 3 + sumCount;
    const entryCount = count(start, "entries");
    if (lines.length !== start + 1 + entryCount) {
      fail(Math.min(lines.length, start + 1 + entryCount), `must end the ${entryCount} entries`);
    }
    const read: [string, number][] = [];
    for (let line = start + 1; line < lines.length; line++) {
      const m = /^(\d{1,9}) (\d{1,2}) (".*")$/.exec(lines[line]);
      const rest = m === null ? undefined : readJsonString(m[3]);
      const index = m === null ? -1 : Number(m[1]);
      const bits = m === null ? 0 : Number(m[2]);
      if (
        rest === undefined || index >= ids.length || !validBits(bits) ||
        (rest !== "" && !rest.startsWith(";"))
      ) {
        fail(line, "must be an entry: a sum's index, result bits and a key as a JSON string");
      }
      read.push([`${ids[index]}${rest}`, bits]);
    }
    for (const [key, bits] of read) this.#store(key, this.#lookup(key) | bits);
    return read.length;
  }

  /**
   * Whether `player` wins `position` when moving first, under normal play.
   *
   * @param position A position of the ruleset.
   * @param player Who moves first.
   * @returns Whether that player wins.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
   * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
   */
  winsMovingFirst(position: P, player: "left" | "right"): boolean {
    if (player !== "left" && player !== "right") {
      throw new TypeError(
        `Cannot solve the position: the player must be "left" or "right", received ${
          describeValue(player)
        }`,
      );
    }
    this.#start();
    return guardStack(
      "solve the position",
      () => this.#ask(this.#node([position]), player === "left"),
    );
  }

  /**
   * Decides who wins `position` moving first, for each player, with a winning first move for
   * each player who does (checked: the move leaves a position the opponent loses moving first).
   *
   * @param position A position of the ruleset.
   * @param options This call's node limit.
   * @returns The outcome, who wins moving first, winning moves and the nodes visited.
   * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes (the results
   *   found so far stay in the table, so a later call goes on from them).
   * @throws {GameLimitError} If the work budget of `withStepLimit` runs out.
   */
  solve(position: P, options: SolveCallOptions = {}): OutcomeResult<P> {
    const limit = options?.maxNodes;
    if (limit !== undefined) checkCount("solve the position", "maxNodes", limit, 1);
    this.#start(limit);
    return guardStack("solve the position", () => {
      const root = this.#node([position]);
      // With other threads, the odd ones take Right's question first.
      const rightFirst0 = (this.#sharing?.thread ?? 0) % 2 === 1
        ? this.#ask(root, false)
        : undefined;
      const leftFirst = this.#ask(root, true);
      const rightFirst = rightFirst0 ?? this.#ask(root, false);
      const leftMove = leftFirst ? this.#witness(position, true) : undefined;
      const rightMove = rightFirst ? this.#witness(position, false) : undefined;
      const result: OutcomeResult<P> = {
        outcome: leftFirst ? (rightFirst ? "N" : "L") : (rightFirst ? "R" : "P"),
        leftFirst,
        rightFirst,
        nodes: this.#nodes,
        ...(leftFirst ? { leftMove } : {}),
        ...(rightFirst ? { rightMove } : {}),
      };
      return result;
    });
  }

  #start(limit: number = this.#maxNodes): void {
    this.#nodes = 0;
    this.#depth = 0;
    // Shared, the nodes come from the budget of all threads, a batch at a time (#wins).
    this.#limit = this.#sharing === undefined ? limit : 0;
    if (!this.#registered) {
      this.#registered = true;
      registerCacheOwner(this);
    }
  }

  /**
   * Whether the player moving first wins at the root `node`. Shared with other threads, a
   * question one of them answered is not searched, and the search stops when one answers it.
   */
  #ask(node: Node<P>, left: boolean): boolean {
    const sharing = this.#sharing;
    if (sharing === undefined) return this.#wins(node, left);
    const question = left ? 1 : 2;
    const known = sharing.answer(question);
    if (known !== undefined) return known;
    this.#question = question;
    try {
      const win = this.#wins(node, left);
      sharing.setAnswer(question, win);
      return win;
    } catch (error) {
      if (error instanceof RootAnswered) return sharing.answer(question)!;
      throw error;
    } finally {
      this.#question = 0;
    }
  }

  /**
   * A real option of `position` that wins for the player moving first: one that the table (or
   * the values) shows lost for the opponent moving first if there is one, else the first that a
   * search shows to be.
   */
  #witness(position: P, left: boolean): P {
    const ruleset = this.#ruleset;
    const options = [...(left ? ruleset.leftOptions(position) : ruleset.rightOptions(position))];
    for (const option of options) {
      if (this.#decided(this.#node([option]), !left) === false) return option;
    }
    for (const option of options) {
      if (!this.#wins(this.#node([option]), !left)) return option;
    }
    // Unreachable when the ruleset keeps the contract (keys and components agree with moves).
    throw new RangeError(
      `Cannot solve the position: the search found a win for ${
        left ? "Left" : "Right"
      } but no winning move, so the ruleset's key, components or shortcut disagree with its moves, received a ruleset named ${
        JSON.stringify(ruleset.name)
      }`,
    );
  }

  /** Splits positions into components, values the small ones and builds the node. */
  #node(positions: readonly P[], sum: Game = ZERO): Node<P> {
    const ruleset = this.#ruleset;
    const parts: Part<P>[] = [];
    for (const p of positions) {
      const pieces = ruleset.components === undefined ? [p] : ruleset.components(p);
      for (const piece of pieces) {
        const key = tagKey(this.#key(piece));
        const g = this.#valueOf(piece, key);
        if (g === null) parts.push({ position: piece, key });
        else if (g !== ZERO) sum = addGames(sum, g);
      }
    }
    parts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (parts.length > 0 && !this.#sums.has(sum.id)) {
      // Bounded: past the table's size it starts again (entries whose sum it no longer holds
      // are left out of a saved table, which only makes the saved table smaller).
      if (this.#sums.size >= this.#half) this.#sums = new Map();
      this.#sums.set(sum.id, sum);
    }
    let rest = "";
    for (const part of parts) rest += `;${part.key.length}:${part.key}`;
    return { parts, sum, key: `${sum.id}${rest}`, rest };
  }

  /** The value of a component if the engine finds it within the budget, else null. */
  #valueOf(piece: P, key: string): Game | null {
    let known = this.#values.get(key);
    if (known === undefined) {
      known = this.#oldValues.get(key);
      if (known !== undefined) this.#rememberValue(key, known);
    }
    if (known !== undefined) return known;
    const shared = this.#sharing?.value(key);
    if (shared !== undefined) {
      this.#rememberValue(key, shared);
      return shared;
    }
    let g: Game | null = this.#ruleset.shortcut?.(piece) ?? null;
    if (g === null && this.#valueSteps > 0 && this.#fewMoves(piece)) {
      try {
        g = withStepLimit(this.#valueSteps, () => this.#valueSolver.value(piece));
      } catch (error) {
        if (!(error instanceof LimitError)) throw error;
        g = null;
      }
    }
    this.#rememberValue(key, g);
    this.#sharing?.setValue(key, g);
    return g;
  }

  #fewMoves(piece: P): boolean {
    let n = 0;
    const max = this.#maxValueMoves;
    for (const _ of this.#ruleset.leftOptions(piece)) if (++n > max) return false;
    for (const _ of this.#ruleset.rightOptions(piece)) if (++n > max) return false;
    return true;
  }

  #rememberValue(key: string, g: Game | null): void {
    if (this.#values.size >= this.#half) {
      this.#oldValues = this.#values;
      this.#values = new Map();
    }
    this.#values.set(key, g);
  }

  #lookup(key: string): number {
    const bits = this.#young.get(key);
    if (bits !== undefined) return bits;
    const old = this.#old.get(key);
    if (old === undefined) return 0;
    this.#store(key, old);
    return old;
  }

  #store(key: string, bits: number): void {
    if (this.#young.size >= this.#half && !this.#young.has(key)) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, bits);
  }

  /**
   * The table's answer for the player moving first at `node`, or undefined: this solver's own
   * table, then the one shared with other threads (an answer found there is kept here too).
   */
  #known(node: Node<P>, left: boolean): boolean | undefined {
    const known = left ? LEFT_KNOWN : RIGHT_KNOWN;
    const wins = left ? LEFT_WINS : RIGHT_WINS;
    let bits = this.#lookup(node.key);
    if ((bits & known) === 0 && this.#sharing !== undefined) {
      const shared = this.#sharing.get(node.sum, node.rest);
      if ((shared & known) === 0) return undefined;
      bits |= shared;
      this.#store(node.key, bits);
    }
    return (bits & known) !== 0 ? (bits & wins) !== 0 : undefined;
  }

  #record(node: Node<P>, left: boolean, win: boolean): void {
    const bits = this.#lookup(node.key);
    const add = left ? LEFT_KNOWN | (win ? LEFT_WINS : 0) : RIGHT_KNOWN | (win ? RIGHT_WINS : 0);
    this.#store(node.key, bits | add);
    this.#sharing?.add(node.sum, node.rest, add);
  }

  /** Whether the player (Left if `left`) moving first at `node` wins. */
  #wins(node: Node<P>, left: boolean): boolean {
    if (node.parts.length === 0) {
      // A sum of values: Left moving first wins unless it is <= 0, i.e. its outcome is L or N.
      const o = outcome(node.sum);
      return left ? o === "L" || o === "N" : o === "R" || o === "N";
    }
    const known = this.#known(node, left);
    if (known !== undefined) return known;
    const sharing = this.#sharing;
    if (++this.#nodes > this.#limit) {
      if (sharing === undefined) throw new PositionLimitError(this.#limit);
      this.#limit += sharing.reserve();
    }
    spend(1);
    if (sharing !== undefined && this.#nodes % POLL_EVERY === 0) sharing.poll(this.#question);
    if (this.#onProgress !== undefined && this.#nodes % PROGRESS_EVERY === 0) {
      this.#onProgress({ nodes: this.#nodes, depth: this.#depth, tableSize: this.size });
    }
    this.#depth++;
    try {
      return this.#search(node, left);
    } finally {
      this.#depth--;
    }
  }

  /** The search of a node not decided by its values or the table. */
  #search(node: Node<P>, left: boolean): boolean {
    const ruleset = this.#ruleset;
    const children: Node<P>[] = [];
    const parts = node.parts;
    for (let i = 0; i < parts.length; i++) {
      const others = parts.filter((_, j) => j !== i).map((q) => q.position);
      const part = parts[i].position;
      const options = left ? ruleset.leftOptions(part) : ruleset.rightOptions(part);
      const valued: { g: Game; child: Node<P> }[] = [];
      for (const option of options) {
        const alone = this.#prune ? this.#node([option]) : undefined;
        // The same node as moving to the option (its pieces valued and added to the sum).
        const child = alone !== undefined && alone.parts.length === 0
          ? this.#node(others, addGames(node.sum, alone.sum))
          : this.#nodeWith(others, option, node.sum);
        // Enhanced transposition cut-off: a child the table (or the values) shows lost for the
        // opponent is a winning move found without search.
        if (this.#decided(child, !left) === false) return this.#done(node, left, true);
        // A move to a known value is searched only if no other such move is as good (below).
        if (alone !== undefined && alone.parts.length === 0) valued.push({ g: alone.sum, child });
        else children.push(child);
      }
      for (const kept of undominated(valued, left)) children.push(kept.child);
    }
    // Moves in the valued sum.
    for (const g of left ? leftOptions(node.sum) : rightOptions(node.sum)) {
      children.push(this.#node(parts.map((q) => q.position), g));
    }
    // Children fully valued were decided above (a valued child is never left undecided), so
    // search the others, those with fewer components to search first.
    children.sort((a, b) => a.parts.length - b.parts.length);
    const sharing = this.#sharing;
    if (sharing !== undefined && sharing.thread > 0 && this.#depth <= 2 && children.length > 1) {
      // Lazy SMP: near the root, each other thread starts from other moves (so that the threads
      // prove different subtrees and share them), the odd ones going backwards.
      const n = children.length;
      const start = Math.floor((sharing.thread * n) / sharing.threads);
      const order = children.slice();
      for (let i = 0; i < n; i++) {
        children[i] = order[sharing.thread % 2 === 0 ? (start + i) % n : (start + n - i) % n];
      }
    }
    for (const child of children) {
      if (!this.#wins(child, !left)) return this.#done(node, left, true);
    }
    return this.#done(node, left, false);
  }

  /** The node of `positions` with `option` added. */
  #nodeWith(positions: P[], option: P, sum: Game): Node<P> {
    positions.push(option);
    try {
      return this.#node(positions, sum);
    } finally {
      positions.pop();
    }
  }

  /** What is known of `node` without search: its value's outcome, or the table. */
  #decided(node: Node<P>, left: boolean): boolean | undefined {
    if (node.parts.length === 0) return this.#wins(node, left);
    return this.#known(node, left);
  }

  #done(node: Node<P>, left: boolean, win: boolean): boolean {
    this.#record(node, left, win);
    return win;
  }
}

/**
 * The moves among `moves` whose value no other is at least as good as for the mover (Left if
 * `left`: larger is better), one of each set of equal values.
 */
function undominated<T extends { readonly g: Game }>(moves: readonly T[], left: boolean): T[] {
  // `worse(a, b)`: a is no better than b for the mover.
  const worse = (a: Game, b: Game) => (left ? leq(a, b) : leq(b, a));
  const kept: T[] = [];
  for (const m of moves) {
    if (kept.some((k) => worse(m.g, k.g))) continue;
    for (let j = kept.length - 1; j >= 0; j--) if (worse(kept[j].g, m.g)) kept.splice(j, 1);
    kept.push(m);
  }
  return kept;
}

/** The string a line holds as JSON, or undefined when it holds none. */
function readJsonString(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "string" ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `bits` are result bits a table may hold (a win only where the result is known). */
function validBits(bits: number): boolean {
  return bits >= 1 && bits <= 15 && (bits & (LEFT_KNOWN | RIGHT_KNOWN)) !== 0 &&
    ((bits & LEFT_WINS) === 0 || (bits & LEFT_KNOWN) !== 0) &&
    ((bits & RIGHT_WINS) === 0 || (bits & RIGHT_KNOWN) !== 0);
}

/** A string key for any position key, distinct across types. */
function tagKey(key: PositionKey): string {
  return typeof key === "string" ? `s${key}` : typeof key === "number" ? `n${key}` : `b${key}`;
}

/**
 * Decides who wins `position` of `ruleset` moving first, for each player, with a winning first
 * move for each, using a fresh {@link OutcomeSolver} (see there for the method and its cost).
 *
 * @typeParam P The type of a position.
 * @param ruleset The rules.
 * @param position The position.
 * @param options Search limits.
 * @returns The outcome, who wins moving first, winning moves and the nodes visited.
 * @throws {PositionLimitError} If the search needs more than `maxNodes` nodes.
 *
 * @example A heap either player may take 1 or 2 from: a multiple of 3 is lost by the mover
 * ```ts
 * import { solveOutcome } from "@cgt/partizan/outcome-solver";
 * import assert from "node:assert/strict";
 *
 * const take = (n: number) => [n - 1, n - 2].filter((m) => m >= 0);
 * const heap = { name: "Take", leftOptions: take, rightOptions: take };
 * assert.equal(solveOutcome(heap, 30).outcome, "P");
 * const win = solveOutcome(heap, 31);
 * assert.equal(win.outcome, "N");
 * assert.equal(win.leftMove, 30);
 * ```
 */
export function solveOutcome<P>(
  ruleset: Ruleset<P>,
  position: P,
  options: OutcomeSolverOptions = {},
): OutcomeResult<P> {
  return new OutcomeSolver(ruleset, options).solve(position);
}
