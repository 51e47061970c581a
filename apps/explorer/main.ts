/**
 * `deno task explore` and `deno task explore:build`: bundles the explorer's
 * TypeScript for the browser with `deno bundle`, writes the static site to a
 * folder, and (for `serve`) serves that folder on 127.0.0.1 with `Deno.serve`.
 *
 * ```sh
 * deno task explore --port 8000
 * deno task explore:build --out apps/explorer/dist
 * ```
 *
 * @module
 */

import { parseArgs } from "node:util";

const HERE = new URL(".", import.meta.url);
const STATIC = new URL("static/", HERE);
const ENTRY_POINTS = ["page", "worker"] as const;

/** The default folder of `explore:build`. */
export const DEFAULT_OUT: string = new URL("dist", HERE).pathname;

const HELP = `explorer: build and serve the cgt web explorer

USAGE:
  deno task explore [--port N] [--out DIR]
  deno task explore:build [--out DIR]

OPTIONS:
  -h, --help      Show this help
      --port N    Port to serve on, on 127.0.0.1 (default 8000)
      --out DIR   Folder for the static site (default apps/explorer/dist); a relative
                  path is taken from the directory you ran the task in

EXAMPLES:
  deno task explore                 # then open http://127.0.0.1:8000/
  deno task explore:build --out site
`;

const encoder = new TextEncoder();

/** Writes a line to stdout. */
function say(line: string): void {
  Deno.stdout.writeSync(encoder.encode(`${line}\n`));
}

/** Writes `error: <message>` to stderr. */
function complain(message: string): void {
  Deno.stderr.writeSync(encoder.encode(`error: ${message}\n`));
}

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  map: "application/json",
};

/**
 * Writes the static site to `out`: `index.html`, `style.css`, and `page.js` and `worker.js`
 * bundled from `src/` for the browser (all dependencies inlined, nothing loaded from the
 * network).
 *
 * @param out The folder (created if missing).
 * @returns The files written.
 * @throws {Error} If `deno bundle` fails.
 */
export async function build(out: string): Promise<string[]> {
  await Deno.mkdir(out, { recursive: true });
  const written: string[] = [];
  for (const name of ENTRY_POINTS) {
    const target = `${out}/${name}.js`;
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform",
        "browser",
        "--format",
        "esm",
        "--minify",
        "-o",
        target,
        new URL(`src/${name}.ts`, HERE).pathname,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    if (code !== 0) throw new Error(`Cannot bundle ${name}.ts: ${bundleError(stderr)}`);
    written.push(target);
  }
  for await (const entry of Deno.readDir(STATIC)) {
    if (!entry.isFile) continue;
    await Deno.copyFile(new URL(entry.name, STATIC), `${out}/${entry.name}`);
    written.push(`${out}/${entry.name}`);
  }
  return written;
}

/**
 * The first line of `deno bundle`'s error output, with a hint when esbuild could not be fetched.
 *
 * @param stderr What `deno bundle` wrote on standard error.
 * @returns One line for the message.
 */
export function bundleError(stderr: Uint8Array): string {
  // deno bundle prints "error: ..." and, on later lines, the causes (and a backtrace when asked).
  // deno-lint-ignore no-control-regex
  const text = new TextDecoder().decode(stderr).replace(/\x1b\[[0-9;]*m/g, "").trim();
  const first = (text.split("\n").find((line) => line.trim() !== "") ?? "no message")
    .replace(/^error: /, "");
  return /esbuild/.test(text)
    ? `${first} (the first build fetches esbuild, which deno bundle uses, from the npm registry)`
    : first;
}

/**
 * Answers a request for a file of the site in `root` (only files directly in it; `/` is
 * `index.html`).
 *
 * @param root The site folder.
 * @param request The request.
 * @returns The file, or 404.
 */
export async function serveFile(root: string, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const name = path === "/" ? "index.html" : path.slice(1);
  if (!/^[\w.-]+$/.test(name) || name.startsWith(".")) {
    return new Response("not found", { status: 404 });
  }
  try {
    const body = await Deno.readFile(`${root}/${name}`);
    const extension = name.split(".").pop() ?? "";
    const type = Object.hasOwn(TYPES, extension) ? TYPES[extension] : "application/octet-stream";
    return new Response(body, { headers: { "content-type": type, "cache-control": "no-cache" } });
  } catch {
    return new Response("not found", { status: 404 });
  }
}

/**
 * Runs the command: `build` writes the site, `serve` builds and serves it.
 *
 * @param args The command line.
 * @returns The exit code.
 */
export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        port: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    complain(`${(error as Error).message}`);
    return 2;
  }
  if (parsed.values.help) {
    say(HELP);
    return 0;
  }
  if (command !== "build" && command !== "serve") {
    complain(`expected "build" or "serve", received ${command ?? "nothing"}`);
    return 2;
  }
  const port = Number(parsed.values.port ?? "8000");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    complain(
      `--port must be an integer from 0 to 65535, received ${parsed.values.port}`,
    );
    return 2;
  }
  const out = outputFolder(parsed.values.out);
  try {
    await build(out);
  } catch (error) {
    complain(`${(error as Error).message}`);
    return 1;
  }
  if (command === "build") {
    say(`explorer written to ${out}`);
    return 0;
  }
  let server;
  try {
    server = Deno.serve({
      hostname: "127.0.0.1",
      port,
      onListen: ({ hostname, port }) => say(`explorer at http://${hostname}:${port}/`),
    }, (request) => serveFile(out, request));
  } catch (error) {
    const why = error instanceof Deno.errors.AddrInUse
      ? "the port is in use (choose another with --port)"
      : error instanceof Deno.errors.PermissionDenied || error instanceof Deno.errors.NotCapable
      ? "permission denied (choose a port above 1023 with --port)"
      : (error as Error).message;
    complain(`cannot serve on 127.0.0.1:${port}: ${why}`);
    return 1;
  }
  await server.finished;
  return 0;
}

/**
 * The site folder: `--out` taken from the directory the user ran the task in (`INIT_CWD`, which
 * `deno task` sets; the task itself runs in the repository root), else {@link DEFAULT_OUT}.
 */
function outputFolder(out: string | undefined): string {
  if (out === undefined) return DEFAULT_OUT;
  if (out.startsWith("/")) return out;
  let base: string | undefined;
  try {
    base = Deno.env.get("INIT_CWD");
  } catch {
    base = undefined; // no permission to read it: the current directory
  }
  return base ? `${base.replace(/\/$/, "")}/${out}` : out;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
