/**
 * The ruleset contract suite: the checks every ruleset of `@cgt/rulesets` must pass, called from
 * its test in a few lines. Each position is checked against the slow twin (`plainValue`, plain
 * recursion with no decomposition, key or symmetry), and the ruleset's keys, components,
 * notation and options are checked against each other.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { type Game, game } from "@cgt/partizan/game";
import { add } from "@cgt/partizan/arithmetic";
import { formatGame } from "@cgt/partizan/notation";
import { identityKey, type PositionKey, type Ruleset, Solver } from "@cgt/partizan/search";

/** One family of positions for {@link rulesetContract}: a list, or a seeded generator, or both. */
export interface RulesetCase {
  /** Small positions, in notation, each checked. */
  readonly positions?: readonly string[];
  /**
   * What the positions are, for the step names (`"random boards up to 3x4"`).
   * @default {"listed positions" or "random positions"}
   */
  readonly label?: string;
  /** Random small positions, in notation, checked with seeded fast-check. */
  readonly generator?: fc.Arbitrary<string>;
  /** The seed of the fast-check run (required with `generator`). */
  readonly seed?: number;
  /**
   * How many random positions.
   * @default {60}
   */
  readonly numRuns?: number;
}

/** What {@link rulesetContract} checks a ruleset with (and its own {@link RulesetCase}). */
export interface RulesetContract<P> extends RulesetCase {
  /** The rules under test. */
  readonly ruleset: Ruleset<P>;
  /** Reads a position from its notation. */
  readonly parse: (text: string) => P;
  /**
   * Writes a position out whole for the plain twin's table of exact positions (no key, symmetry
   * or decomposition trusted), for rulesets whose positions hold more than plain data.
   * @default {`JSON.stringify`, refusing Maps, Sets and functions}
   */
  readonly exact?: (position: P) => string;
  /** Writes a position back; when given, `parse(format(p))` must have the key of `p`. */
  readonly format?: (position: P) => string;
  /**
   * The ruleset's public value function on notation (`clobber`), when it may take another road
   * than `Solver(ruleset)` (a Grundy table, a closed form): it must give the same values.
   */
  readonly value?: (text: string) => Game;
  /** More families of positions, each checked as its own step (with the same memo tables). */
  readonly cases?: readonly RulesetCase[];
  /**
   * A second, independent slow twin on the notation itself (moves written on the text), so that
   * the ruleset's own move generation is checked too; the value of each position must equal its
   * plain value in this twin as well.
   */
  readonly twin?: Ruleset<string>;
  /**
   * Both players have the same moves in every position: then the left and right options of each
   * position must have the same keys.
   * @default {false}
   */
  readonly impartial?: boolean;
  /**
   * The boards that the ruleset's keys claim are the same position (mirror images, rotations):
   * each must have the key of the position it is made from.
   */
  readonly symmetries?: (text: string) => readonly string[];
}

/** The key of `p` under `ruleset` (the identity key where the ruleset has none). */
function keyOf<P>(ruleset: Ruleset<P>, p: P): PositionKey {
  return ruleset.key ? ruleset.key(p) : identityKey(p);
}

/** A `JSON.stringify` replacer that refuses what JSON would write as `{}` and so confuse. */
function plainData(_key: string, value: unknown): unknown {
  if (value instanceof Map || value instanceof Set || typeof value === "function") {
    throw new TypeError(
      "Cannot run the ruleset contract: positions must be plain data (no Map, Set or function)",
    );
  }
  return value;
}

/**
 * `plainValue` with a table of the exact positions met (written out whole with `JSON.stringify`,
 * so no symmetry, key or decomposition of the ruleset is trusted): the same plain recursion,
 * without meeting one position twice.
 */
function plainValueMemo<P>(
  ruleset: Ruleset<P>,
  position: P,
  memo: Map<string, Game>,
  write: (position: P) => string = (p) => JSON.stringify(p, plainData),
): Game {
  const exact = write(position);
  const known = memo.get(exact);
  if (known !== undefined) return known;
  const left = [...ruleset.leftOptions(position)].map((o) =>
    plainValueMemo(ruleset, o, memo, write)
  );
  const right = [...ruleset.rightOptions(position)].map((o) =>
    plainValueMemo(ruleset, o, memo, write)
  );
  const value = game(left, right);
  memo.set(exact, value);
  return value;
}

