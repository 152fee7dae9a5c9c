// The site's name, on its own so the page head (meta.ts) and its structured data (json-ld.ts)
// both read it without importing each other.
export const SITE_NAME = "Starcast";
