// A sign's profile page (/zodiac/{sign}): the facts from the zodiac table, our texts about its
// character, and its best matches as the compatibility model scores them.
import { SIGN_PROFILES } from "~/content/signs/profiles";
import { compatibility } from "~/domain/compatibility/compatibility";
import { capFirst } from "~/domain/horoscope/text";
import { formatRange, SIGNS, type Sign } from "~/domain/zodiac";

export function signProfile(sign: Sign) {
  const others = SIGNS.map((other) => {
    const pair = compatibility(sign, other);
    return { name: other.name, slug: pair.slug, score: pair.score };
  }).sort((a, b) => b.score - a.score);
  return {
    sign,
    facts: [
      ["Dates", formatRange(sign)],
      ["Element", capFirst(sign.element)],
      ["Modality", capFirst(sign.modality)],
      [
        "Ruling planet",
        sign.rulers.join(" (traditional), ") + (sign.rulers.length > 1 ? " (modern)" : ""),
      ],
    ] as [string, string][],
    ...SIGN_PROFILES[sign.slug],
    bestMatches: others.slice(0, 3),
    allPairs: SIGNS.map((other) => ({ name: other.name, slug: compatibility(sign, other).slug })),
  };
}

export type SignProfileData = ReturnType<typeof signProfile>;
