// /rising-sign and /moon-sign: one calculator registered twice (app/routes.ts), each with its
// own words; the path says which.
import type { ReactNode } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/sign-calculator";
import { Yield } from "~/lib/render-yield";
import { BirthChoices, BirthForm } from "~/components/birth-form";
import { SignAnswer } from "~/components/sign-answer";
import { pageMeta } from "~/head/meta";
import { signCalculator } from "~/read/sign-calculator.server";
import type { RouteHandle } from "~/route-handle";

// The place search as you type, a script of our own (app/islands/place-search.ts, ADR 025).
export const handle: RouteHandle = { sitemap: true, scripts: ["place-search"] };

type Which = "rising" | "moon";

const CALCULATORS: Record<
  Which,
  {
    path: string;
    title: string;
    description: string;
    what: string;
    point: string;
    submit: string;
    lede: ReactNode;
    how: ReactNode;
  }
> = {
  rising: {
    path: "/rising-sign",
    title: "Rising sign calculator",
    description:
      "Find your rising sign (Ascendant) from your birth date, time and place, worked out from the real sky. No birth time? See every sign that rose that day, with the hours.",
    what: "rising sign",
    point: "Ascendant",
    submit: "Find my rising sign",
    lede: (
      <>
        Your rising sign, or Ascendant, is the sign that was coming up over the eastern horizon at
        the moment you were born. The whole zodiac rises in a day, a sign every two hours or so, so
        it takes your birth time and your birthplace to find it.
      </>
    ),
    how: (
      <>
        From your birthplace we take its latitude, longitude and time zone, and from the tz database
        the clock offset in force that day, summer time included. That gives the moment of birth in
        universal time, and from it the sidereal time over your birthplace: which part of the sky
        stood on the meridian. The Ascendant is the point of the zodiac where the ecliptic met the
        eastern horizon just then. Without a birth time we list every sign that rose that day and
        the local hours it held, so a rough time (&ldquo;after lunch&rdquo;) can still settle it.
      </>
    ),
  },
  moon: {
    path: "/moon-sign",
    title: "Moon sign calculator",
    description:
      "Find your Moon sign from your birth date, time and place, worked out from the real sky. No birth time? See whether the Moon changed sign that day, and when.",
    what: "Moon sign",
    point: "Moon",
    submit: "Find my Moon sign",
    lede: (
      <>
        Your Moon sign is the sign the Moon stood in when you were born. The Moon crosses a sign in
        two and a half days, so most people can find it from the date alone; on the days it changes
        sign, the birth time decides.
      </>
    ),
    how: (
      <>
        The birthplace gives the time zone, and the tz database the clock offset in force that day,
        so your birth time becomes universal time. We then compute where the Moon stood along the
        zodiac as seen from the Earth, with the same astronomy the rest of the site uses. Without a
        birth time we check the whole local day: if the Moon changed sign, we give the minute it
        did, so you can tell which side of it you were born.
      </>
    ),
  },
};

const whichFor = (pathname: string): Which => (pathname.startsWith("/moon") ? "moon" : "rising");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await signCalculator(
    url.searchParams,
    whichFor(url.pathname),
    (arg) => context.heavy("signDay", arg),
    (placed) => context.heavy("birthChart", placed),
  );
  return data(page, { status: page.kind === "form" && page.errors.length ? 400 : 200 });
}

export const meta: Route.MetaFunction = (args) => {
  const calculator = CALCULATORS[whichFor(args.location.pathname)];
  return pageMeta(args, calculator.title, calculator.description, {
    noindex: args.location.search !== "",
    query: args.location.search,
  });
};

export default function SignCalculator({ loaderData: page }: Route.ComponentProps) {
  const which = whichFor(useLocation().pathname);
  const calculator = CALCULATORS[which];
  // The Moon sign is known from a time; the rising sign only with one (the chart has no angles).
  const position =
    page.kind === "chart" && (which === "rising" || page.birth.chart.timeKnown)
      ? page.birth.chart.points.find((p) => p.name === calculator.point)
      : undefined;
  return (
    <section className="page narrow">
      <h1>{calculator.title}</h1>
      <p className="lede">{calculator.lede}</p>
      {page.kind === "chart" ? (
        <Yield>
          <SignAnswer what={calculator.what} position={position} day={page.day} form={page.form} />
        </Yield>
      ) : null}
      <BirthChoices page={page} path={calculator.path} />
      {/* The answer and the form render in tasks of their own (app/lib/render-yield.tsx). */}
      <Yield>
        <BirthForm
          form={page.form}
          errors={page.kind === "form" ? page.errors : []}
          action={calculator.path}
          submit={calculator.submit}
          houses={false}
          askName={false}
        />
      </Yield>
      <h2>How we work it out</h2>
      <p>{calculator.how}</p>
    </section>
  );
}
