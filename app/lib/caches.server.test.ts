// The cache module's promises: every lru-cache is made here, each is bounded by its bytes, and
// all of them together stay under the caches' share of issue 42's memory budget.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { boundedCache, cacheBudget, CACHES } from "./caches.server";

const MB = 1024 * 1024;
// Of the 450 MB the process may reach under load, what the caches may hold in all its threads:
// the rest is PGlite, the birthplace table, code, the pool threads' own heaps and glibc's arenas.
const CACHES_LIMIT_MB = 160;

describe("the cache module", () => {
  it("holds every cache's budget, in all threads, under the caches' share", () => {
    const { main, poolThread } = cacheBudget();
    const threads = env().WORKER_THREADS;
    const total = main + threads * poolThread;
    console.log(
      `cache budgets: main thread ${(main / MB).toFixed(1)} MB, each of ${threads} pool threads ${(poolThread / MB).toFixed(1)} MB, ${(total / MB).toFixed(1)} MB in all (limit ${CACHES_LIMIT_MB} MB)`,
    );
    expect(total).toBeLessThanOrEqual(CACHES_LIMIT_MB * MB);
    for (const line of Object.values(CACHES)) expect(line.bytes).toBeGreaterThan(0);
  });

  it("is the only module that makes an LRUCache", () => {
    const files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "scripts"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter((file) => /\.(ts|tsx|js)$/.test(file) && !file.endsWith(".test.ts"));
    const makers = files.filter((file) =>
      /from ["']lru-cache["']|require\(["']lru-cache["']\)|new LRUCache\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(makers).toEqual(["app/lib/caches.server.ts"]);
  });

  it("drops the least recently used values once their sizes pass the budget", () => {
    const cache = boundedCache<string, { json: string }>("api.chart", {}, 10_000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, { json: "x".repeat(1_000) });
    // Each is 1,000 characters and 128 for the record: eight fit in 10,000.
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(8);
    expect(cache.has("k19")).toBe(true);
    expect(cache.has("k11")).toBe(false);
  });

  it("keeps its line's budget when a test does not override it", () => {
    const cache = boundedCache<string, Uint8Array>("answers.compressed");
    expect(cache.maxSize).toBe(CACHES["answers.compressed"].bytes);
    cache.set("big", new Uint8Array(CACHES["answers.compressed"].bytes + 1));
    // A value past the whole budget is not kept.
    expect(cache.has("big")).toBe(false);
  });
});
