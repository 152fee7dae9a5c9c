// Types for built-server.js, which the scripts (plain node) and the tests (TypeScript) share.
import type { ChildProcess } from "node:child_process";

export const root: string;
export function ensureBuild(): void;
export function serverFlags(): string[];
export function serverEnv(): Record<string, string>;
export function freePort(): Promise<number>;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  /** A free loopback port when absent. */
  port?: number;
  /** More environment for this server, such as a DATABASE_URL. */
  env?: Record<string, string>;
  /** Flags for node before server/main.js (serverFlags() for the production ones). */
  nodeArgs?: string[];
  /** The address that must answer 2xx before the server counts as started. */
  readyPath?: string;
  /** A DATA_DIR of its own in a temporary folder, removed when the server exits. */
  dataDir?: boolean;
  /** A folder copied into that DATA_DIR before the server starts (a migrated database). */
  dataTemplate?: string;
  output?: "pipe" | "stderr" | "ignore";
  timeoutMs?: number;
}

export interface RunningServer {
  origin: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Its DATA_DIR (database and mail outbox), if it was given one. */
  dataDir: string | undefined;
  /** Everything the server wrote to stdout and stderr so far (with `output: "pipe"`). */
  log: () => string;
  exited: Promise<Exit>;
  /** How the process ended, once it has. */
  exit: () => Exit | undefined;
  /** Signals the PID (SIGTERM unless told), SIGKILL after 5 s, and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
}

export function startBuiltServer(options?: StartOptions): Promise<RunningServer>;
export function rssMb(pid: number): number;
export function peakRssMb(pid: number): number;
/** User and system CPU time so far, in ms (from /proc; NaN where there is none). */
export function cpuMs(pid: number): number;
/** Each thread's CPU time so far, ns, by thread id (from /proc/<pid>/task; empty where there is none). */
export function threadCpu(pid: number): Map<string, number>;
/** CPU ms spent between two readings of threadCpu (threads that ended in between left out). */
export function cpuSpentMs(before: Map<string, number>, after: Map<string, number>): number;
