/**
 * The browser-test driver, `playwright-core`, pinned to one version, for the explorer's browser
 * tests only (`deno task test:browser`). Kept out of every import map for the reason given in
 * `fast_check.ts`: `deno task` would otherwise install it before running any task.
 *
 * @module
 */

export * from "npm:playwright-core@1.65.1";
