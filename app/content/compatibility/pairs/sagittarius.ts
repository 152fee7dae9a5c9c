// Sagittarius's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const SAGITTARIUS_PAIRS: PairTexts = {
  sagittarius: {
    summary:
      "Two Sagittarians make a loud, generous, restless pair, forever planning the next trip before unpacking from the last. Each gives the other the freedom it needs, and laughter fills the gaps where routine would be.",
    love: "Sagittarius romance, doubled, looks like a missed train turned into a night in a town neither had heard of. Both Archers fall for candour and appetite, and each finds in the other someone who will say yes to the odd plan. Jealousy rarely gets a foothold, since both expect space and give it freely. The weak spot is the ordinary week, when the bins and the bills go unclaimed. They do well to choose one small domestic ritual and guard it as fiercely as their freedom.",
    friendship:
      "Two Sagittarian friends are the ones organising the pub quiz, losing it cheerfully and disputing the answers all the way home. Each trusts the other to turn up with a new obsession, whether a language, a philosophy or a mountain, and neither finds this tiring. Plans are made big and broken lightly, and both forgive it. The friendship lasts longest when one of them keeps a list of the promised adventures and they actually tick some off.",
    communication:
      "Talk between them is fast, frank and funny, full of big claims and bigger tangents. Neither takes offence at bluntness, which spares a lot of tiptoeing, but two people sure of their own philosophy can turn a chat into rival lectures. Listening is the skill they practise least. One useful house rule for this pair: whoever opens a debate has to restate the other side fairly before pressing the case any further.",
    trust:
      "Neither Archer hides much, and both hate a lie more than an awkward truth, so faith between them comes fairly easily. What wobbles it is reliability rather than honesty: the forgotten call, the plan dropped when a better offer arrives. Each understands the urge, which helps, yet understanding is not the same as feeling valued. They keep faith best by naming the few commitments that are not negotiable and treating those as sacred, while everything else stays loose.",
  },
  capricorn: {
    summary:
      "Sagittarius wants the open road and Capricorn wants the road map, with a budget attached. These neighbouring signs can learn a great deal from each other, but usually only after a long stretch of mutual puzzlement.",
    love: "At first the pull is one of contrasts: Capricorn admires the Archer's ease, and Sagittarius is intrigued by the Goat's composure. Then the weekends start. One wants to book a last-minute flight; the other has already put the savings towards a pension. Each can read the other's nature as a verdict on their own, and the spark cools into a standoff. Love grows when they split the calendar openly, some months planned to the hour and a few deliberately left blank.",
    friendship:
      "Friendship between them tends to begin at work or through a shared project, where Capricorn's method and the Archer's big ideas look like a promising team. Socially they drift apart: Sagittarius wants the impromptu party, Capricorn the dinner booked three weeks ahead. The Goat's dry wit and the Archer's loud humour can meet in the middle, though it takes time. The bond holds if they keep one shared aim, a course or a charity run, that gives both a reason to show up.",
    communication:
      "Sagittarius speaks in possibilities and Capricorn answers with costs, and each hears the other as a dreamer or a wet blanket. A conversation about a holiday becomes a quiet contest between enthusiasm and spreadsheets. The Archer's blunt jokes can land badly on a Goat who guards its dignity, while Capricorn's silence reads as disapproval. Talk improves when Capricorn says what would make a plan workable instead of why it will fail, and Sagittarius waits to hear that answer.",
    trust:
      "Capricorn trusts a record of commitments kept; Sagittarius trusts honesty in the moment, even when the promise changes. So the Archer feels judged for changing course, and the Goat feels unsafe whenever plans shift. Faith is slow to form on such different evidence, though respect can grow as each sees the other's kind of integrity hold up over the seasons. This pair benefits from writing down the few things each truly counts on, and reviewing that list once a year.",
  },
  aquarius: {
    summary:
      "A fire and air pairing of two independent minds, Sagittarius and Aquarius enjoy ideas, freedom and unusual company. Warmth comes readily; the kind of closeness that asks for routine and reassurance takes more effort.",
    love: "Their romance often starts mid-argument about something abstract, a novel, a political idea, the future of cities, and carries on because neither wants to stop talking. Both give the other room, so it rarely feels like a cage. The Archer supplies spontaneity and Aquarius the original twist, and their dates tend to be odd and memorable. The softer side of love can lag behind the fun. Saying the affectionate thing out loud, plainly and often, keeps this couple from feeling like brilliant flatmates.",
    friendship:
      "These two make good friends of a particular shape: easy in a crowd, at a festival, a protest or a late kitchen debate, and less sure of themselves one to one. Aquarius brings loyalty to the group, Sagittarius loyalty to the adventure, and both can vanish into their own projects for weeks. The friendship rarely sours, but it can thin out. It stays real when one of them makes the effort to arrange time alone together, without the usual cast.",
    communication:
      "Conversation is the heart of it. Sagittarius throws out the sweeping idea and Aquarius rebuilds it from an angle no one expected, and both enjoy being surprised. Bluntness is welcome on both sides. The friction comes when Aquarius digs in on a principle and the Archer, who likes to win by charm, finds charm useless. Their talks go best when they agree in advance that changing one's mind counts as a win for both of them.",
    trust:
      "Respect, more than closeness, is what their trust rests on. Neither likes being questioned about where they have been, and both assume the other will be honest if asked, which is mostly true. The gap shows when one needs comfort: Aquarius goes cool and analytical, Sagittarius cracks a joke and books a trip. Neither response feels like being held. They build deeper faith by admitting, now and then, a need the other cannot fix with an idea.",
  },
  pisces: {
    summary:
      "Sagittarius and Pisces share a restless idealism, yet one seeks answers on the open road and the other in feeling and imagination. Their kindness is real, but understanding each other takes patience and a great deal of tact.",
    love: "The start can be enchanting: two dreamers talking about faraway places and what life might mean. Trouble follows when the Archer's bluntness meets the Fish's tender skin. Sagittarius says what it thinks, laughs and moves on, while Pisces is still turning the remark over days later. The Archer wants space; Pisces wants closeness without having to ask for it. For love to last, Sagittarius has to check in after a careless word, and Pisces has to name a hurt before it becomes quiet withdrawal.",
    friendship:
      "Their friendship works best at the edges of ordinary life: a retreat, a gig, a long walk with no destination. Both are generous and both drift, so plans dissolve from both sides and nobody holds the thread. Sagittarius can find Pisces moody; Pisces can find the Archer careless with feelings. The friendship survives if they keep it simple, with one shared ritual, a film night or a standing walk, that asks little and happens reliably.",
    communication:
      "Talk is the hardest ground. Sagittarius speaks in facts and conclusions, stated loudly; Pisces speaks in impressions, hints and silences. Each misses what the other means: the Archer takes a hint at face value, and the Fish hears criticism in a throwaway line. Arguments rarely end, they simply fade, leaving both unsure what was settled. They help each other when Sagittarius asks one more question than feels necessary, and Pisces says the plain sentence it usually leaves unsaid.",
    trust:
      "Both signs are mutable and both can be vague about where they stand, so trust takes work. Pisces may bend the truth to avoid a scene; Sagittarius may leave without saying when it will be back. Neither means harm, yet each ends up guessing. What helps is a shared faith in people and second chances, which keeps resentment from setting hard. Clear, boring agreements about who calls, when, and what counts as a broken promise protect this pair better than grand declarations.",
  },
};
