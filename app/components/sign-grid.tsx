import { Link } from "react-router";
import { SignMedallion } from "~/components/sign-medallion";
import { capFirst } from "~/domain/horoscope/text";
import { formatRange, SIGNS } from "~/domain/zodiac";

/**
 * The twelve signs. For horoscopes each links to its daily reading, with its week and month
 * ahead; for profiles each links to its page at /zodiac/{sign}, with its element and modality.
 */
export function SignGrid({
  headingLevel = 2,
  links = "horoscopes",
}: {
  headingLevel?: 2 | 3;
  links?: "horoscopes" | "profiles";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="sign-grid">
      {SIGNS.map((sign) => (
        <li key={sign.slug}>
          <Link
            to={links === "profiles" ? `/zodiac/${sign.slug}` : `/horoscopes/daily/${sign.slug}`}
            className="sign-card"
          >
            <SignMedallion sign={sign} size={72} />
            <Heading className="sign-card-name">{sign.name}</Heading>
            <span className="sign-card-range">{formatRange(sign)}</span>
          </Link>
          {links === "profiles" ? (
            <p className="sign-card-more">
              {capFirst(sign.element)}, {sign.modality}
            </p>
          ) : (
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
          )}
        </li>
      ))}
    </ul>
  );
}
