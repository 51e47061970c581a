/**
 * `cgt solve`: who wins a position or sum moving first, and a winning move, by search
 * (`OutcomeSolver` of `@cgt/partizan`), for positions too large for canonical forms.
 *
 * @module
 */

import { formatGame } from "@cgt/partizan/notation";
import { GameLimitError, PositionLimitError } from "@cgt/partizan/game-limit";
import {
  formatGameForm,
  type GameForm,
  parseGameForm,
  type PositionForm,
} from "@cgt/partizan/game-form";
import {
  type OutcomeProgress,
  type OutcomeResult,
  OutcomeSolver,
} from "@cgt/partizan/outcome-solver";
import type { ParallelOutcomeOptions, ParallelOutcomeResult } from "@cgt/partizan/parallel-outcome";
import type { Ruleset } from "@cgt/partizan/search";
import type { CatalogEntry } from "@cgt/rulesets/catalog";
import type { CramSolution, GridPosition } from "@cgt/rulesets/cram-solver";
import {
  causeOf,
  CliError,
  type Command,
  FileError,
  Interrupted,
  intOption,
  type Io,
  type OptionSpec,
  outputPath,
  parse,
  quote,
  readInputBytes,
  readInputFile,
  UsageError,
  writeJson,
  writeOutput,
} from "../cli.ts";
import { functionsFor, usesLoopyNotation, withinBudget } from "./_read.ts";
import { readDatabase } from "./_database.ts";
import {
  decodeDomineeringTable,
  DOMINEERING_TABLE_LINE,
  encodeDomineeringTable,
} from "./_table_text.ts";
import { stepsRemaining } from "@cgt/core/limits";

/** The default of `--max-nodes`. */
const DEFAULT_MAX_NODES = 100_000_000;
/**
 * The default of `--max-steps`: large, so that `--max-nodes` is the bound a search meets first
 * (a node costs one step), yet bounding the work of reading and valuing as well.
 */
const DEFAULT_SOLVE_STEPS = 200_000_000;
/** The default of `--max-memory`, in MB. */
const DEFAULT_MAX_MEMORY = 512;
/** The largest `--max-memory`, in MB. */
const MAX_MEMORY = 65_536;
/** The bytes one transposition-table entry costs, about (its key string and a map slot). */
const BYTES_PER_ENTRY = 200;
/**
 * The most entries of a generic search's table (`OutcomeSolver`'s bound: two Maps of 2^24), some
 * 6.7 GB by {@link BYTES_PER_ENTRY}: a larger `--max-memory` does not enlarge it.
 */
const MAX_GENERIC_ENTRIES = 2 ** 25;

/**
 * The nodes of the first slice when `--save` is given: the search then runs in slices, each
 * going on from the table the last one left, and Ctrl-C is seen between slices (a synchronous
 * search cannot see a signal inside one). Later slices grow or shrink (within the bounds below)
 * to last about {@link SLICE_MS}, so Ctrl-C is answered within about a second whatever a node
 * costs, while the path back to where a slice stopped (a few nodes a level) stays a small part
 * of the work.
 */
const FIRST_SLICE_NODES = 1_024;
const MIN_SLICE_NODES = 256;
const MAX_SLICE_NODES = 1 << 20;
const SLICE_MS = 500;

/** The most threads `--workers` asks for (at most one per core start). */
const MAX_WORKERS = 64;

/** The most cells `--build-db` takes (the library's bound). */
const MAX_DATABASE_CELLS = 12;

