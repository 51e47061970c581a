/**
 * `cgt misere`: misère play of heap games (genus, misère canonical forms, sums of heaps and misère
 * quotients) and the misère toolkit on canonical forms written as CGSuite writes them.
 *
 * @module
 */

import {
  GRUNDYS_GAME,
  heapMoves,
  MisereGames,
  type MisereHeapGame,
  MisereHeapSolver,
  miserePeriodicity,
  MisereQuotient,
  type MisereQuotientJson,
  parseHexCode,
  parseOctalCode,
  parseTakeAndBreakCode,
  subtractionGame,
  type TakeAndBreakGame,
} from "@cgt/impartial";
import {
  causeOf,
  CliError,
  type Command,
  intOption,
  type Io,
  outputPath,
  parse,
  quote,
  UsageError,
  writeJson,
  writeOutput,
} from "../cli.ts";
import { withStepLimit } from "@cgt/partizan";
import { DEFAULT_MAX_STEPS, withinBudget } from "./value.ts";
import { MAX_CENSUS_DAY, runCensus, runCompare, runForm } from "./_misere_forms.ts";
import { DEFAULT_CODE_STEPS, DEFAULT_SEARCH_STEPS, runSearch } from "./_misere_search.ts";

/** The largest `--to` accepted for per-heap values. */
const MAX_TO = 1000;
/** The largest heap accepted in a sum. */
const MAX_SUM_HEAP = 1000;
/** The most heaps accepted in a sum. */
const MAX_SUM_HEAPS = 1000;
/** The most distinct misère canonical games a run may build (a few seconds of work). */
const MAX_GAMES = 50_000;
/** The largest `--to` accepted for a quotient. */
const MAX_QUOTIENT_TO = 1000;
/** The default and largest `--max-elements` of a quotient. */
const DEFAULT_MAX_ELEMENTS = 4096;
const MAX_MAX_ELEMENTS = 16384;
/** The default and largest `--max-length` of a printed canonical form. */
const DEFAULT_MAX_LENGTH = 10_000;
const MAX_MAX_LENGTH = 10_000_000;
/** The largest saved quotient `--load` reads (a 4096-element table is about 70 MB). */
const MAX_LOAD_BYTES = 128 * 1024 * 1024;

