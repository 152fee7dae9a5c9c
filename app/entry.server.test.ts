import { describe, expect, it } from "vitest";
import { inlineStylesheet, lowerScriptPriority } from "./entry.server";

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

describe("inlineStylesheet", () => {
  it("writes the stylesheet at the end of <head>, once", () => {
    const page =
      "<html><head><title>t</title></head><body><p>&lt;/head&gt;</head></p></body></html>";
    expect(inlineStylesheet(page, "p{color:red}")).toBe(
      "<html><head><title>t</title><style>p{color:red}</style></head><body><p>&lt;/head&gt;</head></p></body></html>",
    );
  });

  it("leaves a document without a head alone", () => {
    expect(inlineStylesheet("<p>no head</p>", "p{}")).toBe("<p>no head</p>");
  });
});
