// schema.org structured data for the pages it fits. React Router's <Meta> writes each object
// into a <script type="application/ld+json"> and escapes <, > and & so no text can close it.
import { SITE_NAME } from "~/lib/site";

/** Makes a site path absolute on the public origin. */
export type Absolute = (path: string) => string;

export type JsonLd = Record<string, unknown>;

function organization(url: Absolute): JsonLd {
  return { "@type": "Organization", name: SITE_NAME, url: url("/"), logo: url("/favicon.svg") };
}

export function websiteLd(url: Absolute, description: string): JsonLd[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: url("/"),
      description,
      inLanguage: "en",
    },
    { "@context": "https://schema.org", ...organization(url) },
  ];
}

export function breadcrumbLd(
  url: Absolute,
  crumbs: readonly (readonly [name: string, path: string])[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: url(path),
    })),
  };
}

/** A day's reading: published on the date it is for, by the site, which wrote it. */
export function articleLd(
  url: Absolute,
  page: { headline: string; description: string; date: string; path: string; image: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.headline,
    description: page.description,
    datePublished: page.date,
    image: url(page.image),
    mainEntityOfPage: url(page.path),
    inLanguage: "en",
    author: organization(url),
    publisher: organization(url),
  };
}

/** A tarot card as a term defined in the site's set of 78. */
export function cardLd(
  url: Absolute,
  card: { name: string; description: string; path: string; image: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: card.name,
    description: card.description,
    url: url(card.path),
    image: url(card.image),
    inDefinedTermSet: { "@type": "DefinedTermSet", name: "The 78 tarot cards", url: url("/tarot") },
  };
}
