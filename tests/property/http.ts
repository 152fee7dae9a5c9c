// Sending hostile requests (by fetch, or byte for byte over a socket) and judging the answers.
import { connect } from "node:net";
import fc from "fast-check";
import { ROOT, type RunningServer, type ServerRef } from "./server";

export interface Probe {
  method: string;
  /** Path and query, appended to the origin as written; the URL parser escapes what it must. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export async function send(origin: string, probe: Probe): Promise<Answer> {
  // Posts carry the site's own Origin, as a browser's would, unless the probe forges one.
  const headers = new Headers(probe.headers);
  if (!headers.has("Origin")) headers.set("Origin", origin);
  const response = await fetch(origin + probe.path, {
    method: probe.method,
    headers,
    body: probe.body,
    redirect: "manual",
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Writes the bytes as they are (no URL parser in the way) and reads until the server closes.
 * The socket stays open for writing: a client's FIN tells Node to drop a response in progress.
 */
export function sendRaw(port: number, request: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer within 15 s")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (error?: Error) => {
      const raw = Buffer.concat(chunks);
      const head = raw.indexOf("\r\n\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw.toString("latin1", 0, 20));
      // A reset after the answer is the server hanging up on a bad request, which is fine.
      if (!status || head < 0)
        return reject(
          error ?? new Error(`no HTTP answer: ${JSON.stringify(raw.toString("latin1", 0, 200))}`),
        );
      const headers = raw.toString("latin1", 0, head);
      const rest = raw.subarray(head + 4);
      const body = /^transfer-encoding:\s*chunked/im.test(headers) ? dechunk(rest) : rest;
      const contentType = /^content-type:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? "";
      resolve({ status: Number(status[1]), contentType, body: body.toString("utf8") });
    };
    socket.on("error", finish);
    socket.on("close", () => finish());
  });
}

// A stack frame as V8 prints it: "    at fn (/path/file.js:12:34)" or "    at node:internal/...:1:2".
const STACK_FRAME = /^\s*at .*(?:\/|\\|node:)[^\s]*:\d+:\d+\)?\s*$/m;
// "Error: ..." naming a source file by URL or with a line number; a request path echoed back in
// React Router's own 405 text ("You made a POST request to "/x.js"...") is not one.
const ERROR_WITH_PATH = /\b[A-Za-z]*Error: .*(?:file:\/\/|\/[\w.-]+\.(?:[cm]?js|tsx?|jsx):\d+)/;
/** A payload the generators send; an HTML page must never carry it unescaped. */
export const MARKUP_PAYLOAD = "<svg/onload=alert(7)>";

/** What is wrong with an answer, or undefined when it is a clean 2xx, 3xx or 4xx. */
export function faultIn(answer: Answer): string | undefined {
  const { status, body, contentType } = answer;
  if (status < 200 || status > 499) return `status ${status}`;
  if (STACK_FRAME.test(body))
    return `a stack frame in the body: ${STACK_FRAME.exec(body)![0].trim()}`;
  if (ERROR_WITH_PATH.test(body))
    return `an error with a file path: ${ERROR_WITH_PATH.exec(body)![0]}`;
  if (body.includes("node_modules")) return "node_modules in the body";
  if (body.includes(ROOT.replace(/\/$/, ""))) return "the server's directory in the body";
  if (body.includes("root:x:0:0")) return "/etc/passwd in the body";
  if (contentType.includes("text/html") && body.includes(MARKUP_PAYLOAD))
    return "unescaped markup reflected in HTML";
  return undefined;
}

function shorten(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}

export function describeProbe(probe: Probe): string {
  const lines = [`${probe.method} ${shorten(probe.path)}`];
  for (const [name, value] of Object.entries(probe.headers ?? {}))
    lines.push(`${name}: ${shorten(value, 200)}`);
  const { body } = probe;
  const typed = Object.keys(probe.headers ?? {}).some((name) => /^content-type$/i.test(name));
  // fetch names the type itself when the request does not: say so, or the request cannot be replayed.
  if (!typed && typeof body === "string")
    lines.push("Content-Type: text/plain;charset=UTF-8 (added by fetch)");
  if (!typed && body instanceof FormData)
    lines.push("Content-Type: multipart/form-data; boundary=... (added by fetch)");
  if (typeof body === "string") lines.push("", JSON.stringify(shorten(body)));
  else if (body instanceof Uint8Array)
    lines.push("", `<${body.length} bytes> ${Buffer.from(body.subarray(0, 200)).toString("hex")}`);
  else if (body)
    lines.push(
      "",
      ...[...body.entries()].map(
        ([k, v]) =>
          `${JSON.stringify(k)} = ${typeof v === "string" ? JSON.stringify(shorten(v, 200)) : `<file ${v.size} bytes>`}`,
      ),
    );
  return lines.join("\n");
}

