import assert from "node:assert/strict";
import { declaredKinds, type ProbeCase, probeCases } from "../../testing/argument_probe.ts";
import * as nim from "./mod.ts";

// Valid arguments for every public function and method, so that each position (options fields
// included) is probed with hostile values behind valid ones; testing/hostile.ts probes each
// export with hostile values only.

const kinds = await declaredKinds("packages/nim/mod.ts");
const NUMBER_OR_UNDEFINED = ["number", "undefined"];

/** Valid arguments of each exported function, by name. */
const VALID: Record<string, () => unknown[]> = {
  nimOutcome: () => [[1, 2, 3], {}],
  nimWinningMoves: () => [[1, 2, 4], {}],
  wythoffPPosition: () => [3, {}],
  wythoffIndex: () => [4, {}],
  isWythoffPPosition: () => [3, 5, {}],
  wythoffOutcome: () => [3, 5, {}],
  wythoffWinningMoves: () => [3, 6, {}],
  wythoffGame: () => [{}],
  wythoffGrundyTable: () => [3, 4],
  nimberProduct: () => [2, 3],
  nimberInverse: () => [2],
  nimberQuotient: () => [2, 3],
  nimberSqrt: () => [2],
  staircaseNimGrundy: () => [[3, 9, 5]],
  staircaseNimOutcome: () => [[3, 9, 5]],
  staircaseNimWinningMoves: () => [[3, 9, 5]],
  solveNewNim: () => [[1, 2, 3]],
  restrictedNimOutcome: () => [[1, 2, 3]],
  restrictedNimWinningMoves: () => [[2, 3]],
  greenHackenbushGrundy: () => [{ ground: 0, edges: [[0, 1], [1, 2]] }],
  greenHackenbushWinningMoves: () => [{ ground: 0, edges: [[0, 1], [1, 2]] }],
  mooreNimOutcome: () => [[1, 1, 2], 2],
  mooreNimWinningMoves: () => [[1, 1, 2], 2, {}],
  pokerNimOutcome: () => [[2, 3]],
  pokerNimWinningMoves: () => [[2, 3], 5],
  laskerGrundy: () => [5],
  laskerNimOutcome: () => [[1, 2]],
  laskerNimWinningMoves: () => [[1, 2]],
  zeckendorf: () => [12],
  fibonacciNimOutcome: () => [10, 3],
  fibonacciNimMove: () => [10, 3],
  fibonacciNimWinningMoves: () => [10, 3],
  turningTurtlesGrundy: () => ["THHT"],
  turningTurtlesOutcome: () => ["THHT"],
  turningTurtlesWinningMoves: () => ["THHT"],
  mockTurtleCoinGrundy: () => [5],
  mockTurtleGrundy: () => [5],
  mockTurtlesGrundy: () => ["THHT"],
  mockTurtlesOutcome: () => ["THHT"],
  mockTurtlesWinningMoves: () => ["THHT"],
  parseCoins: () => ["hTtH"],
  northcottOutcome: () => [{ width: 8, rows: [[0, 3], [7, 4]] }],
  northcottWinningMoves: () => [{ width: 8, rows: [[0, 3], [7, 5]] }, "white"],
};

const functions: ProbeCase[] = Object.entries(VALID).map(([name, valid]) => ({
  name,
  call: nim[name as keyof typeof nim] as (...args: unknown[]) => unknown,
  valid,
  kinds: kinds[name],
}));

/** A case for one field of an options object. */
function field(
  name: string,
  call: (value: never) => unknown,
  valid: unknown,
  declared: readonly string[],
): ProbeCase {
  return {
    name,
    call: call as (...args: unknown[]) => unknown,
    valid: () => [valid],
    kinds: [declared],
  };
}

