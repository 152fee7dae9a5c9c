import type { CSSProperties } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/tarot-reading-result";
import { ShareField } from "~/components/share-field";
import { formatLong, toIso } from "~/domain/calendar-date";
import { CARD_BACK_URL, cardImageUrl } from "~/domain/tarot/deck";
import { cardOfTheDay, decodeReading, readingUrl } from "~/domain/tarot/draw";
import { readPositions } from "~/domain/tarot/interpret";
import { checkQuestion } from "~/domain/tarot/question";
import { synthesise } from "~/domain/tarot/synthesis";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/head/meta";
import { cardImage } from "~/head/share-image";
import { dateInTimeZone } from "~/domain/time-zone";

// Positions sit on a grid of card slots in steps of a quarter slot; the page's CSS grid
// uses quarter-slot tracks, with a flexible track either side to centre the spread.
const STEPS = 4;

// A question rides in the address's query (never in the code, so the share address leaves it
// out); such a page is the visitor's own, and no cache on the way may keep it.
export const headers = () => ({ "Cache-Control": "private, no-store" });

function readQuestion(request: Request): string | undefined {
  const asked = new URL(request.url).searchParams.getAll("question");
  if (asked.length > 1) throw data("Ask one question at a time.", { status: 400 });
  const checked = checkQuestion(asked[0]);
  if (!checked.ok) throw data(checked.message, { status: 400 });
  return checked.text;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const reading = decodeReading(params.spread, params.code);
  if (!reading) throw data("There is no reading at this address.", { status: 404 });
  const question = readQuestion(request);
  const readings = readPositions(reading);
  const { spread, cards } = reading;
  const across = Math.max(...spread.positions.map((p) => p.x)) + 1;
  const down = Math.max(...spread.positions.map((p) => p.y)) + 1;
  const path = readingUrl(reading);
  // A card-of-the-day link opened on its own day says so; on other days it is a plain reading.
  const today = dateInTimeZone(new Date(), env().SITE_TIME_ZONE);
  const daily = cardOfTheDay(toIso(today));
  const isToday =
    spread.slug === "card-of-the-day" &&
    cards[0]!.card.index === daily.card.index &&
    cards[0]!.reversed === daily.reversed;
  return {
    spread: { slug: spread.slug, name: spread.name, description: spread.description },
    cards: cards.map(({ card, reversed, position }, i) => ({
      position: {
        name: position.name,
        meaning: position.meaning,
        column: position.x * STEPS + 2,
        row: position.y * STEPS + 1,
        crossed: position.crossed ?? false,
      },
      card: { slug: card.slug, name: card.name, image: cardImageUrl(card), picture: card.picture },
      reversed,
      keywords: reversed ? card.keywords.reversed : card.keywords.upright,
      reading: readings[i]!.text,
      meaning: reversed ? card.reversed : card.upright,
      textRow: down * STEPS + i + 1,
    })),
    columns: across * STEPS,
    rows: down * STEPS,
    back: CARD_BACK_URL,
    shareUrl: `${env().SITE_URL}${path}`,
    synthesis: synthesise(reading, question),
    question: question ?? null,
    dailyDate: isToday ? formatLong(today) : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { spread, cards } = args.loaderData;
  const drawn = cards.map((c) => `${c.card.name}${c.reversed ? " (reversed)" : ""}`).join(", ");
  // Every draw has its own address; they are for sharing, not for search results. A shared
  // link shows the first card turned over.
  return pageMeta(
    args,
    `${spread.name} tarot reading`,
    `A ${spread.name} tarot reading: ${drawn}.`,
    { noindex: true, image: cardImage(cards[0]!.card) },
  );
};

export default function TarotReadingResult({ loaderData }: Route.ComponentProps) {
  const { spread, cards, columns, rows, back, shareUrl, dailyDate, synthesis, question } =
    loaderData;
  const again = new URLSearchParams({ spread: spread.slug });
  if (question) again.set("question", question);
  const layout = { "--columns": columns, "--rows": rows } as CSSProperties;
  return (
    <section className="page reading-page">
      <h1>{spread.name} reading</h1>
      <p className="lede">
        {dailyDate ? `The card of the day for ${dailyDate}. ` : null}
        {spread.description}
      </p>
      <div className="reading-spread">
        <ol className="reading-cards" style={layout}>
          {cards.map(({ position, card, reversed, keywords, reading, meaning, textRow }, i) => {
            const place = {
              "--column": position.column,
              "--row": position.row,
              "--text-row": textRow,
              "--turn": i,
            } as CSSProperties;
            return (
              <li
                key={card.slug}
                className={position.crossed ? "reading-card crossed" : "reading-card"}
                style={place}
                data-card={card.slug}
                data-reversed={reversed}
              >
                <div className="reading-card-place">
                  <span className="reading-card-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div className="flip">
                    <img className="flip-back" src={back} alt="" width={200} height={340} />
                    <img
                      className={
                        reversed ? "flip-face tarot-image reversed" : "flip-face tarot-image"
                      }
                      src={card.image}
                      alt={card.picture}
                      width={200}
                      height={340}
                    />
                  </div>
                </div>
                <div className="reading-card-text">
                  <h2>
                    {i + 1}. {position.name}
                  </h2>
                  <p className="muted">
                    {position.meaning}
                    {position.crossed ? " Laid across the card before it." : null}
                  </p>
                  <p className="reading-card-name">
                    <Link to={`/tarot/cards/${card.slug}`}>{card.name}</Link>
                    {reversed ? (
                      <>
                        {" "}
                        <span className="reversed-tag">reversed</span>
                      </>
                    ) : null}
                  </p>
                  <p className="reading-card-keywords">{keywords.join(" · ")}</p>
                  <p className="reading-card-reading">{reading}</p>
                  {/* The card's general meaning, in no position's tense: kept apart and folded. */}
                  <details className="reading-card-general">
                    <summary>The card in general</summary>
                    <p>{meaning}</p>
                  </details>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <section className="reading-whole" aria-labelledby="reading-whole-heading">
        <h2 id="reading-whole-heading">The reading as a whole</h2>
        {synthesis.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {question ? (
          <p className="muted">Your question shapes this page only: it is not kept or logged.</p>
        ) : null}
      </section>
      <div className="reading-actions">
        <ShareField url={shareUrl} />
        <p className="reading-links">
          <Link to={`/tarot/reading?${again}`} className="button">
            Draw again
          </Link>
          <Link to="/tarot/reading">Choose another spread</Link>
        </p>
      </div>
    </section>
  );
}
