// A long page render split into turns of the event loop (issue 42): React's server renderer
// works boundary by boundary, and a boundary waiting on a promise is rendered in a later task
// once it resolves, so other visitors' requests run in between. Each <Yield> waits for the one
// before it to start rendering, then for setImmediate: one slice of the page per task. The
// document is read whole after `allReady` (app/entry.server.tsx), so no fallback is ever sent.
import { createContext, Suspense, use, useContext, type ReactNode } from "react";

/** One render's slices, in the order the tree meets them. */
export type RenderTurns = {
  /** The next slice's gate, and the call that opens the one after it. */
  take(): { gate: Promise<void>; started: () => void };
  /** How many slices this render made. */
  readonly count: number;
};

export function renderTurns(): RenderTurns {
  let previous: Promise<void> = Promise.resolve();
  let count = 0;
  return {
    take() {
      count++;
      const before = previous;
      let started!: () => void;
      previous = new Promise<void>((resolve) => (started = resolve));
      const gate = before.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      return { gate, started };
    },
    get count() {
      return count;
    },
  };
}

/** Absent (a test's renderToString, or no provider): every <Yield> renders in place. */
export const RenderTurnsContext = createContext<RenderTurns | null>(null);

function Gate({
  gate,
  started,
  children,
}: ReturnType<RenderTurns["take"]> & { children: ReactNode }) {
  use(gate);
  // Opened before the children render, so a slice that throws does not hold the rest back.
  started();
  return children;
}

/** Renders its children in a task of their own when the render is split, in place otherwise. */
export function Yield({ children }: { children: ReactNode }) {
  const turns = useContext(RenderTurnsContext);
  if (!turns) return children;
  return (
    <Suspense fallback={null}>
      <Gate {...turns.take()}>{children}</Gate>
    </Suspense>
  );
}

/**
 * The finished document without the comments React writes around each <Yield>'s boundary, so
 * the bytes are what an unsplit render writes. The router's own empty boundary
 * (`<!--$--><!--/$-->`, before </body>) stays; text and attributes cannot hold "<" unescaped.
 */
export function withoutYieldMarkers(html: string, turns: RenderTurns): string {
  if (turns.count === 0) return html;
  return html.replace(/<!--\$-->(?!<!--\/\$-->)/g, "").replace(/(?<!<!--\$-->)<!--\/\$-->/g, "");
}
