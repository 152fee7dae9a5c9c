import { Form, Link } from "react-router";
import { Field } from "~/components/field";
import { PlaceField } from "~/components/place-field";
import { HOUSE_SYSTEMS } from "~/domain/chart/houses";
import { chartUrl, MAX_NAME_LENGTH, type ChartForm } from "~/lib/chart-form";

export const HOUSE_NAMES: Record<string, string> = {
  placidus: "Placidus",
  koch: "Koch",
  porphyry: "Porphyry",
  equal: "Equal",
  "whole-sign": "Whole Sign",
};

/**
 * The birth details: name, date, time or "I don't know", birthplace and house system. A GET
 * form, so it works without JavaScript and the answer's address holds the details.
 */
export function BirthForm({
  form,
  errors,
  action = "/chart",
  submit = "Cast the chart",
  houses = true,
  askName = true,
}: {
  form: ChartForm;
  errors: string[];
  /** The page the form is sent to: /chart, /rising-sign or /moon-sign. */
  action?: string;
  submit?: string;
  /** Whether to ask for a house system (the calculators need none). */
  houses?: boolean;
  askName?: boolean;
}) {
  return (
    <Form method="get" action={action} className="chart-form">
      {errors.length ? (
        <div className="notice error" role="alert">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {askName ? (
        <Field
          label="Name (optional)"
          name="name"
          defaultValue={form.name}
          maxLength={MAX_NAME_LENGTH}
          autoComplete="off"
        />
      ) : null}
      <Field
        label="Date of birth"
        name="date"
        type="date"
        min="1800-01-01"
        max="2100-12-31"
        required
        defaultValue={form.date}
      />
      <Field label="Time of birth" name="time" type="time" defaultValue={form.time} />
      <div className="check">
        <input
          id="chart-unknown-time"
          type="checkbox"
          name="unknown"
          defaultChecked={form.unknownTime}
        />
        <label htmlFor="chart-unknown-time">I don&apos;t know the time</label>
      </div>
      <PlaceField where={form.where} place={form.place} />
      {houses ? (
        <div className="field">
          <label htmlFor="chart-houses">House system</label>
          <select id="chart-houses" name="houses" defaultValue={form.houses}>
            {HOUSE_SYSTEMS.map((system) => (
              <option key={system} value={system}>
                {HOUSE_NAMES[system]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="button">
        {submit}
      </button>
    </Form>
  );
}

type Choices =
  | { kind: "choose-place"; form: ChartForm; places: { id: number; label: string }[] }
  | { kind: "choose-offset"; form: ChartForm; message: string; offsets: string[] }
  | { kind: "form" | "chart" };

/** What the page asks before it can answer: which town of that name, or which offset. */
export function BirthChoices({ page, path }: { page: Choices; path: string }) {
  return (
    <>
      {page.kind === "choose-place" ? (
        <div className="notice" role="status">
          <p>Which {page.form.where} do you mean?</p>
          <ul>
            {page.places.map((place) => (
              <li key={place.id}>
                <Link to={chartUrl(page.form, { place: String(place.id) }, path)}>
                  {place.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {page.kind === "choose-offset" ? (
        <div className="notice" role="status">
          <p>{page.message}</p>
          <ul>
            {page.offsets.map((offset) => (
              <li key={offset}>
                <Link to={chartUrl(page.form, { offset }, path)}>Use UTC{offset}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
