/**
 * Starting a module worker whose failure to load comes back as an error event on it (private),
 * instead of Deno printing "Uncaught (in worker)" on stderr.
 *
 * @module
 */

import { typeFail } from "../_check.ts";

/** The key of the message a worker's loader posts when the worker's module did not load. */
const LOAD_FAILED = "cgtWorkerModuleDidNotLoad";

/** The most loader URLs kept (one per worker URL); the oldest is revoked past it. */
const MAX_LOADERS = 16;

/** The loader of each worker URL started lately: a blob URL, made once. */
const loaders = new Map<string, string>();

/**
 * The source of the loader of `url`: it holds the messages that arrive while `url` loads (the
 * module sets its handler as it runs), imports `url`, then hands them on; if the import fails it
 * posts the first line of the error under {@link LOAD_FAILED} and closes, so nothing is uncaught.
 */
function loaderSource(url: string): string {
  return `const held = [];
const hold = (event) => { event.stopImmediatePropagation(); held.push(event); };
self.addEventListener("message", hold);
let failure;
try {
  await import(${JSON.stringify(url)});
} catch (error) {
  failure = String(error instanceof Error ? error.message : error).split("\\n")[0];
}
self.removeEventListener("message", hold);
if (failure !== undefined) {
  self.postMessage({ ${LOAD_FAILED}: failure });
  self.close();
} else {
  for (const event of held) self.dispatchEvent(new MessageEvent("message", { data: event.data }));
}
`;
}

/** The loader URL of `url`, made on first use (the oldest of {@link MAX_LOADERS} revoked). */
function loaderOf(url: string): string {
  let loader = loaders.get(url);
  if (loader === undefined) {
    if (loaders.size >= MAX_LOADERS) {
      const [oldest, oldLoader] = loaders.entries().next().value!;
      loaders.delete(oldest);
      URL.revokeObjectURL(oldLoader);
    }
    loader = URL.createObjectURL(new Blob([loaderSource(url)], { type: "text/javascript" }));
    loaders.set(url, loader);
  }
  return loader;
}

/**
 * Starts a module worker on `url` through a small loader, so that a module that fails to load
 * (not found, not readable, a syntax error, an error thrown as it runs) gives an `error` event on
 * the returned worker, whose message is "its module did not load: " and the first line of the
 * error, and nothing on stderr. Messages posted to the worker before its module has set its
 * handler reach it once loaded.
 *
 * @param url The absolute URL of the worker's module.
 * @returns The worker.
 * @throws {TypeError} If `url` is neither a URL nor the text of an absolute URL.
 *
 * @example A module that throws as it loads: one error event, nothing printed
 * ```ts
 * import { startModuleWorker } from "@cgt/partizan/parallel-search";
 * import assert from "node:assert/strict";
 *
 * const url = `data:text/javascript,${encodeURIComponent("throw new Error('broken')")}`;
 * const worker = startModuleWorker(url);
 * const message = await new Promise<string>((resolve) => {
 *   worker.onerror = (event) => {
 *     event.preventDefault();
 *     resolve(event.message);
 *   };
 * });
 * worker.terminate();
 * assert.equal(message, "its module did not load: broken");
 * assert.throws(() => startModuleWorker("./worker.ts"), TypeError); // not absolute
 * ```
 */
export function startModuleWorker(url: string | URL): Worker {
  if (!(url instanceof URL) && !(typeof url === "string" && URL.canParse(url))) {
    typeFail("start the worker", "the worker must be a URL or an absolute URL string", url);
  }
  const href = String(url);
  const worker = new Worker(loaderOf(href), { type: "module" });
  // Registered before the caller's handlers, so it sees the loader's message first.
  worker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data;
    if (data === null || typeof data !== "object" || !(LOAD_FAILED in data)) return;
    event.stopImmediatePropagation();
    worker.dispatchEvent(
      new ErrorEvent("error", {
        message: `its module did not load: ${data[LOAD_FAILED]}`,
        cancelable: true,
      }),
    );
  });
  return worker;
}
