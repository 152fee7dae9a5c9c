import { createContext } from "react";

/** The CSP nonce of the response being rendered; undefined in the browser, which needs none. */
export const NonceContext = createContext<string | undefined>(undefined);

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Fresh per response: the only inline scripts the page may run carry it. Absent for a
     * page the cache shares, whose CSP names its scripts' hashes instead.
     */
    nonce?: string;
  }
}
