// Security headers for every response. Pages get a CSP that trusts only their own inline
// scripts: by nonce when rendered for one visitor, by hash when cached and shared.
import { createHash, randomBytes } from "node:crypto";

/** For answers that are not pages (JSON, SVG, files): nothing may load or frame them. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function securityHeaders(siteUrl: string): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ],
    ["X-Frame-Options", "DENY"],
  ];
  if (siteUrl.startsWith("https:")) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

// An inline script: a <script> element without a src attribute, and not a data block
// (JSON-LD, or the daily page's reading as JSON), which the browser never runs. React escapes
// "</script" in what it inlines, so the first closing tag ends the element.
const INLINE_SCRIPT =
  /<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script in the page, for a page whose bytes never change. */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** Whether the page loads a script file (one of our own, ADR 025). */
export function loadsScriptFiles(html: string): boolean {
  return /<script\b[^>]*\ssrc=/.test(html);
}

/**
 * The page CSP. Script files run only from the site itself ('self': each page's scripts of our
 * own, app/islands, ADR 025, one file each, importing nothing); inline scripts only with this
 * response's nonce or a listed hash. A shared page with no script at all gets script-src
 * 'none'. Inline styles stay allowed for SVG art.
 */
export function pageCsp(
  trusted: { nonce: string } | { hashes: string[]; files?: boolean },
): string {
  const scripts = "nonce" in trusted ? [`'nonce-${trusted.nonce}'`] : trusted.hashes;
  const none = !("nonce" in trusted) && scripts.length === 0 && !trusted.files;
  return [
    "default-src 'self'",
    // A shared page that loads no script allows none at all.
    none ? "script-src 'none'" : ["script-src 'self'", ...scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
