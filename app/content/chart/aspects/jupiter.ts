// Jupiter's major aspects to Saturn, Uranus, Neptune and Pluto, for the birth chart's reading
// (docs/writing/chart-texts.md). They hold for weeks or months, so many people born in a season
// share each one.
import type { AspectTexts } from "../types";

export const JUPITER_ASPECTS: AspectTexts<"Saturn" | "Uranus" | "Neptune" | "Pluto"> = {
  Saturn: {
    conjunction:
      "Growth and caution arrive as a pair in this chart, the way they do roughly every twenty years for everyone born in that season. Ambition tends to come with a five-year plan attached. The gift is slow, solid success: the business that grows a branch at a time, the savings that quietly become a deposit. The snag is letting prudence veto every leap. When an opportunity frightens and excites you in equal measure, take it in a smaller, testable form.",
    sextile:
      "Sensible optimism is a real skill here. You can see a good chance and also the paperwork it needs, so plans tend to be both hopeful and fundable. Mentors and institutions may respond well to you, since you sound neither reckless nor gloomy. The opportunity still needs a nudge: apply, ask, pitch. Keep a running list of small bets you could make this year, and make at least one of them each season.",
    square:
      "Boom and brake take turns in this chart. A burst of enthusiasm signs you up for too much, then duty or doubt slams the door, and the cycle starts again. The effort of managing that swing can make you unusually good at judging risk. Watch the pattern of overcommitting on a high and resenting it later. Sleep on any big yes, and any big no, for one night before giving it.",
    trine:
      "Faith and patience work together easily here. Long projects feel worth it, and you can keep believing in an outcome while doing the dull steps that lead to it. Teaching, law, planning and anything built over years may suit you. Ease is the hazard: you might coast on a reliable good sense and never test a bolder plan. Once in a while, aim a notch past what feels reasonable.",
    opposition:
      "Expansion and restraint tug from either end of this chart, often voiced by other people: one friend urges you to go for it, another warns you off. You may swing between overreaching and holding back, and learn in time where the middle lies. Partnerships can become the place this balance is struck. When advised from both sides, write down what each would cost you in a year, then choose.",
  },
  Uranus: {
    conjunction:
      "Luck tends to come sideways in this chart, through surprises, odd opportunities and unconventional people, as it did for everyone born in the season of this meeting, which comes round about every fourteen years. New beliefs can arrive in a flash and reorganise a life. The gift is readiness for the unexpected; the snag is restlessness when things are merely good. Keep a little money and time free for sudden openings, so you can say yes without wrecking the rest.",
    sextile:
      "Fresh ideas and a sense of opportunity help each other here, with a little effort on your part. Side projects, new technology and unusual friendships may lead somewhere real if you follow them up. Others might see you as the person who knows about things early. Opportunities come through networks, so answer the odd email and go to the event you nearly skipped. Follow-through turns novelty into progress.",
    square:
      "Restless hope pushes against restless change here, so it can be hard to sit still with a good thing. Sudden leaps of faith, abrupt exits and lucky escapes may all feature. The gift is an ability to pivot when others freeze. The cost is unfinished chapters. Before walking away from something that is working, give it one more month and one honest conversation, then decide.",
    trine:
      "Breakthroughs come easily to you, or seem to. Inventive ideas meet a ready welcome, and you may land on your feet after unplanned changes more often than friends expect. That ease can make you trust luck over preparation. Back your flashes of insight with a little research, and keep a notebook of the hunches that turned out right; it may show you which ones to back next time.",
    opposition:
      "Freedom and growth tug against each other through other people in this chart. Partners or colleagues may bring sudden opportunities that unsettle your plans, or you may bring them to others. Excitement about the new can clash with loyalty to the familiar. Learning to weigh a sudden offer calmly is the work. When something thrilling appears, ask who it affects besides you, and talk to them first.",
  },
  Neptune: {
    conjunction:
      "Generosity and imagination merge in this chart, a meeting shared by everyone born in its season, which recurs about every thirteen years. Compassion can be boundless, and so can the appetite for ideals, art or spiritual searching. The snag is that boundless also means unguarded: lending, believing and giving more than is wise. Keep a simple rule, such as sleeping on any request for money, and let your kindness stay kind to you too. Give freely of your time; give money with a plan.",
    sextile:
      "Faith and imagination cooperate here, given a small push. Charitable work, the arts, music and anything that mixes meaning with beauty can open doors. You may be good at inspiring a group without overpromising. The talent stays dormant if you wait to be asked. Offer to write the appeal, design the poster or lead the quiet hour, and see where it goes.",
    square:
      "Big hopes and hazy facts clash in this chart. Plans may rest on wishful thinking, and disillusion can follow enthusiasm more often than you would like. The gift under the friction is discernment earned the hard way. Before committing money or heart to a dream, ask one sceptical friend to poke holes in it, and thank them for every hole they find.",
    trine:
      "Kindness and vision flow together without strain here. You may sense meaning in everyday life easily and share it without preaching, which makes you good company in hard times. Artistic and caring work can come naturally. The easy flow may leave you vague about practical matters. Pair each inspired plan with one dull task, booked in the diary, so the dream gets a foothold in an ordinary week.",
    opposition:
      "Idealism meets its mirror in other people here. Partners may seem like saviours or disappointments, and causes can promise more than they deliver. The lesson is to keep your hopes generous and your eyes open. When someone seems too good to be true, give the relationship time before you give it trust, and keep some of your own ideals for yourself.",
  },
  Pluto: {
    conjunction:
      "Ambition runs deep in this chart, shared by everyone born in the season of this meeting, which comes about every twelve or thirteen years. The urge to grow is tied to a hunger for influence and real change. The gift is the stamina to transform something large: a company, a community, your own life. The snag is wanting too much control over the result. Decide in advance what winning would be enough, and stop there.",
    sextile:
      "Opportunities to gain real influence come when you make a modest effort here. You may spot where a group's power is stuck and know how to free it, through research, fundraising or patient persuasion. The skill needs a cause. Choose one you care about, offer your help with its least glamorous part, and let your reach grow from there. Influence gathered slowly, on behalf of others, tends to last longer than any won in a rush.",
    square:
      "Hunger for more meets the fear of losing control in this chart. Ambition can become all-consuming, and setbacks may feel like power struggles. The gift is relentless resourcefulness: you rarely give up. The risk is burning out, or burning bridges. Ask yourself, before each big push, what you would still have if it failed, and protect that first. Rest is part of the campaign, not a betrayal of it.",
    trine:
      "Success that changes things may come with less resistance than you expect. You can see where influence lies and use it for growth rather than dominance, which others may find reassuring. Finance, research and rebuilding after a crisis may suit you. The ease can hide how much power you hold, from others and from yourself. Use it openly, explain your reasons, and share the credit widely with the people who did the work beside you.",
    opposition:
      "Big ambitions and other people's power face off in this chart. You may meet rivals, bosses or partners who want as much as you do, and the contest can teach you a great deal about negotiation. The risk is treating every relationship as a match to be won. Look for the deal in which both sides grow, and walk away from the ones in which nobody can. A rival who respects you is worth more than one you have crushed.",
  },
};
