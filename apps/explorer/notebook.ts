/**
 * Runs a notebook's code cells as one script, for the gate and for pictures
 * of the notebook: each cell whose last line is an expression has that value
 * shown the way Deno's Jupyter kernel would (its `Symbol.for("Jupyter.display")`
 * bundle, or else its inspected text), one JSON line per cell on stdout. Run as
 * a program (`deno task notebook`), it stores those outputs in the notebook, so
 * that it reads with its results on GitHub without being run; a test checks
 * that the stored outputs are the ones the cells show today.
 *
 * @module
 */

/** One cell of a notebook, as the runner sees it. */
export interface NotebookCell {
  /** `"code"` or `"markdown"`. */
  readonly kind: "code" | "markdown";
  /** The cell's text. */
  readonly source: string;
}

/** What one code cell showed. */
export interface CellOutput {
  /** The index of the cell in the notebook. */
  readonly cell: number;
  /** The MIME bundle shown. */
  readonly bundle: Record<string, string>;
}

/**
 * Reads the cells of a notebook in Jupyter's format (nbformat 4).
 *
 * @param text The `.ipynb` file's contents.
 * @returns The cells, in order.
 * @throws {SyntaxError} If the text is not JSON or has no cells.
 */
export function readNotebook(text: string): NotebookCell[] {
  const nb = JSON.parse(text);
  if (!Array.isArray(nb?.cells)) {
    throw new SyntaxError("Cannot read notebook: expected nbformat JSON with a cells array");
  }
  return nb.cells.map((c: { cell_type: string; source: string | string[] }) => ({
    kind: c.cell_type === "code" ? "code" : "markdown",
    source: Array.isArray(c.source) ? c.source.join("") : c.source,
  }));
}

const STATEMENT =
  /^(?:(?:import|export|const|let|var|function|class|if|for|while|do|return|throw|try|switch)\b|\/\/|\/\*|\})/;
/^(import|export|const|let|var|function|class|if|for|while|return|\/\/|\}|await\s+\w+\s*=)/;

/**
 * The script that runs the code cells in order. A cell's last line is its value when it is an
 * expression statement (it does not start a declaration or another statement; as in Deno's
 * kernel, a final `;` does not matter), the script prints `{"cell": i, "bundle": {...}}` for it.
 *
 * @param cells The notebook's cells.
 * @returns TypeScript source.
 */
export function notebookScript(cells: readonly NotebookCell[]): string {
  const out: string[] = [
    `const __show = (cell: number, value: unknown): void => {`,
    `  const key = Symbol.for("Jupyter.display");`,
    `  const bundle = value !== null && typeof value === "object" && key in value`,
    `    ? (value as Record<symbol, () => Record<string, string>>)[key]()`,
    `    : { "text/plain": typeof value === "string" ? JSON.stringify(value) : Deno.inspect(value) };`,
    `  Deno.stdout.writeSync(new TextEncoder().encode(JSON.stringify({ cell, bundle }) + "\\n"));`,
    `};`,
  ];
  cells.forEach((cell, i) => {
    if (cell.kind !== "code") return;
    // trimEnd, not /\s+$/, which backtracks quadratically on a long run of inner spaces.
    const lines = cell.source.trimEnd().split("\n");
    const last = lines.at(-1)?.trim() ?? "";
    out.push(`// cell ${i}`);
    if (last !== "" && !STATEMENT.test(last)) {
      out.push(...lines.slice(0, -1), `__show(${i}, ${last.replace(/;$/, "")});`);
    } else out.push(...lines);
  });
  return out.join("\n") + "\n";
}

/**
 * Runs a notebook's code cells with `deno run` from `cwd` (so the workspace's names resolve),
 * with no permissions, and returns what each cell showed.
 *
 * @param path The `.ipynb` file.
 * @param cwd The folder to run in (the repository root).
 * @returns The outputs, in order.
 * @throws {Error} If a cell fails; the message holds the script's stderr.
 */
