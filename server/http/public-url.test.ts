import { describe, expect, it } from "vitest";
import { publicRequest } from "./public-url";

const SITE = "https://starcast.example";

/** A form post as @hono/node-server hands it on: an http:// URL built from the Host header. */
function post(url: string, headers: Record<string, string> = {}, body = "email=a%40b.io") {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

describe("publicRequest", () => {
  it("gives a request behind a TLS proxy SITE_URL's origin, keeping everything else", async () => {
    const incoming = post("http://starcast.example/login?next=%2Ftarot&x=1", {
      Origin: SITE,
      Cookie: "session=abc",
    });
    const request = publicRequest(incoming, SITE);
    expect(request.url).toBe(`${SITE}/login?next=%2Ftarot&x=1`);
    expect(request.method).toBe("POST");
    expect(request.headers.get("Cookie")).toBe("session=abc");
    expect(request.headers.get("Origin")).toBe(SITE);
    expect(await request.text()).toBe("email=a%40b.io");
  });

  it("uses SITE_URL's origin when the Host is another address of the server", () => {
    const incoming = post("http://127.0.0.1:3000/auth", { Origin: SITE });
    expect(publicRequest(incoming, SITE).url).toBe(`${SITE}/auth`);
  });

  it("believes no forwarded header over SITE_URL, whatever TRUST_PROXY says", () => {
    const incoming = post("http://starcast.example/newsletter", {
      Origin: SITE,
      "X-Forwarded-Proto": "http",
      "X-Forwarded-Host": "evil.example",
    });
    expect(publicRequest(incoming, SITE).url).toBe(`${SITE}/newsletter`);
  });

  it("keeps a path that looks like another host a path on this site", () => {
    const incoming = new Request("http://starcast.example//evil.example/x?y=1");
    expect(publicRequest(incoming, SITE).url).toBe(`${SITE}//evil.example/x?y=1`);
  });

  it("ignores a path in SITE_URL and takes its origin only", () => {
    const incoming = new Request("http://starcast.example/tarot");
    expect(publicRequest(incoming, `${SITE}/`).url).toBe(`${SITE}/tarot`);
  });

  it("returns the request itself when it already has the public origin", () => {
    const incoming = post("http://localhost:3000/login", { Origin: "http://localhost:3000" });
    expect(publicRequest(incoming, "http://localhost:3000")).toBe(incoming);
  });

  it("leaves a page posted from the server's own other address as it came (development)", () => {
    const incoming = post("http://127.0.0.1:3000/login", { Origin: "http://127.0.0.1:3000" });
    expect(publicRequest(incoming, "http://localhost:3000")).toBe(incoming);
  });

  it("streams a body it has not read, and passes the abort signal on", async () => {
    const chunks = ["email=", "a%40b.io"].map((text) => new TextEncoder().encode(text));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const abort = new AbortController();
    const incoming = new Request("http://starcast.example/login", {
      method: "POST",
      body: stream,
      signal: abort.signal,
      duplex: "half",
    } as RequestInit);
    const request = publicRequest(incoming, SITE);
    expect(await request.text()).toBe("email=a%40b.io");
    abort.abort();
    expect(request.signal.aborted).toBe(true);
  });
});
