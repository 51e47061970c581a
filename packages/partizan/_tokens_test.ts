import assert from "node:assert/strict";
import fc from "fast-check";
import { digitsEnd, isSpace, nameEnd, Tokenizer } from "./_tokens.ts";

// The slow twins: the regular expressions the two parsers used before they shared a tokenizer.

function slowName(text: string, from: number): number {
  const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(from));
  return from + (m === null ? 0 : m[0].length);
}

function slowLiteralArgument(text: string, pos: number): [string | bigint | undefined, number] {
  while (pos < text.length && /\s/.test(text[pos])) pos++;
  if (text[pos] === '"') {
    const end = text.indexOf('"', pos + 1);
    if (end < 0) return [undefined, -1];
    return [text.slice(pos + 1, end), end + 1];
  }
  const m = /^-?\d+(?=\s*[,)])/.exec(text.slice(pos));
  return m === null ? [undefined, pos] : [BigInt(m[0]), pos + m[0].length];
}

function slowDownsAhead(text: string, pos: number): boolean {
  const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(pos));
  if (m === null || !/^(v+|v\d+)$/.test(m[0])) return false;
  let end = pos + m[0].length;
  while (end < text.length && /\s/.test(text[end])) end++;
  return text[end] !== "(";
}

/** Short texts over the characters the tokens care about. */
const TEXT = fc.string({
  unit: fc.constantFrom(...'v vv3a_Z9-0,)("|\t\u00a0\u2028'),
  maxLength: 12,
});

Deno.test("isSpace() agrees with /\\s/ on every UTF-16 code unit", () => {
  for (let c = 0; c < 0x10000; c++) {
    assert.equal(isSpace(c), /\s/.test(String.fromCharCode(c)), `code unit ${c}`);
  }
});

Deno.test("nameEnd() and digitsEnd() agree with their regular expressions", () => {
  fc.assert(
    fc.property(TEXT, fc.nat(12), (text, from) => {
      assert.equal(nameEnd(text, from), slowName(text, from));
      const m = /^\d*/.exec(text.slice(from))!;
      assert.equal(digitsEnd(text, from), from + m[0].length);
    }),
    { seed: 2103, numRuns: 2000 },
  );
});

Deno.test("Tokenizer", async (t) => {
  await t.step("literalArgument() reads what /^-?\\d+(?=\\s*[,)])/ and quotes read", () => {
    fc.assert(
      fc.property(TEXT, fc.nat(12), (text, from) => {
        const [want, end] = slowLiteralArgument(text, Math.min(from, text.length));
        const tokens = new Tokenizer(text, "game", 10);
        tokens.pos = Math.min(from, text.length);
        if (end < 0) {
          assert.throws(() => tokens.literalArgument(), /unterminated string/);
          return;
        }
        assert.equal(tokens.literalArgument(), want);
        if (want !== undefined) assert.equal(tokens.pos, end);
      }),
      { seed: 2106, numRuns: 3000 },
    );
  });

  await t.step("downsAhead() finds v, vv, v3 not followed by a call's parenthesis", () => {
    fc.assert(
      fc.property(TEXT, fc.nat(12), (text, from) => {
        const pos = Math.min(from, text.length);
        const tokens = new Tokenizer(text, "game", 10);
        tokens.pos = pos;
        assert.equal(tokens.downsAhead(), slowDownsAhead(text, pos));
      }),
      { seed: 2107, numRuns: 3000 },
    );
  });

  await t.step("slashRun() consumes a run of bars and returns its length", () => {
    const tokens = new Tokenizer("0|||1", "game", 10);
    tokens.pos = 1;
    assert.equal(tokens.slashRun(), 3);
    assert.equal(tokens.pos, 4);
    assert.equal(tokens.slashRun(), 0);
  });

  await t.step("fail() names the subject and the 1-based column", () => {
    const tokens = new Tokenizer("{1|2", "loopy game", 10);
    tokens.pos = 4;
    assert.throws(
      () => tokens.expect("}"),
      {
        name: "SyntaxError",
        message: 'Cannot parse loopy game: expected "}" but the input ended at column 5, in "{1|2"',
      },
    );
    assert.throws(
      () => tokens.fail("bad", 0),
      /^SyntaxError: Cannot parse loopy game: bad at column 1/,
    );
  });

  await t.step("enter() throws a RangeError one level past the limit", () => {
    const tokens = new Tokenizer("((((", "game", 3);
    for (let i = 0; i < 3; i++) tokens.enter();
    assert.throws(() => tokens.enter(), {
      name: "RangeError",
      message: "Cannot parse game: nesting deeper than 3 levels at column 1",
    });
  });

  await t.step("peek() skips white space and returns the empty string at the end", () => {
    const tokens = new Tokenizer(" \t\u00a0+- ", "game", 3);
    assert.equal(tokens.peek(), "+");
    assert.ok(tokens.isPlusMinus());
    tokens.eatPlusMinus();
    assert.equal(tokens.peek(), "");
  });
});

/** The slow twin of methodName(): a regular expression for `\s*\.\s*name`. */
function slowMethodName(
  text: string,
  pos: number,
): { name: string; at: number } | "fail" | undefined {
  const m = /^\s*\.\s*/.exec(text.slice(pos));
  if (m === null) return undefined;
  const at = pos + m[0].length;
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at));
  return name === null ? "fail" : { name: name[0], at };
}

Deno.test("Tokenizer.methodName() agrees with a regular expression (fast-check, 500 runs)", () => {
  const text = fc.string({ unit: fc.constantFrom(..." .\tPow_2(aZ"), maxLength: 10 });
  fc.assert(
    fc.property(text, (s) => {
      const t = new Tokenizer(s, "game", 10);
      const expected = slowMethodName(s, 0);
      if (expected === "fail") {
        assert.throws(() => t.methodName(), SyntaxError);
        return;
      }
      const before = t.pos;
      const got = t.methodName();
      assert.deepEqual(got, expected);
      // Without a call only the white space before the cursor's next token is consumed.
      if (got === undefined) assert.equal(t.pos, before + /^\s*/.exec(s)![0].length);
      else assert.equal(t.pos, got.at + got.name.length);
    }),
    { seed: 7301, numRuns: 500 },
  );
});
