// deno-lint-ignore-file no-console
/**
 * Random differential checks of `cgt` against the peers installed on this machine: values, not
 * times. `deno run -A bench/peers/peers_fuzz.ts [--seed N] [--count N]` draws random positions and
 * games from a seeded generator and asks each peer for the same thing:
 *
 * - pycgt (pure Python): Domineering, Cram, Clobber and Toads and Frogs boards, Col and Snort on
 *   random graphs, and random game trees: canonical form, mean, temperature, both stops, heating,
 *   overheating, birthday, incentives, cooling and the reduced canonical form;
 * - cgt-tools (the Rust crate `cgt` 0.11, through bench/peers/peers_rs, built by
 *   `deno run -A bench/peers/boards_peers.ts --setup`): Amazons, Fission, Ski Jumps and Digraph
 *   Placement.
 *
 * Values are compared as games (the peer's printed value read by our parser, then `equals`),
 * numbers as text. Known convention differences are counted apart, not as failures: pycgt cools a
 * game by exactly its temperature to a number where CGSuite (and `cgt`) give a number plus `*`
 * (CGSuite's GameTest: `{3||2*|1*}.Cool(3/4)` is `9/4*`), and pycgt's reduced canonical form
 * does not always reduce (so a difference there is checked: `cgt`'s form must be infinitesimally
 * close to the game, both stops of the difference 0, and no larger than pycgt's). A missing peer
 * is skipped with a note. Exits 1 if any other difference is found. Never run by tests or CI
 * (the peers are not installed there); the fast-check properties of the tests are the CI twins.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  birthday,
  cool,
  type Dyadic,
  dyadic,
  equals,
  formatDyadic,
  formatGame,
  type Game,
  heat,
  incentives,
  integer,
  leftStop,
  mean,
  overheat,
  parseGame,
  reducedCanonicalForm,
  rightStop,
  subtract,
  temperature,
} from "@cgt/partizan";
import {
  amazons,
  clobber,
  col,
  cram,
  digraphPlacement,
  domineering,
  fission,
  skiJumps,
  snort,
  toadsAndFrogs,
} from "@cgt/rulesets";
import { lcg } from "../support/random.ts";

const TMP = (Deno.env.get("TMPDIR") ?? "/tmp").replace(/\/$/, "");
const BOARDS_RS = Deno.env.get("CGT_BOARDS_RS_BIN") ??
  `${TMP}/cgt-boards-rs-target/release/cgt-boards-harness`;
const PYTHON = Deno.env.get("PYTHON") ?? "python3";

/** The pycgt side: reads one request per line (tab-separated), prints one answer per line. */
const PYCGT = String.raw`
import sys
from fractions import Fraction
from pycgt import (parse, render, mean, temperature, left_stop, right_stop, heat, overheat,
                   birthday, incentives, cool, reduced_canonical_form, integer)
from pycgt.rulesets import clobber, cram, domineering, toads_and_frogs, graphs
def q(x): return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
for line in sys.stdin:
    kind, *args = line.rstrip("\n").split("\t")
    if kind == "game":
        g = parse(args[0])
        out = [render(g), q(mean(g)), q(temperature(g)), q(left_stop(g)), q(right_stop(g)),
               render(heat(g, integer(1))), render(overheat(g, integer(1), integer(1))),
               str(birthday(g)), ";".join(sorted(render(x) for x in incentives(g))),
               render(cool(g, Fraction(1, 2))), render(reduced_canonical_form(g))]
    elif kind in ("col", "snort"):
        n, edges, left, right = int(args[0]), args[1], args[2], args[3]
        es = [tuple(map(int, e.split("-"))) for e in edges.split(",") if e]
        c = graphs.Colouring(graphs.Graph.of(n, es),
                             frozenset(int(v) for v in left.split(",") if v),
                             frozenset(int(v) for v in right.split(",") if v))
        out = [render(graphs.value(c, graphs.COL if kind == "col" else graphs.SNORT))]
    elif kind == "domineering":
        out = [render(domineering.parse("\n".join(args[0].split("|"))))]
    elif kind == "cram":
        out = [render(cram.parse("\n".join(args[0].split("|"))))]
    elif kind == "clobber":
        out = [render(clobber.parse(args[0]))]
    else:
        out = [render(toads_and_frogs.parse(args[0].lower()))]
    print("\t".join(out), flush=True)
`;

interface Tally {
  agree: number;
  convention: number;
  differ: string[];
}

const tally: Tally = { agree: 0, convention: 0, differ: [] };

function record(ok: boolean, what: string): void {
  if (ok) tally.agree++;
  else tally.differ.push(what);
}

const sameGame = (ours: Game, theirs: string): boolean => equals(ours, parseGame(theirs));
const text = (d: Dyadic): string => formatDyadic(d);

