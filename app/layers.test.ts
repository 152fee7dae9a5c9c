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

  it("keeps React, routes and the server out of the read models", async () => {
    for (const line of [
      'import { redirect } from "react-router";',
      'import { Header } from "~/components/header";',
      'import { pageCache } from "../../server/cache/page-cache";',
    ]) {
      expect(await problems("app/read/zz-layer.ts", `${line}\nexport {};\n`), line).toHaveLength(1);
    }
    const below =
      'import { env } from "~/lib/env.server";\nimport { SIGNS } from "~/domain/zodiac";\n' +
      "export const e = [env, SIGNS];\n";
    expect(await problems("app/read/zz-layer.ts", below)).toEqual([]);
  });

  it("keeps app/lib below the rooms it serves, read models included", async () => {
    const read =
      'import { readingFor } from "~/read/readings.server";\nexport const r = readingFor;\n';
    const route = 'import { meta } from "~/routes/home";\nexport const m = meta;\n';
    expect(await problems("app/lib/zz-layer.ts", read)).toHaveLength(1);
    expect(await problems("app/lib/zz-layer.ts", route)).toHaveLength(1);
    expect(await problems("app/routes/zz-layer.ts", read)).toEqual([]);
    // The named exception: the daily mail shows the day's reading.
    expect(await problems("app/lib/send-daily.server.ts", read)).toEqual([]);
  });

  it("lets text banks take only types from the domain", async () => {
    const value = 'import { SIGNS } from "~/domain/zodiac";\nexport const s = SIGNS;\n';
    const type = 'import type { Sign } from "~/domain/zodiac";\nexport const s: Sign[] = [];\n';
    expect(await problems("app/content/zz-layer.ts", value)).toHaveLength(1);
    expect(await problems("app/content/zz-layer.ts", type)).toEqual([]);
  });
});
