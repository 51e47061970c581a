/**
 * `cgt demo`: a short tour of what the toolkit computes, each line computed live.
 *
 * @module
 */

import { GrundySolver, mex, nimSum } from "@cgt/impartial";
import { nimOutcome, nimWinningMoves } from "@cgt/nim";
import {
  fibonacciNimMove,
  greenHackenbushGrundy,
  laskerGrundy,
  mockTurtlesGrundy,
  restrictedNimOutcome,
  solveNewNim,
  zeckendorf,
} from "@cgt/nim";
import { nimberProduct, nimberSqrt, wythoffPPosition, wythoffWinningMoves } from "@cgt/nim";
import {
  add,
  addDyadic,
  compare,
  formatDyadic,
  formatGame,
  outcome,
  parseDyadic,
  parseGame,
} from "@cgt/partizan";
import {
  GRUNDYS_GAME,
  heapPeriodicity,
  parseOctalCode,
  sumGrundy,
  sumWinningMoves,
  takeAndBreakGrundy,
  takeAndBreakRules,
} from "@cgt/impartial";
import { splitGameGrundy } from "@cgt/impartial";
import { queensGameOutcome, TokenGame } from "@cgt/rulesets";
import { atomicWeight, cool, heat, leftStop, mean, rightStop, temperature } from "@cgt/partizan";
import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
import { dominoTetrominoWinner } from "../problems/domino_tetromino.ts";
import { type Command, type Io, parse, UsageError, writeJson } from "../cli.ts";

/** One part of the tour: a title and the lines it prints. */
export interface DemoSection {
  /** The heading. */
  title: string;
  /** Computes the lines shown under the heading. */
  lines(): string[];
}

