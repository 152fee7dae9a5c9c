import { useId } from "react";

/**
 * The birthplace: a text field that, on a page loading the "place-search" script
 * (app/islands/place-search.ts, ADR 025), suggests towns from /api/places as you type (an ARIA
 * combobox: arrows move, Enter picks, Escape closes) and keeps the chosen town's id in the
 * hidden field. Without JavaScript the text is sent alone and the page offers the matching
 * towns to choose from.
 */
export function PlaceField({
  where,
  place,
  prefix = "",
  error,
  label = "Birthplace",
  hint = <>A town or city: &ldquo;Amsterdam&rdquo;, or &ldquo;Paris, Texas&rdquo; to narrow it.</>,
}: {
  where: string;
  place: string;
  /** Put before the field names ("a." gives a.where and a.place). */
  prefix?: string;
  error?: string;
  label?: string;
  hint?: React.ReactNode;
}) {
  const id = useId();
  const listId = `${id}-list`;
  return (
    <div className="field place-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={`${prefix}where`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        maxLength={100}
        required
        defaultValue={where}
      />
      <input type="hidden" name={`${prefix}place`} defaultValue={place} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <ul id={listId} role="listbox" aria-label="Matching towns" hidden />
    </div>
  );
}
