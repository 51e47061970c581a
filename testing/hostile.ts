/**
 * Hostile calls of every exported function: each export of each package entry point is called
 * with arguments of the wrong shape, out of range or adversarial (NaN, ±Infinity, -0, 1.5, 2^53,
 * bigints, strings, `{}`, forged games, throwing proxies, symbols), in a worker that is ended when
 * a call runs too long. A call may return a result or throw the library's own error (`TypeError`,
 * `RangeError`, `SyntaxError` or a limit error, in the "Cannot ...: ..." form); anything else is a
 * finding. The parameter types come from `deno doc --json`, so a function that quietly accepts a
 * primitive of another type than the one it declares (`integer("")`) is a finding too.
 *
 * Used by `hostile_test.ts`; run alone to print every finding:
 * `deno run --allow-read --allow-run --allow-env testing/hostile.ts [entry filter]`.
 *
 * @module
 */

/** One hostile argument: a label for messages and a factory (a fresh value per call). */
export interface HostileValue {
  /** How the value is named in a finding. */
  label: string;
  /** Makes the value. */
  make: () => unknown;
}

/** The error a throwing proxy raises from every trap: the caller's own error may pass through. */
export class ProxyTrapError extends Error {
  constructor() {
    super("hostile proxy trap");
    this.name = "ProxyTrapError";
  }
}

function throwingProxy(): unknown {
  const trap = () => {
    throw new ProxyTrapError();
  };
  return new Proxy({}, {
    get: trap,
    has: trap,
    ownKeys: trap,
    getOwnPropertyDescriptor: trap,
    getPrototypeOf: trap,
    apply: trap,
    construct: trap,
  });
}

/** The hostile arguments every export is called with. */
export const HOSTILE_VALUES: readonly HostileValue[] = [
  { label: "NaN", make: () => NaN },
  { label: "Infinity", make: () => Infinity },
  { label: "-Infinity", make: () => -Infinity },
  { label: "-0", make: () => -0 },
  { label: "1.5", make: () => 1.5 },
  { label: "-1", make: () => -1 },
  { label: "2", make: () => 2 },
  { label: "2n", make: () => 2n },
  { label: "2^53", make: () => 2 ** 53 },
  { label: "1n", make: () => 1n },
  { label: "-(2^70)n", make: () => -(2n ** 70n) },
  { label: '""', make: () => "" },
  { label: '"garbage"', make: () => "garbage" },
  { label: "true", make: () => true },
  { label: "null", make: () => null },
  { label: "undefined", make: () => undefined },
  { label: "{}", make: () => ({}) },
  { label: "[]", make: () => [] },
  { label: "[NaN]", make: () => [NaN] },
  { label: '["x"]', make: () => ["x"] },
  { label: "forged game { id: 1 }", make: () => ({ id: 1 }) },
  { label: "forged dyadic", make: () => ({ numerator: 1n, exponent: -1 }) },
  { label: "throwing proxy", make: throwingProxy },
  { label: "Symbol()", make: () => Symbol("hostile") },
  { label: "a function", make: () => () => 0 },
];

const MILD_NUMBER = HOSTILE_VALUES.findIndex((v) => v.label === "2");
const MILD_BIGINT = HOSTILE_VALUES.findIndex((v) => v.label === "2n");

/** What one hostile call did that the library must not do. */
export interface Finding {
  /** The entry point, relative to the repository root. */
  entry: string;
  /** The exported name (and the call shape). */
  call: string;
  /** What went wrong. */
  problem: string;
}

/** The kinds of value a parameter declares, read from `deno doc --json`. */
export type Accepts = "any" | Set<string>;

/** The repository root, as a path. */
export const ROOT: string = new URL("..", import.meta.url).pathname;

/** Every file named in the `exports` map of each package under `packages/`. */
export async function entryPoints(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`));
  const files: string[] = [];
  for (const member of config.workspace as string[]) {
    const dir = member.replace(/^\.\//, "");
    if (!dir.startsWith("packages/")) continue;
    const own = JSON.parse(await Deno.readTextFile(`${ROOT}${dir}/deno.json`));
    const exports: Record<string, string> = typeof own.exports === "string"
      ? { ".": own.exports }
      : own.exports;
    for (const file of Object.values(exports)) {
      const path = `${dir}/${file.replace(/^\.\//, "")}`;
      if (!files.includes(path)) files.push(path);
    }
  }
  return files;
}

// deno-lint-ignore no-explicit-any
type DocType = any;

function acceptsOf(type: DocType): Accepts {
  if (type === undefined || type === null) return "any";
  switch (type.kind) {
    case "keyword": {
      const word = type.value as string;
      if (word === "any" || word === "unknown") return "any";
      if (word === "undefined" || word === "void") return new Set(["undefined"]);
      if (word === "null") return new Set(["null"]);
      if (word === "never") return new Set();
      if (word === "object") return new Set(["object", "function"]);
      return new Set([word]);
    }
    case "literal": {
      const literal = type.value;
      const kind = literal.kind === "template" ? "string" : literal.kind;
      return new Set([kind === "bigInt" ? "bigint" : kind]);
    }
    case "union": {
      const out = new Set<string>();
      for (const member of type.value) {
        const sub = acceptsOf(member);
        if (sub === "any") return "any";
        for (const s of sub) out.add(s);
      }
      return out;
    }
    case "array":
    case "tuple":
    case "typeLiteral":
    case "fnOrConstructor":
      return new Set(["object", "function"]);
    default:
      // A named type (alias, interface, class, type parameter) may stand for anything.
      return "any";
  }
}

