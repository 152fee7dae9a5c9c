// Aries's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const ARIES_PAIRS: PairTexts = {
  aries: {
    summary:
      "Two Aries together make a fast, bright, combustible pair: quick to fall, quick to flare and quick to forgive, with a shared appetite for the new that rarely runs dry.",
    love: "The spark is immediate and mutual. Two Aries recognise the same restlessness in each other and turn it into play: a last-minute train to the coast, a race up the hill, a row about directions that ends in laughter at the top. Desire stays high because neither is ever shy about wanting. What helps is taking turns at planning the next escapade, so that neither starts to feel like the one who always follows.",
    friendship:
      "These are the friends who sign up for a half-marathon on a whim and then actually run it. Competition is half the fun: who lifts more, who finishes first, who dares to order the hottest dish on the menu. Grudges rarely outlast the next morning. The friendship stays sweet as long as the rivalry is kept for games and never turned on each other's wins at work or in love.",
    communication:
      "Talk between them is blunt, quick and mostly clean. Each says exactly what is meant, and each can take it, which saves a great deal of time. Trouble starts when both speak at once and neither hears the end of a sentence, so a simple plan for the weekend turns into a contest of volume. A house rule of letting the other finish, however slow it feels, keeps their talk as good as it is fast.",
    trust:
      "Trust is real here but needs tending. Both are honest to a fault, so lies are rare; the wobble comes from impatience. An Aries who feels bored or sidelined may go off on a solo venture without a word, and the other reads it as desertion rather than the same itch it knows in itself. Announcing plans before acting on them, even the sudden ones, gives this pair the steadiness that neither supplies by nature.",
  },
  taurus: {
    summary:
      "A sprint meets a steady walk in Aries and Taurus: there is real attraction between the hurry of one and the comfort-loving calm of the other, though living at two speeds asks patience of both.",
    love: "The pull is physical and genuine. Aries brings heat and impulse, Taurus brings touch, good food and the patience to linger, and for a while each finds the other irresistible. Friction arrives over pace: Aries wants to go out at nine on a Friday, while Taurus has already lit the candles and opened the wine at home. Alternating nights, one for the Aries plan and one for the Taurus sofa, keeps desire from becoming a tug of war.",
    friendship:
      "Their ideas of a good time barely overlap, so friendship takes work. Aries wants to try the new climbing wall; Taurus would rather return to the trusted restaurant and order the usual. Aries finds Taurus stubborn, Taurus finds Aries exhausting, and the invitations can quietly stop. The friendship holds when Aries learns to value the loyal, unhurried company Taurus offers, and Taurus agrees, now and then, to be dragged somewhere unfamiliar.",
    communication:
      "Conversations tend to stall at the same point. Aries argues fast and loud and has moved on within the hour; Taurus goes quiet, digs in and is still chewing it over next week. Aries mistakes the silence for agreement, and Taurus mistakes the volume for contempt. Giving Taurus a full day to answer any real question, and having Aries write the main point down rather than repeat it louder, spares them many circular rows.",
    trust:
      "Taurus trusts slowly, on evidence, and Aries tends to supply evidence in bursts: grand gestures one month, forgotten plans the next. Still, Aries is transparently honest and Taurus is as dependable as the furniture, so the raw materials are sound. What builds faith here is small and repeated. Aries turning up on time, week after week, counts for more with Taurus than any surprise trip or sweeping promise.",
  },
  gemini: {
    summary:
      "Quick, playful and easily bored, Aries and Gemini rarely bore each other: a lively match of dare and wit that keeps moving, provided someone occasionally stops to check in.",
    love: "Flirting comes easily to these two. Gemini teases, Aries rises to the bait, and a first date meant to be one drink turns into a night of hopping between bars and a plan to see a band neither has heard of. The romance thrives on novelty and banter rather than long, soulful looks. Aries should let Gemini have the last word in a joke now and then; Gemini adores a partner who can lose gracefully.",
    friendship:
      "Out together, they are a double act. Aries supplies the nerve, Gemini the contacts and the running commentary, and together they end up at the party no one else could get into. They drift apart easily when busy, then pick up mid-sentence months later. A standing date, however casual, such as a monthly pub quiz, keeps this friendship from dissolving into a heap of half-answered messages.",
    communication:
      "Conversation is their strongest thread. Gemini throws out ideas faster than most people can catch them, and Aries catches them and wants to act on at least one by Monday. Their exchanges are funny, rapid and full of tangents. The snag is that Gemini will argue any side for sport while Aries takes positions personally. Agreeing on a signal for when a debate has turned from a game into something that matters spares them both.",
    trust:
      "Faith between them is good but not automatic. Aries says what it means and expects the same, while Gemini changes its mind, its plans and sometimes its story as the day goes on. None of it is malicious, yet Aries can feel played, and Gemini reads sudden demands for certainty as a cage. Trust grows when Gemini flags a change of plan early and Aries accepts that a changed mind is not a broken word.",
  },
  cancer: {
    summary:
      "One charges outward, the other builds a shelter: Aries and Cancer are both starters, and this pairing asks for a patience and tenderness that neither offers first when hurt.",
    love: "Attraction can be strong at the start: Aries feels protective of Cancer's softness, and Cancer admires the bravado. The trouble shows up at home. Aries tosses off a careless remark on the way out of the door, and Cancer spends the evening wounded and silent, waiting to be asked what is wrong. It rarely occurs to Aries to ask. Love grows here when Aries learns to come back and say what was meant, softly, before the day is out.",
    friendship:
      "Cancer shows care through remembered birthdays, home cooking and regular check-ins; Aries shows it by turning up for an adventure and then vanishing for weeks. Cancer feels forgotten, and Aries feels smothered by the questions. A friendship between them is rare and valuable when it happens, and it rests on Aries making the small, regular gestures Cancer counts, even a short message sent on a quiet Sunday.",
    communication:
      "Talk goes wrong in predictable ways. Aries is direct to the point of bluntness and treats a row as clearing the air; Cancer hears the same words as an attack and answers sideways, with a sulk, a pointed silence or an old grievance. Aries then pushes harder, and Cancer retreats further into the shell. The fix is unglamorous: Aries lowers the volume and asks one gentle question, and Cancer answers it plainly instead of hinting.",
    trust:
      "Each doubts the other's way of loving, so trust comes slowly. Cancer needs to feel safe and included; Aries, impulsive and independent, can make a major decision in an afternoon without consulting anyone. To Cancer that looks like being left out of a life, and to Aries the need for reassurance looks like suspicion. Trust takes root when Aries brings Cancer into decisions early and Cancer takes Aries at its word without asking twice.",
  },
  leo: {
    summary:
      "Two fire signs who admire each other openly, Aries and Leo are warm, brave, a little theatrical and generous with praise, and together they feel like a celebration most of the time.",
    love: "This is a romance with a sense of occasion. Aries makes the bold first move, Leo answers with warmth and flair, and soon they are the couple first on the dance floor at every wedding. Each loves being adored and is happy to adore back. Passion runs high and quarrels burn out quickly. Aries should remember that Leo needs admiration said aloud, not assumed; a compliment in front of friends outshines any gift.",
    friendship:
      "As friends they bring out each other's courage. Leo hosts, Aries gets everyone up from the table, and the evening becomes the story people retell for years. They cheer loudly at each other's successes and defend each other fiercely. Pride is the only real hazard, since both hate to look foolish. Laughing at themselves together, rather than at each other, keeps this friendship as generous as it is loud.",
    communication:
      "They talk with enthusiasm and few filters. Aries proposes, Leo elaborates, and a passing idea over dinner has become a full plan by dessert. Both are frank, so criticism is heard and forgotten rather than stored. Clashes come when Aries's bluntness lands on Leo's pride in public. Keeping the sharper remarks for private moments and the praise for company keeps their talk as warm as their affection.",
    trust:
      "Both are open-hearted and loyal once committed, so faith in each other comes naturally. Leo is a fixed sign that stays put, and Aries finds that steadiness reassuring rather than dull. The one sore point is attention: when Aries is off chasing a new project, Leo can feel neglected, and a neglected Leo turns cool. Aries keeps this bond secure by making Leo a partner in each new venture rather than an audience for it.",
  },
  virgo: {
    summary:
      "One leaps while the other checks the landing. Aries and Virgo move at different speeds and notice different things, and the pairing grows only when each stops treating the other's way as a mistake.",
    love: "Romance asks a lot of both. Aries courts with speed and spontaneity; Virgo wants to know the plan, the booking and whether the restaurant is clean. Aries feels critiqued, Virgo feels rushed. Yet there is something here: Virgo's quiet devotion steadies Aries, and Aries coaxes Virgo out of overthinking. Love grows when Aries reads Virgo's careful acts of service as the affection they are, and Virgo lets a few impulsive evenings go unexamined.",
    friendship:
      "Friendship is an odd fit. Aries leaves a trail of unfinished projects, and Virgo cannot resist pointing them out, with a helpful list attached. Aries hears nagging, and Virgo hears ingratitude when the advice is ignored. Still, Virgo is the friend who fixes the spreadsheet at midnight, and Aries is the one who drags Virgo to the party that turns out to be worth it. Asking before advising, and thanking before ignoring, keeps them on speaking terms.",
    communication:
      "Their conversations run on different rails. Aries talks in headlines and conclusions; Virgo wants the footnotes, the sources and a second look. A quick decision about a holiday can turn into a tense exchange about costs and connections. Neither is wrong, and the friction can sharpen both if they allow it. Dividing the work helps: Aries decides what they want, Virgo decides how, and neither reopens the other's half.",
    trust:
      "An improviser and a perfectionist do not find trust easy. Virgo keeps track of what was promised, and Aries, who meant every promise when making it, rarely remembers them all. Virgo starts keeping a quiet score, and Aries feels watched. Both are honest, which is the ground to build on. Aries earns Virgo's trust by finishing a few small things completely, and Virgo earns Aries's by letting a lapse pass without a lecture.",
  },
  libra: {
    summary:
      "Aries and Libra sit opposite each other on the wheel, and the pull of opposites is strong: bold meets graceful, self meets partner, in a romance that comes more easily than the trust beneath it.",
    love: "The chemistry is unmistakable. Aries is drawn to Libra's charm and poise, and Libra is thrilled by a partner who simply decides and acts. Courtship has an old-fashioned glamour: Aries sweeps in with a plan, and Libra makes the evening beautiful. Each supplies what the other lacks, which is much of the appeal. To keep it glowing, Aries needs to make room for Libra's taste in their shared life, from the paint colours to the guest list.",
    friendship:
      "Socially they are good company, though not always on the same page. Libra loves a gathering where everyone gets along; Aries is the guest who picks a fight with the host about politics. Libra smooths it over, and Aries feels quietly managed. The friendship works when each values the other's part in it: Libra brings people in, Aries gets them moving, and neither apologises for the other in public.",
    communication:
      "Their exchanges are engaging and often lopsided. Aries states a view in one sentence; Libra weighs both sides, then finds a third, and Aries loses patience before a verdict arrives. Libra, meanwhile, finds Aries's certainty both attractive and tiring. Arguments rarely explode, because Libra hates discord, but they are often left unfinished. Setting a time for a decision, and Aries staying quiet until Libra has spoken, gets them to answers both can own.",
    trust:
      "Trust is the hard part. Libra avoids conflict and may say yes while meaning maybe, and Aries, who prizes bluntness, feels deceived when the truth comes out later. Aries, for its part, acts alone in ways Libra experiences as a breach of partnership. Neither intends harm, yet both feel let down. Trust builds when Libra risks saying no out loud and Aries treats a big decision as a joint one, even when going solo would be faster.",
  },
  scorpio: {
    summary:
      "A shared fighting spirit, expressed in opposite styles: Aries fights in the open, Scorpio plays the long game, and this intense pairing has to earn its peace.",
    love: "The attraction is fierce and can be overwhelming. Both are passionate and strong-willed, yet Aries wants passion in the open and at speed, while Scorpio wants depth, privacy and total commitment. A flirtatious Aries at a party can leave Scorpio smouldering for days. Nothing about it is casual. The bond settles when Aries stops treating jealousy as a joke and Scorpio says outright what has hurt, instead of setting tests.",
    friendship:
      "Friendship between them is guarded at first. Aries is open with everyone, which Scorpio finds naive, and Scorpio keeps a careful inner circle, which Aries finds cold. Group outings can become quiet power struggles over who chooses the plan. When they do bond, it is usually over a shared challenge, a gruelling hike or a cause worth fighting for. Finding an opponent outside the friendship gives them a reason to stand on the same side.",
    communication:
      "Conversation can feel like a minefield. Aries says everything at once and forgets it the next day; Scorpio says little, remembers everything and can quote a remark from last spring word for word. Aries feels ambushed, Scorpio feels unheard, and Scorpio's silences read to Aries as scheming. Agreeing that grievances are raised within the week rather than stored gives Aries a fair fight and spares Scorpio the slow burn.",
    trust:
      "Oddly, trust is where they do best. Both value loyalty and courage, and both respect someone who holds the line under pressure. Aries's honesty, however clumsy, reassures Scorpio, who can smell a lie at a distance. The strain comes from Scorpio's privacy, which Aries sometimes mistakes for hiding something. If Scorpio opens one door at a time and Aries refrains from barging through it, their loyalty stays intact.",
  },
  sagittarius: {
    summary:
      "Adventurous, frank and endlessly up for something, Aries and Sagittarius are a natural fire match, the kind of couple or friendship that always has the next trip planned.",
    love: "Love here feels like an adventure that keeps going. Aries picks the mountain, Sagittarius picks the country, and the two are happiest with a rucksack each and no fixed return date. Neither clings, so freedom never becomes a quarrel, and both laugh easily in bed and out of it. The one thing worth guarding is the home between trips: a few shared rituals, such as a slow Sunday breakfast, give the romance somewhere to land.",
    friendship:
      "These two become friends almost on sight. They share a taste for risk, a loud laugh and the conviction that any plan improves with a detour. Sagittarius brings philosophy and jokes, Aries brings the drive to actually go. They forgive fast and never keep score. A running list of places and challenges they still mean to try together gives this friendship a horizon that never gets any closer.",
    communication:
      "Frankness is the house style, and it suits them. Sagittarius says exactly what it thinks, sometimes tactlessly, and Aries is one of the few signs that finds this refreshing rather than rude. Their debates roam from politics to hiking routes and rarely sting. When they do clash, the argument is loud and over in minutes. The only care needed is to slow down for the serious subjects, money and the long-term future, which both would rather skip.",
    trust:
      "Both are open books, which makes trust almost effortless. Neither plays games or hides plans, and each gives the other a long lead without suspicion. Sagittarius trusts Aries to come back from a solo venture, and Aries trusts Sagittarius to be honest even when the honesty is blunt. The only soft spot is follow-through, since both promise more than they deliver. Writing down the plans they both care about keeps their faith in each other well founded.",
  },
  capricorn: {
    summary:
      "Aries and Capricorn are both ambitious leaders, but one wants to win today and the other in ten years' time, and their clashes over pace and authority make this a demanding pairing.",
    love: "Romance is a slow negotiation. Aries courts on impulse, with late-night plans and sudden gestures; Capricorn courts with reliability, a table booked weeks ahead and a clear sense of where things are heading. Aries finds Capricorn reserved, and Capricorn finds Aries reckless. There is respect underneath, because both admire strength. Love has a chance when Capricorn shows warmth before it has been earned and Aries proves staying power before asking for more.",
    friendship:
      "Friendship rarely comes naturally. Capricorn plans a weekend down to the train times, and Aries changes the plan on the platform. Capricorn sees Aries as a liability, Aries sees Capricorn as a boss, and neither wants to be managed. Where they do connect is work: a shared project with a clear goal lets Aries push and Capricorn steer. A friendship built around a common aim, a club or a team, stands a better chance than one built on idle afternoons.",
    communication:
      "Almost any discussion becomes a contest of authority. Aries speaks first and expects action; Capricorn speaks last and expects deference to experience. Aries calls Capricorn rigid, Capricorn calls Aries childish, and the conversation ends with both convinced they were patronised. It helps to separate decisions from status: agreeing in advance who has the final say on which matters removes the daily battle over who is in charge.",
    trust:
      "Capricorn measures people by their record, and Aries, who lives in the present, keeps little of one. Aries resents having to prove itself over and over, and may give up rather than wait. Capricorn's caution feels like suspicion, while Aries's impulsiveness looks like risk. Small agreements kept over a long stretch are the only currency Capricorn accepts, and Aries does well to start paying early.",
  },
  aquarius: {
    summary:
      "Action from one side, ideas from the other: Aries and Aquarius make an independent, forward-looking pair that offers excitement and plenty of room to breathe.",
    love: "The romance is lively and unconventional. Aquarius proposes an odd idea for a date, a protest march or a midnight talk on black holes, and Aries says yes before hearing the details. Neither needs constant closeness, so the relationship has air in it. Aquarius can seem detached when Aries wants heat. Aries does best by asking what Aquarius actually thinks, since for this sign a good mind is the way to the heart.",
    friendship:
      "Side by side, they are natural allies. Aquarius has a cause, Aries has the nerve to lead the charge, and together they start the petition, the club or the street party. Both value independence and rarely take offence at a missed call. Stubbornness is the wrinkle: Aquarius is fixed, Aries is headstrong, and their arguments can stall. Picking a cause both believe in keeps the friendship pointed outwards instead of at each other.",
    communication:
      "Their talk crackles. Aquarius brings unusual theories, Aries asks what is to be done about them, and an ordinary dinner becomes a debate about the future of cities. Both enjoy disagreement and neither sulks. Aries can be impatient with detours into abstraction, and Aquarius with a demand for an answer right now. Letting one evening be for ideas and the next for decisions suits them both.",
    trust:
      "Respect for each other's freedom makes trust easy. Neither checks the other's phone or demands an account of every evening. Aquarius is consistent in its principles, which Aries finds reassuring, and Aries is transparent, which Aquarius values. The weak point is that both can drift into separate lives without noticing. A regular time together, protected from causes and projects, keeps the trust personal rather than merely polite.",
  },
  pisces: {
    summary:
      "The first sign of the zodiac beside the last: Aries is bold, Pisces dreamy, and these neighbours are tender with each other at best and baffled at worst.",
    love: "There is real tenderness here, if not an easy fit. Aries wants to rescue and Pisces lets itself be carried, which feels romantic for a while. Pisces brings music, imagination and deep sympathy; Aries brings courage and a push out into the world. The strain comes when Aries's bluntness bruises and Pisces drifts away rather than objecting. Aries should check in gently after any quarrel, since Pisces hides hurt behind a smile.",
    friendship:
      "Keeping a friendship going needs patience on both sides. Aries wants to do things, Pisces wants to feel things, and a Saturday can split between a race Aries wants to enter and a gallery Pisces wants to wander. Aries grows impatient with vague plans, and Pisces wilts under pressure. Yet Pisces is a generous listener and Aries a loyal champion. Plans loose enough for Pisces and firm enough for Aries, a meeting time but no itinerary, keep them seeing each other.",
    communication:
      "Half of what they say to each other goes astray. Aries speaks in facts and demands; Pisces speaks in moods, images and hints. Aries asks a yes-or-no question, receives a story, then pushes for an answer, and Pisces goes quiet. Aries hears evasion, Pisces hears aggression. What works is slowing down: Aries asking how Pisces feels before asking what Pisces wants, and Pisces giving a plain answer once the feeling has been heard.",
    trust:
      "Trust is better than the day-to-day suggests. Pisces is forgiving, and Aries, who tends to forget its own outbursts, is grateful for it. Aries's transparency gives Pisces something solid to hold on to. The risk is that Pisces dodges conflict with small evasions, and Aries, who hates being misled, takes even white lies hard. Pisces keeps faith by telling unwelcome truths kindly, and Aries by hearing them without flaring up.",
  },
};
