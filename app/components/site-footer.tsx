import { Link } from "react-router";
import { SIGNS } from "~/domain/zodiac";

export function SiteFooter({ contactEmail }: { contactEmail: string | undefined }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Daily horoscopes" className="footer-signs">
        <h2>Daily horoscopes</h2>
        <ul>
          {SIGNS.map((sign) => (
            <li key={sign.slug}>
              <Link to={`/horoscopes/daily/${sign.slug}`}>{sign.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Site" className="footer-site">
        <h2>Starcast</h2>
        <ul>
          <li>
            <Link to="/chart">Birth chart</Link>
          </li>
          <li>
            <Link to="/synastry">Synastry: two charts</Link>
          </li>
          <li>
            <Link to="/rising-sign">Rising sign calculator</Link>
          </li>
          <li>
            <Link to="/moon-sign">Moon sign calculator</Link>
          </li>
          <li>
            <Link to="/calendar">Sky calendar</Link>
          </li>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/developers">API for developers</Link>
          </li>
          {contactEmail ? (
            <li>
              <a href={`mailto:${contactEmail}`}>Contact</a>
            </li>
          ) : null}
          <li>
            <Link to="/terms">Terms of Use</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
        </ul>
      </nav>
      <p className="footer-note">
        Starcast is open source. Readings are computed from the real positions of the Sun, Moon and
        planets; no visitor is tracked.
      </p>
    </footer>
  );
}