const HELP = `cgt solve: who wins a game moving first, and a winning move, by search

USAGE:
  cgt solve <expr> [--max-nodes N] [--max-steps N] [--max-memory MB] [--db FILE] [--json]
                   [--save FILE [--force]] [--resume FILE] [--workers N]
  cgt solve --build-db domineering --cells K [--out FILE] [--force]

<expr> is read as "cgt value" reads it (see "cgt value --help"): ruleset
positions such as domineering("....|....|....|...."), values, explicit forms
and sums of them. Instead of the canonical form, the game tree is searched
(negamax with a transposition table): components small enough are replaced by
their canonical values, so sums of known values need no search. It answers
who wins moving first for each player, the outcome (L: Left wins, R: Right
wins, N: the first player wins, P: the second player wins) and, for each
player who wins moving first, a winning move, printed as the ruleset writes
positions. Players are named as the ruleset names them: in Domineering, Left
is Vertical (places vertical dominoes) and Right is Horizontal; an m x n board
has m rows. A lone Domineering board (of at most 31 rows and columns; a
longer strip takes the generic search) is searched on bitboards, with the
safe-move bounds of Breuker, Uiterwijk and van den Herik (2000) and Bullock
(2002), protective areas and boards mirrored to one key: 7 x 7 takes about a
second, 8 x 8 (a first-player win) about 64 CPU seconds. A lone
Cram board is valued on bitboards too, region by region (its value is a
nimber; boards symmetric under the half turn with no central domino are 0):
the answer adds the nimber, and either player's winning move leaves a 0
position; 5 x 5 takes about a second. A lone NoGo board (Left is Black, x)
is searched on bitboards too, with sure-move bounds (eyes) and boards mirrored
and colour-swapped to one key: 4 x 4 (a second-player win) takes about a
second. A lone Clobber board (x is Left, o is Right) is searched on
bitboards too, its components of at most 8 stones replaced by their values
(zeros and cancelling pairs taken off, boards of valued components decided by
their sum): the 4 x 5 checkerboard takes under a second, 5 x 5 (a
second-player win) about 30 CPU seconds; with --save or --resume it takes the
generic search.
Heap and coin games (takeAndBreak, mockTurtles, ...) are refused: their
Grundy values decide them (cgt value, cgt grundy).

OPTIONS:
  -h, --help  Show this help
      --json  Print {"outcome", "leftFirst", "rightFirst",
              "winningMove": {"left", "right"} (null when that player loses
              moving first), "nimber" (a lone Cram board only: its Grundy
              value), "nodes", "workers" (the threads that searched),
              "seconds"}
      --max-nodes N  Give up (exit 1) after N search nodes (default ${DEFAULT_MAX_NODES})
      --max-steps N  Give up (exit 1) after N steps of work: one per search node,
                     and those of reading the expression and valuing small
                     components (default ${DEFAULT_SOLVE_STEPS})
      --db FILE   Read a Domineering endgame database built by --build-db: a
                  lone Domineering board whose regions all have at most its
                  number of cells is then decided by their values (needs read
                  access to FILE)
      --build-db domineering  Build the endgame database: the canonical value
                  of every Domineering region of at most --cells K empty cells
                  (1 to ${MAX_DATABASE_CELLS}; 8 takes a second, 10 several, 12 minutes),
                  written as text with a version header and a check line (a
                  file changed since is refused; version 1, which had none,
                  is refused too: build it again) to --out FILE
                  (default domineering-K.cgtdb, relative to the directory you
                  ran the command in; an existing file is kept unless --force;
                  - for standard output, which then holds only the database)
      --max-memory MB  Bound the transposition table to about MB megabytes,
                       1 to ${MAX_MEMORY} (default ${DEFAULT_MAX_MEMORY}); older entries are dropped
                       (the generic search's table takes at most 2^25 entries,
                       some 6.7 GB, whatever MB)
      --save FILE  When the search ends, stops at --max-nodes or is stopped by
                   Ctrl-C, write its transposition table to FILE (relative to
                   the directory you ran the command in; text with a version
                   header, the expression it belongs to and a check line, so
                   that a table changed since is refused). An existing FILE
                   is kept unless --force or it is the --resume file. Needs
                   write access there. Ctrl-C while FILE is written lets the
                   save finish, then stops (exit 130). A lone Domineering
                   board keeps its bitboard search: its table is saved as a
                   version line and the table's bytes in base64 (the board,
                   the entries and a check word), at most 2^24 slots
                   (--max-memory above 300 MB does not enlarge it). Not for a
                   lone Cram or NoGo board, whose bitboard search keeps no
                   savable table (add 0 to it to take the generic search)
      --resume FILE  Load a table saved by --save for the same expression (a
                     lone Domineering board: the same board) and go on from it
                     (needs read access to FILE)
      --workers N  Search with N threads (default 1; at most one per core
                   start) that search the same game in different orders
                   and share what they prove (Lazy SMP); the answer is the
                   same and each winning move is checked. This thread
                   searches alone for its first second of CPU, so a
                   smaller search never starts a worker (each costs some
                   tenths of a second of CPU to start and warm up). A lone
                   Domineering board gives each thread its own table
                   (--max-memory less the shared one, shared out, up to
                   1.2 GB each) and shares one more (up to half of it, at
                   most 300 MB, lock-free) for boards far from the end,
                   with 256 KB of marks of the boards being searched
                   (also taken from --max-memory):
                   with 2 on two free cores, 8 x 8 takes 47 s with
                   --max-memory 1300 (51 s at the default) against 64 s
                   alone, 7 x 8 3.9 s against 5.0 s, for 25-40% more CPU
                   in all; 6 x 8 (1.1 s alone) is slower (1.6 s: the
                   worker starts near the end). A lone
                   Cram board shares the values of its regions of up to 44
                   cells of bounding box (three quarters of --max-memory),
                   each thread walking the options from its own place:
                   3 x 11 (7 CPU s alone) 1.9 times faster, 5 x 6 (4.5 s)
                   1.8 times, 3 x 12 (29 s) 1.5 times, for 25-40% more CPU
                   in all. Other games (sums, lone boards of other
                   rulesets) share the generic search's results and
                   component values through a fixed table of exact keys
                   (with the store of its games, half of --max-memory,
                   which must be 4 MB or more; each thread's own table
                   gets its share of the rest): with 2, Clobber 4 x 5 + 0 and
                   5 x 4 + 0 (30-35 CPU s alone) and 3 x 6 + 0 (6 s) are
                   1.8-2.8 times faster, NoGo 3 x 4 + 0 (6 s) 1.3-1.5
                   times, Konane 5 x 5 (2 s) the same (the same estimate;
                   bench/results/RESULTS.md, "Domineering solve with
                   workers", "Cram with workers" and "Generic solve with
                   workers"). --max-nodes bounds the nodes of all threads
                   together; --max-steps each thread's steps on a lone
                   Domineering or Cram board, and all threads' together
                   (counted every 16 nodes) otherwise. --save and --resume
                   take one thread, and so do the bitboard searches of a
                   lone NoGo or Clobber board (add 0 to it to share the
                   generic one)

  On a terminal, a progress line (nodes, depth, rate, table size) shows on
  stderr.

EXAMPLES:
  cgt solve 'domineering("....|....|....|....")'   # N: whoever starts wins
  cgt solve 'clobber("xoxo|oxox|xoxo")' --json
  cgt solve 'cram(".....|.....|.....|.....")'   # *2: the first player wins
  cgt solve 'cram("...........|...........|...........")' --workers 2   # 3 x 11: 0
  cgt solve 'noGo("....|....|....|....")'   # P: the second player wins
  cgt solve '{1|0} + *'
  cgt solve 'clobber("xoxoxo|oxoxox|xoxoxo")' --workers 2   # P, two threads
  cgt solve 'clobber("xoxox|oxoxo|xoxox|oxoxo")' --save c.cgtt   # Ctrl-C saves
  cgt solve 'clobber("xoxox|oxoxo|xoxox|oxoxo")' --resume c.cgtt --save c.cgtt
  cgt solve 'domineering("........|........|........|........|........|........|........|........")' --save d.cgtt
  cgt solve --build-db domineering --cells 8
  cgt solve 'domineering("......|......|......|......|......|......")' --db domineering-8.cgtdb
`;

const SOLVE_OPTIONS: Record<string, OptionSpec> = {
  "max-nodes": { type: "string" },
  "max-steps": { type: "string" },
  "max-memory": { type: "string" },
  db: { type: "string" },
  "build-db": { type: "string" },
  cells: { type: "string" },
  out: { type: "string" },
  force: { type: "boolean" },
  save: { type: "string" },
  resume: { type: "string" },
  workers: { type: "string" },
};

/** The options `cgt solve --build-db` takes. */
const BUILD_OPTIONS: ReadonlySet<string> = new Set([
  "build-db",
  "cells",
  "out",
  "force",
  "json",
  "help",
]);

/** The kinds of board whose positions made by a call with parameters `cgt solve` searches. */
const BOARD_KINDS: ReadonlySet<string> = new Set(["grid", "strip", "graph"]);

/** Writes a form with positions as their ruleset writes them: `domineering("..|..")`. */
function formatMove(
  form: GameForm,
  catalog: readonly CatalogEntry[],
  schemaText: (ruleset: object, position: unknown) => string | undefined,
): string {
  const inner = (f: GameForm): string => {
    switch (f.kind) {
      case "value":
        return formatGame(f.value);
      case "sum":
        return f.parts.map(inner).join(" + ");
      case "negative":
        return `-${inner(f.form)}`;
      case "position": {
        const cake = catalog.find((e) => e.cake === f.ruleset);
        if (cake !== undefined) {
          // A cake position is a list of rectangles, each written as the call that makes it.
          const pieces = f.position as { rows: number; cols: number }[];
          if (pieces.length === 0) return "0";
          return pieces.map((p) => `${cake.name}(${p.rows}, ${p.cols})`).join(" + ");
        }
        const entry = catalog.find((e) =>
          e.position?.ruleset === f.ruleset || e.graphPosition?.ruleset === f.ruleset
        );
        const rules = entry?.position?.ruleset === f.ruleset
          ? entry.position
          : entry?.graphPosition;
        const format = rules?.format;
        if (entry !== undefined && format !== undefined) {
          return `${entry.name}(${JSON.stringify(format(f.position))})`;
        }
        // A board made by a call with parameters: written as that call.
        return schemaText(f.ruleset, f.position) ?? formatGameForm(f);
      }
      default:
        return formatGameForm(f);
    }
  };
  return inner(form);
}

