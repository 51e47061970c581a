// Private parsing of coin rows for the coin-turning games.

/** The indices (from 0, increasing) of the heads of a row of coins written with H and T. */
export function heads(position: string, what: string): number[] {
  if (typeof position !== "string") {
    throw new TypeError(`Cannot ${what}: the position must be a string of H and T`);
  }
  const out: number[] = [];
  for (let i = 0; i < position.length; i++) {
    const c = position[i];
    if (c === "H") out.push(i);
    else if (c !== "T") {
      throw new SyntaxError(
        `Cannot ${what}: a position is a string of H and T, received "${position}"`,
      );
    }
  }
  return out;
}
