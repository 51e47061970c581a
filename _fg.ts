import { foxAndGeese } from "@cgt/rulesets/fox-and-geese";
import { formatLoopyGame } from "@cgt/partizan/loopy-notation";
const b = Deno.args[0];
const t = performance.now();
const v = foxAndGeese(b, { maxPositions: 5e6 });
console.log(b, formatLoopyGame(v), ((performance.now() - t) / 1000).toFixed(1) + " s");
