// What each sign brings to a pairing. `easy` is used beside a partner of a friendly element,
// `testing` beside a tense one, `twin` when a sign meets itself. Each line names its sign.
import type { SignSlug } from "~/domain/zodiac";

export interface SignPairText {
  easy: string;
  testing: string;
  twin: string;
}

export const SIGN_PAIR_TEXTS: Record<SignSlug, SignPairText> = {
  aries: {
    easy: "Aries brings the first move: the call, the plan, the dare. Its courage is generous, and beside a partner who keeps pace it turns ordinary weeks into small adventures.",
    testing:
      "Aries brings heat and hurry. It says what it wants, acts before doubt sets in and forgives fast, which can feel bracing or bruising depending on the day.",
    twin: "Aries with Aries is two starters at one starting line. Each knows exactly why the other cannot sit still, and that recognition is a relief. The trouble is that both want to lead, and neither likes waiting for the other to catch up.",
  },
  taurus: {
    easy: "Taurus brings patience and a feel for good things: a well-laid table, a promise kept, a hand that stays. It loves slowly and for a long time.",
    testing:
      "Taurus brings ballast. It will not be hurried, it wants proof before it trusts, and once its mind is made up, moving it takes a very good reason.",
    twin: "Taurus with Taurus can make a home that feels like a long breath let out. Both value comfort, loyalty and the long view, and neither needs the other to be exciting. The risk is a standoff: two people who will not budge can sit on one disagreement for years.",
  },
  gemini: {
    easy: "Gemini brings talk, wit and a hundred open tabs. It connects people and ideas, and it keeps a relationship from ever going stale.",
    testing:
      "Gemini brings quick questions and quicker changes of mind. It is curious about everything, its partner included, but it can slip away from a feeling by turning it into a conversation.",
    twin: "Gemini with Gemini never runs out of things to say. Two curious minds trade jokes, plans and half-finished theories at speed, so boredom is no danger here. Depth is: when both keep things light, the serious conversation can wait forever.",
  },
  cancer: {
    easy: "Cancer brings care you can feel: the remembered birthday, the soup when someone is ill, the instinct for what is needed before anyone asks. It makes a shared space feel like home.",
    testing:
      "Cancer brings a tender heart behind a hard shell. It notices every change of mood, takes slights to heart and retreats when hurt, though it always comes back.",
    twin: "Cancer with Cancer builds a nest quickly. Each understands the other's moods without explanation, and both show love by looking after people. But two sensitive signs can also feed each other's worries, and when both retreat into the shell, nobody comes out first.",
  },
  leo: {
    easy: "Leo brings warmth and a big heart. It is loyal, playful and proud of the people it loves, and it likes a relationship to feel like a celebration.",
    testing:
      "Leo brings a bright light and a need to be seen. Its generosity is real, but so is its pride, and it wilts when its efforts go unnoticed.",
    twin: "Leo with Leo is a pair that fills a room. They admire each other openly, enjoy a good time and defend each other fiercely. The catch is the spotlight: two signs that love applause must learn to take turns clapping.",
  },
  virgo: {
    easy: "Virgo brings attention to detail and a quiet kind of devotion. It shows love by being useful: fixing, planning, remembering the small thing mentioned once in passing.",
    testing:
      "Virgo brings high standards and a sharp eye. It sees what could be better, in itself first of all, and its helpful corrections can land like criticism.",
    twin: "Virgo with Virgo runs smoothly. Both respect doing things properly, and each notices the care the other takes. The danger is a shared habit of worry and fault-finding, which can turn a calm home into a place where nothing is ever quite right.",
  },
  libra: {
    easy: "Libra brings grace, fairness and a gift for partnership. It wants life to be lovely and balanced, and it has a talent for making the other person feel chosen.",
    testing:
      "Libra brings charm and a dislike of conflict. It weighs every side before it acts, which makes it fair but sometimes slow, and it may smile when it means no.",
    twin: "Libra with Libra is courteous, romantic and easy on the eye. Both want harmony and will go out of their way to keep the peace. That is also the trap: with two peacemakers, hard choices get postponed until they make themselves.",
  },
  scorpio: {
    easy: "Scorpio brings depth, focus and a loyalty that does not waver once given. It wants the real thing rather than the polite version, and it goes all the way in.",
    testing:
      "Scorpio brings intensity and privacy. It reads people closely, guards its own feelings and remembers a betrayal for a long time, so trust has to be earned.",
    twin: "Scorpio with Scorpio is a meeting of deep waters. Each recognises the other's intensity without flinching, and the loyalty can be total. So can the suspicion: two private people may test each other for a long time before either lowers the guard.",
  },
  sagittarius: {
    easy: "Sagittarius brings optimism, humour and a taste for the horizon. It wants to learn, travel and laugh, and it makes a partner feel the world is bigger than it was.",
    testing:
      "Sagittarius brings honesty without a filter and a restless streak. It needs room to roam, and its blunt remarks can sting even when they are meant kindly.",
    twin: "Sagittarius with Sagittarius is an open road. Both share the same appetite for adventure and big ideas, and neither will try to fence the other in. What can go missing is follow-through: two free spirits may promise a lot and settle very little.",
  },
  capricorn: {
    easy: "Capricorn brings steadiness, ambition and a dry sense of humour. It plans ahead, keeps its word and builds something solid for the people it loves.",
    testing:
      "Capricorn brings caution and a strong sense of duty. It holds its feelings back until it is sure, and it can put work ahead of love without noticing.",
    twin: "Capricorn with Capricorn is a partnership with a plan. Each respects the other's discipline, they share the same long goals, and together they can build a great deal. The risk is that duty crowds out delight, and that neither says the soft thing first.",
  },
  aquarius: {
    easy: "Aquarius brings originality and friendship at the heart of love. It is open-minded, loyal to its ideals and happy to let a partner be exactly who they are.",
    testing:
      "Aquarius brings independence and a cool head. It cares deeply about people in general, but it can seem detached up close and dislikes being told what to feel.",
    twin: "Aquarius with Aquarius is a friendship of equals. They give each other space, share odd ideas without judgement and rarely get bored. What can be missing is warmth on demand: two cool heads may assume the other knows they care, and forget to say so.",
  },
  pisces: {
    easy: "Pisces brings imagination, compassion and a gift for seeing the best in people. It loves with its whole heart and softens the edges of everyday life.",
    testing:
      "Pisces brings sensitivity and a dreamer's mind. It absorbs the moods around it, avoids harsh facts when it can and may drift away rather than argue.",
    twin: "Pisces with Pisces is tender and imaginative. They understand each other's dreams, forgive easily and can feel almost telepathically close. The difficulty is solid ground: two dreamers can drift together, and someone still has to pay the bills and say the hard thing.",
  },
};
