import type { CardText } from "~/content/tarot/types";

export const WANDS_TEXT: Record<string, CardText> = {
  "ace-of-wands": {
    keywords: {
      upright: ["spark", "inspiration", "new venture", "enthusiasm", "creative potential"],
      reversed: ["false start", "delays", "lack of motivation", "unused idea"],
    },
    upright:
      "A spark has caught, and it wants to become a fire. The Ace of Wands marks the raw beginning of something exciting: a creative idea, a business plan, a new passion, a sudden rush of energy or desire. Nothing is built yet, only the potential, which is exactly why this moment matters. Act while the excitement is fresh. Write the first page, send the first email, book the first class. You do not need a finished plan to start, just the willingness to feed the flame with a little action every day until it can burn on its own.",
    reversed:
      "The spark is there, but it keeps fizzling before it can catch. Reversed, the Ace of Wands describes inspiration without follow-through: ideas scribbled in notebooks, plans that never leave the group chat, enthusiasm that fades by Wednesday. Sometimes outside delays are to blame, though more often it is fear of starting badly. It can also mean you are forcing a project that no longer excites you. Check whether the desire is still real. If it is, make the first step almost embarrassingly small. If it is not, let the idea go and wait for one that lights you up.",
    picture:
      "A hand reaches out of a cloud holding a tall budding wand, with gold leaves drifting down. Far below, a castle stands on rolling hills beside a river.",
  },
  "two-of-wands": {
    keywords: {
      upright: ["planning", "future vision", "decisions", "bold ambition", "first steps"],
      reversed: ["fear of the unknown", "playing it safe", "indecision", "limited horizons"],
    },
    upright:
      "You have proved the idea works on a small scale, and now you are looking past the walls. The Two of Wands is about planning the next, bigger move: where to take your work, whether to travel, which market or city or path to choose. The world is quite literally in your hands on this card. Study your options, sketch a route, and think in years rather than weeks. Courage is needed, but so is strategy. Make the decision that stretches you, then map the steps so your ambition rests on something practical.",
    reversed:
      "The horizon is calling, yet you keep finding reasons to stay inside the castle. Reversed, the Two of Wands points to a plan that never leaves the planning stage, either because the unknown feels too risky or because you cannot choose between two attractive options. Comfort can be a quiet trap. It may also reflect plans made without enough research, leaving you anxious and stuck. Gather the information you are missing, set a decision date, and commit. A modest step into the wider world is better than an endless study of the map.",
    picture:
      "A man stands on a castle's battlements holding a small globe, one hand resting on a wand while a second wand is fixed to the wall in a gold bracket. Beyond the parapet lie the sea and far hills, and a rose and a lily are crossed on the wall.",
  },
  "three-of-wands": {
    keywords: {
      upright: ["expansion", "foresight", "progress", "opportunities abroad", "momentum"],
      reversed: ["obstacles", "delays", "frustration", "short-sightedness"],
    },
    upright:
      "Your ships have left the harbour, and you are watching for their return. The Three of Wands shows the first results of earlier efforts, along with the sense that something larger is opening up. Opportunities may arrive from far away: overseas contacts, remote work, travel or new audiences. Keep your eyes on the long view while staying ready to seize what comes in. This is a good time to scale up, build partnerships and think expansively. Patience matters, because the biggest rewards from this phase are still on their way.",
    reversed:
      "The ships seem stuck in port, and it is testing your patience. Reversed, the Three of Wands speaks of delays, setbacks or plans that did not account for real-world friction. You might feel you have outgrown your current situation without yet seeing the way beyond it. It can also point to thinking too small, refusing to take the next risk because you are still nursing disappointments. Review what went wrong with curiosity rather than blame. Adjust the plan, fix the weak links, and keep one eye on the horizon. The expansion is delayed, not cancelled.",
    picture:
      "Seen from behind, a cloaked man stands on a cliff with one hand on a wand and two more planted beside him. He watches three ships sail across the sea towards a low sun.",
  },
  "four-of-wands": {
    keywords: {
      upright: ["celebration", "homecoming", "milestone", "community", "stability"],
      reversed: ["tension at home", "cancelled plans", "feeling unwelcome", "transition"],
    },
    upright:
      "It is time to celebrate. The Four of Wands marks a happy milestone: a wedding, a housewarming, a reunion, a graduation, or simply the feeling that a stage has been completed and everyone you love is gathered around. This card brings warmth, belonging and a sense of home, whether that is a place or a group of people. Enjoy it fully. Share the joy, throw the party, and take the photos. Stability here is not boring; it is the solid ground from which your next adventure can safely launch.",
    reversed:
      "The party feels a little off, or it has been postponed. Reversed, the Four of Wands can point to tension at home, friction within a family or team, or a celebration that did not go as hoped. It may also describe a period of transition, such as moving house or changing circles, where you feel temporarily without roots. Sometimes it simply means you are celebrating privately rather than publicly, and that is fine. Look for where belonging is lacking, and gently rebuild it. Small gatherings and honest conversations will help the warmth return.",
    picture:
      "Four tall wands hung with a garland of flowers frame two people raising bouquets in celebration, with a castle on the hill behind them.",
  },
  "five-of-wands": {
    keywords: {
      upright: ["competition", "conflict", "friction", "clashing ideas", "sparring"],
      reversed: ["avoiding conflict", "inner tension", "resolution", "exhaustion"],
    },
    upright:
      "Everyone is waving a wand, and nobody is listening. The Five of Wands describes competition, disagreement or a chaotic situation where strong personalities clash. It might be a busy workplace, a group project, a sports rivalry, or siblings arguing at dinner. The good news is that this conflict is usually more noisy than dangerous. Use it to sharpen your skills and clarify your ideas. Stay respectful, choose which battles actually matter, and look for ways to turn friction into healthy creative energy rather than personal grudges.",
    reversed:
      "The fight has gone underground, or you are tired of fighting at all. Reversed, the Five of Wands can point to tension that people are avoiding rather than addressing, which lets it simmer quietly. It can also describe inner conflict, where competing wants leave you torn and drained. On the brighter side, it sometimes signals that a long disagreement is winding down and a truce is possible. If you have been dodging a needed conversation, have it calmly. If you are fighting yourself, pick one priority and let the others wait.",
    picture:
      "Five young people brandish wands in a mock fight on open ground, their staves crossing in the air.",
  },
  "six-of-wands": {
    keywords: {
      upright: ["victory", "recognition", "public success", "confidence", "praise"],
      reversed: ["fall from grace", "self-doubt", "ego", "lack of recognition"],
    },
    upright:
      "You did it, and people are noticing. The Six of Wands is a card of public victory: a promotion, a winning pitch, glowing reviews, applause from a crowd. Your hard work has paid off, and recognition is arriving. Let yourself be seen and accept the praise graciously. This is also a good moment to use your visibility to lift others or to take on a bigger role. Confidence is natural now, as long as it stays grounded. Remember who helped you along the way, and carry yourself like someone who earned it, because you did.",
    reversed:
      "The parade is smaller than you hoped, or you are worried it will end. Reversed, the Six of Wands can reflect a lack of recognition for your efforts, a setback after success, or an anxious focus on what others think. It can also point to ego running ahead of reality, where the need for applause drives choices more than the work itself. Redirect your attention to your own standards. Celebrate quiet wins, seek feedback from people you respect, and remember that your worth does not depend on a crowd's mood.",
    picture:
      "A rider crowned with laurel walks his horse through a cheering crowd, holding up a wand hung with a laurel wreath. Five people in front, seen from behind, raise wands of their own.",
  },
  "seven-of-wands": {
    keywords: {
      upright: ["standing your ground", "defence", "perseverance", "conviction", "challenge"],
      reversed: ["giving up", "overwhelm", "defensiveness", "burnout"],
    },
    upright:
      "You have climbed to higher ground, and now others are trying to knock you off. The Seven of Wands shows you defending a position you have earned, whether that is your opinion, your boundaries, your job or your reputation. Challenges are coming from several directions, yet you have the advantage of height and conviction. Hold steady. Know what you believe and why. You do not have to fight everyone; you only have to refuse to give up what matters. Stand your ground calmly and you will outlast those who are testing you.",
    reversed:
      "You are so busy defending yourself that you are running out of strength. Reversed, the Seven of Wands can signal burnout from constant pushback, a sense that you are outnumbered, or a temptation to surrender a position you still believe in. It can also point to defensiveness where no attack exists, treating every comment as a threat. Ask whether this battle is truly worth your energy. If it is, gather allies and pace yourself. If it is not, let it go gracefully and save your fire for what matters most.",
    picture:
      "A man on the top of a hill braces his wand against six wands thrust up at him from below.",
  },
  "eight-of-wands": {
    keywords: {
      upright: ["speed", "swift action", "news arriving", "momentum", "travel"],
      reversed: ["delays", "frustration", "rushing", "miscommunication"],
    },
    upright:
      "Everything that was stuck is suddenly in motion. The Eight of Wands brings speed: replies land within the hour, plans click into place, and a situation you had given up on starts flying forward. Expect news, quick decisions and perhaps a trip booked at short notice. This is not the week to overthink. Answer the message, sign the form, pack the bag. Keep your aim steady and strip away distractions, because momentum like this rewards anyone who is ready to move with it. In a few days you can cover ground that usually takes a season.",
    reversed:
      "The arrows are either hanging in the air or flying wildly off target. Reversed, the Eight of Wands can mean delays, replies that never come and launch dates that keep sliding, which is maddening when you are ready to go. It can just as easily describe the opposite trouble: moving so fast that typos, crossed wires and rash promises start piling up. Reread before you hit send. If the world is slow, use the gap to prepare properly. If you are the one racing, take a breath so your speed does not outrun your judgement.",
    picture:
      "Eight wands fly side by side through the air, slanting down over open country with a river and a small castle on a hill.",
  },
  "nine-of-wands": {
    keywords: {
      upright: ["resilience", "persistence", "last stretch", "guardedness", "courage"],
      reversed: ["exhaustion", "paranoia", "giving up", "overly defensive"],
    },
    upright:
      "You are bruised, wary and still on your feet. The Nine of Wands shows up near the end of a long haul, after knock-backs that have taught you to expect one more. That caution is earned, and it is useful; just do not let it harden into the belief that nothing will ever work. You are closer to the finish than it feels. Guard your time and energy, lean on what past battles taught you, and keep going a little longer. The same stubbornness that got you this far is exactly what will carry you over the line.",
    reversed:
      "You have been on guard for so long that you have forgotten how to rest. Reversed, the Nine of Wands can show exhaustion, suspicion or a sense of being unable to go on. Past hurts may be making you see threats everywhere, keeping you defensive even with people who mean well. Alternatively, you might be close to quitting just before the finish line. Ask for help rather than carrying everything yourself. Take a genuine break. Then decide, with fresher eyes, whether to continue or walk away on your own terms.",
    picture:
      "A man with a bandaged head stands on guard, gripping his wand, in front of a palisade of eight wands planted in a row.",
  },
  "ten-of-wands": {
    keywords: {
      upright: ["burden", "overload", "responsibility", "hard work", "nearly done"],
      reversed: ["delegating", "release", "collapse", "refusing help"],
    },
    upright:
      "Your arms are full and your view is blocked. The Ten of Wands appears when duties have piled up, usually because you kept agreeing to one more thing, until carrying them is all you can see. The goal may be near, but the method is wearing you down. Lay the bundle out and sort it honestly. Which jobs are really yours? Which can be shared, delayed or quietly dropped? Finishing strong matters more than finishing alone. Put a few sticks down now and you may actually enjoy arriving at the place you have been working toward.",
    reversed:
      "Something has to give, and you know it. Reversed, the Ten of Wands can mean you are finally putting down some of the weight by delegating, saying no or letting go of duties that were never yours. That is healthy and overdue. It can also warn of collapse if you keep refusing help out of pride or a belief that only you can do it right. Listen to your body's signals of strain. Start handing things off today, even small ones. Rest is not failure; it is how you keep going.",
    picture:
      "A man bent double carries a bundle of ten wands in his arms, trudging along a path towards a town with a tower.",
  },
  "page-of-wands": {
    keywords: {
      upright: ["curiosity", "exploration", "enthusiasm", "free spirit", "new ideas"],
      reversed: ["impatience", "scattered energy", "lack of direction", "hasty decisions"],
    },
    upright:
      "Something new has caught your eye, and you want to know more. The Page of Wands carries the energy of an eager student with a thousand questions: a fresh hobby, a class, a city you have never seen, an idea you cannot stop sketching. You do not need to be good at it yet. Let the excitement lead and treat this as exploration rather than commitment. Messages bringing invitations or good news may arrive. Give yourself permission to be a beginner in public, to ask basic questions and to try things purely to see what happens.",
    reversed:
      "Bright ideas keep arriving, and none of them stays long. Reversed, the Page of Wands points to restless energy that flits from plan to plan, or to impulsive choices made before the details are checked. You may also feel bored and blocked, impatient that a new venture has not taken off overnight. Choose a single thread and follow it for a month before judging it. Curiosity is a wonderful match, but it needs kindling and time to turn into a fire worth sitting beside. Small daily practice will beat a dozen dazzling beginnings.",
    picture:
      "A young page in a feathered cap and a dark cloak stands in the desert with both hands on a tall budding wand, pyramids rising on the horizon behind him.",
  },
  "knight-of-wands": {
    keywords: {
      upright: ["action", "adventure", "passion", "boldness", "momentum"],
      reversed: ["recklessness", "impulsiveness", "frustration", "burnout"],
    },
    upright:
      "Saddle up, because the moment calls for bold movement. The Knight of Wands arrives full of heat, charm and appetite for adventure, and some of that energy is yours to borrow right now. It suits launches, moves, auditions, spontaneous travel and any goal that rewards daring over caution. Act while the fire is high and opportunities are fresh. The one thing this rider forgets is the second half of the job, so build in a plan for finishing before you set off. Passion gets you out of the gate; a little structure gets you home.",
    reversed:
      "All that fire is kicking up dust instead of covering distance. Reversed, the Knight of Wands describes impulsiveness: quitting in a temper, committing on a whim, chasing a thrill and leaving a mess behind. When plans stall, the temptation is to push harder and louder, which usually backfires. The card can also describe a dazzling person who promises the world and disappears when the work gets dull. Count to ten before you act. Choose one direction, and let your excitement prove itself through steady, reliable effort rather than grand gestures.",
    picture:
      "A knight in armour and a plumed helmet charges on a galloping horse, his wand pointed forward like a lance, with dust flying behind and pyramids on the horizon.",
  },
  "queen-of-wands": {
    keywords: {
      upright: ["confidence", "warmth", "charisma", "independence", "determination"],
      reversed: ["insecurity", "jealousy", "burnout", "demanding"],
    },
    upright:
      "You are at your most magnetic when you stop shrinking. The Queen of Wands is warm, self-possessed and openly enthusiastic; she enjoys her life and makes others want to enjoy theirs. Borrow her confidence now. Put your name forward, lead the meeting, wear the colour you love, and say what you think without padding it with apologies. She juggles many roles without losing her spark because she knows which ones are truly hers. Let your generosity and humour set the tone, and notice how readily people respond when you show up as yourself.",
    reversed:
      "The flame is either guttering low or scorching the people nearby. Reversed, the Queen of Wands can show confidence that is running on fumes: you look bold on the outside while quietly comparing yourself to everyone. Envy, overcommitment or a need to be the centre of every room can creep in. Sometimes she simply stands for burnout in someone who says yes to everything. Step back from the spotlight for a while. Ask what genuinely refuels you and give it real time. Confidence that grows from rest and self-respect needs no audience.",
    picture:
      "A crowned queen sits on a throne whose arms end in lions' heads, a wand in one hand and a sunflower in the other, with a black cat sitting at her feet. A sunflower tops the throne, and pyramids stand in the desert behind.",
  },
  "king-of-wands": {
    keywords: {
      upright: ["visionary leadership", "entrepreneurship", "boldness", "inspiration", "honour"],
      reversed: ["arrogance", "impulsiveness", "domineering", "unrealistic expectations"],
    },
    upright:
      "A bold vision needs someone willing to stand at the front, and that may be you. The King of Wands blends fire with experience: he sees the big picture, makes decisive calls and inspires people to follow because he clearly believes in the destination. Take ownership of your idea now. Set the direction, explain why it matters, and show the way through your own effort. Entrepreneurs, founders and anyone steering a team will recognise this energy. Lead with integrity and a long view, and build something that will still be standing after the excitement fades.",
    reversed:
      "The vision is strong, but the leadership has gone sour. Reversed, the King of Wands can describe arrogance, quick temper or a boss who demands everything and explains nothing. You may recognise yourself in it if you have been steamrolling feedback, or growing impatient that others cannot keep up with your pace. Ambition without listening eventually loses the people it depends on. Slow the tempo, ask for honest input and act on some of it. Real authority grows when others feel heard, so trade a little force for a lot more trust.",
    picture:
      "A crowned king sits in profile on a throne carved with a lion's head and salamanders, holding upright a tall wand that blossoms near its top. A salamander crawls on the ground before him, and pyramids stand on the horizon.",
  },
};
