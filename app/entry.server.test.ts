import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./entry.server";

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
