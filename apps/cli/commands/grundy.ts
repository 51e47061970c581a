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
  type HeapPeriodicity as Periodicity,
  heapPeriodicity,
  MAX_HEAP_SIZE,
  parseHexCode,
  parseOctalCode,
  parseTakeAndBreakCode,
  subtractionGame,
  subtractionGrundy,
  type TakeAndBreakGame,
  takeAndBreakGrundy,
} from "@cgt/impartial";
import {
  CliError,
  type Command,
  Interrupted,
  intOption,
  type Io,
  parse,
  progress,
  quote,
  UsageError,
  writeJson,
} from "../cli.ts";

/**
 * The largest `--to` and `--search` accepted: 2^28 heaps, whose values take 512 MiB (2 bytes a
 * heap; 768 MiB at the moment a search's storage grows).
 */
const MAX_TO = MAX_HEAP_SIZE;
/** The largest `--to` and `--search` for all-but subtraction games (12 bytes a heap while computing). */
const MAX_TO_ALL_BUT = 10_000_000;
/** Values printed per write, so that a long table never becomes one huge string. */
const CHUNK = 65536;
/** The largest `--to` for games that split a heap into three (the plain method is cubic). */
const MAX_TO_THREE_WAY = 1000;
/**
 * The largest `--to` for codes valued by split tables (repeating or added digits, `*`, braces,
 * splits into four or more heaps): quadratic time and memory in the number of heaps.
 */
const MAX_TO_TABLES = 2000;
/** The most work (heaps times removals) accepted for computing a subtraction game's values directly. */
const MAX_ALL_BUT_WORK = 200_000_000;
/** Runs of at least this many heaps show a progress bar (on a terminal). */
const PROGRESS_FROM = 100_000;

