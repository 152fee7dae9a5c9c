// The Sun's major aspects to the later bodies, for the birth chart's reading
// (docs/writing/chart-texts.md). Mercury and Venus never stray far enough from the Sun to
// make any aspect but the conjunction: those texts are empty and never shown.
import type { AspectTexts } from "../types";

export const SUN_ASPECTS: AspectTexts<
  "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto"
> = {
  Moon: {
    conjunction:
      "Born close to a new Moon, you tend to want what you aim for, with little gap between the self you show and the self that needs feeding. Decisions can feel whole: when you commit, heart and will pull the same way. The snag is a blind spot, since it is hard to see your own moods from outside, and a bad day can colour your whole sense of who you are. Keep one honest friend who can tell you, kindly, when you are running on tiredness rather than conviction.",
    sextile:
      "Head and heart tend to talk to each other politely. You can usually find a way to do what you want without upsetting the household, and people may find you easy to live with because your needs and aims rarely clash for long. The harmony is there to be used rather than assumed: it helps most when you check in with yourself on purpose. Once a week, ask whether your plans still fit the life you actually enjoy at home, and adjust one small thing if they do not.",
    square:
      "Some mornings the part of you that wants to achieve and the part that wants a quiet cup of tea seem to be in different rooms. Ambition may pull you out of the door while your feelings lag behind, or a low mood may sink a plan you cared about. The friction is tiring, yet it makes you resourceful: you learn to build a life that feeds both sides. Notice which one usually wins, and give the other a fixed slot in the diary, whether that is an evening in or a goal you announce.",
    trine:
      "Contentment comes fairly naturally when your aims and your needs run together this smoothly. You may feel at home in your own skin, get on well with family, and recover from upsets without much fuss, and others often find you restful company. The catch is that comfort can stand in for growth, and you might settle for the familiar when a stretch would suit you better. Choose one thing each year that makes you slightly nervous, a class, a move, a new role, and let your steady base carry you through it.",
    opposition:
      "Born near a full Moon, you may feel pulled between what you set out to be and what you need to feel safe. Partners and close friends often end up voicing one side of the argument, so a relationship can seem to ask you to choose between career and home, or independence and belonging. The gift is a sharp awareness of both, which can make you fair and perceptive. Before a big decision, try writing down each side's case in its own words, then look for the option that honours both.",
  },
  Mercury: {
    conjunction:
      "Talking and thinking sit very close to your sense of self, so ideas feel personal and you tend to identify with what you say. You may explain things well, love a good conversation, and notice details others skip. The snag is that criticism of an opinion can sting like criticism of you, and it can be hard to hear a view from outside your own head. Practise asking one more question than feels necessary in a discussion; the habit can widen your thinking without dimming your voice.",
    sextile: "",
    square: "",
    trine: "",
    opposition: "",
  },
  Venus: {
    conjunction:
      "Charm tends to come with you into a room without being asked. Your sense of who you are is bound up with beauty, affection and getting along, and you may have a gift for making places and people feel welcome. Taste matters to you, from the shirt on your back to the sofa in the sitting room. The difficulty is a wish to be liked that can blunt your honesty or make conflict feel unbearable. Notice when you are agreeing just to keep the peace, and try saying a small, friendly no now and then.",
    sextile: "",
    square: "",
    trine: "",
    opposition: "",
  },
  Mars: {
    conjunction:
      "Action is how you find out who you are. Will and drive are fused, so once you decide, you tend to move quickly, speak directly and compete hard, whether at work, in sport or in a supermarket queue. People may admire your courage and flinch at your impatience. Anger can flare fast and fade just as fast, leaving others bruised while you have already moved on. Give the heat somewhere useful to go, such as a hard run, a deadline or a cause, and count to ten before replying to anything in writing.",
    sextile:
      "Initiative is within easy reach whenever a goal matters to you. You can turn a wish into a first step without much fuss, and you may be good at getting stalled groups moving: the person who books the venue or sends the email nobody else wanted to send. The talent works best when you pick the moment rather than wait for one to arrive. Each season, choose one thing you have talked about for too long and take the smallest concrete action on it within a week.",
    square:
      "Temper and willpower can rub against each other, so you may feel driven to prove yourself and quick to take offence when someone blocks the way. Rows with authority, rushed decisions and restless evenings are all possible. Yet the friction makes you brave and productive, and pressure is often what gets you to finish things. Channel the heat before it spills, through hard exercise, competitive play or a demanding craft, and when you feel yourself bristling, ask whether the fight in front of you is the one you actually want.",
    trine:
      "Stamina and self-belief tend to work together, so effort comes easily and you may bounce back from setbacks quicker than most. You can be direct without being harsh, and people often trust you to lead when something needs doing. Because it all flows so smoothly, you might never test how far your drive could go, or coast on talent where training would serve you better. Set yourself a real physical or practical challenge every so often, with a date attached, and see what you are made of.",
    opposition:
      "Rivals, partners and colleagues can seem to carry a fight that belongs partly to you. You may meet strong-willed people again and again, and the clashes can show you where your own drive is being squashed or overplayed. The gift is that you learn to stand your ground in company and to respect people who push back. The snag is a habit of either provoking conflict or dodging it. When a quarrel starts to feel familiar, name what you want plainly and ask the other person to do the same.",
  },
  Jupiter: {
    conjunction:
      "Optimism is close to the core of you. You may have a generous, expansive way of being, a belief that things tend to work out, and a talent for lifting a room. Travel, learning and big ideas can feel like home. The snag is excess: too many plans, too much confidence, a habit of promising more than a week can hold. Keep a running list of what you have already agreed to, and before saying yes to anything new, read it through from the top.",
    sextile:
      "Luck here looks more like readiness: doors tend to open when you knock, especially through teaching, travel, publishing or friends of friends. You may have a knack for spotting the generous option and a way of making others feel hopeful. The openings are real, but they need you to walk through them, and it is easy to enjoy the possibility and let the moment pass. When an offer or an introduction comes along, reply within a day or two, and then follow it up.",
    square:
      "Bigger can seem better whenever this friction stirs, and your appetite for more, whether experience, praise or possessions, can outrun what a week or a bank balance allows. You may overcommit, promise the moon, or choose the grand gesture when a quiet one would do. Underneath is real faith and a wish to grow, which can carry you a long way once it has some edges. Set limits in advance, a budget for the trip or a cap on new projects, and treat keeping them as an achievement of its own.",
    trine:
      "Generosity comes so easily that people may call you lucky. You tend to expect good things, and that expectation can draw help and goodwill your way, while learning, travel and teaching may suit you well. The risk is complacency: when things usually turn out fine, it is tempting to skip the preparation and improvise. Pick one ambition worth working hard for and give it the discipline that your easy confidence never demands of you.",
    opposition:
      "Promises, your own and other people's, can be the test here. You may be drawn to partners, mentors or causes that seem larger than life, and then feel let down when they shrink to ordinary size. Sometimes you are the one who overpromises. The gift is a big heart that brings out hope in others. Learn to ask what a plan will actually cost in time and money before you sign up, and keep your faith in people while checking the details.",
  },
  Saturn: {
    conjunction:
      "Early responsibility may have shaped you, and a sense of duty tends to sit right at the centre of who you are. You can be serious, reliable and ambitious in a slow-burning way, building something over decades rather than months. The snag is harsh self-judgement and a fear of looking foolish that may stop you starting. People with this pair often tend to grow lighter with age. Give yourself permission to be a beginner at something just for the joy of it, and notice how the voice of judgement quietens.",
    sextile:
      "Patience is one of your quieter strengths. You can plan, practise and stay the course, and people in charge may notice your reliability and give you room to prove it. Structure tends to help rather than hinder you, whether that is a timetable, a training plan or an apprenticeship. The opportunity needs your consent, though, because good habits can slip when nobody asks for them. Choose one long project, break it into monthly steps, and tell someone you respect about your progress.",
    square:
      "Doubt tends to knock just as you are about to step forward. You may have met criticism or heavy expectations early, and a voice inside can still ask whether you are good enough. The friction is uncomfortable but productive: it makes you work hard, prepare well and build things that last. The danger is holding back so long that chances pass. Treat the fear as information rather than a verdict, try the thing first in a small trial version, and collect evidence that you can.",
    trine:
      "Steady effort comes naturally, and you tend to handle duties, deadlines and people in authority without much drama. Others may rely on you from an early age, and you can build skill patiently, earning respect rather than demanding it. Because discipline feels easy, you might settle for safe and solid when you could reach further. Ask yourself now and then what you would try if failure cost nothing, and give that answer a careful, well-structured chance.",
    opposition:
      "Authority figures loom large in this pairing: bosses, parents, partners or institutions can seem to stand between you and what you want. Over time, these encounters may teach you where your own limits and responsibilities lie. The gift is maturity earned the hard way and a sober respect for commitment. The snag is giving your power away, or resenting others for rules you half believe in. When someone blocks you, ask which part of their objection you secretly agree with, and deal with that first.",
  },
  Uranus: {
    conjunction:
      "Restless and original, you may find it hard to be anyone other than yourself, even when fitting in would be easier. Your identity tends to be tied up with freedom, invention and doing things differently, and routine can feel like a cage. People may see you as refreshing or as unpredictable, depending on the day. The snag is change for its own sake and sudden exits. When you itch to walk out, rearrange or rebel, wait a week and see whether it still seems right.",
    sextile:
      "Fresh ideas arrive easily, and you may be good at seeing a better way of doing something, then persuading others to try it. Engineering, research, group work and reform can suit you. The talent is practical as well as clever, but it needs outlets, otherwise it can turn into quiet boredom. Look for places that welcome new approaches, a start-up, a campaign or a club, and volunteer the idea you have been turning over rather than keeping it for later.",
    square:
      "Sudden changes of direction can run through your life, often because you push against anything that feels like confinement. You may quit, move or rebel before you have quite decided to, and authority can make you bristle. The friction brings courage and inventiveness: you are willing to upend habits that others tolerate for years. The cost is unrest and friendships cut short. Build freedom into your routine on purpose, with variety in your work and time alone, so the need for escape does not have to explode.",
    trine:
      "Originality sits lightly on you: you can be unconventional without making a fuss, and people may accept your quirks as part of your charm. New ideas, gadgets and ways of living may come easily, and you tend to adapt well when plans change. Because difference costs you little, you might not push your ideas as far as they could go. Pick one unusual notion you keep returning to and give it a proper test, with a deadline and someone to share the results with.",
    opposition:
      "Freedom and commitment can pull against each other, and other people often bring the pull to life: the partner who needs space, the friend who vanishes, the colleague who upends every plan. You may attract unpredictable people, or be the unpredictable one in someone else's story. The gift is that relationships keep you awake and growing. Talk openly about how much closeness and how much room you each want, and revisit the conversation as things change instead of waiting for something to snap.",
  },
  Neptune: {
    conjunction:
      "Imagination and identity blur together, so you may feel most like yourself when creating, dreaming or helping someone who is struggling. Music, film, art and meditation can be natural homes. The snag is a shaky outline: it can be hard to know where you end and others begin, and easy to become whatever people want. Protect a few firm routines, such as sleep, meals and a weekly plan, so the sensitive, visionary side of you has solid ground beneath it.",
    sextile:
      "Kindness and imagination support your aims without much strain. You may have a feel for art, care work or giving, and an instinct for what people need before they say it. The opening is to give your ideals a practical form, and that takes some effort: dreams stay dreams unless someone books the studio or signs up to volunteer. Choose one creative or caring project and give it a regular hour each week, however small the start.",
    square:
      "Fog can settle over your sense of purpose at times, leaving you unsure what you want or tempted to drift. You may idealise people, or find clear goals hard to hold against the pull of daydreams, escapes or rescuing others. The friction also brings deep empathy and a rich inner life that can feed creative work. Keep facts close when making decisions: get agreements in writing, sleep on big choices, and ask a grounded friend to check the picture before you commit.",
    trine:
      "Music, pictures and stories may reach you more deeply than they reach most people, and compassion tends to come easily. You can sense the mood in a room and may have gentle creative or healing gifts. The flow is so natural that it can stay private, a talent for daydreams rather than finished work. Give your imagination a container: a sketchbook carried everywhere, a choir on Thursday evenings, a short story finished by the end of the month.",
    opposition:
      "Devotion can lead you into relationships where the line between care and self-sacrifice goes blurry. You may meet people who seem to need rescuing, or who appear perfect until the picture fades, and feel confused about what is real between you. The gift is a deep compassion and a capacity to see the best in others. Keep some of your own life clearly yours, and when someone's story moves you, check a few facts before giving your time, trust or money.",
  },
  Pluto: {
    conjunction:
      "Intensity runs through your sense of self: you tend to do nothing by halves and may feel a strong need for control over your own direction. Crises can become turning points, and you may reinvent yourself more than once. People can find you magnetic, or a little daunting. The snag is all-or-nothing thinking and a reluctance to show weakness. Let a trusted person see you mid-struggle now and then; sharing power and vulnerability can make you stronger rather than smaller.",
    sextile:
      "Quietly determined, you can change things from the inside without needing to fight. You may have a knack for research, strategy and spotting what others miss, and others may bring you their problems because you do not flinch. The opportunity is to use that depth on purpose rather than waiting for a crisis to call it up. Take on one stubborn problem, at work or at home, and study it until you understand its roots; what you learn tends to outlast the problem.",
    square:
      "Power struggles may find you, sometimes with bosses or family and sometimes with your own compulsions. You may feel you must keep proving yourself and suspicious of anyone who seems to hold the reins. The friction gives you formidable resilience, and you may recover from blows that would flatten others. The snag is pushing too hard or holding on too long. When you notice yourself gripping, ask what you fear would happen if you let go, and try releasing something small first.",
    trine:
      "Depth comes easily to you. You can face hard truths, handle other people's crises calmly and make big changes without falling apart. Detective work, surgery, counselling or any job that asks for nerve may suit you. Because your resilience is quiet, you might underuse it, or stay in comfortable waters when you could be transforming something that matters. Pick a part of your life that has gone stale and give yourself permission to renovate it properly, from the foundations up.",
    opposition:
      "Control can become the unspoken theme in close relationships. You may meet powerful, intense people who seem to test you, and the contest can show you your own strength by reflection. Intimacy may feel high-stakes, with trust hard to give and harder to restore. The gift is a deep understanding of how people change each other. When a bond turns into a battle of wills, step back and ask what each of you is afraid of losing, then say yours aloud first.",
  },
};