/**
 * For each exported function of `entry`, the kinds of value each parameter declares (the union
 * over its overload signatures; an optional parameter also takes `undefined`), from
 * `deno doc --json`.
 */
export async function parameterKinds(entry: string): Promise<Record<string, Accepts[]>> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--json", entry],
    cwd: ROOT,
    stdout: "piped",
    stderr: "null",
  }).output();
  const doc = JSON.parse(new TextDecoder().decode(output.stdout));
  const out: Record<string, Accepts[]> = {};
  const nodes: DocType[] = [];
  for (const file of Object.values(doc.nodes) as DocType[]) {
    for (const symbol of file.symbols ?? []) nodes.push(symbol);
  }
  for (const symbol of nodes) {
    if (Object.hasOwn(out, symbol.name)) continue;
    const functions = (symbol.declarations ?? []).filter((d: DocType) => d.kind === "function");
    if (functions.length === 0) continue;
    // Callers see the overload signatures, not the implementation's (which has the body).
    const overloads = functions.filter((d: DocType) => d.def.hasBody !== true);
    const signatures = overloads.length > 0 ? overloads : functions;
    const lists: Accepts[][] = signatures.map((signature: DocType) =>
      (signature.def.params ?? []).map((p: DocType) => {
        const kinds = p.kind === "rest" ? "any" : acceptsOf(p.tsType);
        // An optional parameter (`x?: number`) also takes undefined.
        return kinds !== "any" && (p.optional === true || p.kind === "assign")
          ? new Set([...kinds, "undefined"])
          : kinds;
      })
    );
    const length = Math.max(...lists.map((list) => list.length));
    const merged: Accepts[] = [];
    for (let i = 0; i < length; i++) {
      const kinds = new Set<string>();
      let any = false;
      for (const list of lists) {
        // A parameter that another overload leaves out may be undefined there.
        const own = i < list.length ? list[i] : new Set(["undefined"]);
        if (own === "any") any = true;
        else for (const kind of own) kinds.add(kind);
      }
      merged.push(any ? "any" : kinds);
    }
    out[symbol.name] = merged;
  }
  return out;
}

/** Whether an error is one the library may throw at a hostile caller. */
export function isLibraryError(error: unknown): boolean {
  if (error instanceof ProxyTrapError) return true;
  if (
    !(error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError)
  ) return false;
  return /^Cannot [^:\n]{2,}: \S/.test(error.message) && !error.message.includes("\n");
}

/** Whether a value holds NaN, looking a few levels into arrays and plain objects. */
export function holdsNaN(value: unknown, depth = 3): boolean {
  if (typeof value === "number") return Number.isNaN(value);
  if (depth === 0 || value === null || typeof value !== "object") return false;
  if (ArrayBuffer.isView(value)) return false;
  try {
    const values = Array.isArray(value) ? value.slice(0, 64) : Object.values(value).slice(0, 64);
    return values.some((v) => holdsNaN(v, depth - 1));
  } catch {
    return false;
  }
}

function typeOf(value: unknown): string {
  return value === null ? "null" : typeof value;
}

/**
 * The calls made of a function with `arity` declared parameters: each hostile value alone, and in
 * every position of a call of the declared length with the other arguments hostile too.
 */
export function hostileCalls(
  arity: number,
  accepts: readonly Accepts[] = [],
): { args: number[]; shape: string }[] {
  const calls: { args: number[]; shape: string }[] = [];
  const n = Math.min(Math.max(arity, 1), 3);
  const shape = (args: number[]) => `(${args.map((v) => HOSTILE_VALUES[v].label).join(", ")})`;
  // A mild argument for each parameter declared as a plain number or bigint, so that a later
  // parameter is reached past the checks of the earlier ones.
  const mild = accepts.slice(0, n).map((kinds) =>
    kinds === "any"
      ? -1
      : kinds.has("number")
      ? MILD_NUMBER
      : kinds.has("bigint")
      ? MILD_BIGINT
      : -1
  );
  for (let v = 0; v < HOSTILE_VALUES.length; v++) {
    calls.push({ args: [v], shape: shape([v]) });
    if (n >= 2) {
      const all = Array.from({ length: n }, () => v);
      calls.push({ args: all, shape: shape(all) });
      for (let i = 1; i < n; i++) {
        if (mild.slice(0, i).some((m) => m < 0)) break;
        const args = [...mild.slice(0, i), v];
        calls.push({ args, shape: shape(args) });
      }
    }
  }
  return calls;
}

/** The message a worker sends back for one call. */
export interface CallReport {
  /** Index of the call in the worker's list. */
  index: number;
  /** The finding, if the call did something it must not. */
  problem?: string;
}

