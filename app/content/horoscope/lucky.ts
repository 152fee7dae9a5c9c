// Lucky colours by the element of the Moon's sign, and moods by the Moon's house.
import type { PerHouse, Six, Three } from "~/content/horoscope/types";
import type { Element } from "~/domain/zodiac";

export const COLOURS: Readonly<Record<Element, Six<string>>> = {
  fire: ["scarlet", "amber", "copper", "saffron", "coral", "burnt orange"],
  earth: ["moss green", "terracotta", "olive", "sand", "chestnut brown", "sage"],
  air: ["sky blue", "lavender", "silver grey", "pale yellow", "mint", "lilac"],
  water: ["sea green", "indigo", "pearl white", "teal", "midnight blue", "aquamarine"],
};

export const MOODS: PerHouse<Three<string>> = {
  1: ["self-assured", "bold", "fresh-faced"],
  2: ["grounded", "content", "comfort-seeking"],
  3: ["curious", "chatty", "quick-witted"],
  4: ["nostalgic", "homely", "tender"],
  5: ["playful", "flirtatious", "creative"],
  6: ["focused", "industrious", "methodical"],
  7: ["cooperative", "diplomatic", "open-hearted"],
  8: ["intense", "searching", "private"],
  9: ["adventurous", "philosophical", "free-spirited"],
  10: ["ambitious", "determined", "composed"],
  11: ["sociable", "hopeful", "idealistic"],
  12: ["dreamy", "reflective", "quietly intuitive"],
};
