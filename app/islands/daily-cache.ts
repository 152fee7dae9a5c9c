// The daily page's reading for the visitor's own date, with the specification's per-sign cache
// (ADR 025). The server drew the reading for its own date; when the visitor's local date is
// another, the reading for it comes from localStorage if kept today, else from
// GET /api/horoscope/daily (then kept as { date, content }), and is written into the page's
// marked places (data-reading, data-rating, data-lucky, data-sky in DailyReading).
import { addDays, formatLong, isInRange, toIso, toUsShort } from "~/domain/calendar-date";
import type { Reading } from "~/domain/horoscope/types";
import { capFirst, ordinal } from "~/domain/horoscope/text";
import { localToday, readDailyCache, writeDailyCache } from "~/islands/lib/daily-cache";
import { parseIsoDate } from "~/islands/lib/iso-date";

const RATED = ["overall", "love", "career", "health", "finance"] as const;
const PARTS = ["normal", "love", "career", "health", "finance"] as const;
const LUCKY = ["number", "color", "mood", "match"] as const;

function setText(root: ParentNode, selector: string, text: string) {
  const node = root.querySelector(selector);
  if (node) node.textContent = text;
}

/** The reading written over the one the server drew, in the same places. */
function show(layout: HTMLElement, reading: Reading) {
  const date = parseIsoDate(reading.date);
  const time = layout.querySelector<HTMLTimeElement>('[data-reading="date"]');
  if (time) {
    time.dateTime = reading.date;
    time.textContent = formatLong(date);
  }
  for (const part of PARTS) setText(layout, `[data-reading="${part}"]`, reading[part]);
  for (const part of RATED) {
    const stars = layout.querySelector(`[data-rating="${part}"]`);
    if (!stars) continue;
    const value = reading.ratings[part];
    const empty = document.createElement("span");
    empty.className = "rating-empty";
    empty.textContent = "★".repeat(5 - value);
    stars.setAttribute("aria-label", `${value} out of 5`);
    stars.replaceChildren("★".repeat(value), empty);
  }
  for (const name of LUCKY) setText(layout, `[data-lucky="${name}"]`, String(reading.lucky[name]));

  // Links to other days and periods, each from the reading's own date.
  layout.querySelectorAll<HTMLAnchorElement>('a[href*="date="]').forEach((link) => {
    const shift = link.rel === "prev" ? -1 : link.rel === "next" ? 1 : 0;
    const day = addDays(date, shift);
    const url = new URL(link.href);
    url.searchParams.set("date", toIso(day));
    link.href = url.pathname + url.search;
    link.hidden = !isInRange(day);
  });
  const calendar = layout.querySelector<HTMLAnchorElement>(".sky-calendar-link a");
  if (calendar) {
    calendar.href = `/calendar/${reading.date.slice(0, 4)}/${reading.date.slice(5, 7)}#day-${reading.date}`;
  }

  const { moonPhase, bodies } = reading.sky;
  setText(
    layout,
    '[data-sky="phase"]',
    `${capFirst(moonPhase.name)}, ${Math.round(moonPhase.illumination * 100)}% lit`,
  );
  const moon = bodies.find((body) => body.name === "Moon");
  if (moon) setText(layout, '[data-sky="moon"]', `${moon.sign}, your ${ordinal(moon.house)} house`);
  const retrograde = bodies.filter((body) => body.retrograde).map((body) => body.name);
  setText(
    layout,
    '[data-sky="retrograde"]',
    retrograde.length ? retrograde.join(", ") : "No planet is retrograde",
  );
  layout.querySelector('[data-sky="basis"]')?.replaceChildren(
    ...reading.basis.map((fact) => {
      const item = document.createElement("li");
      item.textContent = fact;
      return item;
    }),
  );
}

function start(page: HTMLElement) {
  const layout = page.querySelector<HTMLElement>(".daily-layout");
  const sign = page.dataset.sign;
  const drawn = page.dataset.date;
  if (!layout || !sign || !drawn || page.dataset.pinned !== undefined) return;
  const today = localToday();
  // The server's reading is for today here too: keep it for the day, and ask for nothing.
  if (drawn === toIso(today)) {
    const json = page.querySelector('script[type="application/json"]')?.textContent;
    if (json) writeDailyCache(sign, today, JSON.parse(json) as Reading);
    return;
  }
  const cached = readDailyCache<Reading>(sign, today);
  if (cached) {
    show(layout, cached);
    return;
  }

  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "loading";
  status.textContent = "Loading your reading…";
  const alert = document.createElement("div");
  alert.setAttribute("role", "alert");
  alert.className = "notice error";
  const message = document.createElement("p");
  message.textContent = "We could not load today's reading. Check your connection and try again.";
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "button";
  retry.textContent = "Retry";
  alert.append(message, retry);

  async function load() {
    alert.remove();
    layout!.hidden = true;
    page.append(status);
    const url = `/api/horoscope/daily?date=${encodeURIComponent(toUsShort(today))}&zodiacSign=${sign}`;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const reading = (await response.json()) as Reading;
      writeDailyCache(sign!, today, reading);
      show(layout!, reading);
      layout!.hidden = false;
      status.remove();
    } catch (error) {
      console.error("Error fetching the horoscope data", error);
      status.remove();
      page.append(alert);
    }
  }
  retry.addEventListener("click", () => void load());
  void load();
}

document.querySelectorAll<HTMLElement>("[data-daily]").forEach(start);
