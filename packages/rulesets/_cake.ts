/**
 * Cake games (private): rectangles that the players cut or eat, Left along the columns and Right
 * along the rows, after CGSuite's `GenCutcake` schema (a heap rule for each player, and whether
 * the pieces are turned by a quarter before each move).
 *
 * @module
 */

import { checkIntegerIn } from "./_check.ts";
import type { PositionKey, Ruleset } from "@cgt/partizan/search";
import type { CutcakePiece, CutcakePosition } from "./heap/cutcake.ts";
import { chargeWork } from "./_work.ts";

/** What a cake game is made of. */
export interface CakeRules {
  /** The game's name, for messages (`"Eatcake"`). */
  readonly name: string;
  /**
   * The ways a side of length `n` may be divided by one move, as lists of the lengths left
   * (an empty list: nothing is left). Each way is listed once, lengths in increasing order.
   */
  splits(n: number): readonly (readonly number[])[];
  /**
   * Right's ways, when they differ from Left's `splits` (CGSuite's `GenCutcake` of two heap
   * rulesets, the cake product).
   */
  rightSplits?(n: number): readonly (readonly number[])[];
  /**
   * Whether the piece is turned by a quarter before each move (CGSuite's `twisted`): the player
   * then works on the other side, and the pieces left are the turned ones.
   */
  readonly twisted: boolean;
}

/**
 * The options of `player` (0 Left, 1 Right) in a position: one piece is divided. Without a
 * twist, Left divides the columns of a rows-by-columns piece, Right the rows (CGSuite's
 * `GenCutcake`, where Left acts on the second coordinate). With a twist the piece is first
 * turned, so Left divides the rows and each piece left has its sides swapped.
 */
function cakeMoves(rules: CakeRules, position: CutcakePosition, player: 0 | 1): CutcakePosition[] {
  const out: CutcakePosition[] = [];
  position.forEach((p, i) => {
    // The side the player divides, and the side that stays whole.
    const leftSide = rules.twisted ? p.rows : p.cols;
    const rightSide = rules.twisted ? p.cols : p.rows;
    const divided = player === 0 ? leftSide : rightSide;
    const kept = player === 0 ? rightSide : leftSide;
    for (const lengths of splitsOf(rules, player)(divided)) {
      // Left's parts are new columns, Right's new rows; with a twist the side kept whole is the
      // one the piece had across, so each part comes out turned.
      const pieces: CutcakePiece[] = lengths.map((n) =>
        player === 0 ? { rows: kept, cols: n } : { rows: n, cols: kept }
      );
      out.push([...position.slice(0, i), ...pieces, ...position.slice(i + 1)]);
    }
  });
  // Each option copies the position's pieces.
  chargeWork(out.length * (position.length + 2));
  return out;
}

/** The heap rule of `player` (0 Left, 1 Right). */
function splitsOf(
  rules: CakeRules,
  player: 0 | 1,
): (n: number) => readonly (readonly number[])[] {
  return player === 1 && rules.rightSplits !== undefined
    ? (n) => rules.rightSplits!(n)
    : (n) => rules.splits(n);
}

/** Whether either player can move on the piece `p`. */
function canMove(rules: CakeRules, p: CutcakePiece): boolean {
  const leftSide = rules.twisted ? p.rows : p.cols;
  const rightSide = rules.twisted ? p.cols : p.rows;
  return splitsOf(rules, 0)(leftSide).length > 0 || splitsOf(rules, 1)(rightSide).length > 0;
}

/**
 * The ruleset of a cake game: each piece is a component (pieces no player can divide are left
 * out), and the key lists the pieces' sizes in sorted order.
 */
export function cakeRuleset(rules: CakeRules): Ruleset<CutcakePosition> {
  return {
    name: rules.name,
    leftOptions: (position: CutcakePosition): CutcakePosition[] => cakeMoves(rules, position, 0),
    rightOptions: (position: CutcakePosition): CutcakePosition[] => cakeMoves(rules, position, 1),
    key: (position: CutcakePosition): PositionKey =>
      position.map((p) => `${p.rows}x${p.cols}`).sort().join(" "),
    components: (position: CutcakePosition): CutcakePosition[] => {
      // canMove lists the splits of both sides: O(rows + columns) each.
      chargeWork(position.reduce((sum, p) => sum + p.rows + p.cols, 0));
      return position.filter((p) => canMove(rules, p)).map((p) => [p]);
    },
  };
}

/**
 * Checks a side of a cake: an integer from 1 to `max`.
 *
 * @throws {RangeError} If it is not.
 */
export function cakeSide(game: string, name: string, value: number | bigint, max: number): number {
  return checkIntegerIn(`compute ${game} value`, name, value, 1, max);
}

/**
 * Eatcake's heap rule (CGSuite's `TakeAndBreak("0.7")`): eat one unit, leaving nothing, one
 * part, or two parts.
 */
export function eatSplits(n: number): number[][] {
  if (n === 1) return [[]];
  const out: number[][] = [[n - 1]];
  for (let a = 1; 2 * a <= n - 1; a++) out.push([a, n - 1 - a]);
  return out;
}

/**
 * Maundy Cake's heap rule (CGSuite's `TakeAndBreak("{2+}=.0")`): divide into two or more equal
 * parts.
 */
export function maundySplits(n: number): number[][] {
  const out: number[][] = [];
  for (let k = 2; k <= n; k++) {
    if (n % k === 0) out.push(Array.from({ length: k }, () => n / k));
  }
  return out;
}
