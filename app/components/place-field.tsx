import { useEffect, useId, useRef, useState } from "react";

interface Suggestion {
  id: number;
  label: string;
}

/**
 * The birthplace: a text field that, with JavaScript, suggests towns from /api/places as you
 * type (an ARIA combobox: arrows move, Enter picks, Escape closes) and keeps the chosen town's
 * id in a hidden field. Without JavaScript the text is sent alone and the page offers the
 * matching towns to choose from.
 */
export function PlaceField({
  where,
  place,
  prefix = "",
  error,
}: {
  where: string;
  place: string;
  /** Put before the field names ("a." gives a.where and a.place). */
  prefix?: string;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(where);
  const [chosen, setChosen] = useState(place);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    const query = text.trim();
    if (!open || query.length < 2) return;
    const ticket = ++request.current;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(
          `/api/places?${new URLSearchParams({ q: query, limit: "8" })}`,
        );
        if (!response.ok || ticket !== request.current) return;
        const body = (await response.json()) as { places: Suggestion[] };
        setSuggestions(body.places.map(({ id, label }) => ({ id, label })));
        setActive(-1);
      } catch {
        // The search is a convenience: without it the form still sends the typed name.
      }
    }, 120);
    return () => clearTimeout(timer);
  }, [text, open]);

  const pick = (suggestion: Suggestion) => {
    setText(suggestion.label);
    setChosen(String(suggestion.id));
    setOpen(false);
  };
  const expanded = open && suggestions.length > 0;

  return (
    <div className="field place-field">
      <label htmlFor={id}>Birthplace</label>
      <input
        id={id}
        name={`${prefix}where`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        maxLength={100}
        required
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen("");
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (!suggestions.length) return;
            event.preventDefault();
            setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((now) => (now + step + suggestions.length) % suggestions.length);
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]!);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <input type="hidden" name={`${prefix}place`} value={chosen} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field-hint">
        A town or city: &ldquo;Amsterdam&rdquo;, or &ldquo;Paris, Texas&rdquo; to narrow it.
      </p>
      <ul id={listId} role="listbox" aria-label="Matching towns" hidden={!expanded}>
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen on mousedown, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