/** Why a request got no answer: the server's exit and last words, when it died. */
async function noAnswer(server: RunningServer, probe: Probe, error: unknown): Promise<never> {
  await new Promise((r) => setTimeout(r, 200));
  const exit = server.exit();
  const cause =
    error instanceof Error
      ? `${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`
      : String(error);
  const died = exit
    ? `\n--- the server exited (${exit.code ?? exit.signal}); its output ends:\n${server.log().slice(-3000)}`
    : "";
  throw new Error(`no answer: ${cause}\n--- request\n${describeProbe(probe)}${died}`);
}

/** Sends a batch in parallel and throws on the first fault, naming the exact request. */
export async function expectClean(server: RunningServer, probes: Probe[]): Promise<Answer[]> {
  const answers = await Promise.all(
    probes.map((probe) => send(server.origin, probe).catch((e) => noAnswer(server, probe, e))),
  );
  answers.forEach((answer, i) => {
    const fault = faultIn(answer);
    if (fault) {
      throw new Error(
        `${fault}\n--- request\n${describeProbe(probes[i]!)}\n--- answer\n${answer.status} ${answer.contentType}\n${shorten(answer.body, 600)}`,
      );
    }
  });
  return answers;
}

/** fast-check's seed for a run: FC_SEED replays one a failure printed, or runs many in a row. */
export function runSeed(): number {
  const chosen = process.env.FC_SEED ? Number(process.env.FC_SEED) : NaN;
  return Number.isInteger(chosen) ? chosen : Math.floor(Math.random() * 2 ** 31);
}

/**
 * Checks `runs` batches of `batch` requests, each batch sent in parallel, and that the run saw a
 * 4xx and, when `good` names requests sure to succeed, a 2xx. The hostile generators reach a
 * good request only now and then (1% to 5% of the time for some: a run of 150 saw none often
 * enough to fail CI), so the good ones are mixed in, one request in five, each with its own
 * headers and body.
 * If the server dies, the same seed is replayed on a fresh one: a concurrent rebuild of build/
 * kills it too, and only a crash that comes back is the server's fault.
 */
export async function checkBatches(
  ref: ServerRef,
  hostile: fc.Arbitrary<Probe>,
  { runs = 15, batch = 10, good = [] as Probe[] } = {},
): Promise<Map<number, number>> {
  const probes =
    good.length === 0
      ? hostile
      : fc.oneof(
          { weight: 4, arbitrary: hostile },
          { weight: 1, arbitrary: fc.constantFrom(...good) },
        );
  const seed = runSeed();
  const statuses = new Map<number, number>();
  const property = fc.asyncProperty(
    fc.array(probes, { minLength: batch, maxLength: batch }),
    async (sample) => {
      for (const { status } of await expectClean(ref.current, sample))
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
  );
  try {
    await fc.assert(property, { numRuns: runs, seed, endOnFailure: true });
  } catch (error) {
    if (!ref.current.exit()) throw error;
    console.warn(
      `The server died; replaying seed ${seed} on a fresh one.\n${String(error).slice(0, 2000)}`,
    );
    await ref.restart();
    statuses.clear();
    await fc.assert(property, { numRuns: runs, seed, endOnFailure: true });
  }
  const seen = [...statuses.keys()];
  const summary = JSON.stringify(Object.fromEntries(statuses));
  if (good.length > 0 && !seen.some((s) => s < 300))
    throw new Error(`No request succeeded (seed ${seed}): ${summary}`);
  if (!seen.some((s) => s >= 400))
    throw new Error(`No request was rejected (seed ${seed}): ${summary}`);
  return statuses;
}
