// Aquarius's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const AQUARIUS_PAIRS: PairTexts = {
  aquarius: {
    summary:
      "Two Aquarians form a partnership of equals, full of ideas, causes and unusual friends. They grant each other freedom without being asked, though emotional closeness can take a back seat to the next big idea.",
    love: "Love between two Water Bearers is unconventional by design. They may keep separate flats, invent their own anniversaries or spend a first date at a lecture on urban farming. What binds them is the relief of never having to explain the need for space. Affection is cool on the surface and steady underneath. The danger is drifting into an excellent partnership of minds and nothing more. They stay close by making physical affection a daily habit rather than an afterthought.",
    friendship:
      "Picture the pair that runs the book club, the allotment committee and the group chat all at once: that is Aquarius with Aquarius, at the centre of a wide, odd and loyal circle. Each respects the other's independence and rarely takes offence at absence. Both can be stubborn about opinions, though, and a clash over principle can chill things for weeks. The friendship is strongest when they admit, out loud, that being right matters less than keeping the other around.",
    communication:
      "Ideas are this pair's native tongue. Conversations leap from technology to politics to a theory about why people queue, and neither gets bored or lost. They challenge each other without malice, and both enjoy a clever rebuttal. If anything, they talk around a feeling instead of through it, turning a hurt into a debate. Their best habit is to pause a brilliant discussion now and then and ask the simpler question: how does this actually feel?",
    trust:
      "In principle, faith between them is solid, since both value honesty and hate possessiveness. In practice, two fixed signs who guard their privacy can leave long silences unexplained, and each may read the other's detachment as meaning less than it does. There is rarely deceit, only distance, and neither likes to admit needing reassurance. They strengthen trust by sharing more of the ordinary day, its plans and small worries, instead of only the big ideas they find easy to discuss.",
  },
  pisces: {
    summary:
      "These neighbouring signs have very different instincts: Aquarius thinks about humanity, while Pisces feels for each person in it. Both are idealistic and kind, yet their ways of caring rarely match without patient effort.",
    love: "Attraction often comes through a shared ideal: a cause, an art form, a vision of a kinder world. Up close, the temperature differs. Pisces longs to merge and to be tenderly attended to; Aquarius needs distance to breathe and may answer tears with a reasoned suggestion. The Fish feels unloved, and the Water Bearer feels smothered. Love can take root if Aquarius offers warmth in small, regular gestures, and Pisces accepts that independence is not the same as rejection.",
    friendship:
      "They may meet at a charity event, a festival or an art collective and like each other at once. Sustaining it is harder. Aquarius treats friends as a network of equals and may go months without a private catch-up; Pisces takes friendship personally and reads absence as hurt. Aquarius, meanwhile, finds the Fish's moods hard to track. The bond lasts when they give it a shared purpose, volunteering or making something together, so that the next meeting is never in doubt.",
    communication:
      "Of all their areas, conversation comes a little easier, because both are open-minded and neither likes confrontation. Aquarius argues in ideas and principles; Pisces answers in feelings and images, and each can seem to be speaking a foreign language. When a conversation gets tense, Aquarius grows cooler and Pisces slips away, and nothing gets settled. They fare better when Aquarius asks what Pisces feels before explaining what it thinks, and Pisces replies with a single clear sentence.",
    trust:
      "They withdraw in different ways, and that makes trust fragile. Aquarius vanishes into projects and friends without much explanation; Pisces retreats into moods, daydreams or small, kind untruths meant to avoid upset. Each suspects the other of hiding something, when really each is hiding from discomfort. Neither is disloyal. A simple agreement helps more than any vow: Aquarius says where it is going, and Pisces says when something is wrong, even at the cost of a scene.",
  },
};
