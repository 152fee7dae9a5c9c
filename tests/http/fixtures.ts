// The tests/http files' `test`: a fresh `request` (tests/support/request.ts, cookies of its own)
// for each test against the project's one built server (tests/http/server.ts), and its address.
import { test as base, expect, inject } from "vitest";
import { linkIn, waitForMail } from "../support/outbox";
import { RequestContext } from "../support/request";

export const SERVER = inject("httpServer");

/** A request context of its own, as Playwright's `playwright.request.newContext()` gives. */
export const newRequestContext = () => new RequestContext(SERVER.origin);

export const test = base.extend<{ request: RequestContext; baseURL: string }>({
  // eslint-disable-next-line no-empty-pattern
  request: async ({}, provide) => {
    const request = newRequestContext();
    await provide(request);
    await request.dispose();
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(SERVER.origin),
});

export { expect };

/** The link to `pathname` in the newest mail to `to` about `subject`, as a path on this site. */
export async function mailedLink(to: string, subject: string, pathname: string): Promise<string> {
  const url = new URL(linkIn(await waitForMail(SERVER.dataDir, to, subject), pathname));
  return url.pathname + url.search;
}