const HELP = `cgt misere: misère play of impartial games (the player who makes the last move loses)

USAGE:
  cgt misere <game> [--to N] [--max-length L] [--max-steps S] [--json]
  cgt misere sum <game> <n1> <n2> ... [--max-elements E] [--max-steps S] [--json]
  cgt misere quotient <game> [--to N] [--max-elements E] [--max-steps S] [--json]
                      [--save FILE] [--load FILE]
  cgt misere search <codes> [--to N] [--order K] [--p-portion K]
                    [--presentation Q] [--code-steps S] [--max-elements E]
                    [--max-steps S] [--json]
  cgt misere form <form> [--max-length L] [--max-steps S] [--json]
  cgt misere compare <form F> <form G> [--max-length L] [--max-steps S] [--json]
  cgt misere census --day N [--max-steps S] [--json]

  <game> is one of:
    octal <code>              a take-and-break code such as 0.77 (Winning Ways ch. 4),
                              with CGSuite's ! ? = and brackets (4!.0, 0.[3])
    hex <code>                a hexadecimal code (bit 8: leave three heaps)
    take-and-break <code>     any code in CGSuite's grammar (0.*, {2+}=.0, 80.0)
    subtraction <s1,s2,...>   remove s tokens, s in the set (--all-but: not in the set)
    kayles                    0.77
    dawsons-kayles            0.07
    grundy-game               split a heap into two unequal heaps

  For each heap n <= N: the normal Grundy value G, the misère Grundy value
  G- (0 exactly for misère P-positions), Conway's genus and the misère
  canonical form, both printed as CGSuite prints them, and the misère
  outcome. A period of the genus sequence is claimed as proved only for
  games that never split a heap (a finite-order recurrence); for other games
  no misère periodicity theorem applies and none is claimed.

  sum: the misère outcome of the sum of heaps n1 + n2 + ..., and the moves
  that win it. When every heap up to the largest is tame: Conway's tame rule
  (linear time); otherwise the misère quotient of heaps up to the largest
  one (linear time once built); if that quotient passes --max-elements, the
  sum of misère canonical forms.

  quotient: the misère quotient (Plambeck and Siegel) of the sums of heaps
  0..N, built and checked as Siegel's MisereSolver does: its order, its
  presentation and P-portion printed as in the papers
  (Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2} for 0.75), and the
  element of each heap (Phi = 1 a b a b c ...). --save FILE writes the
  quotient as JSON (its table, P-portion and heap elements) so that
  --load FILE can go on from it later instead of computing it again; a
  loaded quotient is checked as a computed one is (about 30 times faster
  than computing it for 0.07 to heap 30), and extended to --to if that is
  further.

  search: the quotient of every octal code in <codes> (codes and ranges
  A..B, comma-separated, such as 0.01..0.77,4.0..4.7: every code whose
  digits lie between A and B, at most 4096) to heap N, as for quotient, and
  the codes whose quotient reached heap N with the shape asked for: --order
  K elements, --p-portion K elements in the P-portion, --presentation Q as
  quotient prints it (generators named in heap order, so isomorphic
  quotients may print differently); with none of them, every code whose
  quotient was finished. Plambeck and Siegel tell quotients apart by these
  (0.75: order 8, P-portion 2). Each code has --code-steps of work (default
  ${DEFAULT_CODE_STEPS}); one that passes it or --max-elements is reported
  with the heap it reached. The whole search stops, with the codes done,
  after --max-steps (default ${DEFAULT_SEARCH_STEPS} here).

  Many octal games have very large quotients. Of the 1024 codes 0.d to
  0.ddd and 4.d to 4.ddd, 791 have a quotient to heap 20 within the
  defaults (the largest, 0.35, has 2258 elements). The other 233 stop within
  the default step budget (about 5 s of CPU time) with an error naming the heap
  where the quotient, or each candidate tried for it, passed --max-elements
  (or the budget ran out), and the order of the last quotient finished.
  That order is a lower bound (the quotient of heaps 0..N never has fewer
  elements than that of 0..N-1), but cgt does not prove that the quotient
  to heap N passes the limit: the candidates it tries may be larger than
  the quotient. Raising --max-elements and --max-steps may reach further.

  <form> is a misère canonical form as CGSuite prints it (*[2[2]321], heaps of
  10 or more as &10;) or as CGSuite reads it (*[4,2], *[[2],0], *[2]+*[2]).

  form: the form as CGSuite prints it, its genus, mate, parts (the even
  games H, other than 0 and the form, with F = H + X), partitions into primes,
  and CGSuite's predicates IsPrime, IsTame (hereditarily), IsRestive
  (hereditarily), IsExtraverted, IsIntroverted, IsHalfTame,
  IsGenerallyTame and IsGenerallyRestive.

  compare: a distinguisher X (F + X is a misère P-position, G + X an
  N-position; null when F = G), whether F and G are linked (some T makes F + T
  and G + T both P-positions), such a T (null when not linked), and the
  difference F - G (the D with F = G + D; null when G is not a part of F),
  as CGSuite's Distinguisher, IsLinkedTo, Link and MisereMinus.

  census: how many misère canonical games are born by day N (all of them,
  and the even ones, which are what CGSuite's DayN lists), N from 0 to ${MAX_CENSUS_DAY}
  (day 5: 4171780, counted in a few seconds; raise --max-steps if needed).

OPTIONS:
  -h, --help             Show this help
      --to <N>           Largest heap, 0 to ${MAX_TO} [default: 20]
      --max-elements <E> Quotient (and sum): give up when the quotient, or
                         each candidate tried, has more than E elements, 2 to
                         ${MAX_MAX_ELEMENTS} [default: ${DEFAULT_MAX_ELEMENTS}]; memory grows with E^2
      --max-steps <S>    Give up after S steps of work, about a microsecond
                         each [default: ${DEFAULT_MAX_STEPS}]; every move made,
                         canonical form and quotient product counts
      --max-length <L>   Longest canonical form printed, 1 to ${MAX_MAX_LENGTH}
                         [default: ${DEFAULT_MAX_LENGTH}]; longer ones show their
                         length only (null in JSON)
      --day <N>          Census: the day, 0 to ${MAX_CENSUS_DAY}
      --save <FILE>      Quotient: also write it as JSON to FILE (relative to
                         the directory you ran the command in; an existing
                         file is kept)
      --force            With --save: overwrite an existing file
      --load <FILE>      Quotient: start from one saved with --save (read
                         from the directory you ran the command in)
      --order <K>        Search: the number of elements asked for
      --p-portion <K>    Search: the size of the P-portion asked for
      --presentation <Q> Search: the quotient asked for, as quotient prints it
      --code-steps <S>   Search: the work budget of each code
      --all-but          Subtraction set: every positive integer except those listed
      --json             Print one JSON document: {"game", "kind", "heaps": [{"n",
                         "grundy", "misereGrundy", "genus", "misereCanonicalForm",
                         "misereOutcome"}], "period"}; for sum: {"game", "kind",
                         "position", "misereOutcome", "method", "winningMoves":
                         [{"component", "heap", "result"}]}; for quotient:
                         {"game", "kind", "to", "order", "presentation",
                         "pPortion", "elements"}; for form: {"form", "genus",
                         "mate", "parts", "partitions", "prime", "tame",
                         "restive", "extraverted", "introverted", "halfTame",
                         "generallyTame", "generallyRestive"}; for compare:
                         {"distinguisher", "linked", "link", "difference"};
                         for census: {"day", "games", "evenGames"}; for
                         search: {"to", "shape": {"order", "pPortionSize",
                         "presentation"}, "codes": [{"code", "reached",
                         "order", "pPortionSize", "presentation", "stopped",
                         "matches"}], "matching", "complete"}

EXAMPLES:
  cgt misere kayles --to 12
  cgt misere octal 0.07 --to 20 --json
  cgt misere subtraction 1,3,4 --to 30
  cgt misere sum octal 0.77 5 7 9
  cgt misere sum dawsons-kayles 3 4 --json
  cgt misere quotient octal 0.75 --to 30
  cgt misere quotient dawsons-kayles --to 30 --json
  cgt misere quotient dawsons-kayles --to 30 --save dk30.json
  cgt misere quotient dawsons-kayles --load dk30.json --to 32
  cgt misere form "*[4[2#]]" --json
  cgt misere compare "*[2#]" "*[2]"
  cgt misere census --day 4
  cgt misere search 0.7..0.77 --to 20 --order 8 --p-portion 2
`;