const HELP =
  `cgt grundy: Grundy values of heap games, and their period (proved when a theorem applies)

USAGE:
  cgt grundy [octal] <code> [--to N | --at N] [--method auto|plain|rare] [--search M] [--force] [--json]
  cgt grundy hex <code> [--to N | --at N] [--method auto|plain|rare] [--search M] [--force] [--json]
  cgt grundy take-and-break <code> [--to N | --at N] [--method auto|plain|rare] [--force] [--json]
  cgt grundy subtraction <s1,s2,...> [--all-but] [--to N | --at N] [--search M] [--force] [--json]
  cgt grundy grundy-game [--to N | --at N] [--method auto|plain|rare] [--force] [--json]
  cgt grundy kayles | dawsons-kayles [--to N | --at N] [--force] [--json]

  octal: code d0.d1d2... (Winning Ways ch. 4), given alone or after the
    word octal; digit d_k (0-7) allows, after removing k tokens from a heap,
    leaving no heap (1), one heap (2) or two heaps (4); d0 (removing
    nothing) must be 0 or 4. Kayles is 0.77.
    As in CGSuite, a digit may be followed by ! (the heaps left are pairwise
    distinct), ? (not all equal) or = (all equal), and the last digits may
    repeat for ever in brackets: 4!.0 is Grundy's game, 0.[3] is Nim.
  hex: the same with digits 0-f; bit 8 allows leaving three heaps.
  take-and-break: CGSuite's whole code grammar: base-32 digits 0-v (bit j:
    leave j heaps), &n; for a larger mask, * (any number of heaps), braces
    {2,4+} (numbers of heaps, + for every larger one), and digits left of the
    one before the point for adding tokens (80.0: add one, split in three).
  subtraction: remove s tokens, s in the set (or, with --all-but, s any
    positive integer not in the set; give "" for no exclusions).
  grundy-game: split a heap into two non-empty heaps of different sizes.
  kayles: octal 0.77 (knock down one pin or two adjacent ones).
  dawsons-kayles: octal 0.07.

OPTIONS:
  -h, --help           Show this help
      --to <N>         Largest heap size, 0 to 2^28 = ${MAX_TO} (2 bytes a heap: 512 MiB at 2^28;
                       ${MAX_TO_THREE_WAY} for splits into three, ${MAX_TO_TABLES} for codes with repeating or
                       added digits, * or braces, ${MAX_TO_ALL_BUT} for all-but sets) [default: 100]
      --at <N>         Print G(N) alone. With a proved period it is found at
                       once for N up to 10^18; otherwise N is at most --to's limit
      --method <m>     auto, plain (every option) or rare (rare-value method) [default: auto]
      --search <M>     Compute up to M heaps (at most 2^28) to prove a period: the range
                       doubles, or jumps to the heap a proof of the period in view needs,
                       until the period is proved or M is reached; if not proved, the
                       output says how far it got and what to ask for [default: 65536,
                       halved until the search costs at most 2^30 steps]
      --all-but        Subtraction set: every positive integer except those listed
      --force          Run even when the run is estimated to take more than 10 minutes
      --json           Print {"game", "kind", "values": [G(0), ..., G(N)],
                       "period": {"preperiod", "period", "saltus", "proved", "bound", "reason",
                       "computedTo", "needed"} | null, "search": {"limit", "computedTo"}};
                       with --at, {"game", "kind", "n", "value", "period", "search"}

  The period is proved by the octal periodicity theorem (Guy and Smith 1956)
  for octal games, by the last max(S) values for finite subtraction sets, and
  for all-but sets, whose values grow, as an arithmetic period: G(n + p) =
  G(n) + saltus. Once proved, values beyond the search range are filled in
  from it.
  Before a long run its time is estimated by timing short ones: past a minute a
  note says so on a terminal; past 10 minutes the run is refused unless --force
  is given. On a terminal, progress is shown on stderr; Ctrl-C stops (exit 130).

EXAMPLES:
  cgt grundy octal 0.77 --to 20          # Kayles: period 12 after 71, proved
  cgt grundy kayles --at 1000            # 1
  cgt grundy kayles --at 1000000000000000000
  cgt grundy octal .07 --to 100 --json    # Dawson's Kayles
  cgt grundy 0.137 --to 40                # a code alone is an octal game (Dawson's Chess)
  cgt grundy octal '4!.0' --to 30          # Grundy's game
  cgt grundy take-and-break '{2+}=.0'      # split a heap into equal heaps
  cgt grundy subtraction 1,3,4 --to 30
  cgt grundy subtraction 2,5 --all-but --to 30
  cgt grundy grundy-game --to 1048576 > values.txt
  cgt grundy octal 0.376 --search 8388608    # proves period 4 after 2,268,248 heaps
  cgt grundy subtraction 2,5 --all-but      # G(n + 4) = G(n) + 2, proved
`;

const KINDS = [
  "octal",
  "hex",
  "take-and-break",
  "subtraction",
  "grundy-game",
  "kayles",
  "dawsons-kayles",
] as const;
type Kind = typeof KINDS[number];

/** The kinds followed by a code or a subtraction set. */
type SpecKind = "octal" | "hex" | "take-and-break" | "subtraction";

/** The heap games known by name, with their codes. */
const NAMED: Partial<Record<Kind, { code: string; title: string }>> = {
  kayles: { code: "0.77", title: "Kayles (octal 0.77)" },
  "dawsons-kayles": { code: "0.07", title: "Dawson's Kayles (octal 0.07)" },
};

function parseSet(text: string): number[] {
  if (text.trim() === "") return [];
  return text.split(",").map((part) => {
    const item = part.trim();
    if (!/^\d+$/.test(item)) {
      throw new UsageError(
        `subtraction set must be positive integers separated by commas, received ${quote(text)}`,
      );
    }
    return Number(item);
  });
}

