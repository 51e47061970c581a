import assert from "node:assert/strict";
import { formatGame, parseGame, thermographSvg } from "@cgt/partizan";
import {
  formatNotebook,
  notebookHtml,
  notebookScript,
  readNotebook,
  runNotebook,
  storeOutputs,
} from "./notebook.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const TOUR = `${ROOT}examples/tour.ipynb`;

Deno.test("notebookScript() shows the value of a cell's last expression only", () => {
  const script = notebookScript([
    { kind: "code", source: "const a = 1;\na + 1" },
    { kind: "markdown", source: "# title" },
    { kind: "code", source: 'import { x } from "y";' },
    { kind: "code", source: "const b = 2;" },
    { kind: "code", source: "b * 2;" },
    { kind: "code", source: "format(b)" },
  ]);
  assert.ok(script.includes("__show(4, b * 2);"));
  assert.ok(script.includes("__show(5, format(b));"));
  assert.ok(script.includes("__show(0, a + 1);"));
  assert.ok(!script.includes("__show(2"));
  assert.ok(!script.includes("__show(3"));
});

Deno.test("notebookScript() drops trailing space in linear time, even after a long inner run", () => {
  // /\s+$/ took 24 s on this cell (quadratic backtracking); the bound is generous.
  const source = "1" + " ".repeat(100_000) + "+ 1\n \t\n";
  const start = performance.now();
  const script = notebookScript([{ kind: "code", source }]);
  assert.ok(performance.now() - start < 5_000);
  assert.ok(script.includes(`__show(0, 1${" ".repeat(100_000)}+ 1);`));
});

Deno.test("readNotebook() rejects a file without cells", () => {
  assert.throws(() => readNotebook("{}"), SyntaxError);
});

Deno.test("the cells of examples/tour.ipynb run as a script and show rich values", async () => {
  const outputs = await runNotebook(TOUR, ROOT);
  const cells = readNotebook(await Deno.readTextFile(TOUR));
  const shown = (needle: string): Record<string, string> => {
    const i = cells.findIndex((c) => c.kind === "code" && c.source.includes(needle));
    const out = outputs.find((o) => o.cell === i);
    assert.ok(out, `no output for the cell with ${needle}`);
    return out.bundle;
  };
  assert.equal(shown("display(g)")["text/plain"], "{3||2*|1*}");
  assert.equal(
    shown("displayThermograph(g)")["image/svg+xml"],
    thermographSvg(parseGame("{3||2*|1*}")),
  );
  assert.equal(shown('parseGame("^*")')["text/plain"], "^^*");
  assert.match(shown('"domineering"')["text/plain"], /^domineering\("\.\.\.\.\|/);
  assert.equal(shown("heapPeriodicity(kayles")["text/plain"], "[ 12, 71, true ]");
  assert.equal(
    shown("{2|-1} + {1|-2}")["text/plain"],
    JSON.stringify(formatGame(parseGame("{2|-1} + {1|-2}"))),
  );
  const html = notebookHtml(cells, outputs);
  assert.ok(html.includes("<svg"));
  const text = await Deno.readTextFile(TOUR);
  assert.equal(
    await formatNotebook(storeOutputs(text, outputs), ROOT),
    text,
    "examples/tour.ipynb stores outputs other than its cells show today: run deno task notebook",
  );
});

Deno.test("storeOutputs() numbers the code cells and stores each one's bundle as its result", () => {
  const text = JSON.stringify({
    cells: [
      { cell_type: "markdown", source: ["# A"], metadata: {} },
      { cell_type: "code", source: ["1 + 1"], outputs: [], execution_count: null, metadata: {} },
      { cell_type: "code", source: ["const x = 1;"], outputs: [], metadata: {} },
    ],
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  });
  const stored = JSON.parse(storeOutputs(text, [{ cell: 1, bundle: { "text/plain": "2" } }]));
  assert.deepEqual(stored.cells[0], { cell_type: "markdown", source: ["# A"], metadata: {} });
  assert.equal(stored.cells[1].execution_count, 1);
  assert.deepEqual(stored.cells[1].outputs, [
    {
      output_type: "execute_result",
      execution_count: 1,
      data: { "text/plain": "2" },
      metadata: {},
    },
  ]);
  assert.equal(stored.cells[2].execution_count, 2);
  assert.deepEqual(stored.cells[2].outputs, []);
  assert.throws(() => storeOutputs("{}", []), SyntaxError);
});

Deno.test("examples/tour.ipynb is formatted as deno fmt formats it", async () => {
  // deno.json leaves the notebook out of `deno fmt`: Deno 2.9.6's `fmt --check` reports every
  // notebook with a cell as unformatted on a fresh cache, although its write mode changes
  // nothing. Formatting through standard input has no such fault, so the cells are checked here.
  const root = new URL("../../", import.meta.url);
  const path = new URL("examples/tour.ipynb", root);
  const text = await Deno.readTextFile(path);
  const child = new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--ext=ipynb", "-"],
    cwd: root,
    env: { NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
  assert.equal(
    new TextDecoder().decode(stdout),
    text,
    "run deno fmt --ext=ipynb - on the notebook",
  );
});
