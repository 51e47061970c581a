// Conformance with CGSuite's own misère test cases (aaron-siegel/cgsuite,
// MisereCanonicalGameTestCase.scala): every field cgt computes, one step each.
import assert from "node:assert/strict";
import { type MisereGameId, MisereGames } from "./misere/misere.ts";
import { MISERE_CASES, MISERE_SOURCE } from "./testdata/cgsuite_misere.ts";

/**
 * Reads CGSuite's misère specifier (its input syntax, which cgt has no reader for): `*[a,b,..]`
 * is the game whose options are a, b, ...; `*[a]` with one element is a itself; inside, an
 * integer n is the Nim heap *n, a list `[m,..]` the game with those options, and `+` adds.
 */
function readSpec(games: MisereGames, text: string): MisereGameId {
  let pos = 0;
  const expect = (c: string) => {
    if (text[pos] !== c) throw new SyntaxError(`expected ${c} at ${pos} in ${text}`);
    pos++;
  };
  const elements = (): MisereGameId[] => {
    expect("[");
    const out: MisereGameId[] = [];
    if (text[pos] !== "]") {
      for (;;) {
        out.push(element());
        if (text[pos] !== ",") break;
        pos++;
      }
    }
    expect("]");
    return out;
  };
  const element = (): MisereGameId => {
    if (text[pos] === "[") return games.fromOptions(elements());
    if (text[pos] === "*") return sum();
    const m = /^\d+/.exec(text.slice(pos))!;
    pos += m[0].length;
    return games.nimHeap(Number(m[0]));
  };
  const term = (): MisereGameId => {
    expect("*");
    const list = elements();
    // *[x] for one element x is x (so *[3] is the heap *3); otherwise the game {list}.
    return list.length === 1 ? list[0] : games.fromOptions(list);
  };
  const sum = (): MisereGameId => {
    let g = term();
    while (text[pos] === "+") {
      pos++;
      g = games.add(g, term());
    }
    return g;
  };
  const g = sum();
  if (pos !== text.length) throw new SyntaxError(`unexpected ${text[pos]} in ${text}`);
  return g;
}

const FIELDS = [
  "print",
  "Birthday",
  "Genus",
  "IsEven",
  "IsGenerallyRestive",
  "IsGenerallyTame",
  "IsHalfTame",
  "IsNimHeap",
  "IsRestive",
  "IsRestless",
  "IsTame",
  "IsTameable",
  "MisereNimValue",
  "MisereOutcomeClass",
  "NimValue",
  "Options",
] as const;

function evaluate(games: MisereGames, g: MisereGameId, field: string): string {
  const phylum = games.phylum(g);
  const tame = phylum === "nim-heap" || phylum === "hereditarily-tame";
  const generallyTame = tame || phylum === "reversibly-tame";
  const restive = phylum === "hereditarily-restive" || phylum === "reversibly-restive";
  switch (field) {
    case "print":
      return games.format(g);
    case "Birthday":
      return String(games.birthday(g));
    case "Genus":
      return games.formatGenus(games.genus(g));
    case "IsEven":
      return String(games.isEven(g));
    case "IsGenerallyRestive":
      return String(restive);
    case "IsGenerallyTame":
      return String(generallyTame);
    // Half-tame is CGSuite's word for restive in the general sense (ONAG ch. 12).
    case "IsHalfTame":
      return String(restive);
    case "IsNimHeap":
      return String(games.isNimHeap(g));
    case "IsRestive":
      return String(phylum === "hereditarily-restive");
    case "IsRestless":
      return String(phylum === "restless");
    case "IsTame":
      return String(tame);
    case "IsTameable":
      return String(generallyTame || phylum === "tameable");
    case "MisereNimValue":
      return String(games.misereGrundy(g));
    case "MisereOutcomeClass":
      return games.outcome(g);
    case "NimValue":
      return String(games.grundy(g));
    case "Options":
      return `[${games.options(g).map((o) => games.format(o)).join(",")}]`;
  }
  throw new Error(`unknown field ${field}`);
}

Deno.test("MisereGames agrees with CGSuite's misère canonical game test cases", async (t) => {
  const games = new MisereGames();
  for (const c of MISERE_CASES) {
    const g = readSpec(games, c[0]);
    for (let i = 0; i < FIELDS.length; i++) {
      const field = FIELDS[i];
      const input = field === "print" ? c[0] : `(${c[0]}).${field}`;
      await t.step(`${input} = ${c[i + 1]} (${MISERE_SOURCE})`, () => {
        assert.equal(evaluate(games, g, field), c[i + 1]);
      });
    }
  }
});
