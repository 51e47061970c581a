/**
 * `cgt value`: the canonical form and outcome class of a short partizan game.
 *
 * @module
 */

import {
  formatGame,
  formattedLength,
  type Game,
  type GameFunction,
  parseGame,
} from "@cgt/partizan/notation";
import { type Outcome, outcome } from "@cgt/partizan/compare";
import { formatDyadic } from "@cgt/partizan/dyadic";
import { birthday } from "@cgt/partizan/birthday";
import { clearCaches } from "@cgt/core/caches";
import { GameLimitError, PositionLimitError } from "@cgt/partizan/game-limit";
import type { GameForm } from "@cgt/partizan/game-form";
import type { GameArgument } from "@cgt/partizan/notation";
import {
  CliError,
  type Command,
  escapeControl,
  intOption,
  type Io,
  type OptionSpec,
  parse,
  type Parsed,
  quote,
  shorten,
  UsageError,
  writeJson,
  writeOutput,
} from "../cli.ts";
import {
  DEFAULT_MAX_STEPS,
  functionsFor,
  LOOPY_RULESET_NAMES,
  namesFunction,
  type ReadValue,
  readValue,
  withinBudget,
} from "./_read.ts";
import { SearchEstimate } from "./_estimate.ts";
import { surrealFacts, surrealModule, surrealOrThrow } from "./_surreal.ts";
import type { Surreal } from "@cgt/partizan/surreal";
import type { LoopyGame } from "@cgt/partizan/loopy";

/** `@cgt/partizan/loopy-predicates`, loaded only for --predicates on a loopy value. */
type LoopyPredicatesModule = typeof import("@cgt/partizan/loopy-predicates");

export { DEFAULT_MAX_STEPS, withinBudget } from "./_read.ts";

/**
 * The names of the notation's ruleset functions, read from the catalogue of `@cgt/rulesets`
 * (loaded when the help is asked for, so that start-up does not load every ruleset).
 */
export async function rulesetNames(): Promise<readonly string[]> {
  const { CATALOG } = await import("@cgt/rulesets/catalog");
  return CATALOG.filter((entry) => entry.notation !== undefined).map((entry) => entry.name)
    .sort();
}

/**
 * CGSuite's names of the notation's ruleset functions of short games (`Domineering`, `Kayles`),
 * read from the catalogue of `@cgt/rulesets` (each entry's `cgsuite`).
 */
export async function cgsuiteRulesetNames(): Promise<readonly string[]> {
  const { CATALOG } = await import("@cgt/rulesets/catalog");
  return CATALOG.filter((entry) => entry.notation !== undefined)
    .flatMap((entry) => (entry.cgsuite ?? []).map((alias) => alias.name)).sort();
}

/** The notation's ruleset functions, comma-separated and wrapped for the help text. */
function wrapNames(names: readonly string[]): string {
  const lines: string[] = [];
  let line = " ";
  for (const name of names) {
    const word = ` ${name},`;
    if (line.length + word.length > 79) {
      lines.push(line);
      line = " ";
    }
    line += word;
  }
  lines.push(line.slice(0, -1));
  return lines.join("\n");
}

