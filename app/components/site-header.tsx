import { Form, Link, NavLink, useLocation } from "react-router";

const LINKS = [
  { to: "/horoscopes", label: "Horoscopes" },
  { to: "/calendar", label: "Sky calendar" },
  { to: "/tarot", label: "Tarot" },
  { to: "/zodiac", label: "Zodiac" },
  { to: "/about", label: "About" },
];

// The chart tools, a second level: a <details>, so it opens by keyboard and without a script.
const CHART_LINKS = [
  { to: "/chart", label: "Birth chart" },
  { to: "/synastry", label: "Synastry: two charts" },
  { to: "/forecast", label: "The year ahead" },
  { to: "/rising-sign", label: "Rising sign calculator" },
  { to: "/moon-sign", label: "Moon sign calculator" },
];

// A member's own pages; the account link reads the member's first name.
const MEMBER_LINKS: { to: string; label?: string }[] = [
  { to: "/today", label: "Your day" },
  { to: "/account" },
];

export interface HeaderMember {
  firstName: string;
}

function ChartsMenu() {
  const { pathname } = useLocation();
  const here = CHART_LINKS.some((link) => pathname === link.to);
  return (
    <details className="nav-group">
      <summary aria-current={here ? "true" : undefined}>Charts</summary>
      <ul>
        {CHART_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SiteHeader({ member }: { member: HeaderMember | null }) {
  return (
    <header className="site-header" id="menu">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ✦
          </span>
          Starcast
        </Link>
        {/* No page runs React's client (ADR 025): the menu opens when the header is the page's
            target (#menu, at the top, so the logo stays in view), and "#" closes it (app.css). */}
        <a href="#menu" className="menu-button menu-open">
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </a>
        <a href="#" className="menu-button menu-close" aria-label="Close menu" />
        <nav id="site-menu" aria-label="Main" className="site-nav">
          <ul>
            <li>
              <NavLink to={LINKS[0]!.to}>{LINKS[0]!.label}</NavLink>
            </li>
            <li>
              <ChartsMenu />
            </li>
            {LINKS.slice(1).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            {member ? (
              MEMBER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label ?? member.firstName}</NavLink>
                </li>
              ))
            ) : (
              <li>
                <NavLink to="/login">Log in</NavLink>
              </li>
            )}
          </ul>
          {member ? (
            <Form method="post" action="/logout" reloadDocument>
              <button type="submit" className="button button-small button-plain">
                Log out
              </button>
            </Form>
          ) : (
            <Link to="/auth" className="button button-small">
              Sign up to save charts
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
