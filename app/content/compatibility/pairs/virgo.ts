// Virgo's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const VIRGO_PAIRS: PairTexts = {
  virgo: {
    summary:
      "Two careful minds that recognise each other at once: shared standards, shared lists and a quiet pleasure in doing small things well. The risk is not conflict but turning the same critical eye on each other.",
    love: "Romance between two Virgos looks modest from outside and feels precise from within. One remembers exactly how the other takes tea; the other has already fixed the wobbling shelf without being asked. Affection arrives as attention, and both read it fluently. The danger is a relationship run like a well-kept ledger, where care slides into correction. Once a week they should leave the plans unmade and let each other be gloriously imperfect.",
    friendship:
      "As friends they are the pair who actually book the table, check the train times and bring plasters to the picnic. Conversation drifts from a shared complaint about a badly edited menu to quiet, useful advice about health or work. Each trusts the other's judgement more than most people's. Their friendship thrives when one of them occasionally proposes something pointless and fun, and the other agrees before drafting a risk assessment.",
    communication:
      "Talk is where this pairing shines brightest. Both listen for the exact word, notice the detail others skip and enjoy taking a problem apart at the kitchen table until it lies in neat pieces. A disagreement becomes an inquiry rather than a fight. What they must watch is the shared habit of critiquing everything in sight, including each other's phrasing; the rule worth keeping is to offer praise out loud as precisely as they offer notes.",
    trust:
      "Trust comes readily, because each sees the other keep small promises: the bill paid on time, the errand done, the message answered. The snag is worry, since two anxious minds can feed each other's doubts late at night and build a case out of a single unexplained silence. Reliability is rarely the issue; reassurance is. They do well to name a worry early and plainly, before two careful imaginations furnish it with evidence.",
  },
  libra: {
    summary:
      "A refined, polite pairing of neighbouring signs with different priorities: Virgo wants things right, Libra wants them pleasant. With effort the two standards meet in something both useful and beautiful.",
    love: "Libra courts with charm, candlelight and a carefully chosen outfit; Virgo notices the candle dripping on the tablecloth. The attraction is real, built on a shared love of good manners and a well-made evening, yet their instincts pull apart. Libra wants romance to feel easy, Virgo wants it to work properly, and each privately thinks the other is missing the point. Love grows when Virgo lets a lovely moment stay unimproved and Libra accepts a practical kindness as a gesture of devotion.",
    friendship:
      "Friendship between them is pleasant but needs tending. Libra brings the invitations, the gossip and the gift for smoothing over awkward rooms; Virgo brings the punctuality and an honest verdict on a dubious plan. Libra can find Virgo fussy, and Virgo finds Libra's fence-sitting exasperating, especially when choosing a restaurant takes most of an evening. A simple division serves them well: Libra picks the place, Virgo checks it is open, and neither reopens the decision.",
    communication:
      "Conversation is their firmer ground, since both are courteous, articulate and willing to hear the other side. Virgo speaks in specifics, Libra in balanced possibilities, and a discussion can circle for a long time before anyone lands. Libra sometimes softens a point until it vanishes; Virgo sometimes sharpens one until it stings. They talk best when Virgo asks Libra directly for a preference and Libra answers in one clear sentence, even at the risk of mild disagreement.",
    trust:
      "Trust is steady rather than automatic. Virgo values plain dealing and can be unsettled by Libra's habit of telling each person whatever keeps the peace, while Libra feels judged when Virgo double-checks a claim. Neither is prone to drama, and both keep their word on the things that matter most, so confidence builds over time. It deepens fastest when Libra admits small discontents honestly and Virgo hears them without attaching a critique.",
  },
  scorpio: {
    summary:
      "Two watchful, private signs who notice everything and say less than they know. Earth steadies water and water deepens earth, making a thoughtful, loyal bond with a few guarded corners.",
    love: "Love comes easily here. Scorpio brings intensity and a steady, searching gaze; Virgo answers with devotion shown in deeds, the sort that spots a cold coming on before it arrives. Scorpio feels understood without having to explain, and Virgo feels wanted in a way that quiets its self-doubt. Evenings at home, just the two of them, suit both perfectly. To keep the heat, Virgo should say the tender thing aloud now and then, since Scorpio needs passion named, not only tidily demonstrated.",
    friendship:
      "As friends they make a sharp, slightly secretive duo, the two in the corner quietly reading the whole party. Each respects the other's intelligence and discretion. The friction lies in weight: Scorpio wants loyalty proved and slights remembered, while Virgo moves on once a problem is solved and may treat a deep hurt as a logistical issue. The friendship holds best when Scorpio says outright what it needs instead of testing for it, and lets a settled quarrel stay settled.",
    communication:
      "Talk between them has a detective's quality. Scorpio probes for motive, Virgo for detail, and together they can unpick a colleague's odd behaviour or a family mystery with real satisfaction. Neither wastes words, and both appreciate the other's economy. Trouble appears only when Virgo's critique lands on something Scorpio holds sacred. A good habit for them is to keep the forensic analysis for the world outside and bring a gentler, slower tone to anything personal.",
    trust:
      "Loyalty is not in doubt; transparency is. Scorpio keeps secrets by instinct, and Virgo, whose mind fills silence with possibilities, grows uneasy at each closed door. Scorpio, meanwhile, tests quietly and may read Virgo's candid remarks to friends as a leak. Both are reliable, yet they can spend years half-guarded. Agreeing plainly on what stays between the two of them, and then honouring it without exception, gives this pair the certainty it craves.",
  },
  sagittarius: {
    summary:
      "Precision meets exuberance, and each finds the other hard to read: Virgo sees loose ends everywhere, Sagittarius sees fuss. Any closeness between them is hard-won, though it can teach both a great deal.",
    love: "Sagittarius falls for people who feel like an adventure; Virgo falls slowly, after evidence. Early dates can go well, with Sagittarius telling stories and Virgo quietly delighted, but the strain shows once daily life begins: the unbooked holiday, the missed train, the grand promise forgotten by Tuesday. Virgo starts to manage, Sagittarius starts to escape. If they want it to last, Sagittarius must follow through on one small promise at a time, and Virgo must stop auditing the rest.",
    friendship:
      "Friendship rarely forms on its own. Sagittarius wants a companion for spontaneous plans and late philosophical arguments; Virgo wants a friend who turns up when stated and remembers what was said last week. Each finds the other tiring, and a weekend away may end with one sulking over the itinerary and the other over the lack of one. Their best chance is a shared project with a fixed date, a class or a long-distance walk, which gives Virgo a plan and Sagittarius a horizon.",
    communication:
      "Sagittarius talks in sweeping statements and loves a tangent; Virgo hears every exaggeration and feels obliged to correct it. What begins as a lively exchange over dinner turns into a fact-check, with Sagittarius bristling at pedantry and Virgo bruised by the bluntness that follows. Both are curious and adaptable, which helps, but neither easily yields the floor. A rule of letting Sagittarius finish the story before any correction, and letting the correction stand without mockery, saves many evenings.",
    trust:
      "Trust is the hardest ground. Sagittarius means well yet is careless with time, money and small commitments; Virgo, who notices everything, files each lapse away. Sagittarius then feels watched and guards its freedom more tightly, which Virgo reads as evasion. Neither is dishonest, but they define reliability in opposite ways. Any trust has to be built deliberately, with a few explicit promises that Sagittarius treats as sacred and a willingness on Virgo's side to let minor slips go unrecorded.",
  },
  capricorn: {
    summary:
      "A natural alliance of earth signs: sensible, hard-working and quietly affectionate. Capricorn sets the course, Virgo perfects the details, and both feel safe with someone who means what they say.",
    love: "Romance here is understated and durable. Capricorn shows love by building a future, a savings plan or a house with good bones; Virgo shows it through daily care, the packed lunch, the booked check-up, the oiled hinge. Each sees the effort behind the other's gestures, and that recognition feels deeply romantic to them both. Their dry humour sparks easily in private. The one risk is all work and no frivolity, so a regular evening that serves no purpose whatsoever belongs in the diary.",
    friendship:
      "As friends they fall into an easy rhythm of shared errands, long walks and frank advice. Capricorn respects Virgo's competence; Virgo admires Capricorn's staying power. They are the pair who help each other move house and finish before lunch. Neither needs constant contact, so months can pass and the friendship picks up mid-sentence. They should still mark each other's successes properly, because both are prone to shrugging off praise they have truly earned.",
    communication:
      "Communication is nearly effortless. Both prefer facts to flourishes, and a conversation about a budget or a career move can feel oddly intimate to them. Capricorn thinks in long arcs, Virgo in careful steps, and together they make plans that actually happen. When they disagree, it is usually about method, and they settle it on the evidence. The one gap is feeling: they do well to ask each other how a decision sits emotionally, not only whether it adds up.",
    trust:
      "Trust forms early and deepens with every kept appointment. Capricorn is reliable on principle, Virgo by temperament, and neither plays games. If there is a wobble, it comes from reserve: Capricorn may keep a worry private in order to seem strong, and Virgo may hide a mistake to avoid looking careless. Sharing setbacks as openly as they share achievements keeps this bond as solid on the inside as it looks from outside.",
  },
  aquarius: {
    summary:
      "Two clear-headed signs who admire each other's minds but live by different rules: Virgo by routine and detail, Aquarius by principle and surprise. Respect comes sooner than closeness, which takes real effort.",
    love: "Romance between them is cool to start and slow to warm. Aquarius is drawn to Virgo's intelligence but dislikes feeling managed; Virgo likes Aquarius's originality until it turns up late, in odd socks, with three new friends in tow. Both are undemonstrative, so affection goes unspoken for long stretches and each wonders whether the other cares. Love has a chance when they agree on a few fixed rituals, a Sunday breakfast or a weekly call, that Aquarius keeps faithfully and Virgo never tries to expand.",
    friendship:
      "Friendship is possible but seldom easy. Aquarius wants a comrade for causes, ideas and crowded gatherings; Virgo prefers a small circle and concrete help. Virgo may find Aquarius aloof and unpredictable, while Aquarius finds Virgo's attention to detail fussy and its routines confining. Where they click is in problem-solving, especially on behalf of other people. Volunteering together on something practical, with Aquarius supplying the vision and Virgo the rota, gives this friendship its firmest footing.",
    communication:
      "Conversation is the better part of their connection, though not a smooth one. Both are rational and enjoy an argument on its merits, and a late discussion about technology or social change can genuinely thrill them. The trouble is stubbornness: Aquarius defends a theory long after the facts have moved, and Virgo corrects details Aquarius considers beside the point. Talking works when Aquarius concedes an error gracefully and Virgo chooses only the corrections that truly matter.",
    trust:
      "Both are honest by nature, which gives trust a decent base, but they show reliability differently. Virgo keeps small promises scrupulously; Aquarius keeps the big principles and forgets the small promises. Virgo may read this as carelessness, and Aquarius may read Virgo's reminders as suspicion. Neither is given to deceit, so the gap is one of translation. Trust steadies when Aquarius explains its absences before they happen rather than after, and Virgo accepts that independence is not disloyalty.",
  },
  pisces: {
    summary:
      "Opposite signs on the axis of service and care: Virgo tidies the world, Pisces dissolves into it. The pull between them is strong and tender, but keeping faith with each other takes patience.",
    love: "The attraction of opposites is real here. Pisces softens Virgo's edges with tenderness and imagination, and Virgo gives Pisces a steady hand and a warm, orderly home. Each is a natural helper, so early on both spend their evenings looking after the other. The strain comes later, when Virgo starts fixing Pisces and Pisces drifts away to avoid being fixed. Love stays sweet when Virgo treats Pisces's moods as weather to shelter from together, not as faults to correct.",
    friendship:
      "As friends they are kind to each other but often at cross purposes. Pisces wants long, meandering talks over a pot of tea; Virgo wants to solve whatever the talk is about. Pisces forgets plans, and Virgo remembers them for both, sometimes with a sigh. Still, both are compassionate and quick to help a friend in trouble, and that shared decency holds them. The friendship thrives when Virgo hears a whole story without offering a remedy, and Pisces turns up when it said it would.",
    communication:
      "Virgo speaks in clear, exact lines; Pisces speaks in images, hints and feelings. A simple question about weekend plans can leave Virgo wanting specifics and Pisces feeling cross-examined. Yet both are adaptable and gentle, so neither digs in for long, and they often meet halfway after a quiet pause. Their conversations improve when Pisces names one concrete point at the end of each ramble, and Virgo asks about the feeling behind it before the facts.",
    trust:
      "Trust is the sore spot. Pisces bends the truth to spare feelings or avoid a scene, and Virgo, who notices every inconsistency, starts keeping mental notes. Pisces then feels scrutinised and retreats further into vagueness, which confirms Virgo's fears. Neither means harm; they simply protect themselves in opposite ways. Building trust takes deliberate honesty from Pisces about small matters, even awkward ones, and patience from Virgo to meet a confession with warmth instead of an inquiry.",
  },
};
