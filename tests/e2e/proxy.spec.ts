// Behind the documented nginx set-up (docs/operations.md) (TLS ended at nginx, SITE_URL https, TRUST_PROXY=1, the
// server on HOST=127.0.0.1) every form reaches its action, in Chromium and as plain posts; the
// same-origin guard still holds.
import { existsSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { linkIn, waitForMail } from "../support/outbox";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.js";
import { freePort, startServer, type RunningServer } from "../support/built-server";
import { NGINX, startProxy, type RunningProxy } from "../support/reverse-proxy";
import { logIn, PASSWORD, signUp, uniqueEmail } from "./accounts-helpers";
import { expect, test as watched } from "./fixtures";

const HOST = "starcast.example";
const SITE = `https://${HOST}`;

interface ProxiedSite {
  server: RunningServer;
  proxy: RunningProxy;
}

// The shared fixtures' page, watched for console errors as every spec's is, in a browser whose
// resolver sends the site's name to nginx.
const test = watched.extend<{ logs: void }, { site: ProxiedSite }>({
  site: [
    // Playwright reads a fixture's needs from this pattern: the site needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: .ci/run installs nginx`);
      const server = await startServer({
        env: { SITE_URL: SITE, TRUST_PROXY: "1", HOST: "127.0.0.1" },
      });
      const proxy = await startProxy(HOST, await freePort(), server.port);
      await use({ server, proxy });
      await proxy.stop();
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // The site's name leads to nginx, so the browser sends the Host and Origin it would live.
  launchOptions: [
    async ({ site }, use) => {
      await use({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1:${site.proxy.port}`],
      });
    },
    { scope: "worker" },
  ],
  baseURL: SITE,
  ignoreHTTPSErrors: true,
  logs: [
    async ({ site }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach("server.log", { body: site.server.log(), contentType: "text/plain" });
      await testInfo.attach("nginx.log", { body: site.proxy.log(), contentType: "text/plain" });
    },
    { auto: true },
  ],
});

// Not installed here: say so. CI installs it (.ci/run), so there the fixture fails instead.
test.skip(
  !existsSync(NGINX) && !process.env.CI,
  `${NGINX} is not installed (apt-get install nginx), so the reverse-proxy tests are skipped`,
);
// One server and one nginx for the file.
test.describe.configure({ mode: "default", timeout: 90_000 });

/** A form post through nginx, as a browser on `host` would send it from the site's own page. */
function post(
  site: ProxiedSite,
  path: string,
  form: Record<string, string>,
  { host = HOST, origin = SITE } = {},
): Promise<{ status: number; location?: string }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: "127.0.0.1",
        port: site.proxy.port,
        servername: HOST,
        rejectUnauthorized: false,
        method: "POST",
        path,
        headers: {
          Host: host,
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.once("end", () =>
          resolve({ status: response.statusCode!, location: response.headers.location }),
        );
      },
    );
    request.once("error", reject);
    request.end(body);
  });
}

test("each form post through nginx reaches its action, whatever Host reaches the server", async ({
  site,
}) => {
  // Also with a Host other than SITE_URL's, as a proxy passing its upstream's address sends.
  for (const host of [HOST, "127.0.0.1"]) {
    const email = uniqueEmail("proxy-http");
    const person = { email, password: PASSWORD };
    const account = { firstName: "Vega", lastName: "Lyra", zodiacSign: "leo", ...person };
    expect(await post(site, "/auth", account, { host })).toEqual({
      status: 302,
      location: "/today?welcome=1",
    });
    expect(await post(site, "/login", person, { host })).toEqual({
      status: 302,
      location: "/horoscopes/daily/leo",
    });
    expect((await post(site, "/newsletter", { email }, { host })).status).toBe(200);
    expect((await post(site, "/forgot-password", { email }, { host })).status).toBe(200);
  }
  // The same-origin guard still refuses another site's page.
  const foreign = { origin: "https://evil.example" };
  expect((await post(site, "/login", { email: "a@b.io", password: "x" }, foreign)).status).toBe(
    403,
  );
});

test("sign up, log out and log in again through nginx", async ({ page }) => {
  const email = uniqueEmail("proxy-signup");
  await signUp(page, email, { sign: "virgo" });
  await expect(page).toHaveURL(`${SITE}/today?welcome=1`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Vega" })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(`${SITE}/horoscopes/daily/virgo`);
  await expect(nav.getByRole("link", { name: "Vega" })).toBeVisible();
});

test("the newsletter through nginx: subscribe, then confirm by the mailed link", async ({
  page,
  site,
}) => {
  const email = uniqueEmail("proxy-news");
  await page.goto("/");
  await page.getByLabel("Get your horoscope by email").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText("Check your inbox");
  const mail = await waitForMail(site.server.dataDir, email, "Confirm your Starcast daily");
  const link = linkIn(mail, "/newsletter/confirm");
  expect(link.startsWith(`${SITE}/newsletter/confirm?`)).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("You are subscribed");
});

test("forgot password through nginx: the mailed link sets a new password", async ({
  page,
  site,
}) => {
  const email = uniqueEmail("proxy-reset");
  await signUp(page, email);
  await expect(page).toHaveURL(`${SITE}/today?welcome=1`);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");

  const mail = await waitForMail(site.server.dataDir, email, "Reset your Starcast password");
  const link = linkIn(mail, "/reset-password");
  expect(link.startsWith(`${SITE}/reset-password?`)).toBe(true);
  await page.goto(link);
  await page.getByLabel("New password").fill("a fresh new password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(`${SITE}/account?reset=1`);
  await page.getByRole("button", { name: "Log out" }).click();
  await logIn(page, email, "a fresh new password");
  await expect(page).toHaveURL(`${SITE}/horoscopes`);
});