function helpText(names: string, cgsuiteNames: string): string {
  return `cgt value: canonical form and outcome of a short partizan game

USAGE:
  cgt value <expr> [--thermo] [--svg FILE [--force]] [--max-steps N] [--workers N]
            [--max-positions N] [--json] [--misere]
            [--cool T | --heat T | --overheat S,T] [--rcf] [--atomic-weight]
            [--incentives] [--birthday] [--followers] [--uptimal] [--predicates]
            [--companion] [--stop-count] [--confusion-interval] [--far-star]
            [--star-projection] [--temper] [--sensible] [--lines] [--moves]
            [--loopy-props]

<expr> is CGSuite notation: numbers (3, -3/4), *, *n, ^, v, ^^*, v3, +-x or ±x,
braces {L1,L2|R1} with slash runs {3||2|1}, Tiny(x), Miny(x), sums and
differences, n * G, parentheses, ordinal sums G : H, CGSuite's infix words such
as G ConwayProduct H (every one is listed by "cgt op --help"), its method calls
g.Name(h) and g.Name (^.Pow(2), 2.Tiny, g.Mean, g.Cool(1/2), g.Stop(Left)), and
ruleset positions such as domineering(".."), mockTurtles("THH"),
takeAndBreak("4!.0", 9), impartialVariant("clobber", "xoxo"). An explicit form
in single quotes, '{0|^*}', is kept as written: its value is its canonical
form, and the form itself is printed too (with --json as "form").
A nimber *n may have any n below 2^1024 (309 digits): *4294967296 + *1 is
*4294967297, and {*a,*b|*a,*b} is *mex{a,b}. From *2147483648 (2^31) on its
options are too many to list, so it is summed and compared only with numbers,
ups and nimbers (^*4294967296), and --followers, --incentives, --misere,
--sensible and the like refuse it in one line. In --json a nimber is always
inside a string ("*4294967296"), however large; integers such as "birthday"
are JSON integers written exactly, also past 2^53.
Loopy games use CGSuite's loopy notation: on, off, over, under, dud, upon,
pass, labels a{0|a}, sides G & H, ordinal sums of stoppers (1:off is over),
infix words on stoppers such as upon Upsum ^<on> ("cgt op --help" says which
take stoppers), and the loopy rulesets backsliding("TT..FF"),
foxgeese("x.x.x.x.|........|o.......") and windUp("6,7", 40, 13) (a subtraction
set, the size of the clock, a position); see "Loopy games" in README.md.
Several arguments are joined with spaces. An expression starting with "-"
that is not a number reads as an option: put -- before it, as in
cgt value -- "-{1|0}" (or write "0-{1|0}"). The outcome is L (Left wins), R
(Right wins), P (the second player wins) or N (the first player wins).
Surreal numbers that are not short games are read alone, as CGSuite reads
them: rationals (7/6), omega or ω, inf, +, -, *, / by one term, ^ (omega - 1,
2 * omega, omega^2, 1/omega, 1/0 = inf); their value and outcome are printed
(--birthday adds the birthday, an ordinal such as ω+5; --json adds "floor" and
"ceiling", integers, "birthday", a string, and "ordinal", CGSuite's Floor,
Ceiling, Birthday and IsOrdinal, null where a number has none: the floor of ω,
the birthday of inf and of 1/ω, which cgt does not find), and they cannot be
options in {...|...}.
A canonical form longer than 100000 characters is not printed: its length and
birthday are shown instead (with --json, "value" is null and "length" and
"birthday" are given).

OPTIONS:
  -h, --help  Show this help
      --json  Print {"value": "<canonical form>", "outcome": "L"|"R"|"P"|"N"}
      --thermo  Also print the mean, temperature and left and right stops (exact
                numbers; with --json as "mean", "temperature", "leftStop",
                "rightStop", strings such as "9/4")
      --misere  Also print the misère outcome (last player to move loses; with
                --json as "misereOutcome", and "misereOf" saying what was
                searched): searched on the game as written, a sum move by move
                in its terms, explicit forms '{0|^*}' and ruleset positions as
                typed; a lone value such as ^* or {1|0} by its canonical form
      --misere-form  Also print the misère canonical form and genus as CGSuite
                prints them (with --json as "misereForm" and "genus"), of an
                impartial game: positions of impartial rulesets searched move
                by move, explicit forms, nimbers and sums of them
      --svg FILE  Write the thermograph as an SVG drawing to FILE (relative to
                  the directory you ran the command in; - for standard output,
                  which then holds only the drawing)
      --force     Overwrite FILE if it exists; and run a search whatever its
                  estimate (see below)
      --max-steps N  Give up (exit 1) after N steps of work on games, taking a
                     few microseconds each (default 5000000)
      --workers N  Search a lone ruleset position, such as domineering("...."),
                   with N workers on as many threads that share their results
                   (default 1: this thread only), at most one per core: a
                   larger N starts as many as there are cores. This thread is
                   one of them and starts the others at once (after 20 ms of
                   CPU) when its estimate of the search's size says it is
                   long, else after 0.2 s of CPU; with no core to spare (N
                   workers on N cores) only after 1 s of CPU (a smaller
                   search never starts one). Two workers use 1.2-1.6 times
                   the CPU of one, which bounds the gain on two cores: none
                   on a search of a second or two (Konane 5x5, Domineering
                   5x5, Clobber 4x4), at most about 1.3x at 2-10 s and 1.5x
                   at 20 s (Domineering 4x7 and 5x6, Clobber 3x6), for
                   1.5-1.7 times the memory; the value is the same. Each
                   worker has its own --max-steps budget. Other expressions
                   use one thread.
      --max-positions N  Give up (exit 1) when a search of a ruleset position
                         needs more than N component values, counted over all
                         workers (default 1000000; each costs a few hundred
                         bytes)
      --db FILE  Take the value of every Domineering region of at most its
                 number of cells from the endgame database FILE (built by
                 cgt solve --build-db domineering; needs read access to it)
                 instead of searching it: the same value for less work. Its
                 values are trusted as its version header vouches; its last
                 line checks the rest, so a file changed since it was built
                 is refused. The search then runs in this thread (no
                 --workers)
      --cool T    Replace the value by the game cooled by the number T (T > -1)
      --heat T    Replace the value by the game heated by the game T
      --overheat S,T  Replace the value by the game overheated from S to T (two
                      games separated by a comma outside braces)
      --rcf       Also print the reduced canonical form (JSON "rcf")
      --atomic-weight  Also print the atomic weight, or that the game is not
                       atomic (JSON "atomicWeight", null when not atomic)
      --incentives  Also print the left and right incentives (JSON
                    "leftIncentives", "rightIncentives": lists of games)
      --birthday  Also print the birthday (JSON "birthday", an integer, exact
                  past 2^53: the birthday of *n is n)
      --followers  Also print the number of distinct followers, the game
                   included (JSON "followers")
      --uptimal   Also print the uptimal expansion, as 0.11-2 (JSON "uptimal",
                  null when the game is not an uptimal)
      --predicates  Also print whether the game is all-small, infinitesimal,
                    numberish, even, odd, even-tempered, odd-tempered,
                    number-tiny, idempotent, uptimal, pseudonumber, plumtree,
                    stopper-sided (JSON "predicates": an object of booleans;
                    the last three are CGSuite's answers for short games:
                    pseudonumber = number, plumtree and stopper-sided true).
                    For a loopy value: infinitesimal, numberish, number-tiny,
                    pseudonumber, plumtree and stopper-sided, as CGSuite
                    defines them for stoppers and sided values (cgt tests
                    the others for short games only and leaves them out)
      --companion  Also print the companion (CGSuite's Companion; JSON
                   "companion")
      --stop-count  Also print the number of stopping positions of the game
                    tree (CGSuite's StopCount; JSON "stopCount", an integer)
      --confusion-interval  Also print [right stop, left stop] (JSON
                            "confusionInterval": [low, high], strings)
      --far-star  Also print the far star, the first nimber beyond every
                  nimber among the followers (JSON "farStar")
      --star-projection  Also print the star projection, every x* replaced by
                         x (JSON "starProjection")
      --temper    Also print whether the game is even- or odd-tempered (JSON
                  "temper": "even", "odd" or null)
      --sensible  Also print the sensible options of each player: those at
                  least an option of the canonical form (JSON "sensibleLeft",
                  "sensibleRight": lists of {"option", "value"}; ruleset
                  positions printed as calls, explicit forms in quotes)
      --lines     Also print the sensible lines (CGSuite's SensibleLines): for
                  each canonical option, an option and the reversing answers
                  that lead to it (JSON "sensibleLinesLeft",
                  "sensibleLinesRight": lists of lists of {"option", "value"})
      --moves     Also print each player's winning moves moving first in
                  normal play (also with --misere), by component of a sum
                  (JSON "winningMoves": {"left": [...], "right": [...]} of
                  {"component", "option", "value", "result"}, "result" the
                  sum's value after the move); for a player with none, the
                  sensible moves (JSON "sensibleMoves"). For a position of a
                  loopy ruleset written alone (windUp, backsliding, foxgeese):
                  every option of each player as a call, with its loopy value
                  (null when not found: a Wind-Up ∞ reaching too many
                  positions) and outcome and whether moving there wins, draws
                  or loses (JSON "options": {"left", "right"} of {"option",
                  "value", "outcome", "mover": "wins"|"draws"|"loses"}), the
                  winning moves as above ("result" the option's value) and
                  the drawing moves (JSON "drawingMoves", the same shape).
                  In a sum (+, -) of such positions and short games, each
                  option of each component is written as the sum it leads
                  to, judged by that sum's loopy value (JSON "options" also
                  give its "component"; winning and drawing moves as for
                  short sums); a term that is a loopy value such as on, or
                  an ordinal sum, and infix words are refused
      --loopy-props  Also print, for a stopper (a short game too), its degree
                     of loopiness, whether it is stable, its variety and the
                     options of its canonical form, as CGSuite's Degree,
                     IsStable, Variety, LeftOptions and RightOptions (JSON
                     "degree", "stable", "variety", "leftOptions",
                     "rightOptions"; "stable" is null when the degree is not
                     an idempotent, "variety" null when not stable)
  The other fields (outcome, --thermo, ...) describe the value after --cool,
  --heat or --overheat. Games of two arguments: see "cgt op --help".
  For a loopy value, the options that describe short games (--thermo, --cool,
  --birthday, ...) are refused in one line (exit 1), never ignored.
  A search of ruleset positions in this thread (--workers 1) is estimated after
  about a second: one on course to pass --max-steps or --max-positions, or to
  take more than 10 minutes, stops with the estimate and the option to raise,
  unless --force is given. On a terminal, a progress line shows on stderr.

RULESETS:
  Functions for <expr>; each takes a position string, such as
  amazons("x...|o..."), except the cakes cutcake, eatcake, maundyCake and
  turnAndEatcake (rows, columns), toads(row[, maxJump]), turning(code, coins),
  takeAndBreak(code, heap, ...) and spawning(code, heap, ...) (the nim-sum of
  heaps), impartialVariant(ruleset, position), and CGSuite's combinators of
  two heap rules ("0.77", "spawning(1+C)", "join(r, s)"): join(r, s, heap, ...),
  partizanJoin(r, s, heap, ...), acrosticProduct(r, s, m, n),
  directProduct(r, s, m, n) and cakeProduct(r, s[, "twisted"], m, n). Position
  strings: see the ruleset table in packages/rulesets/README.md. The loopy
  rulesets backsliding, foxgeese and windUp are described above.
${names}
  CGSuite's names of these rulesets are read too, with CGSuite's arguments
  (boards lower-cased, as CGSuite reads them: Clobber("XO|OX") is
  clobber("xo|ox"); Kayles(5) is takeAndBreak("0.77", 5)) and forms: pairs
  Wythoff((10, 11)), lists Subtraction([2, 3, 7]), a ruleset applied to a
  position TakeAndBreak("0.07")(5), packages game.grid.Domineering("..|..")
  and variants Domineering.ImpartialVariant("..."). What they read
  prints with cgt's names:
${cgsuiteNames}

EXAMPLES:
  cgt value "{0,*|0}"        # ^*, outcome N
  cgt value "^ + ^ + *"      # ^^*, outcome L
  cgt value "{3|1} + {1|-1}" --json
  cgt value "{3||2*|1*}" --thermo   # mean 9/4, temperature 3/4, stops 3 and 2
  cgt value "{2|-1}" --svg switch.svg
  cgt value "{2|-1}" --svg - > switch.svg
  cgt value "on + off" --json  # dud, with "stopper": false and its sides
  cgt value "+-{5|pass}" --loopy-props  # degree over, variety +-{10over|over}
  cgt value 'domineering("..|..")' --misere
  cgt value "'{0|^*}'" --misere   # form '{0|^*}', value ^^, misère outcome P
  cgt value '* + * + *2 + *2' --misere  # misère Nim 1 1 2 2: P
  cgt value 'amazons("x...|o...")' --json
  cgt value 'toads("TTTT..FFF", 2)'     # {1/2*|v}: jumps over up to 2
  cgt value 'ToadsAndFrogs("TTT..FFF")'  # CGSuite's name: toads("ttt..fff")
  cgt value 'game.heap.Subtraction([2, 3, 7])(10)'  # 0: CGSuite's call as written
  cgt value "{2|-1}" --cool 1/2          # {3/2|-1/2}
  cgt value "{2|-1}.Cool(1/2).Stop(Left)"  # 3/2: CGSuite's method calls
  cgt value "*" --overheat "*,1"         # +-1
  cgt value "Tiny(2)" --atomic-weight    # atomic weight 0
  cgt value "{3||2|1}" --rcf --incentives --birthday --json
  cgt value "^<2> + *" --uptimal --predicates
  cgt value "{3||2*|1*}" --companion --stop-count --confusion-interval
  cgt value 'domineering("...|...")' --moves --json
  cgt value 'foxgeese("x.x.x.x.|.o......|........")' --moves  # geese win
  cgt value "'{0, {2|{1|*}} | 2}'" --sensible --lines
`;
}

