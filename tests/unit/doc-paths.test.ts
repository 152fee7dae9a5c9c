// Every file the docs and the code's comments name must exist: a path left behind by a move
// or a rename is a claim no reader can check. Paths are taken from the Markdown (backticked
// paths from the repository's root, and links relative to the page) and from comments in
// source files (paths that start at one of the repository's top folders).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const TRACKED = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

const TOP = "(?:app|server|db|scripts|tests|docs|public|\\.ci)";
// A path starts a word (not inside a URL or another path) and ends on a letter or digit.
const PATH = new RegExp(`(?<![\\w./~@-])${TOP}/[^\\s\`'"()]*`, "g");
// What a path never holds: a glob, a placeholder, an alias or a route pattern.
const PATTERN = /[*{}<>:[\]$]/;

/**
 * Paths named but not committed, each with its reason: a file a build or a script makes, or one
 * a record names as removed. Each must still be named and still be absent from git.
 */
const ABSENT: Record<string, string> = {
  "app/domain/places/places.tsv": "made by scripts/build-places.js",
  "server/api/daily-lane.ts": "removed with the lane: ADR 010 is superseded by ADR 012",
  "tests/property/daily-lane.test.ts": "removed with the lane: ADR 010 is superseded by ADR 012",
  "app/lib/lru.ts": "ADR 012 records that it is gone",
  "app/fonts/noto-sans-symbols-zodiac.woff2": "ADR 008's first cut, replaced as ADR 037 records",
  "app/read/openapi.server.ts": "ADR 040 records the table it replaced",
  "app/lib/api/queries.ts": "ADR 040 records the schemas it moved",
  "app/lib/api/answers.ts": "ADR 040 records the schemas it moved",
};
// A module named as an import names it, without its extension.
const EXTENSIONS = ["", ".ts", ".tsx", ".js"];
const exists = (p: string) => EXTENSIONS.some((ext) => existsSync(path.join(ROOT, p + ext)));

/** Paths in a Markdown page: backticked ones from the root, links from the page. */
function markdownPaths(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const found: string[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const [p] of code!.matchAll(PATH)) found.push(p);
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/.test(target!)) continue;
    const bare = target!.replace(/#.*$/, "");
    found.push(path.relative(ROOT, path.resolve(ROOT, path.dirname(file), bare)));
  }
  return found;
}

/** Paths in a source file's comments. */
function commentPaths(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const comments = [
    ...text.matchAll(/(?<![:"'`\w])\/\/(.*)$/gm),
    ...text.matchAll(/\/\*([\s\S]*?)\*\//g),
  ].map(([, body]) => body!);
  return comments.flatMap((body) => [...body.matchAll(PATH)].map(([p]) => p));
}

/** `path#anchor` claims, with the file that makes each. */
const anchors: [string, string][] = [];

/** A heading's anchor as GitHub makes it: lower case, punctuation gone, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

function claims(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const file of TRACKED) {
    let found: string[] = [];
    if (/\.md$/.test(file)) found = markdownPaths(file);
    else if (/\.(?:ts|tsx|js|mjs)$/.test(file)) found = commentPaths(file);
    for (const p of found) {
      const clean = p.replace(/[.,;:!?]+$/, "").replace(/\/$/, "");
      if (clean.includes("#")) anchors.push([clean, file]);
      if (PATTERN.test(clean) || clean.startsWith("build")) continue;
      const bare = clean.replace(/#.*$/, "");
      byPath.set(bare, [...(byPath.get(bare) ?? []), file]);
    }
  }
  return byPath;
}

describe("the paths the docs and comments name", () => {
  const named = claims();

  it("finds the paths it checks", () => {
    // So a broken extractor cannot pass by finding nothing.
    expect(named.get("app/layers.test.ts")).toContain("docs/architecture.md");
    expect(named.get("docs/decisions/030-rooms-on-resolved-paths.md")).toContain(
      "docs/architecture.md",
    );
    expect(named.size).toBeGreaterThan(100);
  });

  it("all exist", () => {
    const missing = [...named]
      .filter(([p]) => !Object.hasOwn(ABSENT, p) && !exists(p))
      .map(([p, files]) => `${p} (named in ${[...new Set(files)].join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("points each #anchor at a heading of its page", () => {
    expect(anchors.length).toBeGreaterThan(0);
    const wrong = anchors.filter(([claim]) => {
      const [file, anchor] = claim.split("#") as [string, string];
      if (!file.endsWith(".md") || !exists(file)) return false;
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].map(([, h]) => slug(h!));
      return !headings.includes(anchor);
    });
    expect(wrong.map(([claim, file]) => `${claim} (named in ${file})`)).toEqual([]);
  });

  it("lists as absent only what is absent and still named", () => {
    for (const p of Object.keys(ABSENT)) {
      expect(TRACKED, p).not.toContain(p);
      expect(named.has(p), p).toBe(true);
    }
  });
});