/** A random grid of `rows` by `cols` cells drawn from `cells` with the given weights. */
function grid(random: () => number, rows: number, cols: number, cells: string, weights: number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  const row = () =>
    Array.from({ length: cols }, () => {
      let x = random() * total;
      let k = 0;
      while (x >= weights[k]) x -= weights[k++];
      return cells[k];
    }).join("");
  return Array.from({ length: rows }, row).join("|");
}

/** A random game tree in brace notation (no slashes: pycgt reads only plain braces). */
function gameTree(random: () => number, depth: number): string {
  const leaves = ["0", "1", "-1", "1/2", "-1/2", "2", "-2", "3/4", "{0|0}", "{0,{0|0}|0}"];
  if (depth === 0 || random() < 0.25) return leaves[Math.floor(random() * leaves.length)];
  const side = () =>
    Array.from({ length: Math.floor(random() * 3) }, () => gameTree(random, depth - 1)).join(",");
  return `{${side()}|${side()}}`;
}

async function askPycgt(requests: string[][]): Promise<string[][] | undefined> {
  try {
    const child = new Deno.Command(PYTHON, {
      args: ["-c", PYCGT],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(requests.map((r) => r.join("\t") + "\n").join("")));
    await writer.close();
    const { code, stdout, stderr } = await child.output();
    if (code !== 0) {
      console.log(`pycgt skipped: ${new TextDecoder().decode(stderr).trim().split("\n").at(-1)}`);
      return undefined;
    }
    return new TextDecoder().decode(stdout).trimEnd().split("\n").map((l) => l.split("\t"));
  } catch (error) {
    console.log(`pycgt skipped: ${(error as Error).message}`);
    return undefined;
  }
}

function askBoards(game: string, position: string): string | undefined {
  const { code, stdout } = new Deno.Command(BOARDS_RS, { args: [game, position] }).outputSync();
  return code === 0 ? new TextDecoder().decode(stdout).split("\t")[0].trim() : undefined;
}

async function checkPycgt(random: () => number, count: number): Promise<void> {
  const requests: string[][] = [];
  const checks: ((answer: string[]) => void)[] = [];
  for (let i = 0; i < count; i++) {
    const rows = 1 + Math.floor(random() * 4);
    const cols = 1 + Math.floor(random() * 5);
    for (const [kind, fn] of [["domineering", domineering], ["cram", cram]] as const) {
      const board = grid(random, rows, cols, ".#", [5, 1]);
      requests.push([kind, board]);
      checks.push(([v]) => record(sameGame(fn(board), v), `${kind}("${board}"): pycgt ${v}`));
    }
    const stones = grid(random, 1 + Math.floor(random() * 3), 1 + Math.floor(random() * 4), ".xo", [
      1,
      2,
      2,
    ]);
    requests.push(["clobber", stones]);
    checks.push(([v]) => record(sameGame(clobber(stones), v), `clobber("${stones}"): pycgt ${v}`));
    const row = grid(random, 1, 2 + Math.floor(random() * 9), ".TF", [2, 1, 1]);
    requests.push(["toads", row]);
    checks.push(([v]) => record(sameGame(toadsAndFrogs(row), v), `toads("${row}"): pycgt ${v}`));
    for (const kind of ["col", "snort"] as const) {
      const n = 1 + Math.floor(random() * 8);
      const edges: string[] = [];
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) if (random() < 0.35) edges.push(`${a}-${b}`);
      }
      const left: number[] = [];
      const right: number[] = [];
      let vertices = "";
      for (let v = 0; v < n; v++) {
        const x = random();
        vertices += x < 0.12 ? "x" : x < 0.24 ? "o" : ".";
        if (x < 0.12) left.push(v);
        else if (x < 0.24) right.push(v);
      }
      // cgt's numbered notation: a bare vertex string is a path, so an edgeless graph is skipped.
      if (edges.length === 0) continue;
      const graph = `${vertices}:${edges.join(",")}`;
      let ours: Game;
      try {
        ours = kind === "col" ? col(graph) : snort(graph);
      } catch {
        continue; // a colouring the rules forbid (both peers refuse it)
      }
      requests.push([kind, String(n), edges.join(","), left.join(","), right.join(",")]);
      checks.push(([v]) => record(sameGame(ours, v), `${kind}("${graph}"): pycgt ${v}`));
    }
    const tree = gameTree(random, 3);
    requests.push(["game", tree]);
    checks.push((answer) => checkGame(tree, answer));
  }
  const answers = await askPycgt(requests);
  if (answers === undefined) return;
  checks.forEach((check, i) => check(answers[i]));
}

