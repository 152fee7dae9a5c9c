// The visitor's optional question, as a reading quotes it. It frames the reading and is never
// kept: not in a reading's address, a cache key, a log line or the database.
import { hiddenCharacter } from "~/domain/hidden-characters";

export const MAX_QUESTION = 200;

export type QuestionCheck = { ok: true; text: string | undefined } | { ok: false; message: string };

/** Control characters and runs of space become one space; an empty question is no question. */
export function checkQuestion(raw: string | undefined): QuestionCheck {
  // eslint-disable-next-line no-control-regex
  const text = (raw ?? "").replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
  // A control character is only spacing gone wrong; a direction override would turn round the
  // reading's words around the quoted question.
  const hidden = hiddenCharacter(text);
  if (hidden) return { ok: false, message: `The question cannot contain ${hidden}.` };
  if (text.length > MAX_QUESTION) {
    return {
      ok: false,
      message: `The question is ${text.length} characters long: keep it to ${MAX_QUESTION} or fewer.`,
    };
  }
  return { ok: true, text: text || undefined };
}
