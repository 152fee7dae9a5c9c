// False while the server renders and the browser hydrates, true after: for the controls that
// work one way without JavaScript (a link, a form) and another with it (a button).
import { useSyncExternalStore } from "react";

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
