// The route table as the server sees it in the build (React Router's ServerBuild routes, in
// app/routes.ts's order), with what each route's handle declares: which pages the page cache
// may keep, and which addresses the sitemap lists.
import type { ServerBuild } from "react-router";
import { boundedCache } from "~/lib/caches.server";
import { handleOf, type RouteHandle } from "~/route-handle";

export type BuildRoutes = ServerBuild["routes"];

export interface PageRoute {
  id: string;
  /** The full pattern, "/horoscopes/daily/:zodiac"; "/" for the home page. */
  path: string;
  handle: RouteHandle;
}

function fullPath(routes: BuildRoutes, id: string): string {
  const parts: string[] = [];
  for (let at = routes[id]; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

/** Every page route (not layouts), in the table's order. */
export function pageRoutes(routes: BuildRoutes): PageRoute[] {
  const parents = new Set(Object.values(routes).map((route) => route?.parentId));
  return Object.values(routes)
    .filter((route) => route !== undefined && !parents.has(route.id))
    .map((route) => ({
      id: route!.id,
      path: fullPath(routes, route!.id),
      handle: handleOf(route!.module),
    }));
}

/** The pages without params that declare `sitemap`, in the table's order. */
export function sitemapPages(routes: BuildRoutes): string[] {
  return pageRoutes(routes)
    .filter((route) => route.handle.sitemap && !/[:*]/.test(route.path))
    .map((route) => route.path);
}

// React Router's ranking (computeScore in its matchRoutes): more segments, and static ones
// above params above a splat, so /calendar/retrogrades/:year wins over /calendar/:year/:month.
function score(path: string): number {
  const segments = path.split("/");
  const splat = segments.includes("*") ? -2 : 0;
  return segments
    .filter((s) => s !== "*")
    .reduce((sum, s) => sum + (s.startsWith(":") ? 3 : s === "" ? 1 : 10), segments.length + splat);
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * Whether an address is a page the page cache may keep: the route it reaches says "public" and
 * each param has the declared form. Matched as written (case, trailing slash, escapes), so an
 * address React Router only reaches by normalising it is rendered for itself.
 */
export function cacheRule(routes: BuildRoutes): (pathname: string) => boolean {
  const table = pageRoutes(routes)
    .map((route, order) => ({ ...route, order, ...compile(route.path) }))
    .sort((a, b) => score(b.path) - score(a.path) || a.order - b.order);
  const judge = (pathname: string) => {
    for (const { pattern, names, handle } of table) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      if (handle.cache !== "public") return false;
      // A module serving two routes (/calendar, /calendar/:year/:month) checks the params it has.
      return names.every((name, i) => handle.cacheParams?.[name]?.test(found[i + 1]!) ?? true);
    }
    return false;
  };
  // Asked on every page request: the table costs microseconds, a remembered verdict far less.
  // Bounded, since anyone may ask for any address.
  const verdicts = boundedCache<string, { keep: boolean }>("pages.verdicts");
  return (pathname) => {
    let verdict = verdicts.get(pathname);
    if (verdict === undefined) verdicts.set(pathname, (verdict = { keep: judge(pathname) }));
    return verdict.keep;
  };
}
