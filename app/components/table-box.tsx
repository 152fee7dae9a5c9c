import type { ReactNode } from "react";
import { POINT_GLYPHS } from "~/domain/chart/glyphs";

/**
 * A table that may be wider than its column: it scrolls sideways inside this box, with a shaded
 * edge that says there is more (app.css), and is focusable and named so a keyboard can scroll it.
 */
export function TableBox({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  /** More classes for the box, beside table-scroll. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : "table-scroll"}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/**
 * A table cell's point glyph, drawn before its name by app.css from this attribute and left
 * unread (`content: … / ""`): one element a cell, not two.
 */
export const glyphOf = (name: string) =>
  POINT_GLYPHS[name] ? { "data-glyph": POINT_GLYPHS[name] } : {};

/**
 * A long part of a page folded under its summary: a visitor opens it without a script, the
 * browser's find-in-page opens it too, and it is in the page whether open or not.
 */
export function More({
  summary,
  open,
  children,
}: {
  summary: ReactNode;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="more" open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
