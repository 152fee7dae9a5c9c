// What a page shows when there is nothing of the visitor's to show yet: a small drawing in the
// cards' gold line, a line that says what is missing, and the way to fill it.
import type { ReactNode } from "react";

const LINE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function spokes(): string {
  let d = "";
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    d += `M${(40 + 22 * c).toFixed(1)} ${(40 + 22 * s).toFixed(1)}L${(40 + 30 * c).toFixed(1)} ${(40 + 30 * s).toFixed(1)}`;
  }
  return d;
}

const ART = {
  // A chart wheel with nothing in it yet.
  wheel: (
    <>
      <circle cx="40" cy="40" r="30" />
      <circle cx="40" cy="40" r="22" />
      <path d={spokes()} strokeWidth="1" />
      <circle cx="40" cy="40" r="13" strokeDasharray="2 4" strokeWidth="1" />
      <path d="M40 35l1.6 3.4 3.4 1.6-3.4 1.6L40 45l-1.6-3.4L35 40l3.4-1.6z" fill="currentColor" />
    </>
  ),
  // A quiet night: a crescent over a still horizon, three stars.
  quiet: (
    <>
      <path d="M50 14a16 16 0 1 0 12 26a13 13 0 1 1-12-26z" fill="currentColor" opacity=".9" />
      <path d="M8 62h64M18 68h44" />
      <path d="M20 22l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1zM30 44v3M28.5 45.5h3M64 22v3M62.5 23.5h3" />
    </>
  ),
} as const;

/** `heading` makes the title a heading of that level, where it heads the page's content. */
export function EmptyState({
  art,
  title,
  heading,
  children,
}: {
  art: keyof typeof ART;
  title: string;
  heading?: 2 | 3;
  children: ReactNode;
}) {
  const Title = heading ? (`h${heading}` as const) : "p";
  return (
    <div className="empty-state">
      <svg
        viewBox="0 0 80 80"
        width="80"
        height="80"
        aria-hidden="true"
        focusable="false"
        {...LINE}
      >
        {ART[art]}
      </svg>
      <div>
        <Title className="empty-state-title">{title}</Title>
        {children}
      </div>
    </div>
  );
}
