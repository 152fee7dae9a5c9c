import { useId } from "react";

/**
 * A read-only field holding an address to share. Its page loads no script (ADR 024, 025), so
 * there is no copy button: the field is there to select and copy from, or to long-press.
 */
export function ShareField({ url, label = "Share this reading" }: { url: string; label?: string }) {
  const id = useId();
  return (
    <div className="share-field">
      <label htmlFor={id}>{label}</label>
      <div className="share-field-row">
        <input id={id} type="text" readOnly value={url} />
      </div>
    </div>
  );
}
