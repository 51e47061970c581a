/**
 * The worker of `parallelValue` (private): answers parallel search tasks for the rulesets of
 * _parallel_rulesets.ts. It runs from a bundle (_parallel_worker_source.ts, made by `deno task
 * bundle:worker`) loaded from a data URL, so starting it needs no permission.
 *
 * @module
 */

import { serveParallelSearch } from "@cgt/partizan/parallel-search";
import { type ParallelTask, resolveTask } from "./_parallel_rulesets.ts";

serveParallelSearch((task) => resolveTask(task as ParallelTask));
