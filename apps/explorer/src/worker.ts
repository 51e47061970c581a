/**
 * The explorer's Web Worker: all computation runs here, so the page never
 * freezes. Each request gets progress messages (where the work has steps)
 * and then one result or one problem. The page cancels by terminating the
 * worker and starting a new one.
 *
 * @module
 */

import type { Board } from "./boards.ts";
import {
  analyseBoard,
  analyseExpression,
  analyseLoopyBoard,
  boardOptions,
  gameOptions,
  GameRegistry,
  guarded,
  nimSequence,
} from "./compute.ts";
import { cellAnalysis, cellMoves, evaluateWorksheet } from "./worksheet.ts";
import { guideValues } from "./notation_guide.ts";
import { analyseGraph } from "./graph_compute.ts";
import type { EditorGraph } from "./graph_editor.ts";
import { analyseSum } from "./sum_play.ts";

/** A request from the page. */
export type Request =
  | { seq: number; kind: "expr"; text: string }
  | { seq: number; kind: "options"; id: number }
  | { seq: number; kind: "board"; board: Board }
  | { seq: number; kind: "loopyBoard"; board: Board }
  | { seq: number; kind: "boardOptions"; board: Board }
  | { seq: number; kind: "sum"; components: Board[] }
  | { seq: number; kind: "heap"; code: string; heaps: number }
  | { seq: number; kind: "worksheet"; cells: string[] }
  | { seq: number; kind: "cell"; cells: string[]; index: number }
  | { seq: number; kind: "cellMoves"; cells: string[]; index: number }
  | { seq: number; kind: "guide" }
  | { seq: number; kind: "graph"; graph: EditorGraph };

/** A message to the page. */
export type Reply =
  | { seq: number; type: "progress"; done: number; total: number }
  | { seq: number; type: "result"; result: unknown }
  | { seq: number; type: "problem"; problem: import("./compute.ts").Problem };

/**
 * Answers one request, posting progress and then the result or problem.
 *
 * @param request The request.
 * @param registry The games the page has been shown.
 * @param post How to send a message to the page.
 */
export function answer(
  request: Request,
  registry: GameRegistry,
  post: (reply: Reply) => void,
): void {
  const { seq } = request;
  let last = 0;
  const progress = (done: number, total: number): void => {
    const now = Date.now();
    if (done !== total && now - last < 50) return;
    last = now;
    post({ seq, type: "progress", done, total });
  };
  const outcome = guarded((): unknown => {
    switch (request.kind) {
      case "expr":
        return analyseExpression(request.text, registry);
      case "options":
        return gameOptions(request.id, registry);
      case "board":
        return analyseBoard(request.board, registry, progress);
      case "loopyBoard":
        return analyseLoopyBoard(request.board, progress);
      case "boardOptions":
        return boardOptions(request.board, registry);
      case "sum":
        return analyseSum(request.components, registry);
      case "heap":
        return nimSequence(request.code, request.heaps, progress);
      case "worksheet":
        return evaluateWorksheet(request.cells, registry);
      case "guide":
        return guideValues();
      case "graph":
        return analyseGraph(request.graph, registry, progress);
      case "cell":
        registry.clear();
        return cellAnalysis(request.cells, request.index, registry);
      case "cellMoves":
        registry.clear();
        return cellMoves(request.cells, request.index, registry);
    }
  });
  if ("ok" in outcome) post({ seq, type: "result", result: outcome.ok });
  else post({ seq, type: "problem", problem: outcome.problem });
}

// In a worker, `self` is the worker's global scope; elsewhere (tests) this module only exports.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Reply): void;
};
if (scope.WorkerGlobalScope !== undefined) {
  const registry = new GameRegistry();
  scope.onmessage = (event: MessageEvent<Request>): void =>
    answer(event.data, registry, (reply) => scope.postMessage(reply));
}
