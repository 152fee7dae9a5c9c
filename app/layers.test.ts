// The rooms of docs/architecture.md are held by eslint.config.js on resolved paths: each
// crossing below must fail lint whether it is written relative, with the `~/` alias or as an
// absolute path, and the same imports from a room allowed to make them must pass.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const LAYER_RULES = new Set([
  "import-x/no-restricted-paths",
  "@typescript-eslint/no-restricted-imports",
]);
// no-restricted-paths skips an import it cannot resolve, so every import here must resolve, or
// an "allowed" import would pass for the wrong reason.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { rules: { "import-x/no-unresolved": "error" } },
});

/** The three spellings of one import of `target` (a repo path) from `from`. */
function spellings(from: string, target: string): string[] {
  // Written as the code writes them: no extension but a script's `.js`.
  const bare = target.replace(/\.tsx?$/, "");
  let relative = path.relative(path.dirname(from), bare);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  const forms = [relative, path.join(ROOT, bare)];
  if (bare.startsWith("app/")) forms.push(`~/${bare.slice("app/".length)}`);
  return forms;
}

/** The layer problems of each line of a module at `from` importing `target` every way. */
async function crossings(from: string, target: string, type = false): Promise<string[][]> {
  const forms = spellings(from, target);
  const lines = forms.map((s, i) => `import ${type ? "type " : ""}* as m${i} from "${s}";`);
  const code = `${lines.join("\n")}\nexport const all = [${forms.map((_, i) => `m${i}`)}];\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, from) });
  const messages = result!.messages;
  const unresolved = messages.filter((m) => m.ruleId === "import-x/no-unresolved");
  expect(unresolved.map((m) => m.message)).toEqual([]);
  return forms.map((_, i) =>
    messages
      .filter((m) => m.line === i + 1 && LAYER_RULES.has(m.ruleId ?? ""))
      .map((m) => m.message),
  );
}

async function expectForbidden(from: string, targets: string[]) {
  for (const target of targets) {
    const perLine = await crossings(from, target);
    for (const [i, problems] of perLine.entries()) {
      expect(problems, `${from} -> ${spellings(from, target)[i]}`).not.toEqual([]);
    }
  }
}

async function expectAllowed(from: string, targets: string[]) {
  for (const target of targets) {
    const perLine = await crossings(from, target);
    for (const [i, problems] of perLine.entries()) {
      expect(problems, `${from} -> ${spellings(from, target)[i]}`).toEqual([]);
    }
  }
}

const DB = "db/schema.ts";
const DB_SERVER = "app/lib/db.server.ts";
const READ = "app/read/readings.server.ts";
const MEMBERS = "app/members/sessions.server.ts";
const ROUTE = "app/routes/home.tsx";
const COMPONENT = "app/components/site-header.tsx";
const HOOK = "app/hooks/use-page-scripts.ts";
const SERVER = "server/cache/page-cache.ts";
const TESTS = "tests/support/database.ts";
const SCRIPT = "scripts/lib/built-server.js";

describe("the rooms the linter holds", () => {
  it("keeps the domain pure: nothing of ours but the domain and the text banks", async () => {
    const rest = [DB_SERVER, READ, DB, SERVER, ROUTE, COMPONENT, HOOK, "app/art/kit.ts", TESTS];
    await expectForbidden("app/domain/zz-layer.ts", rest);
    await expectForbidden("app/domain/places/zz-layer.ts", [DB, DB_SERVER]);
    await expectAllowed("app/domain/zz-layer.ts", [
      "app/domain/zodiac.ts",
      "app/content/common-passwords.ts",
    ]);
  });

  it("keeps React, I/O and the server's packages out of the domain by name", async () => {
    for (const line of [
      'import { useState } from "react";',
      'import { readFileSync } from "node:fs";',
    ]) {
      const [result] = await eslint.lintText(
        `${line}\nexport const x = [${line.split(" ")[2]}];\n`,
        {
          filePath: path.join(ROOT, "app/domain/zz-layer.ts"),
        },
      );
      const problems = result!.messages.filter((m) => LAYER_RULES.has(m.ruleId ?? ""));
      expect(problems, line).toHaveLength(1);
    }
  });

  it("lets the art draw from the domain alone", async () => {
    await expectForbidden("app/art/zz-layer.ts", [
      "app/lib/logger.server.ts",
      "app/content/common-passwords.ts",
      READ,
    ]);
    await expectAllowed("app/art/zz-layer.ts", ["app/domain/zodiac.ts"]);
  });

  it("lets text banks take only types from the domain", async () => {
    await expectForbidden("app/content/zz-layer.ts", [
      "app/domain/zodiac.ts",
      "app/input/chart-form.ts",
      READ,
    ]);
    for (const problems of await crossings(
      "app/content/zz-layer.ts",
      "app/domain/zodiac.ts",
      true,
    )) {
      expect(problems).toEqual([]);
    }
  });

  it("keeps routes, components, hooks, the server and db/ out of the read models", async () => {
    await expectForbidden("app/read/zz-layer.ts", [ROUTE, COMPONENT, HOOK, SERVER, DB, TESTS]);
    await expectAllowed("app/read/zz-layer.ts", [
      DB_SERVER,
      "app/domain/zodiac.ts",
      "app/read/member-day.server.ts",
    ]);
  });

  it("keeps app/lib below the rooms it serves, and db/ for its *.server modules", async () => {
    const above = [READ, ROUTE, COMPONENT, HOOK, SERVER, TESTS];
    await expectForbidden("app/lib/zz-layer.ts", [...above, DB]);
    await expectForbidden("app/lib/zz-layer.server.ts", above);
    await expectAllowed("app/lib/zz-layer.server.ts", [DB, DB_SERVER, "app/domain/zodiac.ts"]);
  });

  it("keeps what a visitor sends to the domain and the text banks", async () => {
    await expectAllowed("app/input/zz-layer.ts", [
      "app/domain/zodiac.ts",
      "app/content/common-passwords.ts",
      "app/input/chart-form.ts",
    ]);
    await expectForbidden("app/input/zz-layer.ts", [
      DB_SERVER,
      READ,
      MEMBERS,
      ROUTE,
      COMPONENT,
      DB,
    ]);
    await expectAllowed("app/read/zz-layer.ts", ["app/input/query-params.ts"]);
    await expectAllowed("app/members/zz-layer.server.ts", ["app/input/forms.ts"]);
    await expectForbidden("app/lib/zz-layer.server.ts", ["app/input/forms.ts"]);
  });

  it("makes the page head from the domain and app/lib, for the routes and the server", async () => {
    await expectAllowed("app/head/zz-layer.ts", ["app/domain/zodiac.ts", "app/lib/site.ts"]);
    await expectForbidden("app/input/zz-layer.ts", ["app/lib/env.server.ts"]);
    await expectForbidden("app/head/zz-layer.ts", [DB_SERVER, READ, MEMBERS, ROUTE, COMPONENT, DB]);
    await expectAllowed("app/routes/zz-layer.tsx", ["app/head/meta.ts"]);
    await expectAllowed("server/zz-layer.ts", ["app/head/share-image.ts"]);
    await expectForbidden("app/lib/zz-layer.ts", ["app/head/meta.ts"]);
    await expectForbidden("app/read/zz-layer.ts", ["app/head/meta.ts"]);
  });

  it("lets the member services take the read models and app/lib, nothing above them", async () => {
    await expectAllowed("app/members/zz-layer.server.ts", [READ, DB, DB_SERVER]);
    await expectAllowed("app/members/send-daily.server.ts", [READ, DB]);
    await expectForbidden("app/members/zz-layer.server.ts", [
      ROUTE,
      COMPONENT,
      HOOK,
      SERVER,
      TESTS,
    ]);
    await expectForbidden("app/members/zz-layer.ts", [DB]);
    await expectForbidden("app/lib/zz-layer.server.ts", [MEMBERS]);
    await expectForbidden("app/read/zz-layer.ts", [MEMBERS]);
    await expectForbidden("app/components/zz-layer.tsx", [MEMBERS]);
  });

  it("keeps server modules, routes and read models out of components", async () => {
    await expectForbidden("app/components/zz-layer.tsx", [
      "app/lib/logger.server.ts",
      READ,
      ROUTE,
      SERVER,
      DB,
    ]);
    await expectAllowed("app/components/zz-layer.tsx", [
      "app/input/chart-form.ts",
      HOOK,
      "app/art/kit.ts",
    ]);
  });

  it("lets hooks take the domain and nothing else of ours", async () => {
    await expectForbidden("app/hooks/zz-layer.ts", [
      DB_SERVER,
      "app/input/chart-form.ts",
      READ,
      ROUTE,
      COMPONENT,
      DB,
    ]);
    await expectAllowed("app/hooks/zz-layer.ts", [
      "app/domain/calendar-date.ts",
      "app/route-handle.ts",
    ]);
  });

  it("keeps the pages' own scripts to the domain", async () => {
    await expectForbidden("app/islands/zz-layer.ts", [
      DB_SERVER,
      "app/input/chart-form.ts",
      READ,
      ROUTE,
      COMPONENT,
      HOOK,
      SERVER,
    ]);
    await expectAllowed("app/islands/zz-layer.ts", [
      "app/domain/calendar-date.ts",
      "app/islands/lib/iso-date.ts",
    ]);
  });

  it("lets routes take anything in app/ but reach db/ only through app/lib", async () => {
    await expectForbidden("app/routes/zz-layer.tsx", [DB, SERVER, TESTS]);
    await expectForbidden("app/zz-layer.ts", [DB, SERVER]);
    await expectAllowed("app/routes/zz-layer.tsx", [DB_SERVER, READ, COMPONENT, HOOK]);
  });

  it("lets the server take app/ but not db/, scripts or tests", async () => {
    await expectForbidden("server/zz-layer.ts", [DB, SCRIPT, TESTS]);
    await expectAllowed("server/zz-layer.ts", [READ, DB_SERVER, COMPONENT]);
  });

  it("keeps db/ to itself and tests' helpers to tests", async () => {
    await expectForbidden("db/zz-layer.ts", [DB_SERVER, SERVER]);
    await expectForbidden("scripts/zz-layer.js", [TESTS]);
    await expectAllowed("scripts/zz-layer.js", ["server/main.js", "app/domain/places/fold.js"]);
    await expectAllowed("tests/zz-layer.ts", [DB, SCRIPT, SERVER, READ, TESTS]);
  });
});
