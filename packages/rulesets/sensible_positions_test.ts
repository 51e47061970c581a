import assert from "node:assert/strict";
import fc from "fast-check";
import {
  formLeftOptions,
  formRightOptions,
  type GameForm,
  positionForm,
} from "@cgt/partizan/game-form";
import { leq } from "@cgt/partizan/compare";
import { leftOptions, rightOptions, ZERO } from "@cgt/partizan/game";
import { sum } from "@cgt/partizan/arithmetic";
import { type Player, sensibleLines, sensibleOptions, winningMoves } from "@cgt/partizan/sensible";
import { plainValue } from "../../testing/plain_value.ts";
import { CLOBBER, parseClobber } from "./grid/clobber.ts";
import { DOMINEERING, parseDomineering } from "./grid/domineering.ts";
import type { Ruleset } from "@cgt/partizan/search";

/** Small boards: 2 or 3 rows of up to 3 cells, each empty or blocked (Domineering: ".#"). */
function board(cells: string): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 3 })).chain(([r, c]) =>
    fc.array(fc.constantFrom(...cells), { minLength: r * c, maxLength: r * c }).map((xs) =>
      Array.from({ length: r }, (_, i) => xs.slice(i * c, (i + 1) * c).join("")).join("|")
    )
  );
}

const player: fc.Arbitrary<Player> = fc.constantFrom("left", "right");

/** a is at least b for p (Left: a >= b; Right: a <= b). */
function atLeast(a: ReturnType<typeof plainValue>, b: ReturnType<typeof plainValue>, p: Player) {
  return p === "left" ? leq(b, a) : leq(a, b);
}

function agreement<P>(ruleset: Ruleset<P>, parse: (text: string) => P, cells: string) {
  return (
    fc.property(fc.array(board(cells), { minLength: 1, maxLength: 2 }), player, (texts, p) => {
      const positions = texts.map(parse);
      const forms: GameForm[] = positions.map((q) => positionForm(ruleset, q));
      const values = positions.map((q) => plainValue(ruleset, q));
      const total = sum(values);
      const canonical = p === "left" ? leftOptions(total) : rightOptions(total);
      const winning = winningMoves(forms, p).map((m) =>
        `${m.component}:${m.value.id}:${m.result.id}`
      );
      const expectedWinning: string[] = [];
      forms.forEach((f, i) => {
        for (const o of p === "left" ? formLeftOptions(f) : formRightOptions(f)) {
          const v = plainValue(ruleset, (o as { position: P }).position);
          const after = sum(values.map((w, j) => (j === i ? v : w)));
          // After p's move the opponent moves first: p wins iff the sum is >= 0 (Left) or <= 0.
          const wins = p === "left" ? leq(ZERO, after) : leq(after, ZERO);
          if (wins) expectedWinning.push(`${i}:${v.id}:${after.id}`);
        }
      });
      assert.deepEqual(winning, expectedWinning);
      if (forms.length === 1) {
        const sensible = sensibleOptions(forms[0], p).map((o) => o.value.id);
        const expected = (p === "left" ? formLeftOptions(forms[0]) : formRightOptions(forms[0]))
          .map((o) => plainValue(ruleset, (o as { position: P }).position))
          .filter((v) => canonical.some((k) => atLeast(v, k, p)))
          .map((v) => v.id);
        assert.deepEqual(sensible, expected);
        // Each sensible line follows moves, its answers reverse, and it ends at a canonical option.
        const lines = sensibleLines(forms[0], p);
        assert.equal(lines.length, canonical.length);
        const other: Player = p === "left" ? "right" : "left";
        lines.forEach((line, i) => {
          let current: P = positions[0];
          line.forEach((step, j) => {
            const mover = j % 2 === 0 ? p : other;
            const moves = [
              ...(mover === "left" ? ruleset.leftOptions(current) : ruleset.rightOptions(current)),
            ];
            const next = (step.option as { position: P }).position;
            assert.ok(moves.some((q) => JSON.stringify(q) === JSON.stringify(next)));
            const v = plainValue(ruleset, next);
            assert.ok(leq(v, step.value) && leq(step.value, v));
            if (j % 2 === 1) assert.ok(atLeast(total, v, p), "an answer reverses");
            current = next;
          });
          const last = line[line.length - 1].value;
          assert.ok(leq(last, canonical[i]) && leq(canonical[i], last));
        });
      }
    })
  );
}

Deno.test("winningMoves() and sensibleOptions() on Domineering agree with plain recursion", () => {
  fc.assert(agreement(DOMINEERING, parseDomineering, ".#"), { seed: 26091, numRuns: 60 });
});

Deno.test("winningMoves() and sensibleOptions() on Clobber agree with plain recursion", () => {
  fc.assert(agreement(CLOBBER, parseClobber, ".xo"), { seed: 26092, numRuns: 60 });
});
