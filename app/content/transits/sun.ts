// The transiting Sun to each point of the birth chart, for /today (docs/writing/transit-texts.md).
import type { TransitTexts } from "./types";

export const SUN_TRANSITS: TransitTexts = {
  Sun: {
    conjunction:
      "Happy birthday, or near enough: the Sun is back where it stood when you were born, and for a day or two the spotlight finds you whether you ask for it or not. Vitality tends to run high, and so does the urge to take stock of the year behind you. Some people love the fuss; others squirm. Either way, mark the day on purpose. Choose one intention for the year ahead and write it somewhere you can find it next birthday.",
    easy: "Confidence comes a little more cheaply for a few days. People tend to notice you without effort, and plans that depend on your own push can move with less grinding. It is a good moment to ask, apply, pitch or simply turn up where you usually hang back. The only snag is complacency, since a pleasant day can slip by and leave nothing behind. Pick one thing that matters to you and put your name to it before the week moves on.",
    hard: "Not everyone shares your sense of direction just now. A manager may have other plans, a family need may crowd your own, or a quiet doubt about where the year is heading may nag for a few days. Pride can flare when your way is questioned. The friction is useful, a checkpoint rather than a verdict. Ask yourself which of your aims still feels like yours, and adjust the one that no longer does.",
  },
  Moon: {
    conjunction:
      "What you usually keep private may show on your face for a day or two: a worry about home, a need for comfort, a soft spot for someone. Family and household matters can take more of your attention than planned, and feelings come out before you have decided to share them. The gift is honesty with yourself; the snag is touchiness. Give your own needs some room while it lasts. Cook something you love, or spend an evening at home on purpose.",
    easy: "Head and heart agree for a couple of days, which makes ordinary life easier to run. What you want to achieve and what you need to feel settled can point the same way, and home may be a pleasant place to be. It suits family plans, a tidy-up, or a visit to someone who knows you well. Contentment can make you lazy about bigger aims, so use the calm: sort out one domestic job you have been putting off.",
    hard: "Just when you crave a quiet evening in, the day may ask for more, or a low mood may get in the way of something you meant to do. Wants and needs tug in different directions for a few days, and home and work can compete for the same hours. Irritability tends to come from tiredness rather than from the person in front of you. Notice the pull without picking a side too fast. Build a small pocket of rest into a busy day and guard it.",
  },
  Mercury: {
    conjunction:
      "Ideas that have been half-formed may suddenly click for a day or two, and people can be unusually willing to hear you out. It is a fine moment to write the email, make the case or give the talk, because your thinking and your sense of self are pulling in the same direction. The catch is holding your opinions so close that any disagreement stings. Say what you think clearly, then listen as carefully as you spoke.",
    easy: "Clear thinking comes with a dose of confidence just now. Paperwork, planning and awkward conversations tend to go more smoothly over the next few days, and your explanations may land the first time. Good uses include a job application, a plan sketched out on paper, or the phone call you have been dodging. Ease can make you skim instead of check, so read anything important twice before it goes out.",
    hard: "Who is right? For a few days that question can creep into simple exchanges, and opinions carry more ego than usual, yours and other people's. A plan may need rethinking once it meets someone else's, and you might turn one comment over all evening. The friction can sharpen an idea if you let it. When a conversation heats up, ask one genuine question before making your next point.",
  },
  Venus: {
    conjunction:
      "A good meal, new clothes, an afternoon with someone you like: small pleasures feel well earned for a day or two, and charm comes easily. People may warm to you quickly, and affection is easier to show. It suits a date, a party, a reconciliation or simply dressing for your own delight. Spending to keep the glow going is the one trap. Set a limit before you go out, then enjoy every penny of it.",
    easy: "Warmth flows both ways at the moment. Compliments arrive, invitations turn up, and you may find it easier than usual to say what you value and whom you love. Social plans, creative work and anything that needs a light touch can go well. Such a gentle spell is easy to waste on pleasant drifting. Make one gesture that counts: arrange the dinner, send the note, buy flowers for someone who is not expecting them.",
    hard: "Pleasing others and pleasing yourself may not line up this week. A wish for approval can make you agree to plans you do not fancy, or an urge for comfort can nudge you towards one treat too many. Small tensions in love or friendship tend to be about taste and timing rather than anything deep. Before saying yes to an invitation or a purchase, ask whether you would still want it tomorrow.",
  },
  Mars: {
    conjunction:
      "Sitting still may feel almost impossible for a day or two. Stamina tends to rise, patience tends to fall, and you may want to start things, win things or simply move. It is a strong time for physical effort, a hard task or a plain refusal that is overdue. Watch for a short fuse with slow people and a rush that skips a step. Give the surge a job early in the day: a run, a stubborn chore, a decision you have been avoiding.",
    easy: "Effort pays, for now. Tasks that needed a push can move with surprising ease over the next few days, and you may find the nerve to act on something you have only talked about. Exercise, competition and practical jobs around the house suit the mood. The risk is burning the keenness on trivial errands. Choose the one task that would most change your week and tackle it first, while the appetite is there.",
    hard: "Temper sits closer to the surface for a few days. Being told what to do may rankle, a rival or a boss can get under your skin, and you may push harder than a situation needs. The heat has a purpose: it shows what you are willing to fight for. Put the surplus into something physical before it goes into a conversation, and leave any angry message in drafts until the morning.",
  },
  Jupiter: {
    conjunction:
      "Say yes to the invitation: for a day or two, good news and lucky openings tend to find people who are out and about. Optimism swells, and so does generosity with your time, your praise and perhaps your wallet. It suits learning, travel plans and celebrations. Watch the scale of things, though: the extra helping, the bigger promise, the plan that doubles overnight. Enjoy the lift, and sleep on any commitment that grows while you are talking.",
    easy: "Faith in yourself gets a brief, friendly boost. Doors can open more readily than usual, particularly through teachers, mentors or people abroad, and asking for help may feel less like begging. Study, travel bookings, a generous gesture or a big conversation can go well. A mood this easy tempts some people to coast. Ask for one thing a notch bigger than you usually would, and see what comes back.",
    hard: "Too much is the trap over the next few days. Hope runs ahead of the facts, and you may overpromise, overspend or take on more than the diary can hold. Someone else's big plan can sweep you up too. Underneath is a real wish to grow, which deserves better than a splurge. Before agreeing to anything large, halve it and see whether the smaller version still excites you.",
  },
  Saturn: {
    conjunction:
      "Deadlines, duties and the people who hold you to them may be hard to ignore for a day or two, and your inner critic can get loud. Vitality may feel lower than usual, so pace yourself rather than pushing through. The gift is seriousness: work done now tends to last, and to be noticed by people who matter. Pick the task you dread most, break it into three steps, and finish the first one today.",
    easy: "Steady effort earns respect over the next few days. Structure feels supportive rather than confining, and older or more senior people may be willing to back you. It is a good moment for the dull but important jobs: the budget, the long-term plan, the commitment you have been meaning to make formal. Beware caution dressed up as wisdom. Make one sensible decision your future self would thank you for, and then stop for the day.",
    hard: "Obstacles may seem to gather for a few days: a no from someone in charge, a rule that slows you down, a stretch of tiredness that makes everything heavier. Self-doubt can take the chance to speak up. The pressure tends to show where a plan is weak, which is useful information rather than a sentence passed on you. Lower the bar for the day, do the essential thing properly, and let the rest wait.",
  },
  Uranus: {
    conjunction:
      "Out of nowhere, a bright idea or a sharp wish to do things your own way may arrive over the next day or two. Routines can chafe, surprises tend to cluster, and people may notice the side of you that refuses to fit. Abruptness is the risk, the plan torn up on a whim. Try something new on a small scale instead: a different route, a new tool, a harmless rule broken just to see what happens.",
    easy: "Originality finds an easy outlet for the next couple of days. New methods, unusual friends and unexpected offers can suit you, and you may spot a way out of a rut that was invisible last week. Technology, group projects and anything experimental tend to go well. Thinking about change is not the same as making it. Test one change in your routine straight away, and keep it if it works.",
    hard: "Freedom and obligation grind against each other for a day or two. You may feel boxed in by plans you agreed to, or someone else's sudden change can knock your day sideways. Irritation tends to come out as abrupt words or a walk-out. The urge is worth hearing, because something probably does need loosening. Name the one arrangement that feels tightest and ask calmly to change it, instead of breaking it.",
  },
  Neptune: {
    conjunction:
      "Music, films and daydreams may move you more than usual for a day or two, and the edges of things blur. You might feel drawn to help someone or to make something beautiful. Focus is harder to hold, and stamina can dip without obvious reason. Let the dreamy side have some room: an evening of art, a walk by water, a long bath. Leave contracts and hard decisions for a clearer day.",
    easy: "For a few days, ideals and everyday life brush together pleasantly. Creative work, quiet generosity and spiritual practice tend to flow, and intuition may point you somewhere sensible. People can find you gentler and easier to open up to. The risk is drifting along on a nice feeling. Catch one inspiration in a form you can keep, a sketch, a note, a first paragraph, before it fades.",
    hard: "Clarity is in short supply for a few days. A plan may look rosier or murkier than it really is, a promise can go vague, and you may feel tired or oddly flat. Disappointment with someone tends to come from expecting too much rather than from deceit. Underneath sits a real longing for meaning. Check facts twice, sign nothing in a fog, and give yourself an early night.",
  },
  Pluto: {
    conjunction:
      "Something beneath the surface wants attention for a day or two: feelings about power, control or a situation that has run its course. You may see things with unusual, uncomfortable clarity. It suits research, a thorough clear-out or a frank conversation about what is really going on. Obsession is the shadow side, along with a wish to win at all costs. Spend the focus on one deep job, and let small grudges go.",
    easy: "Focus runs deep for a couple of days. Problems that usually resist you may yield to patience and a willingness to dig, and you can have more quiet influence than you realise. It suits investigating, decluttering, renegotiating or finally ending something that has outlived its use. Such intensity is easy to spend on brooding. Choose one thing to get to the bottom of, and follow it all the way down.",
    hard: "Power struggles can flare briefly: with a boss, a partner, or your own urge to control how things turn out. Someone may push you, or you may push back harder than the moment needs. The friction tends to expose where you feel powerless, which is worth knowing. When a disagreement turns into a contest of wills, step back, ask yourself what you actually need, and then ask for that.",
  },
  Ascendant: {
    conjunction:
      "People notice you for a day or two, and in a sense a personal new year begins. First impressions count, and you may fancy a fresh haircut, new clothes or a clean start. Vitality tends to show in how you move and stand. Self-consciousness can creep in, along with caring too much how you come across. Do one thing in person that you would usually do by email, and let yourself be seen.",
    easy: "First impressions tend to go your way this week. You may come across as warmer and more capable than you feel, which makes it a good time for interviews, introductions or a first meeting. Looking after your body feels less like a chore. The catch is relying on charm where preparation is needed. Book the meeting, update the photo, and turn up having done the homework.",
    hard: "How you come across and how you mean to come across may not quite match at present. Friendliness can read as pushiness, quiet as coldness, and someone close may want you to fit their idea of you. Feeling watched can make you stiff or defensive. The adjustment is worth making with care, not in a sulk. Before an important meeting, ask one trusted person how you seem, and change one small thing.",
  },
  Midheaven: {
    conjunction:
      "Bosses, clients or the wider public may notice your work for a day or two, for better or worse, and ambitions you usually keep quiet can feel urgent. It is a good moment to show finished work, ask for the role or put your name forward. Being seen also means being judged, which can sting. Prepare the one piece you most want noticed and put it where the right people can find it.",
    easy: "Work goes with the grain for now. Effort tends to be noticed, people in authority may be more receptive, and a quiet step up can feel within reach. It suits a pitch, an update to your manager or a fresh look at how you present yourself professionally. Recent praise can tempt you to rest. Send the message that moves one ambition forward, however small.",
    hard: "Ambition and private life tug against each other for a few days. Work may ask for more just as home needs you, or someone in authority may question your direction. Standing can feel more fragile than it is. The push is useful, showing which goals are truly yours and which you took on to please others. Give each side one fixed slot in the diary, and defend both.",
  },
};
