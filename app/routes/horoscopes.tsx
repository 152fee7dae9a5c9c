import type { Route } from "./+types/horoscopes";
import { SignGrid } from "~/components/sign-grid";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Choose your sign",
    "Pick your zodiac sign to read today's horoscope, computed from the real sky.",
  );

export default function Horoscopes() {
  return (
    <section className="page">
      <h1>Choose your sign</h1>
      <p className="lede">Each sign&apos;s reading is worked out fresh from today&apos;s sky.</p>
      <SignGrid />
    </section>
  );
}
