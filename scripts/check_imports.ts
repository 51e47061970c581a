/**
 * The shape check of `deno task ok`: every import between workspace members runs in the
 * package direction, nothing imports across a member boundary by a relative path, no package
 * test reaches into another package's test data, private modules (`_name.ts`) are imported only
 * from their own folder (and its sub-folders), and no import cycle exists between the files of
 * a package (type-only imports count: a cycle of types is still a tangle).
 *
 * The allowed edges (also written in STYLE.md): impartial → core; nim → core, impartial;
 * partizan → core; rulesets → core, impartial, nim, partizan; apps, bench and testing → the
 * packages' public entry points (`@cgt/...`).
 *
 * Run: `deno run --allow-read scripts/check_imports.ts` (exit 1 and one line per finding).
 *
 * @module
 */

/** Which packages each package may import. */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  core: [],
  impartial: ["core"],
  nim: ["core", "impartial"],
  partizan: ["core"],
  rulesets: ["core", "impartial", "nim", "partizan"],
};

/** One import found in a file. */
export interface ImportEdge {
  /** The importing file, relative to the root. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Whether the import brings in types only (erased at run time). */
  typeOnly: boolean;
}

const STATIC = /(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/y;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/y;

/**
 * The offsets where the word `import` or `export` starts in code: outside comments, strings and
 * template literals (so an import written inside a string, as test data, is not an import).
 */
function keywordOffsets(text: string): number[] {
  const out: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      while (i < n && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < n && text[i] !== c) i += text[i] === "\\" ? 2 : 1;
      i++;
    } else if (
      (c === "i" || c === "e") && (i === 0 || !/[\w$.]/.test(text[i - 1])) &&
      (text.startsWith("import", i) || text.startsWith("export", i))
    ) {
      out.push(i);
      i += 6;
    } else {
      i++;
    }
  }
  return out;
}

/** The static and literal dynamic imports of a module's text (comments and strings skipped). */
export function importsOf(from: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const at of keywordOffsets(text)) {
    STATIC.lastIndex = at;
    const m = STATIC.exec(text);
    if (m !== null) {
      edges.push({ from, specifier: m[3], typeOnly: m[2] !== undefined });
      continue;
    }
    DYNAMIC.lastIndex = at;
    const d = DYNAMIC.exec(text);
    if (d !== null) edges.push({ from, specifier: d[1], typeOnly: false });
  }
  return edges;
}

/** The workspace member of a path: `packages/<name>`, `apps/<name>`, `bench` or `testing`. */
export function memberOf(path: string): string | undefined {
  const parts = path.split("/");
  if ((parts[0] === "packages" || parts[0] === "apps") && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  if (parts[0] === "bench" || parts[0] === "testing" || parts[0] === "scripts") return parts[0];
  return undefined;
}

function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return out.join("/");
}

function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

const isTest = (path: string) => /_test\.ts$/.test(path) || path.includes("/testdata/");

/** The findings for a set of files (path relative to the root, and text). */
export function checkImports(files: ReadonlyMap<string, string>): string[] {
  const findings: string[] = [];
  const graph = new Map<string, string[]>();
  for (const [from, text] of files) {
    const member = memberOf(from);
    if (member === undefined) continue;
    const targets: string[] = [];
    for (const edge of importsOf(from, text)) {
      const s = edge.specifier;
      if (s.startsWith("@cgt/")) {
        const pkg = s.slice(5).split("/")[0];
        if (member.startsWith("packages/")) {
          const own = member.slice("packages/".length);
          if (pkg !== own && !(ALLOWED[own] ?? []).includes(pkg)) {
            findings.push(
              `${from}: imports ${s}, but ${own} may import only ${
                (ALLOWED[own] ?? []).join(", ") || "nothing"
              }`,
            );
          }
        }
        continue;
      }
      if (!s.startsWith(".")) continue; // npm:, node:, jsr:, fast-check and the like
      const target = normalise(`${dirname(from)}/${s}`);
      const targetMember = memberOf(target);
      if (targetMember !== member) {
        // testing/ is shared test support: for tests, and for apps and benchmarks (their
        // browser and fresh-process harnesses), never for a package's published code.
        const testSupport = (targetMember === "testing" &&
          (isTest(from) || !member.startsWith("packages/"))) ||
          // A test may run the repository's tools (the bundle check runs the bundler).
          (targetMember === "scripts" && isTest(from));
        if (!testSupport) {
          findings.push(
            `${from}: imports ${s} across the boundary of ${member} (use the @cgt/ entry point)`,
          );
        }
        continue;
      }
      if (target.includes("/testdata/") && !isTest(from)) {
        findings.push(`${from}: imports test data ${s} from code that is not a test`);
      }
      const base = target.split("/").pop() ?? "";
      if (
        base.startsWith("_") && member.startsWith("packages/") &&
        dirname(target) !== dirname(from) && !dirname(from).startsWith(dirname(target) + "/")
      ) {
        findings.push(`${from}: imports the private module ${s} of another folder`);
      }
      if (member.startsWith("packages/") && !isTest(from) && !isTest(target)) {
        targets.push(target);
      }
    }
    graph.set(from, targets);
  }
  for (const cycle of cycles(graph)) {
    findings.push(`import cycle: ${cycle.join(" -> ")} -> ${cycle[0]}`);
  }
  return findings;
}

/** The strongly connected components of more than one file (Tarjan), each as a list. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    // An explicit stack of iterators: package graphs are deep enough to matter.
    const work: [string, number][] = [[v, 0]];
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        top[1]++;
        const w = next[i];
        if (!graph.has(w)) continue;
        if (!indices.has(w)) {
          indices.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(node, Math.min(low.get(node)!, indices.get(w)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === indices.get(node)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== node);
        if (component.length > 1) out.push(component.sort());
      }
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) visit(v);
  return out;
}

async function walk(root: string, dir: string, files: Map<string, string>): Promise<void> {
  for await (const entry of Deno.readDir(`${root}${dir}`)) {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) {
        continue;
      }
      await walk(root, path, files);
    } else if (entry.isFile && path.endsWith(".ts")) {
      files.set(path, await Deno.readTextFile(`${root}${path}`));
    }
  }
}

if (import.meta.main) {
  const root = new URL("..", import.meta.url).pathname;
  const files = new Map<string, string>();
  for (const top of ["packages", "apps", "bench", "testing"]) await walk(root, top, files);
  const findings = checkImports(files);
  for (const finding of findings) {
    await Deno.stderr.write(new TextEncoder().encode(`error: ${finding}\n`));
  }
  if (findings.length > 0) Deno.exit(1);
  await Deno.stdout.write(new TextEncoder().encode(`imports: ${files.size} files, in order\n`));
}