const NAMED: Record<string, TakeAndBreakGame> = {
  kayles: parseOctalCode("0.77"),
  "dawsons-kayles": parseOctalCode("0.07"),
  "grundy-game": GRUNDYS_GAME,
};
const KINDS = ["octal", "hex", "take-and-break", "subtraction", ...Object.keys(NAMED)];

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

interface GameSpec {
  game: MisereHeapGame;
  kind: string;
  name: string;
  rest: string[];
}

/** Reads `<game>` from the positionals; returns the game and the remaining positionals. */
function readGame(positionals: string[], allBut: boolean): GameSpec {
  const [kind, spec, ...more] = positionals;
  if (kind === undefined) throw new UsageError(`missing game: one of ${KINDS.join(", ")}`);
  if (!KINDS.includes(kind)) {
    throw new UsageError(`unknown game ${quote(kind)}: use one of ${KINDS.join(", ")}`);
  }
  if (allBut && kind !== "subtraction") {
    throw new UsageError('option "--all-but" applies only to subtraction games');
  }
  const named = NAMED[kind];
  if (named) {
    const rest = spec === undefined ? more : [spec, ...more];
    return { game: named, kind, name: named.name, rest };
  }
  if (spec === undefined) {
    throw new UsageError(`missing ${kind === "subtraction" ? "subtraction set" : "code"}`);
  }
  if (kind === "subtraction") {
    const game = codeGame(() => subtractionGame(parseSet(spec), { allBut }));
    return {
      game,
      kind,
      name: `${allBut ? "all-but" : "S"}(${game.set.join(",")})`,
      rest: more,
    };
  }
  const game = codeGame(() =>
    kind === "octal"
      ? parseOctalCode(spec)
      : kind === "hex"
      ? parseHexCode(spec)
      : parseTakeAndBreakCode(spec)
  );
  return { game, kind, name: game.name, rest: more };
}

