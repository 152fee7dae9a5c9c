// Test helper: finds the marks templates leave behind in generated prose.
// Written independently of the composer's own article helper, so one cannot excuse the other.
import { BODIES } from "~/domain/sky/types";
import { SIGN_SLUGS } from "~/domain/zodiac";

const PROPER = [...BODIES.filter((body) => body !== "Moon"), ...SIGN_SLUGS].map((name) =>
  name.toLowerCase(),
);
const LOWER_PROPER = new RegExp(`\\b(${PROPER.join("|")})\\b`);
// "moon" is lower case only as part of a phase name: "the full moon", "a waxing crescent moon".
const LOWER_MOON = /(?<!\b(?:new|full|crescent|gibbous|quarter) )\bmoon\b/;

// "a" before these vowel-letter words is right ("a union", "a one-off"); "an" before these is right.
const A_BEFORE_VOWEL_LETTER = /^(one|once|uni|use|usu|eu|ewe)/i;
const AN_BEFORE_CONSONANT_LETTER = /^(hour|honest|honou?r|heir|8|11|18)/i;

export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
}

/** Every seam found in a paragraph, as short descriptions; empty when the text is clean. */
export function findSeams(text: string): string[] {
  const seams: string[] = [];
  const flag = (found: boolean, what: string) => {
    if (found) seams.push(what);
  };
  flag(/\b(undefined|NaN|null)\b/.test(text), "a leaked undefined/NaN/null");
  flag(/[{}$]/.test(text), "template braces");
  flag(/ {2,}/.test(text), "a double space");
  flag(/\s[.,;:!?]/.test(text), "a space before punctuation");
  flag(/[.,;:!?][A-Za-z]/.test(text), "no space after punctuation");
  flag(/[.,;:!?]\s*[.,;:!?]/.test(text), "doubled punctuation");
  flag(!/[.!?]$/.test(text), "no final full stop");
  flag(text !== text.trim(), "stray whitespace at an end");
  // A date filled in with its own preposition after another: "since on 3 March".
  const stacked = /\b(?:since|from|until|by|after|before) on \d/.exec(text);
  flag(stacked !== null, `a stacked preposition "${stacked?.[0]}"`);
  const doubled = /\b(\w+)\s+\1\b/i.exec(text);
  flag(doubled !== null, `a doubled word "${doubled?.[0]}"`);
  for (const m of text.matchAll(/\b(a|an)\s+([A-Za-z0-9]+)/gi)) {
    const [, art, word] = m as unknown as [string, string, string];
    const vowelLetter = /^[aeiou]/i.test(word);
    const wantsAn = vowelLetter
      ? !A_BEFORE_VOWEL_LETTER.test(word)
      : AN_BEFORE_CONSONANT_LETTER.test(word);
    flag(art.toLowerCase() === "a" && wantsAn, `"${m[0]}" should take "an"`);
    flag(art.toLowerCase() === "an" && !wantsAn, `"${m[0]}" should take "a"`);
  }
  for (const sentence of sentencesOf(text)) {
    flag(!/^[A-Z]/.test(sentence), `a sentence starting in lower case: "${sentence.slice(0, 30)}"`);
  }
  const lower = LOWER_PROPER.exec(text);
  flag(lower !== null, `a lower-case name "${lower?.[0]}"`);
  flag(LOWER_MOON.test(text), `a lower-case "moon" outside a phase name`);
  return seams;
}
