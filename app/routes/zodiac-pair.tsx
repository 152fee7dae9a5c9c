import { Link, redirect } from "react-router";
import type { Route } from "./+types/zodiac-pair";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { SignMedallion } from "~/components/sign-medallion";
import { CATEGORY_NAMES, EXTREME_MARKS } from "~/content/compatibility/method";
import { compatibility, HOW_WE_SCORE, parsePairSlug } from "~/domain/compatibility/compatibility";
import { CATEGORY_KEYS } from "~/domain/compatibility/model";
import { breadcrumbLd } from "~/head/json-ld";
import { pageMeta } from "~/head/meta";
import { pairImage, signImage } from "~/head/share-image";
import { signProfile } from "~/domain/sign-profile";
import { SignProfile } from "~/components/sign-profile";
import { formatRange, getSign, isSignSlug } from "~/domain/zodiac";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = {
  cache: "public",
  cacheParams: { pair: /^[a-z]+(-and-[a-z]+)?$/ },
};

// One module for /zodiac/{pair} and /zodiac/{sign} (routes.ts has one dynamic segment for both).
// The page gets plain data; the model and its text banks stay on the server.
export function loader({ params }: Route.LoaderArgs) {
  const lower = params.pair.toLowerCase();
  if (isSignSlug(lower)) {
    if (lower !== params.pair) throw redirect(`/zodiac/${lower}`, 301);
    return { kind: "sign" as const, profile: signProfile(getSign(lower)) };
  }
  const pair = parsePairSlug(params.pair);
  if (!pair) throw new Response("Not Found", { status: 404 });
  // One address per pair: zodiac order, lower case.
  if (pair.slug !== params.pair) throw redirect(`/zodiac/${pair.slug}`, 301);
  const result = compatibility(pair.first, pair.second);
  return {
    kind: "pair" as const,
    first: result.first,
    second: result.second,
    score: result.score,
    categories: CATEGORY_KEYS.map((key) => ({
      key,
      name: CATEGORY_NAMES[key],
      value: result.categories[key],
      mark:
        key === result.strongest
          ? EXTREME_MARKS.strongest
          : key === result.weakest
            ? EXTREME_MARKS.weakest
            : null,
    })),
    summary: result.summary,
    details: result.details,
    factors: result.factors.map(({ key, name, detail, effect }) => ({ key, name, detail, effect })),
    howWeScore: HOW_WE_SCORE,
  };
}

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  if (args.loaderData.kind === "sign") {
    const { sign, character } = args.loaderData.profile;
    return pageMeta(
      args,
      `${sign.name}: dates, character and best matches`,
      `${sign.name}, ${formatRange(sign)}: ${character[0].split(". ")[0]}.`,
      {
        image: signImage(sign),
        jsonLd: (url) => [
          breadcrumbLd(url, [
            ["Home", "/"],
            ["Zodiac", "/zodiac"],
            [sign.name, `/zodiac/${sign.slug}`],
          ]),
        ],
      },
    );
  }
  const { first, second, score, summary } = args.loaderData;
  return pageMeta(args, `${first.name} and ${second.name} compatibility: ${score}/100`, summary, {
    image: pairImage(first, second, score),
    jsonLd: (url) => [
      breadcrumbLd(url, [
        ["Home", "/"],
        ["Zodiac compatibility", "/zodiac"],
        [`${first.name} and ${second.name}`, `/zodiac/${first.slug}-and-${second.slug}`],
      ]),
    ],
  });
}

function ScoreMeter({
  id,
  name,
  value,
  mark,
  big = false,
}: {
  id: string;
  name: string;
  value: number;
  /** "holds up best" or "needs the most care", beside the score. */
  mark?: string | null;
  big?: boolean;
}) {
  return (
    <div className={big ? "score-meter score-meter-overall" : "score-meter"}>
      <label htmlFor={id}>{name}</label>
      <span className="score-meter-value">
        <strong>{value}</strong> out of 100
        {mark ? <span className="score-meter-mark">, {mark}</span> : null}
      </span>
      <meter id={id} min={0} max={100} value={value}>
        {value} out of 100
      </meter>
    </div>
  );
}

// U+2212 is the typographic minus; zero has no sign.
function Effect({ points }: { points: number }) {
  if (points > 0) return <span className="factor-effect positive">+{points}</span>;
  if (points < 0) return <span className="factor-effect negative">{`\u2212${-points}`}</span>;
  return <span className="factor-effect">0</span>;
}

export default function ZodiacPair({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "sign") return <SignProfile profile={loaderData.profile} />;
  const { first, second, score, categories, summary, details, factors, howWeScore } = loaderData;
  return (
    <article className="page narrow compat-result">
      <header className="compat-header">
        <div className="compat-pair">
          <SignMedallion sign={first} size={96} />
          <span className="compat-and" aria-hidden="true">
            &amp;
          </span>
          <SignMedallion sign={second} size={96} />
        </div>
        <h1>
          {first.name} and {second.name} compatibility
        </h1>
        <p className="lede">{summary}</p>
      </header>

      <section aria-labelledby="compat-scores" className="compat-meters">
        <h2 id="compat-scores">Scores</h2>
        <ScoreMeter id="score-overall" name="Overall" value={score} big />
        {categories.map((c) => (
          <ScoreMeter
            key={c.key}
            id={`score-${c.key}`}
            name={c.name}
            value={c.value}
            mark={c.mark}
          />
        ))}
      </section>

      <section aria-labelledby="compat-reading" className="prose">
        <h2 id="compat-reading">
          {first.name} with {second.name}
        </h2>
        {details.map((paragraph, i) => (
          <div key={categories[i]!.key}>
            <h3>{categories[i]!.name}</h3>
            <p>{paragraph}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="compat-why">
        <h2 id="compat-why">Why this score</h2>
        <ul className="compat-factors">
          {factors.map((f) => (
            <li key={f.key}>
              <h3>
                {f.name} <Effect points={f.effect} />
              </h3>
              <p>{f.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compat-charts" className="prose compat-charts">
        <h2 id="compat-charts">Beyond the Sun signs</h2>
        <p>
          A Sun sign is one point of a chart. The whole of two charts read together shows every
          planet of one person against every planet of the other.
        </p>
        <p>
          <Link to="/synastry" className="button">
            For the two of you, compare your birth charts
          </Link>
        </p>
      </section>

      <section aria-labelledby="compat-how" className="prose">
        <h2 id="compat-how">How we score</h2>
        {howWeScore.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <nav aria-label="Read on" className="compat-next">
        <ul>
          <li>
            <Link to={`/horoscopes/daily/${first.slug}`}>{first.name} daily horoscope</Link>
          </li>
          {second.slug !== first.slug ? (
            <li>
              <Link to={`/horoscopes/daily/${second.slug}`}>{second.name} daily horoscope</Link>
            </li>
          ) : null}
        </ul>
        <p>
          <Link to="/zodiac" className="button">
            Check another pair
          </Link>
        </p>
      </nav>
    </article>
  );
}
