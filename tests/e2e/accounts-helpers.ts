// Shared by the account specs: unique people (the suite runs in parallel) and the mail outbox.
import type { Page } from "@playwright/test";
import { linkIn, waitForMail } from "../support/outbox";

export const PASSWORD = "violet comet orchard";
const DATA_DIR = process.env.E2E_DATA_DIR!;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The link to `pathname` in the newest mail to `to` about `subject`, as a path on this site. */
export async function mailedLink(to: string, subject: string, pathname: string): Promise<string> {
  const url = new URL(linkIn(await waitForMail(DATA_DIR, to, subject), pathname));
  return url.pathname + url.search;
}

export async function signUp(
  page: Page,
  email: string,
  options: { firstName?: string; sign?: string } = {},
) {
  await page.goto("/auth");
  await page.getByLabel("First name").fill(options.firstName ?? "Vega");
  await page.getByLabel("Last name").fill("Lyra");
  if (options.sign) await page.getByLabel("Zodiac sign").selectOption(options.sign);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
