/**
 * `cgt value`: the canonical form and outcome class of a short partizan game.
 *
 * @module
 */

import { formatGame, type Outcome, outcome, parseGame } from "@cgt/partizan";
import { formatDyadic, type Game, leftStop, mean, rightStop, temperature } from "@cgt/partizan";
import { thermographSvg } from "@cgt/partizan/thermograph-svg";
import { RULESET_FUNCTIONS } from "@cgt/partizan/rulesets";
import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";

const HELP = `cgt value: canonical form and outcome of a short partizan game

USAGE:
  cgt value <expr> [--thermo] [--svg FILE] [--json]

<expr> is CGSuite notation: numbers (3, -3/4), *, *n, ^, v, ^^*, v3, +-x or ±x,
braces {L1,L2|R1} with slash runs {3||2|1}, Tiny(x), Miny(x), sums and
differences, parentheses, and ruleset positions such as domineering("..").
Several arguments are joined with spaces. The outcome is L (Left wins), R
(Right wins), P (the second player wins) or N (the first player wins).

OPTIONS:
  -h, --help  Show this help
      --json  Print {"value": "<canonical form>", "outcome": "L"|"R"|"P"|"N"}
      --thermo  Also print the mean, temperature and left and right stops (exact
                numbers; with --json as "mean", "temperature", "leftStop",
                "rightStop", strings such as "9/4")
      --svg FILE  Write the thermograph as an SVG drawing to FILE

EXAMPLES:
  cgt value "{0,*|0}"        # ^*, outcome N
  cgt value "^ + ^ + *"      # ^^*, outcome L
  cgt value "{3|1} + {1|-1}" --json
  cgt value "{3||2*|1*}" --thermo   # mean 9/4, temperature 3/4, stops 3 and 2
  cgt value "{2|-1}" --svg switch.svg
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

async function runValue(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, { thermo: { type: "boolean" }, svg: { type: "string" } });
  if (parsed.positionals.length === 0) throw new UsageError("missing game expression");
  const g = parseGame(parsed.positionals.join(" "), { functions: RULESET_FUNCTIONS });
  const result = { value: formatGame(g), outcome: outcome(g) };
  const thermo = parsed.values.thermo ? thermoFields(g) : undefined;
  const svg = parsed.values.svg;
  if (typeof svg === "string") await io.writeFile(svg, thermographSvg(g));
  if (parsed.values.json) writeJson(io, { ...result, ...thermo });
  else {io.stdout(
      `value ${result.value}\noutcome ${result.outcome} (${OUTCOME_TEXT[result.outcome]})\n`,
    );}
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
