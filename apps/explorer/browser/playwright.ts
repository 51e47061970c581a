/**
 * The browser driver of the explorer's browser tests, `playwright-core`,
 * pinned to one version. Re-exported from this file rather than mapped in a
 * `deno.json` import map, for the reason given in `testing/fast_check.ts`:
 * `deno task` installs every npm package of the import maps before any task,
 * and `deno task cgt` must not need the npm registry. Its hashes live in
 * `testing/deno.lock`. playwright-core never downloads a browser; the tests
 * use Debian's `/usr/bin/chromium`.
 *
 * @module
 */

export { chromium } from "npm:playwright-core@1.65.1";
export type { Browser, Page } from "npm:playwright-core@1.65.1";
