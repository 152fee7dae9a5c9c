// The place search as you type (ADR 025): on each birthplace field the server drew (PlaceField),
// suggestions from /api/places in an ARIA combobox: arrows move, Enter picks, Escape closes,
// and the chosen town's id goes in the hidden field. Without this script the form sends the
// typed name alone and the page offers the matching towns to choose from.

interface Suggestion {
  id: number;
  label: string;
}

function enhance(field: HTMLElement) {
  const input = field.querySelector<HTMLInputElement>('input[role="combobox"]');
  const hidden = field.querySelector<HTMLInputElement>('input[type="hidden"]');
  const list = field.querySelector<HTMLUListElement>('[role="listbox"]');
  if (!input || !hidden || !list) return;
  let suggestions: Suggestion[] = [];
  let active = -1;
  let open = false;
  let ticket = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const expanded = () => open && suggestions.length > 0;

  function draw() {
    const shown = expanded();
    input!.setAttribute("aria-expanded", String(shown));
    list!.hidden = !shown;
    if (shown && active >= 0) input!.setAttribute("aria-activedescendant", `${list!.id}-${active}`);
    else input!.removeAttribute("aria-activedescendant");
    list!.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === active));
    });
  }

  function fill(next: Suggestion[]) {
    suggestions = next;
    active = -1;
    list!.replaceChildren(
      ...next.map((suggestion, i) => {
        const option = document.createElement("li");
        option.id = `${list!.id}-${i}`;
        option.setAttribute("role", "option");
        option.textContent = suggestion.label;
        // Chosen on mousedown, before the field's blur closes the list.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          pick(suggestion);
        });
        return option;
      }),
    );
    draw();
  }

  function pick(suggestion: Suggestion) {
    input!.value = suggestion.label;
    hidden!.value = String(suggestion.id);
    open = false;
    draw();
  }

  function search() {
    clearTimeout(timer);
    const query = input!.value.trim();
    if (!open || query.length < 2) return;
    const mine = ++ticket;
    timer = setTimeout(async () => {
      try {
        const response = await fetch(
          `/api/places?${new URLSearchParams({ q: query, limit: "8" })}`,
        );
        if (!response.ok || mine !== ticket) return;
        const body = (await response.json()) as { places: Suggestion[] };
        fill(body.places.map(({ id, label }) => ({ id, label })));
      } catch {
        // The search is a convenience: without it the form still sends the typed name.
      }
    }, 120);
  }

  input.addEventListener("input", () => {
    hidden.value = "";
    open = true;
    draw();
    search();
  });
  input.addEventListener("blur", () => {
    open = false;
    draw();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!suggestions.length) return;
      event.preventDefault();
      open = true;
      const step = event.key === "ArrowDown" ? 1 : -1;
      active = (active + step + suggestions.length) % suggestions.length;
      draw();
    } else if (event.key === "Enter" && expanded() && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === "Escape" && expanded()) {
      event.preventDefault();
      open = false;
      draw();
    }
  });
}

document.querySelectorAll<HTMLElement>(".place-field").forEach(enhance);

// A module, so that its names stay its own.
export {};
