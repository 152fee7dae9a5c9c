import { data } from "react-router";
import type { Route } from "./+types/moon-sign";
import { BirthChoices, BirthForm } from "~/components/birth-form";
import { SignAnswer } from "~/components/sign-answer";
import { pageMeta } from "~/lib/meta";
import { signCalculator } from "~/lib/sign-calculator.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await signCalculator(new URL(request.url).searchParams, "moon", (arg) =>
    context.heavy("signDay", arg),
  );
  return data(page, { status: page.kind === "form" && page.errors.length ? 400 : 200 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Moon sign calculator",
    "Find your Moon sign from your birth date, time and place, worked out from the real sky. No birth time? See whether the Moon changed sign that day, and when.",
    { noindex: args.location.search !== "", query: args.location.search },
  );

export default function MoonSign({ loaderData: page }: Route.ComponentProps) {
  const moon =
    page.kind === "chart" && page.birth.chart.timeKnown
      ? page.birth.chart.points.find((p) => p.name === "Moon")
      : undefined;
  return (
    <section className="page narrow">
      <h1>Moon sign calculator</h1>
      <p className="lede">
        Your Moon sign is the sign the Moon stood in when you were born. The Moon crosses a sign in
        two and a half days, so most people can find it from the date alone; on the days it changes
        sign, the birth time decides.
      </p>
      {page.kind === "chart" ? (
        <SignAnswer what="Moon sign" position={moon} day={page.day} form={page.form} />
      ) : null}
      <BirthChoices page={page} path="/moon-sign" />
      <BirthForm
        form={page.form}
        errors={page.kind === "form" ? page.errors : []}
        action="/moon-sign"
        submit="Find my Moon sign"
        houses={false}
        askName={false}
      />
      <h2>How we work it out</h2>
      <p>
        The birthplace gives the time zone, and the tz database the clock offset in force that day,
        so your birth time becomes universal time. We then compute where the Moon stood along the
        zodiac as seen from the Earth, with the same astronomy the rest of the site uses. Without a
        birth time we check the whole local day: if the Moon changed sign, we give the minute it
        did, so you can tell which side of it you were born.
      </p>
    </section>
  );
}
