// Vitest global setup for the "http" project: one built server for all of tests/http, as the
// browser tests share one (playwright.config.ts), with the same settings; its address and data
// folder (for the mail outbox) reach the tests through `inject`.
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/lib/built-server.js";
import { startServer } from "../support/built-server";

declare module "vitest" {
  export interface ProvidedContext {
    httpServer: { origin: string; dataDir: string };
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const server = await startServer({ env: { CONTACT_EMAIL: "team@starcast.example" } });
  project.provide("httpServer", { origin: server.origin, dataDir: server.dataDir });
  return async () => {
    await server.stop();
  };
}
