// The home page's sky of the day: its hero Moon drawn in today's phase over the night-sky
// picture, and a line of today's Moon and headline aspect under the hero.
import { Link } from "react-router";
import { litPath, MoonPhase } from "~/components/moon-phase";
import { capFirst } from "~/domain/horoscope/text";
import { ART_COLOURS, PALETTE } from "~/domain/palette";

/** What app/routes/home-sky.server.ts reads of the day's sky for the home page. */
export interface Sky {
  phase: string;
  /** Moon minus Sun, degrees 0-360: what the drawings' lit part is made from. */
  phaseAngle: number;
  illumination: number;
  moonSign: string;
  moonDegree: number;
  /** "Venus trine Mars", the day's heaviest exact aspect, else its tightest at noon. */
  aspect: { words: string; exactAt?: string; orb?: number } | null;
}

// Where scripts/draw-night-sky.js puts the Moon's disc in public/images/night-sky.svg's
// 1600x560 box (Cancer); the picture draws the dark disc and its glow, this the lit part.
const DISC = { x: 827.5, y: 157.7, r: 32 };

/**
 * The lit part over the picture, in a box of the picture's own and cut as the picture is
 * (app.css: object-fit cover, pinned bottom right, is xMaxYMax slice), so it lands on the disc.
 */
export function HeroMoon({ phaseAngle }: { phaseAngle: number }) {
  return (
    <svg
      className="hero-moon"
      viewBox="0 0 1600 560"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
    >
      <path
        d={litPath(phaseAngle, DISC)}
        fill={ART_COLOURS.pale}
        stroke={PALETTE.gold}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "2%", or "under 1%" by a new Moon. */
const lit = (fraction: number) =>
  fraction < 0.005 ? "under 1%" : `${Math.round(fraction * 100)}%`;

export function HomeSkyLine({ sky, date }: { sky: Sky; date: string }) {
  const { aspect } = sky;
  return (
    <section className="page home-sky" aria-labelledby="home-sky">
      <h2 id="home-sky">Today&apos;s sky</h2>
      <div className="home-sky-facts">
        <MoonPhase phaseAngle={sky.phaseAngle} size={48} />
        <p>
          <strong data-sky="phase">
            {capFirst(sky.phase)} Moon, {lit(sky.illumination)} lit
          </strong>
          , in <span data-sky="moon">{sky.moonSign}</span> at {sky.moonDegree}°.
          {aspect ? (
            <>
              {" "}
              The day&apos;s aspect: <strong data-sky="aspect">{aspect.words}</strong>
              {aspect.exactAt ? `, exact at ${aspect.exactAt}` : `, ${aspect.orb}° from exact`}.
            </>
          ) : null}{" "}
          <Link to={`/calendar/${date.slice(0, 4)}/${date.slice(5, 7)}#day-${date}`}>
            Today in the sky calendar
          </Link>
        </p>
      </div>
    </section>
  );
}
