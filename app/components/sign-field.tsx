import { SIGNS } from "~/domain/zodiac";

/** The optional zodiac sign of a sign-up or account form, with its error tied to it. */
export function SignField({
  defaultValue,
  error,
}: {
  defaultValue?: string | null;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor="zodiacSign">Zodiac sign</label>
      <select
        id="zodiacSign"
        name="zodiacSign"
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "zodiacSign-error" : undefined}
      >
        <option value="">I'm not sure</option>
        {SIGNS.map((sign) => (
          <option key={sign.slug} value={sign.slug}>
            {sign.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="zodiacSign-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
