// The worker pool that heavy work runs in (ADR 018): piscina threads loading the built
// server/pool/tasks.ts, at most `threads` of them, started on demand and stopped when idle, with
// a bounded queue. Full, it refuses at once (PoolBusyError: a 503 with Retry-After), so a flood
// of uncached queries waits in no line of ours and never reaches the event loop that answers
// visitors. Without a built worker file (Vite's dev server, unit tests) tasks run in-process.
import { ArrayTaskQueue, Piscina, type TaskQueue } from "piscina";
import { logger } from "~/lib/logger.server";

// Any function of one argument: each crosses between threads by structured clone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Tasks = Record<string, (arg: any) => unknown>;

export interface PoolOptions<T extends Tasks> {
  /** The built module exporting the tasks by name; absent, they run in this thread. */
  workerFile?: string;
  /** The same tasks, for running in-process. */
  tasks: T;
  threads: number;
  /** Tasks that may wait for a thread; one more is refused. */
  maxQueue: number;
  /** A task running longer is stopped (its thread too) and its caller told the server is busy. */
  timeoutMs: number;
  /** How long an idle thread is kept before it is stopped. */
  idleMs?: number;
  /**
   * Tasks of milliseconds (a chart, a pair, a day's readings) that a visitor's page waits on:
   * they go before the others and have a queue of `maxQueue` of their own, so years and images
   * filling theirs never refuse them. A task whose argument is not an object stays in the other.
   */
  light?: ReadonlySet<string>;
}

/** Thrown instead of queueing heavy work behind too many others. */
export class PoolBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "PoolBusyError";
  }
}

export interface Pool<T extends Tasks> {
  run<N extends keyof T & string>(
    name: N,
    arg: Parameters<T[N]>[0],
  ): Promise<Awaited<ReturnType<T[N]>>>;
  /** Tasks waiting for a thread, and the threads started. */
  readonly stats: { queued: number; threads: number };
  close(): Promise<void>;
}

const RETRY_AFTER_SECONDS = 5;
// piscina's refusals (its Errors.TaskQueueAtLimit and NoTaskQueueAvailable).
const BUSY_MESSAGES = new Set([
  "Task queue is at limit",
  "No task queue available and all Workers are busy",
]);

type Task = Parameters<TaskQueue["push"]>[0];
const LIGHT = { light: true };
const isLight = (task: Task) =>
  (task as unknown as Record<symbol, unknown>)[Piscina.queueOptionsSymbol] === LIGHT;

/** piscina's own queue, twice: the light lane's tasks are taken first (ADR 041). */
class Lanes implements TaskQueue {
  private readonly light = new ArrayTaskQueue();
  private readonly rest = new ArrayTaskQueue();
  get size() {
    return this.light.size + this.rest.size;
  }
  push(task: Task) {
    (isLight(task) ? this.light : this.rest).push(task);
  }
  shift() {
    return this.light.shift() ?? this.rest.shift();
  }
  unshift(task: Task) {
    (isLight(task) ? this.light : this.rest).unshift(task);
  }
  remove(task: Task) {
    (isLight(task) ? this.light : this.rest).remove(task);
  }
}

export function createPool<T extends Tasks>(options: PoolOptions<T>): Pool<T> {
  const { workerFile, tasks, timeoutMs } = options;
  if (!workerFile) {
    return {
      async run(name, arg) {
        return (await tasks[name]!(arg)) as never;
      },
      stats: { queued: 0, threads: 0 },
      async close() {},
    };
  }
  const piscina = new Piscina({
    filename: workerFile,
    // Lazily started: a server that is never asked for heavy work holds no thread.
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs ?? 60_000,
    // A small young generation: 30-33 MB a warm thread instead of about 62, at no measured cost
    // in speed (ADR 018): the tasks make short-lived garbage in small pieces.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
    // Our own counts below are the bounds, one a lane; piscina's maxQueue does not count
    // abortable tasks that wait (its skipQueue), so it is only a backstop here.
    maxQueue: 2 * (options.maxQueue + options.threads),
    taskQueue: new Lanes(),
    // The threads share our env (SITE_TIME_ZONE, SITE_URL), as env() reads it.
  });
  // A thread that fails with no task running (an idle thread's crash) is told as an 'error'
  // event, which unheard would end the process; a task's own failure rejects its run() instead.
  piscina.on("error", (error: unknown) => logger().error({ err: error }, "a pool thread failed"));
  const inFlight = { light: 0, rest: 0 };
  const busy = () =>
    new PoolBusyError(
      "The server is busy with other calculations: please try again in a few seconds.",
      RETRY_AFTER_SECONDS,
    );
  return {
    async run(name, arg) {
      const lane =
        options.light?.has(name) && typeof arg === "object" && arg !== null ? "light" : "rest";
      // One per thread running, maxQueue waiting: one more is refused before anything is cloned.
      if (inFlight[lane] >= options.threads + options.maxQueue) throw busy();
      inFlight[lane]++;
      // The lane rides on the argument under piscina's symbol, which structured clone leaves out.
      const task = lane === "light" ? { ...arg, [Piscina.queueOptionsSymbol]: LIGHT } : arg;
      try {
        return await piscina.run(task, { name, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        // The queue is full (or there is none and every thread is busy): refused at once.
        if (BUSY_MESSAGES.has(error.message)) throw busy();
        if (error.name === "AbortError") {
          throw new PoolBusyError(
            "That calculation took too long on a busy server: please try again in a moment.",
            RETRY_AFTER_SECONDS,
          );
        }
        throw error;
      } finally {
        inFlight[lane]--;
      }
    },
    get stats() {
      const running = inFlight.light + inFlight.rest;
      return { queued: Math.max(0, running - options.threads), threads: piscina.threads.length };
    },
    close: () => piscina.destroy(),
  };
}
