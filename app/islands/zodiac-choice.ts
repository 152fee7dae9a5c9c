// The chart form's zodiac (ADR 025): choosing the sidereal zodiac offers the ayanamsa and reads
// the chart in whole signs unless another house system was chosen; going back to the tropical
// one undoes both. Without this script the ayanamsa is offered once a sidereal chart is cast
// (BirthForm draws it then), and the house system stays as chosen.

function enhance(select: HTMLSelectElement) {
  const form = select.form;
  const prefix = select.dataset.prefix ?? "";
  const ayanamsa = form?.querySelector<HTMLElement>(`[data-ayanamsa-for="${prefix}"]`);
  select.addEventListener("change", () => {
    const sidereal = select.value === "sidereal";
    if (ayanamsa) {
      ayanamsa.hidden = !sidereal;
      // A hidden choice is not sent: a tropical chart's address names no ayanamsa.
      const choice = ayanamsa.querySelector("select");
      if (choice) choice.disabled = !sidereal;
    }
    const system = form?.elements.namedItem(`${prefix}houses`);
    if (system instanceof HTMLSelectElement) {
      if (sidereal && system.value === "placidus") system.value = "whole-sign";
      if (!sidereal && system.value === "whole-sign") system.value = "placidus";
    }
  });
}

document.querySelectorAll<HTMLSelectElement>("select[data-zodiac-choice]").forEach(enhance);

// A module, so that its names stay its own.
export {};
