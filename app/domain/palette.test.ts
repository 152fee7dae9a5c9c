import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ART_COLOURS, ELEMENT_HUES, PALETTE } from "~/domain/palette";

const ROOT = path.resolve(import.meta.dirname, "../..");
const css = readFileSync(path.join(ROOT, "app/styles/app.css"), "utf8");
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("the palette", () => {
  it("is the stylesheet's :root colours, name for name and value for value", () => {
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? "";
    const declared = Object.fromEntries(
      [...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]+);/gi)].map(([, name, value]) => [name, value]),
    );
    const expected = Object.fromEntries(
      Object.entries(PALETTE).map(([name, value]) => [kebab(name), value]),
    );
    expect(declared).toEqual(expected);
  });

  it("is the only place a PALETTE or art colour is written out in the stylesheet or the code", () => {
    const colours = new Set(
      [
        ...Object.values(PALETTE),
        ...Object.values(ART_COLOURS),
        ...Object.values(ELEMENT_HUES).flat(),
      ].map((c) => c.toLowerCase()),
    );
    const outsideRoot = css.replace(/:root\s*{[^}]*}/, "");
    const copies: string[] = [];
    for (const c of outsideRoot.match(HEX) ?? [])
      if (colours.has(c.slice(0, 7).toLowerCase())) copies.push(`app.css ${c}`);
    for (const dir of ["app", "server"]) {
      for (const file of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.(ts|tsx|js)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        if (path.join(dir, file) === path.join("app", "domain", "palette.ts")) continue;
        const text = readFileSync(path.join(ROOT, dir, file), "utf8");
        for (const c of text.match(HEX) ?? [])
          if (colours.has(c.toLowerCase())) copies.push(`${dir}/${file} ${c}`);
      }
    }
    expect(copies).toEqual([]);
  });
});