/**
 * The game a code or subtraction set typed after its kind names. A code or set the command cannot
 * read as a game (malformed, or naming no game: a digit out of place, a removal of 0, an empty
 * set) is a mistake in how the command was called, as an unknown kind or a code given alone is
 * (`cgt grundy 0.08`): a {@link UsageError}, exit 2, whichever kind it follows.
 */
function readGame(
  kind: SpecKind,
  spec: string,
  allBut: boolean,
): HeapGame {
  try {
    switch (kind) {
      case "octal":
        return parseOctalCode(spec);
      case "hex":
        return parseHexCode(spec);
      case "take-and-break":
        return parseTakeAndBreakCode(spec);
      case "subtraction":
        return subtractionGame(parseSet(spec), { allBut });
    }
  } catch (error) {
    if (
      (error instanceof SyntaxError || error instanceof RangeError) &&
      /^Cannot /.test(error.message)
    ) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}

/** The default of `--search`. */
const DEFAULT_SEARCH = 65536;
/** The most steps (option values marked, by the plain method's count) a default proof search may take. */
const SEARCH_WORK = 2 ** 30;
/** The largest N of `--at`. */
const MAX_AT = 10n ** 18n;
/** Estimated runs longer than this (seconds) get a note on a terminal. */
const WARN_SECONDS = 60;
/**
 * Estimated runs longer than this (seconds) are refused unless --force is
 * given. The estimate can be several times too high on a busy machine, so the
 * bar is well above the note's.
 */
const REFUSE_SECONDS = 600;
/** Runs up to this many heaps are not estimated (they take seconds, or are bounded by --to's limits). */
const ESTIMATE_FROM = 131072;
/** Subtraction-game steps (heaps times removals) per second, a low figure for this machine class. */
const SUBTRACTION_RATE = 1e8;

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

/** Whether a theorem may prove the game's period (all-but sets: as an arithmetic period). */
function provable(game: HeapGame): boolean {
  if ("set" in game) return true;
  return game.code === undefined && !game.unequal && game.digits.every((d) => (d & 8) === 0);
}

/** Whether a code is valued by split tables (see {@link MAX_TO_TABLES}). */
function tabled(game: HeapGame): boolean {
  if (!("digits" in game) || game.code === undefined) return false;
  const code = game.code;
  return code.period > 0 || code.additive.length > 0 ||
    code.digits.some((d) => d.more || d.mask > 15);
}

/** Reads `--at`: an integer from 0 to 10^18, exactly. */
function atOption(raw: string | boolean | (string | boolean)[] | undefined): bigint | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !/^\d+$/.test(raw) || raw.length > 19 || BigInt(raw) > MAX_AT) {
    throw new UsageError(
      `option "--at" must be an integer from 0 to 10^18, received ${quote(String(raw))}`,
    );
  }
  return BigInt(raw);
}

/** A duration in words, rounded: "40 seconds", "7 minutes", "3 hours", "2 days". */
export function formatDuration(seconds: number): string {
  const units: [number, string][] = [[86400, "day"], [3600, "hour"], [60, "minute"], [1, "second"]];
  for (const [size, name] of units) {
    if (seconds >= size || size === 1) {
      const count = Math.max(1, Math.round(seconds / size));
      return `${count} ${name}${count === 1 ? "" : "s"}`;
    }
  }
  return "1 second";
}

/**
 * Extrapolates the time of a run of size `n` from runs of size `m / 2` and
 * `m` that took `half` and `full` seconds: `full * (n / m)^e`, where the
 * exponent e = log2(full / half) is measured, then kept within
 * `[1, maxExponent]` (the method's worst case).
 *
 * @param n The size of the run to estimate.
 * @param m The larger trial size.
 * @param half Seconds taken for `m / 2`.
 * @param full Seconds taken for `m`.
 * @param maxExponent The exponent of the method's worst case (2 for splits in two).
 * @returns The estimated seconds.
 */
