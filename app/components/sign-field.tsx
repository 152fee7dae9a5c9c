import { SIGNS } from "~/domain/zodiac";

/**
 * The optional zodiac sign of a sign-up or account form, with its error tied to it. Given
 * `birthDate`, "I'm not sure" comes with a birth-date field the server finds the sign from; the
 * stylesheet hides that field once a sign is chosen (and shows it to browsers without :has()).
 */
export function SignField({
  defaultValue,
  error,
  birthDate,
}: {
  defaultValue?: string | null;
  error?: string;
  birthDate?: { defaultValue?: string; error?: string };
}) {
  const select = (
    <div className="field">
      <label htmlFor="zodiacSign">Zodiac sign</label>
      <select
        id="zodiacSign"
        name="zodiacSign"
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "zodiacSign-error" : undefined}
      >
        <option value="">I&apos;m not sure</option>
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
  if (!birthDate) return select;
  const described = ["birthDate-hint", birthDate.error ? "birthDate-error" : ""].join(" ").trim();
  return (
    <div className="sign-field">
      {select}
      <div className="field birth-date">
        <label htmlFor="birthDate">Not sure? Your birth date</label>
        <input
          id="birthDate"
          name="birthDate"
          type="date"
          min="1800-01-01"
          defaultValue={birthDate.defaultValue}
          aria-invalid={birthDate.error ? true : undefined}
          aria-describedby={described}
        />
        <p id="birthDate-hint" className="form-note">
          Leave the sign on &ldquo;I&apos;m not sure&rdquo; and we work it out from where the Sun
          was that day. We keep the sign, not the date.
        </p>
        {birthDate.error ? (
          <p id="birthDate-error" className="field-error">
            {birthDate.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
