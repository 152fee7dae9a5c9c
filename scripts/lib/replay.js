// The bench's baselines, each in its own process like ours, answering every request with the
// status, headers and bytes our server once sent for that URL: a bare node:http server, and the
// floor of our stack (ADR 015): Hono on @hono/node-server with hono/request-id and one pino
// line per request, which is what any server meeting ADR 009's logging does before it has
// routed or looked anything up.
import { fork } from "node:child_process";
import { createServer, request } from "node:http";
import { fileURLToPath } from "node:url";

// Hop-by-hop and per-response headers: node:http writes its own.
const OWN = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/** @typedef {Record<string, string | string[] | undefined>} Headers */
/** @typedef {{ status: number; headers: Headers; body: Buffer }} Sample */

/**
 * One raw response, still compressed, as a client sending these headers gets it.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Sample>}
 */
export function capture(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const kept = Object.entries(res.headers).filter(([name]) => !OWN.has(name));
        resolve({
          status: /** @type {number} */ (res.statusCode),
          headers: Object.fromEntries(kept),
          body: Buffer.concat(chunks),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Starts the replaying server, `through` node:http alone or the Hono floor; resolves with a function that stops it.
 * @param {number} port
 * @param {Sample} sample
 * @param {"node:http" | "hono"} [through]
 * @returns {Promise<() => void>}
 */
export function replay(port, sample, through = "node:http") {
  const child = fork(fileURLToPath(import.meta.url), [], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  child.send({ port, through, ...sample, body: sample.body.toString("base64") });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(() => void child.kill()));
    child.once("exit", (code) => reject(new Error(`the baseline exited (${code})`)));
  });
}

/**
 * @param {number} status
 * @param {Headers} headers
 * @param {Buffer<ArrayBuffer>} bytes
 * @returns {import("node:http").RequestListener}
 */
function bareListener(status, headers, bytes) {
  const all = { ...headers, "content-length": bytes.length };
  return (_req, res) => {
    res.writeHead(status, all);
    res.end(bytes);
  };
}

/**
 * @param {number} status
 * @param {Headers} headers
 * @param {Buffer<ArrayBuffer>} bytes
 */
async function honoFloorListener(status, headers, bytes) {
  const [{ Hono }, { requestId }, { getRequestListener }, { default: pino }] = await Promise.all([
    import("hono"),
    import("hono/request-id"),
    import("@hono/node-server"),
    import("pino"),
  ]);
  // The destination our logger writes to (app/lib/logger.server.ts).
  const log = pino(pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }));
  /** @type {import("hono").Hono<{ Variables: import("hono/request-id").RequestIdVariables }>} */
  const app = new Hono();
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.all("*", (c) => {
    for (const [name, value] of Object.entries(headers)) {
      if (name !== "x-request-id") c.header(name, String(value));
    }
    return c.body(
      bytes,
      /** @type {import("hono/utils/http-status").ContentfulStatusCode} */ (status),
    );
  });
  return getRequestListener(app.fetch);
}

if (process.send) {
  const send = process.send.bind(process);
  process.once("message", async (/** @type {any} */ { port, through, status, headers, body }) => {
    const bytes = Buffer.from(body, "base64");
    const listener =
      through === "hono"
        ? await honoFloorListener(status, headers, bytes)
        : bareListener(status, headers, bytes);
    createServer(listener).listen(port, "127.0.0.1", () => send("listening"));
  });
}
