/**
 * `cgt grundy`: Grundy values of heap games (octal, hexadecimal, subtraction, Grundy's game) and their periodicity.
 *
 * @module
 */

import {
  extendPeriodic,
  GRUNDYS_GAME,
  type GrundyValues,
  type HeapGame,
  type HeapMethod,
  heapPeriodicity,
  parseHexCode,
  parseOctalCode,
  type Periodicity,
  subtractionGame,
  subtractionGrundy,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import {
  type Command,
  intOption,
  type Io,
  parse,
  progress,
  UsageError,
  writeJson,
} from "../cli.ts";

/** The largest `--to` accepted. */
const MAX_TO = 10_000_000;
/** The largest `--to` for games that split a heap into three (the plain method is cubic). */
const MAX_TO_THREE_WAY = 1000;
/** The most work (heaps times removals) accepted for computing a subtraction game's values directly. */
const MAX_ALL_BUT_WORK = 200_000_000;
/** Runs of at least this many heaps show a progress bar (on a terminal). */
const PROGRESS_FROM = 100_000;

const HELP =
  `cgt grundy: Grundy values of heap games, and their period (proved when a theorem applies)

USAGE:
  cgt grundy octal <code> [--to N] [--method auto|plain|rare] [--search M] [--json]
  cgt grundy hex <code> [--to N] [--method auto|plain|rare] [--search M] [--json]
  cgt grundy subtraction <s1,s2,...> [--all-but] [--to N] [--search M] [--json]
  cgt grundy grundy-game [--to N] [--method auto|plain|rare] [--json]

  octal: code d0.d1d2... (Winning Ways ch. 4); digit d_k (0-7) allows, after
    removing k tokens from a heap, leaving no heap (1), one heap (2) or two
    heaps (4); d0 (removing nothing) must be 0 or 4. Kayles is 0.77.
  hex: the same with digits 0-f; bit 8 allows leaving three heaps.
  subtraction: remove s tokens, s in the set (or, with --all-but, s any
    positive integer not in the set; give "" for no exclusions).
  grundy-game: split a heap into two non-empty heaps of different sizes.

OPTIONS:
  -h, --help           Show this help
      --to <N>         Largest heap size, 0 to ${MAX_TO} (${MAX_TO_THREE_WAY} for splits into three) [default: 100]
      --method <m>     auto, plain (every option) or rare (rare-value method) [default: auto]
      --search <M>     Compute up to M heaps to prove a period [default: 65536,
                       halved until the search costs at most 2^30 steps]
      --all-but        Subtraction set: every positive integer except those listed
      --json           Print {"game", "kind", "values": [G(0), ..., G(N)],
                       "period": {"preperiod", "period", "proved", "bound", "reason"} | null}

  The period is proved by the octal periodicity theorem (Guy and Smith 1956)
  for octal games, and by the last max(S) values for finite subtraction sets;
  once proved, values beyond the search range are filled in from it.

EXAMPLES:
  cgt grundy octal 0.77 --to 20          # Kayles: period 12 after 71, proved
  cgt grundy octal .07 --to 100 --json    # Dawson's Kayles
  cgt grundy subtraction 1,3,4 --to 30
  cgt grundy subtraction 2,5 --all-but --to 30
  cgt grundy grundy-game --to 1048576 > values.txt
`;

const KINDS = ["octal", "hex", "subtraction", "grundy-game"] as const;
type Kind = typeof KINDS[number];

function parseSet(text: string): number[] {
  if (text.trim() === "") return [];
  return text.split(",").map((part) => {
    const item = part.trim();
    if (!/^\d+$/.test(item)) {
      throw new UsageError(
        `subtraction set must be positive integers separated by commas, received "${text}"`,
      );
    }
    return Number(item);
  });
}

/** The default of `--search`. */
const DEFAULT_SEARCH = 65536;
/** The most steps (option values marked, by the plain method's count) a default proof search may take. */
const SEARCH_WORK = 2 ** 30;

/**
 * The default `--search` for `game`: 65536 heaps, halved (down to 256) while
 * computing that many values would take more than {@link SEARCH_WORK} steps,
 * so that a code with many digits or a large subtraction set does not spend
 * minutes looking for a proof when few values were asked for.
 */
function defaultSearch(game: HeapGame): number {
  const cost = (n: number): number => {
    if ("set" in game) return n * Math.max(1, game.set.length);
    const twoWay = game.digits.filter((d) => (d & 4) !== 0).length;
    return twoWay === 0 ? n * game.digits.length : (n * n / 4) * twoWay;
  };
  let n = DEFAULT_SEARCH;
  while (n > 256 && cost(n) > SEARCH_WORK) n /= 2;
  return n;
}

function provable(game: HeapGame): boolean {
  if ("set" in game) return !game.allBut;
  return !game.unequal && game.digits.every((d) => (d & 8) === 0);
}

function runGrundy(args: string[], io: Io): number {
  const parsed = parse(args, {
    to: { type: "string" },
    method: { type: "string" },
    search: { type: "string" },
    "all-but": { type: "boolean" },
  });
  const [kindText, spec, ...extra] = parsed.positionals;
  if (kindText === undefined) {
    throw new UsageError(`missing game kind: one of ${KINDS.join(", ")}`);
  }
  if (!(KINDS as readonly string[]).includes(kindText)) {
    throw new UsageError(`unknown game kind "${kindText}": use one of ${KINDS.join(", ")}`);
  }
  const kind = kindText as Kind;
  const needsSpec = kind !== "grundy-game";
  if (needsSpec && spec === undefined) {
    throw new UsageError(`missing ${kind === "subtraction" ? "subtraction set" : "code"}`);
  }
  const unexpected = needsSpec ? extra[0] : spec;
  if (unexpected !== undefined) throw new UsageError(`unexpected argument "${unexpected}"`);
  if (parsed.values["all-but"] && kind !== "subtraction") {
    throw new UsageError('option "--all-but" applies only to subtraction games');
  }
  const methodText = parsed.values.method ?? "auto";
  if (methodText !== "auto" && methodText !== "plain" && methodText !== "rare") {
    throw new UsageError(`option "--method" must be auto, plain or rare, received "${methodText}"`);
  }
  if (kind === "subtraction" && parsed.values.method !== undefined) {
    throw new UsageError('option "--method" applies only to take-and-break games');
  }
  const method = methodText as HeapMethod;
  const n = intOption(parsed, "to", 100, 0, MAX_TO);
  const searchOption = intOption(parsed, "search", DEFAULT_SEARCH, 0, MAX_TO);

  const game: HeapGame = kind === "octal"
    ? parseOctalCode(spec ?? "")
    : kind === "hex"
    ? parseHexCode(spec ?? "")
    : kind === "subtraction"
    ? subtractionGame(parseSet(spec ?? ""), { allBut: parsed.values["all-but"] === true })
    : GRUNDYS_GAME;
  if ("digits" in game && game.digits.some((d) => (d & 8) !== 0) && n > MAX_TO_THREE_WAY) {
    throw new UsageError(
      `option "--to" must be at most ${MAX_TO_THREE_WAY} for games that split a heap into three, received "${n}"`,
    );
  }
  if ("set" in game && game.allBut && n * game.set.length > MAX_ALL_BUT_WORK) {
    throw new UsageError(
      `option "--to" times the number of excluded removals must be at most ${MAX_ALL_BUT_WORK} (the values of an all-but game take O(N |E|) time), received ${n} x ${game.set.length}`,
    );
  }
  const search = parsed.values.search === undefined ? defaultSearch(game) : searchOption;
  const name = "set" in game
    ? `${game.allBut ? "all-but" : "S"}(${game.set.join(",")})`
    : game.name;

  const bar = progress(io, `G(0..${n})`, n);
  const compute = (upTo: number): GrundyValues => {
    if ("set" in game) return subtractionGrundy(game, upTo);
    const onProgress = upTo >= PROGRESS_FROM ? (done: number) => bar.update(done) : undefined;
    return takeAndBreakGrundy(game as TakeAndBreakGame, upTo, { method, onProgress });
  };
  let values: GrundyValues;
  let period: Periodicity | null;
  try {
    if (provable(game) && n > search) {
      // Look for a proof from a short start (more is computed only as needed).
      period = heapPeriodicity(game, compute(Math.min(search, 1024)), { maxN: search });
      if (period?.proved) {
        values = extendPeriodic(compute(Math.min(n, period.bound + period.period)), period, n);
      } else {
        if ("set" in game && n * game.set.length > MAX_ALL_BUT_WORK) {
          throw new UsageError(
            `no period proved within --search ${search}, and computing G(0..${n}) directly would take ${n} x ${game.set.length} steps (at most ${MAX_ALL_BUT_WORK}): lower --to or raise --search`,
          );
        }
        values = compute(n);
        period = heapPeriodicity(game, values, { maxN: n });
      }
    } else {
      values = compute(n);
      period = heapPeriodicity(game, values, { maxN: Math.max(n, search) });
    }
  } finally {
    bar.finish();
  }

  if (parsed.values.json) {
    writeJson(io, { game: name, kind, values: Array.from(values), period });
    return 0;
  }
  const title = kind === "grundy-game"
    ? "Grundy's game"
    : `${kind === "hex" ? "hexadecimal" : kind} game ${name}`;
  const lines = [`${title}: G(0..${n})`];
  const width = String(n).length;
  for (let start = 0; start <= n; start += 10) {
    const row = Array.from(values.subarray(start, Math.min(n + 1, start + 10))).join(" ");
    lines.push(`${String(start).padStart(width)}: ${row}`);
  }
  if (period === null) {
    lines.push(`period: none found in G(0..${n})`);
  } else {
    lines.push(
      `period ${period.period}, preperiod ${period.preperiod}, ${
        period.proved ? "proved" : "not proved"
      } (checked ${period.preperiod} <= n < ${period.bound})`,
      `  ${period.reason}`,
    );
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

/** The `cgt grundy` command. */
export const grundyCommand: Command = {
  name: "grundy",
  help: HELP,
  run: runGrundy,
};
