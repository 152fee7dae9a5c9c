import { Form, Link } from "react-router";
import type { Route } from "./+types/home";
import { SignGrid } from "~/components/sign-grid";
import { siteStats } from "~/domain/site-stats";
import { pageMeta, SITE_NAME } from "~/lib/meta";

export function loader() {
  return { stats: siteStats() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    SITE_NAME,
    "Free daily horoscopes computed from the real positions of the Sun, Moon and planets, tarot readings and zodiac compatibility.",
  );

const FEATURES = [
  {
    title: "Daily horoscopes",
    text: "Twelve readings a day, each worked out from where the Sun, Moon and planets really are.",
  },
  {
    title: "Soulmate reading",
    text: "See how the Moon and Venus move through your houses of love and partnership.",
  },
  {
    title: "Love compatibility",
    text: "Any two signs, scored on love, friendship, communication and trust, with the reasons.",
  },
  {
    title: "Tarot reading",
    text: "Draw from a full deck in classic spreads and share the exact cards you turned over.",
  },
];

const EXCERPTS = [
  {
    quote: "Every reading shows the sky facts that shaped it, so you can check our working.",
    source: "How the daily horoscope works",
  },
  {
    quote: "No account, no tracking and no feed bought from elsewhere: the site computes what it shows.",
    source: "About Starcast",
  },
  {
    quote: "Choose any two signs and get a score built from elements, modalities and the angle between them.",
    source: "Zodiac compatibility",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <>
      <section className="hero">
        <h1>Your day, read from the real sky</h1>
        <p className="tagline">
          Starcast works out where the Sun, Moon and planets stand today and turns it into a
          reading for your sign, with the reasons shown beside it.
        </p>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <strong>{feature.title}.</strong> {feature.text}
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
              Submit
            </button>
          </div>
        </Form>
      </section>

      <section className="page" aria-labelledby="pick-sign">
        <h2 id="pick-sign">Pick your sign</h2>
        <SignGrid headingLevel={3} />
      </section>

      <section className="page" aria-labelledby="what-you-get">
        <h2 id="what-you-get">What you get</h2>
        <ul className="card-row">
          {EXCERPTS.map((excerpt) => (
            <li key={excerpt.source} className="quote-card">
              <blockquote>
                <p>{excerpt.quote}</p>
              </blockquote>
              <p className="quote-source">{excerpt.source}</p>
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
