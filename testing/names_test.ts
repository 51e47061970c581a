import assert from "node:assert/strict";
import * as impartial from "@cgt/impartial";
import * as nim from "@cgt/nim";
import * as partizan from "@cgt/partizan";
import * as rulesets from "@cgt/rulesets";

const PACKAGES: [string, Record<string, unknown>][] = [
  ["@cgt/impartial", impartial],
  ["@cgt/nim", nim],
  ["@cgt/partizan", partizan],
  ["@cgt/rulesets", rulesets],
];

/** Names that left the public API when the rulesets moved and the names were made one. */
const RETIRED = [
  "PartizanSearch",
  "SearchLimitError",
  "plainValue",
  "nimberSum",
  "staircaseNimSum",
  "mockTurtleValue",
  "greenHackenbush",
  "subtractionValues",
  "takeAndBreakValues",
  "splitGameValues",
  "queensSafeValues",
  "toads",
  "toppling",
  "parseToads",
  "parseToppling",
  "MAX_TOADS_LENGTH",
  "MAX_TOPPLING_LENGTH",
  "QUEENS_GAME_MAX_SIZE",
  "TOKEN_GAME_MAX_SIZE",
  "SPLIT_GAME_MAX_LIMIT",
  "dominoTetrominoWinner",
  "dominoTetrominoSum",
  "DOMINO_TETROMINO_BLOCKS",
  "MAX_BLOCK_COUNT",
];

Deno.test("no package exports a retired name", () => {
  for (const [name, exports] of PACKAGES) {
    for (const old of RETIRED) assert.ok(!(old in exports), `${name} still exports ${old}`);
  }
});

Deno.test("numeric constants are bounds (MAX_) or defaults (DEFAULT_)", () => {
  for (const [name, exports] of PACKAGES) {
    for (const [key, value] of Object.entries(exports)) {
      if (typeof value === "number" && /^[A-Z0-9_]+$/.test(key)) {
        assert.match(key, /^(MAX|DEFAULT)_/, `${name} exports ${key}`);
      }
    }
  }
});

Deno.test("the rulesets live in @cgt/rulesets only, and one limit error class is shared", () => {
  for (
    const ruleset of ["domineering", "cram", "clobber", "konane", "toadsAndFrogs", "hackenbush"]
  ) {
    assert.equal(typeof rulesets[ruleset as keyof typeof rulesets], "function", ruleset);
    assert.ok(
      !(ruleset in partizan) && !(ruleset in impartial),
      `${ruleset} outside @cgt/rulesets`,
    );
  }
  assert.equal(impartial.PositionLimitError, partizan.PositionLimitError);
  assert.ok(new partizan.PositionLimitError(1) instanceof partizan.LimitError);
  assert.ok(new partizan.GameLimitError(1) instanceof partizan.LimitError);
});