/**
 * The game `make` reads from a code or subtraction set typed on the command line: one it cannot
 * read as a game (malformed, or naming no game) is a mistake in how the command was called, as an
 * unknown game is: a {@link UsageError} (exit 2), as `cgt grundy` refuses it.
 */
function codeGame<T>(make: () => T): T {
  try {
    return make();
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

function newSolver(game: MisereHeapGame): MisereHeapSolver {
  return new MisereHeapSolver(game, { games: new MisereGames({ maxGames: MAX_GAMES }) });
}

/** Runs `work`, turning the registry's limit into a plain error that says what to do. */
function bounded<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof Error && error.name === "PositionLimitError") {
      throw new CliError(
        `cannot compute ${what}: the misère canonical forms need more than ${MAX_GAMES} distinct games (wild games grow fast); use smaller heaps`,
      );
    }
    throw error;
  }
}

function formatOrNull(solver: MisereHeapSolver, n: number, maxLength: number): string | null {
  try {
    return solver.format(n, { maxLength });
  } catch (error) {
    if (error instanceof RangeError && /longer than/.test(error.message)) return null;
    throw error;
  }
}

function runValues(
  spec: GameSpec,
  parsedTo: number,
  maxLength: number,
  maxSteps: number,
  json: boolean,
  io: Io,
): number {
  if (spec.rest.length > 0) throw new UsageError(`unexpected argument ${quote(spec.rest[0])}`);
  const solver = newSolver(spec.game);
  const heaps: {
    n: number;
    grundy: number;
    misereGrundy: number;
    genus: string;
    misereCanonicalForm: string | null;
    misereOutcome: "P" | "N";
  }[] = [];
  // The moves, canonical forms, genera and the period all charge the step budget.
  const period = withinBudget(maxSteps, () => {
    bounded(`heaps 0..${parsedTo} of ${spec.name}`, () => {
      for (let n = 0; n <= parsedTo; n++) {
        heaps.push({
          n,
          grundy: solver.grundy(n),
          misereGrundy: solver.misereGrundy(n),
          genus: solver.formatGenus(n),
          misereCanonicalForm: formatOrNull(solver, n, maxLength),
          misereOutcome: solver.outcome(n),
        });
      }
    });
    return miserePeriodicity(spec.game, solver, parsedTo);
  });
  if (json) {
    writeJson(io, { game: spec.name, kind: spec.kind, heaps, period });
    return 0;
  }
  const lines = [
    `misère values of ${
      spec.kind === "subtraction" ? "subtraction game" : "game"
    } ${spec.name}, heaps 0..${parsedTo}`,
  ];
  const w = String(parsedTo).length;
  for (const h of heaps) {
    const form = h.misereCanonicalForm ??
      `(longer than ${maxLength} characters; raise --max-length)`;
    lines.push(
      `${
        String(h.n).padStart(w)
      }  G ${h.grundy}  G- ${h.misereGrundy}  ${h.misereOutcome}  genus ${h.genus}  ${form}`,
    );
  }
  if (period === null) {
    lines.push(`genus period: none found in heaps 0..${parsedTo}`);
  } else {
    lines.push(
      `genus period ${period.period}, preperiod ${period.preperiod}, ${
        period.proved ? "proved" : "not proved"
      }`,
      `  ${period.reason}`,
    );
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

function runSum(
  spec: GameSpec,
  json: boolean,
  maxSteps: number,
  maxElements: number,
  io: Io,
): number {
  if (spec.rest.length === 0) throw new UsageError("missing heap sizes");
  if (spec.rest.length > MAX_SUM_HEAPS) {
    throw new UsageError(
      `at most ${MAX_SUM_HEAPS} heaps are accepted, received ${spec.rest.length}`,
    );
  }
  const heaps = spec.rest.map((text) => {
    if (!/^\d+$/.test(text) || Number(text) > MAX_SUM_HEAP) {
      throw new UsageError(
        `heap sizes must be integers from 0 to ${MAX_SUM_HEAP}, received ${quote(text)}`,
      );
    }
    return Number(text);
  });
  // The solver's route: Conway's tame rule when every heap up to the largest is tame, else the
  // misère quotient of the heaps up to the largest, else (a quotient past the element limit)
  // misère canonical forms; all within the step budget.
  const solver = new MisereHeapSolver(spec.game, {
    games: new MisereGames({ maxGames: MAX_GAMES }),
    maxQuotientHeap: MAX_SUM_HEAP,
    maxQuotientElements: maxElements,
  });
  const what = `the sum ${heaps.join(" + ")} of ${spec.name}`;
  const { method, outcome, moves } = withinBudget(maxSteps, () => {
    try {
      const method = solver.sumMethod(heaps);
      const outcome = solver.sumOutcome(heaps);
      const moves = solver.sumWinningMoves(heaps);
      // The library refuses to answer N with moves but no winning move (that would be our bug);
      // this is the last guard before printing. Without a winning move, N needs every heap to
      // have no move (so each one's list is empty and cheap).
      if (
        (outcome === "N" && moves.length === 0 &&
          heaps.some((h) => heapMoves(spec.game, h).length > 0)) ||
        (outcome === "P" && moves.length > 0)
      ) {
        throw new Error(`the misère outcome ${outcome} of ${what} contradicts its winning moves`);
      }
      return { method, outcome, moves };
    } catch (error) {
      // Only canonical forms throw this here: the solver falls back to them when the quotient
      // passes its element bound.
      if (error instanceof Error && error.name === "PositionLimitError") {
        throw new CliError(
          `cannot compute ${what}: its misère quotient (or each candidate tried) passes ${maxElements} elements (raise --max-elements) and its misère canonical forms need more than ${MAX_GAMES} distinct games`,
        );
      }
      throw error;
    }
  });
  const winningMoves = moves.map((m) => ({
    component: m.component,
    heap: heaps[m.component],
    result: m.result,
  }));
  if (json) {
    // "position", not "heaps": the table's "heaps" holds objects, and a field keeps one type.
    writeJson(io, {
      game: spec.name,
      kind: spec.kind,
      position: heaps,
      misereOutcome: outcome,
      method,
      winningMoves,
    });
    return 0;
  }
  const lines = [
    `misère sum of ${spec.name} heaps ${heaps.join(" + ")}: ${outcome} (${
      outcome === "P" ? "the player to move loses" : "the player to move wins"
    }; ${
      method === "tame"
        ? "every heap up to the largest is tame: Conway's tame rule"
        : method === "quotient"
        ? "misère quotient of the heaps up to the largest"
        : "sum of misère canonical forms"
    })`,
  ];
  for (const m of winningMoves) {
    lines.push(
      `  winning move: heap ${m.heap} (position ${m.component + 1}) -> ${
        m.result.length === 0 ? "nothing" : m.result.join(" + ")
      }`,
    );
  }
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

/** Reads a quotient saved with --save: at most {@link MAX_LOAD_BYTES}, as JSON. */
async function readSaved(io: Io, path: string): Promise<unknown> {
  const fail = (why: string): never => {
    throw new CliError(`cannot read ${quote(path)}: ${why}`);
  };
  if (path === "" || path === "-") fail("give the name of a file");
  const target = outputPath(io, path);
  let text: string;
  try {
    const info = await Deno.stat(target);
    if (!info.isFile) fail("it is not a regular file");
    if (info.size > MAX_LOAD_BYTES) fail(`it is larger than ${MAX_LOAD_BYTES} bytes`);
    text = await Deno.readTextFile(target);
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      return fail(
        "Deno has no permission to read it (deno task cgt reads only under the directory it was run from)",
      );
    }
    return fail(causeOf(error));
  }
  try {
    return JSON.parse(text);
  } catch {
    return fail("it is not JSON");
  }
}

async function runQuotient(
  spec: GameSpec,
  to: number | undefined,
  maxElements: number,
  maxSteps: number,
  json: boolean,
  io: Io,
  files: { save?: string; load?: string; force?: boolean },
): Promise<number> {
  if (spec.rest.length > 0) throw new UsageError(`unexpected argument ${quote(spec.rest[0])}`);
  const saved = files.load === undefined ? undefined : await readSaved(io, files.load);
  // Building and printing (the least words and relations) share one budget. The quotient is
  // extended heap by heap, so that a limit can say how far it got.
  const built: { quotient: MisereQuotient | null } = { quotient: null };
  let printed: {
    quotient: MisereQuotient;
    presentation: string;
    pPortion: string[];
    elements: string[];
    format: string;
    phi: string;
  };
  try {
    printed = withStepLimit(maxSteps, () => {
      const quotient = saved === undefined
        ? new MisereQuotient(spec.game, 0, { maxElements })
        : MisereQuotient.fromJson(spec.game, saved as MisereQuotientJson, { maxElements });
      built.quotient = quotient;
      if (to !== undefined && to < quotient.bound) {
        throw new UsageError(
          `the loaded quotient goes to heap ${quotient.bound}: --to must be at least that, received ${to}`,
        );
      }
      quotient.extend(to ?? quotient.bound);
      return {
        quotient,
        presentation: quotient.presentation(),
        pPortion: quotient.pPortion(),
        elements: quotient.heapElements(),
        format: quotient.format(),
        phi: quotient.formatPretendingFunction(),
      };
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name !== "PositionLimitError" && name !== "GameLimitError") throw error;
    const q = built.quotient;
    const what = `cannot compute the misère quotient of ${spec.name} to heap ${to ?? q?.bound}`;
    const reached = q === null || q.bound === to || to === undefined
      ? ""
      : `; the quotient of heaps 0..${q.bound} has ${q.order} elements`;
    if (name === "PositionLimitError") {
      throw new CliError(
        `${what}: at heap ${
          (q?.bound ?? -1) + 1
        } it, or each candidate tried for it, has more than ${maxElements} elements${reached} (raise --max-elements or lower --to)`,
      );
    }
    throw new CliError(
      `${what}: it needs more than ${maxSteps} steps${reached} (raise --max-steps or lower --to)`,
    );
  }
  const { quotient, presentation, pPortion, elements } = printed;
  if (files.save !== undefined) {
    await writeOutput(io, files.save, JSON.stringify(quotient.toJson()) + "\n", {
      force: files.force,
    });
  }
  if (json) {
    writeJson(io, {
      game: spec.name,
      kind: spec.kind,
      to: quotient.bound,
      order: quotient.order,
      presentation,
      pPortion,
      elements,
    });
    return 0;
  }
  io.stdout(
    [
      `misère quotient of ${
        spec.kind === "subtraction" ? "subtraction game" : "game"
      } ${spec.name}, heaps 0..${quotient.bound}: order ${quotient.order}, ${pPortion.length} in the P-portion`,
      printed.format,
      printed.phi,
    ].join("\n") + "\n",
  );
  return 0;
}

async function runMisere(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, {
    to: { type: "string" },
    "max-length": { type: "string" },
    "max-elements": { type: "string" },
    "max-steps": { type: "string" },
    "all-but": { type: "boolean" },
    day: { type: "string" },
    save: { type: "string" },
    load: { type: "string" },
    force: { type: "boolean" },
    order: { type: "string" },
    "p-portion": { type: "string" },
    presentation: { type: "string" },
    "code-steps": { type: "string" },
  });
  const files = {
    save: parsed.values.save as string | undefined,
    load: parsed.values.load as string | undefined,
    force: parsed.values.force === true,
  };
  if (files.force && files.save === undefined) {
    throw new UsageError('option "--force" applies only with "--save"');
  }
  if (files.save === "-") {
    throw new UsageError('option "--save" needs a file name: the quotient JSON is not printed');
  }
  if (
    (files.save !== undefined || files.load !== undefined) && parsed.positionals[0] !== "quotient"
  ) {
    throw new UsageError('options "--save" and "--load" apply only to quotient');
  }
  const allBut = parsed.values["all-but"] === true;
  const json = parsed.values.json === true;
  const [first, ...others] = parsed.positionals;
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 1, Number.MAX_SAFE_INTEGER);
  const maxElements = intOption(
    parsed,
    "max-elements",
    DEFAULT_MAX_ELEMENTS,
    2,
    MAX_MAX_ELEMENTS,
  );
  const searchOnly = ["order", "p-portion", "presentation", "code-steps"] as const;
  if (first === "search") {
    for (const name of ["all-but", "day", "max-length"] as const) {
      if (parsed.values[name] !== undefined) {
        throw new UsageError(`option "--${name}" does not apply to search`);
      }
    }
    const optional = (name: "order" | "p-portion") =>
      parsed.values[name] === undefined ? undefined : intOption(parsed, name, 1, 1, 16384);
    return runSearch(others, {
      to: intOption(parsed, "to", 20, 0, MAX_QUOTIENT_TO),
      shape: {
        order: optional("order"),
        pPortionSize: optional("p-portion"),
        presentation: parsed.values.presentation as string | undefined,
      },
      maxElements,
      codeSteps: intOption(parsed, "code-steps", DEFAULT_CODE_STEPS, 1, Number.MAX_SAFE_INTEGER),
      maxSteps: intOption(parsed, "max-steps", DEFAULT_SEARCH_STEPS, 1, Number.MAX_SAFE_INTEGER),
      json,
    }, io);
  }
  for (const name of searchOnly) {
    if (parsed.values[name] !== undefined) {
      throw new UsageError(`option "--${name}" applies only to search`);
    }
  }
  if (first === "form" || first === "compare" || first === "census") {
    for (const name of ["to", "max-elements", "all-but"] as const) {
      if (parsed.values[name] !== undefined) {
        throw new UsageError(`option "--${name}" does not apply to ${first}`);
      }
    }
    if (first === "census") {
      if (parsed.values.day === undefined) throw new UsageError('missing option "--day N"');
      return runCensus(others, intOption(parsed, "day", 0, 0, MAX_CENSUS_DAY), maxSteps, json, io);
    }
    if (parsed.values.day !== undefined) {
      throw new UsageError(`option "--day" applies only to census`);
    }
    const maxLength = intOption(parsed, "max-length", DEFAULT_MAX_LENGTH, 1, MAX_MAX_LENGTH);
    return (first === "form" ? runForm : runCompare)(others, maxLength, maxSteps, json, io);
  }
  if (parsed.values.day !== undefined) {
    throw new UsageError(`option "--day" applies only to census`);
  }
  if (first === "sum") {
    if (parsed.values.to !== undefined) throw new UsageError('option "--to" does not apply to sum');
    return runSum(readGame(others, allBut), json, maxSteps, maxElements, io);
  }
  if (first === "quotient") {
    const to = files.load !== undefined && parsed.values.to === undefined
      ? undefined
      : intOption(parsed, "to", 20, 0, MAX_QUOTIENT_TO);
    return await runQuotient(readGame(others, allBut), to, maxElements, maxSteps, json, io, files);
  }
  const to = intOption(parsed, "to", 20, 0, MAX_TO);
  const maxLength = intOption(parsed, "max-length", DEFAULT_MAX_LENGTH, 1, MAX_MAX_LENGTH);
  return runValues(readGame(parsed.positionals, allBut), to, maxLength, maxSteps, json, io);
}

/** The `cgt misere` command. */
export const misereCommand: Command = {
  name: "misere",
  help: HELP,
  run: runMisere,
};
