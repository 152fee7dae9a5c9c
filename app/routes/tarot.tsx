import { Link } from "react-router";
import type { Route } from "./+types/tarot";
import { TarotCardImage } from "~/components/tarot-card-image";
import { Tabs } from "~/components/tabs";
import { cardImageUrl, MAJOR, minorsBySuit, SUITS, type Card } from "~/domain/tarot/deck";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

// Only what the grid shows goes to the browser, not the whole deck's text.
function summary(card: Card) {
  return { slug: card.slug, name: card.name, image: cardImageUrl(card), picture: card.picture };
}

type CardSummary = ReturnType<typeof summary>;

export function loader() {
  return {
    major: MAJOR.map(summary),
    suits: SUITS.map((suit) => ({
      suit,
      title: `${suit[0]!.toUpperCase()}${suit.slice(1)}`,
      cards: minorsBySuit[suit].map(summary),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Tarot card reading",
    "Browse all 78 tarot cards with our own art and meanings, and draw a reading in a classic spread.",
  );

function CardGrid({ cards, eagerCount = 0 }: { cards: CardSummary[]; eagerCount?: number }) {
  return (
    <ul className="tarot-grid">
      {cards.map((card, index) => (
        <li key={card.slug}>
          <Link to={`/tarot/cards/${card.slug}`} className="tarot-tile">
            <TarotCardImage image={card.image} alt={card.picture} eager={index < eagerCount} />
            <span className="tarot-caption">{card.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Tarot({ loaderData }: Route.ComponentProps) {
  const { major, suits } = loaderData;
  return (
    <section className="page">
      <h1>Tarot card reading</h1>
      <p className="lede">
        The whole deck of {major.length + suits.reduce((n, s) => n + s.cards.length, 0)} cards, each
        with our own art. Open a card for its meanings, or{" "}
        <Link to="/tarot/reading">draw a reading</Link>.
      </p>
      <Tabs
        label="Tarot cards"
        items={[
          {
            id: "major",
            label: "Major Arcana",
            panel: <CardGrid cards={major} eagerCount={4} />,
          },
          {
            id: "minor",
            label: "Minor Arcana",
            panel: suits.map((group) => (
              <section key={group.suit} aria-labelledby={`suit-${group.suit}`}>
                <h2 id={`suit-${group.suit}`}>{group.title}</h2>
                <CardGrid cards={group.cards} />
              </section>
            )),
          },
        ]}
      />
    </section>
  );
}
