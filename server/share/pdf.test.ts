import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { chartPage } from "~/read/chart-page.server";
import { chartPdfContent, createWheelDownloads } from "./wheel-download";

const downloads = createWheelDownloads();
const QUERY = "name=Ad%C3%A1+Lovelace&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

/** The titles of a PDF's outline (its bookmarks), in order. */
function outlineTitles(pdf: PDFDocument): string[] {
  const titles: string[] = [];
  const outlines = pdf.catalog.lookup(PDFName.of("Outlines"));
  if (!(outlines instanceof PDFDict)) return titles;
  let item = outlines.lookup(PDFName.of("First")) as PDFDict | undefined;
  while (item) {
    const title = item.lookup(PDFName.of("Title"));
    if (title instanceof PDFString || title instanceof PDFHexString)
      titles.push(title.decodeText());
    item = item.lookup(PDFName.of("Next")) as PDFDict | undefined;
  }
  return titles;
}

describe("the chart as a PDF", () => {
  it("holds the wheel, the tables and the reading, and loads back", async () => {
    const answer = await downloads.request(`/chart.pdf?${QUERY}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe(
      'attachment; filename="ada-lovelace-birth-chart.pdf"',
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe("Adá Lovelace's birth chart");
    expect(outlineTitles(pdf)).toEqual([
      "Adá Lovelace's birth chart",
      "Positions",
      "The chart as a whole",
      "The big three",
      "The planets in their signs",
      "The planets in their houses",
      "The aspects",
    ]);
    // The wheel is there as an image, and our face is embedded (a subset), not a standard one.
    const raw = new TextDecoder("latin1").decode(bytes);
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/Helvetica/);
  }, 30_000);

  it("answers a bad query with a 400 that says what is wrong", async () => {
    for (const [query, message] of [
      ["", /birth data/],
      ["date=1990-07-04&place=5128581", /birth time/],
      [`${QUERY}&patterns=2`, /patterns=/],
    ] as const) {
      const answer = await downloads.request(`/chart.pdf?${query}`);
      expect(answer.status, query).toBe(400);
      expect(await answer.text()).toMatch(message);
    }
  });
});

describe("the PDF's words", () => {
  it("write the day and the clock as the chart page does", async () => {
    const page = await chartPage(new URLSearchParams(QUERY));
    if (page.kind !== "chart") throw new Error(`no chart: ${page.kind}`);
    const [first] = chartPdfContent(page, "Adá Lovelace's birth chart", "<svg/>").lede;
    expect(first).toMatch(/^4 July 1990 at 15:30 in /);
    expect(first).toMatch(/Clocks there were on summer time, 4 hours behind UTC \(UTC-04:00\)\.$/);
    expect(first).not.toMatch(/1990-07-04|tz 20/);
  });
});
