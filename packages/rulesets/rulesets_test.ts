import assert from "node:assert/strict";
import { formatGame, parseGame } from "@cgt/partizan/notation";
import { RULESET_FUNCTIONS } from "./rulesets.ts";

const parse = (text: string) => parseGame(text, { functions: RULESET_FUNCTIONS });

Deno.test("RULESET_FUNCTIONS names every ruleset", () => {
  assert.deepEqual(Object.keys(RULESET_FUNCTIONS).sort(), [
    "arcKayles",
    "clobber",
    "col",
    "cram",
    "cutcake",
    "domineering",
    "hackenbush",
    "konane",
    "partizanArcKayles",
    "snort",
    "toads",
    "toppling",
  ]);
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
