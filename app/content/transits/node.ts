// Transiting Mars to Pluto to the natal true node, for /forecast's month in words
// (docs/writing/transit-texts.md). The node stands for the way a life is asked to grow; a
// contact with the south node, where old habits live, is one with the north node by opposition.
import type { NodeTransitTexts } from "./types";

export const NODE_TRANSITS: NodeTransitTexts = {
  Mars: {
    conjunction:
      "Impatience with the familiar flares for about a week, and the unfamiliar road looks worth a fight. Courage to try what you usually leave to others comes more easily, though it may arrive with a short temper. Rushing is the risk: starting boldly and quitting at the first snag. Choose one small act that belongs to the life you are growing towards, a class, a call, a first attempt, and do it before the heat cools.",
    easy: "Effort lines up with growth for several days, so a push in a new direction meets less resistance than usual. A skill you have circled for years, a person who stretches you, a place you have never gone: each is easier to approach now. Waiting for a perfect moment wastes it. Spend a few hours of the week on the thing that scares you slightly and excites you more.",
    hard: "Old reflexes fight back for a week or so. Anger may pull you towards the tactics that always worked before, even where they no longer fit, and someone may provoke exactly the habit you are trying to drop. The friction shows which of those habits still hold the wheel. Notice the familiar move as it starts, pause for a breath, and try the less practised answer once.",
  },
  Jupiter: {
    conjunction:
      "Doors open towards the unfamiliar for some weeks, and the life you half-imagined for yourself looks within reach. Teachers, trips, books and people from outside your usual circle may turn up at the right time. Saying yes to everything is the catch; growth needs a direction. Write down the one change that would make next year truly different, and accept the invitations that serve it.",
    easy: "Generous chances to grow arrive over the coming weeks, often through other people. A mentor's suggestion, a course, a move or an unexpected offer can point somewhere new and feel surprisingly natural. Luck favours the one who answers. Keep a short list of openings as they appear, and follow up the two that would stretch you most within a few days of each.",
    hard: "Comfort grows tempting for a few weeks: more of what you already know, done bigger. Plans can swell in the old direction while the new one waits, and advice may pull two ways at once. Underneath lies a real question about what kind of growth you want. Before saying yes to an easy expansion, ask whether it repeats the past or builds something unfamiliar.",
  },
  Saturn: {
    conjunction:
      "A season of commitment to your own direction begins, and it may feel heavy before it feels right. Duties can gather around the very path you know you should take, and shortcuts close. Patience and structure are what this asks; fear of getting it wrong is the snag. Set one long-term aim in the new direction, break it into weekly tasks, and keep them through the months ahead.",
    easy: "Steady work towards a new way of living tends to hold over these weeks and months. A routine, a qualification, a serious agreement or a well-planned move can lay foundations that last. Slow progress is still progress. Pick the habit that would carry you furthest over a year, give it a fixed time each week, and let the results accumulate without checking daily.",
    hard: "Responsibilities may seem to pin you to the old ground for a while, as if duty and growth cannot share a calendar. Obligations to family, work or the past ask for attention, and the new direction can feel delayed. The pressure sorts what truly must be carried from what is merely habit. List your commitments, and let one that no longer fits be handed on or ended.",
  },
  Uranus: {
    conjunction:
      "Sudden turns over a season or more may jolt you off a predictable course and onto one that suits you better. An offer, a meeting or a plain restlessness can arrive out of nowhere and change the map. Leaping before looking is the hazard. Stay open to the surprise, give big decisions a week before acting, and keep one steady anchor while the rest moves.",
    easy: "Fresh ideas about how to live arrive over the coming months, and change that once felt risky begins to look obvious. Experiments, new technology, unusual friends or a change of scene can help you find the freer version of your life. Small trials teach more than grand plans. Try one unconventional arrangement for a month and keep what works.",
    hard: "Restlessness and disruption may unsettle both the old routines and the new aims for a season. Plans can break at awkward moments, and the urge to rebel may aim at the wrong target. The shake-up loosens habits that were stuck. When something collapses, wait before rebuilding it the same way, and ask what freer shape it could take.",
  },
  Neptune: {
    conjunction:
      "Over a long stretch, the sense of where your life should lead may blur before it clears. Longing, intuition and ideals grow louder, and hard facts can seem less convincing than a dream. Inspiration is real now, and so is the risk of drifting. Keep a notebook of images and wishes that recur, and test each against one practical step before building on it.",
    easy: "Imagination gently widens your sense of what is possible in the coming months. Music, art, spiritual practice, service or a quiet place by water can show a new direction without argument. Trust grows for softer ways of living. Give a regular hour to the creative or caring pursuit that moves you, and notice where it keeps pointing.",
    hard: "Confusion about direction may creep in over a season: old escapes look comforting and new aims look foggy. Other people's hopes can be mistaken for your own, and promises may prove vaguer than they sounded. Clarity returns when the fog is treated honestly. Check facts twice before committing, and ask of each wish whether it is truly yours.",
  },
  Pluto: {
    conjunction:
      "Deep change in the direction of your life works slowly through a long season. Old ambitions may lose their hold while a stronger purpose takes root, and power, whether yours or someone else's, becomes hard to ignore. Resisting every ending makes it harder. Let go of one aim you have outgrown, and give its time and attention to what now feels necessary.",
    easy: "Quiet strength builds behind a change of course over the months ahead. Research, therapy, honest talks and patient investment in a goal can reach the roots of what needs to shift. Influence tends to come when it is used carefully. Pick one area where a deeper commitment would transform things, and put sustained effort there rather than spreading it thin.",
    hard: "Pressure to change may feel like a struggle with forces beyond your control for a long while. Old patterns of control or fear can resurface, and someone's demands may press exactly there. The struggle is how stale patterns lose their grip. When a power contest starts, step back to ask what you fear losing, and decide calmly what to release.",
  },
};
