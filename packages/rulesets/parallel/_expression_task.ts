/**
 * The task that `solveExpressionInParallel` sends its workers (private): the expression, read
 * the same way by the calling thread and each worker, and the ruleset of its forms.
 *
 * @module
 */

import { negate as negateGame } from "@cgt/partizan/arithmetic";
import {
  formatGameForm,
  formLeftOptions,
  formRightOptions,
  type GameForm,
  parseGameForm,
  type PositionForm,
} from "@cgt/partizan/game-form";
import type { Game, PositionKey, Ruleset } from "@cgt/partizan/search";
import { typeFail } from "../_check.ts";
import { RULESET_FUNCTIONS } from "../rulesets.ts";

/** What each worker is sent. */
export interface ExpressionTask {
  /** The game, in the notation of `cgt value`. */
  expression: string;
}

/**
 * The ruleset and position of a task: the expression read with the rulesets' functions, its
 * positions kept as positions (`values: false`).
 *
 * @throws {SyntaxError} If the expression cannot be read.
 */
export function resolveExpressionTask(
  task: ExpressionTask,
): { ruleset: Ruleset<GameForm>; position: GameForm } {
  const form = parseGameForm(task.expression, { functions: RULESET_FUNCTIONS, values: false });
  return { ruleset: expressionRuleset(form), position: form };
}

/** The rulesets whose positions occur in `form`, in the order the form names them. */
function rulesetsIn(form: GameForm, out: Set<Ruleset<unknown>> = new Set()): Set<Ruleset<unknown>> {
  if (form.kind === "sum") { for (const p of form.parts) rulesetsIn(p, out); }
  else if (form.kind === "negative") rulesetsIn(form.form, out);
  else if (form.kind === "position") out.add(form.ruleset as Ruleset<unknown>);
  return out;
}

/**
 * The rules of game forms as an outcome search sees them, for the forms of `form`: a sum splits
 * into its parts (and a position into its ruleset's components), a value or the negative of one
 * is valued at once (`shortcut`), and keys are strings that depend only on the form, not on the
 * isolate: the rulesets of `form` are numbered in the order it names them, so the same expression
 * gets the same keys in every run and every worker (a saved table and a shared one rely on it). A
 * value's key names it by its id in this isolate, which is harmless, since a value is always
 * valued and never searched under its key.
 *
 * @param form The form to be searched (its rulesets are numbered first).
 * @returns A ruleset of game forms.
 * @throws {TypeError} If `form` is not a game form.
 *
 * @example
 * ```ts
 * import { expressionRuleset } from "@cgt/rulesets/parallel-expression";
 * import { parseGameForm } from "@cgt/partizan/game-form";
 * import { solveOutcome } from "@cgt/partizan/outcome-solver";
 * import { RULESET_FUNCTIONS } from "@cgt/rulesets/rulesets";
 * import assert from "node:assert/strict";
 *
 * const form = parseGameForm('clobber("xo") + {1|0}', { functions: RULESET_FUNCTIONS, values: false });
 * assert.equal(solveOutcome(expressionRuleset(form), form).outcome, "L");
 * ```
 */
export function expressionRuleset(form: GameForm): Ruleset<GameForm> {
  if (form === null || typeof form !== "object" || typeof form.kind !== "string") {
    typeFail(
      "make the ruleset of an expression",
      "expected a game form as parseGameForm returns",
      form,
    );
  }
  const ids = new Map<Ruleset<unknown>, number>([...rulesetsIn(form)].map((r, i) => [r, i]));
  const idOf = (r: Ruleset<unknown>): number => {
    let id = ids.get(r);
    if (id === undefined) ids.set(r, id = ids.size);
    return id;
  };
  const positionKey = (f: PositionForm): PositionKey => {
    const r = f.ruleset;
    return r.key ? r.key(f.position) : f.position as PositionKey;
  };
  const key = (f: GameForm): string => {
    switch (f.kind) {
      case "value":
        return `v${f.value.id}`;
      case "position":
        return `p${idOf(f.ruleset as Ruleset<unknown>)}:${typeof positionKey(f)}:${
          String(positionKey(f))
        }`;
      case "negative":
        return `-${key(f.form)}`;
      default:
        return `e${formatGameForm(f)}`;
    }
  };
  const shortcut = (f: GameForm): Game | undefined => {
    if (f.kind === "value") return f.value;
    if (f.kind === "position") return f.ruleset.shortcut?.(f.position);
    if (f.kind === "negative") {
      const g = shortcut(f.form);
      return g === undefined ? undefined : negateGame(g);
    }
    return undefined;
  };
  const components = (f: GameForm): GameForm[] => {
    switch (f.kind) {
      case "sum":
        return f.parts.flatMap(components);
      case "position": {
        const split = f.ruleset.components;
        if (split === undefined) return [f];
        return [...split.call(f.ruleset, f.position)].map((position) => ({ ...f, position }));
      }
      case "negative":
        return components(f.form).map((g) => ({ kind: "negative", form: g } as GameForm));
      default:
        return [f];
    }
  };
  return {
    name: "game form",
    leftOptions: formLeftOptions,
    rightOptions: formRightOptions,
    key,
    components,
    shortcut,
  };
}
