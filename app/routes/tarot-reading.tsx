import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/tarot-reading";
import { TarotCardImage } from "~/components/tarot-card-image";
import { formatLong, toIso } from "~/domain/calendar-date";
import { cardImageUrl } from "~/domain/tarot/deck";
import { cardOfTheDay, readingUrl, readSpread } from "~/domain/tarot/draw";
import { checkQuestion, MAX_QUESTION } from "~/domain/tarot/question";
import { getSpread, isSpreadSlug, SPREADS, type SpreadSlug } from "~/domain/tarot/spreads";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";
import { dateInTimeZone } from "~/domain/time-zone";

export const handle: RouteHandle = { cache: "public", sitemap: true };

const SPREAD_LIST = SPREADS.map((s) => `${s.name} (${s.slug})`).join(", ");
const DEFAULT_SPREAD: SpreadSlug = "three-cards";

const SpreadParamSchema = z
  .array(z.string())
  .max(1, "Choose one spread.")
  .transform((values) => values[0]?.trim() ?? "")
  .pipe(z.string().min(1, `Choose a spread: ${SPREAD_LIST}.`))
  .transform((text, ctx) => {
    if (isSpreadSlug(text)) return text;
    const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
    ctx.addIssue({
      code: "custom",
      message: `"${shown}" is not one of our spreads. Choose one of: ${SPREAD_LIST}.`,
    });
    return z.NEVER;
  });

// A GET form cannot send an unticked checkbox, so reversed cards are a yes/no radio pair.
const ReversalsParamSchema = z
  .array(z.string())
  .max(1, "Say once whether to include reversed cards.")
  .transform((values) => values[0] ?? "on")
  .pipe(z.enum(["on", "off"], { error: 'Reversed cards can be "on" or "off".' }));

const QuestionParamSchema = z
  .array(z.string())
  .max(1, "Ask one question at a time.")
  .transform((values, ctx) => {
    const checked = checkQuestion(values[0]);
    if (checked.ok) return checked.text;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  });

const DrawQuerySchema = z.object({
  spread: SpreadParamSchema,
  reversals: ReversalsParamSchema,
  question: QuestionParamSchema,
});

function todaysCard() {
  const date = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
  const drawn = cardOfTheDay(toIso(date));
  const reading = { spread: getSpread("card-of-the-day")!, cards: [drawn] };
  return {
    date: formatLong(date),
    name: drawn.card.name,
    slug: drawn.card.slug,
    image: cardImageUrl(drawn.card),
    picture: drawn.card.picture,
    reversed: drawn.reversed,
    url: readingUrl(reading),
  };
}

