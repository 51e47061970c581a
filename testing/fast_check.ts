/**
 * The test-only property-testing library, `fast-check`, pinned to one
 * version. Tests import it as `"fast-check"` (the root import map points
 * here).
 *
 * It is re-exported from this file rather than mapped to `npm:` in
 * `deno.json` because `deno task` installs every npm package named in the
 * import map or the lockfile before it runs any task: with an `npm:` entry
 * there, `deno task cgt` and `deno task demo` would need the npm registry.
 * Its integrity hashes live in `testing/deno.lock`, which only the test,
 * check and bench commands use (`--lock=testing/deno.lock`).
 *
 * @module
 */

export { default } from "npm:fast-check@4.11.0";
export * from "npm:fast-check@4.11.0";
