import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useContext } from "react";
import islandUrls from "virtual:islands";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { PALETTE } from "~/domain/palette";
import { usePageScripts } from "~/hooks/use-page-scripts";
import { handleOf } from "~/route-handle";
import { env } from "~/lib/env.server";
import { retryAfterHeaders } from "~/input/forms";
import { errorMeta } from "~/head/meta";
import { NonceContext } from "~/lib/nonce";
import { OUTAGE_MESSAGES, OutageContext } from "~/lib/outage";
import { outageOf } from "~/lib/outage.server";
import { readSession, type SessionRead } from "~/members/sessions.server";
import displayFont from "@fontsource/marcellus/files/marcellus-latin-400-normal.woff2?url";
import proseFont from "@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2?url";

// The stylesheet is not linked: the server writes it into each page's <head> (inlineStylesheet in
// entry.server.tsx), so the first paint waits for no request but the page's own.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page's first heading is set in it; see the @font-face in app.css.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The book face's preload, for the pages that set words in it within a phone's first screen
 * (all but those whose handle says `proseBelowFold`).
 */
function ProseFontPreload() {
  const below = useMatches().some((match) => handleOf(match).proseBelowFold === true);
  if (below) return null;
  return (
    <link rel="preload" href={proseFont} as="font" type="font/woff2" crossOrigin="anonymous" />
  );
}

export const headers = retryAfterHeaders;

/** The member, or while the database is away none: a page that needs no database still shows. */
async function sessionOrOutage(request: Request): Promise<SessionRead & { away?: boolean }> {
  try {
    return await readSession(request);
  } catch (error) {
    if (!outageOf(error)) throw error;
    return { member: null, away: true };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  // Visitors without a session cookie never wait for the database.
  const { member, clearCookie, away } = await sessionOrOutage(request);
  return data(
    {
      contactEmail: env().CONTACT_EMAIL,
      // Meta functions also run in the browser, where the environment is out of reach.
      siteUrl: env().SITE_URL,
      member: member ? { firstName: member.firstName, zodiacSign: member.zodiacSign } : null,
      accountsAway: away === true,
    },
    clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(NonceContext);
  // An outage's error page is whole as it is, and its words are the server's alone.
  const outage = useContext(OutageContext);
  // No page loads React's client (ADR 025): React renders on the server only, so there is no
  // <Scripts />, no modulepreload and no hydration data. A page loads only the scripts of our
  // own its route names (`scripts` in its handle), each enhancing markup that works without it.
  const named = usePageScripts();
  const scripts = outage ? [] : named;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={PALETTE.bg} />
        <Meta />
        {/* Stylesheets need no nonce; an empty one keeps the server's and the browser's markup equal. */}
        <Links nonce="" />
        <ProseFontPreload />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader member={root?.member ?? null} />
        {root?.accountsAway ? (
          <p className="outage-notice" role="status">
            Your account cannot be reached just now, so you are seeing this page as a visitor.
            Everything else works; please try again in a few seconds.
          </p>
        ) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter contactEmail={root?.contactEmail} />
        {scripts.map((name) => (
          // Low: the page is whole without it, so it must not take bandwidth from the stylesheet
          // and the fonts the first paint waits for.
          <script
            key={name}
            type="module"
            src={islandUrls[name]}
            nonce={nonce || undefined}
            fetchPriority="low"
          />
        ))}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return errorMeta(
    notFound ? "Page not found" : "Something went wrong",
    notFound ? "There is no page at this address." : "Starcast could not show this page.",
  );
}

/** An error page's frame: its status, a heading, what to say, and the way home. */
function ErrorPage({
  code,
  title,
  children,
  actions,
}: {
  code: number;
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <section className="page narrow error-page">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      {children}
      <p className={actions ? "error-actions" : undefined}>
        <a className="button" href="/">
          Back to the home page
        </a>
        {actions}
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const outage = useContext(OutageContext);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const choose = (
      <>
        {" "}
        <a href="/horoscopes">Choose your sign</a>
      </>
    );
    return (
      <ErrorPage code={404} title="This page is lost among the stars" actions={choose}>
        <p>
          There is nothing at this address. It may have moved, or the link may have a typo in it.
        </p>
      </ErrorPage>
    );
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return (
      <ErrorPage code={error.status} title="We could not read that request">
        <p>
          {typeof error.data === "string" ? error.data : "Something in the address is not right."}
        </p>
      </ErrorPage>
    );
  }
  if (outage) {
    const title = outage.kind === "storage" ? "Starcast is out of space" : "Back in a moment";
    return (
      <ErrorPage code={503} title={title}>
        <p>{OUTAGE_MESSAGES[outage.kind]}</p>
      </ErrorPage>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage code={status} title="Something went wrong">
      <p>
        Starcast could not show this page just now. Please try again in a moment; if it keeps
        happening, tell us through the contact link below.
      </p>
      {stack ? <pre className="stack">{stack}</pre> : null}
    </ErrorPage>
  );
}
