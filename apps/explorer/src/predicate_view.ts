/**
 * The predicates of a value on the page: one line of chips, as the result panel and the
 * worksheet's `predicates(...)` cells show them.
 *
 * @module
 */

/// <reference lib="dom" />

import { el } from "./dom.ts";
import { predicateChip, type PredicateResult } from "./value_predicates.ts";

/**
 * One chip per predicate (`all-small yes`), coloured by its answer; one without an answer says
 * `n/a` and has the reason as its tooltip.
 *
 * @param list The predicates.
 * @returns The line of chips.
 */
export function predicateChips(list: readonly PredicateResult[]): HTMLElement {
  return el(
    "span",
    { class: "predicates", "data-testid": "predicates" },
    ...list.map((p) => {
      const chip = predicateChip(p);
      return el("span", {
        class: "predicate",
        "data-state": chip.state,
        "data-testid": "predicate",
        title: chip.title,
      }, chip.text);
    }),
  );
}
