import { Link } from "react-router";
import { SignMedallion } from "~/components/sign-medallion";
import { formatRange, SIGNS } from "~/domain/zodiac";

/** The twelve signs, each linking to its daily horoscope, with its week and month ahead. */
export function SignGrid({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="sign-grid">
      {SIGNS.map((sign) => (
        <li key={sign.slug}>
          <Link to={`/horoscopes/daily/${sign.slug}`} className="sign-card">
            <SignMedallion sign={sign} size={72} />
            <Heading className="sign-card-name">{sign.name}</Heading>
            <span className="sign-card-range">{formatRange(sign)}</span>
          </Link>
          <p className="sign-card-more">
            <Link
              to={`/horoscopes/weekly/${sign.slug}`}
              aria-label={`${sign.name} weekly horoscope`}
            >
              Week
            </Link>
            <Link
              to={`/horoscopes/monthly/${sign.slug}`}
              aria-label={`${sign.name} monthly horoscope`}
            >
              Month
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
