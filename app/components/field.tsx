import { useId, type InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** A labelled input whose error, when there is one, is announced with it. */
export function Field({ label, error, "aria-describedby": hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hint].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The email field every account and newsletter form asks for. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      required
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
