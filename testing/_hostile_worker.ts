/**
 * The worker behind `hostile.ts`: imports one entry point and makes the planned hostile calls,
 * reporting each outcome so that the caller can end the worker on a call that runs too long.
 *
 * @module
 */

import { type Accepts, HOSTILE_VALUES, judge, type PlannedCall } from "./hostile.ts";

interface Job {
  entry: string;
  calls: PlannedCall[];
  kinds: Record<string, Accepts[]>;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Job>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event: MessageEvent<Job>) => {
  const { entry, calls, kinds } = event.data;
  const module = await import(entry);
  scope.postMessage({ ready: true });
  for (let index = 0; index < calls.length; index++) {
    const call = calls[index];
    const fn = module[call.name] as (...args: unknown[]) => unknown;
    const args = call.args.map((v) => HOSTILE_VALUES[v].make());
    let problem: string | undefined;
    try {
      // deno-lint-ignore no-explicit-any
      const result = call.construct ? new (fn as any)(...args) : fn(...args);
      const settled = result instanceof Promise
        ? await result.then(
          (value) => ({ threw: false as const, result: value }),
          (error) => ({ threw: true as const, error }),
        )
        : { threw: false as const, result };
      problem = judge(args, kinds[call.name], settled);
    } catch (error) {
      problem = judge(args, kinds[call.name], { threw: true, error });
    }
    scope.postMessage({ index, problem });
  }
  scope.postMessage({ end: true });
};
