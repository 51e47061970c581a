/**
 * What the explorer's heap-game view shows for one answer of the worker, as plain text and
 * markup, so that every field is set on every answer (an error clears the previous game's
 * plot, period and values).
 *
 * @module
 */

import type { NimSequence, Problem } from "./compute.ts";
import { nimPlotSvg } from "./pictures.ts";

/** Everything the heap-game view shows. */
export interface HeapView {
  /** The error message, or `""` when the game was computed. */
  readonly error: string;
  /** The SVG plot of the nim-sequence, or `""`. */
  readonly plot: string;
  /** The sentence about the period, or `""`. */
  readonly period: string;
  /** The first values, as text, or `""`. */
  readonly values: string;
  /** The plot's `data-period`, `data-preperiod` and `data-proved` attributes (`""` when none). */
  readonly data: { readonly period: string; readonly preperiod: string; readonly proved: string };
}

/** The view before any answer, and under an error: nothing from an earlier game. */
const EMPTY: HeapView = {
  error: "",
  plot: "",
  period: "",
  values: "",
  data: { period: "", preperiod: "", proved: "" },
};

/**
 * The heap-game view for `answer`: the plot, period and first values of a nim-sequence, or only
 * the error of a problem (with every other field empty).
 *
 * @param answer The worker's answer, or `undefined` while a computation is pending.
 * @returns What to show.
 */
export function heapView(answer: NimSequence | Problem | undefined): HeapView {
  if (answer === undefined) return EMPTY;
  if ("message" in answer) return { ...EMPTY, error: answer.message };
  const p = answer.period;
  const shown = answer.values.slice(0, 100);
  return {
    error: "",
    plot: nimPlotSvg(answer.values, p, answer.name),
    period: p === null
      ? "No period found."
      : `Period ${p.period} from heap ${p.preperiod}${
        p.proved ? ", proved" : ", not proved"
      }: ${p.reason}.`,
    values: `G(0..${shown.length - 1}) = ${shown.join(" ")}${
      answer.values.length > 100 ? " …" : ""
    }`,
    data: p === null
      ? EMPTY.data
      : { period: String(p.period), preperiod: String(p.preperiod), proved: String(p.proved) },
  };
}