const fields: ProbeCase[] = [
  field("nimOutcome(heaps, { misere })", (v) => nim.nimOutcome([1, 2], { misere: v }), true, [
    "boolean",
    "undefined",
  ]),
  field(
    "nimWinningMoves(heaps, { misere })",
    (v) => nim.nimWinningMoves([1, 2], { misere: v }),
    true,
    ["boolean", "undefined"],
  ),
  field("wythoffOutcome(a, b, { k })", (v) => nim.wythoffOutcome(3, 5, { k: v }), 1, [
    "number",
    "bigint",
    "undefined",
  ]),
  field("wythoffGame({ k })", (v) => nim.wythoffGame({ k: v }).options([2, 3]), 1, [
    "number",
    "bigint",
    "undefined",
  ]),
  field(
    "mooreNimWinningMoves(heaps, k, { maxMoves })",
    (v) => nim.mooreNimWinningMoves([1, 1, 2], 2, { maxMoves: v }),
    100,
    NUMBER_OR_UNDEFINED,
  ),
  field(
    "wythoffGame().options",
    (v) => nim.wythoffGame().options(v),
    [2, 3],
    ["object"],
  ),
  field(
    "greenHackenbushGrundy({ ground })",
    (v) => nim.greenHackenbushGrundy({ ground: v, edges: [[0, 1]] }),
    0,
    ["number"],
  ),
  field(
    "greenHackenbushGrundy({ edges })",
    (v) => nim.greenHackenbushGrundy({ ground: 0, edges: v }),
    [[0, 1]],
    ["object"],
  ),
  field(
    "greenHackenbushGrundy({ edges: [edge] })",
    (v) => nim.greenHackenbushGrundy({ ground: 0, edges: [v] }),
    [0, 1],
    ["object"],
  ),
  field(
    "greenHackenbushGrundy({ edges: [[u, v]] })",
    (v) => nim.greenHackenbushWinningMoves({ ground: 0, edges: [[0, v]] }),
    1,
    ["number"],
  ),
  field(
    "northcottOutcome({ width })",
    (v) => nim.northcottOutcome({ width: v, rows: [[0, 3]] }),
    8,
    ["number"],
  ),
  field(
    "northcottOutcome({ rows })",
    (v) => nim.northcottOutcome({ width: 8, rows: v }),
    [[0, 3]],
    ["object"],
  ),
  field(
    "northcottOutcome({ rows: [row] })",
    (v) => nim.northcottOutcome({ width: 8, rows: [v] }),
    [0, 3],
    ["object"],
  ),
  field(
    "northcottWinningMoves({ rows: [[white, black]] })",
    (v) => nim.northcottWinningMoves({ width: 8, rows: [[0, v]] }, "white"),
    3,
    ["number"],
  ),
  field("nimOutcome([heap])", (v) => nim.nimOutcome([1, v]), 2, ["number"]),
  field("nimOutcome([bigint heap])", (v) => nim.nimOutcome([1n, v]), 2n, ["bigint"]),
  field("staircaseNimGrundy([coins])", (v) => nim.staircaseNimGrundy([1, v]), 2, ["number"]),
  field("mooreNimOutcome([heap])", (v) => nim.mooreNimOutcome([1, v], 2), 2, ["number"]),
  field("solveNewNim([pile])", (v) => nim.solveNewNim([1, v]), 2, ["number"]),
  field("restrictedNimOutcome([pile])", (v) => nim.restrictedNimOutcome([1, v]), 2, ["number"]),
  field("pokerNimOutcome([heap])", (v) => nim.pokerNimOutcome([1, v]), 2, ["number"]),
  field("laskerNimOutcome([heap])", (v) => nim.laskerNimOutcome([1, v]), 2, ["number"]),
  field("wythoffGame().options([a, b])", (v) => nim.wythoffGame().options([1, v]), 2, ["number"]),
  field("wythoffGame().key", (v) => nim.wythoffGame().key!(v), [2, 3], ["object"]),
];

const methods: ProbeCase[] = (["insert", "reduce", "contains", "maxXor"] as const).map((name) => ({
  name: `XorBasis#${name}`,
  call: (value: unknown) => {
    const basis = new nim.XorBasis();
    basis.insert(5);
    return basis[name](value as number);
  },
  valid: () => [3],
  kinds: [name === "maxXor" ? NUMBER_OR_UNDEFINED : ["number"]],
}));

Deno.test("every public function, option and method of @cgt/nim takes a hostile argument behind valid ones with a result or its own error", async (t) => {
  await t.step("every exported function has valid arguments here", () => {
    const missing = Object.entries(nim)
      .filter(([_name, value]) =>
        typeof value === "function" && !/^class[\s{]/.test(Function.prototype.toString.call(value))
      )
      .map(([name]) => name)
      .filter((name) => !(name in VALID));
    assert.deepEqual(missing, []);
  });
  for (
    const [label, cases] of [
      ["exported functions", functions],
      ["fields of options objects", fields],
      ["public methods", methods],
    ] as const
  ) {
    await t.step(label, () => {
      const findings = probeCases(cases);
      assert.deepEqual(findings, [], `${findings.length} hostile calls did what they must not`);
    });
  }
});
