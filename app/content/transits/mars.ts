// Transiting Mars to each point of the birth chart, for /today (docs/writing/transit-texts.md).
import type { TransitTexts } from "./types";

export const MARS_TRANSITS: TransitTexts = {
  Sun: {
    conjunction:
      "Drive and identity fuse for about a week, and the urge to act on your own behalf is hard to ignore. Things put off for months suddenly look easy to start, and patience with slow people runs thin. Courage is the gift here, and so is visible effort; the snag is treating every disagreement as a test of who you are. Pick one task that matters to you personally and throw the week's heat at it, rather than at small battles.",
    easy: "Effort and purpose point the same way for several days, so what you want and what you do stop arguing. A bold request, a stalled plan restarted, a workout pushed a little further: these tend to go better than usual. Busyness is the easy way to waste it. Choose the thing you would be proud to have moved forward by the end of the week, and give it the first hour of each morning.",
    hard: "Someone or something seems to stand between you and what you want, and the reflex is to push harder and louder. Pride bruises easily for a week or so; a small correction can feel like a challenge to your whole self. The friction has a use, since it shows where effort is going into being right rather than getting somewhere. When irritation rises, ask what outcome you actually want, then go for that and let the point-scoring go.",
  },
  Moon: {
    conjunction:
      "Small things at home, a left-out dish, a tone of voice, may spark more temper than they deserve for the next few days. Feelings sit close to the surface and run hot, and tears and anger can arrive together. The same heat gives you the nerve to ask for what you need instead of hinting. Take on a physical job around the house, clear a cupboard or repaint a door, and let the irritation go into that before any difficult talk.",
    easy: "Instinct and action cooperate through the week, so standing up for your needs may take less of a scene than usual. A domestic project, a protective word for someone you love, a plain request for more room: each tends to land well. Gut feelings are worth acting on quickly. If something at home has bothered you for months, fix it or say so while the mood is both brave and kind.",
    hard: "Moods flare quickly for a week or so, and anyone who shares your space may catch the sparks. Feeling rushed tends to make you feel unsettled, and feeling unsettled makes you sharp. The push is useful, because it shows which needs have gone unmet too long. Slow the pace at home where you can, leave a gap between getting in and talking, and if a row starts, name the feeling underneath before arguing about the washing-up.",
  },
  Mercury: {
    conjunction:
      "Thoughts come fast and words come faster all week. Ideas may arrive ready for a fight, and a muddled discussion can be cut through in one sentence. Sharpness is the risk: the email sent in heat, the interruption, the debate won at the cost of goodwill. Use the speed for writing, pitching and settling decisions that have dithered too long, and read anything important once more before it goes.",
    easy: "Nerve and a quick mind work together this week. Negotiations, interviews, tricky phone calls and overdue decisions tend to go well when you speak directly and keep it short. It is a good moment to say the thing you have rehearsed in your head for weeks. List three conversations or messages you have been avoiding, and get through them before the week is out.",
    hard: "Arguments start easily for a while, often over small wording or who said what. The mind may race ahead of the mouth, or the mouth ahead of the mind, and other people's deadlines can make plans feel rushed. Friction of this kind can sharpen your case if you let it. Before replying to anything that stings, wait an hour, then answer the actual point rather than the tone.",
  },
  Venus: {
    conjunction:
      "Attraction is quick and hard to hide for about a week. Desire and affection run together, so flirting comes easily and you may be bolder about asking for what you like, in love and in small pleasures. Impatience is the snag: wanting it now, spending on a whim, rushing a romance that needs time. Make one clear, warm move towards a person or a thing you value, and sleep on any large purchase.",
    easy: "Charm has some push behind it just now. Asking someone out, making the first move after a quarrel, or putting effort into something lovely, a garden, an outfit, a room, tends to go well. Passion and tenderness sit comfortably together. Waiting to be noticed wastes the chance. Plan one evening around a pleasure you choose yourself, and invite the person you most want there.",
    hard: "Wanting and liking pull in different directions for a week or so. Attraction may flare where it is inconvenient, or a partner's demands may rub against your wish for ease, and small disputes over money, taste or time together can heat up fast. Underneath is a question about what you value enough to fight for. Say what you want in love plainly and without blame, and let a disagreement about taste stay small.",
  },
  Mars: {
    conjunction:
      "Ambition gets a fresh start, something like a new year for your appetite and drive, and the feeling lasts about a week. Physical restlessness, a hunger to begin and a short fuse may show up together. Clean initiative is the gift; starting a dozen fires at once is the snag. Decide which goal deserves the next two years of effort, and make the first concrete move on it before the week ends.",
    easy: "Strength and stamina are easy to reach for several days, and the body may want to move more than usual. Competitive games, physical work, training and any job that needs staying power tend to go well. Anger, if it comes, is quick to say and quick to pass. Put the surplus into something you can measure, a distance, a room cleared, a draft finished, and enjoy using your strength fully.",
    hard: "Restlessness and frustration may build across the week, as though your usual way of getting things done has stopped working. Haste is the main hazard: rushing, snapping, forcing a door that only needs the right key. The friction can reveal where your methods have gone stale. Take a breath before anything done in a hurry, and give the extra heat to hard exercise or a task that rewards brute effort.",
  },
  Jupiter: {
    conjunction:
      "Big plans feel possible for a week or so, and confidence and appetite swell together. You may find the nerve to go after an opportunity, a trip, a course or a cause. Overreach is the catch: too many yeses, promises bigger than the hours, a zeal that flattens other views. Back one bold move with real effort, and before agreeing to anything more, ask what it costs in time.",
    easy: "Enthusiasm has legs for several days, and effort spent on growth tends to pay back. Applying, teaching, travelling or standing up for something you believe in can go better than expected. Luck here mostly means acting while the door is open. Pick the opportunity that has been nagging at you, send the application or book the place, and let the momentum carry you past second thoughts.",
    hard: "More, faster, further: for about a week the pull is towards excess. Arguments about belief, politics or principle can heat up, and it is easy to commit to more than the days can hold. Underneath is real generosity and courage, just short of brakes. Before a bold decision or a heated defence of your views, ask what the first small step would be, and take only that.",
  },
  Saturn: {
    conjunction:
      "Effort meets your oldest walls for about a week, and getting anything done may feel like pushing a heavy door. Frustration can run high with rules, delays and people in charge. What you build under this pressure tends to last: a discipline started, a fear faced in practice, a hard job finished properly. Break one daunting task into small physical steps, and aim your anger at the problem, never at yourself.",
    easy: "Steady work pays for several days, because ambition and patience agree for once. Careful, demanding jobs, the long report, the renovation, the training plan, tend to go better than usual, and people in authority may respond well to a firm, prepared request. Set aside two solid blocks of time for the task you have been dreading, and treat them as appointments you cannot move.",
    hard: "Delays, rules or someone with more authority may stand across your plans this week, and old fears about not being good enough can surface as irritation. Pushing harder tends to make the wall taller. Treat each block as information: is it a real limit, a fear, or just a slow process? Deal with each in its own way, and unclench your jaw and shoulders before they set.",
  },
  Uranus: {
    conjunction:
      "A sudden urge for freedom may arrive with little warning, and for days on end being told what to do can feel unbearable. Quitting, moving, cutting your hair or tearing up a routine overnight may all look tempting. The spark is real and points at something that needs changing. Try it in a reversible way first, a new route, a drafted letter, a taster session, and keep the big break for after the week has passed.",
    easy: "Courage and originality work together for several days. A new method, a new sport or a new approach to an old problem tends to pay off, and independence comes with less conflict than usual. Quick, inventive action suits the moment. Pick one routine that bores you and change it on purpose, then notice which freedom you actually value once you have it.",
    hard: "Impatience with anything that confines you may run high through the week. Sudden disagreements, abrupt changes of plan and a wish to walk out can all appear, and hasty moves are easy to regret. The jolt shows where you feel boxed in. Name the freedom you want, take one deliberate step towards it, and give any drastic decision a night's sleep first.",
  },
  Neptune: {
    conjunction:
      "Drive and dreams blur into each other for the time being. You may feel moved to act for an ideal, a creative piece or someone in need, and also oddly tired or unsure what you want. Anger can come out sideways, as sulking or quiet self-sacrifice. At its best this is effort in service of something beautiful. Put the urge into art, music, swimming or voluntary work, and check the facts before acting on a hunch.",
    easy: "Imagination and action help each other while this lasts. Creative work, dance, music, caring for others or fighting quietly for a cause tends to flow, and intuition can steer effort well. Such a gentle chance is easy to miss. Give a dream one practical hour a day: sketch, rehearse, write, volunteer. Small concrete steps keep this kind of inspiration from drifting away.",
    hard: "Pushing may feel like wading for a week or so, as though you try hard and nothing quite connects. Motives can be murky, yours or other people's, and it is easy to fight the wrong battle or give up too soon. The tug is between wanting to act and not knowing which way. Keep plans simple, put agreements in writing, and on drained days choose rest over forcing a result.",
  },
  Pluto: {
    conjunction:
      "Intensity climbs over the next seven days or so, and ambition can take on a single-minded, almost obsessive edge. Power struggles may surface at work or at home, and the wish to control an outcome can be strong. Behind it is great staying power for something that matters deeply. Aim that force at what you truly want to change, and notice when the need to win has overtaken the reason for fighting.",
    easy: "Deep determination is on tap for a week or so. Clearing out, overhauling, researching or finishing something you had given up on tends to go well, because effort reaches further than usual, and quiet authority can persuade without a fight. Choose one habit, room or plan you have long wanted to transform, and work on it with steady, private persistence.",
    hard: "Power games may show up during the week: a clash of wills, a demand you resent, or your own urge to force an issue. Feelings run deep and hot, and compromise may feel like defeat. The pressure exposes where you have given away, or grabbed, too much control. Refuse to escalate, say plainly what you accept and what you do not, and step away from any fight that is about winning rather than fairness.",
  },
  Ascendant: {
    conjunction:
      "Presence sharpens for about a week, and people tend to notice you quickly. You may come across as more direct, forceful or attractive than usual, walking faster, speaking first, starting things. Patience can be short. First impressions carry real nerve, which suits an interview, a fresh start or a confrontation that is overdue. Soften your tone a notch when others seem to step back.",
    easy: "Confidence shows in how you move and speak, and it lasts a good few days. First meetings, pitches, sport and anything that needs a bold face tend to go well, and others may follow your lead. Turning up in person beats sending a message. Take the initiative somewhere you usually wait to be asked, and let a brisk walk or a good workout set the pace of the day.",
    hard: "Other people's pushiness, or your own, may colour the week. A partner, colleague or stranger can seem to block your way, and you may come across as more abrupt than you mean. The friction is a mirror for how you assert yourself. Check your manner before a tense meeting, and when someone pushes, answer calmly and directly rather than matching their heat.",
  },
  Midheaven: {
    conjunction:
      "At work, ambition catches fire for about a week. You may want more responsibility, more recognition, or simply to get things moving, and people above you may notice. Push too hard and clashes with authority can follow. Initiative that others can see is the strength here. Put forward the proposal, ask for the role or start the project you have been mulling, and keep the tone firm and collegial rather than combative.",
    easy: "Public goals move more freely this week. Effort towards a promotion, a launch or a reputation tends to be seen, and you can push without putting backs up. A single, visible act counts for more than a busy week. Finish and present the piece of work that best shows what you can do, and make sure the right person sees it.",
    hard: "Work and home may pull against each other for a week or so. A boss may seem to stand in your way, or a push for status may eat into time owed to family, and tempers can flare over credit. The tension shows what your ambition really needs. Choose which front matters most, tell the others honestly, and avoid public battles with people in charge.",
  },
};
