// Each sign's image follows its select (ADR 025): on /zodiac the server drew a medallion above
// each select (SignSelect), and each option carries its sign's glyph and element hue. Without
// this script the image stays the first choice's and the form still sends the chosen signs.

function enhance(box: HTMLElement) {
  const select = box.querySelector("select");
  const image = box.querySelector("svg.sign-medallion");
  if (!select || !image) return;
  const glyph = image.querySelector("text");
  const ring = image.querySelector("circle[stroke-dasharray]");
  const follow = () => {
    const option = select.selectedOptions[0];
    if (!option) return;
    image.setAttribute("aria-label", option.text);
    if (glyph) glyph.textContent = `${option.dataset.glyph ?? ""}\uFE0E`;
    if (ring && option.dataset.hue) ring.setAttribute("stroke", option.dataset.hue);
  };
  select.addEventListener("change", follow);
  // A choice the browser restored (back to the page) is drawn too.
  follow();
}

document.querySelectorAll<HTMLElement>(".sign-select").forEach(enhance);

// A module, so that its names stay its own.
export {};
