// What `npm run load` and `npm run load:hosted` share: the statistics they report, the
// deterministic moments the tables finish at, and the worker thread that holds the live clients
// (so their parsing never delays the players' answers; docs/performance.md).
import { Worker } from "node:worker_threads";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Epoch milliseconds, comparable across worker threads. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A deterministic spread of moments in [0, 1): the same run every time (a small LCG from `seed`). */
export function moments(count: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  });
}

/** A worker thread asked one request at a time, each answered once (or with `{type:"error"}`). */
export class LiveClientsWorker<Request, Answer extends { readonly type: string }> {
  private readonly worker: Worker;

  /** `name`: the worker's file beside this one, without its ending (compiled .js, or .ts under tsx). */
  constructor(name: string) {
    const isSource = import.meta.url.endsWith(".ts");
    this.worker = new Worker(new URL(`./${name}.${isSource ? "ts" : "js"}`, import.meta.url), {
      ...(isSource && { execArgv: ["--import", "tsx"] }),
    });
  }

  ask(request: Request): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.worker.once("message", (answer: Answer | { type: "error"; message: string }) =>
        answer.type === "error" && "message" in answer
          ? reject(new Error(answer.message))
          : resolve(answer as Answer),
      );
      this.worker.postMessage(request);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}
