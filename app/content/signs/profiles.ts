// Each sign's profile, for /zodiac/{sign}: its character in our own words.
import type { SignSlug } from "~/domain/zodiac";

export interface SignProfile {
  /** Two short paragraphs, 60-110 words each, about the sign's character. */
  character: [string, string];
  /** Four strengths, each a short phrase with a clause of explanation, 6-16 words. */
  strengths: [string, string, string, string];
  /** Four challenges, same shape. */
  challenges: [string, string, string, string];
}

export const SIGN_PROFILES: Readonly<Record<SignSlug, SignProfile>> = {
  aries: {
    character: [
      "Aries acts first and explains later, if at all. This is the person who has the flat-pack wardrobe half built before anyone has found the instructions, and who volunteers to ring the landlord because waiting for a reply feels worse than any awkward call. There is a childlike directness to the sign: wants are stated, annoyance is shown, and a grievance tends to burn out by teatime. Courage comes naturally, less as bravado than as a plain dislike of standing still, and people who freeze in a crisis are often glad to have an Aries in the room.",
      "The ram's weakness is the mirror of its gift. Aries starts far more than it finishes, and the garage can fill with abandoned projects: a kayak, a sourdough starter, half a novel. Patience is learnt the hard way, usually after charging at a few doors that would have opened with a gentle push. There is no sulking or scheming in the sign, though. An Aries who has wronged someone tends to say so plainly and carry on, and friends learn that the quick temper comes with an equally quick, and entirely sincere, apology.",
    ],
    strengths: [
      "Brave in the everyday sense: first to speak up when a meeting drifts off course.",
      "Decisive under pressure, choosing a road quickly rather than circling the options for weeks.",
      "Honest to the point of bluntness, so nobody has to guess where they stand.",
      "Quick to forgive, because holding a grudge would mean dwelling on the past.",
    ],
    challenges: [
      "Impatient with slow processes, and apt to skip the boring step that mattered most.",
      "Starts with a blaze of enthusiasm, then drifts off once the novelty wears thin.",
      "Treats small disagreements as contests, and rarely loses with good grace.",
      "Speaks before thinking, leaving a trail of bruised feelings it never meant to cause.",
    ],
  },
  taurus: {
    character: [
      "Taurus knows what it likes and sees little reason to apologise for it. The same café, the same table by the window, the same jumper worn soft over ten winters: to outsiders this looks like stubbornness, but to Taurus it is a kind of wisdom, the result of having tried the alternatives and found them wanting. The sign trusts the senses more than arguments. Bread should smell right, a chair should hold a body properly, and a promise should be kept to the letter. Taurus builds a life the way a good gardener plants a border, slowly and for keeps.",
      "Under the calm sits a formidable will. Pushing a Taurus rarely works; the harder the push, the deeper the heels go in, and a row can end with the bull having said almost nothing and conceded even less. Change, when it comes, has to be its own idea and arrive at its own pace. The patience that makes Taurus immovable, however, also makes it the friend who sits through a long evening of someone else's troubles without once glancing at the clock, and who turns up the next morning with soup.",
    ],
    strengths: [
      "Dependable to the minute: when Taurus says Thursday at six, it means six.",
      "Patient with slow work, happy to spend a season getting something exactly right.",
      "A fine eye for quality, and generous with good food and a warm room.",
      "Calm when others flap, lowering the temperature simply by refusing to panic.",
    ],
    challenges: [
      "Stubborn once decided, and inclined to treat fresh evidence as an attempt at persuasion.",
      "Slow to let go of habits, possessions or grudges that have stopped serving it.",
      "Can mistake comfort for contentment, and stay too long somewhere that has gone stale.",
      "Holds its anger for months in silence, then lets it out all at once.",
    ],
  },
  gemini: {
    character: [
      "Gemini thinks out loud and in several directions at once. A conversation with one can start with a podcast about octopuses, detour through a cousin's wedding and a half-remembered French verb, and land, somehow, on a sharp point about the office that nobody else had noticed. The sign collects facts, voices and people with the same easy appetite, and it has a mimic's ear for how others speak. Boredom is the real enemy. A Gemini stuck in a queue will have read the small print on every poster and struck up a chat with the stranger behind.",
      "All that quickness comes at a cost, and the cost is depth, or at least the look of it. Gemini can know a little about everything and be accused of knowing a lot about nothing, and its changes of mind, which feel to it like fresh information, can look to others like inconsistency. The twins are not two-faced so much as two-minded: genuinely able to see both sides of a question and argue either with conviction. A Gemini friend is the one who keeps a dull dinner party alive and recalls, weeks later, an odd detail someone mentioned in passing.",
    ],
    strengths: [
      "Quick-witted in conversation, able to lift a flat evening with one well-timed remark.",
      "Curious about nearly everything, and happy to learn from anyone, of any age.",
      "Adaptable when arrangements collapse, finding a plan B before others have finished grumbling.",
      "Fair-minded in argument, able to make the other side's case better than its owner.",
    ],
    challenges: [
      "Restless with repetition, so routine tasks and long commitments can be left half done.",
      "Changes its mind often enough that friends stop trusting the first answer.",
      "Talks around a difficult feeling rather than sitting with it long enough to name it.",
      "Likes an anecdote so much that the facts sometimes get a little improved.",
    ],
  },
  cancer: {
    character: [
      "Some people keep a diary; Cancer keeps a house. The mug from a grandmother, the photograph curling on the fridge, the recipe written on the back of an envelope in a late aunt's hand: each object holds a memory, and the sign is their careful archivist. Care is Cancer's native language. It notices who has gone quiet at the table, who has not eaten, who needs a lift home, and it acts on those observations without fuss. Friends often realise only years later how much of their welfare a Cancer was quietly managing.",
      "Like the crab, the sign comes with a shell, and a sideways approach to anything painful. Cancer rarely says outright that it is hurt; it withdraws, goes a little formal, and waits to see whether anyone will notice. Moods rise and fall with a tidal regularity that can puzzle steadier souls. The memory that makes it such a good keeper of family history also keeps old slights in excellent condition. Still, once Cancer has decided someone is one of its own, that person has an ally who will defend them fiercely, well after others have given up.",
    ],
    strengths: [
      "Attentive to unspoken needs, often offering a lift or a meal before anyone asks.",
      "Fiercely protective of its people, and quite unafraid of anyone who threatens them.",
      "Remembers birthdays, anniversaries and the name of a friend's childhood dog.",
      "Makes any rented room feel like home within a week of moving in.",
    ],
    challenges: [
      "Goes quiet rather than say what hurt, then expects others to guess why.",
      "Can cling to the past, and to people who have long since moved away from it.",
      "Swings between moods quickly enough to leave companions unsure who will answer the door.",
      "Gives care so freely that it forgets to ask for any in return.",
    ],
  },
  leo: {
    character: [
      "Leo walks into a room as though it has been expected, and very often it has. The sign has a talent for occasion: it will turn a wet Tuesday into a reason for candles, order the good wine at a birthday, and make the shyest guest feel like the evening's main attraction. There is nothing mean in its love of attention. Leo wants to be seen, certainly, but it wants others to shine as well, and it is one of the most generous praisers of other people's work in the whole zodiac. Warmth, for this sign, is a duty as much as a pleasure.",
      "For all the roar, the lion has a surprisingly tender skin. Leo can be wounded by a forgotten thank-you or a colleague's offhand remark, and pride makes it hard to admit the wound, so the hurt comes out instead as hauteur or a grand, chilly silence. It likes to be in charge and can take over a group holiday without quite meaning to. Its loyalty, mercifully, is as big as its voice. Plenty of people can tell of a Leo who drove across the county at midnight to help, and who never once mentioned having done so, except, perhaps, as a very good story.",
    ],
    strengths: [
      "Generous with praise, and sincere about it, which makes others braver in their own work.",
      "A natural host, turning an ordinary evening into something people remember fondly.",
      "Loyal when it counts, and quick to defend a friend in public.",
      "Confident enough to lead when a group is dithering and someone has to decide.",
    ],
    challenges: [
      "Proud to a fault, and slow to admit a mistake made in front of others.",
      "Needs appreciation more than it lets on, and sulks magnificently when none arrives.",
      "Takes charge by reflex, sometimes of plans that belonged to somebody else.",
      "Can confuse being admired with being understood, and settle for the easier one.",
    ],
  },
  virgo: {
    character: [
      "Virgo notices. The typo on the restaurant menu, the wobble in the table leg, the colleague who has worn the same tired expression all week: nothing slips past the sign's quiet attention, and most of what it notices it then tries to fix. This is less fussiness than a deep belief that things can be made to work properly with a little care. A Virgo who comes round to help a friend move flat will leave behind labelled boxes, a drawer that finally shuts and a list of which bins go out on which day.",
      "Turned inward, that same eye can be harsh. Virgo tends to measure itself against a standard no one else has set, and it can lie awake replaying a small error from a meeting that everyone else forgot by lunchtime. Criticism offered to others is usually meant as help, though it does not always land that way. Underneath the lists and the tidy habits is a modest, kind and often very funny person, with a dry wit that appears the moment it feels safe, and a readiness to do the unglamorous work nobody thanks it for.",
    ],
    strengths: [
      "Sharp-eyed for detail, catching the error in a contract that everyone else skimmed.",
      "Practical in its kindness, showing up with a toolbox rather than a sympathy card.",
      "Organised without fuss, so shared plans with a Virgo tend to actually happen.",
      "Modest about its own skill, and quick to credit the team instead.",
    ],
    challenges: [
      "Holds itself to impossible standards and rarely accepts that good enough is enough.",
      "Offers correction as help, forgetting that unasked-for advice can sting.",
      "Cannot quite relax while anything, anywhere, remains unfinished or slightly crooked.",
      "Can hide behind busyness rather than admit that it needs looking after too.",
    ],
  },
  libra: {
    character: [
      "At any gathering, Libra is the diplomat, often without being asked. It reads the mood of a room within minutes, steers the talk away from the subject that will start a row, and makes sure the newcomer is introduced to someone with shared interests. Beauty matters to the sign in a way that is easy to mistake for vanity: a well-laid table, a good haircut, a sentence with the right cadence. For Libra these things are a form of courtesy, evidence that someone took trouble. Ugliness and rudeness strike it as almost the same offence.",
      "Weighing everything takes time. Libra can spend twenty minutes choosing between two nearly identical sofas, and longer still deciding whether to voice a complaint, since every complaint risks unpleasantness. It prefers peace to victory, which makes it a fine mediator and, at times, a poor advocate for itself. Do not mistake the sign for a pushover, however. Press Libra on a question of fairness, and the pleasant manner gives way to a clear, steely sense of what is right, argued with the precision of a barrister.",
    ],
    strengths: [
      "Tactful under strain, able to say a hard thing without leaving a bruise.",
      "Genuinely fair, hearing both sides fully before forming a view on any dispute.",
      "Good taste worn lightly, from a well-chosen gift to a perfectly pitched thank-you note.",
      "Makes strangers feel welcome, and draws quiet people into the conversation.",
    ],
    challenges: [
      "Dithers over decisions, weighing the options until the chance to choose has passed.",
      "Avoids open conflict so carefully that real problems can fester for months.",
      "Says yes to please people, then resents the commitments it never wanted.",
      "Can tailor its opinions to the company, leaving others unsure what it thinks.",
    ],
  },
  scorpio: {
    character: [
      "Scorpio listens more than it talks, and remembers nearly everything. At a party it is often found in the kitchen with one other person, deep in the sort of conversation that begins with a film and ends with a childhood fear confessed over the washing-up. Small talk bores it. The sign wants to know what lies underneath: the real reason a friend left a job, the thing a family never discusses at Christmas. People tell Scorpio their secrets almost without meaning to, and it keeps them, faithfully, for decades.",
      "That intensity cuts both ways. Scorpio does not give trust lightly, and once it is broken the door tends to close for good, with little explanation offered. Jealousy and suspicion can creep in when it feels exposed, and it may test people in quiet ways they never realise they are failing. Few signs, on the other hand, are braver about difficult truths. Scorpio will sit with a friend through grief without flinching or rushing to tidy it up, and it can rebuild itself after a loss with remarkable resolve, changed but unbowed.",
    ],
    strengths: [
      "Keeps a confidence absolutely, even years after the friendship that prompted it.",
      "Sees a hard task through to the end, however long or grim it gets.",
      "Perceptive about motives, often spotting the real story behind a polite public version.",
      "Committed to the hilt once it has chosen a cause, a craft or a person.",
    ],
    challenges: [
      "Slow to trust, and slower still to forgive a single betrayal.",
      "Guards its own privacy so closely that friends can feel shut out.",
      "Tests loyalty in silent ways, then keeps score of who failed.",
      "Can brood for weeks over a slight that was never intended.",
    ],
  },
  sagittarius: {
    character: [
      "Nothing cheers Sagittarius like a horizon. It may be a country it has never visited, a philosophy it has just found in a second-hand bookshop, or simply a stretch of coast it does not yet know; what matters is that there is more out there. The sign has the optimism of someone who expects the next town to be interesting and is usually right. It makes friends on trains, in hostels and at bus stops, and can cheerfully hold a conversation in three languages using twelve words of each.",
      "Its honesty is famous and occasionally alarming. Sagittarius will tell the host that the soufflé has collapsed, and mean it kindly, and be genuinely baffled by the wounded silence that follows. Commitments can feel like fences to the archer, so it tends to keep the diary loose and its options open, which frustrates the planners in its life. There is real wisdom under the restlessness, all the same. At a friend's lowest moment, Sagittarius can make a setback look like a detour rather than a dead end.",
    ],
    strengths: [
      "Optimistic in a practical way, expecting things to work out and acting accordingly.",
      "Candid when others hedge, so its praise is worth having because it is never automatic.",
      "Open to strangers and unfamiliar ideas, and rarely threatened by either.",
      "Funny in a generous way, able to laugh at its own misadventures first.",
    ],
    challenges: [
      "Blunt by accident, and surprised when the truth lands hard.",
      "Promises more than the calendar can hold, then slips quietly away from the surplus.",
      "Grows restless with routine and may leave before slow rewards have time to arrive.",
      "Keeps its eyes on the broad view while details, forms and deadlines go astray.",
    ],
  },
  capricorn: {
    character: [
      "While friends are planning the weekend, Capricorn is quietly working out where it wants to be in ten years and what must happen on Monday to get there. The sign respects effort, competence and the kind of knowledge that only comes from doing a thing for years. It is often old when young, the teenager who took a Saturday job seriously and kept a notebook of what the regulars ordered. Then, pleasingly, it seems to grow younger with age, loosening up in midlife to the surprise of everyone who knew it at sixteen.",
      "Reserve is the first thing people see, and it is easy to misread as coldness. Capricorn shows affection in deeds: the car serviced before a long drive, the paperwork sorted for an elderly parent, the reference written promptly and well. It can be hard on itself, treating rest as something earned rather than needed, and it may carry too much simply because it does not trust others to carry it properly. And then there is the humour: bone-dry, deadpan, and usually let loose at the least suitable moment, such as a funeral tea or a board meeting.",
    ],
    strengths: [
      "Patient with long goals, willing to do the dull groundwork for years.",
      "Reliable under responsibility, the person others quietly hand the difficult job to.",
      "Knows how institutions work, and how to get things done inside them.",
      "Calm about setbacks, treating them as information rather than disaster.",
    ],
    challenges: [
      "Finds holidays faintly uncomfortable, and is apt to check the work inbox from the beach.",
      "Can seem cold on first meeting, and makes little effort to correct the impression.",
      "Measures worth by achievement, its own and other people's, sometimes harshly.",
      "Can dismiss feelings, its own included, as a distraction from the task.",
    ],
  },
  aquarius: {
    character: [
      "People in general fascinate Aquarius; people in particular can puzzle it. It will spend a Saturday running a repair café for the neighbourhood, or campaigning for a better bus timetable, yet find a one-to-one heart-to-heart strangely tiring. The sign thinks in systems and futures. Hand an Aquarius a problem, and it will question the premise before solving it, often to the irritation of whoever set it. Its friendships are wide and durable, and its circle tends to include an unlikely mix: a retired engineer, a drag performer, a neighbour's teenage son.",
      "Independence is close to sacred here. Aquarius dislikes being told what to think, and will occasionally take the opposite view for the pleasure of not agreeing, then defend it with surprising stamina. Feelings are approached like a slightly foreign subject: studied with interest, but kept at arm's length. The detachment has a generous side. Because Aquarius does not need people to be like it, it is unusually accepting of those who are different, and is often the first in a group to stand up for the person everybody else finds odd.",
    ],
    strengths: [
      "Original in its thinking, finding the answer that comes from questioning the question.",
      "Tolerant of difference, and genuinely curious about lives unlike its own.",
      "Civic-minded, willing to give up a weekend for a cause that helps strangers.",
      "A steady friend over decades, even when months pass between meetings.",
    ],
    challenges: [
      "Retreats into ideas when feelings run high, and can look aloof as a result.",
      "Stubborn about its principles, even when a little compromise would cost nothing.",
      "Can forget a birthday while remembering the date of every protest march.",
      "Bristles at rules it did not write, even the sensible ones.",
    ],
  },
  pisces: {
    character: [
      "Pisces feels the weather of other people. Before anyone has said a word, it has sensed that someone is hiding a disappointment, and it will find a way to sit beside them. The sign lives with porous edges: a sad song on the radio can change its afternoon, and a stranger's story on the bus can stay with it for days. Imagination runs deep. Many Pisceans draw, write, play or daydream with real gifts, and even those who do none of these tend to keep a private inner world, richly furnished and largely unvisited.",
      "Such softness makes boundaries hard. Pisces can say yes to a friend's crisis at eleven at night and again at one in the morning, and then wonder where its own evening went. Practical matters, the renewal letter and the overdue library book, tend to drift until the last moment, not from laziness but because the sign's attention is elsewhere, somewhere more interesting. It would be a mistake to call it weak. Pisces has a quiet, stubborn compassion that outlasts many louder kinds of strength, and it forgives with a completeness others find hard to believe.",
    ],
    strengths: [
      "Deeply empathetic, able to understand a feeling without needing it explained.",
      "Imaginative and artistic, with a gift for music, pictures or words.",
      "Forgives generously, and rarely holds a person's worst day against them.",
      "Gentle with the vulnerable, from a nervous child to a stray cat.",
    ],
    challenges: [
      "Absorbs other people's moods so fully that its own get lost.",
      "Lets the dull admin slide, from unopened post to forms filed a day late.",
      "Struggles to say no, and overcommits to anyone who asks.",
      "Escapes into daydreams when reality gets awkward, instead of facing it.",
    ],
  },
};
