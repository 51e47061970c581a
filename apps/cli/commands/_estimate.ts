/**
 * Estimating the searches of `cgt value` as they start (private): a search that is on course to
 * pass its step or position limit, or to run for more than 10 minutes, is refused after a second or
 * two (two estimates in a row) instead of when it hits the limit, with the option to raise; a progress line shows on a
 * terminal. The estimates were measured on searches from empty caches, which is how `cgt value`
 * starts each search of ruleset positions (warm caches change the early samples).
 *
 * @module
 */

import { PositionLimitError, type SearchProgress, watchSearch } from "@cgt/partizan/search";
import { CliError, type Io, quote } from "../cli.ts";

/** How far a search had got at one report: its steps, positions and estimated fraction done. */
export interface SearchSample {
  /** Steps of the budget spent. */
  steps: number;
  /** Component values found. */
  positions: number;
  /** The search's own estimate of the fraction done ({@link SearchProgress.done}). */
  done: number;
}

/**
 * Extrapolates the size of a whole search from two samples of it. The search's own fraction
 * done is far too low early on (a memoised search finds later options cheaper), but it grows
 * like a power of the work: on Domineering, Clobber, Amazons and Fission boards, `done` is close
 * to `c * steps^a` over the search. So the power is fitted through the two samples and the work
 * at which `done` reaches 1 is returned, for steps and for positions. The power itself grows as
 * the search goes on, so the result mostly runs high: measured from a quarter of a million steps on
 * boards that finished (Domineering 5x5, 4x7 and 5x6, Amazons 3x4, Fission 5x5), 1.2 to 8 times
 * the steps they took (see {@link ESTIMATE_BIAS}); at half a million steps, 1.4 to 12 times on
 * Domineering 4x6, 5x5, 5x6, Clobber 4x4 and Konane 5x5, but about 0.3 times on Domineering 6x6,
 * whose successive estimates swing over a factor of 50 in its first 16 million steps (see
 * {@link ESTIMATE_MISS}).
 *
 * @param early The earlier sample.
 * @param late The later one, with more work done.
 * @returns The estimated steps and positions of the whole search, or undefined when the
 *   samples do not allow a fit (no progress between them).
 */
export function extrapolateSearch(
  early: SearchSample,
  late: SearchSample,
): { steps: number; positions: number } | undefined {
  if (late.done >= 1) return { steps: late.steps, positions: late.positions };
  if (!(early.done > 0 && late.done > early.done)) return undefined;
  const fit = (x0: number, x1: number): number | undefined => {
    if (!(x0 > 0 && x1 > x0)) return undefined;
    const power = Math.log(late.done / early.done) / Math.log(x1 / x0);
    return x1 * (1 / late.done) ** (1 / power);
  };
  const steps = fit(early.steps, late.steps);
  const positions = fit(early.positions, late.positions);
  if (steps === undefined || positions === undefined) return undefined;
  return { steps, positions };
}

/** The first check of a search comes after this many steps (about a second), then at doublings. */
export const FIRST_CHECK_STEPS = 250_000;
/**
 * How many times too high {@link extrapolateSearch} typically runs: the estimate shown is its
 * result divided by this (measured 0.9 to 2.7 times the work of the searches that finished; 0.1
 * to 3.9 times at the second check, see {@link ESTIMATE_MISS}). A smaller divisor would centre the
 * misses better but refuse Clobber 4x4 (3.7 million steps), whose second estimate, 14.6 million,
 * is just under {@link LIMIT_MARGIN} times the default --max-steps.
 */
export const ESTIMATE_BIAS = 3;
/**
 * How many times, either way, the estimate a refusal rests on (the second check, at about half a
 * million steps) was seen to miss the real work of a search, so that the refusal says how far
 * to trust it. The estimate is not a bound: it extrapolates a fit of `done` against the steps
 * from `done` values around 10^-12 (Domineering 6x6 at half a million steps), where a power of
 * about 3 that is off by 0.3 moves the result two to three times.
 * Estimate at the second check over the real steps (2026-12-05, `--workers 1`, load 6-7):
 * Domineering 4x6 0.46, 5x5 1.2, 5x6 2.6 (46.5 million for 18.2 million), 6x6 about 0.1 (88
 * million, shown as about a minute; the search takes about 0.9 billion steps, judged from 1.15
 * million of its 8.44 million positions at 70 million steps, and 770 CPU s), Clobber 4x4 3.9,
 * Konane 5x5 0.65. 6x6 misses by about 10 times in steps and 13 in time, hence 15.
 */
