// Tabs by arrow keys (ADR 025). The server drew the tabs as links to `?tab={id}` with every
// panel, the others hidden (app/components/tabs.tsx, `data-tabs`); this script turns them into
// the WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between
// tabs, a click switches in place, and only the selected tab is in the tab order.

function enhance(box: HTMLElement) {
  const nav = box.querySelector(":scope > nav");
  const links = [...box.querySelectorAll<HTMLAnchorElement>(":scope > nav a[aria-controls]")];
  const panels = links.map((link) => document.getElementById(link.getAttribute("aria-controls")!));
  if (!nav || links.length === 0 || panels.some((panel) => !panel)) return;
  let selected = Math.max(
    0,
    links.findIndex((link) => link.getAttribute("aria-current") === "page"),
  );

  const list = document.createElement("div");
  list.className = "tab-list";
  list.setAttribute("role", "tablist");
  list.setAttribute("aria-label", nav.getAttribute("aria-label") ?? "");
  for (const link of links) {
    link.removeAttribute("class");
    link.removeAttribute("aria-current");
    link.setAttribute("role", "tab");
    list.append(link);
  }
  panels.forEach((panel, i) => {
    panel!.setAttribute("role", "tabpanel");
    panel!.removeAttribute("aria-label");
    panel!.setAttribute("aria-labelledby", links[i]!.id);
    panel!.tabIndex = 0;
  });
  nav.replaceWith(list);

  function draw() {
    links.forEach((link, i) => {
      link.setAttribute("aria-selected", String(i === selected));
      link.tabIndex = i === selected ? 0 : -1;
      panels[i]!.hidden = i !== selected;
    });
  }

  function select(index: number, focus: boolean) {
    selected = (index + links.length) % links.length;
    draw();
    if (focus) links[selected]!.focus();
  }

  links.forEach((link, i) => {
    link.addEventListener("click", (event) => {
      // The panel switches in place; the link is the way without a script.
      event.preventDefault();
      select(i, false);
    });
  });
  list.addEventListener("keydown", (event) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: links.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  });
  draw();
}

document.querySelectorAll<HTMLElement>("[data-tabs]").forEach(enhance);

// A module, so that its names stay its own.
export {};
