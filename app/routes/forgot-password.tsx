import { Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot your password?", "How to reset a Starcast password.");

export default function ForgotPassword() {
  return (
    <section className="page narrow">
      <h1>Forgot your password?</h1>
      <p>
        Starcast accounts are coming soon. Once they open, this page will send a single-use reset
        link to your email address.
      </p>
      <p>
        Until then every reading is free without an account: <Link to="/horoscopes">choose your sign</Link>.
      </p>
    </section>
  );
}
