import { Link } from "react-router";
import type { SignSpan } from "~/domain/chart/day-signs";
import { chartUrl, type ChartForm } from "~/input/chart-form";

/**
 * A calculator's answer: the sign and degree for a known time, or for an unknown one the
 * day's signs with the local times each held; and the way on to the whole chart.
 */
export function SignAnswer({
  what,
  position,
  day,
  form,
}: {
  /** "rising sign", "Moon sign" */
  what: string;
  position?: { sign: string; degree: number; minute: number };
  day?: SignSpan[];
  form: ChartForm;
}) {
  return (
    <section className="sign-answer" aria-labelledby="sign-answer-heading">
      <h2 id="sign-answer-heading">
        {position ? `Your ${what} is ${position.sign}` : `Your ${what} without a birth time`}
      </h2>
      {position ? (
        <p className="lede">
          {position.sign}, {position.degree}°{String(position.minute).padStart(2, "0")}&apos;.
        </p>
      ) : null}
      {day && day.length === 1 ? (
        <p>
          It was {day[0]!.sign} all day, so your {what} is {day[0]!.sign} whatever the time.
        </p>
      ) : null}
      {day && day.length > 1 ? (
        <>
          <p>It changed during the day. Find the hours that hold your birth (local clock time):</p>
          <table className="chart-table">
            <caption>{`The ${what} through the day`}</caption>
            <thead>
              <tr>
                <th scope="col">Sign</th>
                <th scope="col">From</th>
                <th scope="col">Until</th>
              </tr>
            </thead>
            <tbody>
              {day.map((span) => (
                <tr key={`${span.sign}-${span.from}`}>
                  <th scope="row">{span.sign}</th>
                  <td>{span.from}</td>
                  <td>{span.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p>
        <Link to={chartUrl(form)}>See the whole birth chart</Link> for these details: every planet
        in its sign and house, the wheel and the aspects.
      </p>
    </section>
  );
}