export const ESTIMATE_MISS = 15;
/**
 * A search is refused when its estimate passes a limit this many times over, so that a search
 * the estimate overrates (by up to 8 / {@link ESTIMATE_BIAS} times, measured) is not refused.
 */
export const LIMIT_MARGIN = 3;
/** A search estimated to take longer than this (seconds) is refused unless --force is given. */
export const REFUSE_SECONDS = 600;

/** The index of the sample an estimate fits from: the last at a quarter of the latest's steps. */
function earlySample(samples: readonly SearchSample[]): number {
  const last = samples[samples.length - 1];
  return Math.max(0, samples.findLastIndex((s) => s.steps <= last.steps / 4));
}

/**
 * The estimate of a whole search that {@link SearchEstimate} makes from the reports of it so far:
 * {@link extrapolateSearch} from the report at a quarter of the latest's steps to the latest,
 * divided by {@link ESTIMATE_BIAS}.
 *
 * @param samples The reports so far, oldest first (at least one).
 * @returns The estimated steps and positions of the whole search, or undefined when no fit.
 */
export function estimateSearch(
  samples: readonly SearchSample[],
): { steps: number; positions: number } | undefined {
  const raw = extrapolateSearch(samples[earlySample(samples)], samples[samples.length - 1]);
  return raw && { steps: raw.steps / ESTIMATE_BIAS, positions: raw.positions / ESTIMATE_BIAS };
}

/** The limits of a search and whether to run it whatever its estimate. */
export interface SearchLimits {
  /** `--max-steps`. */
  maxSteps: number;
  /** `--max-positions`. */
  maxPositions: number;
  /** `--force`: never refuse on an estimate (the limits still hold). */
  force: boolean;
  /** Refuse searches estimated to take longer than this (seconds); {@link REFUSE_SECONDS} if absent. */
  refuseSeconds?: number;
  /** The steps of the first check; {@link FIRST_CHECK_STEPS} if absent. */
  firstCheck?: number;
  /** Show the progress line once this many milliseconds have passed; 1000 if absent. */
  progressAfter?: number;
}

/** An estimate that refuses the search; turned into a CliError by {@link SearchEstimate.settle}. */
class TooLong extends Error {
  constructor(
    readonly reason: "steps" | "positions" | "time",
    readonly steps: number,
    readonly positions: number,
    readonly seconds: number,
  ) {
    super("the search is estimated to pass its limits");
    this.name = "TooLong";
  }
}

/** `n` rounded up to two significant figures, in digits (in exponent form from 10^15). */
function about(n: number): string {
  if (!(n < 1e15)) return n.toExponential(1);
  if (n < 100) return String(Math.ceil(n));
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return String(Math.ceil(n / unit) * unit);
}

/**
 * Watches the ruleset searches `cgt value` runs in this thread for `expr`: at
 * {@link FIRST_CHECK_STEPS} steps and each doubling after, a search's size is extrapolated from
 * its report at a quarter of its steps ({@link extrapolateSearch}, divided by
 * {@link ESTIMATE_BIAS}), and the search is refused,
 * unless `limits.force`, when two checks in a row (or the last check before --max-steps) find it
 * on course to pass --max-steps or --max-positions by {@link LIMIT_MARGIN} times or to take more
 * than {@link REFUSE_SECONDS}. Every search is held to
 * --max-positions. On a terminal, a progress line on stderr shows searches that run for more than
 * a second. Give the synchronous work to {@link SearchEstimate.run} and the whole to
 * {@link SearchEstimate.settle}.
 */
export class SearchEstimate {
  #io: Io;
  #expr: string;
  #limits: SearchLimits;
  #start = performance.now();
  #samples: SearchSample[] = [];
  /** When each sample was taken (performance.now()). */
  #times: number[] = [];
  #nextCheck: number;
  #estimate: { steps: number; positions: number } | undefined;
  /** Whether the previous check found the search too long (a refusal needs two in a row). */
  #overBefore = false;
  #shown = 0;

  /** Watches the work on `expr` with `limits`, writing progress to `io`. */
  constructor(io: Io, expr: string, limits: SearchLimits) {
    this.#io = io;
    this.#expr = expr;
    this.#limits = limits;
    this.#nextCheck = limits.firstCheck ?? FIRST_CHECK_STEPS;
  }