function checkGame(tree: string, answer: string[]): void {
  const g = parseGame(tree);
  const [form, m, t, ls, rs, heated, overheated, born, incentive, cooled, rcf] = answer;
  const at = (what: string, value: string) => `${what} of ${tree}: pycgt ${value}`;
  record(sameGame(g, form), at("canonical form", form));
  record(text(mean(g)) === m, at("mean", m));
  record(text(temperature(g)) === t, at("temperature", t));
  record(text(leftStop(g)) === ls, at("left stop", ls));
  record(text(rightStop(g)) === rs, at("right stop", rs));
  record(sameGame(heat(g, integer(1)), heated), at("heating by 1", heated));
  record(sameGame(overheat(g, integer(1), integer(1)), overheated), at("overheating", overheated));
  record(String(birthday(g)) === born, at("birthday", born));
  const ours = [...new Set(incentives(g).map((x) => formatGame(x)))].sort();
  const theirs = [
    ...new Set(incentive.split(";").filter((s) => s !== "").map((s) => formatGame(parseGame(s)))),
  ].sort();
  record(JSON.stringify(ours) === JSON.stringify(theirs), at("incentives", incentive));
  // Cooling a game (or a follower) by exactly its temperature: CGSuite's number plus star
  // against pycgt's number, so the two coolings differ by an infinitesimal only.
  const c = cool(g, dyadic(1, 1));
  if (sameGame(c, cooled)) tally.agree++;
  else if (infinitesimallyClose(c, parseGame(cooled))) tally.convention++;
  else record(false, at("cooling by 1/2", cooled));
  // Both reduced forms must be infinitesimally close to g; ours must not be the longer one.
  const reduced = reducedCanonicalForm(g);
  if (sameGame(reduced, rcf)) tally.agree++;
  else if (
    infinitesimallyClose(g, reduced) && infinitesimallyClose(g, parseGame(rcf)) &&
    formatGame(reduced).length <= rcf.length
  ) {
    tally.convention++;
  } else record(false, at("reduced canonical form", rcf));
}

/** Whether `g - h` is infinitesimal: both its stops are 0 (Siegel, CGT, II.5). */
function infinitesimallyClose(g: Game, h: Game): boolean {
  const d = subtract(g, h);
  return text(leftStop(d)) === "0" && text(rightStop(d)) === "0";
}

function checkBoards(random: () => number, count: number): void {
  try {
    Deno.statSync(BOARDS_RS);
  } catch {
    console.log(
      `cgt-tools skipped: no harness at ${BOARDS_RS} (deno run -A bench/peers/boards_peers.ts --setup)`,
    );
    return;
  }
  for (let i = 0; i < count; i++) {
    const cases: [string, string, (p: string) => Game][] = [
      [
        "amazons",
        grid(random, 1 + Math.floor(random() * 3), 2 + Math.floor(random() * 3), ".xo#", [
          6,
          1,
          1,
          1,
        ]),
        amazons,
      ],
      [
        "fission",
        grid(random, 2 + Math.floor(random() * 3), 2 + Math.floor(random() * 3), ".x#", [6, 2, 1]),
        fission,
      ],
      [
        "ski",
        grid(random, 1 + Math.floor(random() * 3), 2 + Math.floor(random() * 4), ".LRlr", [
          6,
          1,
          1,
          1,
          1,
        ]),
        skiJumps,
      ],
    ];
    const n = 2 + Math.floor(random() * 6);
    const colours = Array.from({ length: n }, () => (random() < 0.5 ? "L" : "R")).join("");
    const arcs: string[] = [];
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const x = random();
        if (x < 0.15) arcs.push(`${a}>${b}`);
        else if (x < 0.3) arcs.push(`${a}<${b}`);
        else if (x < 0.4) arcs.push(`${a}-${b}`);
      }
    }
    cases.push([
      "digraph",
      arcs.length ? `${colours}:${arcs.join(",")}` : colours,
      digraphPlacement,
    ]);
    for (const [game, position, fn] of cases) {
      const theirs = askBoards(game, position);
      if (theirs === undefined) continue; // a position the crate's parser refuses
      record(sameGame(fn(position), theirs), `${game}("${position}"): cgt-tools ${theirs}`);
    }
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { seed: { type: "string", default: "1" }, count: { type: "string", default: "100" } },
  });
  const seed = Number(values.seed);
  const count = Number(values.count);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1) {
    console.error("error: --seed and --count take integers (--count at least 1)");
    Deno.exit(2);
  }
  const random = lcg(seed);
  await checkPycgt(random, count);
  checkBoards(random, Math.ceil(count / 2));
  console.log(
    `agree ${tally.agree}, known convention differences ${tally.convention}, differ ${tally.differ.length}`,
  );
  for (const what of tally.differ.slice(0, 20)) console.log(`DIFF ${what}`);
  if (tally.differ.length > 0) Deno.exit(1);
}
