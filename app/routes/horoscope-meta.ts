// The meta tags of a sign's daily, weekly or monthly page: an article with the sign's share
// image, a breadcrumb, and a canonical address that keeps ?date= only when the page pins one.
import type { MetaDescriptor } from "react-router";
import type { Sign } from "~/domain/zodiac";
import { articleLd, breadcrumbLd } from "~/head/json-ld";
import { pageMeta, type MetaContext } from "~/head/meta";
import { signImage } from "~/head/share-image";

export interface HoroscopePage {
  sign: Sign;
  span: "daily" | "weekly" | "monthly";
  title: string;
  description: string;
  /** The reading's date, or its period's first day. */
  date: string;
  /** Whether the address pins that date; without it the page shows today's. */
  pinned: boolean;
}

export function horoscopeMeta(args: MetaContext, page: HoroscopePage): MetaDescriptor[] {
  const image = signImage(page.sign);
  // A pinned date is a page of its own, which never changes; without one the address shows
  // today's, so its canonical stays bare.
  const query = page.pinned ? `?date=${page.date}` : "";
  const path = `/horoscopes/${page.span}/${page.sign.slug}`;
  return pageMeta(args, page.title, page.description, {
    image,
    type: "article",
    query,
    jsonLd: (url) => [
      articleLd(url, {
        headline: page.title,
        description: page.description,
        date: page.date,
        path: path + query,
        image: image.path,
      }),
      breadcrumbLd(url, [
        ["Home", "/"],
        ["Horoscopes", "/horoscopes"],
        [page.title, path],
      ]),
    ],
  });
}