/** The parts of the tour, in order. */
export const SECTIONS: DemoSection[] = [
  {
    title: "Sprague-Grundy basics (@cgt/impartial)",
    lines() {
      const subtraction = {
        options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s),
      };
      const solver = new GrundySolver(subtraction);
      const values = Array.from({ length: 15 }, (_, n) => solver.grundy(n));
      return [
        `mex {0, 1, 3} = ${mex([0, 1, 3])}`,
        `nim-sum 5 + 9 + 12 = ${nimSum([5, 9, 12])}`,
        `subtraction game {1,3,4}, G(0..14) = ${values.join(" ")}`,
        `heap of 7 in that game: ${solver.outcome(7)}-position`,
      ];
    },
  },
  {
    title: "Nim (@cgt/nim)",
    lines() {
      const heaps = [3, 4, 5];
      const moves = nimWinningMoves(heaps).map((m) => `heap ${m.heap}: ${m.from} -> ${m.to}`);
      const misere = nimWinningMoves([1, 1, 5], { misere: true })[0];
      const plan = solveNewNim([5, 5, 6, 6, 5, 5]);
      const stalks = {
        ground: 0,
        edges: [[0, 1], [1, 2], [0, 3], [3, 4], [4, 0]] as [number, number][],
      };
      return [
        `heaps ${heaps.join(" ")}: ${nimOutcome(heaps)}-position, winning moves ${
          moves.join(", ")
        }`,
        `misère 1 1 5: take heap ${misere.heap} from ${misere.from} to ${misere.to}; ` +
        `Lasker values G(0..8) = ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map(laskerGrundy).join(" ")}`,
        `New Nim 5 5 6 6 5 5: remove ${plan.removed} stones, keep piles ${plan.kept.join(", ")}; ` +
        `restricted Nim 1 2 4: ${restrictedNimOutcome([1, 2, 4])}-position`,
        `Fibonacci Nim from 20: take ${fibonacciNimMove(20)} (20 = ${
          zeckendorf(20).join(" + ")
        }); ` +
        `Mock Turtles THHTH = *${mockTurtlesGrundy("THHTH")}; ` +
        `Hackenbush stalk + triangle = *${greenHackenbushGrundy(stalks)}`,
      ];
    },
  },
  {
    title: "Wythoff's game and nimbers (@cgt/nim)",
    lines() {
      const pairs = [1, 2, 3, 4, 5].map((n) => `(${wythoffPPosition(n).join(", ")})`);
      const big = wythoffPPosition(10n ** 18n).join(", ");
      const moves = wythoffWinningMoves(5, 6).map(([a, b]) => `(${a}, ${b})`).join(" or ");
      const k1 = [1, 2, 3].map((n) => `(${wythoffPPosition(n, { k: 1 }).join(", ")})`);
      return [
        `losing positions ${pairs.join(" ")} ...; n = 10^18: (${big}), exact`,
        `from (5, 6) the winning moves go to ${moves}`,
        `with |x - y| <= 1 (k = 1): ${k1.join(" ")} ...`,
        `nim-product 21508 * 42689 = ${nimberProduct(21508, 42689)}, sqrt(2^64 - 1) = ${
          nimberSqrt(2n ** 64n - 1n)
        }`,
      ];
    },
  },
  {
    title: "Exact numbers (@cgt/partizan)",
    lines() {
      const a = parseDyadic("3/4");
      const b = parseDyadic("-5/16");
      return [`3/4 + -5/16 = ${formatDyadic(addDyadic(a, b))}`];
    },
  },
  {
    title: "Partizan values in CGSuite notation (@cgt/partizan)",
    lines() {
      const show = (text: string) => {
        const g = parseGame(text);
        return `${text} = ${formatGame(g)} (outcome ${outcome(g)})`;
      };
      const upStar = add(parseGame("^"), parseGame("*"));
      return [
        show("{0,*|0}"),
        show("{1/2|1} + {0|1}"),
        show("{2|-1}"),
        `^ + * = ${formatGame(upStar)}, and ^* compared with 0: ${compare(upStar, parseGame("0"))}`,
        `1 + *12 compared with 0: ${compare(parseGame("1 + *12"), parseGame("0"))}`,
      ];
    },
  },
  {
    title: "Heap games and periodicity (@cgt/impartial)",
    lines() {
      const lines: string[] = [];
      for (const [label, code] of [["Kayles", "0.77"], ["Dawson's Kayles", "0.07"]]) {
        const game = parseOctalCode(code);
        const period = heapPeriodicity(game, takeAndBreakGrundy(game, 11));
        lines.push(
          `${label} ${code}: G(0..11) = ${
            [...takeAndBreakGrundy(game, 11)].join(" ")
          }; period ${period?.period} after ${period?.preperiod}, ${
            period?.proved ? "proved" : "not proved"
          } (checked to ${period?.bound})`,
        );
      }
      const grundy = takeAndBreakGrundy(GRUNDYS_GAME, 1 << 14);
      lines.push(`Grundy's game: G(2^14) = ${grundy[1 << 14]} (rare-value method)`);
      const kayles = takeAndBreakRules(parseOctalCode("0.77"));
      const solver = new GrundySolver(kayles);
      const rows = [[3], [5], [7]];
      const moves = sumWinningMoves(solver, rows).map((m) =>
        `${rows[m.component][0]} -> ${m.option.join("+") || "nothing"}`
      );
      lines.push(
        `Kayles rows 3 + 5 + 7: value ${sumGrundy(solver, rows)}, winning moves ${
          moves.join(", ")
        }`,
      );
      return lines;
    },
  },
  {
    title: "Games from contest problems (@cgt/impartial; the two boards from @cgt/rulesets)",
    lines() {
      const split = splitGameGrundy(15, 1);
      const token = new TokenGame(300);
      const queens: [number, number][] = [[1, 2], [3, 7]];
      return [
        `split a pile into m >= 2 near-equal piles (HNOI 2014): G(0..15) = ${split.join(" ")}`,
        `tokens at (5, 7) and (2, 3) on a 300 board (ICPC NAC 2021): ${
          token.outcome([5, 7, 2, 3])
        }-position, ${token.countWinningMoves([5, 7, 2, 3])} winning moves`,
        `queens at (1, 2) and (3, 7), first onto (0, 0) wins (BZOJ 1457): ${
          queensGameOutcome(queens)
        }-position`,
      ];
    },
  },
  {
    title: "Temperature theory (@cgt/partizan)",
    lines() {
      const g = parseGame("{3||2*|1*}");
      const sw = parseGame("{2|-1}");
      const f = (t: string) => formatGame(cool(sw, parseDyadic(t)));
      return [
        `{3||2*|1*}: stops ${formatDyadic(leftStop(g))} and ${formatDyadic(rightStop(g))}, mean ${
          formatDyadic(mean(g))
        }, temperature ${formatDyadic(temperature(g))}`,
        `{2|-1} cooled by 1/2 = ${f("1/2")}, by 3/2 = ${f("3/2")}; * heated by 1 = ${
          formatGame(heat(parseGame("*"), parseGame("1")))
        }; atomic weight of ^^* = ${formatGame(atomicWeight(parseGame("^^*")))}`,
      ];
    },
  },
  {
    title: "Rulesets (@cgt/rulesets)",
    lines() {
      const v = (expr: string) => formatGame(parseGame(expr, { functions: RULESET_FUNCTIONS }));
      return [
        `Domineering ..|.. = ${v('domineering("..|..")')}, 3x4 = ${
          v('domineering("....|....|....")')
        }; Toads and Frogs TFT.TFF = ${v('toads("TFT.TFF")')}`,
        `Clobber xxo = ${v('clobber("xxo")')}; Hackenbush L(R,R) = ${
          v('hackenbush("L(R,R)")')
        }; cutcake(8, 3) = ${v("cutcake(8, 3)")}; Snort on a path of 3 = ${v('snort("...")')}`,
        `AtCoder GAME-24 K (cgt judge domino-tetromino-2), counts 5 0 0 3 1 7 4 1: ${
          dominoTetrominoWinner([5, 0, 0, 3, 1, 7, 4, 1])
        } wins moving first`,
      ];
    },
  },
];

const HELP = `cgt demo: a short tour of the toolkit, every value computed as it prints

USAGE:
  cgt demo [--json]

OPTIONS:
  -h, --help  Show this help
      --json  Print {"sections": [{"title": ..., "lines": [...]}, ...]}

EXAMPLES:
  cgt demo
  deno task demo
`;

function runDemo(args: string[], io: Io): number {
  const parsed = parse(args);
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument "${parsed.positionals[0]}"`);
  }
  const sections = SECTIONS.map((s) => ({ title: s.title, lines: s.lines() }));
  if (parsed.values.json) {
    writeJson(io, { sections });
    return 0;
  }
  const bold = (text: string): string => (io.color ? `\x1b[1m${text}\x1b[0m` : text);
  io.stdout(
    sections.map((s) => `${bold(s.title)}\n${s.lines.map((l) => `  ${l}`).join("\n")}\n`).join(
      "\n",
    ),
  );
  return 0;
}

/** The `cgt demo` command. */
export const demoCommand: Command = {
  name: "demo",
  help: HELP,
  run: runDemo,
};