// The form is a plain GET to this page, so it works without JavaScript: a good choice draws
// on the server and redirects to the reading's shareable address; a bad one shows the reason.
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reversalsParam = params.get("reversals");
  const page = {
    spreads: SPREADS.map((s) => ({
      slug: s.slug,
      name: s.name,
      description: s.description,
      count: s.positions.length,
    })),
    daily: todaysCard(),
    chosen: DEFAULT_SPREAD as string,
    reversals: reversalsParam === "off" ? "off" : "on",
    error: undefined as string | undefined,
    question: "",
  };
  if (!params.has("spread")) return page;
  const parsed = DrawQuerySchema.safeParse({
    spread: params.getAll("spread"),
    reversals: params.getAll("reversals"),
    question: params.getAll("question"),
  });
  if (parsed.success) {
    const spread = getSpread(parsed.data.spread)!;
    const today = toIso(dateInTimeZone(new Date(), env().SITE_TIME_ZONE));
    const reading = readSpread(spread, { reversals: parsed.data.reversals === "on" }, today);
    const { question } = parsed.data;
    const to = question
      ? `${readingUrl(reading)}?${new URLSearchParams({ question })}`
      : readingUrl(reading);
    // Every submission is a new draw, so nothing on the way may keep this answer.
    throw redirect(to, { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  // A question that passed is shown again with the reason; an oversized one is not.
  const asked = checkQuestion(params.getAll("question")[0]);
  const spread = params.getAll("spread");
  return data(
    {
      ...page,
      chosen: spread.length === 1 && isSpreadSlug(spread[0]!) ? spread[0]! : DEFAULT_SPREAD,
      error: parsed.error.issues.map((issue) => issue.message).join(" "),
      question: params.getAll("question").length === 1 && asked.ok ? (asked.text ?? "") : "",
    },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Draw a tarot reading",
    "Choose a tarot spread, from one card to the Celtic Cross, and draw a reading with a shareable link. See today's card of the day.",
  );

export default function TarotReading({ loaderData }: Route.ComponentProps) {
  const { spreads, daily, chosen, reversals, error, question } = loaderData;
  return (
    <section className="page">
      <h1>Draw a tarot reading</h1>
      <p className="lede">
        Ask a question or hold one in mind, choose a spread and draw. Each card is dealt at random
        from the full deck of 78, and every reading gets its own address to keep or share.
      </p>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reading-start">
        {/* Keyed by the choices, so a second bad submission resets the radios. */}
        <Form
          method="get"
          action="/tarot/reading"
          className="reading-form"
          key={`${chosen}-${reversals}-${question}`}
        >
          <div className="question-field">
            <label htmlFor="question">Your question (optional)</label>
            <input
              type="text"
              id="question"
              name="question"
              maxLength={MAX_QUESTION}
              autoComplete="off"
              defaultValue={question}
              aria-describedby="question-about"
            />
            <p id="question-about" className="field-hint">
              Up to {MAX_QUESTION} characters. The reading as a whole answers it; it stays in your
              reading's address only, and is never stored or logged. The share link leaves it out.
            </p>
          </div>
          <fieldset className="choice-group">
            <legend>Choose a spread</legend>
            {spreads.map((spread) => (
              <div className="choice" key={spread.slug}>
                <input
                  type="radio"
                  id={`spread-${spread.slug}`}
                  name="spread"
                  value={spread.slug}
                  defaultChecked={spread.slug === chosen}
                  aria-describedby={`spread-${spread.slug}-about`}
                />
                <label htmlFor={`spread-${spread.slug}`}>
                  {spread.name}{" "}
                  <span className="choice-note">
                    {spread.count} {spread.count === 1 ? "card" : "cards"}
                  </span>
                </label>
                <p id={`spread-${spread.slug}-about`} className="choice-about">
                  {spread.description}
                  {spread.slug === "card-of-the-day" ? " It is the card shown on this page." : null}
                </p>
              </div>
            ))}
          </fieldset>
          <fieldset className="choice-group">
            <legend>Reversed cards</legend>
            <div className="choice">
              <input
                type="radio"
                id="reversals-on"
                name="reversals"
                value="on"
                defaultChecked={reversals === "on"}
              />
              <label htmlFor="reversals-on">Include reversed cards</label>
            </div>
            <div className="choice">
              <input
                type="radio"
                id="reversals-off"
                name="reversals"
                value="off"
                defaultChecked={reversals === "off"}
              />
              <label htmlFor="reversals-off">Upright cards only</label>
            </div>
          </fieldset>
          <button type="submit" className="button">
            Draw
          </button>
        </Form>
        <aside className="daily-card" aria-labelledby="daily-card-heading">
          <h2 id="daily-card-heading">Card of the day</h2>
          <p className="muted">{daily.date}. Everyone who visits today sees the same card.</p>
          <TarotCardImage
            image={daily.image}
            alt={daily.picture}
            width={160}
            reversed={daily.reversed}
          />
          <p className="daily-card-name">
            <strong>{daily.name}</strong>
            {daily.reversed ? ", reversed" : null}
          </p>
          <p>
            <Link to={daily.url}>Read today's card</Link>
            <br />
            <Link to={`/tarot/cards/${daily.slug}`}>All about {daily.name}</Link>
          </p>
        </aside>
      </div>
    </section>
  );
}
