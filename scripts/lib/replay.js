// The bench's baseline: a bare node:http server, in its own process like ours, that answers
// every request with the status, headers and bytes our server once sent for that URL.
import { fork } from "node:child_process";
import { createServer, request } from "node:http";
import { fileURLToPath } from "node:url";

// Hop-by-hop and per-response headers: node:http writes its own.
const OWN = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/** One raw response, still compressed, as a client sending these headers gets it. */
export function capture(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const kept = Object.entries(res.headers).filter(([name]) => !OWN.has(name));
        resolve({
          status: res.statusCode,
          headers: Object.fromEntries(kept),
          body: Buffer.concat(chunks),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** Starts the replaying server; resolves with a function that stops it. */
export function replay(port, sample) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  child.send({ port, ...sample, body: sample.body.toString("base64") });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(() => child.kill()));
    child.once("exit", (code) => reject(new Error(`the baseline exited (${code})`)));
  });
}

if (process.send) {
  process.once("message", ({ port, status, headers, body }) => {
    const bytes = Buffer.from(body, "base64");
    const all = { ...headers, "content-length": bytes.length };
    const server = createServer((_req, res) => {
      res.writeHead(status, all);
      res.end(bytes);
    });
    server.listen(port, "127.0.0.1", () => process.send("listening"));
  });
}
