import assert from "node:assert/strict";
import fc from "fast-check";
import {
  canonicalForm,
  formatGameForm,
  formLeftOptions,
  formRightOptions,
  type GameForm,
  gameFormMisereOutcome,
  parseGameForm,
} from "@cgt/partizan/game-form";
import { parseGame } from "@cgt/partizan/notation";
import { value } from "@cgt/partizan/search";
import type { Outcome } from "@cgt/partizan/compare";
import { nimOutcome } from "@cgt/nim/nim";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { CATALOG } from "./catalog.ts";
import { objectIdentityKey, plainMisereOutcome } from "../../testing/plain_misere.ts";

const functions = RULESET_FUNCTIONS;

/**
 * A call of every notation function (the catalogue's example of each), and more shapes of some
 * (a jump for toads, trees for hackenbush, several heaps).
 */
const CALLS: readonly string[] = [
  ...CATALOG.flatMap((entry) => entry.notation ? [entry.example] : []),
  'toads("TT..FF", 2)',
  'hackenbush("L(R,G)")',
  "cutcake(2, 3)",
  'takeAndBreak("0.77", 3, 4)',
  'spawning("1-3", 3, 2)',
  'impartialVariant("clobber", "xoxo")',
  "turnAndEatcake(3, 2)",
];

/** The misère outcome of a form by the plain search of testing/ over its options. */
function slowClass(form: GameForm): Outcome {
  const rules = { name: "forms", leftOptions: formLeftOptions, rightOptions: formRightOptions };
  return plainMisereOutcome(rules, form, { key: objectIdentityKey() });
}

Deno.test("RULESET_FUNCTIONS gives every call's position, worth the call's value", async (t) => {
  for (const call of CALLS) {
    await t.step(call, () => {
      const form = parseGameForm(call, { functions });
      if (form.kind !== "position") return assert.fail(`${call} keeps no position`);
      assert.equal(formatGameForm(form), call);
      assert.equal(canonicalForm(form), parseGame(call, { functions }));
      // The position searched from scratch has the value the notation gives.
      assert.equal(value(form.ruleset, form.position), parseGame(call, { functions }));
    });
  }
});

Deno.test("gameFormMisereOutcome() searches sums of ruleset positions as plain recursion does", async (t) => {
  const rows = [
    'domineering("..|..") + arcKayles("--")',
    'domineering("..|..") + domineering("..|..")',
    'clobber("xo") + clobber("xo") + arcKayles("-")',
    "cutcake(2, 2) - cutcake(2, 2)",
    "toads(\"T.F\") + '{*|*}'",
    "hackenbush(\"LR\") + '{0|^*}' + *",
    'takeAndBreak("0.77", 3, 4) + spawning("1-3", 2)',
    'domineering("...|...") + *2',
    // Alone, through MisereHeapSolver (the tame rule or the misère quotient).
    'takeAndBreak("0.77", 3, 4)',
    'takeAndBreak("0.07", 7, 4, 2)',
  ];
  for (const text of rows) {
    await t.step(text, () => {
      const form = parseGameForm(text, { functions });
      assert.equal(gameFormMisereOutcome(form), slowClass(form));
    });
  }
});

Deno.test("gameFormMisereOutcome() of a sum of nimbers is misère Nim's outcome", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 }),
      (heaps) => {
        const text = heaps.map((n) => `*${n}`).join(" + ");
        assert.equal(
          gameFormMisereOutcome(parseGameForm(text)),
          nimOutcome(heaps, { misere: true }),
        );
      },
    ),
    { seed: 1102, numRuns: 200 },
  );
});
