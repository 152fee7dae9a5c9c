// Capricorn's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const CAPRICORN_PAIRS: PairTexts = {
  capricorn: {
    summary:
      "Two Capricorns build a relationship the way they build a career: steadily, sensibly and with a five-year plan. Respect comes first and warmth follows, quietly, in the many small promises both of them actually keep.",
    love: "Once the guard comes down, romance between two Goats is surprisingly tender, if understated. Courtship may look like a run of well-chosen restaurants and practical favours: a lift to the airport, a shelf put up, a tax return checked. Each recognises this as devotion. Over time they become a formidable household, and their dry humour softens with age. The one risk is letting ambition eat the evenings, so they need a date night that no deadline can move, guarded like a board meeting.",
    friendship:
      "Capricorn friends are the sort who still meet for the same lunch after twenty years: same table, same complaints about management. Both value loyalty over excitement, and neither takes a long silence during a busy season personally. They give frank advice on money, work and family, and mean every word. What this friendship lacks is play. It flourishes when one of them occasionally proposes something pointless and fun, and the other agrees without asking what it costs.",
    communication:
      "They talk in plans, progress and problems solved, and they do it well: short sentences, clear aims, few misunderstandings. Neither needs every feeling spelled out, which both find restful. The risk is that emotion becomes an item that never reaches the agenda, and a low season goes unmentioned because each assumes the other is coping. Their conversations deepen when each asks, once a week, how the other actually is, and waits through the pause for an honest reply.",
    trust:
      "Both measure faith in deeds rather than declarations, so it is earned slowly here and then kept. A promise made is usually a promise honoured. What strains it is control: two cardinal earth signs can each quietly take charge of the money, the house or the children's schooling, and feel undermined by the other's decisions. Reliability is never in question; authority is. Dividing responsibilities clearly, and agreeing not to audit the other's half, keeps their trust intact.",
  },
  aquarius: {
    summary:
      "Capricorn and Aquarius share a cool head and a serious streak, yet one honours tradition while the other questions it. Respect arrives well before affection, and the partnership works best when it has a purpose.",
    love: "Romance is the slowest part. Both are reserved, so a first date can feel like an interview conducted by two people pretending not to be interested. Capricorn wants a traditional sequence of commitments; Aquarius resists anything that looks like a script. Warmth exists but stays under the surface, and each may wait for the other to show it first. Love grows when Capricorn names what it hopes for without a timetable, and Aquarius offers an unusual gesture that still says clearly: this matters.",
    friendship:
      "The strategist and the reformer make an odd but useful team, often found on the same committee arguing about the same budget. Capricorn respects the Aquarian's ideas once they prove workable, and Aquarius respects the Goat's follow-through. Their social lives differ: Aquarius collects a wide, eccentric crowd, while Capricorn keeps a small, tested circle. The friendship holds when it has a project at its centre, something both can build, fund or fix together.",
    communication:
      "Clear, unsentimental talk suits both, but they disagree about what counts as a good idea. Aquarius proposes changing the system; Capricorn asks who will pay for it and who answers if it fails. Each can sound stubborn to the other, and often is. Neither raises a voice; they simply stop conversing. Progress comes when they separate the principle from the practice, agreeing on the goal first and only then arguing about the method.",
    trust:
      "This is the pair's firmest ground. Both keep their word, both dislike drama, and neither pries, so there is little to suspect. The difficulty lies in predictability: Capricorn wants to know the plan, and Aquarius can change course on a conviction without warning. Loyalty is not in doubt, but surprise can feel like betrayal to the Goat. They do well to agree that any big change is announced before it is acted on, however sure Aquarius feels.",
  },
  pisces: {
    summary:
      "Earth and water meet gently here: Capricorn offers structure, and Pisces brings imagination and tenderness. Each steadies or softens the other, and together they can build a calm, kind home with real room for dreams.",
    love: "The Goat's composure is a relief to Pisces, and the Fish's soft heart reaches places in Capricorn that work never touches. An evening might find Capricorn answering one last email while Pisces puts on a record and quietly draws the Goat away from the laptop. Capricorn protects; Pisces consoles. Both feel needed in exactly the right way. To keep it tender, Capricorn should treat the Fish's dreams as seriously as its own plans, and Pisces should ask about the Goat's worries directly.",
    friendship:
      "Friendship between them often looks like mentor and muse, with the roles swapping back and forth. Capricorn helps Pisces turn a vague creative wish into a real exhibition or a finished manuscript; Pisces reminds Capricorn that rest and beauty are not wasted time. They enjoy quiet company: a gallery, a long lunch, a walk by the water. Capricorn can grow impatient with drift, but is rarely unkind. The friendship thrives when each deliberately asks for help in the other's area of strength.",
    communication:
      "Communication works because each fills in what the other leaves out. Capricorn speaks in facts and next steps; Pisces hears the feelings underneath and names them gently. Occasionally the Goat's brisk summary lands like a judgement, and the Fish's vagueness drives Capricorn to distraction. Mostly, though, they understand each other well enough. Their talks improve when Pisces asks plainly for what it needs, and Capricorn remembers that listening without solving is also a form of help.",
    trust:
      "Capricorn is reliable almost to a fault; Pisces is devoted, yet slippery with detail, a late reply here, a blurred account of the evening there. None of it is sinister, but the Goat notices, and keeps count. Pisces, in turn, can feel watched rather than held. Good faith is plentiful, just not automatic. They settle the matter by agreeing on the few facts that must always be shared straight away, and leaving the rest to easy goodwill.",
  },
};
