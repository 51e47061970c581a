/**
 * The memory each stored position of a value search costs, and where it goes (issue 27 item 2).
 *
 * One board is valued by a fresh `Solver` in this thread; then the live heap plus external memory
 * is read after two full collections at four points: before the search, after it, after emptying
 * the solver's table, and after emptying every registered cache (`clearCaches()`). The
 * differences split the cost per stored position into the solver's table, the engine's caches,
 * and the games with the rest (what stays alive: the games reachable from the value and the
 * intern tables' entries). The distinct games made and each cache's entries are printed too.
 *
 * `deno run --v8-flags=--expose-gc bench/limits/bytes_per_position.ts <board>...` where a board is
 * `domineering:<rows>x<cols>` or `clobber:<rows>x<cols>` (an alternating full board, x in the
 * top left corner); default `domineering:5x5 domineering:5x6 clobber:4x4`. Run one board a process
 * for figures that do not share caches: each board is searched with the caches of the boards
 * before it emptied, but the heap of a process that ran a large search stays larger.
 *
 * @module
 */

import { cacheStats, clearCaches } from "@cgt/partizan/caches";
import { Solver } from "@cgt/partizan/search";
import type { Game } from "@cgt/partizan/game";
import { CLOBBER, parseClobber } from "@cgt/rulesets/clobber";
import { DOMINEERING, parseDomineering } from "@cgt/rulesets/domineering";

const encoder = new TextEncoder();

/** Writes one line to stdout. */
function print(line: string): void {
  Deno.stdout.writeSync(encoder.encode(line + "\n"));
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Live heap plus external memory in bytes after two full collections and turns of the loop. */
async function liveBytes(): Promise<number> {
  for (let i = 0; i < 2; i++) {
    await new Promise((r) => setTimeout(r, 0));
    gc!();
  }
  const m = Deno.memoryUsage();
  return m.heapUsed + m.external;
}

/** An empty Domineering board or a full alternating Clobber board of the given size. */
function board(spec: string): { solver: Solver<never>; value: () => Game } {
  const match = /^(domineering|clobber):(\d+)x(\d+)$/.exec(spec);
  if (match === null) throw new Error(`unknown board ${spec}: try domineering:5x5 or clobber:4x4`);
  const rows = Number(match[2]);
  const cols = Number(match[3]);
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) {
      line += match[1] === "domineering" ? "." : (r + c) % 2 === 0 ? "x" : "o";
    }
    lines.push(line);
  }
  const text = lines.join("|");
  if (match[1] === "domineering") {
    const solver = new Solver(DOMINEERING, { maxPositions: Infinity });
    return {
      solver: solver as unknown as Solver<never>,
      value: () => solver.value(parseDomineering(text)),
    };
  }
  const solver = new Solver(CLOBBER, { maxPositions: Infinity });
  return {
    solver: solver as unknown as Solver<never>,
    value: () => solver.value(parseClobber(text)),
  };
}

/** Bytes per position, rounded. */
function per(bytes: number, positions: number): string {
  return `${Math.round(bytes / positions)} B`;
}

if (import.meta.main) {
  if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");
  const specs = Deno.args.length > 0
    ? Deno.args
    : ["domineering:5x5", "domineering:5x6", "clobber:4x4"];
  print("| board | positions | games made | all | table | engine caches | games and the rest |");
  print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const spec of specs) {
    clearCaches();
    const { solver, value } = board(spec);
    const before = await liveBytes();
    const made = cacheStats().gamesMade;
    const start = performance.now();
    const g = value();
    const ms = performance.now() - start;
    const games = cacheStats().gamesMade - made;
    const after = await liveBytes();
    const positions = solver.size;
    const caches = [...cacheStats().caches].filter(([, n]) => n > 0)
      .map(([name, n]) => `${name} ${n}`).join(", ");
    solver.clear();
    const noTable = await liveBytes();
    clearCaches();
    const noCaches = await liveBytes();
    print(
      `| ${spec} | ${positions} | ${games} | ${per(after - before, positions)} | ${
        per(after - noTable, positions)
      } | ${per(noTable - noCaches, positions)} | ${per(noCaches - before, positions)} |`,
    );
    print(
      `  ${(ms / 1000).toFixed(1)} s wall, value id ${g.id}, rss ${
        Math.round(Deno.memoryUsage().rss / 2 ** 20)
      } MB; caches: ${caches}`,
    );
  }
}
