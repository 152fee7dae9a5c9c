// Short names for the twelve houses, as in "your 7th house of partnership".
import type { PerHouse } from "~/content/horoscope/types";

export const HOUSE_NAMES: PerHouse<string> = {
  1: "self and image",
  2: "money and values",
  3: "communication",
  4: "home and roots",
  5: "pleasure and romance",
  6: "work and health",
  7: "partnership",
  8: "shared resources",
  9: "travel and learning",
  10: "career",
  11: "friendship",
  12: "rest and retreat",
};
