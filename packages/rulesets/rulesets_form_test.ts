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

const functions = RULESET_FUNCTIONS;

/** One call of every notation function, by name (a test below keeps it complete). */
const CALLS: Record<string, string> = {
  domineering: 'domineering("..|..")',
  cram: 'cram("...|...")',
  clobber: 'clobber("xo|ox")',
  konane: 'konane("xo.|...")',
  toads: 'toads("TT..FF", 2)',
  hackenbush: 'hackenbush("L(R,G)")',
  toppling: 'toppling("LRG")',
  col: 'col(".-.-.")',
  snort: 'snort(".-.-.")',
  arcKayles: 'arcKayles("---")',
  partizanArcKayles: 'partizanArcKayles("llr")',
  cutcake: "cutcake(2, 3)",
  turning: 'turning("1-3", "THHTH")',
  turningTurtles: 'turningTurtles("THHT")',
  mockTurtles: 'mockTurtles("THHTH")',
  ruler: 'ruler("THHT")',
  takeAndBreak: 'takeAndBreak("0.77", 3, 4)',
  spawning: 'spawning("1-3", 3, 2)',
  impartialVariant: 'impartialVariant("clobber", "xoxo")',
  amazons: 'amazons("x..|..o")',
  fission: 'fission("..x.|....")',
  kings: 'kings("xo.|.ox")',
  rooks: 'rooks("x..o|o..x")',
  queens: 'queens("x..|.o.|..x")',
  antiClobber: 'antiClobber("xoxo|oo..")',
  elephantsAndRhinos: 'elephantsAndRhinos("tt..ff")',
  eatcake: "eatcake(2, 3)",
  maundyCake: "maundyCake(2, 4)",
  turnAndEatcake: "turnAndEatcake(3, 2)",
  skiJumps: 'skiJumps("L..|..R")',
  digraphPlacement: 'digraphPlacement("LRL:0>1,2-1")',
};

/** Plain recursion on a form's options: in misère play a player with no move wins. */
function slowClass(form: GameForm): Outcome {
  const wins = (f: GameForm, left: boolean): boolean => {
    const options = left ? formLeftOptions(f) : formRightOptions(f);
    return options.length === 0 || options.some((o) => !wins(o, !left));
  };
  const l = wins(form, true);
  const r = wins(form, false);
  return l ? (r ? "N" : "L") : (r ? "R" : "P");
}

Deno.test("RULESET_FUNCTIONS gives every call's position, worth the call's value", async (t) => {
  assert.deepEqual(Object.keys(CALLS).sort(), Object.keys(RULESET_FUNCTIONS).sort());
  for (const [name, call] of Object.entries(CALLS)) {
    await t.step(call, () => {
      const form = parseGameForm(call, { functions });
      if (form.kind !== "position") return assert.fail(`${name}() keeps no position`);
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
