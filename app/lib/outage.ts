// What the server tells a visitor during an outage it foresaw (outage.server.ts finds them):
// the words, and the React context through which the server's render learns of one.
import { createContext } from "react";

export type OutageKind = "database" | "storage";

export interface Outage {
  kind: OutageKind;
  retryAfterSeconds: number;
}

export const OUTAGE_MESSAGES: Record<OutageKind, string> = {
  database:
    "Starcast cannot reach its database just now, so this could not be done. Nothing was changed: please try again in a few seconds.",
  storage:
    "Starcast has run out of storage space, so it cannot save anything just now. Nothing was changed: please try again later.",
};

/** Set by the server's render when a loader or action met an outage; never in the browser. */
export const OutageContext = createContext<Outage | undefined>(undefined);

declare module "react-router" {
  interface AppLoadContext {
    /** Set by handleError when a loader or action met an outage: the answer becomes a 503. */
    outage?: Outage;
  }
}
