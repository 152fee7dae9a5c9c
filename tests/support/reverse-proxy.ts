// Debian's nginx in front of a test server, terminating TLS with a certificate made on the spot,
// configured with the operations guide's own nginx example (docs/operations.md), so the
// documented set-up is what gets tested.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./built-server";

export const NGINX = "/usr/sbin/nginx";

/** The documented nginx blocks: one server, or two instances behind one nginx. */
export const SECTIONS = {
  one: "## Running behind a reverse proxy",
  two: "## Scaling out",
} as const;

/** The first nginx block under a heading of docs/operations.md. */
export function readmeNginxExample(heading: string = SECTIONS.one): string {
  const readme = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const at = readme.indexOf(heading);
  const block = at < 0 ? null : /```nginx\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`docs/operations.md has no nginx example under "${heading}"`);
  return block[1]!;
}

function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The documented nginx example no longer has "${from}"`);
  return text.replaceAll(from, to);
}

export interface ProxyPaths {
  dir: string;
  port: number;
  /** One port for the one-server block; two for the upstream of two. */
  upstreamPorts: number[];
}

/** A whole nginx.conf: the documented block on loopback, with every path in `dir`. */
export function nginxConfig({ dir, port, upstreamPorts }: ProxyPaths): string {
  let server = readmeNginxExample(upstreamPorts.length > 1 ? SECTIONS.two : SECTIONS.one);
  server = swap(server, "listen 443 ssl;", `listen 127.0.0.1:${port} ssl;`);
  server = swap(server, "/etc/ssl/starcast.example.pem", path.join(dir, "cert.pem"));
  server = swap(server, "/etc/ssl/starcast.example.key", path.join(dir, "key.pem"));
  // The documented instances listen on 3000, 3001 ...; each becomes a test server's port.
  upstreamPorts.forEach((upstream, i) => {
    const end = upstreamPorts.length > 1 ? " " : ";";
    server = swap(server, `127.0.0.1:${3000 + i}${end}`, `127.0.0.1:${upstream}${end}`);
  });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  return `pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")};
events {}
http {
    access_log ${path.join(dir, "access.log")};
${temp}
${server}}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface RunningProxy {
  port: number;
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground on `port`, in front of the upstream port(s), on loopback. */
export async function startProxy(
  host: string,
  port: number,
  upstream: number | number[],
): Promise<RunningProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "starcast-nginx-"));
  // Run as root, nginx's workers drop to an unprivileged user, who must reach the temp folders.
  chmodSync(dir, 0o755);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ...["-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`],
    ],
    { stdio: "ignore" },
  );
  const conf = path.join(dir, "nginx.conf");
  const upstreamPorts = typeof upstream === "number" ? [upstream] : upstream;
  writeFileSync(conf, nginxConfig({ dir, port, upstreamPorts }));
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf, "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const log = () => {
    let errors = "";
    try {
      errors = readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      // not written yet
    }
    return output + errors;
  };
  const stop = async () => {
    if (!gone) child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !gone;) {
    if (await listening(port)) return { port, log, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  const why = log();
  await stop();
  throw new Error(`nginx did not start on port ${port}:\n${why}`);
}
