import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./entry.server";

describe("lowerScriptPriority", () => {
  it("marks every modulepreload link low priority and leaves the rest of the page alone", () => {
    const head =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<p>rel="modulepreload"</p><link rel="modulepreload" href="/b.js" nonce="n"/>';
    expect(lowerScriptPriority(head)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<p>rel="modulepreload"</p><link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/>',
    );
  });
});
