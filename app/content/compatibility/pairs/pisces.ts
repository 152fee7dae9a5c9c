// Pisces's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const PISCES_PAIRS: PairTexts = {
  pisces: {
    summary:
      "Two Pisceans share a gentle, intuitive world of music, dreams and deep feeling. They understand each other almost without words, but someone still has to remember the rent, and often neither wants to.",
    love: "Their evenings can feel like a film with the sound turned low: long hours together, shared playlists, a sense of being known before a word is said. Each Fish reads the other's moods with uncanny accuracy and answers with tenderness. The difficulty is that two sensitive people can deepen a sad day instead of lifting it. They love best when they take turns being the anchor, so that on a bad day one can sink safely while the other holds steady.",
    friendship:
      "Pisces friends share art, secrets and a soft spot for strays, animal and human alike. Time together passes without plans, a pot of tea becoming a whole afternoon. Both forgive easily, and both understand the need to vanish for a while. The risk is that neither pushes the other to act, so dreams stay dreams for years. They make good use of the friendship by setting one small creative deadline each season and holding each other to it.",
    communication:
      "They communicate through hints, glances and shared references, and mostly it works beautifully. Each senses at once when something is off. What gets lost is the practical message: who is booking the train, what the landlord said, whether the bill was paid. Both avoid conflict, so disagreements can hide under politeness for a long time. They talk best with a plain shared list for the dull facts, leaving the rest of their conversation as dreamy as they like.",
    trust:
      "Kindness is never in doubt between two Fish, and trust comes readily. Yet both soften the truth to protect feelings, and two people doing this can drift into a fog of half-said things. Nothing malicious lives there, but confusion can. Their trust stays clear when they agree that honesty, gently delivered, is the kindest thing either can offer, and that a hard truth told today beats a tactful silence kept for months.",
  },
};
