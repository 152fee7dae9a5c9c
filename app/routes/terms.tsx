import type { Route } from "./+types/terms";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Terms of Use", "The terms for using Starcast, its readings and its API.");

export default function Terms() {
  return (
    <article className="page narrow prose">
      <h1>Terms of Use</h1>
      <p>By using Starcast you agree to these terms. They are short on purpose.</p>
      <h2>Entertainment and reflection</h2>
      <p>
        Horoscopes, tarot readings and compatibility scores are offered for entertainment and
        personal reflection. They are not medical, legal, financial or psychological advice; for
        decisions in those areas please talk to a qualified person.
      </p>
      <h2>Using the site and the API</h2>
      <p>
        You may read, link to and share any page. You may call the public JSON API for your own
        projects, as long as you do not overload it; we may slow down or block traffic that
        threatens the service for everyone else.
      </p>
      <h2>Accounts</h2>
      <p>
        You are responsible for keeping your password to yourself. You can delete your account and
        its data at any time, from your account page.
      </p>
      <h2>No warranty</h2>
      <p>
        Starcast is provided as it is, without warranty of any kind. We do our best to keep it
        running and correct, but we cannot promise it will always be available.
      </p>
      <h2>Changes</h2>
      <p>If these terms change, the new version will be published on this page.</p>
    </article>
  );
}
