import type { ReactNode } from "react";

/**
 * A table that may be wider than its column: it scrolls sideways inside this box, with a shaded
 * edge that says there is more (app.css), and is focusable and named so a keyboard can scroll it.
 */
export function TableBox({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
