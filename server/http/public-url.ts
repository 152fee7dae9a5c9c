// The request handed to React Router carries the site's public origin, SITE_URL's. Behind a TLS
// proxy @hono/node-server builds its URL as http:// from the Host header, and React Router
// refuses an action whose Origin header does not match the request's URL (a 400 on every form).

/**
 * `request` with SITE_URL's origin in its URL; path, query, method, headers and body unchanged.
 * X-Forwarded-Proto and X-Forwarded-Host are not consulted, with or without TRUST_PROXY: the
 * origin check accepts forms from SITE_URL's origin alone, so any other origin could only
 * turn its clear 403 into React Router's 400, and those headers are the client's to forge.
 */
export function publicRequest(request: Request, siteUrl: string): Request {
  const own = new URL(request.url);
  const site = new URL(siteUrl).origin;
  if (own.origin === site) return request;
  // A page opened at the server's own address, which development accepts (form-guard.ts).
  if (request.headers.get("Origin") === own.origin) return request;
  // Joined as text: a path such as //elsewhere.example/ must stay a path on this site.
  return new Request(site + own.pathname + own.search, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    redirect: request.redirect,
    // Node's fetch streams a request body only when told it may.
    duplex: "half",
  } as RequestInit);
}
