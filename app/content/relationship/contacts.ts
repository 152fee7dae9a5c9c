// The middle and end of a synastry contact's text (docs/writing/relationship-texts.md): what
// each point brings to a contact of each kind, and a closing piece of advice by kind. The
// builder uses each sentence at most once in a reading, so each has one alternative or two.
import type { ContactKind, PointInKind } from "./types";

export const POINT_IN_KIND: PointInKind = {
  Sun: {
    conjunction: [
      "Identity fuses here: the Sun's owner may feel seen at the core, and now and then overshadowed.",
      "Pride rides on the link, so praise lands doubly well and a slight stings doubly hard.",
      "Two lives can start to revolve around one centre, which is warming until one of them wants the limelight alone.",
    ],
    flowing: [
      "Respect comes without effort, and each tends to encourage the other's aims simply by being around.",
      "Self-confidence grows in this company, since neither has to argue for the right to be who they are.",
      "Pride in each other comes easily, and each tends to speak well of the other when they are not in the room.",
    ],
    challenging: [
      "Wills can collide, and a disagreement about plans may turn quickly into a question of who gives way.",
      "Egos bruise easily across this link: a joke at the wrong moment can sound like a verdict.",
      "Each may want to lead at the same moment, and a plan can stall while both wait for the other to back down.",
    ],
  },
  Moon: {
    conjunction: [
      "Feelings sit close to the surface, and a low mood in one can spread to the other within minutes.",
      "Comfort is the glue, so shared meals, shared routines and a shared sofa matter more than they look.",
      "Instinct ties them, each sensing the other's mood from a sigh or the way a door closes.",
    ],
    flowing: [
      "Emotional ease comes naturally, the sense of being able to say 'I'm tired' without needing to explain.",
      "Domestic life tends to run smoothly, with each guessing what the other needs before it is asked for.",
      "Comfort is easy to give and easy to take, from a meal cooked without asking to a quiet night in.",
    ],
    challenging: [
      "Moods get misread, comfort offered one way is wanted another, and a cup of tea arrives when a hug was needed.",
      "Old hurts and family habits surface quickly, and small domestic matters can carry surprising feeling.",
      "Needs pull in different directions at tired moments, one wanting company just as the other wants to be left alone.",
    ],
  },
  Mercury: {
    conjunction: [
      "Conversation can feel like thinking aloud together, with sentences finished and a private shorthand invented within weeks.",
      "Opinions are swapped at close range, which sharpens both minds and leaves little room for private thoughts.",
      "Shared jokes and private words pile up quickly, and the same book or podcast often turns up in both hands.",
    ],
    flowing: [
      "Talk is easy and plentiful, the kind that runs past midnight and picks up again over breakfast.",
      "Plans, lists and logistics go smoothly, and even a tricky message tends to be understood as it was meant.",
      "Explaining comes easily, so a muddle can be talked through before it turns into a quarrel.",
    ],
    challenging: [
      "Misunderstandings come easily, one hearing criticism where the other meant only a question.",
      "Arguments about facts, routes and who said what can flare over nothing, mostly because they think at different speeds.",
      "Tone can undo content, and a fair point put too bluntly may be heard as an attack.",
    ],
  },
  Venus: {
    conjunction: [
      "Affection is quick and mutual, and shared pleasures, from a favourite café to a favourite song, pile up.",
      "Fondness sets the tone, though the sweetness may make both reluctant to raise anything unpleasant.",
      "Pleasure is doubled in company, and a shared taste for some small luxury can become a private ritual.",
    ],
    flowing: [
      "Liking each other is simple, and kindnesses, compliments and treats pass back and forth without anyone keeping score.",
      "Tastes tend to agree, so a shared flat, a holiday or a night out is easy to plan and pleasant to share.",
      "Charm works in both directions, and even a dull errand can turn into an outing.",
    ],
    challenging: [
      "Affection can arrive mistimed or in a form the other does not quite value.",
      "Tastes clash, from the music in the car to how much a good evening out should cost.",
      "Values may differ over money, friends or how to spend a free Sunday, and neither finds the other's choice quite lovable.",
    ],
  },
  Mars: {
    conjunction: [
      "Heat sets the tone, with desire, competition and temper all running high and fast.",
      "Drive is shared at full strength, so the two can get through a great deal in a weekend, or fight about it.",
      "Impatience is shared too, so both may want to act first and think later.",
    ],
    flowing: [
      "Getting things done together feels natural, whether assembling flat-pack furniture or training for a race.",
      "Desire and enthusiasm are easily stirred and easily met, with little hesitation about making the first move.",
      "Courage grows in this company, and each can nudge the other into the bold step they had been putting off.",
    ],
    challenging: [
      "Tempers flare readily, and the same spark that excites can turn into sharp words.",
      "Competition creeps in over who is right, who is faster and who decides, and both may push harder than they mean to.",
      "Timing jars, one charging ahead while the other digs in, and frustration builds on both sides.",
    ],
  },
  Jupiter: {
    conjunction: [
      "Generosity swells between them, and plans tend to grow larger every time they are discussed.",
      "Optimism is catching, a sense that things will work out that carries them through dull patches.",
    ],
    flowing: [
      "Good humour and goodwill come easily, and each tends to bring the other luck, contacts or a lift in spirits.",
      "Support is the gift here, from the friend who says 'apply for it' and means it.",
    ],
    challenging: [
      "Too much of a good thing is the risk: overspending, overpromising or overdoing it together.",
      "Beliefs and expectations can jar, with one finding the other preachy, careless or simply too much.",
    ],
  },
  Saturn: {
    conjunction: [
      "Commitment sets the tone, a sense of obligation that can feel like a rock or a weight.",
      "Time matters in this bond, which tends to deepen slowly and to be tested before it is trusted.",
    ],
    flowing: [
      "Reliability is the gift: promises kept, plans followed through, a steady presence through hard months.",
      "Structure comes easily, so a joint budget, a shared home or a long project can rest on firm ground.",
    ],
    challenging: [
      "Criticism and coldness are the risk, with one feeling held back or judged by the other's caution.",
      "Duty can outweigh delight, until the relationship starts to feel like a job to be done properly.",
    ],
  },
  Uranus: {
    conjunction: [
      "Surprise is built in: neither quite knows what the other will do next, and both may like it that way.",
      "Freedom is the keynote of a bond that thrives on space and dislikes a fixed timetable.",
    ],
    flowing: [
      "Change is welcomed rather than feared, and the pair can try new things together without much fuss.",
      "Friendship and independence sit well together, leaving room for separate interests without jealousy.",
    ],
    challenging: [
      "Unpredictability unsettles, with cancelled plans, sudden moods or a sense that commitment is being dodged.",
      "Restlessness pulls against stability, and one may want to change the arrangement just as the other settles into it.",
    ],
  },
  Neptune: {
    conjunction: [
      "Idealism colours everything, and each may see the other more as a dream than as a person with habits.",
      "Boundaries blur; intuition runs strong, and so does the chance of confusion about what was agreed.",
    ],
    flowing: [
      "Compassion and imagination flow, in shared art, music or faith, or simply in gentle patience.",
      "Kindness comes easily, and each tends to forgive the other's lapses without being asked.",
    ],
    challenging: [
      "Disillusion is the risk when the real person fails to match the imagined one.",
      "Vagueness and evasion can creep in, with plans left hazy and awkward truths quietly avoided.",
    ],
  },
  Pluto: {
    conjunction: [
      "Intensity sets the tone, an attraction or bond that tends to change both people, sometimes uncomfortably.",
      "Power sits close to the surface, so questions of who leads and who yields are rarely far away.",
    ],
    flowing: [
      "Depth comes without drama, the kind of trust that lets each say the hard thing and be heard.",
      "Each can help the other through a crisis or a reinvention, with a quiet strength that asks no thanks.",
    ],
    challenging: [
      "Control and jealousy are the risks, one pressing while the other resists.",
      "Power struggles can run beneath ordinary arguments, so a quarrel about the dishes is rarely only about the dishes.",
    ],
  },
  "True Node": {
    conjunction: [
      "A sense of fate often hangs about this link, a feeling of having met for a reason.",
      "Growth is the point, and the meeting may mark a turning in one life or in both.",
    ],
    flowing: [
      "Progress feels supported, as if each makes it easier for the other to move in a good direction.",
      "Lessons come gently, through example and encouragement rather than upheaval.",
    ],
    challenging: [
      "Growth and comfort pull different ways, and one may seem to tug the other back to old habits.",
      "Timing feels awkward, as if they met when their paths were heading in different directions.",
    ],
  },
  Ascendant: {
    conjunction: [
      "First impressions are strong, and in public they may be taken for a matched pair.",
      "Presence is felt physically, in how they stand, move and talk in the same room.",
    ],
    flowing: [
      "Manners mesh, so being out together is comfortable and friends tend to warm to them as a couple.",
      "Ease in each other's presence shows in small ways, a relaxed shoulder, an unforced laugh.",
    ],
    challenging: [
      "Manner grates at times, the way one enters a room or answers the phone rubbing the other up the wrong way.",
      "Their styles differ, and each may try, unhelpfully, to change how the other comes across.",
    ],
  },
  Midheaven: {
    conjunction: [
      "Public life becomes shared ground, and the pair may be known together through work or standing.",
      "Ambition lights up, and one may become closely involved in where the other's career goes.",
    ],
    flowing: [
      "Careers support each other, with advice, introductions or simply pride in the other's achievements.",
      "Aims in the world line up, so working side by side or backing each other's plans comes naturally.",
    ],
    challenging: [
      "Work and the relationship may compete for time, or one may disapprove of the other's path.",
      "Status can become a sore point, with one feeling overshadowed or unsupported in their calling.",
    ],
  },
};

