// The transiting Moon to each point of the birth chart, for /today (docs/writing/transit-texts.md).
import type { TransitTexts } from "./types";

export const MOON_TRANSITS: TransitTexts = {
  Sun: {
    conjunction:
      "Feeling and purpose line up for a few hours, so what you want and what you need point the same way. The mood is personal and a little exposed: a remark about your work may land as a remark about you. The gift is wholehearted effort; the snag is taking small things to heart. Give the afternoon or evening to something that matters to you rather than to duty, and eat properly while you do it.",
    easy: "Heart and aim agree today, at least until evening. Small choices feel easy because what you need and what you are aiming for are not arguing, and people may find you more approachable than usual. A quiet word with a parent, partner or colleague can go well. Spend the ease on something personal that keeps slipping down the list: the call home, the tidy desk, the walk you promised yourself.",
    hard: "A small tug of war runs through the day between what you mean to do and what you feel like doing. Plans may look right on paper while your mood drags its feet, or a home matter may pull you away from something you care about. Neither side is wrong, and the friction passes within hours. Give the feeling a short hearing, a cup of tea or a phone call, then return to the task.",
  },
  Moon: {
    conjunction:
      "Once a month the Moon comes back to where it stood when you were born, and for a day your feelings run close to the surface. Familiar needs speak up: comfort food, a particular chair, the people who know you without explanation. Moods can be strong, but they are honest. Keep the evening simple and homely if you can, and notice what you reach for; it shows what you most need this month.",
    easy: "Comfort comes easily this evening. Feelings flow without much fuss, and small domestic pleasures, a proper meal, clean sheets, a chat with someone from home, tend to do you good. It is a kind moment for looking after yourself or someone close without making a production of it. Cook something you grew up with, or ring the person who always answers, and let the hours be ordinary in a good way.",
    hard: "Old needs can surface at awkward moments today: a wish to be looked after in the middle of a meeting, irritation at home over nothing much, a craving for the wrong kind of comfort. The mood is real but brief, and it tends to say more about tiredness than about the people around you. Feed yourself, rest early if you can, and leave big talks for another evening.",
  },
  Mercury: {
    conjunction:
      "Thoughts and feelings speak with one voice for a while, so words come out coloured by mood. Conversation can be warm and instinctive, and you may remember the things that matter to people: a name, a birthday, an old story. The snag is taking a passing worry for a fact, or saying more than you meant. Write down what is on your mind before you say it aloud, and reread any message sent in a hurry.",
    easy: "Talk comes easily and kindly for an afternoon or an evening. You may find the right words for something you have been feeling, and people tend to hear the care behind them. Good for a catch-up call, a note to someone you miss, or a family plan that needs agreeing. Jot down the ideas that float up; moods make good notes, and tomorrow you can sort the useful ones from the rest.",
    hard: "Head and heart may argue for a few hours. Facts say one thing and the mood another, and conversations can catch on tone rather than content: a short reply read as a snub, a question heard as criticism. Before answering anything that stings, ask yourself whether you are tired or hungry, and give it an hour. Routine paperwork is safer than delicate discussions until the evening settles.",
  },
  Venus: {
    conjunction:
      "Affection runs warm and small pleasures matter more than usual. You may want company, something pretty, a treat, or simply to hear that you are appreciated, and people tend to respond to your softness, so it is a good evening for friends or a partner. Watch for comfort spending, or soothing a mood with sweets. Choose one pleasure on purpose, enjoy it fully, and skip the rest.",
    easy: "Kindness flows in both directions today. A compliment, a shared meal or a small gift can land better than usual, and it may be easier to say what you like and what you do not. Social plans, a date, turning a cluttered room into something lovely: all tend to go well while the mood holds. Make a small gesture towards someone you value, and say plainly why you value them.",
    hard: "Needs and wants pull slightly apart this evening. You may crave closeness and then find the company irritating, or want a treat that does not really feel good afterwards. Small touchiness in love or friendship tends to pass by tomorrow. Ask whether you need comfort or pleasure; they are not the same. Look after the first with rest and the second with something simple, and keep spending modest.",
  },
  Mars: {
    conjunction:
      "Mood and drive fuse for a few hours, so a feeling turns into action almost before you notice it. That can be a blessing for chores that have waited for weeks: one evening may clear them. The snag is a short fuse, especially at home, where a small annoyance can flare. Give the restlessness a physical outlet, a brisk walk, a workout, a deep clean, before any conversation that matters.",
    easy: "Feelings and drive cooperate today, which makes it a good time to act on something you care about. Courage comes more easily: asking for what you need, fixing the thing at home that annoys you, standing up for someone close. Effort feels satisfying rather than forced. Pick one task with emotional weight and finish it before bedtime; this kind of momentum rarely outlasts the evening.",
    hard: "Irritation may arrive out of nowhere. A small slight, a slow queue or a messy kitchen can spark a reaction bigger than it deserves, and others may be prickly too. Underneath is a real need that has been ignored. Move your body before you speak, and if a row starts, name the need rather than the fault. Most of this heat tends to fade by bedtime.",
  },
  Jupiter: {
    conjunction:
      "Generous feelings spill over for an afternoon or so. You may feel hopeful, expansive and ready to say yes to everyone, and that warmth tends to be catching. The snag is too much of a good thing: an extra helping, an extra glass, an extra promise. Share the good mood by doing something kind and concrete, then stop before the evening tips into excess. Hope is welcome; new commitments can wait until morning.",
    easy: "Optimism comes easily today, and small acts of faith tend to pay off: inviting someone over, trying a new dish, offering help without being asked. People may be more giving too. A good evening for learning something, planning a trip or simply counting what has gone right this week. Tell someone what they have done for you, or write down three things you are glad of; the glow grows when it is shared.",
    hard: "Appetite outruns need for a while. You may want more than is good for you, of food, reassurance or plans, or feel that life at home is suddenly too small for your hopes. The restlessness is a sign of growth, not of failure, and it settles within the day. Keep portions and promises modest, and put the bigger wish on paper where you can look at it calmly later in the week.",
  },
  Saturn: {
    conjunction:
      "A sober mood settles for a few hours. Feelings may seem heavier than usual, and duty can crowd out comfort: bills, obligations, the sense that nobody else is going to do it. Steadiness is the gift, since a practical job done now tends to stay done. Give yourself one task that brings order, then allow some warmth afterwards, a bath, a familiar meal, an early night. The weight lifts when the Moon moves on.",
    easy: "Steady feelings help practical work today. Routines feel reassuring rather than dull, and it may be easier to keep a promise, sort household admin or have a sensible talk with an older relative. Calm responsibility suits the hours ahead. Choose one grown-up job you have been avoiding, a form, a budget, booking a repair, and finish it; the satisfaction tends to outlast the evening.",
    hard: "Loneliness or a sense of being unsupported can brush past this evening. Duty may clash with the wish to be looked after, and old fears about not being good enough can sound louder than they deserve. None of it is a verdict. Be practical and kind with yourself: eat, rest, do one small task well, and reach out to someone reliable rather than carrying the mood alone.",
  },
  Uranus: {
    conjunction:
      "Restless feelings pop up without warning. A sudden urge to change the routine, go somewhere new or get away from everyone may take hold for an afternoon or an evening. A fresh view of a stale habit at home can come of it, though acting on impulse may be regretted by morning. Try one small break from routine, a new route, an unplanned visit, and keep decisions that cannot be undone for a calmer day.",
    easy: "Small surprises brighten the mood today. An unexpected message, a change of plan or a spontaneous outing may feel refreshing rather than unsettling, and your need for space is easy to meet. Others may welcome a different approach too. Try something slightly unusual before bedtime: a new recipe, an unplanned walk, a different seat at the table. Little changes can loosen a habit that has grown stiff.",
    hard: "Jumpy feelings may unsettle the afternoon. A need for freedom and a need for comfort pull in different directions, so you may crave company and then want to bolt, or feel boxed in by plans that suited you yesterday. Sudden changes from others can rattle you. Keep some slack in the schedule, take short breaks in fresh air, and let a flash of impatience pass before replying to it.",
  },
  Neptune: {
    conjunction:
      "Dreamy, tender and porous: that is the mood for a few hours. You may pick up other people's feelings as if they were your own, be moved by music or a film, or find concentration drifting. The gift is compassion and imagination; the snag is muddle and over-giving. Protect some quiet time, drink water, and check facts twice before acting on a hunch. Creative or caring tasks suit the evening best.",
    easy: "Imagination and feeling flow gently together today. Music, art, a long bath, a quiet act of kindness: anything soft and sensitive tends to go well while the Moon passes. Intuition about the people close to you may be unusually sound. Give the evening to something that feeds the inner life, a sketch, a journal entry, a favourite old film, and let practical matters rest until tomorrow.",
    hard: "Vague feelings may cloud the day. A sense of disappointment, confusion about what someone meant, or a pull towards escape can blur clear thinking for a few hours. The wish underneath is for something finer than ordinary life offers. Ground yourself with simple things: a walk, a proper meal, a clear list of what needs doing. Check a worrying message again before reacting; the fog tends to lift by morning.",
  },
  Pluto: {
    conjunction:
      "Deep feelings stir today. Something small, a look, a memory, a tone of voice, may touch an old wound or reveal how strongly you care. The mood can be intense and private, and the urge to control a situation may run high for a few hours. The gift is emotional honesty. Write down what comes up rather than acting on it, and clear out one drawer or cupboard; letting go of objects can ease the feeling.",
    easy: "Emotional courage comes more easily this evening. It may be a good time to face something you usually avoid: a frank talk, a look at old feelings, a thorough clear-out. Insight into your own motives can be sharp and useful while it lasts. Use the hours for one quiet piece of inner housekeeping: ring the person you need to make peace with, or throw away what you no longer need.",
    hard: "Strong reactions may rise from nowhere today. Jealousy, suspicion or the urge to get your way can colour a simple exchange, especially at home. The intensity often points to an old fear rather than the present moment. Before pushing or withdrawing, breathe and ask what you are afraid of losing. Saying the need plainly tends to defuse a power struggle before it starts.",
  },
  Ascendant: {
    conjunction:
      "Feelings show on your face for a while. Others may read your mood before you have said a word, and you may feel more sensitive to how you come across. The gift is approachability: people tend to open up to you. The snag is feeling exposed or self-conscious. Dress for comfort, look after your body with food and rest, and let one honest expression of how you feel do the talking.",
    easy: "People warm to you easily today. A relaxed manner, a friendly look, a little humour: first impressions tend to go your way until nightfall, and others may seek you out. It is a good moment to meet someone new, make a small request or simply enjoy being in company. Say hello to the neighbour, chat to the person at the till, and notice how the mood lifts.",
    hard: "Inner mood and outer manner may not match this afternoon or evening. You might feel one thing and look another, or find other people's needs pressing on you just when you want to withdraw. Small misreadings can happen: a tired face taken as a cold one. Say briefly how you are if asked, take time alone when you can, and let the awkwardness pass without over-explaining.",
  },
  Midheaven: {
    conjunction:
      "Public and private feelings meet for a few hours. Work matters may stir strong emotions, and people in charge may notice how you are, for better or worse. Visibility helps: a sincere word to a manager or client can carry weight. A work setback, though, can feel personal. Put your best foot forward on one visible task today, and keep a private outlet for any frustration.",
    easy: "Ambition and feeling support each other today, so work can seem meaningful rather than merely necessary. Colleagues and managers may respond well to a caring approach, and a quiet word about what you need at work can be heard. Use the moment for a small professional step: update a colleague, offer help, or tidy the project you care most about before the mood moves on.",
    hard: "Home and work may tug at you in opposite directions today. A family need can arrive just as a deadline looms, or work stress may follow you home and sour the evening. Neither side has to win outright. Decide what truly needs you today, say so clearly to the other side, and leave a little time at the end of the day to switch off properly.",
  },
};
