import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { usePageHydrates } from "~/hooks/use-page-hydrates";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move
 * between tabs, and only the selected tab is in the tab order. Each tab is also a link to
 * the page with `?tab={id}`, which the server renders with that tab selected: without
 * JavaScript the tabs still switch. On a page that does not hydrate they are those links only
 * (StaticTabs), each in the tab order, and only the chosen panel is drawn.
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
  const hydrates = usePageHydrates();
  const { search } = useLocation();
  const fromUrl = items.findIndex((item) => item.id === new URLSearchParams(search).get("tab"));
  const [selected, setSelected] = useState(Math.max(0, fromUrl));
  const base = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const hrefFor = (id: string) => tabHref(search, id);

  if (!hydrates) {
    return <StaticTabs {...{ label, items, className, search }} selected={Math.max(0, fromUrl)} />;
  }

  function select(index: number) {
    const next = (index + items.length) % items.length;
    setSelected(next);
    refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <a
            key={item.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            href={hrefFor(item.id)}
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={(event) => {
              // With JavaScript the panel switches in place; the link is the no-script path.
              event.preventDefault();
              setSelected(index);
            }}
          >
            {item.label}
          </a>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tab-panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

/** The page's address with `?tab={id}`, its other parameters kept. */
function tabHref(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set("tab", id);
  return `?${params}`;
}

/** The tabs as links to the page with `?tab={id}`, for a page that runs no script. */
function StaticTabs({
  label,
  items,
  className,
  search,
  selected,
}: {
  label: string;
  items: TabItem[];
  className?: string;
  search: string;
  selected: number;
}) {
  const hrefFor = (id: string) => tabHref(search, id);
  const chosen = items[selected]!;
  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <nav aria-label={label}>
        <ul className="tab-list view-links">
          {items.map((item, index) => (
            <li key={item.id}>
              <a
                href={hrefFor(item.id)}
                className="view-link"
                aria-current={index === selected ? "page" : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className="tab-panel"
        aria-label={typeof chosen.label === "string" ? chosen.label : label}
      >
        {chosen.panel}
      </section>
    </div>
  );
}