export function extrapolateSeconds(
  n: number,
  m: number,
  half: number,
  full: number,
  maxExponent: number,
): number {
  const measured = half > 0 && full > 0 ? Math.log2(full / half) : maxExponent;
  const exponent = Math.min(maxExponent, Math.max(1, measured));
  return full * (n / m) ** exponent;
}

/**
 * Estimates how long computing G(0..n) takes, by timing the same
 * computation (after a warm-up) on doubling sizes from 2048 until one of at
 * least 8192 heaps takes a quarter of a second, or the size reaches n / 32.
 * The time of the last is extrapolated with {@link extrapolateSeconds},
 * with the larger of the exponents measured over the last two doublings
 * (timings on a busy machine are noisy, and a low exponent would hide a
 * run of hours). The plain method on a game that splits heaps is
 * extrapolated with its exact exponent (2, or 3 with splits into three).
 * Costs about half a second beyond the trials' own share of the run.
 */
function estimate(
  game: HeapGame,
  n: number,
  method: HeapMethod,
  compute: (m: number) => unknown,
): { seconds: number; from: number } {
  if ("set" in game) {
    return { seconds: (n * Math.max(1, game.set.length)) / SUBTRACTION_RATE, from: 0 };
  }
  const splits = game.digits.some((d) => (d & 4) !== 0);
  const maxExponent = game.digits.some((d) => (d & 8) !== 0) ? 3 : splits ? 2 : 1;
  compute(1024);
  const times: number[] = [time(() => compute(2048))];
  let m = 2048;
  while ((times[times.length - 1] < 0.25 || m < 8192) && m * 64 <= n) {
    m *= 2;
    times.push(time(() => compute(m)));
  }
  const full = times[times.length - 1];
  if (method === "plain" && splits) {
    return { seconds: full * (n / m) ** maxExponent, from: m };
  }
  // The half-size time that gives the larger of the last two measured exponents.
  const last = times.length >= 2 ? times[times.length - 2] : 0;
  const before = times.length >= 3 ? times[times.length - 3] : 0;
  const steeper = before > 0 && last > 0 && last / before > full / last
    ? full / (last / before)
    : last;
  return { seconds: extrapolateSeconds(n, m, steeper, full, maxExponent), from: m };
}

function time(f: () => unknown): number {
  const start = performance.now();
  f();
  return (performance.now() - start) / 1000;
}

/** What a run computed: the values up to `n`, and the period found. */
interface Table {
  values: GrundyValues;
  period: Periodicity | null;
}

