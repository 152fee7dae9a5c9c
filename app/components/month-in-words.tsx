// /forecast's month in words: each transit of Mars to Pluto exact this month, with our text.
import { told } from "~/components/year-returns";
import { transitName } from "~/domain/transits/words";

interface Props {
  name: string;
  zone: string;
  highlights: {
    transiting: string;
    aspect: string;
    natal: string;
    exact: string[];
    text: string;
  }[];
}

const pointName = (natal: string) => (natal === "True Node" ? "north node" : natal);

export function MonthInWords({ name, zone, highlights }: Props) {
  return (
    <>
      <h2 id="this-month">{name} in words</h2>
      {highlights.length === 0 ? (
        <p>No transit of Mars to Pluto is exact to your chart this month.</p>
      ) : (
        <div className="reading-sections">
          {highlights.map((h) => (
            <section key={`${h.transiting} ${h.aspect} ${h.natal}`}>
              <h3>{transitName({ ...h, natal: pointName(h.natal) })}</h3>
              <p className="muted">
                Exact{" "}
                {h.exact.map((local, i) => (
                  <span key={local}>
                    {i ? " and " : ""}
                    <time dateTime={local}>{told({ utc: local, local })}</time>
                  </span>
                ))}{" "}
                ({zone})
              </p>
              <p>{h.text}</p>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
