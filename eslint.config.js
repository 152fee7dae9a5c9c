import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// app/lib is infrastructure: it serves the rooms above it and imports none of them.
const LIB_ABOVE = [
  {
    group: ["~/routes/*", "~/components/*", "~/hooks/*", "**/server/**"],
    message: "app/lib is infrastructure: no route, component, hook or server module.",
  },
];
const LIB_BELOW_READ = "app/read builds on app/lib, not the other way round.";
const MEMBER_SERVICES = ["app/lib/saved-charts.server.ts", "app/lib/send-daily.server.ts"];

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
  // The layers of ../shared/STYLE.md, held here so a crossing fails `npm run lint`.
  {
    files: ["app/domain/**/*.{ts,tsx}", "app/art/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-router", "hono"].map((name) => ({
            name,
            message: "app/domain is pure TypeScript: no React, router or server.",
          })),
          patterns: [
            {
              group: ["~/lib/*", "~/routes/*", "~/components/*", "~/hooks/*", "**/server/**"],
              message:
                "app/domain calls nothing of ours but the domain (and content for its texts).",
            },
            { group: ["node:*"], message: "app/domain does no I/O: pass the data in." },
          ],
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
        {
          paths: ["react", "react-dom", "react-router", "hono"].map((name) => ({
            name,
            message: "A read model answers pages and endpoints alike: no React, router or server.",
          })),
          patterns: [
            {
              group: ["~/routes/*", "~/components/*", "~/hooks/*", "**/server/**"],
              message: "app/read calls the domain, the text banks and app/lib, nothing above them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**/*.ts"],
    ignores: ["**/*.test.ts", ...MEMBER_SERVICES],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...LIB_ABOVE, { group: ["~/read/*"], message: LIB_BELOW_READ }] },
      ],
    },
  },
  // Named exception: the member services still in app/lib (a saved chart's summary, the daily
  // mail) show what the read models make. They take their own room later; until then they
  // alone in app/lib may import app/read.
  {
    files: MEMBER_SERVICES,
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: LIB_ABOVE }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/server/**"],
              message: "Components reach the browser: no server-only module.",
            },
          ],
        },
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
              group: ["~/domain/*", "~/domain/**"],
              allowTypeImports: true,
              message: "Text banks take only types from the domain.",
            },
            {
              group: ["~/lib/*", "~/routes/*", "~/components/*", "~/hooks/*", "**/server/**"],
              message: "Text banks are data: they import only each other and domain types.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.js", "scripts/**/*.js", "tests/**/*.js", "db/**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