/** The rulesets whose positions occur in `form`. */
function rulesetsIn(form: GameForm, out: Set<Ruleset<unknown>> = new Set()): Set<Ruleset<unknown>> {
  if (form.kind === "sum") { for (const p of form.parts) rulesetsIn(p, out); }
  else if (form.kind === "negative") rulesetsIn(form.form, out);
  else if (form.kind === "position") out.add(form.ruleset);
  return out;
}

/**
 * Turns the engine's "nested too deeply for the call stack" (an expression or a game too deep
 * to read or search) into a CliError in the command's words.
 */
function tooDeep(error: unknown): void {
  if (error instanceof RangeError && error.message.endsWith("for the call stack")) {
    throw new CliError(
      `${error.message.slice(0, -" for the call stack".length)} to read or search`,
    );
  }
}

const OUTCOME_TEXT: Record<string, string> = {
  L: "Left wins whoever starts",
  R: "Right wins whoever starts",
  N: "the first player wins",
  P: "the second player wins",
};

async function runSolve(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, SOLVE_OPTIONS, { expressionsOf: "solve" });
  // An option that the run would not use is refused rather than ignored (--cells without
  // --build-db built nothing, and --max-steps did not bound a build).
  const given = Object.keys(parsed.values).filter((name) => parsed.values[name] !== undefined);
  if (parsed.values["build-db"] !== undefined) {
    const stray = given.find((name) => !BUILD_OPTIONS.has(name));
    if (stray !== undefined) {
      throw new UsageError(
        `option "--${stray}" does not go with --build-db, which takes --cells, --out, --force and --json`,
      );
    }
    return await buildDatabase(parsed, io);
  }
  for (const name of ["cells", "out"]) {
    if (given.includes(name)) throw new UsageError(`option "--${name}" goes with --build-db`);
  }
  if (parsed.positionals.length === 0) throw new UsageError("missing game expression");
  const expr = parsed.positionals.join(" ");
  const maxNodes = intOption(parsed, "max-nodes", DEFAULT_MAX_NODES, 1, Number.MAX_SAFE_INTEGER);
  const maxMemory = intOption(parsed, "max-memory", DEFAULT_MAX_MEMORY, 1, MAX_MEMORY);
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_SOLVE_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const workers = intOption(parsed, "workers", 1, 1, MAX_WORKERS);
  const functions = await functionsFor(expr);
  let form: GameForm;
  try {
    form = withinBudget(
      maxSteps,
      () => parseGameForm(expr, { functions, values: false }),
    );
  } catch (error) {
    tooDeep(error);
    if (error instanceof SyntaxError && usesLoopyNotation(expr)) {
      throw new CliError(
        "cannot solve a loopy game: cgt solve searches short games; use cgt value for loopy ones",
      );
    }
    throw error;
  }
  const { CATALOG, catalogEntry, schemaPositionName, schemaPositionText } = await import(
    "@cgt/rulesets/catalog"
  );
  const used = [...rulesetsIn(form)];
  // Heap and coin games make a ruleset per call (their Grundy values, not a search of their
  // moves, are the way to them: a heap's options alone can number in the millions). Boards
  // made by a call with parameters (toads("TT..FF", 2), genClobber(...)) are searched as any.
  const known = new Set(
    CATALOG.flatMap((e) => [e.position?.ruleset, e.graphPosition?.ruleset, e.cake]),
  );
  const callEntry = (r: Ruleset<unknown>): CatalogEntry | undefined => {
    const name = schemaPositionName(r);
    return name === undefined ? undefined : catalogEntry(name);
  };
  const foreign = used.find((r) => !known.has(r) && !BOARD_KINDS.has(callEntry(r)?.kind ?? ""));
  if (foreign !== undefined) {
    const kind = callEntry(foreign)?.kind;
    throw new CliError(
      `cannot solve ${JSON.stringify(foreign.name)} positions: ${
        kind === "variant"
          ? "cgt solve searches the boards of the rulesets themselves, not their variants; use cgt value"
          : "heap and coin games are solved by their Grundy values; use cgt value or cgt grundy"
      }`,
    );
  }
  const entries = used.map((r) =>
    CATALOG.find((e) => e.position?.ruleset === r || e.graphPosition?.ruleset === r) ??
      callEntry(r)
  );
  const names = used.length === 1 ? entries[0]?.players : undefined;
  const [leftName, rightName] = names === undefined
    ? ["Left", "Right"]
    : [`Left (${names[0]})`, `Right (${names[1]})`];
  const started = performance.now();
  const savePath = typeof parsed.values.save === "string" ? parsed.values.save : undefined;
  const resumePath = typeof parsed.values.resume === "string" ? parsed.values.resume : undefined;
  const lone = form.kind === "position" ? entries[0] : undefined;
  const search = lone === undefined ? undefined : BOARD_SEARCHES[lone.name];
  const board = search === undefined || await (search.takes?.(form as PositionForm) ?? true)
    ? search
    : undefined;
  const saving = (savePath ?? resumePath) !== undefined;
  if (parsed.values.db !== undefined && (lone?.name !== "domineering" || board === undefined)) {
    // Only the bitboard search of a lone Domineering board reads the database: refused rather
    // than left unread for a sum or another ruleset.
    throw new UsageError(
      "--db serves a lone Domineering board (of at most 31 rows and columns), not a sum or another ruleset's board",
    );
  }
  if (board !== undefined && saving && !board.savedByGeneric && board.saves === undefined) {
    throw new UsageError(
      `--save and --resume take the generic search, and a lone ${
        lone!.title
      } board is searched on bitboards (add 0 to it to take the generic search)`,
    );
  }
  if (workers > 1 && saving) {
    throw new UsageError(
      "--save and --resume take one thread: the table --workers shares is not saved",
    );
  }
  if (board?.saves !== undefined && saving) {
    return await board.saves(io, form as PositionForm, {
      maxNodes,
      maxMemory,
      maxSteps,
      json: parsed.values.json === true,
      started,
      names: [leftName, rightName],
      dbPath: typeof parsed.values.db === "string" ? parsed.values.db : undefined,
      workers,
      savePath,
      resumePath,
      force: parsed.values.force === true,
    });
  }
  if (board !== undefined && !saving) {
    if (workers > 1 && !board.threads) {
      throw new UsageError(
        `--workers N > 1 does not take a lone ${
          lone!.title
        } board: its bitboard search runs in one thread (add 0 to it to take the generic search, which threads share)`,
      );
    }
    return await board.solve(io, form as PositionForm, {
      maxNodes,
      maxMemory,
      maxSteps,
      json: parsed.values.json === true,
      started,
      names: [leftName, rightName],
      dbPath: typeof parsed.values.db === "string" ? parsed.values.db : undefined,
      workers,
    });
  }
  const onProgress = io.stderrIsTerminal
    ? (p: OutcomeProgress) => {
      const seconds = (performance.now() - started) / 1000;
      const rate = seconds > 0 ? Math.round(p.nodes / seconds) : 0;
      io.stderr(
        `\rsolving: ${p.nodes} nodes, depth ${p.depth}, ${rate} nodes/s, table ${p.tableSize}   `,
      );
    }
    : undefined;
  const { expressionRuleset, solveExpressionInParallel } = await import(
    "@cgt/rulesets/parallel-expression"
  );
  if (workers > 1) {
    return await solveGenericInParallel(io, expr, solveExpressionInParallel, {
      maxNodes,
      maxMemory,
      maxSteps,
      workers,
      onProgress,
      print: (result) => {
        const move = (m: GameForm | undefined): string | null =>
          m === undefined ? null : formatMove(m, CATALOG, schemaPositionText);
        printSolution(
          io,
          {
            outcome: result.outcome,
            leftFirst: result.leftFirst,
            rightFirst: result.rightFirst,
            leftMove: move(result.leftMove),
            rightMove: move(result.rightMove),
            nodes: result.nodes,
            workers: result.workers,
          },
          [leftName, rightName],
          started,
          parsed.values.json === true,
        );
      },
    });
  }
  // The keys of expressionRuleset depend only on the expression, so a saved table fits any run.
  const solver = new OutcomeSolver(expressionRuleset(form), {
    maxNodes,
    maxTableEntries: Math.min(
      MAX_GENERIC_ENTRIES,
      Math.max(2, Math.floor((maxMemory * 1_000_000) / BYTES_PER_ENTRY)),
    ),
    ...(onProgress ? { onProgress } : {}),
  });
  const label = `cgt solve ${expr}`;
  if (savePath !== undefined) {
    await checkSavePath(io, savePath, parsed.values.force === true || savePath === resumePath);
  }
  if (resumePath !== undefined) {
    const text = await readTableFile(io, resumePath, maxMemory);
    try {
      solver.loadTable(text, label);
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof RangeError) {
        const why = error.message.replace(/^Cannot load the outcome table: /, "");
        throw new CliError(`cannot resume from ${quote(resumePath)}: ${why}`);
      }
      throw error;
    }
  }
  const save = async (): Promise<string> => {
    if (savePath === undefined) return "";
    // A chunk at a time: the table's text (tens of MB and more) is not in memory whole.
    await writeOutput(io, savePath, solver.saveTableChunks(label), { force: true });
    return savedMessage(savePath);
  };
  const ctrlC = savePath === undefined ? undefined : watchCtrlC();
  let result: OutcomeResult<GameForm>;
  try {
    try {
      result = ctrlC === undefined
        ? withinBudget(maxSteps, () => solver.solve(form))
        : await solveInSlices(
          (slice) => solver.solve(form, { maxNodes: slice }),
          maxNodes,
          maxSteps,
          save,
          ctrlC.pressed,
        );
    } catch (error) {
      tooDeep(error);
      if (error instanceof PositionLimitError) {
        throw new CliError(
          `cannot solve the game: the search needs more than ${maxNodes} nodes (raise the limit with --max-nodes)${await save()}`,
        );
      }
      if (error instanceof GameLimitError) throw new CliError(error.message);
      throw error;
    } finally {
      if (onProgress) io.stderr(`\r${" ".repeat(79)}\r`);
    }
    await save();
    await ctrlC?.stopIfPressed(savePath!);
  } finally {
    ctrlC?.stop();
  }
  const move = (m: GameForm | undefined): string | null =>
    m === undefined ? null : formatMove(m, CATALOG, schemaPositionText);
  printSolution(
    io,
    {
      outcome: result.outcome,
      leftFirst: result.leftFirst,
      rightFirst: result.rightFirst,
      leftMove: move(result.leftMove),
      rightMove: move(result.rightMove),
      nodes: result.nodes,
    },
    [leftName, rightName],
    started,
    parsed.values.json === true,
  );
  return 0;
}

