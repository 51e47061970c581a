import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { cacheStats, clearCaches } from "@cgt/partizan/caches";
import { RULESET_FUNCTIONS } from "./rulesets.ts";
import { CATALOG } from "./catalog.ts";

const parse = (text: string) => parseGame(text, { functions: RULESET_FUNCTIONS });

Deno.test("RULESET_FUNCTIONS names every short ruleset of the catalogue and its CGSuite names, and keeps these", () => {
  // The catalogue is the one list: a new entry needs no edit here, but none of these may vanish.
  assert.deepEqual(
    Object.keys(RULESET_FUNCTIONS).sort(),
    CATALOG.filter((e) => !e.loopy).flatMap((e) => [
      e.name,
      ...(e.cgsuite ?? []).map((alias) => alias.name),
    ]).sort(),
  );
  const names = new Set(Object.keys(RULESET_FUNCTIONS));
  for (
    const name of [
      "amazons",
      "antiClobber",
      "arcKayles",
      "clobber",
      "col",
      "cram",
      "cutcake",
      "digraphPlacement",
      "domineering",
      "eatcake",
      "elephantsAndRhinos",
      "fission",
      "hackenbush",
      "impartialVariant",
      "kings",
      "konane",
      "maundyCake",
      "mockTurtles",
      "partizanArcKayles",
      "queens",
      "rooks",
      "ruler",
      "skiJumps",
      "snort",
      "spawning",
      "takeAndBreak",
      "toads",
      "toppling",
      "turnAndEatcake",
      "turning",
      "turningTurtles",
    ]
  ) {
    assert.ok(names.has(name), name);
  }
});

Deno.test("RULESET_FUNCTIONS evaluate inside game expressions", async (t) => {
  const rows: [string, string][] = [
    ['domineering("..|..")', "+-1"],
    ['domineering("..|..") + domineering("..|..")', "0"],
    ['toads("TFT.TFF") + toads("TFT.TFF")', "^^"],
    ["cutcake(8,1) + cutcake(1, 8)", "0"],
    ['{hackenbush("LR") | cram("..")}', "{1/2|*}"],
    ['snort("..") - col("x.")', "{2|0}"],
    ['snort(".-.") - col("L")', "{2|0}"],
    ['arcKayles("---") + partizanArcKayles("llr")', "1/2*2"],
    ['hackenbush("lr") + hackenbush("L,R")', "1/2"],
  ];
  for (const [text, value] of rows) {
    await t.step(text, () => assert.equal(formatGame(parse(text)), value));
  }
});

Deno.test("RULESET_FUNCTIONS reject wrong arguments with a TypeError", () => {
  assert.throws(() => parse("domineering()"), {
    name: "TypeError",
    message:
      'Cannot evaluate domineering(): expected one string such as domineering("..|.."), received no arguments',
  });
  assert.throws(() => parse('toads("T.", "F")'), TypeError);
  assert.throws(() => parse("cutcake(8)"), {
    name: "TypeError",
    message:
      "Cannot evaluate cutcake(): expected two integers such as cutcake(8, 3), received an integer",
  });
  assert.throws(() => parse("clobber(*)"), TypeError);
});

