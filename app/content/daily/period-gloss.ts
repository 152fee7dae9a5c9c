// Weekly and monthly readings: what one dated event means for the reader, by its tone and the
// house it falls in.
import type { PeriodGloss } from "~/content/daily/types";

export const PERIOD_GLOSS: PeriodGloss = {
  begin: {
    1: [
      "A good day to change something about how you present yourself, from a haircut to a habit.",
      "Your own plans take priority, and a first step toward one of them feels natural.",
      "Start something purely for yourself, with no need for anyone's approval.",
    ],
    2: [
      "Open a savings pot or set a budget; new money habits take root easily.",
      "A fresh look at what you value can change how you spend for months.",
      "Begin building a small financial cushion, one modest amount at a time.",
    ],
    3: [
      "Send the message, sign up for the course, or start the conversation you have been rehearsing.",
      "New ideas arrive through reading, talking and short trips; write them down.",
      "A fresh start with a sibling or neighbour is easier than it has been.",
    ],
    4: [
      "A home project, a clear-out or a family plan gets off to a good start.",
      "Begin making your living space feel more like the home you want.",
      "A new routine at home brings calm to the rest of your life.",
    ],
    5: [
      "Start a creative project, a hobby or a romance with a light, playful touch.",
      "Fun deserves a place in your diary; book something you will look forward to.",
      "A new source of joy is worth pursuing, however small it seems.",
    ],
    6: [
      "A new routine for work or health has every chance of sticking.",
      "Start small with a daily habit, and let it grow naturally.",
      "Fresh ways of organising your day make ordinary tasks lighter.",
    ],
    7: [
      "A new partnership, or a new chapter in an existing one, begins promisingly.",
      "Open a conversation with a partner about what you both want next.",
      "Agreements made now, in love or business, start on a good footing.",
    ],
    8: [
      "Tackle shared finances, debts or paperwork with a fresh plan.",
      "A new level of trust in a close relationship becomes possible.",
      "Begin letting go of something that has quietly weighed on you.",
    ],
    9: [
      "Plan a trip, enrol on a course or open a book that widens your world.",
      "A new interest in a subject or a place takes hold and grows.",
      "Start exploring an idea that has been calling to you for a while.",
    ],
    10: [
      "A career step, an application or a new responsibility starts well.",
      "Set a professional goal and take the first practical step toward it.",
      "Your public image gets a fresh start, so show what you can do.",
    ],
    11: [
      "Join a group, reach out to a friend or start working toward a long-held hope.",
      "New friendships and networks open doors you did not expect.",
      "A shared project with friends or colleagues begins with good energy.",
    ],
    12: [
      "A quiet new beginning happens inside: rest, reflect and set an intention.",
      "Start a private practice that restores you, like journalling or a solo walk.",
      "Letting go of an old pattern makes room for something kinder.",
    ],
  },
  culminate: {
    1: [
      "Your efforts on yourself show results, and others notice the change.",
      "Feelings about who you are and where you are heading come to the surface.",
      "A personal chapter closes, leaving you clearer about what comes next.",
    ],
    2: [
      "A money matter reaches a turning point: a payment, a result or a decision.",
      "The real value of something you own or earn becomes plain.",
      "Financial efforts of recent weeks bear fruit, or show what needs changing.",
    ],
    3: [
      "News arrives, a conversation concludes or a message finally gets its answer.",
      "Something you have been meaning to say comes out, clearly and at last.",
      "A learning project or a piece of writing reaches completion.",
    ],
    4: [
      "Home and family matters come to a head and can be settled.",
      "Feelings about where you live or who you live with become very clear.",
      "A domestic project finishes, or reveals what still needs doing.",
    ],
    5: [
      "A creative effort, a romance or a passion reaches a high point.",
      "Joy and recognition come together in something you love doing.",
      "Matters involving children, play or pleasure come into focus.",
    ],
    6: [
      "A work task or health effort reaches its conclusion.",
      "Your daily routines show their results, in energy and in output.",
      "Something at work that has been building is finally recognised or resolved.",
    ],
    7: [
      "A relationship reaches a point of clarity, for better understanding all round.",
      "Agreements and partnerships show where they stand.",
      "What you give and receive in a partnership becomes easy to see.",
    ],
    8: [
      "Shared money, debts or trust issues reach a turning point.",
      "Deep feelings come up, ready to be understood and released.",
      "A financial arrangement with others concludes or changes.",
    ],
    9: [
      "A journey, a course or a big question reaches its answer.",
      "Your beliefs and plans for the future come into sharp focus.",
      "Results arrive on something involving study, travel or the law.",
    ],
    10: [
      "A career milestone brings recognition, results or a clear next step.",
      "Professional efforts reach a peak, visible to those who matter.",
      "Your public role comes into focus, and so does what you want from it.",
    ],
    11: [
      "A friendship, group effort or long-term hope reaches a turning point.",
      "You see clearly which connections support you and which do not.",
      "A shared goal with friends or colleagues comes to fruition.",
    ],
    12: [
      "Hidden feelings come to light, bringing relief once they are understood.",
      "A private chapter closes quietly, leaving you lighter.",
      "Rest becomes essential; let the day be gentle and unhurried.",
    ],
  },
  review: {
    1: [
      "Reconsider how you present yourself, and keep what feels true.",
      "Personal plans benefit from a pause and a second look.",
      "Old habits resurface, giving you a chance to choose again.",
    ],
    2: [
      "Review spending and savings, and check for forgotten payments.",
      "An old financial matter returns for a fairer settlement.",
      "Your values get a rethink, which may change your priorities.",
    ],
    3: [
      "Double-check messages, plans and travel details carefully.",
      "An old conversation or contact returns with something useful.",
      "Reread before you send, and listen twice before you reply.",
    ],
    4: [
      "Family matters or home repairs need revisiting before moving on.",
      "Old memories or family patterns surface, asking to be understood.",
      "A home project that stalled deserves a careful second look.",
    ],
    5: [
      "An old flame, hobby or creative project may return to mind.",
      "Rethink how you spend your free time and what brings real joy.",
      "Romance benefits from revisiting what first drew you together.",
    ],
    6: [
      "Work routines and health habits benefit from honest review.",
      "Errors at work are easier to catch now, so check everything twice.",
      "An old remedy or routine proves useful again.",
    ],
    7: [
      "A partnership matter returns for another conversation.",
      "Review agreements and contracts before renewing them.",
      "An old friend or partner may reappear with unfinished business.",
    ],
    8: [
      "Revisit shared finances, taxes or insurance arrangements.",
      "Deep matters of trust need patient, honest review.",
      "A debt or loan is worth looking at again with fresh eyes.",
    ],
    9: [
      "Travel plans may shift, so keep them flexible and check bookings.",
      "An old course of study or belief deserves a rethink.",
      "Legal or official matters benefit from careful rereading.",
    ],
    10: [
      "Career plans need reviewing before the next big move.",
      "An old professional contact or project could return.",
      "Reputation matters are best handled with patience and care.",
    ],
    11: [
      "A friend from years ago may get in touch, and a group plan may want redrafting.",
      "Long-term goals deserve a fresh look to see if they still fit.",
      "A group project benefits from slowing down to check direction.",
    ],
    12: [
      "Time alone helps you sort through feelings and memories.",
      "Unfinished emotional business surfaces, ready to be resolved.",
      "Rest and reflection bring insights that busy days hide.",
    ],
  },
  advance: {
    1: [
      "From around this date your own plans pick up speed, so have the next step ready.",
      "Whatever you wanted for yourself and parked for later can come off the shelf.",
      "Expect to feel more decisive about your looks, health or direction from here.",
    ],
    2: [
      "A payment, a sale or a money decision that kept slipping can now go through.",
      "Spending choices get simpler once you see clearly what things are worth.",
      "From here a savings plan that stalled can restart with a modest first deposit.",
    ],
    3: [
      "Replies you were waiting for start arriving, and plans for short trips settle.",
      "A course, a piece of writing or a tricky conversation gets moving again.",
      "Paperwork and messages flow better from this point on.",
    ],
    4: [
      "Household decisions that were on hold can be made with a calmer mind.",
      "A move, a repair or a family arrangement goes ahead from around this date.",
      "Life at home finds its footing after a spell of uncertainty.",
    ],
    5: [
      "Dates, outings and creative plans that kept being postponed can now happen.",
      "A project made for the love of it finds its energy again.",
      "Romance moves forward with fewer mixed signals.",
    ],
    6: [
      "Daily work gets back into its stride, and the backlog shrinks.",
      "A health routine you dropped is easier to restart from here.",
      "Colleagues and systems cooperate better than they did a few weeks ago.",
    ],
    7: [
      "A partnership decision gets made, or at least gets easier to make.",
      "Contracts and agreements that sat unsigned can be finalised.",
      "Someone you work or live with is ready to move forward with you.",
    ],
    8: [
      "Joint money matters, from a loan to a shared bill, can be settled.",
      "A conversation about trust goes further than it could before.",
      "Letting go becomes easier once the decision is made.",
    ],
    9: [
      "Travel plans, applications and studies move ahead again.",
      "An answer from an office, a school or a publisher may finally arrive.",
      "Your sense of where you are heading gets clearer.",
    ],
    10: [
      "A stalled work matter moves, and your efforts start to show.",
      "From here a career step you postponed looks possible again.",
      "People in charge are readier to say yes.",
    ],
    11: [
      "Plans with friends and groups come together after some dithering.",
      "A long-term hope gets a practical push forward.",
      "Contacts you made earlier begin to pay off.",
    ],
    12: [
      "The fog lifts on something private, and you know what to do.",
      "After a quiet spell you feel ready to rejoin the world.",
      "Work done out of sight starts to bear fruit.",
    ],
  },
  tension: {
    1: [
      "Your needs may clash with others'; stand firm without digging in.",
      "Pressure to prove yourself is best met with calm confidence.",
      "Impatience runs high, so pace yourself and pick your moments.",
    ],
    2: [
      "Money pressures call for careful choices and clear priorities.",
      "A spending disagreement needs facts rather than feelings.",
      "Resist buying to soothe stress; it rarely works for long.",
    ],
    3: [
      "Misunderstandings are likely, so say things twice and check replies.",
      "A tense conversation with a sibling or neighbour needs patience.",
      "Travel snags are possible, so leave extra time.",
    ],
    4: [
      "Family tensions may surface; listen before you respond.",
      "Home and work compete for your time, so set clear limits.",
      "A domestic problem is best tackled directly and calmly.",
    ],
    5: [
      "Romance may feel prickly; lightness and humour help.",
      "A creative block is a sign to try a different approach.",
      "Competing wishes around fun and leisure need compromise.",
    ],
    6: [
      "Work demands pile up, so prioritise and delegate where you can.",
      "Stress shows up in the body; take breaks and move often.",
      "Friction with a colleague calls for clear, calm words.",
    ],
    7: [
      "A partner or rival pushes back, clarifying what each of you wants.",
      "Disagreements in a relationship are chances to renegotiate fairly.",
      "Contracts or deals may hit snags; read everything carefully.",
    ],
    8: [
      "Shared money or trust issues need honest attention.",
      "Power struggles are best defused with openness.",
      "Debts or joint costs call for a clear, practical plan.",
    ],
    9: [
      "Differences in belief or opinion can spark debate; keep it respectful.",
      "Travel or study plans meet obstacles that ask for flexibility.",
      "Official matters may be frustrating, so persist politely.",
    ],
    10: [
      "Career pressures rise, so focus on what you can deliver.",
      "A clash with authority is best handled with facts and composure.",
      "Ambitions meet resistance, which shows you where to adjust.",
    ],
    11: [
      "Friendships or group plans may feel strained; talk it through.",
      "Competing goals in a group need clear roles and honest talk.",
      "A hope may need reshaping to fit present realities.",
    ],
    12: [
      "Hidden stress surfaces, asking for rest and quiet reflection.",
      "Old worries may keep you awake; write them down and let them go.",
      "Retreat and recharge rather than push through exhaustion.",
    ],
  },
  harmony: {
    1: [
      "A date that suits you well: people warm to you and plans for yourself go smoothly.",
      "Expect a day when being yourself is easy and well received.",
      "Personal goals get a helping hand, so make a request on your own behalf.",
    ],
    2: [
      "Around this date money matters ease and value is easy to find.",
      "A welcome payment or a small saving is likely that week.",
      "Shopping, selling and budgeting all go better than usual.",
    ],
    3: [
      "A good date for calls, visits, writing and getting things said.",
      "Neighbours, siblings and classmates are easy company around then.",
      "Short journeys and quick messages go to plan.",
    ],
    4: [
      "A pleasant date for family time, hosting or settling into your space.",
      "Relatives are in a generous mood, so ask for the help you need.",
      "A job around the house turns out easier than you feared.",
    ],
    5: [
      "Good for dates, play, creative work and anything done for joy.",
      "Romance has an easy, cheerful feel around this date.",
      "A creative idea flows well, so book time for it.",
    ],
    6: [
      "A smooth date for daily work, with colleagues in a helpful mood.",
      "Good for starting or keeping a healthy habit.",
      "Chores and routines take less effort than usual that day.",
    ],
    7: [
      "A good date for agreements, shared plans and honest talks with a partner.",
      "Someone close meets you halfway, so meet them too.",
      "Negotiations go kindly, with both sides feeling heard.",
    ],
    8: [
      "Joint finances and private matters run without friction.",
      "Closeness comes easily, and trust is easy to give.",
      "A good date to ask for support, a loan or a favour.",
    ],
    9: [
      "A fine date for travel, learning and big-picture plans.",
      "Advice from someone wiser arrives at the right moment.",
      "Booking a trip or a course goes smoothly then.",
    ],
    10: [
      "Good for interviews, reviews and being seen at your best.",
      "People in charge are receptive, so make your case.",
      "Work you did earlier earns notice around this date.",
    ],
    11: [
      "Friends and groups are good company and good allies.",
      "A helpful contact is easy to make that week.",
      "A shared hope moves a step closer.",
    ],
    12: [
      "A restful date: give yourself quiet time and let it work.",
      "Listen to your instincts; they are clear around then.",
      "Kindness offered quietly comes back to you.",
    ],
  },
  merge: {
    1: [
      "A strong date for a bold personal move; your will and your wishes line up.",
      "Your presence carries weight that day, so lead with care.",
      "A new sense of purpose may settle in around this date.",
    ],
    2: [
      "Put your effort into one money goal that week for clear results.",
      "What you value and what you spend on come into line.",
      "A focused push on earnings or savings pays off.",
    ],
    3: [
      "A conversation around this date could change your mind about something big.",
      "Ideas fuse into a plan; write it down while it is fresh.",
      "One message carries a lot of weight, so word it well.",
    ],
    4: [
      "Home and family take centre stage around this date.",
      "A heartfelt moment at home brings things into focus.",
      "Put your energy into making your space feel right.",
    ],
    5: [
      "Love or creative work reaches an intense, absorbing point.",
      "A passion project takes a leap forward.",
      "A moment of real joy or connection is likely.",
    ],
    6: [
      "A single big task at work gets done with real focus.",
      "A good date to commit to one healthier habit.",
      "Details you usually miss stand out, so take on the fiddly job then.",
    ],
    7: [
      "A close relationship reaches a meaningful moment.",
      "An important agreement or commitment becomes possible.",
      "Two people's aims come together, so choose words with care.",
    ],
    8: [
      "Deep feelings and shared money come into focus together.",
      "An honest, intense talk deepens trust.",
      "A real change becomes possible if you let it happen.",
    ],
    9: [
      "A flash of insight about your beliefs or plans is likely.",
      "A trip or a course of study becomes a priority.",
      "Looking at the bigger picture shows a new direction.",
    ],
    10: [
      "Career energy peaks, so aim high and stay focused.",
      "Ambition and effort combine into progress people can see.",
      "A significant work moment falls around this date.",
    ],
    11: [
      "Friends and shared hopes come together strongly.",
      "A group effort gains concentrated momentum.",
      "An important connection comes through your network.",
    ],
    12: [
      "Time alone brings insight and release.",
      "A private strength comes to light.",
      "Solitude does you real good around this date.",
    ],
  },
};
