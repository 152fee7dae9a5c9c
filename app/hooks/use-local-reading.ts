import { useCallback, useEffect, useState } from "react";
import { toIso, toUsShort } from "~/domain/calendar-date";
import type { Reading } from "~/domain/horoscope/types";
import { localToday, readDailyCache, writeDailyCache } from "~/hooks/daily-cache";

export type View =
  { status: "ready"; reading: Reading } | { status: "loading" } | { status: "failed" };

/** Server-rendered reading first; then, in the browser, the reading for the visitor's own date. */
export function useLocalReading(initial: Reading, pinned: boolean) {
  const [view, setView] = useState<View>({ status: "ready", reading: initial });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (pinned) return;
    const today = localToday();
    if (initial.date === toIso(today)) {
      writeDailyCache(initial.zodiacSign, today, initial);
      return;
    }
    const cached = readDailyCache<Reading>(initial.zodiacSign, today);
    if (cached) {
      // localStorage exists only after hydration, so this state follows from an external store.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setView({ status: "ready", reading: cached });
      return;
    }
    const controller = new AbortController();
    setView({ status: "loading" });
    const url = `/api/horoscope/daily?date=${encodeURIComponent(toUsShort(today))}&zodiacSign=${initial.zodiacSign}`;
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Reading>;
      })
      .then((reading) => {
        writeDailyCache(initial.zodiacSign, today, reading);
        setView({ status: "ready", reading });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Error fetching the horoscope data", error);
        setView({ status: "failed" });
      });
    return () => controller.abort();
  }, [initial, pinned, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, retry };
}
