/**
 * The URL the workers of this folder's searches start from (private), found once, only when
 * workers are used.
 *
 * @module
 */

let workerUrl: Promise<string> | undefined;

/**
 * The URL the workers start from: the bundle that `deno task build` makes
 * (_parallel_worker_source.ts, shipped in the published package, not in git) as a blob URL, which
 * needs no permission; where it was not built, the worker's own module, which from JSR needs only
 * import access to jsr.io (granted by default) and from a source checkout needs read access.
 *
 * @param caller The function that starts workers, named in the error.
 * @throws {Deno.errors.NotCapable} If the bundle is missing and the worker's module is a local
 *   file this process may not read.
 */
export function parallelWorkerUrl(caller: string): Promise<string> {
  // A blob URL, made once per process: it costs about 0.6 ms of CPU against 1.7 ms for
  // percent-encoding the 340 KB source into a data URL (which the worker then decodes again),
  // paid before every search with workers, small ones included.
  workerUrl ??= import("./_parallel_worker_source.ts").then(
    ({ WORKER_SOURCE }) =>
      URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" })),
    () => unbundledWorker(caller),
  );
  return workerUrl;
}

/** The URL of the worker's own module, checked to be loadable if it is a local file. */
function unbundledWorker(caller: string): string {
  const url = new URL("./_parallel_worker.ts", import.meta.url);
  if (
    url.protocol === "file:" &&
    Deno.permissions.querySync({ name: "read", path: url }).state !== "granted"
  ) {
    workerUrl = undefined; // a later call may find the bundle or the permission
    throw new Deno.errors.NotCapable(
      `Cannot start the workers of ${caller}: their bundle is not built (run deno task build) and reading their module _parallel_worker.ts needs --allow-read`,
    );
  }
  return url.href;
}
