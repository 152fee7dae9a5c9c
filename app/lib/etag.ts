import { fnv1a } from "~/domain/hash";

/** A strong ETag from FNV-1a over the body: cheap, and stable across restarts. */
export function etagFor(body: string): string {
  return `"${fnv1a(body).toString(36)}-${body.length.toString(36)}"`;
}
