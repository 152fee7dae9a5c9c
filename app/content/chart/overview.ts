// The overview that opens the chart's reading (app/domain/chart/overview.ts): short pieces the
// reading joins with the chart's own names and figures, so that two charts seldom share a
// sentence (docs/writing/chart-texts.md#the-overview). Our own words throughout.
import type { Element, Modality, Planet } from "~/domain/zodiac";
import type { HouseNumber, MajorAspect, SignName } from "./types";

/** What the Sun in each sign wants, after "wants" or "aims". */
export const SUN_WANTS: Readonly<Record<SignName, string>> = {
  Aries: "to be first and to start things",
  Taurus: "to build something that lasts",
  Gemini: "to know a little of everything and to pass it on",
  Cancer: "to look after its own",
  Leo: "to make something and be seen for it",
  Virgo: "to be useful and to get things right",
  Libra: "fairness, beauty and good company",
  Scorpio: "the truth under the surface, and the nerve to face it",
  Sagittarius: "meaning, distance and a larger view",
  Capricorn: "achievement earned over years",
  Aquarius: "freedom, and a better arrangement for everyone",
  Pisces: "a life with room for compassion and dreams",
};

/** What the Moon in each sign needs to feel safe. */
export const MOON_NEEDS: Readonly<Record<SignName, string>> = {
  Aries: "quick action and room to move",
  Taurus: "calm, comfort and the same good things again",
  Gemini: "talk, variety and something new to think about",
  Cancer: "closeness and people to care for",
  Leo: "warmth, play and appreciation",
  Virgo: "order, a useful task and a tidy day",
  Libra: "harmony and someone to share things with",
  Scorpio: "intensity, privacy and complete trust",
  Sagittarius: "freedom, humour and a horizon",
  Capricorn: "a plan, self-reliance and respect",
  Aquarius: "space, friends and ideas to share",
  Pisces: "quiet, music and time to drift",
};

/** How each rising sign meets the world. */
export const RISING_MANNER: Readonly<Record<SignName, string>> = {
  Aries: "head-on and at speed",
  Taurus: "slowly, calmly and with good manners",
  Gemini: "with questions, jokes and quick eyes",
  Cancer: "guardedly at first, then with great warmth",
  Leo: "openly, with presence and generosity",
  Virgo: "modestly, noticing every detail",
  Libra: "charmingly, looking for common ground",
  Scorpio: "watchfully, giving little away",
  Sagittarius: "frankly, cheerfully and ready to roam",
  Capricorn: "composed and businesslike, warming with time",
  Aquarius: "in a friendly way but a little apart",
  Pisces: "softly, taking on the mood of the room",
};

/**
 * The Sun and Moon by how many signs apart they stand (0 to 6), as the second sentence of the
 * big three: `sun` and `moon` are the signs, `element` the shared one where there is one.
 */
export const LIGHTS_APART: readonly ((sun: string, moon: string, element: string) => string)[] = [
  (sun) =>
    `Both lights share ${sun}, so will and feeling pull one way and seldom argue, though little inside you argues the other side either.`,
  (sun, moon) =>
    `${sun} and ${moon} are neighbours with almost nothing in common, so heart and will speak different dialects, and part of growing up is learning to translate.`,
  (sun, moon) =>
    `${sun} and ${moon} sit two signs apart, a friendly pairing: what you aim for and what comforts you help each other once you make a small effort.`,
  (sun, moon) =>
    `${sun} and ${moon} stand three signs apart and are at odds by nature, so a quarrel runs between your aims and your comforts; it is also what keeps you moving.`,
  (sun, moon, element) =>
    `${sun} and ${moon} are both ${element} signs, so aims and needs run in one direction and you tend to feel at peace with yourself, sometimes too comfortably to stretch.`,
  (sun, moon) =>
    `${sun} and ${moon} lie five signs apart, sharing neither element nor mode, so aims and needs keep adjusting to each other like two cooks in one small kitchen.`,
  (sun, moon) =>
    `${sun} and ${moon} face each other across the zodiac, so wanting and needing tug two ways, and partners often end up holding one of them.`,
];

/** The rising sign against the Sun and Moon: the Sun's sign, the Moon's, the Sun's element, other. */
export const RISING_WITH = {
  sunSign: (rising: string) =>
    `With the Sun in the rising sign too, ${rising} twice over, you tend to come across much as you are, and people rarely need a second meeting to know you.`,
  moonSign: (rising: string) =>
    `The Moon's own sign, ${rising}, is also rising, so moods show on your face before you have decided to share them.`,
  sunElement: (rising: string, element: string) =>
    `${rising} rising shares the Sun's ${element}, so the first impression you give fits the person underneath.`,
  other: (rising: string, sun: string) =>
    `New acquaintances see the ${rising} front first and find the ${sun} purpose behind it only later; both are you, and the gap between them can surprise them.`,
};

