import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";

// The rooms of docs/architecture.md and what each may import, held on resolved paths: a
// relative, `~/` or absolute import of the same file is the same crossing. The conventions
// behind them are docs/conventions.md's.
const ROOT = import.meta.dirname;
const ROOMS = [
  "app/routes",
  "app/components",
  "app/hooks",
  "app/islands",
  "app/domain",
  "app/art",
  "app/content",
  "app/read",
  "app/lib",
  "app/input",
  "app/head",
  "app/members",
  "server",
  "db",
  "scripts",
  "tests",
];

/** @typedef {{ from: string | string[]; message: string }} Zone */

/**
 * One room's rule: every other room is out of bounds but those it may import.
 * @param {string} room
 * @param {{ may: string[]; message: string; also?: Zone[] }} rule
 * @returns {import("eslint").Linter.RulesRecord}
 */
function zonesFor(room, { may, message, also = [] }) {
  const from = ROOMS.filter((other) => other !== room && !may.includes(other));
  return {
    "import-x/no-restricted-paths": [
      /** @type {const} */ ("error"),
      {
        basePath: ROOT,
        zones: [
          { target: room, from, message },
          ...also.map((zone) => ({ target: room, ...zone })),
        ],
      },
    ],
  };
}

const PACKAGES_OUT = (/** @type {string} */ message) => ({
  paths: ["react", "react-dom", "react-router", "hono"].map((name) => ({ name, message })),
});
const LIB = {
  may: ["app/domain", "app/content", "db"],
  message: "app/lib is infrastructure: it serves the rooms above it and imports none of them.",
};
const MEMBERS = {
  may: ["app/domain", "app/content", "app/lib", "app/input", "app/read", "db"],
  message: "The member services call the read models and app/lib, nothing above them.",
};
/** @type {Zone} */
const NO_SERVER_MODULE = {
  from: ["app/**/*.server.{ts,tsx}"],
  message: "What pages and components share reaches the browser: no server-only module.",
};
/** @type {Zone} */
const SERVER_ONLY_DB = {
  from: "db",
  message: "The database is reached only from the *.server.ts modules of app/lib and app/members.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` }),
      ],
    },
  },
  // What a room may not import by name: packages, and the domain's values for the text banks.
  {
    files: ["app/domain/**/*.{ts,tsx,js}", "app/art/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          ...PACKAGES_OUT("app/domain is pure TypeScript: no React, router or server."),
          patterns: [{ group: ["node:*"], message: "app/domain does no I/O: pass the data in." }],
        },
      ],
    },
  },
  {
    files: ["app/read/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        PACKAGES_OUT("A read model answers pages and endpoints alike: no React, router or server."),
      ],
    },
  },
  {
    files: ["app/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^~|\\.\\.|/app)/domain(/|$)",
              allowTypeImports: true,
              message: "Text banks take only types from the domain.",
            },
          ],
        },
      ],
    },
  },
  // What a room may import, by the resolved path of the file imported.
  {
    files: ["app/domain/**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: zonesFor("app/domain", {
      may: ["app/content"],
      message: "app/domain calls nothing of ours but the domain (and content for its texts).",
    }),
  },
  {
    files: ["app/art/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/art", { may: ["app/domain"], message: "app/art draws from the domain." }),
  },
  {
    files: ["app/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/content", {
      may: ["app/domain"],
      message: "Text banks are data: they import only each other and domain types.",
    }),
  },
  {
    files: ["app/read/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/read", {
      may: ["app/domain", "app/content", "app/lib", "app/input"],
      message:
        "app/read calls the domain, the text banks, app/lib and app/input, nothing above them.",
    }),
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/lib", { ...LIB, also: [SERVER_ONLY_DB] }),
  },
  {
    files: ["app/lib/**/*.server.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/lib", LIB),
  },
  // What a visitor sends, read the same way by pages, endpoints and the read models: form
  // fields' rules, the chart and synastry forms, the query parameters' schemas.
  {
    files: ["app/input/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/input", {
      may: ["app/domain", "app/content"],
      message: "app/input reads what a visitor sends with the domain's words, nothing else.",
      also: [NO_SERVER_MODULE],
    }),
  },
  // The page head: meta tags, structured data, the share images' addresses.
  {
    files: ["app/head/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/head", {
      may: ["app/domain", "app/content", "app/lib"],
      message: "The page head is made from the domain and app/lib: no page, read model or server.",
      also: [NO_SERVER_MODULE],
    }),
  },
  // The member services (accounts, sessions, saved charts, the newsletter and the daily mail)
  // show what the read models make: a saved chart's summary, a member's day.
  {
    files: ["app/members/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/members", { ...MEMBERS, also: [SERVER_ONLY_DB] }),
  },
  {
    files: ["app/members/**/*.server.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/members", MEMBERS),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: zonesFor("app/components", {
      may: ["app/domain", "app/art", "app/hooks", "app/lib", "app/input", "app/content"],
      message: "Components reach the browser: no route, read model or server module.",
      also: [
        {
          from: ["app/**/*.server.{ts,tsx}"],
          message: "Components reach the browser: no server-only module.",
        },
      ],
    }),
  },
  {
    files: ["app/hooks/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: zonesFor("app/hooks", {
      may: ["app/domain"],
      message: "Hooks run in the browser on the domain's values: no lib, read model or server.",
    }),
  },
  {
    files: ["app/islands/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("app/islands", {
      may: ["app/domain"],
      message:
        "The pages' own scripts are bundled alone for the browser: the domain, nothing else.",
    }),
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: zonesFor("app", {
      may: ROOMS.filter((room) => room.startsWith("app/")),
      message: "The app reaches the database through app/lib, and never the server or tests.",
    }),
  },
  {
    files: ["server/**/*.{ts,js}"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("server", {
      may: ROOMS.filter((room) => room.startsWith("app/")),
      message: "The server calls app/: the database through app/lib, never scripts or tests.",
    }),
  },
  {
    files: ["db/**/*.{ts,js}"],
    ignores: ["**/*.test.ts"],
    rules: zonesFor("db", { may: [], message: "db/ is the schema and its migrations alone." }),
  },
  {
    files: ["scripts/**/*.js"],
    rules: zonesFor("scripts", {
      may: ROOMS.filter((room) => room !== "tests"),
      message: "Scripts run the site's code; helpers only tests use stay in tests/.",
    }),
  },
  {
    files: ["server/**/*.js", "scripts/**/*.js", "tests/**/*.js", "db/**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  // checkJs types every JavaScript file: none may opt out of the check again (issue 44).
  {
    files: ["**/*.js"],
    rules: {
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-nocheck": true }],
    },
  },
);
