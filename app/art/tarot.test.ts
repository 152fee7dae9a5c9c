import { describe, expect, it } from "vitest";
import { cardBackSvg, cardSvg } from "~/art/tarot";
import { DECK } from "~/domain/tarot/deck";

interface Element {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: Element[];
}

const NAME = /^[A-Za-z_][\w:.-]*/;
const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function checkEntities(text: string): void {
  for (let i = text.indexOf("&"); i >= 0; i = text.indexOf("&", i + 1)) {
    if (!ENTITY.test(text.slice(i))) throw new Error(`bare & near ${text.slice(i, i + 12)}`);
  }
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A strict little XML reader: one root, balanced tags, quoted unique attributes, valid entities. */
function parseXml(xml: string): Element {
  const stack: Element[] = [];
  let root: Element | null = null;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text) {
      if (text.includes(">")) throw new Error(`stray > in text: ${text}`);
      checkEntities(text);
      const top = stack.at(-1);
      if (!top) {
        if (text.trim()) throw new Error(`text outside the root: ${text}`);
      } else top.text += unescape(text);
    }
    if (lt < 0) break;
    if (xml.startsWith("</", lt)) {
      const name = NAME.exec(xml.slice(lt + 2))?.[0];
      const end = lt + 2 + (name?.length ?? 0);
      if (!name || xml[end] !== ">") throw new Error(`bad closing tag at ${lt}`);
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      i = end + 1;
      continue;
    }
    const name = NAME.exec(xml.slice(lt + 1))?.[0];
    if (!name) throw new Error(`bad tag at ${lt}: ${xml.slice(lt, lt + 20)}`);
    let j = lt + 1 + name.length;
    const element: Element = { name, attrs: {}, text: "", children: [] };
    for (;;) {
      const attr = /^\s+([A-Za-z_][\w:.-]*)="([^"<]*)"/.exec(xml.slice(j));
      if (!attr) break;
      const [whole, key, value] = attr as unknown as [string, string, string];
      if (key in element.attrs) throw new Error(`duplicate attribute ${key} on <${name}>`);
      checkEntities(value);
      element.attrs[key] = unescape(value);
      j += whole.length;
    }
    const close = /^\s*(\/?)>/.exec(xml.slice(j));
    if (!close) throw new Error(`malformed <${name}> at ${lt}: ${xml.slice(lt, j + 20)}`);
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error("second root element");
    else root = element;
    if (!close[1]) stack.push(element);
    i = j + close[0].length;
  }
  if (stack.length) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

function walk(element: Element, visit: (e: Element) => void): void {
  visit(element);
  for (const child of element.children) walk(child, visit);
}

function checkSvg(svg: string): Element {
  const root = parseXml(svg);
  expect(root.name).toBe("svg");
  expect(root.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
  expect(root.attrs.viewBox).toBe("0 0 200 340");
  expect(new TextEncoder().encode(svg).length).toBeLessThan(16 * 1024);
  const ids = new Set<string>();
  const refs: string[] = [];
  walk(root, (e) => {
    if (e.attrs.id) {
      expect(ids.has(e.attrs.id)).toBe(false);
      ids.add(e.attrs.id);
    }
    if (e.attrs.href) refs.push(e.attrs.href.slice(1));
    for (const value of Object.values(e.attrs))
      for (const m of value.matchAll(/url\(#([\w-]+)\)/g)) refs.push(m[1]!);
    if (e.attrs["font-family"]) expect(e.attrs["font-family"]).toBe("serif");
  });
  for (const ref of refs) expect(ids.has(ref), `#${ref} is defined`).toBe(true);
  return root;
}

describe("cardSvg", () => {
  const svgs = DECK.map((card) => cardSvg(card));

  it("draws every card as well-formed SVG under 16 KB with its name as the title", () => {
    DECK.forEach((card, i) => {
      const root = checkSvg(svgs[i]!);
      expect(root.children[0]?.name).toBe("title");
      expect(root.children[0]?.text).toBe(card.name);
      const texts: string[] = [];
      walk(root, (e) => e.name === "text" && texts.push(e.text));
      expect(texts).toContain(card.name);
      if (card.numeral) expect(texts).toContain(card.numeral);
    });
  });

  it("gives every card its own picture, not just its own caption", () => {
    expect(new Set(svgs).size).toBe(78);
    const strip = (svg: string) =>
      svg
        .replace(/<(title|desc|text)[^>]*>[^<]*<\/\1>/g, "")
        .replace(/<g fill="#f3ead0">.*?<\/g>/, "");
    expect(new Set(svgs.map(strip)).size).toBe(78);
  });

  it("is deterministic", () => {
    DECK.forEach((card, i) => expect(cardSvg(card)).toBe(svgs[i]));
  });

  it("reuses suit symbols through <use> on the minor cards", () => {
    for (const card of DECK.filter((c) => c.arcana === "minor")) {
      const svg = cardSvg(card);
      const uses = svg.match(/<use /g)?.length ?? 0;
      expect(uses, card.slug).toBe(card.number <= 10 ? card.number : 1);
    }
  });

  it("escapes text that would break the markup", () => {
    const card = {
      ...DECK[0]!,
      name: "Fool & <Friends>",
      picture: 'A "quoted" <b>picture</b> & more',
    };
    const root = checkSvg(cardSvg(card));
    expect(root.children[0]?.text).toBe("Fool & <Friends>");
    expect(root.children[1]?.text).toBe('A "quoted" <b>picture</b> & more');
  });
});

describe("cardBackSvg", () => {
  it("is well-formed, small and the same under a half turn", () => {
    const svg = cardBackSvg();
    checkSvg(svg);
    expect(svg).toBe(cardBackSvg());
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].map(
      (m) => `${m[1]},${m[2]},${m[3]}`,
    );
    for (const c of circles) {
      const [x, y, r] = c.split(",").map(Number) as [number, number, number];
      expect(circles, `mirror of ${c}`).toContain(
        `${+(200 - x).toFixed(1)},${+(340 - y).toFixed(1)},${r}`,
      );
    }
  });
});

describe("the test's XML reader", () => {
  it("rejects broken markup", () => {
    for (const bad of [
      "<a><b></a></b>",
      "<a>x & y</a>",
      '<a b="1" b="2"/>',
      "<a b=1/>",
      "<a></a><b/>",
      "<a>",
      "x<a/>",
      "<a><</a>",
    ]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    expect(parseXml('<a x="&amp;"><b/>t&lt;</a>').children).toHaveLength(1);
  });
});
