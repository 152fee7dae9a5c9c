import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move
 * between tabs, and only the selected tab is in the tab order.
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
  const [selected, setSelected] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

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
          <button
            key={item.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {item.label}
          </button>
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
