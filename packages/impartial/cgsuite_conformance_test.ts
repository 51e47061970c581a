// Conformance with CGSuite's own misère test cases (aaron-siegel/cgsuite,
// MisereCanonicalGameTestCase.scala): every field cgt computes, one step each; and GameTest.scala's
// rows about misère links and nim arithmetic of integers.
import assert from "node:assert/strict";
import { type MisereGameId, MisereGames } from "./misere/misere.ts";
import { distinguisher, isLinked, link } from "./misere/misere_link.ts";
import { misereMinus } from "./misere/misere_parts.ts";
import { parseMisereForm } from "./misere/parse_misere_form.ts";
import { nimSum } from "./nim_sum.ts";
import { nimberProduct } from "@cgt/core/nimber";
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

/** CGSuite's GameTest.scala, the newest version in the index. */
const GAME_TEST = "lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala @032bf08";

Deno.test("misère links, distinguishers and differences agree with CGSuite's GameTest rows", async (t) => {
  // [CGSuite's input, its expected output ("!!" an error), how cgt computes it]: a null answer
  // of link() and misereMinus() is cgt's refusal. A distinguisher or a link need not be unique,
  // so each answer is also checked for what it must do.
  const games = new MisereGames();
  const form = (text: string): MisereGameId => parseMisereForm(games, text);
  const shown = (x: MisereGameId | null): string => x === null ? "!!" : games.format(x);
  const isP = (x: MisereGameId): boolean => games.outcome(x) === "P";
  const rows: [string, string, () => string][] = [
    ["*[[2]] Distinguisher *[2]+*[2]", "*[(2#1)21]", () => {
      const [g, h] = [form("*[[2]]"), form("*[2]+*[2]")];
      const x = distinguisher(games, g, h);
      assert.ok(x !== null && isP(games.add(g, x)) && !isP(games.add(h, x)));
      return shown(x);
    }],
    [
      "*[[[2]]] IsLinkedTo *[2]+*[2]",
      "true",
      () => String(isLinked(games, form("*[[[2]]]"), form("*[2]+*[2]"))),
    ],
    [
      "*[[[2]]] IsLinkedTo *[[2]]",
      "false",
      () => String(isLinked(games, form("*[[[2]]]"), form("*[[2]]"))),
    ],
    ["*[[[2]]] Link *[2]+*[2]", "*[((2#1)21)32]", () => {
      const [g, h] = [form("*[[[2]]]"), form("*[2]+*[2]")];
      const x = link(games, g, h);
      assert.ok(x !== null && isP(games.add(g, x)) && isP(games.add(h, x)));
      return shown(x);
    }],
    [
      "*[[[2]]] Link *[[2]]",
      "!!Those misere games are not linked: *[2##], *[2#]",
      () => shown(link(games, form("*[[[2]]]"), form("*[[2]]"))),
    ],
    ["*[[[2]]] MisereMinus *[[2]]", "*[2[##-2]0]", () => {
      const [g, h] = [form("*[[[2]]]"), form("*[[2]]")];
      const x = misereMinus(games, g, h);
      assert.ok(x !== null && games.add(h, x) === g);
      return shown(x);
    }],
    [
      "*[[[2]]] MisereMinus *[[4]]",
      "!!Those misere games are not subtractable: *[2##], *[4#]",
      () => shown(misereMinus(games, form("*[[[2]]]"), form("*[[4]]"))),
    ],
  ];
  for (const [input, expected, compute] of rows) {
    await t.step(`${input} = ${expected} (${GAME_TEST})`, () => {
      const actual = compute();
      if (expected.startsWith("!!")) assert.equal(actual, "!!");
      else assert.equal(actual, expected);
    });
  }
});

const EVAL_TEST = "lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala @12c90a8";

Deno.test("parseMisereForm() reads EvalTest's misère specifiers of the nim operator as CGSuite does", async (t) => {
  // [CGSuite's input, its expected output ("!!" an error)]: "CGScript should process arithmetic
  // expressions", the rows "Nim operator (misere spec ...)".
  const games = new MisereGames();
  const rows: [string, string][] = [
    ["*[3]", "*[3]"],
    ["*[[2],0]", "*[2#0]"],
    [
      '*["foo"]',
      "!!Invalid misere game specifier: must be a `List` of `Integer`s or `MisereCanonicalGame`s",
    ],
  ];
  for (const [input, expected] of rows) {
    await t.step(`${input} = ${expected} (${EVAL_TEST})`, () => {
      if (expected.startsWith("!!")) {
        assert.throws(() => parseMisereForm(games, input), SyntaxError);
      } else assert.equal(games.format(parseMisereForm(games, input)), expected);
    });
  }
});

Deno.test("nimSum() and nimberProduct() agree with CGSuite's NimSum and NimProduct of integers", async (t) => {
  // GameTest.scala, game.Integer: [11 NimSum n for n from 1 to 16] and the same for NimProduct
  // with 8 (CGSuite's lists, printed as CGSuite prints them).
  const ns = Array.from({ length: 16 }, (_, i) => i + 1);
  const rows: [string, string, (n: number) => number][] = [
    [
      "[11 NimSum n for n from 1 to 16]",
      "[10,9,8,15,14,13,12,3,2,1,0,7,6,5,4,27]",
      (n) => nimSum(11, n),
    ],
    [
      "[8 NimProduct n for n from 1 to 16]",
      "[8,12,4,11,3,7,15,13,5,1,9,6,14,10,2,128]",
      (n) => nimberProduct(8, n),
    ],
  ];
  for (const [input, expected, f] of rows) {
    await t.step(`${input} = ${expected} (${GAME_TEST})`, () => {
      assert.equal(`[${ns.map(f).join(",")}]`, expected);
    });
  }
});
