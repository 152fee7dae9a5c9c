// The chart read as a whole, in figures: each body's dignities, the balance of elements and
// modalities, hemispheres, ruler and dominant planet, then the aspect patterns and the shape.
// The rules are in docs/astrology.md#patterns; the texts that read them are another piece.
import type { ChartBalance, ChartDignities, ChartRuler } from "~/domain/chart/dignities";
import type { ChartPattern, ChartShape } from "~/domain/chart/patterns";
import { ordinal } from "~/domain/horoscope/text";

export interface ChartEmphasisProps {
  patterns: ChartPattern[];
  shape: ChartShape;
  dignities: ChartDignities;
  balance: ChartBalance;
  ruler: ChartRuler | null;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const degrees = (orb: number) =>
  `${Math.floor(orb)}°${String(Math.round((orb % 1) * 60) % 60).padStart(2, "0")}'`;
const scores = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");

const SHAPES: Record<ChartShape["type"], string> = {
  bundle: "all ten bodies within a third of the circle",
  bowl: "all ten bodies within half the circle",
  bucket: "nine bodies within half the circle and one across from them",
  locomotive: "the bodies spread over two thirds of the circle, a third left empty",
  seesaw: "two groups of bodies facing each other across two empty arcs",
  splash: "the bodies spread all round the circle",
  splay: "the bodies in uneven clusters round the circle",
};

export function ChartEmphasis({ patterns, shape, dignities, balance, ruler }: ChartEmphasisProps) {
  return (
    <>
      <h2 id="dignities-heading">Dignities and balance</h2>
      <div className="table-scroll" role="region" aria-labelledby="dignities-heading" tabIndex={0}>
        <table className="chart-table">
          <caption>Each planet&apos;s dignity and its dominance score</caption>
          <thead>
            <tr>
              <th scope="col">Planet</th>
              <th scope="col">Sign</th>
              <th scope="col">Dignity</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {dignities.planets.map((p) => (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td>{p.sign}</td>
                <td>{p.dignities.length ? p.dignities.join(", ") : "none"}</td>
                <td>{p.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The score adds 5 for a planet at home, 4 exalted, takes 5 in detriment and 4 in fall, adds 5
        for the chart ruler, 3 in an angular house, and 1 for each major aspect (2 within 1°). The
        balance counts the Sun, Moon and rising sign 3 each, Mercury, Venus and Mars 2, the rest 1.
      </p>
      <dl className="chart-balance">
        <dt>Elements</dt>
        <dd>{scores(balance.elements)}</dd>
        <dt>Modalities</dt>
        <dd>{scores(balance.modalities)}</dd>
        <dt>Chart ruler</dt>
        <dd>
          {ruler
            ? `${ruler.planet}${ruler.modern ? ` (modern: ${ruler.modern})` : ""}, ruler of ${ruler.ascendant} rising`
            : "none without a birth time"}
        </dd>
        <dt>Dominant planet</dt>
        <dd>{balance.dominantPlanet}</dd>
        <dt>Hemispheres</dt>
        <dd>
          {balance.hemispheres
            ? `${balance.hemispheres.above} above the horizon, ${balance.hemispheres.below} below; ${balance.hemispheres.east} east, ${balance.hemispheres.west} west`
            : "they need the birth time"}
        </dd>
        <dt>Mutual receptions</dt>
        <dd>
          {dignities.mutualReceptions.length
            ? dignities.mutualReceptions
                .map((r) => `${r.between[0]} in ${r.signs[0]} and ${r.between[1]} in ${r.signs[1]}`)
                .join("; ")
            : "none"}
        </dd>
      </dl>
      <h2>Patterns</h2>
      <p>
        The shape: {capital(shape.type)}, {SHAPES[shape.type]}
        {shape.handle ? ` (the handle: ${shape.handle})` : ""}.
      </p>
      {patterns.length ? (
        <ul className="chart-patterns">
          {patterns.map((p) => (
            <li key={`${p.type}-${p.members.join("-")}-${p.apex ?? ""}`}>
              <strong>{capital(p.type)}</strong>
              {p.sign ? ` in ${p.sign}` : ""}
              {p.house ? ` in the ${ordinal(p.house)} house` : ""}: {p.members.join(", ")}
              {p.apex ? ` (apex ${p.apex})` : ""};{" "}
              {p.type === "stellium"
                ? `spanning ${degrees(p.orb)}`
                : `widest orb ${degrees(p.orb)}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>The planets make none of the larger aspect patterns.</p>
      )}
    </>
  );
}
