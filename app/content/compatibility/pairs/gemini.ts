// Gemini's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const GEMINI_PAIRS: PairTexts = {
  gemini: {
    summary:
      "Two Geminis make a quick, talkative pair who rarely run out of things to say or places to try; the harder part is noticing when one of them has quietly stopped joking.",
    love: "Romance between two Geminis often starts mid-sentence and never quite finishes one: a date that wanders from a bookshop to a noodle bar to a late bus home, both of them talking the whole way. Neither sulks when plans change, and the flirting stays playful for years. What can slip is depth, since each is happy to skim. Once a week, one of them should ask a question that cannot be answered with a joke, and the other should answer it.",
    friendship:
      "As friends, two Geminis run a private newsroom: screenshots, rumours, half-read articles and a group chat that never sleeps. They cover for each other's double bookings and forgive a cancelled lunch within the hour. The risk is that both are so busy the friendship lives entirely in messages. Booking something fixed, the same café on the same morning each month, gives these two restless minds one appointment neither is allowed to reschedule.",
    communication:
      "This is home ground. Two Geminis finish each other's sentences, swap subjects three times a minute and find the same things absurd. An argument becomes a debate and then a laugh before either notices it has ended. The snag is that clever talk can cover real feelings, and each knows every one of the other's dodges. When a conversation matters, they do well to slow down, take turns and let one point land before reaching for the next.",
    trust:
      "Trust comes fairly easily, because neither Gemini expects the other to sit still or report every move, and a flirt at a party is understood as chatter rather than betrayal. Where it wobbles is in the small fibs both tell to keep things light: a story improved, a plan quietly dropped. Since each can spot the other's spin, they stay strongest by agreeing that, between the two of them at least, the plain version is always told first.",
  },
  cancer: {
    summary:
      "Gemini and Cancer meet as head and heart: one wants to talk things through, the other wants to feel them through, and the bond holds when each learns the other's language.",
    love: "Cancer falls in love with a home in mind, while Gemini falls for a good conversation and wonders where the evening might go next. Early on, Cancer cooks dinner and Gemini arrives late with three stories and a friend in tow; one feels charmed, the other feels unseen. This love is hard-won but possible. Gemini can show care by arriving on time and staying in, and Cancer can show it by letting some evenings be light and unplanned.",
    friendship:
      "Friendship asks patience of both. Gemini's circle is wide and shifting, and Cancer can feel like one name among many, remembered on a birthday only thanks to a reminder. Cancer, in turn, keeps a long memory for slights Gemini has already forgotten making. What works is something shared and small: a standing phone call, a swapped recipe, a film watched together. Gemini should keep the promises made in passing, because Cancer notices, and Cancer should say when something hurts instead of going quiet.",
    communication:
      "Talk between them is real but worked at. Gemini speaks in quick facts and jokes; Cancer speaks in moods, and often means more than the words say. A tease that Gemini intends as affection can land as a wound, and Cancer's silence can read to Gemini as nothing at all. They get on better when Gemini asks how something felt, not only what happened, and when Cancer puts the feeling into one plain sentence before the door closes.",
    trust:
      "Cancer wants to know where it stands, and Gemini's habit of keeping options open can stir old worries: the unanswered message, the new friend mentioned twice. Yet Gemini is rarely hiding anything, only living at speed, and Cancer's steady loyalty can give Gemini a surprising sense of safety. Trust grows here through small proofs. A quick text when plans change costs Gemini nothing, and it spares Cancer a whole evening of wondering.",
  },
  leo: {
    summary:
      "Gemini and Leo make a lively, sociable match: Leo brings warmth and a sense of occasion, Gemini brings wit and fresh ideas, and together they are often the best company in the room.",
    love: "Leo loves to be adored and Gemini loves finding the right words, so the courtship is full of flattery that actually lands. Nights out suit them: a party where Leo holds the floor and Gemini works the edges, then both compare notes in the taxi home. The romance comes easily and stays fun. Gemini's teasing should stop short of Leo's pride, and Leo should let Gemini wander off to talk to strangers without reading it as a slight.",
    friendship:
      "The friendship is good fun with a little friction. Leo is loyal and generous and likes that loyalty returned in full; Gemini is fond but scattered, and may drift to a newer crowd for a season. Leo then feels dropped, while Gemini wonders what the fuss is about. They stay close by sharing projects as well as nights out, a quiz team or a podcast, and by Gemini turning up, visibly and on time, for Leo's big moments.",
    communication:
      "Conversation flows. Gemini asks the questions and Leo tells the stories, and each thinks the other is excellent company. Leo admires Gemini's quickness; Gemini enjoys Leo's conviction, even when it runs ahead of the facts. The one rough spot comes when Gemini picks holes in a tale Leo is proud of. Gemini should save the fact-checking for later and in private, and Leo should accept that a clever aside is often Gemini's way of paying a compliment.",
    trust:
      "Trust takes some tending. Leo gives loyalty wholeheartedly and expects the same, openly and in public. Gemini's flirtatious chatter and shifting plans can look to Leo like a lack of devotion, even when they mean nothing of the kind, and Gemini can find Leo's need for reassurance a little heavy. A simple rule helps this pair: Gemini says the kind thing out loud, in front of others, and Leo believes it without needing to hear it twice.",
  },
  virgo: {
    summary:
      "Gemini and Virgo share a quick, curious mind but use it in opposite ways, Gemini to roam and Virgo to refine, which makes this a demanding pairing that rewards patience.",
    love: "At first the attraction is mental: two sharp people enjoying each other's cleverness over coffee. Then daily life arrives. Virgo notices the wet towel, the missed bill, the plan changed for the third time; Gemini feels marked like a school essay and escapes into fun elsewhere. Affection survives that only with effort. It helps when Virgo chooses one thing to mention instead of five, and when Gemini treats a small chore done without reminding as a genuine love letter.",
    friendship:
      "These two can be useful friends long before they are close ones. Virgo gives sound advice on Gemini's latest scheme, and Gemini drags Virgo out to things Virgo would never have booked. But Virgo finds Gemini unreliable, Gemini finds Virgo's standards exhausting, and the friendship often cools after one late arrival too many. If it is to last, Gemini should treat Virgo's time as precious, and Virgo should let a few loose ends stay loose.",
    communication:
      "Both think fast and both love words, which sounds promising and sometimes is, until they disagree. Gemini argues for fun, trying positions on like coats; Virgo argues to be accurate and takes each point seriously. A light chat about a film can turn into a correction of Gemini's facts and then a sulk. They talk best over a shared task, such as planning a trip, with Gemini supplying ideas and Virgo checking them, and the roles agreed beforehand.",
    trust:
      "Virgo trusts what it can check, and Gemini is hard to check: plans change, stories shift in the retelling, the phone is always buzzing. Gemini, in turn, can feel watched and judged rather than trusted. Neither is acting in bad faith, yet suspicion grows easily between them. Trust is built slowly here, through follow-through rather than promises. Gemini does well to under-promise and deliver, and Virgo to ask directly instead of quietly keeping a list.",
  },
  libra: {
    summary:
      "Gemini and Libra are one of the zodiac's easiest pairings: two airy, sociable minds who enjoy ideas, people and beautiful things, and who rarely run short of conversation or charm.",
    love: "Libra brings grace and Gemini brings sparkle, and the result is a romance that feels like one long, good evening out: a gallery, dinner, a walk home the long way round. Libra likes to be courted with words, and Gemini is never short of them. Neither smothers the other. Because everything comes so easily, small decisions can drift for weeks while both defer politely. Now and then one of them should simply choose, and the other should be glad.",
    friendship:
      "Friends in this pair tend to host together, mix their circles and end up knowing everyone. Libra smooths Gemini's rough edges at a party; Gemini rescues Libra from a dull conversation with a well-timed interruption. They share taste, gossip and a dislike of heavy scenes. The friendship needs little upkeep, though it can stay pleasant rather than deep. Every so often they should talk about something that truly matters to one of them, and save the gossip for afterwards.",
    communication:
      "Talk is where this pair shines brightest. Gemini throws out ideas and Libra weighs them, finds the fairest version and hands it back improved. They can discuss a novel, a friend's love life and the ethics of both in one sitting, and each feels properly heard. The one hazard is politeness: Libra may agree to keep the peace, and Gemini may not notice. Gemini should ask what Libra really thinks, then wait through the pause for the answer.",
    trust:
      "Neither is possessive, so trust comes naturally. Libra does not mind Gemini's busy social life, and Gemini values Libra's fairness in any dispute. Both like to be liked, though, so small white lies creep in to keep things pleasant: the dinner that was fine, the friend who is lovely. The bond stays strong when honesty is kept graceful rather than absent, with Libra saying no kindly and Gemini putting the difficult part of any news first rather than last.",
  },
  scorpio: {
    summary:
      "Gemini and Scorpio intrigue each other but want different things: Gemini wants lightness and variety, Scorpio wants depth and loyalty, so closeness here is hard-won and needs real good faith.",
    love: "The pull is real: Scorpio is fascinated by Gemini's quick mind, and Gemini cannot resist a mystery. But Scorpio loves intensely and all at once, while Gemini loves lightly and keeps a window open. A shrug from Gemini over something Scorpio cares about can feel like betrayal, and Scorpio's silences can feel to Gemini like a locked room. Nothing about this comes for free. The romance stands a chance when Gemini offers steady attention and Scorpio says plainly what it needs.",
    friendship:
      "Friendship between them is a slow build at best. Gemini tells everyone everything and Scorpio tells almost no one anything, so a confidence that resurfaces in someone else's conversation can end things on the spot. Gemini, meanwhile, finds Scorpio's intensity tiring over an ordinary lunch. Where the friendship does work, it is because Gemini has proved it can keep a secret, and Scorpio has allowed a few conversations to be merely fun.",
    communication:
      "Gemini talks to explore and Scorpio talks to uncover. Gemini offers twenty topics on the surface; Scorpio wants one, all the way down, and may probe until Gemini feels interrogated. Gemini then jokes, and Scorpio reads the joke as evasion. These exchanges are hard work, though not hopeless. Choosing one subject and staying with it helps, as does Scorpio asking a question once and trusting the answer, instead of circling back to test it.",
    trust:
      "Trust is the crux. Scorpio needs to feel that nothing is hidden, while Gemini has a dozen harmless threads running at once, and every unexplained one looks suspicious. Scorpio's checking then makes Gemini restless, which looks more suspicious still. Breaking that loop takes deliberate effort on both sides. Gemini can volunteer the boring details before being asked, and Scorpio can decide, consciously, to give the benefit of the doubt for a month and see what happens.",
  },
  sagittarius: {
    summary:
      "Gemini and Sagittarius are opposites who share a love of freedom and ideas; the attraction is strong and the adventures are good, though commitment and follow-through take real work.",
    love: "Opposite each other on the wheel, these two feel an instant tug: Sagittarius wants to see the world and Gemini wants to talk about it. A weekend away gets booked on a whim, and the love feels fresh and free. The mixed part is that neither likes to be pinned down, so the relationship can drift without anyone deciding anything. They fare best by planning the next adventure together before the current one ends, so there is always a shared horizon.",
    friendship:
      "Fun comes in bursts. Sagittarius arrives with a big plan, Gemini adds five side plans, and for a week they are inseparable. Then both move on to something new, and weeks pass without a word. Sagittarius can be blunt about Gemini's flightiness, while Gemini quietly mocks Sagittarius's sermons. They keep the bond by agreeing that vanishing for a while is allowed, and by always picking up where they left off without grievance.",
    communication:
      "Talk ranges widely and loudly: Gemini collects facts, Sagittarius builds grand theories, and dinner can end in a cheerful row about religion or politics. Gemini sees the details Sagittarius skips; Sagittarius sees the big picture Gemini misses. Trouble starts when Sagittarius preaches or Gemini nitpicks, each convinced the other has missed the point. They talk best when Gemini lets a broad idea stand for a minute before testing it, and Sagittarius admits when a fact is against it.",
    trust:
      "Promises are where this pair comes unstuck. Both value freedom and both tend to overpromise: Sagittarius will definitely come, Gemini will call tomorrow, and often neither happens. Each forgives the other easily but starts to discount what is said, and over time that wears the bond down more than any single lapse. These two should make fewer promises to each other and keep every one of them, however small, until their word carries weight again.",
  },
  capricorn: {
    summary:
      "Gemini and Capricorn are an unlikely but instructive pair: Capricorn plans for years ahead, Gemini for this afternoon, and each can learn a great deal from the other if both stay patient.",
    love: "Capricorn courts slowly and seriously, with a table booked weeks in advance; Gemini would rather see where the night goes. Capricorn may find Gemini charming but unreliable, and Gemini may find Capricorn admirable but a little stern. Romance is hard-won, built on respect before it turns to warmth. Capricorn can let Gemini pick a spontaneous evening now and then, and Gemini can show seriousness by turning up, properly dressed, for the occasions that matter to Capricorn.",
    friendship:
      "Friendship starts at work more often than at a party. Capricorn values Gemini's ideas and contacts, and Gemini values Capricorn's knack for getting things done. Outside the office it is harder: Capricorn's idea of a good time is a quiet drink with a purpose, Gemini's a crowded room with none. The friendship lasts if they build on what they share, a side business or an evening class, and if Gemini honours the dates Capricorn writes in the diary.",
    communication:
      "They can talk well when there is a goal. Capricorn sets the agenda, Gemini brainstorms, and Capricorn picks the one idea worth pursuing. Outside that frame, Capricorn can find Gemini's chatter aimless, and Gemini can find Capricorn's short answers discouraging. Dry humour is their common ground, since both enjoy a well-aimed remark. Conversations go better when Gemini gets to the point sooner and Capricorn offers a full sentence where a nod would otherwise have done.",
    trust:
      "Of everything in this pairing, trust is the steadiest. Capricorn is dependable and Gemini knows it, which gives Gemini something solid to come back to. Capricorn, though, judges by track record and may wait a long time before counting on Gemini. Gemini's stream of plans can sound like promises, and broken ones are remembered. Trust builds when Gemini keeps a few commitments visibly, over months, and Capricorn says out loud that it has noticed.",
  },
  aquarius: {
    summary:
      "Gemini and Aquarius are a bright, easy match of two airy minds: curious, independent and rarely bored, they give each other room and keep finding new things to talk about.",
    love: "Love between these two often begins as friendship and slides into romance over long conversations about strange ideas. Aquarius likes that Gemini never clings, and Gemini likes that Aquarius is never predictable. A date might be a lecture, a protest or a midnight film. The bond comes easily; the warmth sometimes has to be spelled out, since both live in their heads. Once in a while they should set the ideas aside and spend an evening simply being affectionate.",
    friendship:
      "Few friendships run with less effort. Aquarius brings the cause or the odd new interest, Gemini brings the contacts and the running commentary, and together they form a small club that anyone curious may join. Neither keeps score of who called last. The only risk is that both have so many friends they forget to be close. A shared hobby, something hands-on and regular, gives this freewheeling friendship a fixed place to meet.",
    communication:
      "Gemini leaps between subjects and Aquarius keeps pace, then pulls in a theory from somewhere unexpected; talk rarely comes easier than this. They can argue for hours and enjoy every minute. Aquarius can be stubborn once a view is settled, and Gemini will change sides just for sport, which occasionally annoys both. They do well to notice when a debate has stopped being play, and to ask what the other actually believes.",
    trust:
      "Both prize freedom and neither asks for a report, so trust is easy. Aquarius is loyal in its own detached way, and Gemini feels no need to hide a wide social life. Where things can cool is emotional distance: one may feel trusted but not quite needed. The relationship stays strong when Aquarius says, occasionally and plainly, what Gemini means to it, and Gemini lets a quiet spell pass without assuming it signals something wrong.",
  },
  pisces: {
    summary:
      "Gemini and Pisces are both changeable and imaginative, yet they live in different worlds, Gemini in words and facts, Pisces in feelings and dreams, so closeness takes real effort.",
    love: "At first there is charm: Gemini is enchanted by Pisces's softness and imagination, and Pisces delights in Gemini's wit. But Pisces needs tenderness that lasts, and Gemini's attention flickers. A careless joke can leave Pisces hurt for days, while Pisces's tears can leave Gemini baffled and looking for the exit. Each has to learn the other's way of caring. It helps when Gemini stays in the room through a difficult feeling, and Pisces names the hurt instead of hoping it will be guessed.",
    friendship:
      "The friendship tends to be loose and a little confused. Both are flexible, so plans shift constantly until no one knows who is meeting whom, or where. Pisces wants a confidant who feels things alongside it; Gemini offers a quick opinion and a change of subject. Over time each may conclude the other is not really listening. A friendship can still grow if Pisces says outright when it wants a listener rather than advice, and Gemini keeps the phone face down until Pisces has finished.",
    communication:
      "Gemini speaks precisely and quickly; Pisces speaks in images and hints, and often says yes when it means maybe. Gemini takes the words at face value, Pisces takes the tone, and both end up misunderstood. Arguments go in circles, because Gemini wants facts and Pisces wants to be understood first. Talk improves when Gemini repeats back what it heard before replying, and Pisces checks that a hint was actually received rather than assuming it was.",
    trust:
      "Between these two, trust is fragile. Both can be evasive: Gemini bends a story to keep it interesting, Pisces blurs one to avoid conflict, and each catches the other doing it. Pisces fears being deceived, and Gemini fears being drowned in feeling. Neither intends harm, but doubt builds quickly. Trust here is earned slowly and on purpose, with both agreeing to say uncomfortable things directly, even clumsily, rather than leaving the other to guess.",
  },
};
