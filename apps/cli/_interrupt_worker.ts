/**
 * A worker that listens for Ctrl-C (SIGINT) while the main thread is busy in
 * a long synchronous computation, and raises a flag in shared memory that the
 * computation checks between steps. (A listener on the main thread would
 * only run once the computation is over.)
 *
 * @module
 */

/// <reference lib="deno.worker" />

self.onmessage = (event: MessageEvent<SharedArrayBuffer>) => {
  const flag = new Int32Array(event.data);
  Deno.addSignalListener("SIGINT", () => {
    Atomics.store(flag, 0, 1);
  });
  self.postMessage("listening");
};
