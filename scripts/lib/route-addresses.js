// The addresses that visit every route of app/routes.ts once, for the audit (scripts/audit-site.js)
// and the browser tests (tests/e2e/pages.ts): a page without params is its own path, so only a
// route with params needs a sample, and a route added to the table cannot be left out unnoticed.

/** @typedef {{ id?: string; file: string; path?: string; index?: boolean }} Route */

/**
 * A route's name: its id in app/routes.ts, else its module's file name ("daily-horoscope").
 * @param {Route} route
 */
export function routeName(route) {
  return route.id ?? route.file.replace(/^.*\/|\.[jt]sx?$/g, "");
}

/**
 * Each route of the table in order with the addresses that visit it. `samples` gives addresses
 * by route pattern ("zodiac/:pair"; "/" for the index, "*" for the not-found route) where the
 * path alone will not do; `skipped` names the routes left out, by pattern, with the reason.
 * @param {Route[]} table
 * @param {Record<string, string[]>} [samples]
 * @param {Record<string, string>} [skipped]
 */
export function routeAddresses(table, samples = {}, skipped = {}) {
  // A route is an index or has a path in app/routes.ts.
  const patternOf = (/** @type {Route} */ route) =>
    route.index ? "/" : /** @type {string} */ (route.path);
  const patterns = new Set(table.map(patternOf));
  for (const pattern of [...Object.keys(samples), ...Object.keys(skipped)]) {
    if (!patterns.has(pattern)) throw new Error(`No route "${pattern}" in app/routes.ts`);
  }
  return table.flatMap((route) => {
    const pattern = patternOf(route);
    if (Object.hasOwn(skipped, pattern)) return [];
    const fixed = !/[:*]/.test(pattern);
    const paths = samples[pattern] ?? (fixed ? [pattern === "/" ? "/" : `/${pattern}`] : []);
    if (paths.length === 0) throw new Error(`Route "${pattern}" needs a sample address`);
    return [{ name: routeName(route), pattern, paths }];
  });
}

/** app/routes.ts as a script without a TypeScript loader reads it: through Vite. */
export async function loadRouteTable() {
  const { createServer } = await import("vite");
  const root = new URL("../..", import.meta.url).pathname;
  // The table needs no plugin; without the config, React Router's plugin is not started.
  const vite = await createServer({
    root,
    configFile: false,
    server: { middlewareMode: true },
    appType: "custom",
    logLevel: "error",
  });
  try {
    return (await vite.ssrLoadModule("/app/routes.ts")).default;
  } finally {
    await vite.close();
  }
}
