// The domain's own speed: computing a date's sky and composing one reading, on the sources
// through Vite's SSR loader (no build needed).
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
    const { computeSky } = await vite.ssrLoadModule("/app/domain/sky.ts");
    const { composeReading } = await vite.ssrLoadModule("/app/domain/horoscope/reading.ts");
    const { SIGNS } = await vite.ssrLoadModule("/app/domain/zodiac.ts");
    const { addDays } = await vite.ssrLoadModule("/app/domain/calendar-date.ts");
    const start = { year: 2027, month: 1, day: 1 };
    const skies = [];
    let t = performance.now();
    for (let i = 0; i < 365; i++) skies.push(computeSky(addDays(start, i)));
    const skyMs = (performance.now() - t) / 365;
    const times = [];
    for (const sky of skies) {
      for (const sign of SIGNS) {
        t = performance.now();
        composeReading(sky, sign);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`\nsky for one date: ${skyMs.toFixed(2)} ms (mean over 365 dates of 2027)`);
    console.log(
      `one reading composed: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${times.length} readings (aim < 2 ms)`,
    );
  } finally {
    await vite.close();
  }
}
