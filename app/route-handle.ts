// What a route module says about its page in `export const handle`, beside app/routes.ts: the
// server reads it from the build's routes (server/pages/page-routes.ts) to decide what the page cache
// keeps and what the sitemap lists, so no second list of addresses is kept by hand.

/** The islands under app/islands, by file name. */
export type IslandName = "daily-cache" | "place-search" | "sign-select" | "tabs" | "zodiac-choice";

export interface RouteHandle {
  /**
   * "public": the page depends only on its address and the date, so an anonymous GET is rendered
   * once a day and shared (server/cache/page-cache.ts). Absent: rendered for each visitor.
   */
  cache?: "public";
  /** For a cached route with params, the form each must take for its address to be cached. */
  cacheParams?: Readonly<Record<string, RegExp>>;
  /** A page without params that search engines should find: listed in the sitemap. */
  sitemap?: true;
  /**
   * The scripts of our own the page loads (app/islands/{name}.ts, ADR 025), each for what only
   * a script can do there: the daily page's per-sign cache, tabs by arrow keys, the place
   * search as you type, a sign's image following its select. Absent, the page ships no script
   * at all; no page loads React's client. Every page works whole without them (issue 43, the
   * table in docs/speed.md).
   */
  scripts?: readonly IslandName[];
  /**
   * No words in the book face (Source Serif 4) within a phone's first screen: the page does not
   * preload that font, so it does not take bandwidth from what is drawn first. It still loads
   * when the text further down is laid out (issue 43).
   */
  proseBelowFold?: true;
}

/** The route's handle, or an empty one when it declares none. */
export function handleOf(module: { handle?: unknown } | undefined): RouteHandle {
  return (module?.handle ?? {}) as RouteHandle;
}
