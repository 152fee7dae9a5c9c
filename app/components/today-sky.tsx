import { Link } from "react-router";
import type { Reading } from "~/domain/horoscope/types";
import { capFirst, ordinal } from "~/domain/horoscope/text";

function percent(fraction: number) {
  return `${Math.round(fraction * 100)}%`;
}

/** The sky facts behind a reading: Moon phase and sign, retrogrades, and the basis. */
export function TodaySky({ reading }: { reading: Reading }) {
  const moon = reading.sky.bodies.find((b) => b.name === "Moon");
  const retrograde = reading.sky.bodies.filter((b) => b.retrograde).map((b) => b.name);
  return (
    <aside className="today-sky" aria-labelledby="today-sky-heading">
      <h2 id="today-sky-heading">Today&apos;s sky</h2>
      <dl className="sky-facts">
        <div>
          <dt>Moon phase</dt>
          <dd data-sky="phase">
            {capFirst(reading.sky.moonPhase.name)}, {percent(reading.sky.moonPhase.illumination)}{" "}
            lit
          </dd>
        </div>
        {moon ? (
          <div>
            <dt>Moon sign</dt>
            <dd data-sky="moon">
              {moon.sign}, your {ordinal(moon.house)} house
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Retrograde</dt>
          <dd data-sky="retrograde">
            {retrograde.length ? retrograde.join(", ") : "No planet is retrograde"}
          </dd>
        </div>
      </dl>
      <p className="sky-calendar-link">
        <Link
          to={`/calendar/${reading.date.slice(0, 4)}/${reading.date.slice(5, 7)}#day-${reading.date}`}
        >
          This day in the sky calendar
        </Link>
      </p>
      <h3>What shaped this reading</h3>
      <ul className="basis" data-sky="basis">
        {reading.basis.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </aside>
  );
}
