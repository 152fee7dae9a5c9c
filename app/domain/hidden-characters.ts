// Characters a visitor's text (a name, a chart's label, a question) may not hold, because a
// reader cannot see them: control characters, and the bidirectional formatting characters
// that reorder what is shown around them (a name ending in U+202E reads "Ada" as "adA" and
// turns the page's words after it round), the "Trojan Source" trick.

// A NUL PostgreSQL cannot store; a tab or newline a one-line field cannot show.
const CONTROL = /\p{Cc}/u;
// Embeddings and overrides (U+202A-U+202E), isolates (U+2066-U+2069), and the left-to-right,
// right-to-left and Arabic letter marks (U+200E, U+200F, U+061C): no name needs one, as the
// browser already orders each script's letters by their own direction.
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** What text must not contain, in words that follow "cannot contain", or undefined if none. */
export function hiddenCharacter(text: string): string | undefined {
  if (CONTROL.test(text)) return "control characters";
  const direction = DIRECTION.exec(text)?.[0];
  if (direction === undefined) return undefined;
  const code = direction.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `the invisible text-direction character U+${code}`;
}