/** The end of the line of a search saved to `path`. */
function savedMessage(path: string): string {
  return `; saved the search to ${quote(path)} (go on with --resume ${quote(path)})`;
}

/** Ctrl-C, listened to by {@link watchCtrlC}. */
interface CtrlCWatch {
  /** Whether Ctrl-C was pressed since the watch began (as far as the listener has heard). */
  pressed(): boolean;
  /**
   * After the last save: lets the listener hear a Ctrl-C pressed during it, and if one was
   * pressed since the search ended, stops the command (exit 130) saying the search was saved.
   */
  stopIfPressed(path: string): Promise<void>;
  /** Stops listening. */
  stop(): void;
}

/**
 * Listens for Ctrl-C (SIGINT) from before a search that saves until after its last save. With no
 * listener, Ctrl-C ends the process at once, and one pressed during a save left its temporary
 * file (`.cgt-*.tmp`) in the directory; while this listens, a save always finishes (it is
 * bounded by the table, which `--max-memory` bounds) and its temporary file takes the --save
 * file's place. Between slices of the search, Ctrl-C stops the search, which then saves; pressed
 * after the search ended, it is answered once the save is done ({@link CtrlCWatch.stopIfPressed}).
 */
function watchCtrlC(): CtrlCWatch {
  let pressed = false;
  const onSignal = () => {
    pressed = true;
  };
  Deno.addSignalListener("SIGINT", onSignal);
  return {
    pressed: () => pressed,
    async stopIfPressed(path: string): Promise<void> {
      // Let the listener run, for a Ctrl-C pressed while the last save was written.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (pressed) throw new Interrupted(`interrupted${savedMessage(path)}`);
    },
    stop: () => Deno.removeSignalListener("SIGINT", onSignal),
  };
}

/**
 * Solves in slices (from {@link FIRST_SLICE_NODES} nodes): `attempt` searches with a node limit,
 * going on from the table the last slice left, and fails with a PositionLimitError at it;
 * `interrupted` (Ctrl-C, from {@link watchCtrlC}) is asked between slices: on Ctrl-C the table is
 * saved and the command fails in one line. `--max-nodes` and `--max-steps` bound the slices
 * together; `onSlice` hears the nodes so far after each slice (for a progress line).
 */
async function solveInSlices<R extends { nodes: number }>(
  attempt: (maxNodes: number) => R,
  maxNodes: number,
  maxSteps: number,
  save: () => Promise<string>,
  interrupted: () => boolean,
  onSlice?: (nodes: number) => void,
): Promise<R> {
  let nodes = 0;
  let steps = maxSteps;
  let size = FIRST_SLICE_NODES;
  while (true) {
    const slice = Math.min(size, maxNodes - nodes);
    const begun = performance.now();
    try {
      const result = withinBudget(steps, () => {
        try {
          return attempt(slice);
        } finally {
          steps = stepsRemaining();
        }
      });
      return { ...result, nodes: nodes + result.nodes };
    } catch (error) {
      if (!(error instanceof PositionLimitError)) throw error;
    }
    nodes += slice;
    if (nodes >= maxNodes) throw new PositionLimitError(maxNodes);
    onSlice?.(nodes);
    const ms = performance.now() - begun;
    if (ms < SLICE_MS / 2) size = Math.min(MAX_SLICE_NODES, size * 2);
    else if (ms > SLICE_MS * 2) size = Math.max(MIN_SLICE_NODES, size >>> 1);
    // Let the signal listener run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (interrupted()) {
      throw new CliError(`interrupted after ${nodes} nodes${await save()}`);
    }
  }
}