/** The sum of `values` (0 for none). */
function sum(values: readonly Game[]): Game {
  return values.reduce((a, b) => add(a, b), game([], []));
}

/**
 * Runs the contract on every position of `contract.positions` and of `contract.generator`, and
 * of each of `contract.cases`, as steps of `t`:
 *
 * - values: the engine's `Solver` gives the value of plain recursion (as `plainValue` of
 *   `testing/plain_value.ts`, remembering exact positions only), and of the text twin and the
 *   public value function when given;
 * - keys: positions with equal keys (the positions checked and their options) have equal values;
 *   with `symmetries`, each mirrored or rotated board has the key of its position;
 * - decomposition: with `ruleset.components`, the value is the sum of the components' values, and
 *   the components are real parts of the position: together they have exactly its moves (as many
 *   left and right options), so no part with a move is lost or invented;
 * - notation: with `format`, `parse(format(p))` has the key of `p`, for each position and option;
 * - options: every option has a defined key (it is a position the ruleset accepts);
 * - impartial: the left and right options have the same keys.
 */
export async function rulesetContract<P>(
  t: Deno.TestContext,
  contract: RulesetContract<P>,
): Promise<void> {
  const { ruleset, parse, format } = contract;
  const solver = new Solver(ruleset);
  const byKey = new Map<PositionKey, Game>();
  const plainMemo = new Map<string, Game>();
  const twinMemo = new Map<string, Game>();
  const plain = (p: P): Game => plainValueMemo(ruleset, p, plainMemo, contract.exact);
  const key = (p: P): PositionKey => keyOf(ruleset, p);
  const sameValueForKey = (p: P, value: Game, what: string): void => {
    const k = key(p);
    assert.notEqual(k, undefined, `${what}: the key is undefined`);
    const known = byKey.get(k);
    if (known === undefined) byKey.set(k, value);
    else {
      assert.equal(
        formatGame(value),
        formatGame(known),
        `${what}: a position with the same key has another value`,
      );
    }
  };

  const check = (text: string): void => {
    const p = parse(text);
    const value = solver.value(p);
    assert.equal(formatGame(value), formatGame(plain(p)), `${text}: value`);
    if (contract.twin) {
      assert.equal(
        formatGame(value),
        formatGame(plainValueMemo(contract.twin, text, twinMemo)),
        `${text}: twin`,
      );
    }
    if (contract.value) {
      assert.equal(formatGame(contract.value(text)), formatGame(value), `${text}: value function`);
    }
    sameValueForKey(p, value, text);
    const left = [...ruleset.leftOptions(p)];
    const right = [...ruleset.rightOptions(p)];
    for (const o of [...left, ...right]) {
      sameValueForKey(o, solver.value(o), `${text}: an option`);
      if (format) {
        const written = format(o);
        assert.equal(key(parse(written)), key(o), `${text}: option ${written} reads back`);
      }
    }
    if (format) {
      const written = format(p);
      assert.equal(key(parse(written)), key(p), `${text}: ${written} reads back`);
      assert.equal(format(parse(written)), written, `${text}: ${written} is written again`);
    }
    if (contract.impartial) {
      assert.deepEqual(
        left.map((o) => String(key(o))).sort(),
        right.map((o) => String(key(o))).sort(),
        `${text}: left and right options`,
      );
    }
    if (contract.symmetries) {
      for (const image of contract.symmetries(text)) {
        assert.equal(key(parse(image)), key(p), `${text}: its image ${image} has its key`);
      }
    }
    if (ruleset.components) {
      const parts = [...ruleset.components(p)];
      assert.equal(
        formatGame(sum(parts.map(plain))),
        formatGame(value),
        `${text}: the sum of its components`,
      );
      const count = (f: (q: P) => Iterable<P>): number =>
        parts.reduce((n, c) => n + [...f(c)].length, 0);
      assert.equal(count(ruleset.leftOptions), left.length, `${text}: Left's moves in components`);
      assert.equal(
        count(ruleset.rightOptions),
        right.length,
        `${text}: Right's moves in components`,
      );
    }
  };

  for (const c of [contract, ...(contract.cases ?? [])]) {
    if (c.positions !== undefined) {
      await t.step(
        `${ruleset.name} keeps the ruleset contract on ${c.label ?? "listed positions"}`,
        () => {
          for (const text of c.positions!) check(text);
        },
      );
    }
    if (c.generator !== undefined) {
      if (c.seed === undefined) {
        throw new TypeError("Cannot run the ruleset contract: a generator needs a seed");
      }
      await t.step(
        `${ruleset.name} keeps the ruleset contract on ${c.label ?? "random positions"}`,
        () => {
          fc.assert(
            fc.property(c.generator!, (text) => {
              check(text);
            }),
            { seed: c.seed!, numRuns: c.numRuns ?? 60 },
          );
        },
      );
    }
  }
}

