import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium.js";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh data folder (database and mail outbox) per run, shared with the workers through the
// environment, since each worker evaluates this file again.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `starcast-e2e-${Date.now()}`));

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // Sign-ups and log-ins spend a deliberate ~0.3 s in scrypt; on a busy 2-core machine, more.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording
    // one for every test, to keep only the failures', cost 5% of the run's time (218 s to 206 s
    // over site, chart and accounts specs).
    trace: "off",
    ...devices["Desktop Chrome"],
    // The tarot cards' turn is the site's one animation: up to 3.7 s of software compositing
    // on every reading page. Tests see the turned cards at once; tarot-reading.spec checks
    // that the turn runs by default and not under this setting.
    reducedMotion: "reduce",
    // Debian's Chromium: nothing is downloaded at install time.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // The built production server, started directly so the PID stopped is the server's.
    command: "node server/main.js",
    cwd: import.meta.dirname,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_TIME_ZONE: "UTC",
      DATA_DIR,
      DAILY_MAIL_CRON: "off",
      CONTACT_EMAIL: "team@starcast.example",
      // Specs in parallel ask for many new calendar months and images from one address; the
      // limit itself is tested in tests/server/heavy.test.ts.
      HEAVY_RATE_LIMIT: "1000000",
    },
  },
});
