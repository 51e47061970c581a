// deno-lint-ignore-file no-console
/**
 * A one-shot worker for boards_limits.ts and boards_peers.ts: values one position of an issue-14
 * board or strip game in a fresh process, so that the rulesets' tables start empty, and prints
 * `{"seconds": s, "value": "..."}` (seconds: the computation alone, modules loaded first).
 *
 * `deno run bench/_boards_cold.ts <game> <position> [PEER_VALUE_FILE]`, where the position is the
 * notation's argument: a string, or `m,n` for the cakes and `row,maxJump` for `toads`. With a
 * file holding another program's value, it also prints `"agree"`: whether that value, read by
 * our parser, is the same game (checked after the timed part). Runs with the CLI's
 * step budget lifted, so that only time and memory limit it.
 *
 * @module
 */

import { formatGame, type Game, parseGame, withStepLimit } from "@cgt/partizan";
import {
  amazons,
  antiClobber,
  digraphPlacement,
  eatcake,
  elephantsAndRhinos,
  fission,
  kingsClobber,
  maundyCake,
  queensClobber,
  rooksClobber,
  skiJumps,
  toadsAndFrogs,
  turnAndEatcake,
} from "@cgt/rulesets";

const cake = (f: (m: number, n: number) => Game) => (arg: string): Game => {
  const [m, n] = arg.split(",").map(Number);
  return f(m, n);
};

/** The games by the names boards_limits.ts and boards_peers.ts use. */
const GAMES: Record<string, (arg: string) => Game> = {
  amazons,
  fission,
  kings: kingsClobber,
  rooks: rooksClobber,
  queens: queensClobber,
  antiClobber,
  toads: (arg) => {
    const [row, jump] = arg.split(",");
    return toadsAndFrogs(row, { maxJump: Number(jump) });
  },
  elephantsAndRhinos,
  eatcake: cake(eatcake),
  maundyCake: cake(maundyCake),
  turnAndEatcake: cake(turnAndEatcake),
  skiJumps,
  digraphPlacement,
};

const [name, arg, peerFile] = Deno.args;
const game = GAMES[name];
if (game === undefined) {
  console.error(`unknown game ${name}; known: ${Object.keys(GAMES).join(", ")}`);
  Deno.exit(2);
}
const start = performance.now();
const value = withStepLimit(Infinity, () => game(arg));
const seconds = (performance.now() - start) / 1e3;
let text: string | null;
try {
  text = formatGame(value);
} catch {
  text = null; // longer than formatGame prints
}
let agree: boolean | undefined;
if (peerFile !== undefined) {
  try {
    agree = parseGame(Deno.readTextFileSync(peerFile).trim()) === value;
  } catch {
    agree = false;
  }
}
console.log(JSON.stringify({ seconds, value: text, agree }));
