import assert from "node:assert/strict";
import fc from "fast-check";
import { MisereGames } from "./misere.ts";
import { misereGamesBornBy } from "./misere_census.ts";
import {
  MAX_MISERE_FORM_HEAP,
  MAX_MISERE_FORM_LENGTH,
  parseMisereForm,
} from "./parse_misere_form.ts";

/** CGSuite's own examples: input as typed, output as printed (MisereCanonicalGameTestCase.scala). */
const CGSUITE_FORMS: [input: string, printed: string][] = [
  ["*[0]", "*[0]"],
  ["*[1]", "*[1]"],
  ["*[2]", "*[2]"],
  ["*[[2]]", "*[2#]"],
  ["*[[[2]]]", "*[2##]"],
  ["*[2]+*[2]", "*[2[2]]"],
  ["*[[*[2]+*[[2]]]]", "*[2[#2#]]"],
  ["*[[2],0]", "*[2#0]"],
  ["*[[2],1]", "*[2#1]"],
  ["*[[*[4]+*[2]]]", "*[4[2#]]"],
  ["*[[[2]],[[2],1]]", "*[(2#1)2##]"],
  ["*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]"],
  ["*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]"],
  ["*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]"],
  // The misère-theory tutorial of CGSuite: *[4,2] is the game with options *4 and *2.
  ["*[4,2]", "*[42]"],
];

Deno.test("parseMisereForm() reads CGSuite's input and printed forms", async (t) => {
  for (const [input, printed] of CGSUITE_FORMS) {
    await t.step(`${input} is ${printed}`, () => {
      const games = new MisereGames();
      const g = parseMisereForm(games, input);
      assert.equal(games.format(g), printed);
      assert.equal(parseMisereForm(games, printed), g);
    });
  }
});

Deno.test("parseMisereForm() inverts MisereGames.format", async (t) => {
  await t.step("on every game born by day 4", () => {
    const games = new MisereGames();
    for (const g of misereGamesBornBy(games, 4)) {
      assert.equal(parseMisereForm(games, games.format(g)), g);
    }
  });
  await t.step("on sums and option sets of small games, read into a fresh registry", () => {
    const games = new MisereGames();
    const pool = misereGamesBornBy(games, 4);
    const heaps = [0, 1, 2, 3, 4, 5, 10, 12].map((n) => games.nimHeap(n));
    const all = [...pool, ...heaps];
    fc.assert(
      fc.property(
        fc.array(fc.nat(all.length - 1), { maxLength: 4 }),
        fc.array(fc.nat(all.length - 1), { maxLength: 2 }),
        (optionIdx, sumIdx) => {
          let g = games.fromOptions(optionIdx.map((i) => all[i]));
          for (const i of sumIdx) g = games.add(g, all[i]);
          const printed = games.format(g);
          assert.equal(parseMisereForm(games, printed), g);
          const fresh = new MisereGames();
          assert.equal(fresh.format(parseMisereForm(fresh, printed)), printed);
        },
      ),
      { seed: 2026_12_04, numRuns: 300 },
    );
  });
});

Deno.test("parseMisereForm() reads heaps of 10 or more as &n;", () => {
  const games = new MisereGames();
  const g = games.fromOptions([games.nimHeap(12), games.fromOptions([games.nimHeap(10)])]);
  assert.equal(games.format(g), "*[&12;&10;#]");
  assert.equal(parseMisereForm(games, "*[&12;&10;#]"), g);
  assert.equal(parseMisereForm(games, "*[&12;]"), games.nimHeap(12));
  assert.equal(
    parseMisereForm(games, "*[12]"),
    games.fromOptions([games.nimHeap(1), games.nimHeap(2)]),
  );
});

Deno.test("parseMisereForm() refuses text that is not a form", async (t) => {
  const games = new MisereGames();
  const table: [string, ErrorConstructor, RegExp][] = [
    ["", SyntaxError, /expected "\*"/],
    ["*[", SyntaxError, /missing "\]"/],
    ["*[]", SyntaxError, /expected a game/],
    ["*[2x]", SyntaxError, /at character 4/],
    ["*[(2)]", SyntaxError, /two or more options/],
    ["*[2[-4]]", SyntaxError, /cannot subtract \*4/],
    ["*[2,]", SyntaxError, /expected a number/],
    ["*[2] *[3]", SyntaxError, /unexpected text/],
    [`*[&${MAX_MISERE_FORM_HEAP + 1};]`, RangeError, /heaps above/],
    [`*[${MAX_MISERE_FORM_HEAP + 1},1]`, RangeError, /heaps above/],
    [`*[${"[".repeat(600)}${"]".repeat(600)}]`, RangeError, /nests deeper/],
    ["*[" + "1".repeat(MAX_MISERE_FORM_LENGTH) + "]", RangeError, /longer than/],
  ];
  for (const [text, type, message] of table) {
    await t.step(`${text.slice(0, 20)} throws ${type.name}`, () => {
      assert.throws(() => parseMisereForm(games, text), (e: Error) => {
        assert.ok(e instanceof type, String(e));
        assert.match(e.message, /^Cannot read misère form: /);
        assert.match(e.message, message);
        return true;
      });
    });
  }
  await t.step("a non-string throws TypeError", () => {
    assert.throws(() => parseMisereForm(games, 3 as unknown as string), TypeError);
  });
});
