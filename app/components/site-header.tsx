import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";

const LINKS = [
  { to: "/horoscopes", label: "Horoscopes" },
  { to: "/chart", label: "Birth chart" },
  { to: "/tarot", label: "Tarot" },
  { to: "/zodiac", label: "Zodiac" },
  { to: "/about", label: "About" },
];

// A member's own pages; the account link reads the member's first name.
const MEMBER_LINKS: { to: string; label?: string }[] = [
  { to: "/today", label: "Your day" },
  { to: "/forecast", label: "Your year" },
  { to: "/account" },
];

export interface HeaderMember {
  firstName: string;
}

export function SiteHeader({ member }: { member: HeaderMember | null }) {
  // The menu remembers the page it was opened on, so any navigation closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header" id="menu">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ✦
          </span>
          Starcast
        </Link>
        {hydrated ? (
          <button
            ref={button}
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen(!open)}
          >
            <span className="menu-icon" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
        ) : (
          // Without JavaScript the menu opens when the header is the page's target (#menu, at the
          // top, so the logo stays in view), and "#" closes it again (app.css).
          <>
            <a href="#menu" className="menu-button menu-open">
              <span className="menu-icon" aria-hidden="true" />
              <span className="visually-hidden">Menu</span>
            </a>
            <a href="#" className="menu-button menu-close" aria-label="Close menu" />
          </>
        )}
        <nav id="site-menu" aria-label="Main" className={open ? "site-nav open" : "site-nav"}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {member ? (
              MEMBER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={() => setOpen(false)}>
                    {link.label ?? member.firstName}
                  </NavLink>
                </li>
              ))
            ) : (
              <li>
                <NavLink to="/login" onClick={() => setOpen(false)}>
                  Log in
                </NavLink>
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
            <Link to="/auth" className="button button-small" onClick={() => setOpen(false)}>
              Try for free
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