export const ELEMENT_LEADS: Readonly<Record<Element, string>> = {
  fire: "enthusiasm, nerve and a wish to act come before reflection",
  earth: "you trust what can be touched, counted and finished",
  air: "ideas, words and other minds are where you live",
  water: "feeling, memory and instinct steer more than you may admit",
};

export const ELEMENT_TRAITS: Readonly<Record<Element, string>> = {
  fire: "nerve",
  earth: "patience",
  air: "thought",
  water: "feeling",
};

/** An element with no weight at all in the chart. */
export const ELEMENT_MISSING: Readonly<Record<Element, string>> = {
  fire: "With no fire at all, motivation may need sparks from outside: a deadline, a rival, a friend who gets you moving.",
  earth:
    "With no earth at all, money, bodies and timetables can feel like a foreign language, one worth learning on purpose.",
  air: "With no air at all, you may act or feel long before you can explain why, and talking things through aloud helps.",
  water:
    "With no water at all, you may deal with feelings briskly, yours and other people's, and find tears a puzzle.",
};

/** An element with a little weight, after "while ... is thin at N points, so". */
export const ELEMENT_THIN: Readonly<Record<Element, string>> = {
  fire: "getting started can take more effort than keeping going",
  earth: "practical matters may need lists and reminders",
  air: "you may know what you think only after you have said it",
  water: "other people's moods can be easy to miss",
};

export const MODALITY_LEADS: Readonly<Record<Modality, string>> = {
  cardinal: "you begin things readily, and finishing is where the practice lies",
  fixed: "you hold on, for better and worse, and change comes slowly but for good",
  mutable: "you adapt and change course easily, and a steady direction is what needs guarding",
};

/** Two modes tied for the lead, by the pair's names in the order cardinal, fixed, mutable. */
export const MODALITY_TIES: Readonly<Record<string, string>> = {
  "cardinal fixed":
    "you start things and stay with them, which makes for stamina and some stubbornness",
  "cardinal mutable":
    "you are quick to act and quick to adjust, better at openings than at long middles",
  "fixed mutable": "you hold on to what matters and bend on the rest",
  "cardinal fixed mutable":
    "no one way of meeting change rules, so you can start, keep or adapt as a day asks",
};

/** Seven or more of the ten planets on one side; `except` names the others. */
export const HEMISPHERES = {
  above: (n: number, except: string) =>
    `Every planet but ${except} stands above the horizon, ${n} of ten, which tends to turn a life outward, towards work, the public and the wider world.`,
  below: (n: number, except: string) =>
    `Every planet but ${except} lies below the horizon, ${n} of ten, so private life, home and what you build for yourself tend to count for more than being seen.`,
  east: (n: number, except: string) =>
    `Every planet but ${except} is on the eastern side of the wheel, ${n} of ten, so you tend to start things yourself rather than wait to be asked.`,
  west: (n: number, except: string) =>
    `Every planet but ${except} is on the western side of the wheel, ${n} of ten, so your life tends to take shape through other people and the openings they bring.`,
};

/** What each house's affairs are, after "runs through". */
export const HOUSE_AREAS: Readonly<Record<HouseNumber, string>> = {
  1: "your own body, looks and manner",
  2: "money, possessions and a sense of worth",
  3: "talk, learning, siblings and neighbours",
  4: "home, family and roots",
  5: "creative work, romance and play",
  6: "daily work and health habits",
  7: "partners and open rivals",
  8: "shared money, intimacy and change",
  9: "beliefs, travel and study",
  10: "career and reputation",
  11: "friends, groups and hopes",
  12: "solitude and what stays hidden",
};

export const PLANET_THEMES: Readonly<Record<Planet, string>> = {
  Sun: "identity and purpose",
  Moon: "feeling and the need for home",
  Mercury: "thinking and talk",
  Venus: "love, taste and pleasure",
  Mars: "drive and desire",
  Jupiter: "growth, faith and generosity",
  Saturn: "duty, time and mastery",
  Uranus: "freedom and surprise",
  Neptune: "dreams and compassion",
  Pluto: "power and renewal",
};

