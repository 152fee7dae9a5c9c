import { Form, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { SignGrid } from "~/components/sign-grid";
import { dayNumber } from "~/domain/calendar-date";
import { siteStats } from "~/domain/site-stats";
import { findSign, SIGNS } from "~/domain/zodiac";
import { env } from "~/lib/env.server";
import { websiteLd } from "~/head/json-ld";
import { pageMeta } from "~/head/meta";
import { SITE_NAME } from "~/lib/site";
import { readingFor } from "~/read/readings.server";
import { getMember } from "~/members/sessions.server";
import type { RouteHandle } from "~/route-handle";
import { dateInTimeZone } from "~/domain/time-zone";
import { toIso } from "~/domain/calendar-date";
import { HeroMoon, HomeSkyLine } from "~/components/home-sky";
import { homeSky } from "./home-sky.server";

export const handle: RouteHandle = { cache: "public", sitemap: true, proseBelowFold: true };

/** Three signs a day, in turn, each quoted by the opening sentence of today's love reading. */
function todaysExcerpts() {
  const today = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
  const first = dayNumber(today) * 3;
  return [0, 1, 2].map((offset) => {
    const sign = SIGNS[(first + offset) % SIGNS.length]!;
    const { love } = readingFor(today, sign).reading;
    return { slug: sign.slug, name: sign.name, quote: love.slice(0, love.indexOf(". ") + 1) };
  });
}

/** A member's own sign, read first: the opening of today's general reading. */
async function membersReading(request: Request) {
  const member = await getMember(request);
  const sign = member?.zodiacSign ? findSign(member.zodiacSign) : undefined;
  if (!member || !sign) return null;
  const { normal } = readingFor(dateInTimeZone(new Date(), env().SITE_TIME_ZONE), sign).reading;
  return { firstName: member.firstName, slug: sign.slug, name: sign.name, text: normal };
}

export async function loader({ request }: Route.LoaderArgs) {
  const deleted = new URL(request.url).searchParams.has("deleted");
  const zone = env().SITE_TIME_ZONE;
  const today = dateInTimeZone(new Date(), zone);
  return {
    today: toIso(today),
    sky: homeSky(today, zone),
    stats: siteStats(),
    excerpts: todaysExcerpts(),
    mine: await membersReading(request),
    deleted,
  };
}

// No glyph font preload: the medallions are below a phone's first screen, where the font loads
// as they are laid out.

const DESCRIPTION =
  "Free daily horoscopes computed from the real positions of the Sun, Moon and planets, tarot readings and zodiac compatibility.";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, SITE_NAME, DESCRIPTION, { jsonLd: (url) => websiteLd(url, DESCRIPTION) });

// Each feature's emblem, in the tarot deck's gold line (32 px, drawn with currentColor).
const EMBLEMS = {
  // The Sun with its rays.
  sun: "M16 11a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM16 3v4M16 25v4M3 16h4M25 16h4M6.8 6.8l2.8 2.8M22.4 22.4l2.8 2.8M6.8 25.2l2.8-2.8M22.4 9.6l2.8-2.8",
  // A chart wheel: two rings and the four angles.
  wheel:
    "M16 3a13 13 0 1 0 0 26a13 13 0 1 0 0-26zM16 8a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM3 16h5M24 16h5M16 3v5M16 24v5",
  // Two rings, linked.
  rings: "M12 9a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 9a7 7 0 1 0 0 14a7 7 0 1 0 0-14z",
  // A card with a star.
  card: "M9 4h14v24H9zM16 11l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z",
} as const;

