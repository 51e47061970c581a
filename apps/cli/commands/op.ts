/**
 * `cgt op`: operations that take two partizan games (ordinal sum and product, products,
 * compound sums, powers, and the upsum, downsum, varieties and subordinates of stoppers), read
 * from `@cgt/partizan`'s operations table.
 *
 * @module
 */

import {
  formatGame,
  formattedLength,
  operationNamed,
  OPERATIONS,
  outcome,
  parseGame,
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
import { DEFAULT_MAX_STEPS, usesLoopyNotation, withinBudget } from "./_read.ts";

/** Words joined with spaces into lines of at most `width` characters. */
function wrap(words: readonly string[], width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

/** The operations CGSuite names, as infix words of notation, read from the operations table. */
const INFIX_WORDS: string[] = OPERATIONS.filter((op) => op.infix.length > 0).map((op) => {
  const [g, h] = op.operands;
  const older = op.infix.slice(1).map((word) => ` (or ${word})`).join("");
  return `"${g} ${op.infix[0]} ${h}"${older}`;
});

/** The operations that take loopy games too, read from the operations table. */
const LOOPY_NAMES: string[] = OPERATIONS.filter((op) => op.loopy !== undefined).map((op) =>
  op.name
);

const HELP = `cgt op: combine two partizan games

USAGE:
  cgt op <operation> <G> <H> [--max-steps N] [--json]

${
  wrap(
    [
      ...'Prints the canonical form and outcome of the result. G and H are in CGSuite notation, as for cgt value, and are taken in canonical form (the products and the ordinal sum depend on the form). In notation, as in CGSuite, the ordinal sum is "G : H" and the operations CGSuite names are infix words:'
        .split(" "),
      ...INFIX_WORDS.map((words, i) => i === INFIX_WORDS.length - 1 ? words : `${words},`),
      '(cgt value "*5 ConwayProduct *6" is *8).',
      ...`G and H are short games, except that ${
        LOOPY_NAMES.map((name, i) => i === LOOPY_NAMES.length - 1 ? `and ${name}` : `${name},`)
          .join(" ")
      } also take stoppers in loopy notation (on, over, upon, {0|pass}, ...; their values and outcomes are printed as cgt value prints loopy ones), as CGSuite does for its CanonicalStopper.`
        .split(" "),
      ...'A game starting with "-" that is not a number reads as an option: put -- before it, as in'
        .split(" "),
    ],
    78,
  )
}
cgt op ordinal-sum -- "-{1|0}" 1.

OPERATIONS:
${OPERATIONS.map((op) => `  ${op.name.padEnd(15)} ${op.summary}`).join("\n")}

OPTIONS:
  -h, --help  Show this help
      --json  Print {"operation": "<name>", "value": "<canonical form>",
              "outcome": "L"|"R"|"P"|"N"}; for a loopy result the outcome may
              also be "D", "NHat", "NCheck", "PHat" or "PCheck" (draws)
      --max-steps N  Give up (exit 1) after N steps of work on games, taking a
                     few microseconds each (default 5000000)

EXAMPLES:
  cgt op ordinal-sum 1/2 1/4        # 9/16
  cgt op norton 3 "^"               # ^3
  cgt op conway-product "*5" "*6"   # *8
  cgt op conjunctive "+-1" "^^"     # {0|-1}
  cgt op selective 1/2 1/4 --json
  cgt op ordinal-product "*5" "*6"  # *30
  cgt op pow "^" 3                  # ^<3>
  cgt op pow-to "^" 7/4             # {^|*,^[2]||*,^[2]}
  cgt op pow "^" on                 # ^<on>, a stopper (CGSuite's ^.Pow(on))
  cgt op ordinal-sum 1 off          # over
  cgt op upsum upon "^<on>"         # {0|^<on>*}
  cgt op downsum-variety "+-{5|pass}" over  # +-{10over|over}
  cgt op subordinate over 1         # off
`;

async function runOp(args: string[], io: Io): Promise<number> {
  const parsed = parse(args, { "max-steps": { type: "string" } }, { expressionsOf: "op" });
  const [name, ...games] = parsed.positionals;
  if (name === undefined) throw new UsageError('missing operation; run "cgt op --help"');
  const op = operationNamed(name);
  if (op === undefined) {
    throw new UsageError(
      `unknown operation ${quote(name)}; expected one of ${
        OPERATIONS.map((o) => o.name).join(", ")
      }`,
    );
  }
  if (games.length !== 2) throw new UsageError(`expected two games, received ${games.length}`);
  const maxSteps = intOption(parsed, "max-steps", DEFAULT_MAX_STEPS, 0, Number.MAX_SAFE_INTEGER);
  // Loopy operands are read only by the operations that take them (the loopy engine and the
  // loopy rulesets are loaded only then).
  const loopy = op.loopy !== undefined && games.some(usesLoopyNotation)
    ? await import("./_loopy.ts")
    : undefined;
  const { value, result } = withinBudget(maxSteps, () => {
    if (loopy !== undefined && op.loopy !== undefined) {
      const [g, h] = games.map((text) => {
        const read = loopy.readLoopy(text);
        return read.loopy ?? loopy.fromGame(read.game);
      });
      const fields = loopy.loopyFields(op.loopy(g, h));
      return { value: fields.value, result: fields.outcome };
    }
    const [g, h] = games.map((text) => {
      try {
        return parseGame(text, { functions: RULESET_FUNCTIONS });
      } catch (error) {
        // The library's hint names its own option; a user of cgt op needs the command's terms.
        if (error instanceof SyntaxError && /\{ loopy: true \}/.test(error.message)) {
          throw new CliError(
            `cannot read ${
              quote(text)
            }: cgt op ${name} takes short games, and this is loopy notation (on, over, pass, ...); cgt value reads loopy games, and cgt op ${
              LOOPY_NAMES.join(", ")
            } take stoppers`,
          );
        }
        throw error;
      }
    });
    const r = op.apply(g, h);
    if (formattedLength(r) > 100_000) {
      throw new CliError(
        "Cannot print the result: its canonical form is longer than 100000 characters",
      );
    }
    return { value: formatGame(r), result: outcome(r) as string };
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
