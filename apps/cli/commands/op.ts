/**
 * `cgt op`: operations that take two short partizan games (ordinal sum, products, compound
 * sums).
 *
 * @module
 */

import {
  conjunctiveSum,
  conwayProduct,
  formatGame,
  formattedLength,
  type Game,
  nortonProduct,
  ordinalSum,
  outcome,
  parseGame,
  selectiveSum,
  sequentialSum,
  sideSum,
} from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import {
  CliError,
  type Command,
  intOption,
  type Io,
  parse,
  quote,
  UsageError,
  writeJson,
} from "../cli.ts";
import { DEFAULT_MAX_STEPS, withinBudget } from "./_read.ts";

/** The operations by name: what they compute, and how. */
const OPERATIONS: Record<string, { summary: string; f: (g: Game, h: Game) => Game }> = {
  "ordinal-sum": { summary: "G : H, a move in G annihilates H", f: ordinalSum },
  norton: { summary: "G.H, Norton's product by a positive unit H (G.U)", f: nortonProduct },
  "conway-product": { summary: "G x H, Conway's product", f: conwayProduct },
  conjunctive: { summary: "G ∧ H, move in both components", f: conjunctiveSum },
  selective: { summary: "G ∨ H, move in one or both components", f: selectiveSum },
  sequential: { summary: "G → H, play G until it ends, then H", f: sequentialSum },
  side: {
    summary: "side sum: a Left move in H ends G, a Right move in G ends H",
    f: sideSum,
  },
};

const HELP = `cgt op: combine two short partizan games

USAGE:
  cgt op <operation> <G> <H> [--max-steps N] [--json]

Prints the canonical form and outcome of the result. G and H are in CGSuite
notation, as for cgt value, and are taken in canonical form (the products and
the ordinal sum depend on the form). In notation, as in CGSuite, the ordinal
sum is "G : H" and four others are infix names: "G ConwayProduct H",
"G NortonMultiply U", "G ConjunctiveSum H", "G SelectiveSum H"
(cgt value "*5 ConwayProduct *6" is *8). A game starting with "-" that is not
a number reads as an option: put -- before it, as in
cgt op ordinal-sum -- "-{1|0}" 1.

OPERATIONS:
${Object.entries(OPERATIONS).map(([n, o]) => `  ${n.padEnd(15)} ${o.summary}`).join("\n")}

OPTIONS:
  -h, --help  Show this help
      --json  Print {"operation": "<name>", "value": "<canonical form>",
              "outcome": "L"|"R"|"P"|"N"}
      --max-steps N  Give up (exit 1) after N steps of work on games, taking a
                     few microseconds each (default 5000000)

EXAMPLES:
  cgt op ordinal-sum 1/2 1/4        # 9/16
  cgt op norton 3 "^"               # ^3
  cgt op conway-product "*5" "*6"   # *8
  cgt op conjunctive "+-1" "^^"     # {0|-1}
  cgt op selective 1/2 1/4 --json
`;

function runOp(args: string[], io: Io): number {
  const parsed = parse(args, { "max-steps": { type: "string" } }, { expressionsOf: "op" });
  const [name, ...games] = parsed.positionals;
  if (name === undefined) throw new UsageError('missing operation; run "cgt op --help"');
  const op = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
  if (op === undefined) {
    throw new UsageError(
      `unknown operation ${quote(name)}; expected one of ${Object.keys(OPERATIONS).join(", ")}`,
    );
  }
  if (games.length !== 2) throw new UsageError(`expected two games, received ${games.length}`);
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  const { value, result } = withinBudget(maxSteps, () => {
    const [g, h] = games.map((text) => parseGame(text, { functions: RULESET_FUNCTIONS }));
    const r = op.f(g, h);
    if (formattedLength(r) > 100_000) {
      throw new CliError(
        "Cannot print the result: its canonical form is longer than 100000 characters",
      );
    }
    return { value: formatGame(r), result: outcome(r) };
  });
  if (parsed.values.json) writeJson(io, { operation: name, value, outcome: result });
  else io.stdout(`value ${value}\noutcome ${result}\n`);
  return 0;
}

/** The `cgt op` command. */
export const opCommand: Command = {
  name: "op",
  help: HELP,
  run: runOp,
};