/** The rows of a grid board `text` (rows separated by `|`). */
function rowsOf(text: string): string[][] {
  return text.split("|").map((row) => [...row]);
}

/** Writes rows back as a board. */
function boardOf(rows: readonly string[][]): string {
  return rows.map((row) => row.join("")).join("|");
}

/** The board turned a quarter (rows become columns). */
function transpose(rows: readonly string[][]): string[][] {
  return rows[0].map((_, c) => rows.map((row) => row[c]));
}

/**
 * The images of a grid board under the symmetries a ruleset's keys claim: `"row"` the mirror
 * images left to right and top to bottom and the half turn (the symmetries of a ruleset that
 * tells rows from columns, such as Domineering); `"all"` all eight symmetries of the square.
 */
export function gridImages(text: string, symmetries: "row" | "all"): string[] {
  const rows = rowsOf(text);
  const flipLr = (b: string[][]): string[][] => b.map((row) => [...row].reverse());
  const flipTb = (b: string[][]): string[][] => [...b].reverse();
  const images = [flipLr(rows), flipTb(rows), flipTb(flipLr(rows))];
  if (symmetries === "all") {
    const turned = transpose(rows);
    images.push(turned, flipLr(turned), flipTb(turned), flipTb(flipLr(turned)));
  }
  return images.map(boardOf);
}

/**
 * Random grid boards of `rows` by `cols` (each drawn from the pairs given) over the characters
 * `cells`, with at most `maxStones` cells that are not `sparse` (the empty character).
 */
export function gridBoards(
  shapes: readonly (readonly [number, number])[],
  cells: string,
  options: { sparse?: string; maxBusy?: number } = {},
): fc.Arbitrary<string> {
  const board = fc.constantFrom(...shapes).chain(([rows, cols]) =>
    fc.array(fc.constantFrom(...cells), { minLength: rows * cols, maxLength: rows * cols })
      .map((cs) => {
        const lines: string[] = [];
        for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
        return lines.join("|");
      })
  );
  const { sparse, maxBusy } = options;
  if (sparse === undefined || maxBusy === undefined) return board;
  return board.filter((b) => [...b].filter((c) => c !== sparse && c !== "|").length <= maxBusy);
}

/**
 * Random grid boards of the given shapes, `fill` everywhere but at `minPieces` to `maxPieces`
 * distinct cells, each holding a character drawn from `pieces` (repeat a character to draw it
 * more often): sparse boards, for the wide (33 to 64 cell) path, where plain recursion must stay
 * small.
 */
export function scatteredBoards(
  shapes: readonly (readonly [number, number])[],
  fill: string,
  pieces: string,
  maxPieces: number,
  minPieces = 0,
): fc.Arbitrary<string> {
  return fc.constantFrom(...shapes).chain(([rows, cols]) =>
    fc.tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: rows * cols - 1 }), {
        minLength: minPieces,
        maxLength: maxPieces,
      }),
      fc.array(fc.constantFrom(...pieces), { minLength: maxPieces, maxLength: maxPieces }),
    ).map(([cells, chars]) => {
      const cs = Array.from({ length: rows * cols }, () => fill);
      cells.forEach((i, k) => (cs[i] = chars[k]));
      const lines: string[] = [];
      for (let r = 0; r < rows; r++) lines.push(cs.slice(r * cols, (r + 1) * cols).join(""));
      return lines.join("|");
    })
  );
}
