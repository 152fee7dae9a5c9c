// The visitor's own time zone once the page runs in a browser; the server's (SITE_TIME_ZONE)
// while it renders and hydrates, so the first paint matches the HTML.
import { useSyncExternalStore } from "react";

const never = () => () => {};

export function useVisitorZone(serverZone: string): string {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => serverZone,
  );
}
