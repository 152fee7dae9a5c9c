// Draws all 78 tarot cards on one PNG, thirteen to a row, for looking at the deck as a whole.
// Usage: node scripts/tarot-contact-sheet.js [out.png] [--only=slug,slug] [--scale=1]
// Writes docs/tarot-contact-sheet.png by default. The cards are the ones the site serves: the
// same cardSvg(), loaded through Vite, rendered by the share images' resvg with their fonts.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadAppModules } from "./lib/app-modules.js";
import { root } from "./lib/built-server.js";

const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const out = path.resolve(args.find((a) => !a.startsWith("--")) ?? "docs/tarot-contact-sheet.png");
const only = flag("only")?.split(",");
const scale = Number(flag("scale") ?? 1);

const [{ DECK }, { cardSvg }, { renderPng }] =
  /** @type {[typeof import("../app/domain/tarot/deck"), typeof import("../app/art/tarot"), typeof import("../server/share/render")]} */ (
    await loadAppModules([
      "/app/domain/tarot/deck.ts",
      "/app/art/tarot.ts",
      "/server/share/render.ts",
    ])
  );
const cards = only ? DECK.filter((c) => only.includes(c.slug)) : DECK;
const columns = Math.min(13, cards.length);
const [w, h, gap] = [200, 340, 12];
const rows = Math.ceil(cards.length / columns);
const width = columns * (w + gap) + gap;
const height = rows * (h + gap) + gap;
// Each card is a whole document; nested as an <svg> it keeps its own viewBox. Their shared
// ids have the same content on every card, so the repeats do not conflict.
const nested = cards
  .map((card, i) => {
    const x = gap + (i % columns) * (w + gap);
    const y = gap + Math.floor(i / columns) * (h + gap);
    return cardSvg(card).replace("<svg ", `<svg x="${x}" y="${y}" width="${w}" height="${h}" `);
  })
  .join("");
const sheet =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="100%" height="100%" fill="#05070f"/>${nested}</svg>`;
writeFileSync(out, await renderPng(sheet));
console.log(
  `${cards.length} cards, ${width * scale}x${height * scale} px: ${path.relative(root, out)}`,
);