export async function runNotebook(path: string, cwd: string): Promise<CellOutput[]> {
  const script = notebookScript(readNotebook(await Deno.readTextFile(path)));
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--no-prompt", "--quiet", "-"],
    cwd,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(script));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  if (code !== 0) {
    throw new Error(`Cannot run notebook ${path}: ${new TextDecoder().decode(stderr).trim()}`);
  }
  return new TextDecoder().decode(stdout).trim().split("\n").filter((l) => l !== "").map((l) =>
    JSON.parse(l) as CellOutput
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A static HTML page of the notebook with its outputs, in the manner of Jupyter's own view:
 * markdown cells as text, code cells as code, outputs by their richest format (HTML, then SVG,
 * then text). Markdown is shown as preformatted text (headings bold), not rendered in full.
 *
 * @param cells The cells.
 * @param outputs What the code cells showed.
 * @returns The page.
 */
export function notebookHtml(
  cells: readonly NotebookCell[],
  outputs: readonly CellOutput[],
): string {
  const parts: string[] = [];
  cells.forEach((cell, i) => {
    if (cell.kind === "markdown") {
      const html = cell.source.split("\n").map((line) => {
        const h = /^(#+)\s+(.*)$/.exec(line);
        const inline = escapeHtml(h ? h[2] : line).replace(/`([^`]+)`/g, "<code>$1</code>");
        return h ? `<h${h[1].length + 1}>${inline}</h${h[1].length + 1}>` : inline;
      }).join("\n").replace(/\n(?!<h)/g, " ");
      parts.push(`<div class="md">${html}</div>`);
      return;
    }
    const out = outputs.find((o) => o.cell === i);
    const body = out === undefined ? "" : out.bundle["text/html"] ?? out.bundle["image/svg+xml"] ??
      `<pre>${escapeHtml(out.bundle["text/plain"] ?? "")}</pre>`;
    parts.push(
      `<div class="cell"><div class="prompt">In [${i}]:</div><pre class="code">${
        escapeHtml(cell.source)
      }</pre></div>`,
    );
    if (body !== "") {
      parts.push(
        `<div class="cell"><div class="prompt out">Out [${i}]:</div><div class="output">${body}</div></div>`,
      );
    }
  });
  return `<!doctype html><html><head><meta charset="utf-8"><title>tour.ipynb</title><style>
body { font-family: system-ui, sans-serif; max-width: 900px; margin: 1.5rem auto; color: #0f172a; }
.md { margin: 0.8rem 0 0.4rem 5.5rem; line-height: 1.45; } .md h2 { margin: 0.4rem 0; } .md h3 { margin: 0.3rem 0; }
.cell { display: flex; gap: 0.5rem; margin: 0.3rem 0; }
.prompt { width: 5rem; flex: none; text-align: right; color: #1d4ed8; font-family: monospace; padding-top: 0.4rem; }
.prompt.out { color: #b91c1c; }
.code { flex: 1; margin: 0; background: #f5f5f5; border: 1px solid #e0e0e0; padding: 0.4rem 0.6rem; border-radius: 3px; }
.output { flex: 1; padding-top: 0.3rem; } .output svg { max-width: 480px; height: auto; }
</style></head><body>${parts.join("\n")}</body></html>`;
}

/**
 * The notebook's text with each code cell's outputs replaced by what it showed (an
 * `execute_result` holding the MIME bundle, as Deno's kernel gives the value of a cell) and the
 * code cells numbered 1, 2, ... in order, as one run from the top numbers them. Markdown cells
 * and the notebook's metadata are kept as they are.
 *
 * @param text The `.ipynb` file's contents.
 * @param outputs What the code cells showed ({@link runNotebook}).
 * @returns The new contents (JSON, one-space indents as Jupyter writes them; `deno fmt` has the
 *   last word on layout).
 * @throws {SyntaxError} If the text is not a notebook.
 */
export function storeOutputs(text: string, outputs: readonly CellOutput[]): string {
  readNotebook(text);
  const nb = JSON.parse(text) as { cells: Record<string, unknown>[] };
  let count = 0;
  nb.cells.forEach((cell, i) => {
    if (cell.cell_type !== "code") return;
    count++;
    const out = outputs.find((o) => o.cell === i);
    cell.execution_count = count;
    cell.outputs = out === undefined ? [] : [{
      output_type: "execute_result",
      execution_count: count,
      data: out.bundle,
      metadata: {},
    }];
  });
  return JSON.stringify(nb, null, 1) + "\n";
}

/** Formats a notebook's text as `deno fmt` does, through standard input. */
export async function formatNotebook(text: string, cwd: string): Promise<string> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--ext=ipynb", "-"],
    cwd,
    env: { NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  if (code !== 0) {
    throw new Error(`Cannot format notebook: ${new TextDecoder().decode(stderr).trim()}`);
  }
  return new TextDecoder().decode(stdout);
}

/**
 * The notebook at `path` with the outputs its cells show when run now, formatted.
 *
 * @param path The `.ipynb` file.
 * @param cwd The folder to run in (the repository root).
 * @returns The new contents.
 */
export async function refreshedNotebook(path: string, cwd: string): Promise<string> {
  const outputs = await runNotebook(path, cwd);
  return await formatNotebook(storeOutputs(await Deno.readTextFile(path), outputs), cwd);
}

if (import.meta.main) {
  const root = new URL("../../", import.meta.url).pathname;
  const path = `${root}examples/tour.ipynb`;
  try {
    await Deno.writeTextFile(path, await refreshedNotebook(path, root));
    // deno-lint-ignore no-console
    console.log(`stored the outputs of ${path}`);
  } catch (error) {
    // deno-lint-ignore no-console
    console.error(`error: ${(error as Error).message}`);
    Deno.exit(1);
  }
}
