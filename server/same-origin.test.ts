import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/login", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts the site's own Origin, or its Referer when Origin is missing", () => {
    expect(isSameOrigin(post({ Origin: "http://localhost:3000" }))).toBe(true);
    expect(isSameOrigin(post({ Referer: "http://localhost:3000/login" }))).toBe(true);
  });

  it("refuses a foreign Origin, a foreign Referer, garbage and nothing at all", () => {
    expect(isSameOrigin(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(
      isSameOrigin(post({ Origin: "https://evil.example", Referer: "http://localhost:3000/" })),
    ).toBe(false);
    expect(isSameOrigin(post({ Referer: "https://evil.example/login" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });
});