  /** Runs `f`, synchronous work (which may start a promise), watching its searches. */
  run<T>(f: () => T): T {
    return watchSearch(f, {
      onProgress: (p) => this.#progress(p),
      maxPositions: this.#limits.maxPositions,
    });
  }

  #progress(p: SearchProgress): void {
    const last = this.#samples[this.#samples.length - 1];
    const now = performance.now();
    if (last !== undefined && (p.positions < last.positions || p.steps < last.steps)) {
      // Another search began (an expression may hold several ruleset positions).
      this.#samples = [];
      this.#times = [];
      this.#nextCheck = this.#limits.firstCheck ?? FIRST_CHECK_STEPS;
      this.#estimate = undefined;
      this.#overBefore = false;
    }
    const samples = this.#samples;
    samples.push({ steps: p.steps, positions: p.positions, done: p.done });
    this.#times.push(now);
    if (p.steps >= this.#nextCheck) {
      while (this.#nextCheck <= p.steps) this.#nextCheck *= 2;
      const e = earlySample(samples);
      const early = samples[e];
      const estimate = estimateSearch(samples);
      this.#estimate = estimate;
      const limits = this.#limits;
      if (estimate !== undefined && !limits.force) {
        // Steps per second since the early sample (the start of a run also loads modules).
        const rate = (p.steps - early.steps) / Math.max(1e-3, (now - this.#times[e]) / 1000);
        const seconds = estimate.steps / rate;
        const over: TooLong["reason"] | undefined = estimate.steps > LIMIT_MARGIN * limits.maxSteps
          ? "steps"
          : estimate.positions > LIMIT_MARGIN * limits.maxPositions
          ? "positions"
          : seconds > (limits.refuseSeconds ?? REFUSE_SECONDS)
          ? "time"
          : undefined;
        // The first estimate can run high by orders of magnitude (Konane 5x5: 6.6e10 steps at
        // 250,000 for a search of 2.1 million; the next estimate, 1.35 million, was close), so
        // a search is refused only when two checks in a row say it is too long, or when it would
        // reach --max-steps before the next check.
        if (over !== undefined && (this.#overBefore || this.#nextCheck > limits.maxSteps)) {
          throw new TooLong(over, estimate.steps, estimate.positions, seconds);
        }
        this.#overBefore = over !== undefined;
      }
    }
    if (this.#io.stderrIsTerminal && now - this.#start >= (this.#limits.progressAfter ?? 1000)) {
      const left = this.#estimate === undefined
        ? ""
        : `, about ${about(Math.max(0, this.#estimate.steps - p.steps))} to go`;
      const line = `searching: ${p.positions} positions, ${p.steps} steps${left}`;
      this.#io.stderr(`\r${line}${" ".repeat(Math.max(0, this.#shown - line.length))}`);
      this.#shown = line.length;
    }
  }

  /**
   * Waits for `work`, clears the progress line, and turns a refusal into a CliError.
   *
   * @throws {CliError} If a search was refused: one line with the estimate and the option to
   *   raise.
   */
  async settle<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof PositionLimitError) {
        throw new CliError(`${error.message} (raise the limit with --max-positions)`);
      }
      if (!(error instanceof TooLong)) throw error;
      const { formatDuration } = await import("./grundy.ts");
      const time = formatDuration(error.seconds);
      const limits = this.#limits;
      const force = "or give --force to search until the limit";
      // Not an upper bound: the estimates were seen to miss both ways (ESTIMATE_MISS).
      const miss =
        `estimates this early were seen to miss by up to ${ESTIMATE_MISS} times either way`;
      const why = error.reason === "steps"
        ? `the search would need about ${
          about(error.steps)
        } steps (about ${time}; ${miss}), past --max-steps ${limits.maxSteps}: raise it, ${force}`
        : error.reason === "positions"
        ? `the search would need about ${
          about(error.positions)
        } positions (${miss}; each costs a few hundred bytes), past --max-positions ${limits.maxPositions}: raise it, ${force}`
        : `the search would take about ${time} (about ${
          about(error.steps)
        } steps; ${miss}): give --force to run it anyway`;
      throw new CliError(`Cannot value ${quote(this.#expr)}: ${why}`);
    } finally {
      if (this.#shown > 0) this.#io.stderr(`\r${" ".repeat(this.#shown)}\r`);
      this.#shown = 0;
    }
  }
}