function runGrundy(args: string[], io: Io): Promise<number> | number {
  const parsed = parse(args, {
    to: { type: "string" },
    at: { type: "string" },
    method: { type: "string" },
    search: { type: "string" },
    "all-but": { type: "boolean" },
    force: { type: "boolean" },
  });
  const [kindText, spec, ...extra] = bareOctal(parsed.positionals);
  if (kindText === undefined) {
    throw new UsageError(
      `missing game kind: one of ${KINDS.join(", ")}, or an octal code alone such as 0.07`,
    );
  }
  const kind = kindText as Kind;
  const named = NAMED[kind];
  const needsSpec = kind === "octal" || kind === "hex" || kind === "take-and-break" ||
    kind === "subtraction";
  if (needsSpec && spec === undefined) {
    throw new UsageError(`missing ${kind === "subtraction" ? "subtraction set" : "code"}`);
  }
  const unexpected = needsSpec ? extra[0] : spec;
  if (unexpected !== undefined) throw new UsageError(`unexpected argument ${quote(unexpected)}`);
  if (parsed.values["all-but"] && kind !== "subtraction") {
    throw new UsageError('option "--all-but" applies only to subtraction games');
  }
  const methodText = parsed.values.method ?? "auto";
  if (methodText !== "auto" && methodText !== "plain" && methodText !== "rare") {
    throw new UsageError(
      `option "--method" must be auto, plain or rare, received ${quote(String(methodText))}`,
    );
  }
  if (kind === "subtraction" && parsed.values.method !== undefined) {
    throw new UsageError('option "--method" applies only to take-and-break games');
  }
  const method = methodText as HeapMethod;
  const at = atOption(parsed.values.at);
  if (at !== undefined && parsed.values.to !== undefined) {
    throw new UsageError('options "--at" and "--to" cannot be used together');
  }
  const toOption = intOption(parsed, "to", 100, 0, MAX_TO);
  const searchOption = intOption(parsed, "search", DEFAULT_SEARCH, 0, MAX_TO);
  if (kind === "subtraction" && parsed.values["all-but"] === true) {
    for (const [option, value] of [["--to", toOption], ["--search", searchOption]] as const) {
      if (value > MAX_TO_ALL_BUT) {
        throw new UsageError(
          `option "${option}" must be at most ${MAX_TO_ALL_BUT} for all-but subtraction games (their values take 12 bytes a heap), received ${
            quote(String(value))
          }`,
        );
      }
    }
  }

  const game: HeapGame = named !== undefined
    ? parseOctalCode(named.code)
    : kind === "grundy-game"
    ? GRUNDYS_GAME
    : readGame(kind as SpecKind, spec ?? "", parsed.values["all-but"] === true);
  const threeWay = "digits" in game && game.digits.some((d) => (d & 8) !== 0);
  const search = parsed.values.search === undefined ? defaultSearch(game) : searchOption;
  const name = "set" in game
    ? `${game.allBut ? "all-but" : "S"}(${game.set.join(",")})`
    : game.name;
  const force = parsed.values.force === true;

  const compute = (upTo: number, onProgress?: (done: number) => void): GrundyValues => {
    if ("set" in game) return subtractionGrundy(game, upTo);
    return takeAndBreakGrundy(game as TakeAndBreakGame, upTo, { method, onProgress });
  };
  const checkSize = (n: number, option: string): void => {
    if (tabled(game) && n > MAX_TO_TABLES) {
      throw new UsageError(
        `option "${option}" must be at most ${MAX_TO_TABLES} for codes with repeating or added digits, * or braces, received ${
          quote(String(n))
        }`,
      );
    }
    if (threeWay && n > MAX_TO_THREE_WAY) {
      throw new UsageError(
        `option "${option}" must be at most ${MAX_TO_THREE_WAY} for games that split a heap into three, received ${
          quote(String(n))
        }`,
      );
    }
    if ("set" in game && game.allBut && n * game.set.length > MAX_ALL_BUT_WORK) {
      throw new UsageError(
        `option "${option}" times the number of excluded removals must be at most ${MAX_ALL_BUT_WORK} (the values of an all-but game take O(N |E|) time), received ${n} x ${game.set.length}`,
      );
    }
  };

  /** G(0..n) computed directly, after an estimate of its cost, with progress and Ctrl-C. */
  const computeAll = async (n: number): Promise<GrundyValues> => {
    if (n >= ESTIMATE_FROM && !force) {
      const { seconds, from } = estimate(game, n, method, (m) => compute(m));
      const how = from > 0 ? `, estimated by timing G(0..${from})` : "";
      if (seconds > REFUSE_SECONDS) {
        throw new CliError(
          `computing G(0..${n}) would take about ${
            formatDuration(seconds)
          }${how}: give --force to run it anyway, or ask for fewer values`,
        );
      }
      if (seconds > WARN_SECONDS && io.stderrIsTerminal) {
        io.stderr(`note: this takes about ${formatDuration(seconds)}${how}; Ctrl-C stops it\n`);
      }
    }
    const showProgress = io.stderrIsTerminal && n >= PROGRESS_FROM && !("set" in game);
    if (!showProgress) return compute(n);
    // Without a watch (it could not start), Ctrl-C still stops the process, as by default.
    const watch = await io.watchInterrupt?.().catch(() => undefined);
    const bar = progress(io, `G(0..${n})`, n);
    try {
      return compute(n, (done) => {
        if (watch?.interrupted()) throw new Interrupted();
        bar.update(done);
      });
    } finally {
      bar.finish();
      watch?.stop();
    }
  };

  /**
   * heapPeriodicity() with a progress bar and Ctrl-C on a terminal when the search may be long,
   * and a record of how far it computed.
   */
  let computedTo = 0;
  const periodOf = async (values: GrundyValues, maxN: number): Promise<Periodicity | null> => {
    const long = io.stderrIsTerminal && maxN >= PROGRESS_FROM && provable(game);
    let period: Periodicity | null;
    if (!long) {
      period = heapPeriodicity(game, values, { maxN });
    } else {
      const watch = await io.watchInterrupt?.().catch(() => undefined);
      const bar = progress(io, `period search to ${maxN}`, maxN);
      try {
        period = heapPeriodicity(game, values, {
          maxN,
          onProgress: (done) => {
            if (watch?.interrupted()) throw new Interrupted();
            bar.update(done);
          },
        });
      } finally {
        bar.finish();
        watch?.stop();
      }
    }
    // Without a period the search went to maxN when a theorem could have proved one.
    computedTo = Math.max(
      computedTo,
      values.length - 1,
      period?.computedTo ?? (provable(game) ? maxN : 0),
    );
    return period;
  };

  /** Looks for a proved period from a short start (more is computed only as needed). */
  const findProof = async (): Promise<Periodicity | null> =>
    provable(game) ? await periodOf(compute(Math.min(search, 1024)), search) : null;

  const table = async (n: number): Promise<Table> => {
    if (provable(game) && n > search) {
      const period = await findProof();
      if (period?.proved) {
        return {
          values: extendPeriodic(compute(Math.min(n, period.bound + period.period)), period, n),
          period,
        };
      }
      if ("set" in game && n * game.set.length > MAX_ALL_BUT_WORK) {
        throw new UsageError(
          `no period proved within --search ${search}, and computing G(0..${n}) directly would take ${n} x ${game.set.length} steps (at most ${MAX_ALL_BUT_WORK}): lower --to or raise --search`,
        );
      }
      const values = await computeAll(n);
      return { values, period: await periodOf(values, n) };
    }
    const values = await computeAll(n);
    return { values, period: await periodOf(values, Math.max(n, search)) };
  };

  if (at !== undefined) return printAt(at);
  checkSize(toOption, "--to");
  return printTable(toOption);

  /** The search's part of the JSON document: its limit and how far it computed. */
  function searchInfo(): { limit: number; computedTo: number } {
    return { limit: provable(game) ? search : 0, computedTo };
  }

  /** One line on what to ask for when no period was proved, or "" when one was. */
  function hint(period: Periodicity | null): string {
    if (period?.proved || !provable(game)) return "";
    if (period !== null && period.needed !== null && period.needed <= MAX_TO) {
      return `  to settle it: --search ${period.needed}\n`;
    }
    const next = Math.min(MAX_TO, 2 * Math.max(search, computedTo));
    return next > computedTo
      ? `  no proof within G(0..${computedTo}): --search ${next} looks twice as far (at most ${MAX_TO})\n`
      : `  no proof within G(0..${computedTo}), the most heaps a search may compute\n`;
  }

  async function printAt(n: bigint): Promise<number> {
    let value: number | bigint;
    let period = await findProof();
    if (period?.proved) {
      const { preperiod, period: p, saltus } = period;
      let index = Number(n);
      let periods = 0n;
      if (n >= BigInt(preperiod)) {
        periods = (n - BigInt(preperiod)) / BigInt(p);
        index = preperiod + Number((n - BigInt(preperiod)) % BigInt(p));
      }
      const exact = BigInt(compute(index)[index]) + periods * BigInt(saltus);
      value = exact <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(exact) : exact;
    } else {
      if (n > BigInt(MAX_TO)) {
        throw new CliError(
          `cannot find G(${n}): no period is proved${
            provable(game) ? ` within --search ${search}` : " for this game"
          }, and values are computed one by one only up to ${MAX_TO}`,
        );
      }
      checkSize(Number(n), "--at");
      const computed = await table(Number(n));
      value = computed.values[Number(n)];
      period = computed.period;
    }
    if (parsed.values.json) {
      writeJson(io, {
        game: name,
        kind,
        n: Number(n) <= Number.MAX_SAFE_INTEGER ? Number(n) : n,
        value,
        period,
        search: searchInfo(),
      });
    } else {
      io.stdout(`${value}\n`);
    }
    return 0;
  }

  async function printTable(n: number): Promise<number> {
    const { values, period } = await table(n);
    if (parsed.values.json) {
      // Written in pieces, as JSON.stringify would write the whole document.
      const head = JSON.stringify({ game: name, kind });
      io.stdout(`${head.slice(0, -1)},"values":[`);
      for (let start = 0; start <= n; start += CHUNK) {
        const piece = Array.from(values.subarray(start, Math.min(n + 1, start + CHUNK)));
        io.stdout(`${start > 0 ? "," : ""}${piece.join(",")}`);
      }
      io.stdout(
        `],"period":${JSON.stringify(period)},"search":${JSON.stringify(searchInfo())}}\n`,
      );
      return 0;
    }
    const title = named !== undefined
      ? named.title
      : kind === "grundy-game"
      ? "Grundy's game"
      : `${kind === "hex" ? "hexadecimal" : kind} game ${name}`;
    io.stdout(`${title}: G(0..${n})\n`);
    const width = String(n).length;
    let lines: string[] = [];
    for (let start = 0; start <= n; start += 10) {
      const row = Array.from(values.subarray(start, Math.min(n + 1, start + 10))).join(" ");
      lines.push(`${String(start).padStart(width)}: ${row}`);
      if (lines.length * 10 >= CHUNK) {
        io.stdout(`${lines.join("\n")}\n`);
        lines = [];
      }
    }
    if (period === null) {
      lines.push(`period: none found in G(0..${Math.max(n, computedTo)})`);
    } else {
      const shift = period.saltus > 0 ? `, saltus ${period.saltus}` : "";
      lines.push(
        `period ${period.period}, preperiod ${period.preperiod}${shift}, ${
          period.proved ? "proved" : "not proved"
        } (checked ${period.preperiod} <= n < ${period.bound})`,
        `  ${period.reason}`,
      );
    }
    io.stdout(`${lines.join("\n")}\n${hint(period)}`);
    return 0;
  }
}

/**
 * The positionals with a bare octal code (`0.07`, `4!.0`: whatever `cgt grundy octal` reads)
 * turned into `octal <code>`. A first word that is neither a kind nor an octal code is a usage
 * error naming the kinds; one written in the characters of a code (digits, a point, ! ? = and
 * brackets) also says why the octal parser refused it.
 */
function bareOctal(positionals: string[]): string[] {
  const [first, ...rest] = positionals;
  if (first === undefined || (KINDS as readonly string[]).includes(first)) return positionals;
  let why = "";
  try {
    parseOctalCode(first);
    return ["octal", first, ...rest];
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    if (/^[0-9.!?=[\]]+$/.test(first)) {
      const reason = error.message.replace(/^Cannot parse octal code: /, "")
        .replace(/, received .*$/s, "");
      why = ` and not an octal code (${reason})`;
    }
  }
  throw new UsageError(
    `unknown game kind ${quote(first)}${why}: use one of ${
      KINDS.join(", ")
    }, or give an octal code alone such as 0.07`,
  );
}

/** The `cgt grundy` command. */
export const grundyCommand: Command = {
  name: "grundy",
  help: HELP,
  run: runGrundy,
};