const FEATURES = [
  {
    title: "Daily horoscopes",
    emblem: "sun",
    to: "/horoscopes",
    text: "Twelve readings a day, each worked out from where the Sun, Moon and planets really are.",
  },
  {
    title: "Soulmate reading",
    emblem: "wheel",
    to: "/chart",
    text: "Your birth chart reads your Venus, your Moon and your house of partnership, from your own birth time and place.",
  },
  {
    title: "Love compatibility",
    emblem: "rings",
    to: "/zodiac",
    text: "Any two signs, scored on love, friendship, communication and trust, with the reasons.",
  },
  {
    title: "Tarot reading",
    emblem: "card",
    to: "/tarot/reading",
    text: "Draw from a full deck in classic spreads and share the exact cards you turned over.",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, excerpts, mine, deleted, sky, today } = loaderData;
  const member = useRouteLoaderData<{ member: object | null }>("root")?.member;
  return (
    <>
      {deleted ? (
        <p role="status" className="notice page">
          Your account and everything in it are deleted. Readings stay free without one.
        </p>
      ) : null}
      {mine ? (
        <section className="page" aria-labelledby="your-reading">
          <h2 id="your-reading">
            {mine.firstName}, your {mine.name} reading for today
          </h2>
          <p>{mine.text}</p>
          <p>
            <Link to={`/horoscopes/daily/${mine.slug}`}>
              Read all of today&apos;s {mine.name} horoscope
            </Link>
          </p>
        </section>
      ) : null}
      <section className="hero">
        <div className="hero-banner">
          {/* Drawn by scripts/draw-night-sky.js: Orion, Taurus and Gemini over an observatory. */}
          <img
            className="hero-sky"
            src="/images/night-sky.svg"
            alt=""
            width={1600}
            height={560}
            decoding="async"
            fetchPriority="high"
          />
          <HeroMoon phaseAngle={sky.phaseAngle} />
          <div className="hero-intro">
            <h1>Your day, read from the real sky</h1>
            <p className="tagline">
              Starcast works out where the Sun, Moon and planets stand today and turns it into a
              reading for your sign, with the reasons shown beside it.
            </p>
            <p className="hero-actions">
              {member ? (
                <Link to="/today" className="button">
                  Your day
                </Link>
              ) : (
                <Link to="/auth" className="button">
                  Sign up free
                </Link>
              )}{" "}
              <Link to="/horoscopes">Read today&apos;s horoscopes</Link>
            </p>
          </div>
        </div>
      </section>

      <HomeSkyLine sky={sky} date={today} />

      <section className="page" aria-labelledby="pick-sign">
        <h2 id="pick-sign">Pick your sign</h2>
        <SignGrid headingLevel={3} />
      </section>

      <section className="hero-more" aria-label="What Starcast does">
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <svg className="feature-emblem" viewBox="0 0 32 32" aria-hidden="true">
                <path d={EMBLEMS[feature.emblem]} />
              </svg>
              <Link to={feature.to}>
                <strong>{feature.title}.</strong>
              </Link>{" "}
              {feature.text}
            </li>
          ))}
        </ul>
        <Form method="post" action="/newsletter" className="email-form" reloadDocument>
          <label htmlFor="newsletter-email">Get your horoscope by email</label>
          <div className="inline-field">
            <input
              id="newsletter-email"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
            />
            <button type="submit" className="button">
              Subscribe
            </button>
          </div>
        </Form>
      </section>

      <section className="page" aria-labelledby="from-today">
        <h2 id="from-today">From today&apos;s readings</h2>
        <ul className="card-row">
          {excerpts.map((excerpt) => (
            <li key={excerpt.slug} className="quote-card">
              <blockquote>
                <p>{excerpt.quote}</p>
              </blockquote>
              <p className="quote-source">
                <Link to={`/horoscopes/daily/${excerpt.slug}`}>
                  Today&apos;s {excerpt.name} love reading
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page" aria-labelledby="in-numbers">
        <h2 id="in-numbers">Starcast in numbers</h2>
        <ul className="card-row stats">
          {stats.map((stat) => (
            <li key={stat.label} className="stat-card">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
        <p className="muted">
          Every figure is counted from what the site ships. <Link to="/about">How it works</Link>
        </p>
      </section>
    </>
  );
}
