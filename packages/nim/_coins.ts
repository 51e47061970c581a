// Private reading of coin rows for the coin-turning games; the public reader is coins.ts.

/** The longest row read; coins.ts publishes it as MAX_COINS. */
export const MAX_ROW = 65_536;

/**
 * Reads a row of H and T in either case and returns it in upper case; `what` names the
 * operation in the error messages ("Cannot <what>: ...").
 */
export function readCoins(coins: string, what: string): string {
  if (typeof coins !== "string") {
    throw new TypeError(
      `Cannot ${what}: expected a string of H and T, received ${typeof coins}`,
    );
  }
  if (coins.length > MAX_ROW) {
    throw new RangeError(
      `Cannot ${what}: at most ${MAX_ROW} coins are allowed, received ${coins.length}`,
    );
  }
  const bad = /[^HTht]/.exec(coins);
  if (bad !== null) {
    throw new SyntaxError(
      `Cannot ${what}: a row holds H (heads) and T (tails) only, found "${coins[bad.index]}" in "${
        coins.length > 80 ? `${coins.slice(0, 77)}...` : coins
      }"`,
    );
  }
  return coins.toUpperCase();
}

/** The indices (from 0, increasing) of the heads of a row of coins (see `readCoins`). */
export function heads(position: string, what: string): number[] {
  const row = readCoins(position, what);
  const out: number[] = [];
  for (let i = 0; i < row.length; i++) if (row[i] === "H") out.push(i);
  return out;
}