/** The least `sharedTableBytes` of `solveExpressionInParallel`: 1 MiB. */
const MIN_SHARED_TABLE_BYTES = 1 << 20;
/** The most `sharedTableBytes` of `solveExpressionInParallel`: 2^31. */
const MAX_SHARED_TABLE_BYTES = 2 ** 31;
/**
 * The bytes the shared part of the generic parallel search reserves up front, per byte of its
 * `sharedTableBytes`: the table itself (one), and the store of the games its keys name, which the
 * library sizes for a game per 140 bytes of table in a power of two of slots of some 84 bytes
 * (at most 2.4 bytes a byte of table; 1.25 to 1.87 measured at 1 MiB, 2, 3, 4, 25 and 128 MB).
 */
const SHARED_BYTES_PER_TABLE_BYTE = 3.4;
/** Bytes the shared part reserves besides: the game store's header and the threads' counters. */
const SHARED_FIXED_BYTES = 4096;

/**
 * How the generic search on `workers` threads (`solveExpressionInParallel`) shares out
 * `maxMemory` MB, so that all its tables together stay within it: half to the table the threads
 * share with its store of games ({@link SHARED_BYTES_PER_TABLE_BYTE} bytes a byte of table, the
 * table from 1 MiB to 2^31 bytes), the rest to each thread's own table in equal shares (at least
 * 2 entries of {@link BYTES_PER_ENTRY} bytes, at most {@link MAX_GENERIC_ENTRIES}). Planned bytes:
 * `ceil(3.4 sharedTableBytes) + 4096 + workers * maxTableEntries * 200 <= maxMemory * 10^6`.
 *
 * @throws {UsageError} If `maxMemory` is too small for the least shared table and `workers`
 *   tables of 2 entries (under 4 MB).
 */
export function genericParallelTables(
  maxMemory: number,
  workers: number,
): { maxTableEntries: number; sharedTableBytes: number } {
  const bytes = maxMemory * 1_000_000;
  const sharedBytes = (table: number) =>
    Math.ceil(table * SHARED_BYTES_PER_TABLE_BYTE) + SHARED_FIXED_BYTES;
  const sharedTableBytes = Math.min(
    MAX_SHARED_TABLE_BYTES,
    Math.max(MIN_SHARED_TABLE_BYTES, Math.floor(bytes / 2 / SHARED_BYTES_PER_TABLE_BYTE)),
  );
  const maxTableEntries = Math.min(
    MAX_GENERIC_ENTRIES,
    Math.floor((bytes - sharedBytes(sharedTableBytes)) / workers / BYTES_PER_ENTRY),
  );
  if (maxTableEntries < 2) {
    const least = sharedBytes(MIN_SHARED_TABLE_BYTES) + workers * 2 * BYTES_PER_ENTRY;
    throw new UsageError(
      `option "--max-memory" must be at least ${
        Math.ceil(least / 1_000_000)
      } for the generic search on ${workers} threads (the table they share takes at least 1 MiB, and the store of its games more), received "${maxMemory}"`,
    );
  }
  return { maxTableEntries, sharedTableBytes };
}

/**
 * The generic search on `workers` threads (`solveExpressionInParallel`), its tables sized by
 * {@link genericParallelTables} to fit `--max-memory`.
 */
