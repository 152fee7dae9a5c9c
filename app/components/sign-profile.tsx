import { Link } from "react-router";
import { FactList } from "~/components/fact-list";
import { SignMedallion } from "~/components/sign-medallion";
import type { SignProfileData } from "~/domain/sign-profile";

/** A sign's profile: its facts, character, strengths and challenges, and its best matches. */
export function SignProfile({ profile }: { profile: SignProfileData }) {
  const { sign, facts, character, strengths, challenges, bestMatches, allPairs } = profile;
  return (
    <article className="page narrow sign-profile">
      <header className="sign-profile-header">
        <SignMedallion sign={sign} size={96} />
        <h1>{sign.name}</h1>
      </header>
      <FactList facts={facts} className="sky-facts" />
      <h2>Character</h2>
      {character.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <div className="sign-lists">
        <section aria-labelledby="strengths">
          <h2 id="strengths">Strengths</h2>
          <ul>
            {strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="challenges">
          <h2 id="challenges">Challenges</h2>
          <ul>
            {challenges.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <h2>Best matches</h2>
      <p>By our compatibility scores, the signs {sign.name} gets on with best:</p>
      <ol>
        {bestMatches.map((match) => (
          <li key={match.slug}>
            <Link to={`/zodiac/${match.slug}`}>
              {match.name === sign.name ? `${sign.name} with ${sign.name}` : match.name}
            </Link>
            : {match.score} out of 100
          </li>
        ))}
      </ol>
      <h2>Read on</h2>
      <ul className="day-links">
        <li>
          <Link to={`/horoscopes/daily/${sign.slug}`}>{sign.name} daily horoscope</Link>
        </li>
        <li>
          <Link to={`/horoscopes/weekly/${sign.slug}`}>Weekly</Link>
        </li>
        <li>
          <Link to={`/horoscopes/monthly/${sign.slug}`}>Monthly</Link>
        </li>
      </ul>
      <nav aria-label={`${sign.name} with each sign`}>
        <h2>{sign.name} with each sign</h2>
        <ul className="pair-links">
          {allPairs.map((pair) => (
            <li key={pair.slug}>
              <Link to={`/zodiac/${pair.slug}`}>
                {sign.name} and {pair.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