const OUTCOME_TEXT: Record<Outcome, string> = {
  L: "Left wins",
  R: "Right wins",
  P: "the second player wins",
  N: "the first player wins",
};

/** The thermography fields of `cgt value --thermo`, in CGSuite's number notation. */
type ThermoFields = Record<"mean" | "temperature" | "leftStop" | "rightStop", string>;

let thermoLoaded: Promise<(g: Game) => ThermoFields> | undefined;

/**
 * Loads what `--thermo` needs and returns the function that computes its fields (loaded once:
 * a dynamic import costs tens of microseconds even when the module is loaded).
 */
function thermoFieldsLoader(): Promise<(g: Game) => ThermoFields> {
  thermoLoaded ??= Promise.all([
    import("@cgt/partizan/stops"),
    import("@cgt/partizan/thermograph"),
  ]).then(([{ leftStop, rightStop }, { mean, temperature }]) => (g: Game) => ({
    mean: formatDyadic(mean(g)),
    temperature: formatDyadic(temperature(g)),
    leftStop: formatDyadic(leftStop(g)),
    rightStop: formatDyadic(rightStop(g)),
  }));
  return thermoLoaded;
}

/**
 * The ruleset and position of `expr` when it is a lone position of a ruleset the parallel search
 * takes (`domineering("..|..")`), read from the parsed expression: the catalogue's parallel
 * rulesets are given to the parser as functions that only note their call, so nothing is
 * valued here.
 */
/** The steps reading a lone call may take: it values nothing, so a few suffice. */
const LONE_CALL_STEPS = 1000;

