/**
 * Benchmarks of reading notation: long texts through `parseGame` (short games) and
 * `parseLoopyGame`, where the tokenizer (skipping spaces, peeking, literals) is most of the
 * work. The engine caches the games these build, so after the first iteration they measure the
 * parsers rather than canonical forms.
 *
 * @module
 */

import { parseGame } from "@cgt/partizan/notation";
import { parseLoopyGame } from "@cgt/partizan/loopy-notation";

const TERMS = ["1/2", "^*", "{0|*}", "-3", "{0|1}", "*2", "{1/2||0|1}", "vv", "{0,*|0,*}", "3/4v*"];
/** A sum of 2,000 short terms of most literal kinds, whose total stays x + k.^ + *n. */
const LONG_SUM = Array.from({ length: 2000 }, (_, i) => TERMS[i % TERMS.length]).join(" + ");
/** The same sum with runs of spaces around every token. */
const SPACED_SUM = Array.from({ length: 2000 }, (_, i) => TERMS[i % TERMS.length]).join(
  "   +   ",
).replaceAll(",", " ,  ").replaceAll("{", "{  ");
/** 900 nested braces: {{{...{0|}...|}|}|} (the integer 900). */
const NESTED = "{".repeat(900) + "0" + "|}".repeat(900);
/** One loopy position with 300 short options (each handed on to the short-game parser) and a pass. */
const LOOPY_OPTIONS = "{" +
  Array.from({ length: 300 }, (_, i) => TERMS[i % TERMS.length]).join(", ") +
  " | pass}";

Deno.bench("parseGame of a sum of 2,000 terms", { group: "long notation", baseline: true }, () => {
  parseGame(LONG_SUM);
});

Deno.bench("parseGame of the same sum, spaced", { group: "long notation" }, () => {
  parseGame(SPACED_SUM);
});

Deno.bench("parseGame of 900 nested braces", { group: "long notation" }, () => {
  parseGame(NESTED);
});

Deno.bench("parseLoopyGame of a position with 300 options", { group: "long notation" }, () => {
  parseLoopyGame(LOOPY_OPTIONS);
});
