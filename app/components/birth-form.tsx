import { useId } from "react";
import { Form, Link } from "react-router";
import { Field } from "~/components/field";
import { PlaceField } from "~/components/place-field";
import { HOUSE_SYSTEMS } from "~/domain/chart/houses";
import { AYANAMSAS } from "~/domain/chart/sidereal";
import {
  type BirthField,
  chartUrl,
  type ChartForm,
  type FormError,
  MAX_NAME_LENGTH,
} from "~/input/chart-form";

export const HOUSE_NAMES: Record<string, string> = {
  placidus: "Placidus",
  koch: "Koch",
  porphyry: "Porphyry",
  equal: "Equal",
  "whole-sign": "Whole Sign",
};

export const AYANAMSA_NAMES: Record<string, string> = {
  lahiri: "Lahiri (Chitrapaksha)",
  "fagan-bradley": "Fagan-Bradley",
  raman: "Raman",
};

/**
 * The birth details: name, date, time or "I don't know", birthplace and house system, each
 * problem beside its field. `prefix` names the fields ("a." gives a.date), so one form can
 * hold two people's details.
 */
export function BirthFields({
  form,
  errors = [],
  prefix = "",
  houses = true,
  askName = true,
  zodiac = false,
}: {
  form: ChartForm;
  errors?: FormError[];
  prefix?: string;
  /** Whether to ask for a house system (the calculators need none). */
  houses?: boolean;
  askName?: boolean;
  /** Whether to offer the sidereal zodiac (the chart page's own choice). */
  zodiac?: boolean;
}) {
  const id = useId();
  const sidereal = form.zodiac === "sidereal";
  const errorOf = (field: BirthField) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(" ") || undefined;
  const timeError = errorOf("time");
  const housesError = errorOf("houses");
  const zodiacError = errorOf("zodiac");
  return (
    <>
      {askName ? (
        <Field
          label="Name (optional)"
          name={`${prefix}name`}
          defaultValue={form.name}
          maxLength={MAX_NAME_LENGTH}
          autoComplete="off"
          error={errorOf("name")}
        />
      ) : null}
      <Field
        label="Date of birth"
        name={`${prefix}date`}
        type="date"
        min="1800-01-01"
        max="2100-12-31"
        required
        defaultValue={form.date}
        error={errorOf("date")}
      />
      <Field
        label="Time of birth"
        name={`${prefix}time`}
        type="time"
        defaultValue={form.time}
        error={timeError}
      />
      <div className="check">
        <input
          id={`${id}-unknown-time`}
          type="checkbox"
          name={`${prefix}unknown`}
          defaultChecked={form.unknownTime}
        />
        <label htmlFor={`${id}-unknown-time`}>I don&apos;t know the time</label>
      </div>
      <PlaceField where={form.where} place={form.place} prefix={prefix} error={errorOf("where")} />
      {houses ? (
        <div className="field">
          <label htmlFor={`${id}-houses`}>House system</label>
          <select
            id={`${id}-houses`}
            name={`${prefix}houses`}
            defaultValue={form.houses}
            aria-invalid={housesError ? true : undefined}
            aria-describedby={housesError ? `${id}-houses-error` : undefined}
          >
            {HOUSE_SYSTEMS.map((system) => (
              <option key={system} value={system}>
                {HOUSE_NAMES[system]}
              </option>
            ))}
          </select>
          {housesError ? (
            <p id={`${id}-houses-error`} className="field-error">
              {housesError}
            </p>
          ) : null}
        </div>
      ) : null}
      {zodiac ? (
        <div className="field">
          <label htmlFor={`${id}-zodiac`}>Zodiac</label>
          <select
            id={`${id}-zodiac`}
            name={`${prefix}zodiac`}
            defaultValue={sidereal ? "sidereal" : "tropical"}
            // The house system and the ayanamsa follow it (app/islands/zodiac-choice.ts).
            data-zodiac-choice=""
            data-prefix={prefix}
            aria-invalid={zodiacError ? true : undefined}
            aria-describedby={zodiacError ? `${id}-zodiac-error` : undefined}
          >
            <option value="tropical">Tropical (Western)</option>
            <option value="sidereal">Sidereal (Vedic)</option>
          </select>
          {zodiacError ? (
            <p id={`${id}-zodiac-error`} className="field-error">
              {zodiacError}
            </p>
          ) : null}
        </div>
      ) : null}
      {zodiac ? (
        // Drawn always, shown for a sidereal chart: the zodiac's script shows it when chosen.
        <div className="field" data-ayanamsa-for={prefix} hidden={!sidereal}>
          <label htmlFor={`${id}-ayanamsa`}>Ayanamsa</label>
          <select
            id={`${id}-ayanamsa`}
            name={`${prefix}ayanamsa`}
            disabled={!sidereal}
            defaultValue={form.ayanamsa ?? "lahiri"}
          >
            {AYANAMSAS.map((name) => (
              <option key={name} value={name}>
                {AYANAMSA_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}

/** One person's birth details as a GET form: it works without JavaScript, and the answer's
 * address holds the details. */
export function BirthForm({
  form,
  errors,
  action = "/chart",
  submit = "Cast the chart",
  houses = true,
  askName = true,
  zodiac = false,
}: {
  form: ChartForm;
  errors: FormError[];
  /** The page the form is sent to: /chart, /rising-sign or /moon-sign. */
  action?: string;
  submit?: string;
  houses?: boolean;
  askName?: boolean;
  zodiac?: boolean;
}) {
  return (
    <Form method="get" action={action} className="chart-form">
      {errors.length ? (
        <div className="notice error" role="alert">
          {errors.map((error) => (
            <p key={error.message}>{error.message}</p>
          ))}
        </div>
      ) : null}
      <BirthFields form={form} errors={errors} houses={houses} askName={askName} zodiac={zodiac} />
      <button type="submit" className="button">
        {submit}
      </button>
    </Form>
  );
}

type Choices =
  | { kind: "choose-place"; form: ChartForm; places: { id: number; label: string }[] }
  | {
      kind: "choose-offset";
      form: ChartForm;
      message: string;
      offsets: { offset: string; label: string }[];
    }
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
            {page.offsets.map(({ offset, label }) => (
              <li key={offset}>
                <Link to={chartUrl(page.form, { offset }, path)}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