Deno.test("RULESET_FUNCTIONS evaluates Amazons, Fission, the Clobber variants, Toads and Frogs with jumps, Elephants and Rhinos, the cake games, Ski Jumps and Digraph Placement", async (t) => {
  const rows: [string, string][] = [
    ['amazons("x...|o...")', "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"],
    ['fission(".x.x|..x.|....|..x.")', "{-1|-4}"],
    ['kings("x.|.o")', "*"],
    ['rooks("x...o") + queens("x..|...|..o")', "0"],
    ['antiClobber("xoxo|oo..")', "{*|-1}"],
    ['toads("TTTT..FFF", 2)', "{1/2*|v}"],
    ['toads("tfT.tff", 1)', "^"],
    ['elephantsAndRhinos("t...f")', "*"],
    ["eatcake(8, 3) + maundyCake(8, 1)", "{-7^^|-7*}"],
    ["turnAndEatcake(8, 1)", "v"],
    ['skiJumps(".L...|.R...|.....")', "5/2"],
    ['digraphPlacement("LR:0>1")', "1/2"],
  ];
  for (const [text, value] of rows) {
    await t.step(text, () => assert.equal(formatGame(parse(text)), value));
  }
  assert.throws(() => parse('toads("T.", 1, 2)'), {
    name: "TypeError",
    message:
      'Cannot evaluate toads(): expected a row and an optional longest jump such as toads("TT..FF") or toads("TT..FF", 2) (genToadsAndFrogs() takes CGSuite\'s named parameters), received a string, an integer, an integer',
  });
  assert.throws(() => parse('toads("T.", maxJump => 2)'), /received a string, maxJump => \.\.\.$/);
  assert.throws(() => parse("toads(2)"), TypeError);
  assert.throws(() => parse('toads("T.", -1)'), RangeError);
  assert.throws(() => parse('eatcake("8", 3)'), TypeError);
  assert.throws(() => parse('amazons("x.|o")'), SyntaxError);
});

Deno.test("impartialVariant() in notation takes every partizan ruleset and cake of the package", async (t) => {
  // Small positions where both players can move; the value is a nimber in every case, and the
  // nimber of a position equals the nimber found for a symmetric copy of it.
  const rows: [string, string][] = [
    ['impartialVariant("amazons", "x..|..o")', 'impartialVariant("amazons", "o..|..x")'],
    ['impartialVariant("fission", "x..|...")', 'impartialVariant("fission", "...|x..")'],
    ['impartialVariant("kings", "xo.|.ox")', 'impartialVariant("kings", "ox.|.xo")'],
    ['impartialVariant("rooks", "x.o|o.x")', 'impartialVariant("rooks", "o.x|x.o")'],
    ['impartialVariant("queens", "x.o|...")', 'impartialVariant("queens", "o.x|...")'],
    ['impartialVariant("antiClobber", "xo..")', 'impartialVariant("antiClobber", "..ox")'],
    [
      'impartialVariant("elephantsAndRhinos", "t..f")',
      'impartialVariant("elephantsAndRhinos", "t..f")',
    ],
    ['impartialVariant("skiJumps", "L...|...R")', 'impartialVariant("skiJumps", "R...|...L")'],
    [
      'impartialVariant("digraphPlacement", "LRL:0>1")',
      'impartialVariant("digraphPlacement", "RLR:0>1")',
    ],
    ['impartialVariant("eatcake", 3, 4)', 'impartialVariant("eatcake", 4, 3)'],
    ['impartialVariant("maundyCake", 3, 4)', 'impartialVariant("maundyCake", 4, 3)'],
    ['impartialVariant("turnAndEatcake", 3, 4)', 'impartialVariant("turnAndEatcake", 4, 3)'],
  ];
  for (const [text, mirror] of rows) {
    await t.step(text, () => {
      const value = formatGame(parse(text));
      assert.match(value, /^(0|\*\d*)$/);
      assert.equal(formatGame(parse(mirror)), value);
    });
  }
  assert.throws(() => parse('impartialVariant("toString", "x")'), RangeError);
});

Deno.test("clearCaches() frees the heap values that takeAndBreak(), spawning() and turning() keep", () => {
  const tables = () => cacheStats().caches.get("solver tables") ?? 0;
  for (
    const text of ['takeAndBreak("0.77", 30)', 'spawning("1-3", 12)', 'turning("1-4", "THHTH")']
  ) {
    clearCaches();
    assert.equal(tables(), 0, text);
    parse(text);
    assert.ok(tables() > 0, `${text} keeps its values where clearCaches() can reach them`);
    clearCaches();
    assert.equal(tables(), 0, text);
  }
});
