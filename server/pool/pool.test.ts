import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../tests/support/built-server";
import * as tasks from "../../tests/support/pool-worker.js";
import { createPool, PoolBusyError, type Pool } from "./pool";

const workerFile = path.join(ROOT, "tests/support/pool-worker.js");
let pool: Pool<typeof tasks> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the worker pool", () => {
  it("runs a task in another thread, started when first needed", async () => {
    pool = createPool({ workerFile, tasks, threads: 1, maxQueue: 4, timeoutMs: 10_000 });
    expect(pool.stats.threads).toBe(0);
    const ran = await pool.run("spin", 5);
    expect(ran).not.toBe(threadId);
    expect(pool.stats.threads).toBe(1);
  });

  it("refuses at once, with a Retry-After, when its queue is full", async () => {
    pool = createPool({ workerFile, tasks, threads: 1, maxQueue: 1, timeoutMs: 10_000 });
    const running = pool.run("sleep", 1_500);
    const waiting = pool.run("sleep", 10);
    const started = performance.now();
    const refused = await pool.run("sleep", 10).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThan(0);
    // Those already in are answered.
    await expect(running).resolves.toEqual(expect.any(Number));
    await expect(waiting).resolves.toEqual(expect.any(Number));
  });

  it("takes light tasks first, and never refuses them for a full queue of heavy ones", async () => {
    pool = createPool({
      workerFile,
      tasks,
      threads: 1,
      maxQueue: 1,
      timeoutMs: 10_000,
      light: new Set(["stamp"]),
    });
    const order: string[] = [];
    const heavy = (label: string) => pool!.run("sleep", 300).then(() => order.push(label));
    const running = heavy("heavy 1");
    const waiting = heavy("heavy 2");
    // The heavy lane is full: one more heavy task is refused, a light one is not.
    await expect(pool.run("sleep", 10)).rejects.toBeInstanceOf(PoolBusyError);
    const light = pool.run("stamp", { label: "light" }).then((ran) => order.push(ran.label));
    await Promise.all([running, waiting, light]);
    // It waited for the running task only, not for the heavy one queued before it.
    expect(order).toEqual(["heavy 1", "light", "heavy 2"]);
  });

  it("stops a task past its time and says the server is busy", async () => {
    pool = createPool({ workerFile, tasks, threads: 1, maxQueue: 1, timeoutMs: 1_500 });
    await expect(pool.run("spin", 10_000)).rejects.toBeInstanceOf(PoolBusyError);
    // A new thread takes the next task.
    await expect(pool.run("spin", 1)).resolves.toEqual(expect.any(Number));
  });

  it("runs the same tasks in this thread without a worker file (development, unit tests)", async () => {
    pool = createPool({ tasks, threads: 1, maxQueue: 1, timeoutMs: 1_000 });
    expect(await pool.run("spin", 1)).toBe(threadId);
  });
});
