// Taurus's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const TAURUS_PAIRS: PairTexts = {
  taurus: {
    summary:
      "Two Taureans build a slow, well-furnished life of good dinners and dependable habits; it suits them both, right up to the day each plants their feet on opposite sides of one small decision.",
    love: "Romance between two Taurus bulls runs on the senses: a long Sunday lunch that drifts into evening, clean sheets, a hand that knows exactly where the knot in the shoulder sits. Neither rushes, and neither needs fireworks to feel wanted. The danger is comfort hardening into a rut, the same restaurant and the same table every Friday for years. Once a season, one of them should book somewhere neither has tried, and the other should go along without a fuss.",
    friendship:
      "As friends, two Taureans are the pair who turn up with a casserole when someone moves house and stay to assemble the wardrobe. They share a taste for markets, gardens and long walks that end in a pub, and they rarely tire of each other's company. What they lack is a nudge towards anything new. A standing rule helps: each year, each brings one unfamiliar plan to the table, and the other says yes before asking what it costs.",
    communication:
      "Talk between them is unhurried and plain. Neither wastes words, and each can sit through a quiet evening without reading silence as trouble. The snag comes when both hold an opinion: two fixed earth signs can repeat the same sentence at each other for an hour, louder each time, without moving an inch. They get further by sleeping on a disagreement and returning to it over breakfast, when the stubbornness has had a night to soften.",
    trust:
      "Loyalty comes naturally to both, and neither is likely to wander. The harder part is possessiveness doubled: two people who keep count of what is theirs, from the good knife to the last slice of cake, and who can grow quietly jealous of time spent elsewhere. Money can become a silent test as well. Separate pots for personal treats, agreed in calm times, spare them the wordless resentment of one spending what the other was saving.",
  },
  gemini: {
    summary:
      "Earth meets air as neighbours on the wheel: Taurus wants to settle in, Gemini wants to find out what is happening next door, and the match works where both find the difference amusing rather than tiring.",
    love: "Gemini courts with wit, messages at odd hours and a dozen plans for the weekend; Taurus courts with a slow-cooked dinner and an invitation to stay. The attraction is real, because each offers what the other rarely gets, but the pace feels wrong on both sides. Taurus reads Gemini's flitting as lack of interest, and Gemini reads Taurus's calm as a closed door. It goes better when they alternate weekends: one for Gemini's roaming, one at home with both phones in a drawer.",
    friendship:
      "Friendship takes effort here. Gemini wants company for a gig, a pop-up, a friend of a friend's launch party, and loses interest halfway through; Taurus would rather book a table and stay until closing. Each can find the other either restful or dull, and a cancelled plan stings Taurus far more than Gemini realises. A friendship between them lasts when Gemini keeps the promises made on the spur of the moment and Taurus accepts that a short visit still counts as a visit.",
    communication:
      "Gemini talks in branches, one story sprouting three others, while Taurus likes to finish one thought before starting the next. Taurus can feel talked over; Gemini can feel the conversation has been parked in first gear. Still, there is something here: Gemini brings fresh ideas, and Taurus asks the useful question of whether any of them will actually happen. They get on best when Gemini writes out the options and Taurus picks one, and nobody reopens the matter afterwards.",
    trust:
      "Trust is steadier than the rest of the picture suggests. Gemini rarely means harm by its changes of plan, and Taurus, once it sees that, can relax. Even so, a Gemini who is vague about where the evening went will meet a Taurus who quietly remembers every detail. Reliability is the currency Taurus counts in, so small kept promises matter more than grand declarations. A quick message when plans change, sent before Taurus has to ask, does more for this pair than any apology.",
  },
  cancer: {
    summary:
      "Taurus and Cancer make a home almost without trying: a full fridge, a lamp left on, and two people who both believe the best evenings happen indoors with someone familiar.",
    love: "Cancer tends the feelings and Taurus tends the comforts, and between them very little is left out in the cold. Cancer remembers the date of the first kiss; Taurus remembers how the other takes tea. Affection is shown in deeds, a warmed plate, a blanket over the knees, and both read those signs fluently. When Cancer's moods roll in, Taurus stays put rather than taking them personally. Their one care is to leave the house together often enough that the nest does not become the whole world.",
    friendship:
      "These two are the friends who know each other's families, borrow each other's cake tins and never quite return them. Cancer brings sympathy and the memory of every birthday; Taurus brings calm and a reliable car on moving day. Both are happiest in small, trusted circles, so the friendship deepens year on year. The best thing they can do is keep one tradition that is theirs alone, perhaps a yearly trip to the same seaside town, and guard it from busy diaries.",
    communication:
      "Much of their understanding happens without words. Cancer can tell from the set of Taurus's jaw that a day went badly, and Taurus knows when Cancer's quietness calls for soup rather than questions. Gaps appear when feelings must be spoken: Cancer hints, sulks or retreats into its shell, and Taurus, who prefers plain statements, can miss the hint entirely. A simple habit serves them well: Cancer names the hurt in one sentence, and Taurus answers the feeling before offering a fix.",
    trust:
      "Both signs value security above excitement, so trust is built into the foundations. Neither plays games with the other's heart, and both keep faith through dull stretches. The weak point is the past: Cancer holds on to old hurts, Taurus to old grievances, and together they can keep a ledger for longer than either admits. Clearing it out every so often, over a quiet dinner and with a promise that nothing named there is raised again, keeps the house aired.",
  },
  leo: {
    summary:
      "Two fixed signs at a square: Leo wants the spotlight and the big gesture, Taurus wants the quiet evening and the sensible budget, and neither gives ground easily, so everything good between them is earned.",
    love: "The pull can be strong at first, because both love luxury: Leo in the velvet jacket, Taurus at the good restaurant, each admiring the other's taste. Trouble starts when the candlelight fades. Leo needs praise out loud and often, and Taurus shows love through steady presence, which Leo may mistake for indifference. Taurus, in turn, tires of applauding on cue. Romance survives when Taurus says the compliment aloud instead of assuming it is understood, and Leo notices the cooked dinner as the declaration it is.",
    friendship:
      "Almost every plan becomes a small contest. Leo wants the party, the crowd and a late finish; Taurus wants a table for four and to be home by eleven. Each suspects the other of being difficult on purpose, and both are too proud to back down first. Shared pleasures, good food, a concert, a beautifully made thing, give them common ground. This friendship holds when they stick to those pleasures and stop trying to convert each other's idea of a good night.",
    communication:
      "Conversation between a lion and a bull often turns into a standoff. Leo speaks in grand statements and expects agreement; Taurus hears them out, says little, and privately refuses to budge. Leo reads the silence as defiance, and it usually is. Arguments can circle for days because both would rather be right than comfortable. What helps is a rule of one turn each: state the case once, without interruption, then leave the matter alone until tomorrow, when pride has cooled.",
    trust:
      "Of all the ground between them, faith in each other is the stoniest. Leo's need for admiration from many quarters can alarm a possessive Taurus, and Taurus's silent jealousy can feel to Leo like an accusation never made aloud. Money adds strain: Leo spends to shine, Taurus saves to feel safe. None of this is beyond repair, but repair is slow. Open accounts of where the money and the evenings go, offered freely by Leo and received by Taurus without a cross-examination, are where it starts.",
  },
  virgo: {
    summary:
      "Taurus and Virgo are earth signs in an easy trine: practical, patient and quietly devoted, happiest when building something useful together, from a vegetable patch to a well-run household.",
    love: "Love between these two grows the way a good garden does, slowly and with care. Virgo notices the small things, a loose button, a favourite biscuit running low, and quietly sees to them; Taurus answers with warmth, touch and an unhurried attention that eases Virgo's busy mind. Neither needs drama to feel chosen. The risk is that devotion turns into chores and romance gets filed under maintenance. Now and then they should leave the list undone and give a whole afternoon to pleasure alone.",
    friendship:
      "Friendship comes easily, built on shared good sense. They can spend a Saturday at a farmers' market comparing cheeses, or an evening repainting a spare room, and call it a fine day. Virgo plans the route; Taurus makes sure there is lunch. Each respects the other's reliability, and neither keeps anyone waiting. If anything goes missing, it is spontaneity. Once in a while Virgo should leave the plan at home, and Taurus should pick somewhere on a whim without checking the reviews.",
    communication:
      "Few pairs talk as sensibly. Virgo analyses, Taurus weighs, and between them decisions get made without anyone raising a voice. Virgo's precise questions meet Taurus's calm, considered answers, and both prefer plain speech to flourish. The only rough edge is Virgo's critique, which can land on a proud Taurus as nagging. Virgo does well to pair every correction with something appreciated, and Taurus to hear the correction as the care it usually is.",
    trust:
      "Evidence is what both believe in, and each supplies plenty: bills paid on time, promises kept, no mysterious late nights. Virgo's honesty suits Taurus's need for certainty, and Taurus's constancy soothes Virgo's habit of worrying. When a wobble comes, it starts in Virgo's anxious imagination or Taurus's slow-burning jealousy rather than in anything either has done. Voicing a doubt early and plainly, before Virgo has analysed it into a theory, keeps this bond as sound as it looks.",
  },
  libra: {
    summary:
      "Both ruled by Venus, Taurus and Libra share a love of beauty and comfort, yet they want it in different ways: Taurus at home and for keeps, Libra in company and with options open.",
    love: "The first dates can be lovely, since both care about a well-chosen restaurant, good clothes and a gracious manner. The difference shows later. Libra needs variety and social sparkle, and its indecision can leave Taurus waiting for an answer that never quite arrives; Taurus's wish to settle in can feel to Libra like a door closing. Love here is won slowly. It works best when Libra commits to a few firm plans each month and Taurus lets the rest stay open without sulking.",
    friendship:
      "Pretty things draw them together, an exhibition, a well-designed shop, a dinner where the table looks as good as the food, yet they spend their free time very differently. Libra collects acquaintances and wants Taurus along to every gathering; Taurus prefers two good friends to twenty pleasant ones. Resentment grows quietly on both sides. The friendship keeps its footing when they split their time openly: some evenings among Libra's crowd, others at Taurus's kitchen table, and neither treated as a favour.",
    communication:
      "Libra talks to keep the peace, weighing every side aloud until Taurus longs to say that any decision would do. Taurus, meanwhile, decides quietly and then refuses to reopen the matter, which Libra finds rigid. Neither likes open conflict, so disagreements go underground and surface weeks later over something small. Their conversations improve when Libra states a preference rather than a survey of options, and Taurus explains the reasons behind a fixed view instead of simply repeating it.",
    trust:
      "On matters of faith the footing is firmer. Both want an even-handed, harmonious partnership, and neither enjoys deceit. Still, Libra's charm with everyone can make Taurus uneasy, and Taurus's possessiveness can make Libra feel watched. Their shared Venus gives them a common language of fairness, which helps more than it seems. An agreement about what counts as flirting and what counts as friendliness, made early and kept good-humoured, spares them many silent evenings.",
  },
  scorpio: {
    summary:
      "Opposites across the wheel, Taurus and Scorpio share a deep physical pull and a matching stubbornness; the attraction comes easily, while trust between two such possessive signs takes patient work.",
    love: "The chemistry is strong and unhurried. Taurus brings sensual ease, Scorpio brings intensity, and both want a bond that is total rather than casual. A night in with candles, a bottle of something good and a conversation that turns deep after midnight is their natural habitat. Both are loyal, both are physical, and both mean it. The care lies in not letting desire become a test of ownership, so each should keep one evening a week that needs no explanation to the other.",
    friendship:
      "Scorpio keeps its inner world behind a closed door, and Taurus, who likes things in plain view, can feel shut out of a friendship it values. Loyalty is never in doubt, and shared tastes help: good food, old films, a long walk with little said. Both hold grudges, so a slight can cool the friendship for months without a word spoken. It lasts when whichever one feels wronged says so within the week, before the hurt sets hard like concrete.",
    communication:
      "Between two fixed signs, conversation can stall. Scorpio probes for what lies beneath, asking the question behind the question; Taurus answers exactly what was asked and wonders why that was not enough. When they disagree, both go silent, and the silence can outlast the argument. There is respect here, though, and each admires the other's resolve. It helps when Scorpio asks straight out rather than setting tests, and Taurus offers a feeling as well as a fact.",
    trust:
      "This is where the opposition shows most. Both signs are possessive and both remember every slight: Scorpio suspects what it cannot see, and Taurus clings to what it has. A late reply or an unexplained purchase can start a silent investigation on one side and a stubborn defence on the other. Trust here is built rather than assumed. Money discussed openly, and no secret kept for the pleasure of keeping it, give two watchful signs something solid to rest on.",
  },
  sagittarius: {
    summary:
      "Taurus wants roots and Sagittarius wants the open road; they share a hearty appetite for life's pleasures, but almost everything else about how they live has to be negotiated.",
    love: "Sagittarius arrives with a plane ticket and a plan to go somewhere without a guidebook; Taurus would rather return to the hotel it loved last year. The attraction often rests on shared appetite, good wine, long dinners, laughter, and on each finding the other oddly refreshing. Keeping it going is harder. Sagittarius chafes at routine, and Taurus is unsettled by constant change. Love grows where they agree on a home base Taurus can rely on and a travel fund Sagittarius can spend freely.",
    friendship:
      "Sagittarius is blunt, late and full of big schemes that change weekly; Taurus is punctual, careful and wary of any scheme that costs money. Keeping a friendship going asks a lot of both. A cancelled dinner Sagittarius forgets by morning can sit with Taurus for a month. They do share a love of the outdoors and a good laugh. The friendship holds better around one regular fixture, a monthly hike ending in a proper pub lunch, which Sagittarius treats as unbreakable.",
    communication:
      "Sagittarius says what it thinks the moment it thinks it, often with a joke that lands harder than intended; Taurus takes time to reply and remembers the remark for years. Sagittarius argues for sport and for ideas, Taurus for practical outcomes, so their debates rarely meet in the middle. Each suspects the other is not listening. Before a quip, Sagittarius can ask itself whether it will sting; Taurus, for its part, can answer a sharp comment on the spot instead of storing it away.",
    trust:
      "Honesty is the saving grace here: Sagittarius is candid to a fault and rarely hides anything. The difficulty is freedom: Sagittarius needs room, friends everywhere and unplanned absences, and Taurus feels each one as a small loss of security. Money adds weight when one saves and the other spends on adventures. A clear arrangement on shared costs, and a habit of announcing trips well in advance, let that candour do its work.",
  },
  capricorn: {
    summary:
      "Two builders who trust effort and plan for the long term, Taurus and Capricorn share an earthy trine and enjoy the rewards together; few pairings in the zodiac are as dependable.",
    love: "Their romance is serious in the best sense. Capricorn shows love by turning up exactly when promised, year after year; Taurus shows it with a home-cooked meal and a warm fire on a cold night. Over time Taurus teaches Capricorn to rest, and Capricorn gives Taurus a shared goal worth working for. Affection deepens with each year rather than fading. The one danger is work swallowing the evenings, so Capricorn's laptop should stay shut at weekends, and Taurus should make those weekends worth closing it for.",
    friendship:
      "This is a friendship of long standing and few words. They like the same things: quality over quantity, a good walk, well-made boots, a friend who keeps a confidence. Capricorn's dry humour and Taurus's earthy laugh make them easy company. Each quietly helps the other, a lift to the airport or a reference for a new job, without expecting thanks. Their one task is to make room for pure fun, a festival or a silly film, and not only for useful favours.",
    communication:
      "Plain, purposeful and rarely wasted: that is how these two talk. Capricorn lays out a plan; Taurus considers it, improves a detail and agrees. Both dislike emotional theatre, so disagreements are settled with facts and a pot of tea. The flaw is that feelings can go unspoken for too long, because each assumes the other already knows. A short, honest check-in over dinner, about how each is really doing rather than what needs doing, keeps two practical people close.",
    trust:
      "Both measure faith by deeds rather than words, and neither falls short. Capricorn is faithful and responsible; Taurus is loyal and constant. Money, a fault line for many couples, is common ground here, since both save, budget and dislike waste. The rare rift comes from pride: Capricorn's reserve can read as coldness, and Taurus's silence as judgement. When either is worried, saying so plainly, rather than proving loyalty through yet more hard work, keeps the foundation as firm as it deserves to be.",
  },
  aquarius: {
    summary:
      "Taurus holds to what has always worked, Aquarius to what might work better; at a square and both fixed, they are famously hard to move, so this match asks for patience on each side.",
    love: "Aquarius is drawn to Taurus's calm and warmth; Taurus is intrigued by Aquarius's originality and its refusal to follow the crowd. Then daily life arrives. Taurus wants closeness, touch and routine; Aquarius wants space, ideas and friends dropping in at odd hours. Taurus can feel held at arm's length, Aquarius fenced in. Love here is real but hard-won. It improves when Aquarius makes affection physical and regular, and Taurus grants Aquarius nights out without questions on its return.",
    friendship:
      "Friendship between them is patchy. Aquarius gathers causes, groups and unusual people; Taurus keeps a few old friends and a favourite café. An Aquarius plan for a protest march or an all-night debate leaves Taurus cold, and a Taurus dinner party can bore Aquarius by the main course. Both are stubborn about their tastes. They get on best around a single shared project, such as a community garden, where Aquarius's ideals and Taurus's green fingers both find work.",
    communication:
      "Aquarius argues from principle, Taurus from experience, and both are certain. Aquarius will explain a new idea three different ways; Taurus will nod and carry on exactly as before. Aquarius finds that maddening, and Taurus finds the constant theorising tiring. Yet each sharpens the other, if only by resistance. Talks go better when Aquarius grounds an idea in something Taurus can touch or try, and Taurus says what would change its mind before the argument starts.",
    trust:
      "Aquarius values freedom and friendship with many; Taurus values security and a partner close by. Neither is dishonest, but each defines loyalty differently, and that gap breeds doubt. Aquarius's cool detachment can look to Taurus like a lack of care, and Taurus's need for reassurance can look to Aquarius like control. Trust comes slowly. Spelling out, early on, what each means by commitment, and revisiting it when circumstances change, removes much of the guesswork.",
  },
  pisces: {
    summary:
      "Taurus grounds Pisces, and Pisces softens Taurus: a gentle, sensual pairing of earth and water, rich in music, art and quiet evenings, that needs only a little care to stay steady.",
    love: "There is a tenderness between them that both notice early. Pisces brings imagination, a song chosen for the moment, a note tucked into a coat pocket; Taurus brings a safe harbour, a steady arm and a dinner that appears on time. Pisces feels held, and Taurus finds its ordinary days made quietly magical. The care needed is that Taurus is not left holding everything together, so it helps when Pisces takes charge of one practical corner of their shared life, the plants or the holiday bookings.",
    friendship:
      "An afternoon at a gallery, a concert or simply an evening of records suits this easy, creative pair, Pisces dreaming aloud and Taurus happy to listen. Taurus helps Pisces finish what it starts; Pisces helps Taurus see past the practical. Pisces can drift away for weeks, and Taurus may take that personally. A standing date in Taurus's diary, which Pisces remembers to honour, stops the friendship floating off.",
    communication:
      "Pisces speaks in impressions and feelings, Taurus in facts and plain sense, yet they understand each other better than that suggests. Taurus's patience gives Pisces time to find its words, and Pisces's intuition reads what Taurus leaves unsaid. Misunderstandings come when Pisces is vague about a plan and Taurus takes it literally. Pinning down the practical details, the time, the place, who pays, while leaving the dreaming free, keeps talk easy for both.",
    trust:
      "Faith runs deep here but needs tending. Taurus is loyal and consistent; Pisces is devoted but changeable, and its habit of dodging hard truths to spare feelings can unsettle a Taurus who wants things straight. Small evasions, a bill not mentioned or a plan quietly dropped, add up. Taurus, in turn, can grow possessive when Pisces drifts emotionally. The bond stays true when Pisces delivers uncomfortable news promptly, and Taurus receives it gently.",
  },
};
