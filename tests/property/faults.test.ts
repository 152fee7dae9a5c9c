// The judge of answers flags what it should: a checker that passes everything proves nothing.
import { describe, expect, it } from "vitest";
import { faultIn, MARKUP_PAYLOAD } from "./http";
import { ROOT } from "./server";

const ok = (body: string, status = 200, contentType = "text/html") =>
  faultIn({ status, body, contentType });

describe("faultIn", () => {
  it("flags server errors, stacks, paths and reflected markup", () => {
    const stack = new Error("boom").stack!;
    expect(ok("", 500)).toMatch(/status 500/);
    expect(ok("", 101)).toMatch(/status 101/);
    expect(ok(`<pre>${stack}</pre>`)).toMatch(/stack frame/);
    expect(ok("TypeError: x is undefined (file:///srv/app/build/server/index.js)")).toMatch(
      /file path/,
    );
    expect(ok("at /x/node_modules/react-router/index.js")).toMatch(/node_modules/);
    expect(ok(`see ${ROOT}build`)).toMatch(/directory/);
    expect(ok("root:x:0:0:root:/root:/bin/bash")).toMatch(/passwd/);
    expect(ok(`<p>${MARKUP_PAYLOAD}</p>`)).toMatch(/markup/);
  });

  it("passes clean answers, including echoed input", () => {
    expect(ok("<p>Look at the stars tonight.</p>", 404)).toBeUndefined();
    expect(
      ok(
        '{"error":{"message":"The date parameter \\"../../etc/passwd\\" is not a date"}}',
        400,
        "application/json",
      ),
    ).toBeUndefined();
    expect(
      ok(
        'Error: You made a POST request to "/build/server/index.js" but did not provide an action',
        405,
      ),
    ).toBeUndefined();
    expect(ok(MARKUP_PAYLOAD, 400, "application/json")).toBeUndefined();
    expect(ok("&lt;svg/onload=alert(7)&gt;", 200)).toBeUndefined();
  });
});
