import { useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import { usePageScripts } from "~/hooks/use-page-scripts";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs as links to the page with `?tab={id}`, which the server renders with that tab chosen:
 * each link is in the tab order and only the chosen panel shows, so they switch without
 * JavaScript. On a page that loads the "tabs" script (app/islands/tabs.ts, ADR 025) every panel
 * is drawn, the others hidden, and the script turns the links into the WAI-ARIA tabs pattern
 * with automatic activation: arrow keys, Home and End move between tabs, and only the selected
 * tab is in the tab order. Elsewhere only the chosen panel is drawn.
 */
export function Tabs({
  label,
  items,
  className,
}: {
  label: string;
  items: TabItem[];
  className?: string;
}) {
  const enhanced = usePageScripts().includes("tabs");
  const { search } = useLocation();
  const base = useId();
  const fromUrl = items.findIndex((item) => item.id === new URLSearchParams(search).get("tab"));
  const selected = Math.max(0, fromUrl);
  const panelLabel = (item: TabItem) => (typeof item.label === "string" ? item.label : label);
  return (
    <div className={className ? `tabs ${className}` : "tabs"} data-tabs={enhanced ? "" : undefined}>
      <nav aria-label={label}>
        <ul className="tab-list view-links">
          {items.map((item, index) => (
            <li key={item.id}>
              <a
                href={tabHref(search, item.id)}
                className="view-link"
                id={enhanced ? `${base}-tab-${item.id}` : undefined}
                aria-controls={enhanced ? `${base}-panel-${item.id}` : undefined}
                aria-current={index === selected ? "page" : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {items.map((item, index) =>
        enhanced || index === selected ? (
          <section
            key={item.id}
            id={enhanced ? `${base}-panel-${item.id}` : undefined}
            className="tab-panel"
            aria-label={panelLabel(item)}
            hidden={index !== selected}
          >
            {item.panel}
          </section>
        ) : null,
      )}
    </div>
  );
}

/** The page's address with `?tab={id}`, its other parameters kept. */
function tabHref(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set("tab", id);
  return `?${params}`;
}
