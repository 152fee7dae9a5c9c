// The layers of ../shared/STYLE.md are held by eslint.config.js: each crossing below must fail
// lint, and the same imports in the layer allowed to make them must pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

describe("the layers the linter holds", () => {
  it("keeps React, routes, lib and I/O out of the domain", async () => {
    for (const line of [
      'import { useState } from "react";',
      'import { logger } from "~/lib/logger.server";',
      'import { readFileSync } from "node:fs";',
      'import { Header } from "~/components/header";',
    ]) {
      expect(await problems("app/domain/zz-layer.ts", `${line}\nexport {};\n`), line).toHaveLength(
        1,
      );
    }
    expect(
      await problems(
        "app/domain/zz-layer.ts",
        'import { SIGNS } from "~/domain/zodiac";\nexport const s = SIGNS;\n',
      ),
    ).toEqual([]);
  });

  it("keeps server modules out of components", async () => {
    const code = 'import { logger } from "~/lib/logger.server";\nexport const l = logger;\n';
    expect(await problems("app/components/zz-layer.tsx", code)).toHaveLength(1);
    expect(await problems("app/routes/zz-layer.tsx", code)).toEqual([]);
  });

  it("lets text banks take only types from the domain", async () => {
    const value = 'import { SIGNS } from "~/domain/zodiac";\nexport const s = SIGNS;\n';
    const type = 'import type { Sign } from "~/domain/zodiac";\nexport const s: Sign[] = [];\n';
    expect(await problems("app/content/zz-layer.ts", value)).toHaveLength(1);
    expect(await problems("app/content/zz-layer.ts", type)).toEqual([]);
  });
});
