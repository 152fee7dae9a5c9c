// The daily page's per-sign browser cache, as the specification describes it: one
// localStorage entry per sign holding { date, content }, reused only on the same local date.
import { toUsShort, type CalendarDate } from "~/domain/calendar-date";

export interface DailyCacheEntry<T> {
  date: string;
  content: T;
}

const key = (signName: string) => `horoscope-${signName}`;

export function localToday(now = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export function readDailyCache<T>(signName: string, today: CalendarDate): T | undefined {
  try {
    const entry = JSON.parse(
      localStorage.getItem(key(signName)) ?? "null",
    ) as DailyCacheEntry<T> | null;
    return entry && entry.date === toUsShort(today) ? entry.content : undefined;
  } catch {
    return undefined;
  }
}

export function writeDailyCache<T>(signName: string, today: CalendarDate, content: T): void {
  try {
    localStorage.setItem(key(signName), JSON.stringify({ date: toUsShort(today), content }));
  } catch {
    // Private browsing or a full quota: the page still works, it just asks again next time.
  }
}
