/**
 * `cgt table`: the value table of a game on two integers (cakes, `partizanEuclid`, `mem`,
 * `genWythoff`, ...), as text, JSON or an SVG intensity plot.
 *
 * @module
 */

import { formatGame } from "@cgt/partizan/notation";
import {
  formatValueTable,
  MAX_TABLE_SIDE,
  MAX_TABLE_START,
  valueTable,
  valueTableSvg,
} from "@cgt/rulesets/value-table";
import {
  CliError,
  type Command,
  intOption,
  type Io,
  parse,
  quote,
  UsageError,
  writeJson,
  writeOutput,
} from "../cli.ts";
import { DEFAULT_MAX_STEPS, withinBudget } from "./_read.ts";

const HELP = `cgt table: the value table of a game on two integers

USAGE:
  cgt table <ruleset> [arg ...] --rows R --cols C [--from N] [--json] [--svg FILE [--force]]

The canonical value of ruleset(arg ..., m, n) for every m from N to N + R - 1
(rows) and n from N to N + C - 1 (columns), as CGSuite's Table of a two-heap or
coordinate game: any ruleset whose notation ends in two integers (the cakes,
partizanEuclid, mem, takeAway, genWythoff, takeAndBreak, ...). Arguments before
the two coordinates are given after the ruleset's name: a number is an integer,
anything else a string (so cgt table takeAway 2 --rows 5 --cols 5 tabulates
takeAway(2, m, n), and cgt table takeAndBreak 0.77 the nim-sums of two Kayles
heaps). --svg draws the table as CGSuite's Table.Plot: for nimbers, darker the
larger; otherwise blue for a positive mean, red for a negative one, deeper the
larger.

OPTIONS:
  -h, --help       Show this help
      --rows R     Rows, 1 to ${MAX_TABLE_SIDE} (required)
      --cols C     Columns, 1 to ${MAX_TABLE_SIDE} (required)
      --from N     The first index of rows and columns (default 1 for cakes, else 0)
      --json       Print {"ruleset", "args", "from", "rows", "cols", "values": [[...]]}
      --svg FILE   Write the intensity plot to FILE (relative to the current
                   directory; - for standard output); an existing file is kept
                   unless --force is given
      --force      Overwrite FILE if it exists
      --max-steps N  Give up (exit 1) after N steps of work for the whole table
                   (default ${DEFAULT_MAX_STEPS})

EXAMPLES:
  cgt table cutcake --rows 4 --cols 6
  cgt table eatcake --rows 3 --cols 3 --json
  cgt table partizanEuclid --rows 5 --cols 5 --from 1
  cgt table genWythoff --rows 8 --cols 8 --svg wythoff.svg
  cgt table takeAway 2 --rows 6 --cols 6
`;

const MAX_ARGS = 8;

async function runTable(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, {
    rows: { type: "string" },
    cols: { type: "string" },
    from: { type: "string" },
    svg: { type: "string" },
    force: { type: "boolean" },
    "max-steps": { type: "string" },
  });
  const [ruleset, ...rest] = parsed.positionals;
  if (ruleset === undefined) {
    throw new UsageError('missing ruleset: give one such as cutcake; run "cgt table --help"');
  }
  if (rest.length > MAX_ARGS) {
    throw new UsageError(`too many arguments: at most ${MAX_ARGS} before the coordinates`);
  }
  if (parsed.values.rows === undefined || parsed.values.cols === undefined) {
    throw new UsageError('missing --rows or --cols: give both; run "cgt table --help"');
  }
  const rows = intOption(parsed, "rows", 1, 1, MAX_TABLE_SIDE);
  const cols = intOption(parsed, "cols", 1, 1, MAX_TABLE_SIDE);
  const from = parsed.values.from === undefined
    ? undefined
    : intOption(parsed, "from", 0, 0, MAX_TABLE_START);
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 1, Number.MAX_SAFE_INTEGER);
  const svg = parsed.values.svg;
  if (svg === "-" && parsed.values.json) {
    throw new UsageError('options "--svg -" and "--json" both write to standard output');
  }
  if (parsed.values.force && typeof svg !== "string") {
    throw new UsageError('option "--force" applies only with --svg');
  }
  const leading = rest.map((a) => /^-?\d{1,30}$/.test(a) ? BigInt(a) : a);
  let table;
  try {
    table = withinBudget(
      maxSteps,
      () =>
        valueTable(
          ruleset,
          rows,
          cols,
          from === undefined ? { args: leading } : { args: leading, from },
        ),
    );
  } catch (error) {
    if (
      error instanceof RangeError && /^Cannot make value table: the ruleset/.test(error.message)
    ) {
      throw new UsageError(
        `unknown ruleset ${quote(ruleset)} for a table: ${
          error.message.replace(/^Cannot make value table: /, "")
        }`,
      );
    }
    if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) {
      throw new CliError(error.message);
    }
    throw error;
  }
  if (typeof svg === "string") {
    await writeOutput(io, svg, valueTableSvg(table), { force: parsed.values.force === true });
    if (svg === "-") return 0;
  }
  if (parsed.values.json) {
    writeJson(io, {
      ruleset: table.ruleset,
      args: table.args.map((a) => typeof a === "bigint" ? a.toString() : a),
      from: table.from,
      rows,
      cols,
      values: table.values.map((row) => row.map((g) => formatGame(g))),
    });
    return 0;
  }
  const call = [
    ...table.args.map((a) => typeof a === "bigint" ? a.toString() : JSON.stringify(a)),
    "m",
    "n",
  ];
  io.stdout(`${table.ruleset}(${call.join(", ")}), rows m, columns n\n${formatValueTable(table)}`);
  return 0;
}

/** The `cgt table` command. */
export const tableCommand: Command = {
  name: "table",
  help: HELP,
  run: runTable,
};