/**
 * Judges the outcome of one call: `threw` with `error`, or returned `result`. `accepts` are the
 * declared kinds of the arguments, to find a primitive of the wrong type that was accepted.
 */
export function judge(
  args: readonly unknown[],
  accepts: readonly Accepts[] | undefined,
  outcome: { threw: true; error: unknown } | { threw: false; result: unknown },
): string | undefined {
  if (outcome.threw) {
    if (isLibraryError(outcome.error)) return undefined;
    const e = outcome.error;
    return e instanceof Error
      ? `threw ${e.name}: ${e.message.split("\n")[0].slice(0, 160)}`
      : `threw a non-error ${String(e)}`;
  }
  if (holdsNaN(outcome.result)) return "returned a result holding NaN";
  if (accepts !== undefined) {
    for (let i = 0; i < args.length && i < accepts.length; i++) {
      const kinds = accepts[i];
      if (kinds === "any") continue;
      const kind = typeOf(args[i]);
      if (kind === "object" || kind === "function") continue;
      if (!kinds.has(kind)) {
        return `accepted a ${kind} for parameter ${i + 1}, which is declared as ${
          [...kinds].join(" | ") || "never"
        }`;
      }
    }
  }
  return undefined;
}

/** A call the worker runs: export name, whether to construct, and argument indices. */
export interface PlannedCall {
  /** The export's name. */
  name: string;
  /** Call with `new`. */
  construct: boolean;
  /** Indices into {@link HOSTILE_VALUES}. */
  args: number[];
  /** The shape, for messages. */
  shape: string;
}

/**
 * Calls every export of `entry` with hostile arguments in a worker; a call that runs past
 * `timeoutMs` ends the worker, is a finding, and the rest go on in a new worker.
 */
export async function probeEntry(
  entry: string,
  options: { timeoutMs?: number; names?: readonly string[]; seen?: WeakSet<object> } = {},
): Promise<Finding[]> {
  const timeoutMs = options.timeoutMs ?? 2000;
  const module = await import(`${ROOT}${entry}`);
  const kinds = await parameterKinds(entry);
  const plan: PlannedCall[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== "function") continue;
    if (options.names !== undefined && !options.names.includes(name)) continue;
    // An export re-exported by several entry points is probed once, at its first.
    if (options.seen?.has(value)) continue;
    options.seen?.add(value);
    const isClass = /^class[\s{]/.test(Function.prototype.toString.call(value));
    for (const call of hostileCalls(value.length, kinds[name])) {
      plan.push({ name, construct: isClass, args: call.args, shape: call.shape });
    }
  }
  const findings: Finding[] = [];
  let next = 0;
  // Hostile strings can be file names (a census database opened at "garbage" creates it), so the
  // calls run in a temporary working directory that is removed afterwards.
  const home = Deno.cwd();
  const scratch = await Deno.makeTempDir({ prefix: "cgt-hostile-" });
  Deno.chdir(scratch);
  try {
    while (next < plan.length) {
      const start = next;
      const worker = new Worker(new URL("./_hostile_worker.ts", import.meta.url), {
        type: "module",
      });
      const done = await new Promise<number>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const arm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            findings.push({
              entry,
              call: `${plan[next].construct ? "new " : ""}${plan[next].name}${plan[next].shape}`,
              problem: `ran past ${timeoutMs} ms`,
            });
            resolve(next + 1);
          }, timeoutMs);
        };
        worker.onmessage = (event: MessageEvent<CallReport | { ready: true } | { end: true }>) => {
          const data = event.data;
          if ("ready" in data) {
            arm();
            return;
          }
          if ("end" in data) {
            clearTimeout(timer);
            resolve(plan.length);
            return;
          }
          const index = start + data.index;
          if (data.problem !== undefined) {
            findings.push({
              entry,
              call: `${plan[index].construct ? "new " : ""}${plan[index].name}${plan[index].shape}`,
              problem: data.problem,
            });
          }
          next = index + 1;
          arm();
        };
        worker.onerror = (event) => {
          event.preventDefault();
          clearTimeout(timer);
          findings.push({
            entry,
            call: `${plan[next].name}${plan[next].shape}`,
            problem: `ended the worker: ${event.message}`,
          });
          resolve(next + 1);
        };
        worker.postMessage({ entry: `${ROOT}${entry}`, calls: plan.slice(start), kinds });
      });
      worker.terminate();
      next = done;
    }
  } finally {
    Deno.chdir(home);
    await Deno.remove(scratch, { recursive: true });
  }
  return findings;
}

if (import.meta.main) {
  const filter = Deno.args[0] ?? "";
  let total = 0;
  const seen = new WeakSet<object>();
  for (const entry of await entryPoints()) {
    if (!entry.includes(filter)) continue;
    const findings = await probeEntry(entry, { seen });
    total += findings.length;
    for (const f of findings) {
      // deno-lint-ignore no-console
      console.log(`${f.entry}\t${f.call}\t${f.problem}`);
    }
  }
  // deno-lint-ignore no-console
  console.log(`${total} findings`);
}
