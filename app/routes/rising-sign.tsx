import { data } from "react-router";
import type { Route } from "./+types/rising-sign";
import { BirthChoices, BirthForm } from "~/components/birth-form";
import { SignAnswer } from "~/components/sign-answer";
import { pageMeta } from "~/lib/meta";
import { signCalculator } from "~/lib/sign-calculator.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await signCalculator(new URL(request.url).searchParams, "rising", (arg) =>
    context.heavy("signDay", arg),
  );
  return data(page, { status: page.kind === "form" && page.errors.length ? 400 : 200 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Rising sign calculator",
    "Find your rising sign (Ascendant) from your birth date, time and place, worked out from the real sky. No birth time? See every sign that rose that day, with the hours.",
    { noindex: args.location.search !== "", query: args.location.search },
  );

export default function RisingSign({ loaderData: page }: Route.ComponentProps) {
  const rising =
    page.kind === "chart" ? page.birth.chart.points.find((p) => p.name === "Ascendant") : undefined;
  return (
    <section className="page narrow">
      <h1>Rising sign calculator</h1>
      <p className="lede">
        Your rising sign, or Ascendant, is the sign that was coming up over the eastern horizon at
        the moment you were born. The whole zodiac rises in a day, a sign every two hours or so, so
        it takes your birth time and your birthplace to find it.
      </p>
      {page.kind === "chart" ? (
        <SignAnswer what="rising sign" position={rising} day={page.day} form={page.form} />
      ) : null}
      <BirthChoices page={page} path="/rising-sign" />
      <BirthForm
        form={page.form}
        errors={page.kind === "form" ? page.errors : []}
        action="/rising-sign"
        submit="Find my rising sign"
        houses={false}
        askName={false}
      />
      <h2>How we work it out</h2>
      <p>
        From your birthplace we take its latitude, longitude and time zone, and from the tz database
        the clock offset in force that day, summer time included. That gives the moment of birth in
        universal time, and from it the sidereal time over your birthplace: which part of the sky
        stood on the meridian. The Ascendant is the point of the zodiac where the ecliptic met the
        eastern horizon just then. Without a birth time we list every sign that rose that day and
        the local hours it held, so a rough time (&ldquo;after lunch&rdquo;) can still settle it.
      </p>
    </section>
  );
}