async function solveGenericInParallel(
  io: Io,
  expr: string,
  solveInParallel: (
    expression: string,
    options: ParallelOutcomeOptions,
  ) => Promise<ParallelOutcomeResult<GameForm>>,
  options: {
    maxNodes: number;
    maxMemory: number;
    maxSteps: number;
    workers: number;
    onProgress: ((p: OutcomeProgress) => void) | undefined;
    print: (result: ParallelOutcomeResult<GameForm>) => void;
  },
): Promise<number> {
  const { maxTableEntries, sharedTableBytes } = genericParallelTables(
    options.maxMemory,
    options.workers,
  );
  let result: ParallelOutcomeResult<GameForm>;
  try {
    result = await solveInParallel(expr, {
      workers: options.workers,
      maxNodes: options.maxNodes,
      maxSteps: options.maxSteps,
      maxTableEntries,
      sharedTableBytes,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
  } catch (error) {
    tooDeep(error);
    limitReached(error, options.maxNodes);
    throw error;
  } finally {
    if (options.onProgress) io.stderr(`\r${" ".repeat(79)}\r`);
  }
  options.print(result);
  return 0;
}

/** Refuses a `--save` file that exists, before the search (unless it may be replaced). */
async function checkSavePath(io: Io, path: string, replace: boolean): Promise<void> {
  if (path === "" || path === "-") {
    throw new UsageError(`option "--save" takes a file name, received ${quote(path)}`);
  }
  const target = outputPath(io, path);
  const folder = target.includes("/") ? target.slice(0, target.lastIndexOf("/") + 1) : ".";
  for (const name of ["write", "read"] as const) {
    // Writing needs both (reading to see where the folder really is): say so before the search.
    if ((await Deno.permissions.query({ name, path: folder })).state !== "granted") {
      throw new FileError(path, causeOf(new Deno.errors.NotCapable(name)));
    }
  }
  if (replace) return;
  try {
    await Deno.lstat(target);
  } catch {
    return; // Missing (or not readable: writing will say why).
  }
  throw new CliError(
    `cannot write ${quote(path)}: the file exists (replace it with --force)`,
  );
}

/**
 * Reads a table saved by `--save`: a regular file no larger than `--max-memory` allows (a device
 * or a pipe is refused before it is read).
 */
function readTableFile(io: Io, path: string, maxMemory: number): Promise<string> {
  return readInputFile(io, path, maxMemory * 1_000_000, `--max-memory ${maxMemory} MB`);
}

/** What `cgt solve` prints, whichever search found it. */
interface Solution {
  outcome: "L" | "R" | "P" | "N";
  leftFirst: boolean;
  rightFirst: boolean;
  /** The winning moves, written as the ruleset writes positions, or null. */
  leftMove: string | null;
  rightMove: string | null;
  nodes: number;
  /** The Grundy value, for an impartial board solved as one (Cram). */
  nimber?: number;
  /** The threads that searched. */
  workers?: number;
}

/** Prints a solution as JSON or as text, with the players' names. */
function printSolution(
  io: Io,
  s: Solution,
  names: readonly [string, string],
  started: number,
  json: boolean,
): void {
  const seconds = Math.round(performance.now() - started) / 1000;
  if (json) {
    writeJson(io, {
      outcome: s.outcome,
      leftFirst: s.leftFirst,
      rightFirst: s.rightFirst,
      winningMove: { left: s.leftMove, right: s.rightMove },
      ...(s.nimber === undefined ? {} : { nimber: s.nimber }),
      nodes: s.nodes,
      workers: s.workers ?? 1,
      seconds,
    });
    return;
  }
  const line = (name: string, wins: boolean, move: string | null): string =>
    `${name} moving first: ${wins ? `wins, moving to ${move}` : "loses"}\n`;
  io.stdout(
    `outcome ${s.outcome} (${OUTCOME_TEXT[s.outcome]})\n` +
      line(names[0], s.leftFirst, s.leftMove) +
      line(names[1], s.rightFirst, s.rightMove) +
      (s.nimber === undefined ? "" : `nimber *${s.nimber}\n`) +
      `nodes ${s.nodes}\n` +
      ((s.workers ?? 1) > 1 ? `threads ${s.workers} (nodes of all together)\n` : ""),
  );
}

/** The message of a search stopped by `--max-nodes`. */
function nodeLimitMessage(maxNodes: number): string {
  return `cannot solve the game: the search needs more than ${maxNodes} nodes (raise the limit with --max-nodes)`;
}

/**
 * Throws the one-line error of a search stopped by `--max-nodes` (of `maxNodes`) or
 * `--max-steps`, saying which option raises the limit, if `error` is one; else returns.
 */
function limitReached(error: unknown, maxNodes: number): void {
  if (error instanceof PositionLimitError) throw new CliError(nodeLimitMessage(maxNodes));
  if (error instanceof GameLimitError) {
    throw new CliError(`${error.message} (raise the limit with --max-steps)`);
  }
}

/** What a lone board's bitboard search answers: winning moves as boards of the ruleset. */
interface BoardResult {
  outcome: "L" | "R" | "P" | "N";
  leftFirst: boolean;
  rightFirst: boolean;
  leftMove?: string;
  rightMove?: string;
  nodes: number;
  workers?: number;
}

/** Prints a lone board's result, its winning moves written as `ruleset("board")`. */
function printBoardSolution(
  io: Io,
  ruleset: string,
  result: BoardResult,
  options: { names: readonly [string, string]; started: number; json: boolean },
): void {
  const move = (board: string | undefined): string | null =>
    board === undefined ? null : `${ruleset}(${JSON.stringify(board)})`;
  printSolution(
    io,
    {
      outcome: result.outcome,
      leftFirst: result.leftFirst,
      rightFirst: result.rightFirst,
      leftMove: move(result.leftMove),
      rightMove: move(result.rightMove),
      nodes: result.nodes,
      workers: result.workers,
    },
    options.names,
    options.started,
    options.json,
  );
}

/**
 * The slots of a lone Domineering board's table: as many as `maxMemory` MB hold (by the table's
 * own size, `tableBytes`: a header and a fixed size a slot) and no more than a board of `cells`
 * cells can use (2^cells, at most the solver's 2^26 a table), at least 1,024. With `threads`
 * above 1, as many as each thread's own table of up to 2^26 slots and a shared one of up to 2^24
 * can use, split by `solveDomineeringInParallel` (half to the shared table, at most 2^24, the rest
 * to the threads' own, each rounded down to a power of two, so the total stays within it); then
 * `sharedBytes`, the shared memory's bytes beyond its table (Domineering's busy marks, 256 KB),
 * and the header of each thread's table are taken out of `maxMemory` first, so that all the
 * tables together (`parallelDomineeringTableBytes`) fit it. The solver rounds a table down to a
 * power of two: the default 512 MB gives one thread 2^24 slots; 8x8 took 49.8M nodes in 126.5
 * CPU s with 2^26 against 63.3M in 135.4 with 2^24 (bench/results/RESULTS.md).
 */
export function domineeringTableSlots(
  maxMemory: number,
  cells: number,
  tableBytes: (slots: number) => number,
  threads = 1,
  sharedBytes = 0,
): number {
  const header = tableBytes(0);
  const perSlot = tableBytes(1) - header;
  const apart = threads > 1 ? sharedBytes + threads * header : 0;
  const fit = Math.floor((maxMemory * 1_000_000 - header - apart) / perSlot);
  const most = threads > 1
    ? threads * 2 ** Math.min(cells, 26) + 2 ** Math.min(cells, 24)
    : 2 ** Math.min(cells, 26);
  return Math.max(1024, Math.min(fit, most));
}

/**
 * A lone Domineering board, by the bitboard search of `@cgt/rulesets/domineering-solver` (its
 * safe moves and typed-array table make it many times faster than the generic search).
 */
async function solveDomineeringBoard(
  io: Io,
  form: PositionForm,
  options: LoneBoardOptions,
): Promise<number> {
  const { solveDomineeringInParallel } = await import("@cgt/rulesets/parallel-solve");
  const { formatDomineering } = await import("@cgt/rulesets/domineering");
  const { domineeringSharingBytes, domineeringTableBytes } = await import(
    "@cgt/rulesets/domineering-solver"
  );
  const position = form.position as Parameters<typeof formatDomineering>[0];
  const onProgress = progressLine(io, options.started);
  const slots = domineeringTableSlots(
    options.maxMemory,
    position.rows * position.cols,
    domineeringTableBytes,
    options.workers,
    // The busy marks, beyond the shared table.
    domineeringSharingBytes(0) - domineeringTableBytes(0),
  );
  const database = options.dbPath === undefined
    ? undefined
    : await readDatabase(io, options.dbPath);
  let result;
  try {
    // One thread unless --workers: then this one, joined by workers once it has searched for a
    // second of CPU.
    result = await solveDomineeringInParallel(position, {
      ...(database ? { database } : {}),
      maxNodes: options.maxNodes,
      maxSteps: options.maxSteps,
      maxTableEntries: slots,
      workers: options.workers,
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    limitReached(error, options.maxNodes);
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  } finally {
    if (onProgress) io.stderr(`\r${" ".repeat(79)}\r`);
  }
  printBoardSolution(io, "domineering", result, options);
  return 0;
}

/** The options of a search of a lone board on bitboards (`cgt solve`'s, as read). */
interface LoneBoardOptions {
  maxNodes: number;
  maxMemory: number;
  maxSteps: number;
  json: boolean;
  started: number;
  names: readonly [string, string];
  /** `--db` (Domineering only). */
  dbPath?: string;
  /** `--workers` (Domineering and Cram share; the others refuse more than 1 before). */
  workers: number;
}

/**
 * The progress line of a search on a terminal (nodes so far and their rate since `started`), or
 * undefined when stderr is not a terminal.
 */
function progressLine(io: Io, started: number): ((nodes: number) => void) | undefined {
  if (!io.stderrIsTerminal) return undefined;
  return (nodes: number) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(nodes / seconds) : 0;
    io.stderr(`\rsolving: ${nodes} nodes, ${rate} nodes/s   `);
  };
}

/** The options of a search of a lone board that saves or resumes its table. */
interface SavedBoardOptions extends LoneBoardOptions {
  savePath: string | undefined;
  resumePath: string | undefined;
  /** `--force`: replace an existing --save file. */
  force: boolean;
}

/**
 * The most slots of a Domineering table with `--save` or `--resume`: 2^24 (300 MB), whose full
 * table (16 bytes an entry) is some 360 million characters of base64, within a string's length.
 */
const MAX_SAVED_SLOTS = 2 ** 24;
/** The most characters of a saved Domineering table's text: that of 2^24 full slots, and more. */
const MAX_SAVED_TEXT = 400_000_000;
/**
 * A lone Domineering board with `--save` or `--resume`: the bitboard search on one thread, its
 * table loaded from the --resume file, searched in slices of nodes (each going on from the table,
 * a slice stopped at its limit losing only its path) so that Ctrl-C is seen between them, and
 * saved to the --save file at the end, at --max-nodes or on Ctrl-C.
 */
async function solveDomineeringSaved(
  io: Io,
  form: PositionForm,
  options: SavedBoardOptions,
): Promise<number> {
  const { DomineeringSolver, domineeringTableBytes } = await import(
    "@cgt/rulesets/domineering-solver"
  );
  const position = form.position as GridPosition;
  const { savePath, resumePath } = options;
  const slots = Math.min(
    MAX_SAVED_SLOTS,
    domineeringTableSlots(options.maxMemory, position.rows * position.cols, domineeringTableBytes),
  );
  const database = options.dbPath === undefined
    ? undefined
    : await readDatabase(io, options.dbPath);
  const solver = new DomineeringSolver({
    maxNodes: options.maxNodes,
    maxTableEntries: slots,
    ...(database ? { database } : {}),
  });
  if (savePath !== undefined) {
    await checkSavePath(io, savePath, options.force || savePath === resumePath);
  }
  if (resumePath !== undefined) {
    // Its text takes about 1.2 bytes for each byte of the table it fills (16 bytes an entry, in
    // base64, against 18 a slot): a file saved with this --max-memory is read with it.
    // The file's bytes, decoded in place: no string, lines or second copy of the table.
    const file = await readInputBytes(
      io,
      resumePath,
      Math.min(options.maxMemory * 1_250_000, MAX_SAVED_TEXT),
      `--max-memory ${options.maxMemory} MB`,
    );
    const bytes = decodeDomineeringTable(file);
    if (bytes === undefined) {
      throw new CliError(
        `cannot resume from ${
          quote(resumePath)
        }: it is not a Domineering table saved by --save (its first line must be ${
          JSON.stringify(DOMINEERING_TABLE_LINE)
        }, then base64)`,
      );
    }
    try {
      solver.loadTable(bytes, position);
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof RangeError) {
        const why = error.message.replace(/^Cannot load Domineering table: /, "");
        throw new CliError(`cannot resume from ${quote(resumePath)}: ${why}`);
      }
      throw error;
    }
  }
  const save = async (): Promise<string> => {
    if (savePath === undefined) return "";
    // A chunk at a time: the table is not copied whole (into bytes, then text) to be written.
    const text = encodeDomineeringTable(solver.saveTableChunks());
    await writeOutput(io, savePath, text, { force: true });
    return savedMessage(savePath);
  };
  const onSlice = progressLine(io, options.started);
  const ctrlC = savePath === undefined ? undefined : watchCtrlC();
  let result;
  try {
    try {
      result = ctrlC === undefined
        ? withinBudget(options.maxSteps, () => solver.solve(position))
        : await solveInSlices(
          (slice) => solver.solve(position, { maxNodes: slice }),
          options.maxNodes,
          options.maxSteps,
          save,
          ctrlC.pressed,
          onSlice,
        );
    } catch (error) {
      if (error instanceof PositionLimitError) {
        throw new CliError(
          nodeLimitMessage(options.maxNodes) + (await save()),
        );
      }
      if (error instanceof GameLimitError) {
        throw new CliError(`${error.message} (raise the limit with --max-steps)${await save()}`);
      }
      throw error;
    } finally {
      if (onSlice) io.stderr(`\r${" ".repeat(79)}\r`);
    }
    await save();
    await ctrlC?.stopIfPressed(savePath!);
  } finally {
    ctrlC?.stop();
  }
  printBoardSolution(io, "domineering", result, options);
  return 0;
}

/** How `cgt solve` searches a lone board of a ruleset with a bitboard search of its own. */
interface BoardSearch {
  /** Whether `--workers N > 1` shares the search (else it is refused with a hint). */
  threads: boolean;
  /** Whether `--save` / `--resume` send the board to the generic search (else refused). */
  savedByGeneric: boolean;
  /**
   * The bitboard search with `--save` / `--resume` (then `savedByGeneric` is false); absent: they
   * are refused or sent to the generic search.
   */
  saves?: (io: Io, form: PositionForm, options: SavedBoardOptions) => Promise<number>;
  /** Whether the bitboard search takes the board (else the generic search does); all if absent. */
  takes?: (form: PositionForm) => Promise<boolean>;
  solve(io: Io, form: PositionForm, options: LoneBoardOptions): Promise<number>;
}

/**
 * The rulesets (catalogue names) whose lone board `cgt solve` searches on bitboards; every other
 * position and every sum takes the generic search.
 */
const BOARD_SEARCHES: Readonly<Record<string, BoardSearch>> = {
  domineering: {
    threads: true,
    savedByGeneric: false,
    // A board of 32 columns or rows (and at most 64 cells) is too long for its bitboards.
    takes: async (form) => {
      const { MAX_DOMINEERING_SIDE } = await import("@cgt/rulesets/domineering-solver");
      const { rows, cols } = form.position as GridPosition;
      return rows <= MAX_DOMINEERING_SIDE && cols <= MAX_DOMINEERING_SIDE;
    },
    solve: solveDomineeringBoard,
    saves: solveDomineeringSaved,
  },
  cram: { threads: true, savedByGeneric: false, solve: solveCramBoard },
  noGo: { threads: false, savedByGeneric: false, solve: solveNoGoBoard },
  clobber: { threads: false, savedByGeneric: true, solve: solveClobberBoard },
};

/** What a bitboard search of a lone board answers: each winning move as the board after it. */
interface LoneBoardSolution {
  outcome: "L" | "R" | "N" | "P";
  leftFirst: boolean;
  rightFirst: boolean;
  leftMove?: string;
  rightMove?: string;
  nodes: number;
}

/** A bitboard solver class of lone boards `B`, as `NoGoSolver` and `ClobberSolver` are. */
type LoneBoardSolver<B> = new (options: {
  maxNodes: number;
  maxTableEntries: number;
  onProgress?: (nodes: number) => void;
}) => { solve(board: B): LoneBoardSolution };

/**
 * Runs the bitboard search of a lone `board` of `ruleset` (its call name, which writes the
 * winning moves) by a `Solver` with `--max-nodes`, the table's slots (`--max-memory` over
 * `tableBytes` a slot, no more than the 3^cells positions of its `cells` cells need, from 1,024)
 * and the progress callback (on a terminal), under the step budget; a limit becomes one error
 * line; the answer is printed.
 */
function solveLoneBoard<B>(
  io: Io,
  options: LoneBoardOptions,
  ruleset: string,
  board: B,
  cells: number,
  tableBytes: (slots: number) => number,
  Solver: LoneBoardSolver<B>,
): number {
  const onProgress = progressLine(io, options.started);
  // A board of n cells has at most 3^n positions: no more slots than that (as bits, rounded up).
  const slots = domineeringTableSlots(
    options.maxMemory,
    Math.ceil(cells * Math.log2(3)),
    tableBytes,
  );
  let result;
  try {
    result = withinBudget(
      options.maxSteps,
      () =>
        new Solver({
          maxNodes: options.maxNodes,
          maxTableEntries: slots,
          ...(onProgress ? { onProgress } : {}),
        }).solve(board),
    );
  } catch (error) {
    limitReached(error, options.maxNodes);
    throw error;
  } finally {
    if (onProgress) io.stderr(`\r${" ".repeat(79)}\r`);
  }
  printBoardSolution(io, ruleset, result, options);
  return 0;
}

/**
 * A lone NoGo board, by the bitboard search of `@cgt/rulesets/nogo-solver` (legal moves by flood
 * fill, sure-move bounds and a typed-array table: 4 x 4 in about a second, where the generic
 * search needs minutes).
 */
async function solveNoGoBoard(
  io: Io,
  form: PositionForm,
  options: LoneBoardOptions,
): Promise<number> {
  const { NoGoSolver, noGoTableBytes } = await import("@cgt/rulesets/nogo-solver");
  const board = form.position as string;
  const points = board.replaceAll("|", "").length;
  return solveLoneBoard(io, options, "noGo", board, points, noGoTableBytes, NoGoSolver);
}

/**
 * A lone Clobber board (without --save or --resume, which take the generic search), by the
 * bitboard search of `@cgt/rulesets/clobber-solver`.
 */
async function solveClobberBoard(
  io: Io,
  form: PositionForm,
  options: LoneBoardOptions,
): Promise<number> {
  const { ClobberSolver, clobberTableBytes } = await import("@cgt/rulesets/clobber-solver");
  const board = form.position as GridPosition;
  const cells = board.rows * board.cols;
  return solveLoneBoard(io, options, "clobber", board, cells, clobberTableBytes, ClobberSolver);
}

/**
 * A lone Cram board, by `@cgt/rulesets/cram-solver`: its Grundy value on bitboards, region by
 * region, and a winning move that leaves a 0 position (the same move for either player). With
 * `--workers N > 1`, by `@cgt/rulesets/solve-cram-in-parallel`: three quarters of `--max-memory`
 * go to the shared table (18 bytes a slot, sized as Domineering's), the rest to the threads' own
 * maps of large regions (at most about 100 bytes a region).
 */
async function solveCramBoard(
  io: Io,
  form: PositionForm,
  options: LoneBoardOptions,
): Promise<number> {
  const position = form.position as GridPosition;
  let result: CramSolution & { workers?: number };
  try {
    if (options.workers > 1) {
      const { solveCramInParallel } = await import("@cgt/rulesets/solve-cram-in-parallel");
      const { cramTableBytes } = await import("@cgt/rulesets/cram-solver");
      const maps = Math.floor((options.maxMemory * 250_000) / 100 / options.workers);
      // This thread searches alone for its first second of CPU, then workers join.
      result = await solveCramInParallel(position, {
        maxNodes: options.maxNodes,
        maxSteps: options.maxSteps,
        maxTableEntries: Math.max(16, Math.min(maps, 2 ** 26)),
        sharedTableEntries: domineeringTableSlots(
          options.maxMemory * 0.75,
          position.rows * position.cols,
          cramTableBytes,
        ),
        workers: options.workers,
      });
    } else {
      const { CramSolver } = await import("@cgt/rulesets/cram-solver");
      // At most about 100 bytes a region (most take 10: the solver's doc), 16 to 2^26 regions.
      const entries = Math.max(16, Math.min(Math.floor(options.maxMemory * 10_000), 2 ** 26));
      const solver = new CramSolver({ maxNodes: options.maxNodes, maxTableEntries: entries });
      result = withinBudget(options.maxSteps, () => solver.solve(position));
    }
  } catch (error) {
    limitReached(error, options.maxNodes);
    throw error;
  }
  const move = result.winningMove === undefined
    ? null
    : `cram(${JSON.stringify(result.winningMove)})`;
  const wins = result.outcome === "N";
  printSolution(
    io,
    {
      outcome: result.outcome,
      leftFirst: wins,
      rightFirst: wins,
      leftMove: move,
      rightMove: move,
      nodes: result.nodes,
      nimber: result.nimber,
      workers: result.workers ?? 1,
    },
    options.names,
    options.started,
    options.json,
  );
  return 0;
}

/** `cgt solve --build-db domineering --cells K`: builds and writes the endgame database. */
async function buildDatabase(parsed: ReturnType<typeof parse>, io: Io): Promise<number> {
  const ruleset = parsed.values["build-db"];
  if (ruleset !== "domineering") {
    throw new UsageError(
      `option "--build-db" takes domineering (the one ruleset with a database), received ${
        quote(String(ruleset))
      }`,
    );
  }
  if (parsed.positionals.length > 0) {
    throw new UsageError("--build-db takes no game expression");
  }
  if (parsed.values.cells === undefined) throw new UsageError('--build-db needs "--cells K"');
  const cells = intOption(parsed, "cells", 8, 1, MAX_DATABASE_CELLS);
  const { buildDomineeringDatabase, formatDomineeringDatabase } = await import(
    "@cgt/rulesets/domineering-database"
  );
  const started = performance.now();
  const database = buildDomineeringDatabase(cells);
  const out = typeof parsed.values.out === "string"
    ? parsed.values.out
    : `domineering-${cells}.cgtdb`;
  await writeOutput(io, out, formatDomineeringDatabase(database), {
    force: parsed.values.force === true,
  });
  const seconds = Math.round(performance.now() - started) / 1000;
  // With --out -, standard output holds only the database.
  if (out === "-") return 0;
  if (parsed.values.json) {
    writeJson(io, { file: out, cells, regions: database.values.size, seconds });
  } else io.stdout(`wrote ${database.values.size} regions of at most ${cells} cells to ${out}\n`);
  return 0;
}

/** `cgt solve`. */
export const solveCommand: Command = {
  name: "solve",
  help: HELP,
  run: runSolve,
};