/** The chart ruler's dignity in its sign, or none. */
export const RULER_DIGNITY = {
  domicile: (p: string, sign: string) =>
    `${p} is at home in ${sign}, which gives the whole chart a confident, plain-spoken guide.`,
  exaltation: (p: string, sign: string) =>
    `${p} is exalted in ${sign}, honoured there and at its best, so the chart's guide tends to be trusted.`,
  detriment: (p: string, sign: string) =>
    `${p} is in detriment in ${sign}, the sign opposite its own, so the chart's guide works against the grain and learns by doing so.`,
  fall: (p: string, sign: string) =>
    `${p} is in fall in ${sign}, so the chart's guide starts out modest and has to earn its confidence.`,
  none: (p: string, sign: string) =>
    `${p} is neither strengthened nor weakened by ${sign}, so its aspects say more about it than its sign does.`,
};

export const SHAPES = {
  bundle: (gap: number) =>
    `All ten planets gather inside a third of the wheel, leaving ${gap}° empty, a bundle: a concentrated life, intense in a few areas and fairly indifferent to the rest.`,
  bowl: (gap: number) =>
    `The planets fill one half of the wheel and leave ${gap}° empty, a bowl: you tend to carry a sense of mission, and of something missing that you keep reaching for.`,
  bucket: (gap: number, handle: string) =>
    `Nine planets fill half the wheel and ${handle} stands alone across the empty side, a bucket with ${handle} as its handle, the widest gap ${gap}°: the handle is where the chart's effort pours out.`,
  locomotive: (gap: number) =>
    `The planets fill two thirds of the wheel and leave ${gap}° empty, a locomotive: self-propelled and driven, with the planet at the leading edge setting the pace.`,
  seesaw: (gap: number) =>
    `The planets fall into two groups facing each other across gaps of up to ${gap}°, a seesaw: you weigh one side of life against the other, and come to see both.`,
  splash: (gap: number) =>
    `The planets scatter all round the wheel with no gap wider than ${gap}°, a splash: wide interests, many abilities, and a struggle to choose among them.`,
  splay: (gap: number) =>
    `The planets stand in uneven clusters around the wheel, the widest gap ${gap}°, a splay: individual, a little stubborn, with strengths in odd places.`,
};

export const PATTERNS = {
  "grand cross": (list: string, orb: string) =>
    `The strongest pattern is a grand cross of ${list}, within ${orb}: four corners under strain, which can make a tough, capable person who does not fold under pressure.`,
  "mystic rectangle": (list: string, orb: string) =>
    `The strongest pattern is a mystic rectangle of ${list}, within ${orb}: two oppositions held together by easy aspects, tension with its own way of settling.`,
  kite: (list: string, orb: string, apex: string) =>
    `The strongest pattern is a kite of ${list}, within ${orb}, its tail on ${apex}: a grand trine's ease given a direction, with ${apex} where the talent gets used.`,
  "grand trine": (list: string, orb: string) =>
    `The strongest pattern is a grand trine of ${list}, within ${orb}: a closed circle of ease, an ability so natural you may undervalue it.`,
  "T-square": (list: string, orb: string, apex: string) =>
    `The strongest pattern is a T-square of ${list}, within ${orb}, with ${apex} at its apex: that is where pressure gathers and where you learn to act.`,
  yod: (list: string, orb: string, apex: string) =>
    `The strongest pattern is a yod of ${list}, within ${orb}, pointing at ${apex}: an awkward, insistent focus that can come to feel like a calling.`,
  stellium: (list: string, orb: string, _apex: string, where: string) =>
    `The strongest pattern is a stellium of ${list} within ${orb} in ${where}: a crowd in one place, so that part of life takes more of you than it does most people.`,
  none: (busiest: string, count: number) =>
    `No large figure forms, so the chart speaks through single aspects, and ${busiest}, in ${count} of them, has the most to say.`,
};

/** Each body's core in a word or two, for the tightest aspect (apart from PLANET_THEMES). */
export const PLANET_CORES: Readonly<Record<Planet, string>> = {
  Sun: "your sense of self",
  Moon: "your moods",
  Mercury: "your mind",
  Venus: "affection",
  Mars: "will",
  Jupiter: "hope",
  Saturn: "discipline",
  Uranus: "the urge to break free",
  Neptune: "imagination",
  Pluto: "intensity",
};

/** How the two bodies of the tightest aspect meet. */
export const ASPECT_MEETINGS: Readonly<Record<MajorAspect, string>> = {
  conjunction: "are fused, for better and worse",
  sextile: "help each other when you make a small effort",
  square: "rub against each other until something moves",
  trine: "flow together so easily it may go unnoticed",
  opposition: "pull against each other, often through other people",
};
