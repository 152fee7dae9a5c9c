// The domain's own speed: computing a date's sky, finding and ranking its events, and composing
// one reading, on the sources through Vite's SSR loader (no build needed).
import { root } from "./built-server.js";

export async function composeBench() {
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({
    root,
    server: { middlewareMode: true },
    appType: "custom",
    logLevel: "error",
  });
  try {
    const { computeSky } = await vite.ssrLoadModule("/app/domain/sky/sky.ts");
    const { composeReading } = await vite.ssrLoadModule("/app/domain/horoscope/reading.ts");
    const { SIGNS } = await vite.ssrLoadModule("/app/domain/zodiac.ts");
    const { addDays } = await vite.ssrLoadModule("/app/domain/calendar-date.ts");
    const { readingEvents } = await vite.ssrLoadModule("/app/domain/events/find.ts");
    const { rankDay } = await vite.ssrLoadModule("/app/domain/events/headline.ts");
    const start = { year: 2027, month: 1, day: 1 };
    const skies = [];
    let t = performance.now();
    for (let i = 0; i < 365; i++) skies.push(computeSky(addDays(start, i)));
    const skyMs = (performance.now() - t) / 365;
    t = performance.now();
    const ranks = skies.map((sky) => rankDay(sky.date, sky, readingEvents(sky.date, 1)));
    const rankMs = (performance.now() - t) / 365;
    /** @type {number[]} */
    const times = [];
    skies.forEach((sky, i) => {
      for (const sign of SIGNS) {
        t = performance.now();
        composeReading(sky, sign, ranks[i]);
        times.push(performance.now() - t);
      }
    });
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p99 = /** @type {number} */ (times[Math.floor(times.length * 0.99)]);
    console.log(`\nsky for one date: ${skyMs.toFixed(2)} ms (mean over 365 dates of 2027)`);
    console.log(`a date's events found and ranked: ${rankMs.toFixed(2)} ms (mean, same dates)`);
    console.log(
      `one reading composed: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${times.length} readings (aim < 2 ms)`,
    );
  } finally {
    await vite.close();
  }
}
