// Leo's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const LEO_PAIRS: PairTexts = {
  leo: {
    summary:
      "Two suns in one room: generous, loud, loyal and warm, with a running contest over who tells the better story. The affection comes easily; the spotlight takes some sharing.",
    love: "Romance between two Leos runs on grand gestures answered with grander ones: a surprise dinner booked, then a weekend away booked in reply. Each knows exactly how the other likes to be adored, because it is how they like it themselves, and the compliments flow without effort. Pride is the only snag, when both wait for the other to apologise first. The pair does best agreeing that whoever cools down first makes the first apology, and that nobody keeps score of who it was.",
    friendship:
      "As friends, two Leos are the ones who organise the birthday party, the karaoke night and the toast that makes the whole table cry. They defend each other fiercely in public and tease each other mercilessly in private. Loyalty is never in doubt; attention sometimes is, when both arrive bursting with news on the same night. A standing rule keeps things sunny: whoever has had the bigger week gets the first hour of the evening, and the other gets dessert and the last word.",
    communication:
      "Conversation is lively and generous, full of big stories told with big hand gestures and a good deal of laughter. Both speak with confidence, and both listen best when the subject is flattering. Trouble starts when one corrects the other's version of an anecdote in front of friends, and a tiny detail becomes a matter of honour. These two talk most easily with one simple house rule: corrections wait for the drive home, never in front of an audience.",
    trust:
      "Two Leos are loyal to the bone, and neither would dream of a real betrayal; the doubt lies elsewhere. Each quietly wonders whether the other's warmth towards admirers means a little too much, and a harmless flirtation at a party can sting for days because pride will not admit the hurt. Trust here is solid but needs tending. It holds best when each names a flash of jealousy early and plainly, before it hardens into a cool, dignified silence that neither will break.",
  },
  virgo: {
    summary:
      "A showman and a quiet perfectionist, who notice completely different things in the same room. Respect can grow here, slowly, once Leo stops performing for Virgo and Virgo stops editing Leo.",
    love: "Leo courts with a flourish, and Virgo notices that the restaurant was overpriced and the roses will droop by the weekend. Virgo shows love through small acts of service, a fixed tap, a packed lunch, which Leo can overlook while waiting for applause. Each feels unappreciated in a language the other does not quite speak. It is hard going, though not hopeless: Leo can thank the practical gestures out loud, and Virgo can offer one lavish compliment a day with no footnotes attached.",
    friendship:
      "Socially they pull in opposite directions. Leo wants the big night out with a crowd; Virgo would rather a quiet meal with two trusted people and home before midnight. Leo finds Virgo's running commentary on the evening deflating, and Virgo finds Leo's need for an audience exhausting. A friendship here is built slowly and on purpose. It lasts best around a shared task, a charity run or a house renovation, where Leo fronts the effort and Virgo runs the details behind the scenes.",
    communication:
      "Virgo speaks in precise corrections, and Leo hears every one of them as a criticism of the whole person. A remark about a typo in Leo's wedding speech can spoil an afternoon. Yet Virgo's eye for detail genuinely improves Leo's big ideas, and Leo's confidence helps Virgo say what it actually thinks. Talk between them improves when Virgo opens with what works before mentioning what does not, and Leo asks for the notes instead of bracing to receive them.",
    trust:
      "Leo trusts openly and expects the same in return; Virgo trusts cautiously, after watching for a long time. Leo reads that caution as a verdict, and Virgo reads Leo's sweeping promises as too good to be true. Neither is dishonest, but neither quite believes the other's way of showing faith. Trust is hard-won and built from small promises kept on schedule: Leo does what was said on the day it was said, and Virgo admits aloud when it has noticed.",
  },
  libra: {
    summary:
      "A glamorous pairing that enjoys being seen together: Leo brings the warmth and daring, Libra the charm and taste. Easy to like and easy to admire, with some work needed on candour.",
    love: "Libra knows how to flatter Leo without ever sounding false, and Leo answers with the kind of devoted attention Libra craves. Their dates have a sense of occasion: a well-chosen restaurant, good clothes, a long walk home arm in arm. Libra softens Leo's bluster, and Leo settles Libra's dithering with a clear decision. The romance flows naturally, and it stays sweet when Leo lets Libra choose the setting and Libra leaves the surprises entirely to Leo.",
    friendship:
      "These two make charming company at any gathering, with Leo holding court and Libra working the room. The trouble is subtler: Libra keeps the peace with everyone, including people Leo has firmly decided to dislike, and Leo takes that diplomacy as disloyalty. Libra, in turn, tires of being asked to pick sides. The friendship works, with some effort, when Leo accepts that courtesy to others is no betrayal, and Libra backs Leo plainly on the rare occasions that truly matter.",
    communication:
      "Talk flows with ease and polish. Libra asks the questions that let Leo shine, and Leo's enthusiasm draws Libra out of its careful balancing. They can spend a whole evening dissecting a film or a wedding seating plan with real pleasure. Libra's habit of softening every opinion occasionally leaves Leo guessing what Libra actually thinks. One useful habit for them: Leo asks directly, just once, what Libra would choose if nobody else minded, and waits through the pause.",
    trust:
      "Both love admiration, and both are widely admired, which leaves room for small jealousies. Leo's trust is wholehearted but proud; Libra's is graceful but hedged, and a Libra who dodges a hard conversation can look evasive to a Leo who wants everything said. Trust is good here, though it needs upkeep. It deepens when Libra delivers unwelcome news promptly rather than prettily, and Leo meets it with generosity instead of wounded pride.",
  },
  scorpio: {
    summary:
      "Two fixed, proud signs with strong wills and opposite styles: Leo shines outward, Scorpio guards inward. The attraction can be intense, but peace between them is hard-won and slowly earned.",
    love: "The attraction is often immediate and magnetic, and that is what makes the rest so difficult. Leo wants love declared and displayed; Scorpio wants it proven in private and kept close. A Leo who flirts for fun at a party may find Scorpio cold for a week afterwards, and neither will be the first to yield. Love here takes real patience. It has a chance when Leo keeps some things strictly between the two of them, and Scorpio says what it feels rather than testing Leo to find out.",
    friendship:
      "As friends they rarely settle into ease. Leo's openness strikes Scorpio as naive, and Scorpio's watchfulness strikes Leo as a lack of warmth. Group evenings turn into a quiet struggle over who sets the tone. Both are fiercely loyal, though, to those who pass their tests, and that is the thin thread worth holding. The friendship stands a chance when it is kept small and specific, one shared interest and one regular meeting, rather than stretched across a whole social life.",
    communication:
      "Leo speaks openly and expects to be taken at its word; Scorpio listens for what is not being said and probes for it. Leo feels interrogated, while Scorpio feels fobbed off with a performance. Arguments go in circles, because both are fixed and neither concedes a point once made. The best rule for this pair is to argue about one thing at a time, and to end each disagreement by saying back what was actually understood.",
    trust:
      "Scorpio trusts almost no one quickly, and Leo takes that slowness personally. Leo's circle of admirers unsettles Scorpio; Scorpio's secrets, even harmless ones, wound Leo's pride. Each has the power to hurt the other badly and knows it, which keeps both on guard. Trust is hard-won here, built over a long stretch of small proofs. It grows when Scorpio shares one private thing freely, unasked, and Leo keeps it entirely to itself, however good a story it would make.",
  },
  sagittarius: {
    summary:
      "Two fire signs who make each other laugh, take each other seriously and never run out of plans. Generous, adventurous and warm, this is one of the happiest matches in the zodiac.",
    love: "Sagittarius makes Leo laugh at itself, which few people manage, and Leo makes Sagittarius feel like the most fascinating person in any room. Their dates spill over: a gig becomes a late supper becomes a plan to visit Lisbon next month. Romance is playful and generous on both sides. The one thing to mind is Sagittarius's blunt humour landing on Leo's pride, so Sagittarius does well to aim the sharpest jokes at shared targets rather than at Leo.",
    friendship:
      "Friends at first meeting, usually, and still friends decades later. Leo brings the loyalty and the party; Sagittarius brings the new idea and the spare ticket. They egg each other on into festivals, road trips and ambitious schemes, and they forgive each other's excesses with a shrug. Both run hot and sometimes overcommit. The friendship stays golden when Leo keeps a shared calendar for the two of them and Sagittarius actually checks it before promising the next adventure.",
    communication:
      "Conversation between them is loud, quick and cheerful, full of big stories and bigger opinions. Sagittarius says exactly what it thinks, and Leo, who hates being handled, finds this refreshing most of the time. They can argue philosophy over breakfast and forget the argument by lunch. Now and then Sagittarius's honesty overshoots. A simple habit keeps talk easy: when a remark stings, Leo says so at once, and Sagittarius apologises without a lecture on why it was true.",
    trust:
      "Both are open-hearted and bored by games, which gives trust a solid base. Leo is loyal by nature and Sagittarius is honest by nature, and each values what the other offers. The only wobble comes from Sagittarius's need for room, an impulsive solo trip or a night with friends Leo has never met, which Leo may read as drifting. Trust stays easy when Sagittarius mentions plans before making them, and Leo grants the freedom gladly rather than grudgingly.",
  },
  capricorn: {
    summary:
      "The performer and the strategist, both ambitious and both proud, but wanting different things from success. Respect is possible and can run deep; warmth takes a long time to arrive.",
    love: "Leo wants to be adored openly; Capricorn shows love by working hard, saving and turning up on time, which can look to Leo like a lack of passion. Capricorn, meanwhile, finds Leo's extravagance alarming, especially the bill for the birthday surprise. Both are loyal, but they speak different dialects of devotion. Love is hard-won here. It warms when Capricorn plans one openly romantic gesture without counting the cost, and Leo admires Capricorn's steadiness aloud instead of mistaking it for dullness.",
    friendship:
      "Socially these two rarely want the same evening. Leo wants the crowded bar and the long toast; Capricorn wants to be home early before a busy day. Leo finds Capricorn dry, and Capricorn finds Leo self-indulgent. Yet both admire competence, and in a shared ambition, a small business or a club to run, a surprising respect can form. The friendship grows best around work with a clear goal, where each can watch the other's strength at full stretch.",
    communication:
      "Capricorn speaks briefly and to the point, and Leo experiences the brevity as a snub. Leo speaks expansively, and Capricorn quietly checks the facts. In meetings they clash over style more than substance: Leo sells the vision, Capricorn asks about the budget, and both feel underestimated. Talk is slow to become easy. It helps when Capricorn opens with a word of genuine appreciation before the practical questions, and Leo hears those questions as interest rather than doubt.",
    trust:
      "Capricorn plans the future quietly and often alone, and Leo, who likes to be consulted, discovers the plan only once it is settled. To Leo that feels like exclusion; to Capricorn, Leo's need to be told everything feels like a demand for an audience. Both are reliable, only differently proud. Trust is hard-won and grows when Capricorn brings Leo into the long-term decisions early, while they are still rough, and Leo treats them as a shared project rather than a rival stage.",
  },
  aquarius: {
    summary:
      "Opposite signs with a strong pull: Leo's warmth and Aquarius's cool originality fascinate each other. Exciting and often frustrating, this pairing asks both to bend more than either would like.",
    love: "The attraction of opposites is real: Leo is drawn to Aquarius's oddness and independence, and Aquarius enjoys Leo's heat and sense of fun. Difficulty arrives after the first months, when Leo wants devotion shown and Aquarius offers friendship, ideas and long, detached silences. Romance works, with effort. It warms when Aquarius makes a point of singling Leo out in company, and Leo accepts that an evening spent apart at separate events is no withdrawal of love.",
    friendship:
      "Leo wants a loyal inner circle; Aquarius wants a wide, loose network of interesting people, and both are stubborn about it. Leo can feel like one of a crowd at Aquarius's gatherings, while Aquarius finds Leo's parties too much about the host. There is common ground in causes and creative schemes, where Leo's flair meets Aquarius's vision. The friendship holds best when they build something together, a street festival or a campaign, and each gets credit in its own way.",
    communication:
      "Talk is stimulating and often combative. Aquarius argues from principle and enjoys playing devil's advocate; Leo argues from the heart and takes contradiction personally. Both are fixed, so a debate about nothing much can harden into a standoff that lasts all weekend. At their best they spark off each other for hours. Communication improves when Aquarius signals that it is merely testing an idea, and Leo lets a point go unwon every so often.",
    trust:
      "Trust is the weak point. Aquarius guards its independence, with long absences, friends of every kind and strong opinions kept private, and Leo is left unsure of its place. Leo's need for reassurance feels to Aquarius like a claim on its freedom. Neither is dishonest; each simply measures loyalty differently. Trust is hard-won and grows when the two agree, out loud, what commitment means to them, and Aquarius offers reassurance before Leo has to ask for it.",
  },
  pisces: {
    summary:
      "A big-hearted performer and a gentle dreamer, drawn together by imagination and kindness. Much is tender here, but the two live at different volumes, and understanding takes real patience.",
    love: "Pisces adores Leo with a soft, uncritical devotion that Leo finds delicious at first. Over time Pisces may feel overwhelmed by Leo's volume and social diary, and Leo grows frustrated when Pisces drifts into moods it cannot explain. Leo wants a partner to stand beside; Pisces sometimes wants to vanish into the sofa for a weekend. Love here is hard-won but tender. It holds when Leo plans quiet evenings as carefully as parties, and Pisces says what it needs instead of hoping Leo will guess.",
    friendship:
      "Both are generous and imaginative, and they can share a film, a gallery or a theatre trip with real delight. Outside those pleasures things wobble: Leo's confident advice can flatten Pisces, and Pisces's vagueness about plans drives Leo to distraction. A cancelled lunch matters more to Leo than Pisces realises. The friendship survives best around making things together, a play, a band, an evening class, where Leo's nerve and Pisces's sensitivity both have a real part.",
    communication:
      "Leo speaks directly and likes clear answers; Pisces speaks in hints, moods and half-finished thoughts. Leo's bluntness can wound Pisces, who retreats rather than argue, and Leo takes the silence for sulking. Misunderstandings pile up quietly. Talk improves, slowly, when Leo asks open questions and waits through the pauses, and Pisces puts one clear sentence, even an awkward one, where a hint used to be.",
    trust:
      "Trust is the warmest corner of this pairing. Pisces is naturally forgiving and Leo is naturally loyal, and both have big hearts. The strain comes from Pisces's evasiveness, small untruths told to dodge a scene, which Leo's pride finds hard to forgive when they surface. Trust here is real but worked at. It strengthens when Leo treats Pisces's sensitivity as something to protect rather than fix, and Pisces lets Leo see the worries it usually hides behind a smile.",
  },
};
