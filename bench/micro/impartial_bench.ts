import { GrundySolver, mex, nimSum } from "@cgt/impartial";

const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1013);

Deno.bench("mex of 1000 values (1000 values)", { group: "mex" }, () => {
  mex(values);
});

Deno.bench("nim-sum of 1000 values (1000 values)", { group: "nim-sum", baseline: true }, () => {
  nimSum(values);
});

Deno.bench("reduce with ^ (1000 values)", { group: "nim-sum" }, () => {
  values.reduce((a, b) => a ^ b, 0);
});

const subtraction = {
  options: (n: number) => [1, 3, 4].filter((s) => s <= n).map((s) => n - s),
};

Deno.bench("subtraction {1,3,4} to 100000, generic solver (100000 positions)", {
  group: "generic solver",
}, () => {
  const solver = new GrundySolver(subtraction);
  for (let n = 0; n <= 100_000; n += 1000) solver.grundy(n);
});
