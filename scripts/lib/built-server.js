// Starts the built production server for the bench and load scripts, and reads its memory.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function build() {
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
}

/** The V8 flags package.json's `serve` script gives the server (ADR 019). */
export function serverFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return scripts.serve.match(/--[\w-]+=\S+/g) ?? [];
}

/** The server as `npm start` runs it, on this port; builds first when there is no build. */
export async function startBuiltServer(port, { env = {}, nodeArgs = serverFlags() } = {}) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    try {
      build();
    } catch {
      build(); // someone else may be rebuilding the same tree
    }
  }
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, "server/main.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Not /healthz: that opens the embedded database (300+ MB), which these pages never need.
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, server);
  return server;
}

async function waitFor(url, child) {
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${url} did not answer`);
}

function statusKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resident memory now, in MB. */
export const rssMb = (pid) => statusKb(pid, "VmRSS") / 1024;
/** The most resident memory the process has had, in MB. */
export const peakRssMb = (pid) => statusKb(pid, "VmHWM") / 1024;
