// The scripts of our own the page in view loads: a route names them in its handle (`scripts`,
// app/route-handle.ts; ADR 025). Controls that a script enhances draw the markup it needs.
import { useMatches } from "react-router";
import { handleOf, type IslandName } from "~/route-handle";

export function usePageScripts(): IslandName[] {
  const names = useMatches().flatMap((match) => handleOf(match).scripts ?? []);
  return [...new Set(names)];
}
