// A birth chart's share image: the wheel as the page draws it (the same React component, made
// static), beside the big three. No name and no birth data: those stay in the page's address.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ChartWheel } from "~/components/chart-wheel";
import type { Chart } from "~/domain/chart/chart";
import { canvas, COLOURS, lines, text } from "~/art/share-kit";

export function chartArt(chart: Chart): string {
  const wheel = renderToStaticMarkup(
    createElement(ChartWheel, { chart, title: "Birth chart" }),
  ).replace(/^<svg [^>]*>/, (open) =>
    open.replace("<svg ", '<svg x="60" y="25" width="580" height="580" '),
  );
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const rising = find("Ascendant");
  const facts = [
    `Sun in ${find("Sun")!.sign}`,
    `Moon in ${find("Moon")!.sign}`,
    rising ? `${rising.sign} rising` : "Rising sign: time unknown",
  ];
  const body =
    wheel +
    text(700, 200, 84, "Birth chart", { weight: 700, fill: COLOURS.goldSoft }) +
    lines(704, 290, 44, facts, { fill: COLOURS.text }, 1.35) +
    text(704, 470, 30, "Cast yours from the real sky", { fill: COLOURS.gold });
  return canvas("chart", body, "right");
}
