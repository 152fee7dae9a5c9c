import { Form, Link, useRouteLoaderData } from "react-router";
import { Field } from "~/components/field";
import { MAX_CHART_LABEL } from "~/input/chart-form";
import { prefixQuery } from "~/input/synastry-form";

export interface SaveResult {
  saved?: string;
  error?: string;
}

/**
 * What a chart leads to, beside its wheel: keep it (members), compare it with another chart,
 * read its year ahead, download it. `query` is the chart's own, as its address holds it.
 */
export function ChartActions({
  name,
  query,
  wheelQuery,
  result,
  firstChart = false,
}: {
  name: string;
  query: string;
  wheelQuery: string;
  result?: SaveResult;
  /** The member has no own chart yet: this one is taken as theirs. */
  firstChart?: boolean;
}) {
  return (
    <section className="chart-actions" aria-labelledby="chart-actions-heading">
      <h2 id="chart-actions-heading" className="visually-hidden">
        What next
      </h2>
      <SaveChart name={name} result={result} firstChart={firstChart} />
      <ul className="chart-next">
        <li>
          <Link to={`/synastry?${prefixQuery(query, "a")}`}>Compare with another chart</Link>
        </li>
        <li>
          <Link to={`/forecast?${query}`}>The year ahead for this chart</Link>
        </li>
        <li>
          Download the wheel: <a href={`/chart/wheel.svg?${wheelQuery}`}>SVG</a> ·{" "}
          <a href={`/chart/wheel.png?${wheelQuery}`}>PNG (1200 px)</a> · the whole chart:{" "}
          <a href={`/chart/chart.pdf?${wheelQuery}`}>PDF</a>
        </li>
      </ul>
    </section>
  );
}

/** A member can keep the chart under a name; anyone else is told how. Once kept, it says so. */
function SaveChart({
  name,
  result,
  firstChart,
}: {
  name: string;
  result?: SaveResult;
  firstChart: boolean;
}) {
  const root = useRouteLoaderData<{ member: { firstName: string } | null }>("root");
  if (!root?.member) {
    return (
      <p className="form-note">
        <Link to="/login">Log in</Link> or <Link to="/auth">sign up</Link> to save charts to your
        account.
      </p>
    );
  }
  if (result?.saved) {
    // The form is gone, so the same chart is not saved twice by a second press.
    return (
      <div role="status" className="notice saved-chart">
        <p>{result.saved}</p>
        <p>
          <Link to="/account#charts">See your saved charts</Link> ·{" "}
          <Link to="/today">Your day</Link> · <Link to="/synastry">Compare two saved charts</Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="save-chart" aria-labelledby="save-chart-heading">
      <h3 id="save-chart-heading">Save this chart</h3>
      {result?.error ? (
        <p role="alert" className="notice error">
          {result.error}
        </p>
      ) : null}
      <Field
        label="Name for this chart"
        name="label"
        required
        maxLength={MAX_CHART_LABEL}
        defaultValue={name || "My chart"}
      />
      <p className="checkbox-field">
        <input type="checkbox" id="save-own" name="own" defaultChecked={firstChart} />{" "}
        <label htmlFor="save-own">
          This is my own chart (read for <Link to="/today">Your day</Link>)
        </label>
      </p>
      <button type="submit" className="button">
        Save chart
      </button>
    </Form>
  );
}
