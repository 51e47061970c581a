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

Deno.test("Tokenizer.methodArguments() reads exactly its count of arguments", async (t) => {
  // Each argument is a name, read as a parser's reader would, with where it starts.
  const read = (tk: Tokenizer) => (_: number, at: number): string => {
    const end = nameEnd(tk.text, at);
    if (end === at) tk.fail("expected a name");
    tk.pos = end;
    return `${tk.text.slice(at, end)}@${at}`;
  };
  const call = (text: string, count: number): string[] | string => {
    const tk = new Tokenizer(text, "game", 10);
    try {
      const args = tk.methodArguments("M", count, read(tk));
      return tk.pos === text.length ? args : `stopped at ${tk.pos}`;
    } catch (error) {
      return (error as Error).message.replace(/^Cannot parse game: /, "").replace(/, in ".*"$/, "");
    }
  };
  await t.step("a table of calls and refusals", () => {
    // [text after the method name, count, the arguments with their index, or the refusal]
    const rows: [string, number, string[] | string][] = [
      ["", 0, []],
      ["(a)", 0, "M takes no arguments at column 1"],
      ["(a)", 1, ["a@1"]],
      ["( a , bc )", 2, ["a@2", "bc@6"]],
      ["", 1, 'expected "(" after "M" at column 1'],
      ["()", 1, "M takes one argument, received none at column 2"],
      ["(a, b)", 1, "M takes one argument, received more at column 3"],
      ["(a)", 2, "M takes two arguments, received one at column 3"],
      ["(a, b, c)", 2, "M takes two arguments, received more at column 6"],
      ["(a", 1, 'expected ")" but the input ended at column 3'],
    ];
    for (const [text, count, expected] of rows) assert.deepEqual(call(text, count), expected, text);
  });
  await t.step("so on random lists too, against splitting at commas (fast-check, 300 runs)", () => {
    const space = fc.constantFrom("", " ", "  ");
    const list = fc.array(fc.tuple(space, fc.constantFrom("a", "bc", "Left"), space), {
      maxLength: 3,
    });
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 2 }), (items, count) => {
        const text = `(${items.map(([s, name, u]) => s + name + u).join(",")})`;
        // The slow twin: the names of a well-formed list, each with its index in the text.
        const expected: string[] = [];
        let at = 1;
        for (const [s, name, u] of items) {
          expected.push(`${name}@${at + s.length}`);
          at += s.length + name.length + u.length + 1;
        }
        const result = call(text, count);
        if (items.length === count) assert.deepEqual(result, expected, text);
        else assert.equal(typeof result, "string", text);
      }),
      { seed: 7331, numRuns: 300 },
    );
  });
});

Deno.test("Tokenizer.player() reads Left and Right and refuses anything else where it stands", () => {
  const rows: [string, "left" | "right" | string][] = [
    ["Left", "left"],
    ["  Right", "right"],
    ["left", "M takes a player, Left or Right at column 1"],
    [" Lefty", "M takes a player, Left or Right at column 2"],
    ["1", "M takes a player, Left or Right at column 1"],
  ];
  for (const [text, expected] of rows) {
    const tk = new Tokenizer(text, "game", 10);
    let result: string;
    try {
      result = tk.player("M");
    } catch (error) {
      result = (error as Error).message.replace(/^Cannot parse game: /, "").replace(
        /, in ".*"$/,
        "",
      );
    }
    assert.equal(result, expected, text);
  }
});

Deno.test("Tokenizer.literalCompound reads a tuple, list or set argument, and leaves anything else unread", async (t) => {
  // [text, the literal read (undefined: none), where the cursor ends]
  const rows: [string, unknown, number][] = [
    ["(8, 3))", { tuple: [8n, 3n] }, 6],
    [" ( 8 , -3 ) , 1)", { tuple: [8n, -3n] }, 12],
    ["[2, 3, 7])", { list: [2n, 3n, 7n] }, 9],
    ["[])", { list: [] }, 2],
    ["{1, 2})", { set: [1n, 2n] }, 6],
    ['("a", (1, 2)))', { tuple: ["a", { tuple: [1n, 2n] }] }, 13],
    ["[Left, Right])", { list: [{ word: "Left" }, { word: "Right" }] }, 13],
    ["(8))", undefined, 0],
    ["(1+1))", undefined, 0],
    ["{1|0})", undefined, 0],
    ["{})", undefined, 0],
    ["{a => 1})", undefined, 0],
    ["(1, 2) + 3)", undefined, 0],
    ["(1, 2", undefined, 0],
    ["8)", undefined, 0],
  ];
  for (const [text, literal, end] of rows) {
    await t.step(
      `${text} gives ${JSON.stringify(literal, (_, v) => typeof v === "bigint" ? `${v}n` : v)}`,
      () => {
        const tokens = new Tokenizer(text, "game", 100);
        assert.deepEqual(tokens.literalCompound(), literal);
        assert.equal(tokens.pos, end);
        assert.equal(tokens.depth, 0);
      },
    );
  }
});

Deno.test("Tokenizer.literalCompound reads any tuple of integers it is given, as written", () => {
  fc.assert(
    fc.property(
      fc.array(fc.bigInt({ min: -1000n, max: 1000n }), { minLength: 2, maxLength: 6 }),
      fc.constantFrom("", " "),
      (items, space) => {
        const text = `(${items.join(`${space},${space}`)}${space}))`;
        const tokens = new Tokenizer(text, "game", 100);
        assert.deepEqual(tokens.literalCompound(), { tuple: items });
        assert.equal(text.slice(tokens.pos), "))".slice(1));
      },
    ),
    { seed: 320512, numRuns: 50 },
  );
});
