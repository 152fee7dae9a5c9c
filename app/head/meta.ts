import type { MetaDescriptor } from "react-router";
import type { Absolute, JsonLd } from "~/head/json-ld";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SITE_IMAGE,
  type ShareImage,
} from "~/head/share-image";
import { SITE_NAME } from "~/lib/site";

const LOCALE = "en_GB";

/** The part of a route's MetaArgs pageMeta reads: the address, and the root's siteUrl. */
export interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageOptions {
  /** The picture shown when the page is shared; the site's own by default. */
  image?: ShareImage;
  type?: "website" | "article";
  /** For pages of one visitor or one link: kept out of search results, still shareable. */
  noindex?: boolean;
  /**
   * The query string that makes this a page of its own, kept in the canonical URL
   * ("?date=2026-11-21"). Any other query is dropped: it filters or prefills the same page.
   */
  query?: string;
  /** schema.org objects for the page, built with absolute URLs. */
  jsonLd?: (url: Absolute) => JsonLd[];
}

/** The public origin the root loader passes down (SITE_URL), or undefined before it has run. */
export function siteUrlOf(matches: MetaContext["matches"]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  const siteUrl = (root as { siteUrl?: unknown } | undefined)?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : undefined;
}

/**
 * Every page's head from one place: title, description, canonical URL, OpenGraph, Twitter and
 * structured data. Meta functions run in the browser too, so SITE_URL arrives through the root
 * loader's data, not the environment.
 */
export function pageMeta(
  context: MetaContext,
  title: string,
  description: string,
  options: PageOptions = {},
): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const head: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
  ];
  if (options.noindex) head.push({ name: "robots", content: "noindex" });
  const siteUrl = siteUrlOf(context.matches);
  if (!siteUrl) return head;

  const url: Absolute = (path) => `${siteUrl}${path}`;
  const canonical = url(`${context.location.pathname}${options.query ?? ""}`);
  const image = options.image ?? SITE_IMAGE;
  head.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: LOCALE },
    { property: "og:image", content: url(image.path) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: url(image.path) },
    { name: "twitter:image:alt", content: image.alt },
  );
  for (const data of options.jsonLd?.(url) ?? []) head.push({ "script:ld+json": data });
  return head;
}

/** An error page's head: what happened, and no address for search engines to keep. */
export function errorMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}
