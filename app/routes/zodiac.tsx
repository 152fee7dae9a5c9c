import { Form } from "react-router";
import type { Route } from "./+types/zodiac";
import { SignSelect } from "~/components/sign-select";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Zodiac compatibility", "Check the compatibility of any two zodiac signs, with the reasons for the score.");

export default function Zodiac() {
  return (
    <section className="page">
      <h1>Zodiac compatibility</h1>
      <p className="lede">Choose two signs to see how well they get along.</p>
      <Form method="get" action="/zodiac" className="compat-form">
        <SignSelect label="First sign" name="first" initial="aries" />
        <span className="compat-and" aria-hidden="true">
          &amp;
        </span>
        <SignSelect label="Second sign" name="second" initial="leo" />
        <button type="submit" className="button">
          Submit
        </button>
      </Form>
    </section>
  );
}
