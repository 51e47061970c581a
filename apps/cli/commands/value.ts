/**
 * `cgt value`: the canonical form and outcome class of a short partizan game.
 *
 * @module
 */

import { birthday, formatGame, formattedLength, type Outcome, outcome } from "@cgt/partizan";
import { GameLimitError, withStepLimit } from "@cgt/partizan";
import { formatDyadic, type Game, leftStop, mean, rightStop, temperature } from "@cgt/partizan";
import { thermographSvg } from "@cgt/partizan/thermograph-svg";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { misereOutcomeOf } from "./_misere_value.ts";
import {
  CliError,
  type Command,
  intOption,
  type Io,
  parse,
  UsageError,
  writeJson,
  writeOutput,
} from "../cli.ts";
import { isLoopy, LOOPY_OUTCOME_TEXT, loopyFields, readValue } from "./_loopy.ts";

const HELP = `cgt value: canonical form and outcome of a short partizan game

USAGE:
  cgt value <expr> [--thermo] [--svg FILE [--force]] [--max-steps N] [--json]

<expr> is CGSuite notation: numbers (3, -3/4), *, *n, ^, v, ^^*, v3, +-x or ±x,
braces {L1,L2|R1} with slash runs {3||2|1}, Tiny(x), Miny(x), sums and
differences, parentheses, and ruleset positions such as domineering("..").
Loopy games use CGSuite's loopy notation: on, off, over, under, dud, upon,
pass, labels a{0|a}, sides G & H; see "Loopy games" in README.md.
Several arguments are joined with spaces. The outcome is L (Left wins), R
(Right wins), P (the second player wins) or N (the first player wins).
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
                --json as "misereOutcome"): searched on the position for a lone
                ruleset position, else on the normal-play canonical form
      --svg FILE  Write the thermograph as an SVG drawing to FILE (relative to
                  the directory you ran the command in; - for standard output,
                  which then holds only the drawing)
      --force     Overwrite FILE if it exists
      --max-steps N  Give up (exit 1) after N steps of work on games, taking a
                     few microseconds each (default 5000000)

EXAMPLES:
  cgt value "{0,*|0}"        # ^*, outcome N
  cgt value "^ + ^ + *"      # ^^*, outcome L
  cgt value "{3|1} + {1|-1}" --json
  cgt value "{3||2*|1*}" --thermo   # mean 9/4, temperature 3/4, stops 3 and 2
  cgt value "{2|-1}" --svg switch.svg
  cgt value "{2|-1}" --svg - > switch.svg
  cgt value "on + off" --json  # dud, with "stopper": false and its sides
  cgt value 'domineering("..|..")' --misere
`;

const OUTCOME_TEXT: Record<Outcome, string> = {
  L: "Left wins",
  R: "Right wins",
  P: "the second player wins",
  N: "the first player wins",
};

/** The thermography fields of `cgt value --thermo`, in CGSuite's number notation. */
function thermoFields(g: Game): Record<"mean" | "temperature" | "leftStop" | "rightStop", string> {
  return {
    mean: formatDyadic(mean(g)),
    temperature: formatDyadic(temperature(g)),
    leftStop: formatDyadic(leftStop(g)),
    rightStop: formatDyadic(rightStop(g)),
  };
}

/** The longest canonical form `cgt value` prints. */
const MAX_VALUE_LENGTH = 100_000;

/** The default of `--max-steps`. */
export const DEFAULT_MAX_STEPS = 5_000_000;

/**
 * Runs `f` within the step budget, turning an exhausted budget into a one-line CliError.
 *
 * @param maxSteps The budget.
 * @param f The computation.
 */
export function withinBudget<T>(maxSteps: number, f: () => T): T {
  try {
    return withStepLimit(maxSteps, f);
  } catch (error) {
    if (error instanceof GameLimitError) {
      throw new CliError(`${error.message} (raise the limit with --max-steps)`);
    }
    throw error;
  }
}

/** The value fields: the canonical form, or null with its length and birthday when too long. */
function valueFields(g: Game): { value: string | null; length?: number; birthday?: string } {
  const length = formattedLength(g);
  if (length <= MAX_VALUE_LENGTH) return { value: formatGame(g) };
  return { value: null, length, birthday: String(birthday(g)) };
}

async function runValue(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, {
    thermo: { type: "boolean" },
    svg: { type: "string" },
    force: { type: "boolean" },
    "max-steps": { type: "string" },
    misere: { type: "boolean" },
  });
  if (parsed.positionals.length === 0) throw new UsageError("missing game expression");
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const svg = parsed.values.svg;
  const read = withinBudget(maxSteps, () => readValue(parsed.positionals.join(" ")));
  if (isLoopy(read)) {
    if (parsed.values.thermo || typeof svg === "string") {
      throw new CliError("cannot draw thermographs of loopy games");
    }
    if (parsed.values.misere) throw new CliError("cannot compute misère outcomes of loopy games");
    const fields = withinBudget(maxSteps, () => loopyFields(read));
    if (parsed.values.json) writeJson(io, fields);
    else {
      const sides = fields.stopper ? "" : `onside ${fields.onside}\noffside ${fields.offside}\n`;
      io.stdout(
        `value ${fields.value}\noutcome ${fields.outcome} (${
          LOOPY_OUTCOME_TEXT[fields.outcome]
        })\n${sides}`,
      );
    }
    return 0;
  }
  const { g, result, thermo, drawing } = withinBudget(maxSteps, () => {
    const g = read;
    const expr = parsed.positionals.join(" ");
    const result = {
      ...valueFields(g),
      outcome: outcome(g),
      ...(parsed.values.misere ? { misereOutcome: misereOutcomeOf(expr, g) } : {}),
    };
    const thermo = parsed.values.thermo ? thermoFields(g) : undefined;
    const drawing = typeof svg === "string" ? thermographSvg(g) : undefined;
    return { g, result, thermo, drawing };
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
    io.stdout(
      `value ${value}\noutcome ${result.outcome} (${OUTCOME_TEXT[result.outcome]})\n`,
    );
  }
  if (!parsed.values.json && result.misereOutcome !== undefined) {
    io.stdout(`misère outcome ${result.misereOutcome} (${OUTCOME_TEXT[result.misereOutcome]})\n`);
  }
  if (!parsed.values.json && thermo !== undefined) {
    io.stdout(
      `mean ${thermo.mean}\ntemperature ${thermo.temperature}\n` +
        `left stop ${thermo.leftStop}\nright stop ${thermo.rightStop}\n`,
    );
  }
  if (!parsed.values.json && typeof svg === "string") io.stdout(`thermograph written to ${svg}\n`);
  return 0;
}

/** The `cgt value` command. */
export const valueCommand: Command = {
  name: "value",
  help: HELP,
  run: runValue,
};
