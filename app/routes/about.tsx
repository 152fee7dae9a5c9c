import { Link } from "react-router";
import type { Route } from "./+types/about";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "About",
    "What Starcast is, how its readings are computed from the real positions of the Sun, Moon and planets, and why it tracks nobody.",
  );

export default function About() {
  return (
    <article className="page narrow prose">
      <h1>About Starcast</h1>
      <p>
        Starcast is a free astrology site: daily, weekly and monthly horoscopes for the twelve
        signs, birth charts, a sky calendar, a full tarot deck and a compatibility reading for any
        two signs. It is built in the open by a small team who wanted a horoscope site that shows
        its working.
      </p>

      <h2>How a daily reading is made</h2>
      <p>
        Most horoscope pages are written in advance, or copied from somewhere else. Ours are
        computed. For each date, Starcast calculates where the Sun, the Moon and the eight planets
        from Mercury to Pluto stand along the zodiac at noon, Coordinated Universal Time, using an
        astronomical library that models their orbits. From those positions it works out the
        Moon&apos;s phase, which planets appear to move backwards (retrograde), which ones change
        sign that day, and the angles between them that astrologers call aspects.
      </p>
      <p>
        Each sign then reads that sky from its own point of view. We use whole-sign solar houses:
        your sign is your first house, the next sign your second, and so on around the circle, so a
        Moon in Virgo falls in the sixth house for Aries and the twelfth for Libra. The houses a
        planet visits, the tightest aspects of the day and your ruling planet decide which themes
        come up in the general, love, career, health and money parts of the reading. The facts used
        are listed beside each reading.
      </p>
      <p>
        Astrology is a way of reflecting on your day, not a science of prediction. The positions are
        real astronomy; what they mean is a tradition we write about with care and with a light
        touch.
      </p>

      <h2>Charts from your own birth</h2>
      <p>
        Give a date, time and place of birth and <Link to="/chart">the birth chart</Link> draws the
        sky of that moment: the planets in their signs and houses, your rising sign and the aspects
        between them, with a reading of each. The time is turned into the clock of the day, from the
        birthplace&apos;s own history of time zones and summer time. The same sky underlies{" "}
        <Link to="/synastry">synastry</Link>, which lays two charts on one wheel, and{" "}
        <Link to="/forecast">your year ahead</Link>, which follows the slow planets across your
        chart for twelve months.
      </p>

      <h2>The sky calendar</h2>
      <p>
        <Link to="/calendar">The calendar</Link> shows each month&apos;s Moon phases, the planets
        changing sign and turning retrograde, and eclipses, computed the same way; the{" "}
        <Link to="/calendar/retrogrades/2026">retrograde tables</Link> list every planet&apos;s
        backward spells for a year.
      </p>

      <h2>Accounts, and what is stored</h2>
      <p>
        You need no account to read anything here. An account keeps your sign, so your own reading
        comes first, and lets you save charts: yours, read for <Link to="/today">your day</Link>,
        and those of people close to you. For that we store your name, sign, email address, a hashed
        password and the charts you save, with their birth details, because a chart cannot be drawn
        again without them. A chart you only cast is not stored: its details live in the page&apos;s
        address. The newsletter keeps your email address to send the reading, and nothing else. You
        can delete a chart or the whole account from your account page, and everything in it goes
        with it.
      </p>

      <h2>Open source, and no tracking</h2>
      <p>
        Starcast&apos;s code is open source, so anyone can read how a reading is produced. The site
        uses no analytics, no advertising networks and no third-party scripts, and loads nothing
        from other servers. The daily page keeps today&apos;s reading in your own browser, so a
        second visit is instant.
      </p>

      <h2>Data we ship, and whose it is</h2>
      <p>
        The birthplaces you can search come from <a href="https://www.geonames.org">GeoNames</a>,
        used under the{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0</a>{" "}
        licence: every town of 1,000 people or more, with its region, coordinates and its names in
        other languages; the accents of some region names come from{" "}
        <a href="https://cldr.unicode.org">Unicode CLDR</a> (© Unicode, Inc., Unicode License v3).
        Each town&apos;s time zone comes from the boundaries of the timezone-boundary-builder
        project, drawn from <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> data
        (© OpenStreetMap contributors, under the Open Database License), and the clock changes of
        the past from the tz database, which is in the public domain. The search runs on our own
        server; what you type goes nowhere else.
      </p>
      <p>
        Read our <Link to="/privacy">Privacy Policy</Link> and <Link to="/terms">Terms of Use</Link>
        , or go straight to <Link to="/horoscopes">your daily horoscope</Link>.
      </p>
    </article>
  );
}
