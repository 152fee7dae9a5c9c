// Scorpio's pairs, for /zodiac/{pair} (docs/writing/pair-texts.md).
import type { PairTexts } from "./types";

export const SCORPIO_PAIRS: PairTexts = {
  scorpio: {
    summary:
      "Two Scorpios understand each other to the bone: intensity, loyalty and a shared appetite for depth. The bond forms easily; the hard part is deciding who lowers the guard first.",
    love: "Passion is never the problem. Two Scorpios recognise each other across a crowded room, and the courtship that follows is private, absorbing and a little obsessive, with whole weekends spent indoors talking and not talking. Each knows how much the other feels beneath the composed exterior. Jealousy is the shadow: a lingering glance at a party can become a standoff lasting days. What works for this pair is a pact that neither punishes the other with silence, and that a hurt is raised the same night.",
    friendship:
      "As friends, two Scorpios form a tiny, fiercely loyal society with its own jokes and private judgements. They tell each other things no one else hears, and would defend each other in any room. Their idea of a good evening is a dim bar, a long story and a shrewd reading of everyone involved in it. The danger is a feud, since once offended, neither forgives quickly. The friendship keeps well if they agree that no grudge between them survives past their next meeting.",
    communication:
      "Much of their talk happens without words: a look across a dinner table says the host is lying, and both already know. When they do speak, it is frank, probing and unafraid of dark subjects, with no need for small talk. Trouble comes when both hold a secret strategy in an argument and wait for the other to blink. A good practice for them is to lay the cards down early, naming the real concern at the start rather than saving it as leverage.",
    trust:
      "Trust is the paradox here. Each is utterly loyal and expects the same, yet each knows exactly how well a Scorpio can keep a secret, so suspicion comes easily. One checks the phone; the other notices it was checked. Faith, once built, runs extraordinarily deep, but it is built slowly and tested often. The habit that helps most is offering information before it is requested, small things included, so that neither ever feels the need to investigate.",
  },
  sagittarius: {
    summary:
      "Scorpio wants depth and Sagittarius wants distance, which makes for a fascinating, frustrating pair. Closeness is hard-won, though a shared love of truth gives them more common ground than it first appears.",
    love: "The chemistry is surprising: Sagittarius is drawn by Scorpio's mystery, Scorpio by the Archer's fearless good cheer. Then the differences arrive. Scorpio wants to know where Sagittarius was; Sagittarius wants to be somewhere new, preferably with a rucksack. Scorpio's intensity can feel like a fence, and the Archer's roaming like indifference. Love is possible but demands real give. These two do best when Sagittarius invites Scorpio along on the adventure instead of escaping to it, and Scorpio goes without needing every detail.",
    friendship:
      "Friendship between them comes in bursts. Sagittarius turns up with a plan for a festival, Scorpio comes along, has a surprisingly brilliant time, then hears nothing for a month. Scorpio reads that as carelessness; Sagittarius had simply moved on to the next thing. The Archer's teasing can also land on a Scorpio nerve. Respect arrives once each sees the other's strengths. The friendship survives if Sagittarius keeps in touch between adventures, even with a postcard or a short message, and Scorpio refrains from keeping score.",
    communication:
      "Sagittarius blurts; Scorpio withholds. The Archer's offhand remark about an ex can occupy Scorpio for a week, while Scorpio's careful silences leave Sagittarius guessing and a little bored. Scorpio asks probing questions, and Sagittarius answers with a joke. Yet both prize truth, which is a real foundation. Conversation improves when they agree a simple exchange: Sagittarius pauses a moment before the blunt line, and Scorpio says what it actually feels instead of testing whether the Archer will guess.",
    trust:
      "Trust is where they do better than expected, because both detest pretence. Sagittarius is too frank to run a deception for long, and Scorpio, once it sees that, relaxes a little. The difficulty lies in style: Scorpio wants loyalty shown through constancy, Sagittarius through candour. A solo trip can still send Scorpio's imagination racing. These two build faith by letting honesty do the work, so Sagittarius shares plans in full and Scorpio accepts a frank answer without hunting for a hidden one.",
  },
  capricorn: {
    summary:
      "A formidable, private pair: ambitious, loyal and quietly devoted. What looks reserved from outside runs deep within, and the understanding between Scorpio and Capricorn comes readily.",
    love: "Neither rushes, and that is exactly why it works. Capricorn respects Scorpio's depth and discretion; Scorpio finds Capricorn's steadiness reassuring and its dry humour unexpectedly attractive. Their romance is built on slow evenings, long plans and a physical closeness that says more than either tends to. The risk is that both grow so absorbed in work that affection becomes implied rather than shown. Their particular remedy is a fixed evening each week that neither career is allowed to touch.",
    friendship:
      "These two make the kind of friends who say little in public and everything in private. They share a taste for strategy, a dark sense of humour and a low tolerance for fools, and they will happily spend an evening dissecting office politics over a good bottle of red. Each has the other's back without being asked. What they miss is lightness. This friendship gains a great deal from the odd unserious outing, a funfair or a terrible film, planned purely for laughs.",
    communication:
      "They talk efficiently and trust the silences. Capricorn states the facts; Scorpio reads between them, and together they size up a situation faster than most. Disagreements are usually cool and strategic, though each can dig in and wait for the other to concede. Feelings are the harder subject, since both prefer to deal in results. Their best practice is to set the practical agenda aside now and then, ask each other one plainly personal question, and actually answer it.",
    trust:
      "Trust comes readily, because both keep their word and notice when others do not. Capricorn's reliability soothes Scorpio's suspicions, and Scorpio's loyalty reassures Capricorn's caution. Small doubts still surface when one turns secretive about money or work, as both occasionally do. For these two, faith is earned through consistency, and they already have plenty. The habit that protects it is full openness about shared finances, with no private account kept as a quiet insurance policy.",
  },
  aquarius: {
    summary:
      "Two fixed, formidable wills, one led by feeling and the other by principle. Understanding between Scorpio and Aquarius is hard-won, and a stalemate is never far away, though respect is possible.",
    love: "The attraction is often intellectual at first: Aquarius is intrigued by Scorpio's intensity, Scorpio by the puzzle of someone so detached. Then Scorpio wants closeness and Aquarius wants a wider life, and neither will budge. A typical quarrel: Aquarius invites half its friends to what Scorpio thought was a night for two. Scorpio goes cold; Aquarius calls it irrational. Love can grow, but only with effort. It helps if Aquarius guards some evenings as strictly private, and Scorpio accepts the crowd on others.",
    friendship:
      "As friends they struggle to find the same room. Aquarius thrives on groups, causes and open debate; Scorpio prefers a few trusted allies and distrusts anyone who is friends with everyone. Scorpio finds Aquarius oddly impersonal, and Aquarius finds Scorpio's loyalty tests tiring. When they do connect, it is usually over a shared fascination with what makes people tick. The friendship has its best chance built around that curiosity, perhaps a true-crime podcast or an evening psychology course, rather than around feelings.",
    communication:
      "Aquarius argues from principle, Scorpio from instinct, and neither considers the other's method valid. Scorpio probes for motive; Aquarius finds the probing intrusive and retreats into theory. Each digs in, and a debate about a news story can end in a frosty silence lasting the whole weekend. Still, both value honesty. Talk works better when Aquarius acknowledges the feeling behind Scorpio's point before disputing the logic, and Scorpio allows that detachment is not the same as indifference.",
    trust:
      "Trust is the steepest climb for this pair. Scorpio needs exclusivity and emotional disclosure; Aquarius needs independence and hates being questioned. Aquarius's endless messages with friends look suspicious to Scorpio, and Scorpio's scrutiny looks controlling to Aquarius, so each confirms the other's fears. Faith can come, slowly, through consistency rather than declarations. Their best chance lies in clear, explicit agreements about privacy, drawn up together, so that Aquarius knows what is expected and Scorpio knows what it will be told.",
  },
  pisces: {
    summary:
      "A deep, intuitive water pairing, each sensing what the other feels before a word is said. Between Scorpio and Pisces tenderness comes easily, and loyalty follows close behind.",
    love: "Romance here is immersive. Pisces offers the devotion Scorpio craves, and Scorpio offers the protection and certainty Pisces rarely finds elsewhere. Their evenings drift from a shared bath to a long conversation about dreams, childhood and what frightens them. Scorpio's possessiveness rarely alarms Pisces, who likes being wanted. The only risk is that together they retreat too far from the world. This pair thrives by keeping a foot outside the bubble, with friends seen regularly and plans that pull them out of the house.",
    friendship:
      "As friends they are confidants first, the ones each calls at midnight after a bad day. Pisces makes Scorpio softer and funnier; Scorpio makes Pisces braver. They share a taste for music, mysteries and late-night theories about everyone they know. Pisces's flakiness can irritate Scorpio, but it is quickly forgiven. Their friendship stays healthy if Scorpio remembers that a quiet Pisces needs gentle honesty rather than an interrogation, and a little time before the question is asked at all.",
    communication:
      "Much of what passes between them is unspoken and still understood. Pisces senses Scorpio's mood from the way a door closes; Scorpio reads Pisces's half-finished sentences with uncanny accuracy. When they do talk, it is imaginative and emotionally frank. The catch is that intuition can replace clarity, and a misreading can go uncorrected for days. These two do well to check a hunch aloud now and then, asking a simple question rather than trusting the silent translation.",
    trust:
      "Trust comes readily because both know what it costs to be hurt. Scorpio's loyalty is fierce, and Pisces's devotion gentle but constant. The occasional snag is Pisces's habit of shading the truth to avoid conflict, which Scorpio detects instantly and takes badly. Once reassured, Scorpio forgives. The pair keeps its faith strong by making honesty the safest option: Scorpio promises not to punish a difficult confession, and Pisces promises to make it rather than drift around it.",
  },
};
