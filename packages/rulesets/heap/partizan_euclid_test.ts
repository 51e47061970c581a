import assert from "node:assert/strict";
import fc from "fast-check";
import { formatGame } from "@cgt/partizan/notation";
import type { Ruleset } from "@cgt/partizan/search";
import { rulesetContract } from "../../../testing/ruleset_contract.ts";
import {
  MAX_PARTIZAN_EUCLID,
  PARTIZAN_EUCLID,
  partizanEuclid,
  type PartizanEuclidPosition,
} from "./partizan_euclid.ts";

const parse = (text: string): PartizanEuclidPosition => {
  const [p, q] = text.split(",").map(Number);
  return [p, q];
};

/** The slow twin on "p,q" text, in bigint arithmetic, straight from CGSuite's two functions. */
function twinMove(text: string, left: boolean): string[] {
  const [p, q] = text.split(",").map(BigInt);
  if (q === 0n || p % q === 0n) return [];
  return [`${q},${left ? p % q : q - (p % q)}`];
}

const TWIN: Ruleset<string> = {
  name: "Partizan Euclid (text)",
  leftOptions: (t) => twinMove(t, true),
  rightOptions: (t) => twinMove(t, false),
};

Deno.test("PARTIZAN_EUCLID keeps the ruleset contract", async (t) => {
  const all: string[] = [];
  for (let p = 0; p <= 14; p++) for (let q = 0; q <= 14; q++) all.push(`${p},${q}`);
  await rulesetContract(t, {
    ruleset: PARTIZAN_EUCLID,
    parse,
    format: (p) => p.join(","),
    twin: TWIN,
    value: (text) => partizanEuclid(...parse(text)),
    cases: [
      { label: "every pair up to 14", positions: all },
      {
        label: "random pairs up to 300",
        generator: fc.tuple(fc.nat(300), fc.nat(300)).map(([p, q]) => `${p},${q}`),
        seed: 3141,
        numRuns: 60,
      },
    ],
  });
});

Deno.test("partizanEuclid() gives CGSuite's published values", async (t) => {
  // CGSuite GameHeapTest.scala: [PartizanEuclid((8,n)).CanonicalForm for n from 0 to 8].
  const published = ["0", "0", "0", "v", "0", "0", "^", "^5", "0"];
  for (let n = 0; n <= 8; n++) {
    await t.step(`partizanEuclid(8, ${n}) is ${published[n]} (GameHeapTest.scala)`, () => {
      assert.equal(formatGame(partizanEuclid(8, n)), published[n]);
    });
  }
});

Deno.test("partizanEuclid() takes numbers up to MAX_PARTIZAN_EUCLID and rejects others", () => {
  // (1, n): Left's move ends play, Right's goes down one at a time, (n, n - 1) and on: the
  // longest play the bound allows, worth ^(n-2)* as the published (8, 7) = ^5 shows the pattern.
  assert.equal(formatGame(partizanEuclid(1, MAX_PARTIZAN_EUCLID)), `^${MAX_PARTIZAN_EUCLID - 2}*`);
  assert.equal(formatGame(partizanEuclid(9n, 3n)), "0");
  assert.throws(() => partizanEuclid(-1, 2), {
    name: "RangeError",
    message: "Cannot evaluate Partizan Euclid: p must be an integer from 0 to 1000, received -1",
  });
  assert.throws(() => partizanEuclid(1001, 2), RangeError);
  assert.throws(() => partizanEuclid(1.5, 2), RangeError);
  assert.throws(() => partizanEuclid(2n ** 60n, 2), RangeError);
  assert.throws(() => partizanEuclid("8" as unknown as number, 2), TypeError);
});
