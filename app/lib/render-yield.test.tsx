// <Yield> splits a render into tasks: another macrotask runs between its parts, and the document
// read after prerender is byte for byte the render of the same tree without it.
import { prerender } from "react-dom/static.edge";
import { renderToString } from "react-dom/server";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderTurns, RenderTurnsContext, withoutYieldMarkers, Yield } from "./render-yield";

const order: string[] = [];
function Part({ name }: { name: string }) {
  order.push(name);
  return <p>{name}</p>;
}
const tree = (
  <main>
    <h1>Title</h1>
    <Yield>
      <Part name="one" />
    </Yield>
    <Yield>
      <Part name="two" />
    </Yield>
    text
    <Yield>
      <Part name="three" />
    </Yield>
    {/* A boundary of the page's own keeps its comments. */}
    <Suspense fallback={null} />
  </main>
);

describe("Yield", () => {
  it("renders each part in a task of its own, with the bytes of an unsplit render", async () => {
    order.length = 0;
    const turns = renderTurns();
    // Each tick schedules the next, one macrotask apart, while the render runs.
    let ticks = 0;
    const tick = () => {
      order.push(`tick ${++ticks}`);
      if (ticks < 20) setImmediate(tick);
    };
    setImmediate(tick);
    const { prelude } = await prerender(
      <RenderTurnsContext value={turns}>{tree}</RenderTurnsContext>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = withoutYieldMarkers(await new Response(prelude).text(), turns);
    const parts = ["one", "two", "three"].map((name) => order.indexOf(name));
    // Some other task ran before each part and between every two of them.
    expect(order.slice(0, parts[0]).some((e) => e.startsWith("tick"))).toBe(true);
    expect(order.slice(parts[0], parts[1]).some((e) => e.startsWith("tick"))).toBe(true);
    expect(order.slice(parts[1], parts[2]).some((e) => e.startsWith("tick"))).toBe(true);
    expect(turns.count).toBe(3);
    expect(html).toBe(renderToString(tree));
    expect(html).toContain("<!--$--><!--/$-->");
  });

  it("renders in place without a provider", () => {
    expect(renderToString(tree)).toBe(
      "<main><h1>Title</h1><p>one</p><p>two</p>text<p>three</p><!--$--><!--/$--></main>",
    );
  });
});
