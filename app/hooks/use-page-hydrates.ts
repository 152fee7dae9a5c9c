// Whether the page in view hydrates: a route says so in its handle (`hydrate: true`, see
// app/route-handle.ts). Pages that do not ship no script at all (issue 43), so the controls
// they share with hydrating pages (tabs) take their no-script form there from the start.
import { useMatches } from "react-router";
import { handleOf } from "~/route-handle";

export function usePageHydrates(): boolean {
  return useMatches().some((match) => handleOf(match).hydrate === true);
}
