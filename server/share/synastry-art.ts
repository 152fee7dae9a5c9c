// Two people's share image: the bi-wheel as the page draws it (the same React component, made
// static), beside their Suns and the count of contacts. No names and no birth data: those stay
// in the page's address.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BiWheel } from "~/components/bi-wheel";
import type { Chart } from "~/domain/chart/chart";
import type { InterAspect } from "~/domain/relationship/synastry";
import { canvas, COLOURS, lines, text } from "~/art/share-kit";

export function synastryArt(a: Chart, b: Chart, aspects: InterAspect[]): string {
  const wheel = renderToStaticMarkup(
    createElement(BiWheel, { inner: a, outer: b, aspects, names: ["Inside", "Outside"] }),
  ).replace(/^<svg [^>]*>/, (open) =>
    open.replace("<svg ", '<svg x="60" y="25" width="580" height="580" '),
  );
  const sun = (chart: Chart) => chart.points.find((p) => p.name === "Sun")!.sign;
  const close = aspects.filter((aspect) => aspect.orb <= 2).length;
  const facts = [
    `Sun in ${sun(a)}`,
    `and Sun in ${sun(b)}`,
    `${aspects.length} contacts, ${close} close`,
  ];
  const body =
    wheel +
    text(700, 200, 84, "Synastry", { weight: 700, fill: COLOURS.goldSoft }) +
    lines(704, 290, 44, facts, { fill: COLOURS.text }, 1.35) +
    text(704, 470, 30, "Compare two charts, from the real sky", { fill: COLOURS.gold });
  return canvas("synastry", body, "right");
}
