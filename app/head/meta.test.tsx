import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { breadcrumbLd } from "~/head/json-ld";
import { errorMeta, pageMeta, type MetaContext } from "~/head/meta";
import { cardImage } from "~/head/share-image";

const SITE = "https://starcast.example";

function context(pathname: string, siteUrl: string | null = SITE): MetaContext {
  return {
    location: { pathname },
    matches: [{ id: "root", loaderData: siteUrl === null ? {} : { siteUrl } }, { id: "routes/x" }],
  };
}

const find = (head: MetaDescriptor[], key: string, value: string) =>
  head.filter((d) => (d as Record<string, unknown>)[key] === value);
const content = (head: MetaDescriptor[], key: string, value: string) =>
  (find(head, key, value)[0] as { content?: string } | undefined)?.content;

describe("pageMeta", () => {
  it("gives a page its title, description, one canonical URL and OpenGraph and Twitter tags", () => {
    const head = pageMeta(context("/about"), "About", "What Starcast is.");
    expect(head).toContainEqual({ title: "About | Starcast" });
    expect(content(head, "name", "description")).toBe("What Starcast is.");
    expect(find(head, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${SITE}/about` },
    ]);
    expect(content(head, "property", "og:url")).toBe(`${SITE}/about`);
    expect(content(head, "property", "og:title")).toBe("About | Starcast");
    expect(content(head, "property", "og:type")).toBe("website");
    expect(content(head, "property", "og:site_name")).toBe("Starcast");
    expect(content(head, "property", "og:image")).toBe(`${SITE}/share/site.png`);
    expect(content(head, "property", "og:image:width")).toBe("1200");
    expect(content(head, "property", "og:image:height")).toBe("630");
    expect(content(head, "property", "og:image:alt")).toMatch(/zodiac/);
    expect(content(head, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(head, "name", "twitter:image")).toBe(`${SITE}/share/site.png`);
    expect(content(head, "name", "twitter:description")).toBe("What Starcast is.");
    expect(find(head, "name", "robots")).toEqual([]);
  });

  it("does not repeat the site's name on the home page", () => {
    expect(pageMeta(context("/"), "Starcast", "Home.")).toContainEqual({ title: "Starcast" });
  });

  it("keeps only the query the page names as its own in the canonical URL", () => {
    const pinned = pageMeta(context("/horoscopes/daily/leo"), "Leo", "d", {
      query: "?date=2026-11-21",
    });
    expect(find(pinned, "rel", "canonical")[0]).toMatchObject({
      href: `${SITE}/horoscopes/daily/leo?date=2026-11-21`,
    });
    // The location's own query (a token, a prefilled form) never reaches a tag.
    const withToken = {
      ...context("/newsletter/confirm"),
      location: { pathname: "/newsletter/confirm", search: "?token=secret" },
    };
    expect(JSON.stringify(pageMeta(withToken, "Confirm", "d"))).not.toContain("secret");
  });

  it("uses a page's own image, type and noindex", () => {
    const card = { slug: "the-star", name: "The Star", picture: "A figure kneels by a pool." };
    const head = pageMeta(context("/tarot/cards/the-star"), "The Star", "d", {
      image: cardImage(card),
      type: "article",
      noindex: true,
    });
    expect(content(head, "property", "og:image")).toBe(`${SITE}/share/cards/the-star.png`);
    expect(content(head, "property", "og:image:alt")).toBe(
      "The Star, a tarot card: A figure kneels by a pool.",
    );
    expect(content(head, "property", "og:type")).toBe("article");
    expect(content(head, "name", "robots")).toBe("noindex");
  });

  it("builds structured data with absolute URLs", () => {
    const head = pageMeta(context("/zodiac/aries-and-leo"), "Aries and Leo", "d", {
      jsonLd: (url) => [
        breadcrumbLd(url, [
          ["Home", "/"],
          ["Aries and Leo", "/zodiac/aries-and-leo"],
        ]),
      ],
    });
    const data = head.flatMap((d) => ("script:ld+json" in d ? [d["script:ld+json"]] : []));
    expect(data).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: "Aries and Leo",
            item: `${SITE}/zodiac/aries-and-leo`,
          },
        ],
      },
    ]);
  });

  it("leaves out every URL when the root's data has no site URL", () => {
    const head = pageMeta(context("/about", null), "About", "d", {
      noindex: true,
      jsonLd: () => [{ a: 1 }],
    });
    expect(head).toEqual([
      { title: "About | Starcast" },
      { name: "description", content: "d" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("gives an error page no canonical URL", () => {
    expect(JSON.stringify(errorMeta("Page not found", "Nothing here."))).not.toMatch(
      /canonical|og:/,
    );
  });
});

describe("structured data in the page", () => {
  it("cannot close its script tag, whatever the text", () => {
    const hostile = "</script><script>alert(1)</script><!--";
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => <Meta />,
        meta: (args) => pageMeta(args, "x", "y", { jsonLd: () => [{ name: hostile }] }),
      },
    ]);
    const html = renderToStaticMarkup(
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { siteUrl: SITE } } }} />,
    );
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).not.toContain("<");
    expect(JSON.parse(scripts[0]![1]!)).toEqual({ name: hostile });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"/>`);
  });
});
