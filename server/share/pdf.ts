// The whole chart as a PDF, drawn with PDFKit (ADR 021) in a pool thread: the wheel as the PNG
// that resvg draws for /chart/wheel.png, the tables and the reading, set in the Noto Sans faces
// the share images already use (sfnt from our WOFF files, embedded as subsets). It takes plain
// data (chartPdfContent builds it on the main thread), so it crosses between threads as it is.
import PDFDocument from "pdfkit";
import { renderPng, shareFonts } from "./render";

export interface PdfTable {
  caption: string;
  /** Column headings, and each column's share of the line's width. */
  columns: { heading: string; width: number }[];
  rows: string[][];
}

export interface PdfContent {
  title: string;
  /** Lines under the title: when and where, the zodiac, notices. */
  lede: string[];
  /** The wheel as a standalone SVG document (wheelSvg), drawn to a PNG here. */
  wheelSvg: string;
  tables: PdfTable[];
  /** The reading, part by part, each with its sections. */
  reading: { heading: string; sections: { heading: string; text: string }[] }[];
  /** The site's address, for the footer line. */
  site: string;
}

const INK = "#1b1f33";
const MUTED = "#5a6080";
const RULE = "#c8cce0";
const MARGIN = 56;

/** The chart's PDF bytes: an A4 document with the wheel, the tables and the reading. */
export async function chartPdf(content: PdfContent): Promise<Uint8Array> {
  const [regular, bold] = shareFonts();
  const png = await renderPng(content.wheelSvg);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // Our own face from the start: PDFKit's default would load Helvetica's metrics from disk.
    font: Buffer.from(regular!) as unknown as string,
    info: { Title: content.title, Creator: "Starcast", Producer: "Starcast (PDFKit)" },
    displayTitle: true,
    lang: "en",
    pdfVersion: "1.7",
    // Kept until the end, so each page gets its footer with the page count.
    bufferPages: true,
  });
  doc.registerFont("regular", Buffer.from(regular!));
  doc.registerFont("bold", Buffer.from(bold!));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font("bold").fontSize(22).fillColor(INK).text(content.title);
  doc.outline.addItem(content.title);
  doc.moveDown(0.3);
  doc.font("regular").fontSize(10.5).fillColor(MUTED);
  for (const line of content.lede) doc.text(line, { width });
  doc.moveDown(0.8);

  // The wheel, as large as the page's width allows, with its own dark ground.
  const side = Math.min(width, bottom() - doc.y);
  doc.image(Buffer.from(png), MARGIN + (width - side) / 2, doc.y, { width: side, height: side });
  doc.y += side;

  const heading = (text: string, size: number) => {
    room(size * 3);
    doc.moveDown(0.6);
    doc.font("bold").fontSize(size).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.25);
  };

  doc.addPage();
  doc.outline.addItem("Positions");
  for (const table of content.tables) {
    heading(table.caption, 14);
    const xs: number[] = [];
    let x = MARGIN;
    for (const column of table.columns) {
      xs.push(x);
      x += column.width * width;
    }
    const headings = table.columns.map((column) => column.heading);
    const row = (cells: string[], font: "regular" | "bold"): void => {
      doc.font(font).fontSize(10).fillColor(INK);
      const heights = cells.map((cell, i) =>
        doc.heightOfString(cell, { width: table.columns[i]!.width * width - 6 }),
      );
      const height = Math.max(...heights) + 5;
      if (doc.y + height > bottom()) {
        // Continued on a new page: under its column headings again.
        doc.addPage();
        if (font === "regular") row(headings, "bold");
        doc.font(font).fontSize(10).fillColor(INK);
      }
      const y = doc.y;
      cells.forEach((cell, i) =>
        doc.text(cell, xs[i]!, y + 2.5, { width: table.columns[i]!.width * width - 6 }),
      );
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    row(headings, "bold");
    for (const cells of table.rows) row(cells, "regular");
  }

  doc.addPage();
  for (const part of content.reading) {
    if (!part.sections.length) continue;
    heading(part.heading, 16);
    doc.outline.addItem(part.heading);
    for (const section of part.sections) {
      room(40);
      doc
        .font("bold")
        .fontSize(11.5)
        .fillColor(INK)
        .text(section.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.15);
      doc.font("regular").fontSize(10.5).fillColor(INK).text(section.text, {
        width,
        align: "left",
        lineGap: 2,
      });
      doc.moveDown(0.6);
    }
  }

  // A footer on each page: where it came from, and the page's number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin, where PDFKit would otherwise start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${content.site} · ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 36, {
        width,
        align: "center",
        lineBreak: false,
      });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
