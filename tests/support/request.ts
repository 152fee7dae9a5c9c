// A small stand-in for Playwright's APIRequestContext over Node's fetch, for the HTTP tests that
// never open a page (tests/http): paths against a base address, a cookie jar of its own,
// redirects followed (up to `maxRedirects`, 20 by default, 0 for none) as Playwright follows
// them, bodies decoded, and `headers()` with lower-case names and Set-Cookie lines joined by
// "\n". Only what those tests use.

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** A string as it is; anything else as JSON. */
  data?: unknown;
  maxRedirects?: number;
  method?: string;
}

export interface ApiResponse {
  status(): number;
  ok(): boolean;
  url(): string;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

// Playwright's own default, so a test that names no encoding still gets a compressed answer.
const ACCEPT_ENCODING = "gzip,deflate,br";

function answer(response: Response, bytes: Buffer): ApiResponse {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies.join("\n");
  return {
    status: () => response.status,
    ok: () => response.ok,
    url: () => response.url,
    headers: () => ({ ...headers }),
    body: async () => bytes,
    text: async () => bytes.toString("utf8"),
    json: async () => JSON.parse(bytes.toString("utf8")),
  };
}

export class RequestContext {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseURL: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => {
        const [key = "", v = ""] = a.split("=").map((s) => s.trim());
        if (/^max-age$/i.test(key)) return Number(v) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(v) <= Date.now();
        return false;
      });
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async fetch(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    let url = new URL(path, this.baseURL);
    let method = (options.method ?? "GET").toUpperCase();
    const headers = new Headers({ "Accept-Encoding": ACCEPT_ENCODING, ...options.headers });
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      if (!headers.has("content-type")) {
        headers.set("Content-Type", "application/x-www-form-urlencoded");
      }
    } else if (options.data !== undefined) {
      const raw = typeof options.data === "string";
      body = raw ? (options.data as string) : JSON.stringify(options.data);
      if (!raw && !headers.has("content-type")) headers.set("Content-Type", "application/json");
    }
    const ownCookie = headers.has("cookie");
    for (let redirects = options.maxRedirects ?? 20; ; redirects--) {
      if (!ownCookie && this.jar.size > 0) {
        headers.set("Cookie", [...this.jar].map(([n, v]) => `${n}=${v}`).join("; "));
      }
      const response = await fetch(url, { method, headers, body, redirect: "manual" });
      this.remember(response);
      const location = response.headers.get("location");
      const follow = [301, 302, 303, 307, 308].includes(response.status) && location;
      if (!follow || (options.maxRedirects ?? 20) === 0) {
        return answer(response, Buffer.from(await response.arrayBuffer()));
      }
      await response.arrayBuffer();
      if (redirects === 0) throw new Error(`Max redirect count exceeded for ${url.href}`);
      url = new URL(location, url);
      if (response.status === 303 || (response.status !== 307 && response.status !== 308)) {
        if (method !== "HEAD") method = "GET";
        body = undefined;
        headers.delete("content-type");
      }
    }
  }

  get(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.fetch(path, { ...options, method: "GET" });
  }

  post(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.fetch(path, { ...options, method: "POST" });
  }

  head(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.fetch(path, { ...options, method: "HEAD" });
  }

  delete(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.fetch(path, { ...options, method: "DELETE" });
  }

  put(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.fetch(path, { ...options, method: "PUT" });
  }

  /** Forgets its cookies, as a disposed Playwright context does. */
  async dispose() {
    this.jar.clear();
  }
}
