import { MisereQuotient } from "../packages/impartial/misere_quotient.ts";
import { parseOctalCode } from "../packages/impartial/octal_game.ts";
const [code, from, to] = [Deno.args[0], Number(Deno.args[1]), Number(Deno.args[2] ?? Deno.args[1])];
for (let n = from; n <= to; n++) {
  const t = performance.now();
  const q = new MisereQuotient(parseOctalCode(code), n);
  console.log(code, n, q.order, q.pPortionSize, ((performance.now() - t) / 1000).toFixed(2) + "s");
}