async function loneParallelCall(expr: string): Promise<{ name: string; text: string } | undefined> {
  const [{ parseGameForm }, { CATALOG }, { withPosition }, { ZERO }, { withStepLimit }] =
    await Promise.all([
      import("@cgt/partizan/game-form"),
      import("@cgt/rulesets/catalog"),
      import("@cgt/partizan/ruleset-function"),
      import("@cgt/partizan/game"),
      import("@cgt/partizan/game-limit"),
    ]);
  let call: { name: string; text: string } | undefined;
  const functions = Object.fromEntries(
    CATALOG.flatMap((entry) => {
      const rules = entry.parallel;
      if (rules === undefined) return [];
      const noted = (read: (args: GameArgument[]) => GameArgument[]) =>
        withPosition(() => ZERO, (given) => {
          const args = read(given);
          call = args.length === 1 && typeof args[0] === "string"
            ? { name: entry.name, text: args[0] }
            : undefined;
          return { ruleset: rules.ruleset, position: args[0] };
        });
      // CGSuite's names of the ruleset too (`Domineering("..|..")`), their arguments read as
      // the catalogue says.
      const aliases = (entry.cgsuite ?? []).map((alias) => {
        const map = alias.args;
        return [alias.name, noted((args) => map ? map(args) as GameArgument[] : args)];
      });
      return [[entry.name, noted((args) => args)], ...aliases];
    }),
  );
  // A lone call costs the parser almost nothing (the noted functions value nothing); anything
  // that needs real work to read is not a lone call, and is read later under --max-steps.
  const trimmed = expr.trim();
  if (!/^[A-Za-z]/.test(trimmed) || !trimmed.endsWith(")")) return undefined;
  try {
    const form = withStepLimit(LONE_CALL_STEPS, () => parseGameForm(expr, { functions }));
    return form.kind === "position" ? call : undefined;
  } catch {
    return undefined; // another expression: the notation's parser reads it and says what is wrong
  }
}

/**
 * The value of `expr` when it is a lone position of a ruleset that parallelValue knows (searched
 * with the given number of workers and limits), else undefined: the expression is then read by
 * the notation's parser.
 */
async function positionRead(
  expr: string,
  options: { workers: number; maxSteps: number; maxPositions: number },
  run: <T>(f: () => T) => T,
): Promise<ReadValue | undefined> {
  const call = await loneParallelCall(expr);
  if (call === undefined) return undefined;
  const { parallelValue } = await import("@cgt/rulesets/parallel-value");
  try {
    // With one worker the search runs in this thread before parallelValue returns, so `run`
    // watches it.
    return { game: await run(() => parallelValue(call.name, call.text, options)) };
  } catch (error) {
    if (error instanceof GameLimitError) {
      throw new CliError(`${error.message} (raise the limit with --max-steps)`);
    }
    if (error instanceof PositionLimitError) {
      throw new CliError(`${error.message} (raise the limit with --max-positions)`);
    }
    throw error;
  }
}

/** Whether a form has an explicit form `'{...}'` in it (then `cgt value` prints the form). */
function hasExplicitForm(form: GameForm): boolean {
  if (form.kind === "sum") return form.parts.some(hasExplicitForm);
  return form.kind === "explicit" || (form.kind === "negative" && form.form.kind === "explicit");
}

/** The longest canonical form `cgt value` prints. */
const MAX_VALUE_LENGTH = 100_000;

/** The value fields: the canonical form, or null with its length and birthday when too long. */
function valueFields(g: Game): { value: string | null; length?: number; birthday?: bigint } {
  const length = formattedLength(g);
  if (length <= MAX_VALUE_LENGTH) return { value: formatGame(g) };
  return { value: null, length, birthday: birthday(g) };
}

