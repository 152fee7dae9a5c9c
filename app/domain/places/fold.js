// Names folded to the form the birthplace search compares them in. Plain JavaScript, so that
// scripts/build-places.js folds the other names with this same code when it makes the table,
// and the server need not fold and sort 393,000 of them on its first search.

// Letters NFKD does not split into a base letter and a mark.
/** @type {Record<string, string>} */
const LETTERS = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
// Accents are dropped where writers drop them (Latin, Greek, Cyrillic, and Arabic and Hebrew
// vowel points); elsewhere a mark is part of the letter (Hindi's vowel signs, Japanese ゛).
const ACCENTS =
  /(\p{Script=Latin}|\p{Script=Greek}|\p{Script=Cyrillic}|\p{Script=Arabic}|\p{Script=Hebrew})\p{M}+/gu;
// Already folded: most names, folded at once.
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * Lowercase, without accents, punctuation as single spaces: the form names are compared in.
 * @param {string} text
 * @returns {string}
 */
export function fold(text) {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  // Lowercase again: NFKD makes capitals of some symbols ("№" is "No").
  return lower
    .normalize("NFKD")
    .toLowerCase()
    .replace(ACCENTS, "$1")
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}
