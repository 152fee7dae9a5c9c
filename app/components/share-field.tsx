import { useId, useRef, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once the page has hydrated; false in the server's HTML and without JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A read-only field holding an address to share. The copy button needs JavaScript, so it
 * only appears after hydration; without it the field can still be selected and copied.
 */
export function ShareField({ url, label = "Share this reading" }: { url: string; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied.");
    } catch {
      // Clipboard access can be refused; leave the text selected for the visitor to copy.
      input.current?.select();
      setStatus("Press Ctrl+C (or Cmd+C) to copy the selected link.");
    }
  }

  return (
    <div className="share-field">
      <label htmlFor={id}>{label}</label>
      <div className="share-field-row">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="button button-small" onClick={copy}>
            Copy link
          </button>
        ) : null}
      </div>
      <p className="share-field-status" role="status">
        {status}
      </p>
    </div>
  );
}
