import { data, Link } from "react-router";
import type { Route } from "./+types/tarot-card";
import { FactList } from "~/components/fact-list";
import { TarotCardImage } from "~/components/tarot-card-image";
import { type Card, cardImageUrl, getCard, neighbours } from "~/domain/tarot/deck";
import { breadcrumbLd, cardLd } from "~/head/json-ld";
import { pageMeta } from "~/head/meta";
import { cardImage } from "~/head/share-image";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = {
  cache: "public",
  cacheParams: { slug: /^[a-z-]+$/ },
  proseBelowFold: true,
};

function capitalise(word: string): string {
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

function link(card: Card | null) {
  return card ? { slug: card.slug, name: card.name } : null;
}

export function loader({ params }: Route.LoaderArgs) {
  const card = getCard(params.slug);
  if (!card) throw data("Unknown tarot card", { status: 404 });
  const { previous, next } = neighbours(card);
  // Facts as label and value, so the page does not need to know majors from minors.
  const facts: [string, string][] = [
    ["Arcana", card.arcana === "major" ? "Major Arcana" : "Minor Arcana"],
    ...(card.numeral ? [["Number", card.numeral] as [string, string]] : []),
    ...(card.suit ? [["Suit", capitalise(card.suit)] as [string, string]] : []),
    ["Element", capitalise(card.element)],
    // The Fool, the Hanged Man and Judgement are given to an element: said once, as the element.
    ...(card.astrology && card.astrology.toLowerCase() !== card.element
      ? [["Astrology", card.astrology] as [string, string]]
      : []),
  ];
  return {
    card: {
      slug: card.slug,
      name: card.name,
      image: cardImageUrl(card),
      picture: card.picture,
      keywords: card.keywords,
      upright: card.upright,
      reversed: card.reversed,
    },
    facts,
    previous: link(previous),
    next: link(next),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { card } = args.loaderData;
  const image = cardImage(card);
  const path = `/tarot/cards/${card.slug}`;
  const description = `${card.name} upright (${card.keywords.upright.join(", ")}) and reversed (${card.keywords.reversed.join(", ")}): what the card means, in our own words and art.`;
  return pageMeta(args, `${card.name} tarot card meaning`, description, {
    image,
    jsonLd: (url) => [
      cardLd(url, { name: card.name, description, path, image: image.path }),
      breadcrumbLd(url, [
        ["Home", "/"],
        ["Tarot", "/tarot"],
        [card.name, path],
      ]),
    ],
  });
};

export default function TarotCard({ loaderData }: Route.ComponentProps) {
  const { card, facts, previous, next } = loaderData;
  return (
    <article className="page tarot-card-page">
      <p className="tarot-back">
        <Link to="/tarot">All 78 tarot cards</Link>
      </p>
      <div className="tarot-card-hero">
        <TarotCardImage image={card.image} alt={card.picture} width={300} first />
        <div className="tarot-card-summary">
          <h1>{card.name}</h1>
          <FactList facts={facts} className="tarot-facts" />
          <h2>Keywords</h2>
          <dl className="tarot-keywords">
            <div>
              <dt>Upright</dt>
              <dd>{card.keywords.upright.join(", ")}</dd>
            </div>
            <div>
              <dt>Reversed</dt>
              <dd>{card.keywords.reversed.join(", ")}</dd>
            </div>
          </dl>
          <p>
            <Link to="/tarot/reading" className="button">
              Draw a reading
            </Link>
          </p>
        </div>
      </div>
      <section aria-labelledby="upright-meaning" className="tarot-meaning">
        <h2 id="upright-meaning">Upright meaning</h2>
        <p>{card.upright}</p>
      </section>
      <section aria-labelledby="reversed-meaning" className="tarot-meaning">
        <h2 id="reversed-meaning">Reversed meaning</h2>
        <p>{card.reversed}</p>
      </section>
      <nav aria-label="Other cards" className="tarot-card-nav">
        {previous ? (
          <Link to={`/tarot/cards/${previous.slug}`} rel="prev">
            <span aria-hidden="true">← </span>Previous card: {previous.name}
          </Link>
        ) : null}
        <Link to="/tarot">All cards</Link>
        {next ? (
          <Link to={`/tarot/cards/${next.slug}`} rel="next">
            Next card: {next.name}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