/** Splits "S,T" at the one comma outside braces and parentheses. */
function splitPair(text: string): [string, string] {
  let depth = 0;
  const cuts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{" || c === "(") depth++;
    else if (c === "}" || c === ")") depth--;
    else if (c === "," && depth === 0) cuts.push(i);
  }
  if (cuts.length !== 1) {
    throw new UsageError(
      `--overheat takes two games separated by one comma (S,T), received ${quote(text)}`,
    );
  }
  return [text.slice(0, cuts[0]), text.slice(cuts[0] + 1)];
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** The whole of `@cgt/partizan`, loaded only for the options that need more than the value. */
type Partizan = typeof import("@cgt/partizan");

/** The options that need {@link Partizan} loaded. */
const FULL_OPTIONS = [
  "cool",
  "heat",
  "overheat",
  "rcf",
  "atomic-weight",
  "incentives",
  "followers",
  "uptimal",
  "predicates",
  "companion",
  "stop-count",
  "confusion-interval",
  "far-star",
  "star-projection",
  "temper",
] as const;

/** Applies --cool, --heat or --overheat. */
function transform(
  g: Game,
  values: Values,
  p: Partizan | undefined,
  functions: Record<string, GameFunction>,
): Game {
  if (p === undefined) return g;
  const { cool, heat, overheat, parseDyadic } = p;
  const read = (text: string): Game => parseGame(text, { functions });
  if (typeof values.cool === "string") return cool(g, parseDyadic(values.cool.trim()));
  if (typeof values.heat === "string") return heat(g, read(values.heat));
  if (typeof values.overheat === "string") {
    const [s, t] = splitPair(values.overheat);
    return overheat(g, read(s), read(t));
  }
  return g;
}

/**
 * What --predicates prints, in this order: each JSON key and its text name. A loopy value has
 * the six of `@cgt/partizan/loopy-predicates` only, so every key is optional.
 */
const PREDICATE_NAMES = [
  ["allSmall", "all-small"],
  ["infinitesimal", "infinitesimal"],
  ["numberish", "numberish"],
  ["even", "even"],
  ["odd", "odd"],
  ["evenTempered", "even-tempered"],
  ["oddTempered", "odd-tempered"],
  ["numberTiny", "number-tiny"],
  ["idempotent", "idempotent"],
  ["uptimal", "uptimal"],
  ["pseudonumber", "pseudonumber"],
  ["plumtree", "plumtree"],
  ["stopperSided", "stopper-sided"],
] as const;

/** The JSON "predicates" object: the predicates defined for the value, by key. */
type Predicates = { [K in typeof PREDICATE_NAMES[number][0]]?: boolean };

/** The text lines of --predicates: one per predicate given, `<name> yes|no`. */
function predicatesText(p: Predicates): string {
  let s = "";
  for (const [k, name] of PREDICATE_NAMES) {
    if (p[k] !== undefined) s += `${name} ${p[k] ? "yes" : "no"}\n`;
  }
  return s;
}

/** The --predicates of a loopy value, as CGSuite defines them for stoppers and sided values. */
function loopyPredicates(p: LoopyPredicatesModule, v: LoopyGame): Predicates {
  return {
    infinitesimal: p.isLoopyInfinitesimal(v),
    numberish: p.isLoopyNumberish(v),
    numberTiny: p.isLoopyNumberTiny(v),
    pseudonumber: p.isLoopyPseudonumber(v),
    plumtree: p.isLoopyPlumtree(v),
    stopperSided: p.isLoopyStopperSided(v),
  };
}

/** The fields the single-game operation options add, in the order of the help text. */
interface ExtraFields {
  rcf?: string;
  atomicWeight?: string | null;
  leftIncentives?: string[];
  rightIncentives?: string[];
  birthday?: bigint;
  followers?: number;
  uptimal?: string | null;
  predicates?: Predicates;
  companion?: string;
  stopCount?: bigint;
  confusionInterval?: [string, string];
  farStar?: string;
  starProjection?: string;
  temper?: "even" | "odd" | null;
}

/** The extra fields; `p` is loaded whenever an option other than --birthday asks for one. */
function extraFields(g: Game, values: Values, p: Partizan | undefined): ExtraFields {
  const out: ExtraFields = {};
  if (values.rcf) out.rcf = formatGame(p!.reducedCanonicalForm(g));
  if (values["atomic-weight"]) {
    out.atomicWeight = p!.isAtomic(g) ? formatGame(p!.atomicWeight(g)) : null;
  }
  if (values.incentives) {
    out.leftIncentives = p!.leftIncentives(g).map((i) => formatGame(i));
    out.rightIncentives = p!.rightIncentives(g).map((i) => formatGame(i));
  }
  if (values.birthday) {
    // Always a JSON integer, exact however large (writeJson writes bigints as digits).
    out.birthday = birthday(g);
  }
  if (values.followers) out.followers = p!.followerCount(g);
  if (values.uptimal) {
    const e = p!.uptimalExpansion(g);
    out.uptimal = e === undefined ? null : p!.formatUptimalExpansion(e);
  }
  if (values.predicates) {
    out.predicates = {
      allSmall: p!.isAllSmall(g),
      infinitesimal: p!.isInfinitesimal(g),
      numberish: p!.isNumberish(g),
      even: p!.isEven(g),
      odd: p!.isOdd(g),
      evenTempered: p!.isEvenTempered(g),
      oddTempered: p!.isOddTempered(g),
      numberTiny: p!.isNumberTiny(g),
      idempotent: p!.isIdempotent(g),
      uptimal: p!.isUptimal(g),
      pseudonumber: p!.isPseudonumber(g),
      plumtree: p!.isPlumtree(g),
      stopperSided: p!.isStopperSided(g),
    };
  }
  if (values.companion) out.companion = formatGame(p!.companion(g));
  if (values["stop-count"]) out.stopCount = p!.stopCount(g);
  if (values["confusion-interval"]) {
    const [low, high] = p!.confusionInterval(g);
    out.confusionInterval = [formatDyadic(low), formatDyadic(high)];
  }
  if (values["far-star"]) out.farStar = formatGame(p!.farStar(g));
  if (values["star-projection"]) out.starProjection = formatGame(p!.starProjection(g));
  if (values.temper) out.temper = p!.temper(g) ?? null;
  return out;
}

function extraText(f: ExtraFields): string {
  let s = "";
  const list = (games: string[]): string => `{${games.join(",")}}`;
  if (f.rcf !== undefined) s += `rcf ${f.rcf}\n`;
  if (f.atomicWeight !== undefined) {
    s += `atomic weight ${f.atomicWeight ?? "none (the game is not atomic)"}\n`;
  }
  if (f.leftIncentives !== undefined) s += `left incentives ${list(f.leftIncentives)}\n`;
  if (f.rightIncentives !== undefined) s += `right incentives ${list(f.rightIncentives!)}\n`;
  if (f.birthday !== undefined) s += `birthday ${f.birthday}\n`;
  if (f.followers !== undefined) s += `followers ${f.followers}\n`;
  if (f.uptimal !== undefined) s += `uptimal ${f.uptimal ?? "none (not an uptimal)"}\n`;
  if (f.predicates !== undefined) s += predicatesText(f.predicates);
  if (f.companion !== undefined) s += `companion ${f.companion}\n`;
  if (f.stopCount !== undefined) s += `stop count ${f.stopCount}\n`;
  if (f.confusionInterval !== undefined) {
    s += `confusion interval [${f.confusionInterval[0]}, ${f.confusionInterval[1]}]\n`;
  }
  if (f.farStar !== undefined) s += `far star ${f.farStar}\n`;
  if (f.starProjection !== undefined) s += `star projection ${f.starProjection}\n`;
  if (f.temper !== undefined) {
    s += `temper ${f.temper === null ? "neither even nor odd" : `${f.temper}-tempered`}\n`;
  }
  return s;
}

/** The options of `cgt value` (besides --help and --json, which every command takes). */
export const VALUE_OPTIONS = {
  thermo: { type: "boolean" },
  svg: { type: "string" },
  force: { type: "boolean" },
  "max-steps": { type: "string" },
  misere: { type: "boolean" },
  "misere-form": { type: "boolean" },
  workers: { type: "string" },
  "max-positions": { type: "string" },
  cool: { type: "string" },
  heat: { type: "string" },
  overheat: { type: "string" },
  rcf: { type: "boolean" },
  "atomic-weight": { type: "boolean" },
  incentives: { type: "boolean" },
  birthday: { type: "boolean" },
  followers: { type: "boolean" },
  uptimal: { type: "boolean" },
  predicates: { type: "boolean" },
  companion: { type: "boolean" },
  "stop-count": { type: "boolean" },
  "confusion-interval": { type: "boolean" },
  "far-star": { type: "boolean" },
  "star-projection": { type: "boolean" },
  temper: { type: "boolean" },
  sensible: { type: "boolean" },
  lines: { type: "boolean" },
  moves: { type: "boolean" },
  "loopy-props": { type: "boolean" },
  db: { type: "string" },
} as const satisfies Record<string, OptionSpec>;

/**
 * What each option does for a loopy value: undefined when it applies (a limit, or --force,
 * which only matters with --svg and long searches, or an option with a loopy meaning:
 * --predicates, --loopy-props), else why it is refused.
 * Keyed by {@link VALUE_OPTIONS}, so that a new option cannot be silently ignored for loopy
 * values: it fails to compile until it is given a row here.
 */
export const LOOPY_REFUSALS: Readonly<
  Record<keyof typeof VALUE_OPTIONS, ((expr: string) => string) | undefined>
> = {
  thermo: () => "cannot draw thermographs of loopy games",
  svg: () => "cannot draw thermographs of loopy games",
  force: undefined,
  "max-steps": undefined,
  misere: () => "cannot compute misère outcomes of loopy games",
  "misere-form": () => "cannot compute misère canonical forms of loopy games",
  workers: undefined,
  "max-positions": (e) =>
    `Cannot limit the positions of ${e}: --max-positions bounds the searches of short games only`,
  cool: (e) => `Cannot cool ${e}: cooling is defined for short games only`,
  heat: (e) => `Cannot heat ${e}: heating is defined for short games only`,
  overheat: (e) => `Cannot overheat ${e}: overheating is defined for short games only`,
  rcf: (e) => `Cannot find the reduced canonical form of ${e}: it is defined for short games only`,
  "atomic-weight": (e) =>
    `Cannot find the atomic weight of ${e}: atomic weights are defined for short games only`,
  incentives: (e) =>
    `Cannot find the incentives of ${e}: incentives are defined for short games only`,
  birthday: (e) => `Cannot find the birthday of ${e}: birthdays are defined for short games only`,
  followers: (e) => `Cannot count the followers of ${e}: cgt counts them for short games only`,
  uptimal: (e) =>
    `Cannot find the uptimal expansion of ${e}: uptimals are defined for short games only`,
  predicates: undefined,
  companion: (e) => `Cannot find the companion of ${e}: cgt finds it for short games only`,
  "stop-count": (e) =>
    `Cannot count the stops of ${e}: stop counts are defined for short games only`,
  "confusion-interval": (e) =>
    `Cannot find the confusion interval of ${e}: cgt finds it for short games only`,
  "far-star": (e) => `Cannot find the far star of ${e}: cgt finds it for short games only`,
  "star-projection": (e) =>
    `Cannot find the star projection of ${e}: cgt finds it for short games only`,
  temper: (e) => `Cannot find the temper of ${e}: tempers are defined for short games only`,
  sensible: (e) => `Cannot find sensible options of ${e}: cgt finds them for short games only`,
  lines: (e) => `Cannot find sensible lines of ${e}: cgt finds them for short games only`,
  moves: (e) => `Cannot find winning moves of ${e}: cgt finds them for short games only`,
  "loopy-props": undefined,
  db: undefined,
};

/** The one-line refusal of the first option given that does not apply to loopy values. */
function loopyRefusal(values: Values, expr: string): string | undefined {
  for (const [name, refusal] of Object.entries(LOOPY_REFUSALS)) {
    if (refusal !== undefined && values[name] !== undefined) return refusal(quote(expr));
  }
  return undefined;
}

/** The options `cgt value` takes with a surreal number that is not a short game. */
const SURREAL_OPTIONS: ReadonlySet<string> = new Set(["json", "max-steps", "birthday"]);

/**
 * Prints a surreal number that is not a short game: its value and outcome, with --birthday its
 * birthday, and in --json also its floor, ceiling, birthday and whether it is an ordinal.
 */
async function printSurreal(
  surreal: Surreal,
  expr: string,
  parsed: Parsed,
  io: Io,
): Promise<number> {
  const { compareSurreals, formatSurreal, rational } = await surrealModule();
  const value = formatSurreal(surreal);
  const other = Object.keys(parsed.values).find((k) =>
    !SURREAL_OPTIONS.has(k) && parsed.values[k] !== undefined
  );
  if (other !== undefined) {
    throw new CliError(
      `option "--${other}" needs a short game, and ${quote(expr)} is the surreal number ${
        shorten(value)
      }, which is not one`,
    );
  }
  const sign = compareSurreals(surreal, rational(0n));
  const outcome: Outcome = sign > 0 ? "L" : sign < 0 ? "R" : "P";
  const { birthdayError, ...facts } = await surrealFacts(surreal);
  // --birthday asks for it: a number without one (inf) or whose birthday cgt does not find
  // (1/ω) is refused with the reason, rather than printed as null.
  if (parsed.values.birthday && birthdayError !== undefined) {
    throw new CliError(birthdayError.message);
  }
  if (parsed.values.json) writeJson(io, { value, outcome, ...facts });
  else {
    io.stdout(`value ${value}\noutcome ${outcome} (${OUTCOME_TEXT[outcome]})\n`);
    if (parsed.values.birthday) io.stdout(`birthday ${facts.birthday}\n`);
  }
  return 0;
}

/**
 * The options that search the game as written, which a loopy ruleset's positions refuse even
 * when their value is a short game (a Wind-Up position of finite value is `*n`, but its moves
 * can repeat).
 */
export const AS_WRITTEN_OPTIONS = ["misere", "misere-form", "sensible", "lines", "moves"] as const;

/** What each option that searches the game as written would do, for its refusal. */
const AS_WRITTEN_WORDS: Readonly<Record<typeof AS_WRITTEN_OPTIONS[number], string>> = {
  misere: "compute the misère outcome",
  "misere-form": "find the misère canonical form",
  sensible: "find sensible options",
  lines: "find sensible lines",
  moves: "find winning moves",
};

/**
 * The one-line refusal of `option` on `quoted` (the expression, quoted), which calls the loopy
 * ruleset `name`: the value may be short, but the option searches the positions themselves.
 */
export function loopyRulesetMessage(
  option: typeof AS_WRITTEN_OPTIONS[number],
  name: string,
  quoted: string,
): string {
  return `Cannot ${
    AS_WRITTEN_WORDS[option]
  } of ${quoted}: play in ${name}() can return to a position, and cgt searches positions as written for short games only (whatever the value)`;
}

/** The loopy ruleset that `expr` calls, if any. */
function loopyRulesetName(expr: string): string | undefined {
  return LOOPY_RULESET_NAMES.find((name) => new RegExp(`\\b${name}\\s*\\(`).test(expr));
}

/**
 * The refusal of an option that searches the game as written, when `expr` calls a loopy ruleset
 * (--moves is answered for a position alone or in a sum, by {@link printLoopyRulesetMoves}).
 */
function loopyRulesetRefusal(values: Values, expr: string): string | undefined {
  const name = loopyRulesetName(expr);
  if (name === undefined) return undefined;
  const given = AS_WRITTEN_OPTIONS.find((option) =>
    option !== "moves" && values[option] !== undefined
  );
  return given === undefined ? undefined : loopyRulesetMessage(given, name, quote(expr));
}

/** The options that may go with --moves on a loopy ruleset position. */
const LOOPY_MOVES_OPTIONS: ReadonlySet<string> = new Set([
  "moves",
  "json",
  "max-steps",
  "force",
  "workers",
]);

/**
 * `cgt value <loopy ruleset position> --moves`: the loopy value and outcome, then each player's
 * options with their loopy values and which of them win or draw for the player moving first;
 * for a sum of such positions and short games, the options of each component, each written as
 * the sum it leads to.
 */
async function printLoopyRulesetMoves(
  expr: string,
  name: string,
  parsed: Parsed,
  maxSteps: number,
  io: Io,
): Promise<number> {
  const other = Object.keys(parsed.values).find((k) =>
    !LOOPY_MOVES_OPTIONS.has(k) && parsed.values[k] !== undefined
  );
  if (other !== undefined) {
    throw new CliError(
      `Cannot combine --${other} with --moves on ${
        quote(expr)
      }: for a position of ${name}() cgt prints its loopy value, outcome and moves only`,
    );
  }
  const { fromGame, loopyFields, readLoopy, LOOPY_OUTCOME_TEXT } = await import("./_loopy.ts");
  const { loopyMoveFields, loopyMoveText, loopyRulesetCall, loopySumMoveFields } = await import(
    "./_loopy_moves.ts"
  );
  const { fields, moves, lone } = withinBudget(maxSteps, () => {
    const read = readLoopy(expr);
    const fields = loopyFields(read.loopy ?? fromGame(read.game!));
    const call = loopyRulesetCall(expr);
    if (call !== undefined) return { fields, moves: loopyMoveFields(call.call), lone: true };
    const moves = loopySumMoveFields(expr);
    if (typeof moves === "string") {
      throw new CliError(
        `Cannot find winning moves of ${
          quote(expr)
        }: cgt lists the moves of a ${name}() position, alone or in a sum (+, -) with other loopy ruleset positions and short games, and ${moves}`,
      );
    }
    return { fields, moves, lone: false };
  });
  if (parsed.values.json) writeJson(io, { ...fields, ...moves });
  else {
    const sides = fields.stopper ? "" : `onside ${fields.onside}\noffside ${fields.offside}\n`;
    io.stdout(
      `value ${fields.value}\noutcome ${fields.outcome} (${
        LOOPY_OUTCOME_TEXT[fields.outcome]
      })\n${sides}${loopyMoveText(moves, !lone)}`,
    );
  }
  return 0;
}

async function runValue(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, VALUE_OPTIONS, { expressionsOf: "value" });
  if (parsed.positionals.length === 0) throw new UsageError("missing game expression");
  const transforms = (["cool", "heat", "overheat"] as const).filter((k) =>
    typeof parsed.values[k] === "string"
  );
  if (transforms.length > 1) {
    throw new UsageError(`give at most one of --cool, --heat and --overheat`);
  }
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const svg = parsed.values.svg;
  const expr = parsed.positionals.join(" ");
  const workers = intOption(parsed, "workers", 1, 1, 64);
  const maxPositions = intOption(parsed, "max-positions", 1_000_000, 1, Number.MAX_SAFE_INTEGER);
  if (parsed.values["max-positions"] !== undefined && !namesFunction(expr)) {
    throw new UsageError(
      'option "--max-positions" applies to expressions with ruleset positions, such as domineering("..|..")',
    );
  }
  const rulesetRefusal = loopyRulesetRefusal(parsed.values, expr);
  if (rulesetRefusal !== undefined) throw new CliError(rulesetRefusal);
  const loopyRuleset = parsed.values.moves === true ? loopyRulesetName(expr) : undefined;
  if (loopyRuleset !== undefined) {
    return await printLoopyRulesetMoves(expr, loopyRuleset, parsed, maxSteps, io);
  }
  if (namesFunction(expr)) {
    // A search of ruleset positions starts from empty caches, as in a fresh process: its
    // estimate (calibrated on fresh processes) and its step count then do not depend on what
    // earlier calls in this process left there. Warm caches had both refused a search that
    // would fit (Clobber 4x4 after 3x4: estimated 18 million steps, took under 4 million) and
    // answered at --max-steps a search that a fresh process refuses. The cost: a long-running
    // process (a library user of `run`) recomputes what its earlier calls had cached.
    clearCaches();
  }
  const searches = new SearchEstimate(io, expr, {
    maxSteps,
    maxPositions,
    force: parsed.values.force === true,
  });
  const run = <T>(f: () => T): T => searches.run(f);
  const dbPath = typeof parsed.values.db === "string" ? parsed.values.db : undefined;
  if (dbPath !== undefined && !/\bdomineering\s*\(/.test(expr)) {
    throw new UsageError(
      'option "--db" applies to expressions with Domineering positions, such as domineering("..|..")',
    );
  }
  // With --db, Domineering positions are valued with the database's regions (in this thread).
  const dbFunctions = dbPath === undefined ? undefined : await (async () => {
    const { readDatabase, domineeringWithDatabase } = await import("./_database.ts");
    return domineeringWithDatabase(await readDatabase(io, dbPath), maxPositions);
  })();
  let read: ReadValue;
  try {
    read = await searches.settle(
      (async () =>
        (dbFunctions === undefined
          ? await positionRead(expr, { workers, maxSteps, maxPositions }, run)
          : undefined) ??
          await readValue(expr, maxSteps, run, dbFunctions))(),
    );
  } catch (error) {
    // Not a game: a surreal number that is not a short game (omega, 7/6), as CGSuite reads it.
    const surreal = await surrealOrThrow(expr, error);
    return await printSurreal(surreal, expr, parsed, io);
  }
  if (read.loopy !== undefined) {
    const refusal = loopyRefusal(parsed.values, expr);
    if (refusal !== undefined) throw new CliError(refusal);
    const { loopyFields, loopyProps, loopyPropsText, LOOPY_OUTCOME_TEXT } = await import(
      "./_loopy.ts"
    );
    const loopy = read.loopy;
    const fields = withinBudget(maxSteps, () => loopyFields(loopy));
    if (parsed.values["loopy-props"] && !fields.stopper) {
      throw new CliError(
        `Cannot find the loopy properties of ${
          quote(expr)
        }: degree, variety and options are defined for stoppers, and its onside and offside differ`,
      );
    }
    const props = parsed.values["loopy-props"]
      ? withinBudget(maxSteps, () => loopyProps(loopy))
      : undefined;
    const predicateModule = parsed.values.predicates
      ? await import("@cgt/partizan/loopy-predicates")
      : undefined;
    const predicates = predicateModule === undefined
      ? undefined
      : withinBudget(maxSteps, () => loopyPredicates(predicateModule, loopy));
    // The fields in the order of the short games': the value's, then --predicates, then
    // --loopy-props.
    if (parsed.values.json) {
      writeJson(io, { ...fields, ...(predicates && { predicates }), ...props });
    } else {
      const sides = fields.stopper ? "" : `onside ${fields.onside}\noffside ${fields.offside}\n`;
      io.stdout(
        `value ${fields.value}\noutcome ${fields.outcome} (${
          LOOPY_OUTCOME_TEXT[fields.outcome]
        })\n${sides}${predicates === undefined ? "" : predicatesText(predicates)}${
          props === undefined ? "" : loopyPropsText(props)
        }`,
      );
    }
    return 0;
  }
  // Load what the options need before the budgeted computation (which is synchronous).
  const full = FULL_OPTIONS.some((k) => parsed.values[k] !== undefined)
    ? await import("@cgt/partizan")
    : undefined;
  const functions = typeof parsed.values.heat === "string" ||
      typeof parsed.values.overheat === "string"
    ? await functionsFor(String(parsed.values.heat ?? parsed.values.overheat))
    : {};
  const thermoFields = parsed.values.thermo ? await thermoFieldsLoader() : undefined;
  const misereOutcomeOf = parsed.values.misere
    ? (await import("./_misere_value.ts")).misereOutcomeOf
    : undefined;
  const misereForm = parsed.values["misere-form"]
    ? await (await import("./_misere_form_value.ts")).misereFormLoader(expr)
    : undefined;
  // The game as written, for --misere and for input with explicit forms '{...}'.
  const movesAsked = {
    sensible: parsed.values.sensible === true,
    lines: parsed.values.lines === true,
    moves: parsed.values.moves === true,
  };
  const moveFieldsOf = movesAsked.sensible || movesAsked.lines || movesAsked.moves
    ? await import("./_moves.ts")
    : undefined;
  const forms = parsed.values.misere || expr.includes("'") || moveFieldsOf !== undefined
    ? await import("@cgt/partizan/game-form")
    : undefined;
  const formFunctions = forms === undefined ? {} : await functionsFor(expr);
  const loopyProps = parsed.values["loopy-props"] ? await import("./_loopy.ts") : undefined;
  const thermographSvg = typeof svg === "string"
    ? (await import("@cgt/partizan/thermograph-svg")).thermographSvg
    : undefined;
  const { g, form, result, thermo, drawing, props } = withinBudget(maxSteps, () => {
    const g = transform(read.game, parsed.values, full, functions);
    // parseGame has read the text already: values: false keeps it from searching again.
    const form = forms?.parseGameForm(expr, { functions: formFunctions, values: false });
    // A transformed game is no longer the typed game: its misère outcome is the value's.
    const misere = misereOutcomeOf?.(transforms.length > 0 ? undefined : form, g);
    const asWritten = transforms.length > 0 ? undefined : form;
    const moves = moveFieldsOf?.moveFields(asWritten, g, movesAsked, maxPositions);
    const props = loopyProps?.loopyProps(loopyProps.fromGame(g));
    const result = {
      ...valueFields(g),
      ...(form !== undefined && hasExplicitForm(form)
        ? { form: forms!.formatGameForm(form, { maxLength: MAX_VALUE_LENGTH }) }
        : {}),
      outcome: outcome(g),
      ...extraFields(g, parsed.values, full),
      ...(misere !== undefined ? { misereOutcome: misere.outcome, misereOf: misere.basis } : {}),
      ...moves,
      ...misereForm?.(g, transforms.length > 0),
      ...props,
    };
    const thermo = thermoFields?.(g);
    const drawing = thermographSvg?.(g);
    return { g, form, result, thermo, drawing, props };
  });
  if (svg === "-" && parsed.values.json) {
    throw new UsageError('options "--svg -" and "--json" both write to standard output');
  }
  if (typeof svg === "string" && drawing !== undefined) {
    await writeOutput(io, svg, drawing, { force: parsed.values.force === true });
    if (svg === "-") return 0;
  }
  if (parsed.values.json) writeJson(io, { ...result, ...thermo });
  else {
    const value = result.value ??
      `not printed: the canonical form has ${
        result.length === Infinity ? "more than 2^53" : result.length
      } characters (birthday ${birthday(g)})`;
    const form = result.form === undefined ? "" : `form ${result.form}\n`;
    io.stdout(
      `${form}value ${value}\noutcome ${result.outcome} (${OUTCOME_TEXT[result.outcome]})\n`,
    );
  }
  if (!parsed.values.json && result.misereOutcome !== undefined) {
    io.stdout(
      `misère outcome ${result.misereOutcome} (${
        OUTCOME_TEXT[result.misereOutcome]
      }), searched on ${result.misereOf}\n`,
    );
  }
  if (!parsed.values.json && result.misereForm !== undefined) {
    io.stdout(
      `misère form ${
        result.misereForm ?? "(longer than 100000 characters)"
      }\ngenus ${result.genus}\n`,
    );
  }
  if (!parsed.values.json && thermo !== undefined) {
    io.stdout(
      `mean ${thermo.mean}\ntemperature ${thermo.temperature}\n` +
        `left stop ${thermo.leftStop}\nright stop ${thermo.rightStop}\n`,
    );
  }
  if (!parsed.values.json) io.stdout(extraText(result));
  if (!parsed.values.json && props !== undefined) io.stdout(loopyProps!.loopyPropsText(props));
  if (!parsed.values.json && moveFieldsOf !== undefined) {
    const many = form?.kind === "sum" && transforms.length === 0;
    io.stdout(moveFieldsOf.moveText(result, many));
  }
  if (!parsed.values.json && typeof svg === "string") {
    io.stdout(`thermograph written to ${escapeControl(svg)}\n`);
  }
  return 0;
}

/** The `cgt value` command. */
export const valueCommand: Command = {
  name: "value",
  help: helpText(
    "  (the list is printed by cgt value --help)",
    "  (the list is printed by cgt value --help)",
  ),
  helpFor: async () =>
    helpText(wrapNames(await rulesetNames()), wrapNames(await cgsuiteRulesetNames())),
  run: runValue,
};