/** The closing sentence of a contact's text: a practical suggestion for its kind. */
export const ADVICE: Readonly<Record<ContactKind, readonly string[]>> = {
  conjunction: [
    "Keep one interest each that the other does not share, so the closeness stays a choice.",
    "When a quarrel starts, name the one thing each is protecting before trying to win.",
    "Make a habit of saying aloud what usually goes unspoken because it seems obvious.",
    "An evening apart now and then helps, since coming back together is half the pleasure.",
    "Notice which of the two usually gives way, and swap roles on purpose once in a while.",
    "Talk about the intensity itself, calmly and on a good day, rather than only in a storm.",
    "Small rituals, a morning coffee or a Sunday walk, give the bond room to breathe.",
    "Friends who know them both can see what a close couple misses, so ask them now and then.",
  ],
  flowing: [
    "Use the ease for something that needs effort: a project, a long trip, a difficult family visit.",
    "Saying thanks for what comes naturally matters, since easy gifts are the first to be taken for granted.",
    "A shared goal set now and then keeps comfort from turning into drift.",
    "Trying something new together each season gives the harmony fresh material.",
    "Notice when ease becomes avoidance, and raise the small complaint before it grows.",
    "Build on it deliberately, with a standing date, a joint savings pot or a shared hobby.",
    "Let the good days carry the hard talks; a walk in the sunshine is a fine place for them.",
    "Comfort is not the same as closeness, so ask each other real questions now and then.",
  ],
  challenging: [
    "Pause before replying when a remark stings; ten seconds changes most arguments.",
    "Pick the battles worth having and let the rest pass with a shrug.",
    "Agree on how to disagree, for instance no rows after eleven and no dragging up old grievances.",
    "Treat the friction as news about what each needs, not as proof of failure.",
    "Take turns deciding, and keep count honestly, so neither feels steamrollered.",
    "Put the difference into words calmly, on paper if talk turns heated.",
    "Find a shared task where the tension is useful, such as a renovation or a friendly contest.",
    "Apologise for the specific thing done rather than in general.",
  ],
};
