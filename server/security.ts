// Security headers for every response; pages get a CSP that trusts only this response's nonce.
import { randomBytes } from "node:crypto";

/** For answers that are not pages (JSON, SVG, files): nothing may load or frame them. */
const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function securityHeaders(siteUrl: string): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ],
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", STRICT_CSP],
  ];
  if (siteUrl.startsWith("https:")) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Scripts only from this site or inline with the nonce; inline styles stay allowed for SVG art. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
