// Libra's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const LIBRA_PAIRS: PairTexts = {
  libra: {
    summary:
      "Two Libras make a graceful, well-dressed partnership that agrees on almost everything except which of them should finally decide. Charm comes easily to both; candour takes practice.",
    love: "Romance between two Libras looks like something from a period drama: flowers that match the tablecloth, compliments that land exactly right, a flat arranged so beautifully that friends ask for the paint colours. Both want partnership more than almost anything, and both know how to court. The snag is the Saturday that dissolves while each politely waits for the other to pick a film. One rule helps: they take turns holding the casting vote, and the holder uses it without apology.",
    friendship:
      "As friends, two Libras run the most civilised social calendar in town. They co-host dinners where nobody sits next to an ex, trade gossip without cruelty, and can spend a whole afternoon in a gallery debating whether a painting is lovely or merely pretty. Each soothes the other after a falling-out with someone else. What they lack is the friend who tells them a hard truth, so they do well to promise each other one blunt opinion a month, delivered kindly but without padding.",
    communication:
      "Talk is where this pair shines. Both listen with their whole face, both weigh every side, and a chat about where to go on holiday can become a pleasant seminar on fairness, cost and light. Neither interrupts; neither sulks. The risk is that agreement becomes a reflex, and a quiet grievance gets smoothed over until it turns up, months later, as a chilly remark at a party. Worth adopting: a phrase, agreed in advance, meaning the next sentence is a complaint and will be heard as one.",
    trust:
      "Trust between two Libras is real but a little wary, because each knows exactly how the other keeps the peace: by saying the pleasant thing. When one insists everything is fine, the other recognises the tone, having used it a hundred times. Flirting at parties, harmless in intent, can also sting more than either admits. Confidence grows once they stop shielding each other from small disappointments, so the habit worth building is reporting minor irritations early, before they add up to a secret.",
  },
  scorpio: {
    summary:
      "Libra brings the grace and Scorpio the depth, and the pull between them is real. Lightness meets intensity here, and the pair works when neither asks the other to change temperature.",
    love: "The attraction is undeniable: Libra's poise intrigues Scorpio, who wants to know what lies beneath it, and Scorpio's steady gaze makes Libra feel genuinely seen. Trouble starts after the first few months, when Scorpio wants total devotion and Libra still enjoys being charming to the whole room. A wedding reception can end in a silent taxi ride home. The romance holds when Scorpio says plainly what hurts instead of brooding, and Libra saves its sparkle for home at least as often as for company.",
    friendship:
      "Friendship is the harder ground. Libra likes a wide, sociable circle and a brunch for eight; Scorpio prefers two trusted confidants and a late conversation that goes somewhere uncomfortable. Libra finds Scorpio's loyalty tests exhausting, while Scorpio suspects Libra of being friends with everyone and therefore with no one. A bond does form, slowly, once it has private rituals of its own. The best arrangement is one to one: a standing weeknight walk, just the two of them, with no group chat to report back to.",
    communication:
      "Libra speaks in diplomacy, Scorpio in subtext, and each has to learn the other's dialect. Libra's habit of saying both sides have a point strikes Scorpio as evasive; Scorpio's pointed questions feel to Libra like a cross-examination. Yet they can have remarkable late-night talks about people and motives, with Libra supplying fairness and Scorpio insight. Their rule of thumb: Scorpio asks one question at a time, and Libra answers that question, rather than the kinder one it wishes had been asked.",
    trust:
      "Scorpio trusts slowly and watches closely; Libra trusts readily but dislikes being watched. The sticking point is usually small: a lunch with an old flame that Libra mentions casually and Scorpio hears as a confession. Libra, in turn, can feel that no amount of openness will ever be enough. Trust builds here through dull reliability rather than grand reassurance. The most useful habit is for Libra to volunteer plans before being asked, and for Scorpio to believe them once told, without checking twice.",
  },
  sagittarius: {
    summary:
      "A sociable, good-humoured pair, happiest with a full diary and somewhere new to see. Sagittarius brings the daring, Libra the style, and the ease between them comes naturally.",
    love: "Sagittarius makes Libra laugh, and Libra makes Sagittarius want to dress up for dinner, which few others manage. Their courtship runs on spontaneous weekends: a train booked at breakfast, a small hotel by lunchtime, Libra choosing the restaurant and Sagittarius befriending the waiter. The Archer's frankness occasionally bruises, and Libra's wish to talk about the relationship can make Sagittarius restless. Love stays generous when Sagittarius remembers that a thoughtful gesture costs no freedom, and Libra lets the odd trip go entirely unplanned.",
    friendship:
      "As friends these two are the pair everyone wants at a party: Sagittarius tells the outrageous story, and Libra smooths over whatever it offends. They share a love of ideas, foreign films, long lunches and arguments held purely for sport. Sagittarius stretches Libra's courage, and Libra lends Sagittarius a little tact. Now and then the Archer vanishes for weeks and Libra takes it personally. The friendship thrives when one shared plan always sits on the calendar, so neither has to chase the other.",
    communication:
      "Conversation between them is quick, curious and rarely dull. Sagittarius throws out a big opinion, Libra tests it from three angles, and they end up somewhere neither started. Libra enjoys the Archer's honesty as long as it arrives with a smile; Sagittarius enjoys a sparring partner who never turns cruel. The one irritant is Libra's careful hedging, which makes Sagittarius impatient. The fix belongs to them alone: Sagittarius asks for Libra's real view rather than the balanced one, and Libra gives it first and qualifies it afterwards.",
    trust:
      "Trust comes fairly easily because neither is secretive. Sagittarius says exactly what it thinks, and Libra, though it softens things, rarely deceives. What unsettles them is subtler: Libra can read the Archer's appetite for solo travel as restlessness in the relationship, and Sagittarius can mistake Libra's flirting for something more. Both worries fade once spoken. A good custom for this pair is a frank catch-up after every long stretch apart, sharing the highlights and anything that felt uncertain.",
  },
  capricorn: {
    summary:
      "Libra and Capricorn both want something lasting, but one builds with charm and the other with discipline. Respect between them is hard-won, and all the sturdier for it.",
    love: "Capricorn courts like a long-term investor, Libra like a host planning a beautiful evening, and at first each finds the other slightly baffling. Libra wants romance to feel lovely now; Capricorn wants proof it will last. A typical standoff: Libra books a costly weekend away, Capricorn quietly frets about the budget, and the mood sours over dessert. Warmth grows when each speaks the other's language, so Capricorn plans one purely extravagant treat each season, and Libra asks about the five-year plan with real interest.",
    friendship:
      "Friendship does not come naturally. Capricorn finds Libra's social whirl a little frivolous, and Libra finds Capricorn's working weekends a little grim. They drift apart easily, each assuming the other is busy with more important people. Where they do connect is over quality: a well-cut coat, a properly run event, a plan done right. Mutual respect is the doorway. The friendship stands a chance if they meet over something practical, such as organising a fundraiser, where Libra's people skills and Capricorn's structure both earn credit.",
    communication:
      "Capricorn says little and means all of it; Libra says a great deal and means it kindly. In a disagreement Capricorn states a position and waits, while Libra circles the issue, seeking a consensus Capricorn never knew was required. Libra hears coldness, Capricorn hears indecision, and both feel misjudged. Talk improves when the format suits them both. One useful ritual for this pair is a short written agenda before any serious discussion, giving Capricorn the structure it trusts and Libra a fair hearing for every side.",
    trust:
      "Capricorn trusts records, not promises, and Libra's easy charm can look to a cautious Capricorn like a sales pitch. Libra, meanwhile, feels judged and performs even harder, which only confirms the suspicion. Capricorn's reserve reads as disapproval when it is simply caution. Trust here is slow, and it builds through small things kept: the call returned, the bill paid, the birthday remembered. For these two the best policy is fewer promises from Libra, and more spoken appreciation from Capricorn whenever one is kept.",
  },
  aquarius: {
    summary:
      "Two air signs who think alike, talk endlessly and give each other room. Libra and Aquarius are among the most natural pairings in the zodiac, and the affection runs as easily as the conversation.",
    love: "Romance between them feels like a long, brilliant conversation that happens to include holding hands. Aquarius loves that Libra never tries to possess it; Libra loves that Aquarius has opinions worth hearing. A date might be a protest march in the afternoon and a gallery opening at night, with a debate on the bus home. Aquarius can go distant, and Libra can crave more tenderness than it asks for. Their best practice is to say the soft things out loud, since both assume the other already knows.",
    friendship:
      "These two were friends before they noticed, usually in the same club, committee or campaign. Aquarius brings the cause and the eccentric crowd; Libra brings the hospitality that makes the crowd feel welcome. They can talk politics until two in the morning and still part cheerfully, agreeing to differ. If anything, the friendship grows so comfortable that it goes unmaintained. One remedy suits them well: a trip together every year, planned in comfort by Libra and made strange and memorable by Aquarius.",
    communication:
      "Communication is this pair's native tongue. Aquarius proposes a radical idea, Libra refines it into something the world might accept, and each thinks the other is the clever one. They rarely shout; disagreements become debates that both enjoy. The only catch is that they can analyse feelings so well that they forget to feel them, turning a hurt into an interesting theory. A good habit for them: when one says something stings, the other answers with sympathy first and analysis second.",
    trust:
      "Trust flows readily because both value fairness and neither tends towards jealousy. Aquarius gives Libra freedom without question, and Libra's loyalty, once given, is sincere. The wobble comes when Aquarius withdraws into its own projects and Libra reads the silence as a verdict, or when Libra's people-pleasing makes Aquarius wonder which opinion is real. Both are easily settled. This pair keeps faith by naming the withdrawals out loud, so that Aquarius says when it needs space, and Libra takes it at its word.",
  },
  pisces: {
    summary:
      "Libra and Pisces are both gentle, romantic and eager to please, which makes for a tender start and a tricky middle. Closeness is hard-won, because neither likes to say what it really wants.",
    love: "On paper this is the most romantic match imaginable: candlelight, poetry, a shared weakness for old films. In practice both want to be swept off their feet, and neither is sure who should do the sweeping. Pisces sinks into moods that Libra cannot tidy away, and Libra's cool reasonableness can leave Pisces feeling unheard. Tender evenings do happen, though they take effort. Love improves when Pisces names a feeling plainly instead of hinting, and Libra stays with it rather than trying to balance it.",
    friendship:
      "They enjoy each other in small doses: a concert, an exhibition, a long lunch drifting towards confession. Over time Libra tires of Pisces's vague plans and last-minute cancellations, and Pisces feels Libra's wide circle leaves it at the edge of the room. Each is too polite to complain, so the friendship fades rather than breaks. It lasts when something creative anchors it. A shared project, perhaps a choir or a life-drawing class, gives these two a reason to keep turning up.",
    communication:
      "Talk between them is gentle but slippery. Pisces speaks in impressions and moods; Libra wants a clear outline and a fair conclusion. When something goes wrong, both dodge: Libra says it is fine, Pisces says it does not matter, and the real issue swims off unspoken. They are far better at comforting than at deciding. The most useful habit for this pair is to close any important talk with each repeating, in one plain sentence, what was actually agreed.",
    trust:
      "Neither is remotely cruel, and that goes a long way. Both mean well, yet both bend the truth slightly to spare the other, which is exactly what causes the wobble. Pisces senses Libra's polite fibs by instinct, and Libra grows uneasy with Pisces's shifting accounts of where the evening went. Trust holds best on kindness backed by clarity. Their agreement should be simple: an uncomfortable truth told gently always counts as kinder between them than a pleasant evasion.",
  },
};
