// Every link in the README, CONTRIBUTING.md and docs/ leads somewhere: a relative link to a file
// or folder that exists, and a #fragment to a heading of that page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pages = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

describe("the documentation's links", () => {
  it("the README is short: a front door, not the manual", () => {
    const text = readFileSync(path.join(root, "README.md"), "utf8");
    expect(text.split("\n").length).toBeLessThanOrEqual(100);
    // Issue 44: the README had grown to 20.6 KB; its tables and guides live in docs/.
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(5 * 1024);
  });

  for (const page of pages) {
    it(`${page}: every relative link and anchor resolves`, () => {
      const text = readFileSync(path.join(root, page), "utf8").replace(/```[\s\S]*?```/g, "");
      const broken: string[] = [];
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|\/)/.test(target!)) continue;
        const [file, fragment] = target!.split("#");
        const resolved = file ? path.join(path.dirname(page), file) : page;
        const full = path.join(root, resolved);
        if (!existsSync(full)) {
          broken.push(`${target}: no ${resolved}`);
          continue;
        }
        if (fragment && statSync(full).isFile() && !anchorsOf(resolved).has(fragment)) {
          broken.push(`${target}: no heading #${fragment} in ${resolved}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
