// Shared steps for the tarot specs: the spreads from the API, the radios, the dealt cards.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export interface SpreadJson {
  slug: string;
  name: string;
  positions: { name: string; meaning: string }[];
}

const READING_URL = /\/tarot\/reading\/([a-z-]+)\/([A-Za-z0-9_-]+)$/;

export async function spreads(request: APIRequestContext): Promise<SpreadJson[]> {
  const body = await (await request.get("/api/tarot/spreads")).json();
  return body.spreads;
}

export function spreadRadio(page: Page, spread: SpreadJson) {
  const count = spread.positions.length;
  const name = `${spread.name} ${count} ${count === 1 ? "card" : "cards"}`;
  return page.getByRole("radio", { name, exact: true });
}

/** The reading on the page as "slug:reversed" per position, in order. */
export async function drawnCards(page: Page): Promise<string[]> {
  const items = page.locator("li.reading-card");
  const out: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    out.push(`${await item.getAttribute("data-card")}:${await item.getAttribute("data-reversed")}`);
  }
  return out;
}

export async function expectReading(page: Page, spread: SpreadJson) {
  await expect(page).toHaveURL(READING_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${spread.name} reading`);
  const items = page.locator("li.reading-card");
  await expect(items).toHaveCount(spread.positions.length);
  await expect(page.locator(".reading-card-text h2")).toHaveText(
    spread.positions.map((p, i) => `${i + 1}. ${p.name}`),
  );
  const cards = await drawnCards(page);
  const slugs = cards.map((c) => c.split(":")[0]);
  expect(new Set(slugs).size, "no card comes twice").toBe(slugs.length);
  for (const [i, card] of cards.entries()) {
    const [slug, reversed] = card.split(":");
    const item = items.nth(i);
    await expect(item.getByRole("link", { name: /.+/ })).toHaveAttribute(
      "href",
      `/tarot/cards/${slug}`,
    );
    await expect(item.locator("img.flip-face")).toHaveAttribute("src", `/tarot/cards/${slug}.svg`);
    await expect(item.locator("img.flip-face")).toHaveClass(
      reversed === "true" ? /\breversed\b/ : /^(?!.*reversed)/,
    );
    await expect(item.locator(".reversed-tag")).toHaveCount(reversed === "true" ? 1 : 0);
  }
  return cards;
}
