// Mars's major aspects to Jupiter, Saturn, Uranus, Neptune and Pluto, for the birth chart's
// reading (docs/writing/chart-texts.md).
import type { AspectTexts } from "../types";

export const MARS_ASPECTS: AspectTexts<"Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto"> = {
  Jupiter: {
    conjunction:
      "Big appetite and big effort travel together in this chart. When something excites you, you throw yourself at it with stamina others envy: the marathon entered on a whim and finished, the project volunteered for and carried. The snag is overreach, saying yes to three adventures when there is time for one. Courage comes easily; pacing does not. Before a new campaign, decide what you will drop to make room for it.",
    sextile:
      "Well-aimed enthusiasm is your asset here. Effort tends to pay off when it serves a cause or a goal you believe in, and sport, travel, teaching or activism may suit you. Opportunities come when you act on a good idea quickly, before the moment passes. The talent can stay idle if nothing stirs you, so go looking: turn up to the rehearsal, sign up for the course, offer to lead the trip.",
    square:
      "Too much, too fast can be the theme of this chart. Energetic bursts of confidence may push you into arguments, purchases or risks that looked smaller from the start line. Underneath is a generous, brave spirit that hates half measures. Learn the signs of your own overdrive, the racing speech and the bigger promises, and treat them as a cue to pause for a day before acting.",
    trine:
      "Action flows with confidence in this chart. You may find it natural to take the initiative, recover from setbacks quickly and inspire others to join in. Physical activity, adventure and competitive work can bring out your best. The easy flow makes it tempting to rely on zeal rather than skill. Train properly for the things you love, and the natural boost goes much further.",
    opposition:
      "Drive and hope can meet head-on in other people: a partner who wants to go bigger, a rival who seems to have all the luck, a boss whose vision tramples your plan. Through these contests you learn to fight for your goals without overselling them. Before agreeing to a sweeping plan, ask for the first small step in writing, and check that it is a step you would take even if the rest never happened.",
  },
  Saturn: {
    conjunction:
      "Force and restraint share one engine here, so effort is often controlled, patient and hard to stop once started. You may work steadily where others sprint and stall, and anger may be stored rather than spoken. The gift is endurance; the snag is frustration held too long. Find a sport that rewards discipline, such as climbing, rowing or strength training, and say what annoys you while it is still small.",
    sextile:
      "Effort and planning cooperate here. You can turn ambition into a schedule and stick to it, which makes you good at long goals: a qualification, a renovation, a training plan. The opportunity needs you to set the goal first. Pick one target for the year, break it into weekly steps, and let your natural steadiness do the rest. Tell one person the goal, so the plan has a witness.",
    square:
      "Go and stop fight each other in this chart. You may push hard, meet a wall, and feel furious or defeated, then push again. Over years this builds remarkable grit. The danger is chronic tension, in the body and in relationships. Notice where you clench when blocked, jaw, shoulders, fists, and give that tension somewhere to go: a walk, a punchbag, a plain conversation.",
    trine:
      "Effort flows through structure easily here. You tend to know how hard to push and when to rest, and practical skills may come with less struggle than for most. Crafts, engineering and anything that rewards careful work can suit you. The ease may make you cautious about risks that could be worth taking, and a little proud of never looking foolish. Now and then, attempt something you might fail at, in front of people.",
    opposition:
      "Action and authority face off through other people in this chart: bosses who block you, rules that seem designed to slow you down, or your own harshness turned on someone else. The tension can teach timing: when to push and when to wait. If you feel thwarted, ask whether the obstacle is a person, a rule or a fear, and deal with that one specifically. Each needs a different tool: a conversation, a form, or a first small try.",
  },
  Uranus: {
    conjunction:
      "Sudden action is the signature of this chart. You may act on impulse, change direction overnight and thrive on surprise, and you may be brilliant in emergencies. The snag is accidents of haste, from a cut finger to a resignation sent too fast. Channel the spark into sports, fast-moving work or invention, and build a five-minute rule for decisions you cannot take back.",
    sextile:
      "Thought and deed move at one speed here. You can try new methods, tools or routines and adopt them before others have read the instructions. Opportunities come from being early and willing. The gift needs an aim: without one it scatters into gadgets and short-lived hobbies. Pick one experiment a season and see it through to a result you can show someone, even if the result is a clear no.",
    square:
      "Restlessness and defiance can flare without warning in this chart. Rules, routines and people who tell you what to do may provoke sudden pushback, and you may surprise yourself with your own abruptness. The gift is courage to break a pattern that is truly stuck. Pause before breaking anything you cannot mend, and give people warning when you need to change course. Defiance with notice tends to win allies; defiance by surprise tends to lose them.",
    trine:
      "Bold, original action comes naturally here. You may improvise well, adapt quickly and enjoy challenges that throw the rulebook away. Others might come to you when a situation needs a fresh move. The ease can make you impatient with slower, careful people. Pair up with one of them on a project, let them set the pace for the first week, and the results may surprise you both.",
    opposition:
      "Unpredictable people seem to cross your path in this chart, and you may provoke or be provoked by sudden changes in others. Relationships can run hot and cold. The lesson is to own your own need for freedom rather than waiting for someone else to break the routine. When tension builds, propose a change yourself, calmly, before it erupts. A planned shake-up costs less than an unplanned one.",
  },
  Neptune: {
    conjunction:
      "Drive and dream are fused here. You may work tirelessly for a cause, an artwork or a person you believe in, and then run out of steam when the vision blurs. Stamina can ebb and flow mysteriously, strong for a month and then nowhere to be found. Swimming, dance and other fluid exercise may suit you. Keep goals concrete enough to measure, and check your motives when you find yourself fighting for someone else's dream.",
    sextile:
      "Action guided by intuition is a gift here. You can sense what a situation needs and act on it gently, which suits caring work, music, film or any craft that mixes effort with feeling. Opportunities come when you trust a quiet hunch and follow it up. Keep a record of those hunches, and the results; over a year the pattern may show you which kind of hunch deserves your trust.",
    square:
      "Motivation can slip through your fingers in this chart. Plans fade, anger turns into confusion, and you may end up working hard for the wrong goal. Underneath is a real wish to act for something larger than yourself, and a tenderness that hates conflict. Name your aim out loud before you start, check in on it weekly, and watch for the moment you are drifting instead of choosing.",
    trine:
      "Effort serves the imagination without strain here. You may act with grace and timing, and your work may carry feeling that others notice: in performance, sport, design or care. The ease can make you passive when nothing inspires you, waiting for a mood that may not come. Keep a creative practice going on dull days too, even for a quarter of an hour, and let inspiration find you already working.",
    opposition:
      "Other people may pull your drive off course in this chart, through charm, need or manipulation, or you may be unclear about what you want and let others decide. Boundaries are the lesson, and so is knowing your own wants before someone else names them for you. When someone asks for your time or effort, take a day before saying yes, and notice whether the request fits your own plans or quietly replaces them.",
  },
  Pluto: {
    conjunction:
      "Intense willpower lives in this chart. When you commit, you commit totally, and you may have a gift for crisis work, research or anything that needs relentless focus. The snag is all-or-nothing behaviour and anger that smoulders. Strong physical training can help, and so can learning to let go of a fight you have already won. Not every wrong needs a verdict; some only need you to walk away lighter.",
    sextile:
      "Strength applied strategically is your asset here. You may know how to marshal resources, rebuild after a setback or change a system from within, and quietly do it. Opportunities come when something needs a thorough overhaul. Volunteer for the hard job nobody wants, the audit, the clear-out, the difficult rota, and you may find you are good at it and oddly calm while doing it.",
    square:
      "Power struggles can shadow this chart: with authority, with rivals, with your own temper. You may push harder than the situation needs, or attract people who do. The gift under the friction is fearless resilience. Learn to spot the moment a disagreement turns into a contest of wills, the clenched jaw or the refusal to blink, and step back before it becomes one.",
    trine:
      "Deep reserves of stamina flow easily here. You can push through long, demanding tasks and recover well, and you may stay steady when others panic. The ease may hide how much you can do, even from you. Use the strength for something that matters to you, and guard against working others as hard as you work yourself; not everyone has your reserves.",
    opposition:
      "Intense people and situations seem to find you in this chart, testing your will through rivalry, jealousy or control. The lesson is about using power cleanly: neither giving it away nor grabbing too much. When a relationship becomes a battle, ask what you are really fighting for, and whether a calmer road leads to the same place. Often it does, and faster.",
  },
};
