/** A strong ETag from FNV-1a over the body: cheap, and stable across restarts. */
export function etagFor(body: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    hash ^= body.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `"${(hash >>> 0).toString(36)}-${body.length.toString(36)}"`;
}
