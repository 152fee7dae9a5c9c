// What a day of beginnings, peaks, reviews and restarts means in each house: the general
// reading's second sentence, after the event is named.
import type { Tone } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";

type TurnTone = Extract<Tone, "begin" | "culminate" | "review" | "advance">;

export const STORY_TURNS: Readonly<
  Record<TurnTone, Readonly<Record<HouseNumber, readonly string[]>>>
> = {
  begin: {
    1: [
      "It is a natural moment to start something for yourself, a habit, a look or a plan, without asking anyone first.",
      "First impressions you make now tend to stick, so walk into the room as the person you mean to be.",
      "A personal fresh start is on offer: decide one thing you will do differently from this week on.",
      "Try a new route, a new routine or a new way of introducing yourself, and notice how it fits.",
    ],
    2: [
      "A new way of handling money, a budget or a savings pot, takes root easily now.",
      "What you value is ready for a rethink, and your spending can follow the new list.",
      "Begin building something meant to last a year or more: a skill, a fund, a collection.",
      "Open a savings pot with a name on it, however small the first sum.",
    ],
    3: [
      "A message you start writing now can open a door, so draft it with care.",
      "New ideas arrive through books, talks and short journeys; keep a notebook handy.",
      "It is a good time to begin a course, a blog or a regular call with a sibling.",
      "Say hello to a neighbour you have only nodded at, or join a local class.",
    ],
    4: [
      "Home is where the new chapter starts: a room rearranged, a routine begun, a family plan set.",
      "A fresh start with family or with where you live is easier than it has been for months.",
      "Put down roots for something new, even if it is only a plant on the windowsill.",
      "Clear one shelf, one drawer or one cupboard, and the whole home feels newly yours.",
    ],
    5: [
      "Romance, creativity and play are ready for a new beginning, so follow what delights you.",
      "Start the creative project you keep describing to friends but never begin.",
      "A first date, a new hobby or a new game brings a lift that lasts beyond today.",
      "Pick up the instrument, the brush or the dancing shoes you put away, and begin again.",
    ],
    6: [
      "A new routine at work or for your health begins well if you keep it simple.",
      "It is a good moment to reorganise your day so the important things come first.",
      "Start one healthy habit and give it a month before judging the results.",
      "Write tomorrow's three tasks tonight, and the new routine has already started.",
    ],
    7: [
      "A partnership, in love or in work, can start afresh on clearer terms.",
      "New people enter your life through one-to-one meetings, so say yes to the coffee.",
      "It is a good time to propose an agreement, a collaboration or a shared plan.",
      "A partnership, at work or in love, can begin on clear terms if you set them together now.",
    ],
    8: [
      "A fresh approach to shared money, debts or trust makes heavy matters lighter.",
      "Something deep is ready to change, starting with a single honest conversation.",
      "Begin letting go of an old fear or a habit that quietly costs you too much.",
      "Open the conversation about shared money or trust that you have been putting off.",
    ],
    9: [
      "A journey, a course or a new philosophy beckons, and the first step is easy to take.",
      "Open your mind to a subject or a culture you know little about.",
      "Plans for travel or study that start now have a good wind behind them.",
      "Book the class, apply for the course or pin a map where you can see it.",
    ],
    10: [
      "Your working life is ready for a new chapter, from an application to a fresh project.",
      "A new public role or responsibility starts well if you set your standards early.",
      "It is a natural moment to set a career goal and say it out loud.",
      "Update your CV, your profile or your portfolio so it shows who you are now.",
    ],
    11: [
      "New friendships and groups are easy to join, and one may matter for years.",
      "Start working toward a long-term hope with one practical step.",
      "A fresh idea shared with friends can grow into something bigger than you planned.",
      "Join the club, the team or the online group you keep meaning to try.",
    ],
    12: [
      "A quiet new beginning happens on the inside; rest, reflect and set an intention.",
      "Start a private practice that restores you: a journal, a morning walk, a few minutes of silence.",
      "Something you have kept to yourself is ready to change, gently and in its own time.",
      "Set aside ten quiet minutes each morning and see what they make room for.",
    ],
  },
  culminate: {
    1: [
      "Your efforts on yourself become visible, and others may comment on the change.",
      "Feelings about who you are and where you are heading rise up and ask to be heard.",
      "A personal chapter is ready to close, which clears the way for the next one.",
    ],
    2: [
      "A money matter reaches its turning point: a result, a bill or a decision about value.",
      "What you have earned or saved becomes easy to measure, for better or worse.",
      "It is a good time to let go of a possession or expense you have outgrown.",
    ],
    3: [
      "News arrives, or a conversation finally reaches its point.",
      "Something you have meant to say for weeks is ready to be said, kindly and clearly.",
      "A piece of writing, a course or a negotiation reaches its natural end.",
    ],
    4: [
      "Home and family matters come to a head and can be settled with care.",
      "Feelings about where you live and who shares it are unusually clear.",
      "A family story or a domestic project reaches a point where it can be finished.",
    ],
    5: [
      "A romance, a creative project or a passion reaches its brightest point.",
      "What you have made or shared gets noticed, so let yourself enjoy the attention.",
      "Feelings in love are hard to hide, and perhaps there is no need to.",
    ],
    6: [
      "Work you have been carrying reaches a finish line, or shows how much remains.",
      "Your body may ask loudly for rest; give it what it needs.",
      "A daily routine that has served its purpose can be retired with thanks.",
    ],
    7: [
      "A relationship reaches a moment of truth, bringing clarity rather than drama.",
      "What you give and what you get in a partnership becomes easy to see.",
      "An agreement or a disagreement comes to a head and can finally be settled.",
    ],
    8: [
      "Shared money, debts or questions of trust come to a point of decision.",
      "Deep feelings come to the surface, ready to be understood and then released.",
      "Something you have been holding on to is ready to be let go.",
    ],
    9: [
      "A big question, a journey or a period of study reaches its answer.",
      "Your beliefs are tested and clarified, and you come away surer of them.",
      "Something involving travel, study or official paperwork reaches the point where results can show.",
    ],
    10: [
      "Career efforts reach a visible peak, and people in charge notice.",
      "A professional chapter closes, leaving you clearer about the next step.",
      "Your reputation shines, so make sure the work behind it is yours to claim.",
    ],
    11: [
      "A friendship or a group effort reaches a turning point.",
      "A hope you have nursed for a while either arrives or asks to be reshaped.",
      "You can see plainly which circles support you and which no longer fit.",
    ],
    12: [
      "Hidden feelings surface, and naming them brings quiet relief.",
      "A private chapter ends, and you may feel lighter than you expected.",
      "Rest is essential now; an unhurried day lets the dust settle.",
    ],
  },
  review: {
    1: [
      "Take a second look at how you present yourself and keep only what still feels true.",
      "Personal plans benefit from a pause; the delay is a chance to refine them.",
      "An old version of you resurfaces, with a lesson worth keeping.",
    ],
    2: [
      "Check your accounts, your receipts and your subscriptions; something needs correcting.",
      "An old money matter returns, giving you the chance to settle it properly.",
      "Rethink what you value before you spend on it.",
    ],
    3: [
      "Reread messages before you send them, and confirm times and places twice.",
      "An old contact or conversation returns with something useful to add.",
      "Revisit notes, drafts and plans; the first version can be improved.",
    ],
    4: [
      "Family matters or home repairs that were left half done need another look.",
      "Old memories stir, asking to be understood rather than relived.",
      "A domestic plan that stalled deserves patience and a second attempt.",
    ],
    5: [
      "A dropped hobby or an unfinished painting, song or story asks for a second look.",
      "Rethink how you spend your free time and what still brings you joy.",
      "In love, going back to what first drew you together helps more than pushing ahead.",
    ],
    6: [
      "Work processes and health habits are worth reviewing before adding anything new.",
      "Errors are easier to catch now, so check your work and your calendar carefully.",
      "An old remedy or routine that once helped could help again.",
    ],
    7: [
      "A partnership question returns for another conversation, this time with more patience.",
      "Review contracts and promises before you renew or extend them.",
      "Someone from your past may reappear with unfinished business.",
    ],
    8: [
      "Revisit shared finances, taxes or insurance with fresh eyes.",
      "Trust takes time to rebuild; small, honest steps help.",
      "An old debt or obligation asks to be dealt with properly.",
    ],
    9: [
      "Travel plans may shift, so keep bookings flexible and check the details.",
      "An old belief or a course you abandoned deserves reconsidering.",
      "Official paperwork benefits from a careful reread.",
    ],
    10: [
      "Career plans need a second look before the next move.",
      "An old professional contact or project may return with new promise.",
      "Handle reputation matters with patience and accuracy.",
    ],
    11: [
      "Old friends reconnect, and group plans may need rethinking.",
      "Long-term hopes deserve a fresh look to see whether they still fit.",
      "Slow down a shared project long enough to check it is heading the right way.",
    ],
    12: [
      "Time alone helps you sort feelings and memories into order.",
      "Unfinished emotional business surfaces, ready to be resolved quietly.",
      "Reflection brings insights that busier days keep hidden.",
    ],
  },
  advance: {
    1: [
      "Personal plans move forward again, and you feel more like yourself.",
      "Delays around your own goals lift, so take the next step with confidence.",
      "Your sense of direction returns, and with it your appetite for the day.",
    ],
    2: [
      "Money matters start moving, so nudge the stalled payment or plan along.",
      "Clarity about what things are worth makes spending choices quicker.",
      "A financial decision you postponed can now be made with confidence.",
    ],
    3: [
      "Messages flow again and short journeys go to plan.",
      "Conversations that were stuck find a way forward.",
      "Learning and writing pick up speed after a slow patch.",
    ],
    4: [
      "Home plans and family decisions move forward smoothly.",
      "A house move, a repair or a family arrangement can go ahead.",
      "Domestic life settles after a spell of uncertainty.",
    ],
    5: [
      "Romance and creative plans regain their spark.",
      "A hobby or passion project moves forward with new zest.",
      "Outings and dates that were postponed can finally happen.",
    ],
    6: [
      "Work tasks and health routines move forward efficiently.",
      "A stalled project at work picks up momentum.",
      "Your daily rhythm settles into a productive groove.",
    ],
    7: [
      "A relationship or partnership moves forward with new clarity.",
      "Agreements that were on hold can be finalised.",
      "Talks with a partner or client make real progress.",
    ],
    8: [
      "Shared finances and joint decisions move forward.",
      "A loan, a settlement or a shared plan proceeds.",
      "Trust grows as difficult matters are finally resolved.",
    ],
    9: [
      "Travel, study or legal matters move ahead again.",
      "Plans to widen your horizons gather momentum.",
      "A decision about the future becomes clearer and easier to make.",
    ],
    10: [
      "Career plans move forward with renewed drive.",
      "A professional opportunity that went quiet comes back to life.",
      "Your ambitions gain traction and visible progress.",
    ],
    11: [
      "Group plans and friendships move forward happily.",
      "A long-held hope gains fresh momentum.",
      "Networking begins to pay off in practical ways.",
    ],
    12: [
      "Inner clarity returns after a spell of confusion.",
      "Rest has done its work, and you feel ready to re-engage.",
      "Quiet progress made behind the scenes begins to show.",
    ],
  },
};
