// The composite chart's Sun, Moon, Venus, Mars and Ascendant, by sign and by house
// (docs/writing/relationship-texts.md): one sentence each, about the couple as one thing.
import type { ByHouse, BySign, CompositePoint } from "./types";

export const COMPOSITE_IN_SIGNS: Readonly<Record<CompositePoint, BySign>> = {
  Sun: {
    Aries:
      "As a couple their purpose is to start things, new homes, new ventures, new adventures, with a shared impatience for waiting.",
    Taurus:
      "Together they are built for steadiness, a couple whose point is comfort, security and something solid to show for the years.",
    Gemini:
      "The relationship lives on conversation and variety, a couple defined by talk, curiosity and a crowded social diary.",
    Cancer:
      "Home and care are the couple's purpose, and together they tend to build a nest and guard it.",
    Leo: "Together they like to be seen, a warm and generous couple with a flair for celebration and some shared pride.",
    Virgo:
      "The couple's purpose is practical: improving things, helping others and running a well-ordered life together.",
    Libra:
      "Partnership is the whole point of this couple, who seek balance, fairness and a graceful shared life.",
    Scorpio: "An intense, private bond, its purpose is depth and loyalty rather than display.",
    Sagittarius:
      "Together they are explorers, a couple defined by travel, ideas and a shared appetite for meaning.",
    Capricorn:
      "Built for the long haul, the couple is ambitious and responsible, with a shared plan for the decades ahead.",
    Aquarius:
      "Friendship sits at the heart of this couple, who value independence and ideas and do things their own way.",
    Pisces:
      "A gentle, imaginative bond, its purpose is compassion, art or a shared dream more than worldly aims.",
  },
  Moon: {
    Aries:
      "Feelings run quick and hot, flaring and cooling fast, and the couple needs action to feel emotionally alive.",
    Taurus:
      "Emotional security comes from routine, good food and physical comfort; once settled, the couple settles deeply.",
    Gemini:
      "Feelings get talked through, at length, and the couple feels close when the conversation is flowing.",
    Cancer:
      "Protective feeling runs through the couple's inner life, with home as a sanctuary and a strong pull towards family.",
    Leo: "Warmth and appreciation are what the couple needs, and both feel most secure when each is made a fuss of.",
    Virgo:
      "Care shows in practical acts, the packed lunch and the mended shelf, more than in declarations.",
    Libra:
      "Emotional harmony matters above all, and the couple may avoid rows at some cost to honesty.",
    Scorpio:
      "Deep and private feeling binds them, loyal and possessive, with little patience for half-measures.",
    Sagittarius:
      "Emotional comfort comes from freedom and laughter, and the couple feels closest on the move.",
    Capricorn:
      "Feelings are held in reserve, and security comes from reliability, plans and a sense of duty shared.",
    Aquarius:
      "Cool and friendly, the couple's emotional life values space and respects each one's independence.",
    Pisces:
      "A tender, porous emotional life lets moods pass between them easily, and sympathy runs deep.",
  },
  Venus: {
    Aries:
      "Love is expressed boldly and quickly, with a taste for spontaneous gestures and playful rivalry.",
    Taurus:
      "Sensual, steady affection shows in shared pleasure in food, touch and beautiful things.",
    Gemini:
      "Flirtatious and witty, their love is kept alive by banter, messages and private jokes.",
    Cancer:
      "Affection is nurturing and homely, shown by cooking for each other and remembering the small things.",
    Leo: "Generous and theatrical, their love runs to grand gestures, compliments and birthdays done properly.",
    Virgo: "Modest, attentive affection shows in thoughtful help rather than fanfare.",
    Libra:
      "Courteous and romantic, the pair share a taste for beauty, good manners and a nicely laid table.",
    Scorpio: "Affection is intense and exclusive, with deep loyalty and a streak of jealousy.",
    Sagittarius:
      "Open-hearted and adventurous, their love is happiest on a trip or in a lively crowd.",
    Capricorn: "Loyal, undemonstrative affection builds slowly into something dependable.",
    Aquarius: "Friendly and unconventional, their love leaves room for each to be themselves.",
    Pisces: "Dreamy, devoted affection finds its home in music, films and long quiet evenings.",
  },
  Mars: {
    Aries:
      "Together they act fast and fight fast, a couple with plenty of drive and little patience.",
    Taurus: "Their shared drive is slow and stubborn, hard to start and harder to stop.",
    Gemini: "Action comes through words: plans, debates and many projects started at once.",
    Cancer: "Effort goes into protecting home and family, and anger tends to come out sideways.",
    Leo: "Pursuits are taken on with flair and pride, and their quarrels can be dramatic.",
    Virgo:
      "Efficient and detailed, their joint effort gets things done, though irritation can fix on small faults.",
    Libra: "Action waits on agreement, and conflicts are smoothed over or quietly postponed.",
    Scorpio:
      "Focused and relentless, their drive comes with strong desire and a long memory for slights.",
    Sagittarius: "Adventure and causes are what they chase, restless whenever life gets too still.",
    Capricorn: "Disciplined ambition drives them, ready to work for years towards a shared goal.",
    Aquarius: "Ideals and unusual projects get their push, and rows tend to be about principles.",
    Pisces:
      "Gentle and indirect, their drive is stronger in the service of a dream than of a plan.",
  },
  Ascendant: {
    Aries:
      "Others meet a lively, forthright couple, often the first to arrive and the first to act.",
    Taurus: "Calm and comfortable, the pair seem at ease in their own company.",
    Gemini: "Chatty and sociable, they come across as a pair who finish each other's stories.",
    Cancer: "A caring, protective couple in company, they like to welcome people into their home.",
    Leo: "Striking and warm, they light up a party together.",
    Virgo: "Neat and sensible, they look like a couple with their affairs in order.",
    Libra: "Charming and well matched in public, they are polite and easy to like.",
    Scorpio: "Private and magnetic, they seem to have more going on than they let show.",
    Sagittarius: "Outgoing and adventurous, they always seem to be planning the next trip.",
    Capricorn: "Serious and capable, they look as if they mean to last.",
    Aquarius: "To friends they look unconventional, as much companions as partners.",
    Pisces: "Gentle and elusive, they strike people as kind and hard to pin down.",
  },
};

export const COMPOSITE_IN_HOUSES: Readonly<Record<Exclude<CompositePoint, "Ascendant">, ByHouse>> =
  {
    Sun: {
      1: "The bond shows on the surface: they are seen as a unit, and it shapes how each comes across.",
      2: "Building security together is central, with shared resources and values at the heart of things.",
      3: "Communication and the neighbourhood are central, and they are at their best talking and running errands side by side.",
      4: "Home is the relationship's centre, and family, property and roots give it meaning.",
      5: "Romance, play and creativity are the bond's purpose, and children or shared hobbies often loom large.",
      6: "Work and daily routine are the relationship's centre, a practical partnership that thrives on shared tasks.",
      7: "Partnership itself is the centre, and the bond often leads to a formal commitment.",
      8: "Intimacy and transformation sit at the bond's centre, and it tends to change both people profoundly.",
      9: "Travel, study and shared beliefs give the bond its meaning, and it widens both horizons.",
      10: "The relationship has a public face: a shared career, a shared reputation or simply a visible place in the world.",
      11: "Friendship and shared hopes sit at the heart of the bond, and they often move in the same circles.",
      12: "The bond's purpose is private, at times hidden, and it may serve as a quiet refuge from the world.",
    },
    Moon: {
      1: "Feelings show openly in how they come across together, and their moods are plain to friends.",
      2: "Emotional security rests on financial security, and a steady income soothes both.",
      3: "Daily chat and messages carry their feelings, so a silent day can feel like a cold one.",
      4: "The emotional heart of the bond is the home, where they feel safest and most themselves.",
      5: "Play, romance and making things give their feelings an outlet, which keeps the bond warm and young.",
      6: "Care shows through routines and daily help, and emotional health depends on a well-run week.",
      7: "Feelings are invested in the partnership itself, and each looks to the other for emotional balance.",
      8: "Emotional life runs deep and private, with strong ties forged through shared crises.",
      9: "Travel, learning and shared faith feed the couple's emotional life, and they feel closest when exploring.",
      10: "Their moods are visible to the world, and public standing can sway their emotional climate.",
      11: "Emotional support comes through friendship, and their friends feel like part of the family.",
      12: "Much of what binds them works quietly, in private, and may go unspoken.",
    },
    Venus: {
      1: "Affection is on show, and they strike others as an attractive, pleasant couple.",
      2: "Shared pleasure in comfort and good things is part of the bond, with money gladly spent on enjoyment.",
      3: "Affection lives in conversation, notes and small outings, with sweet words a daily habit.",
      4: "Love is expressed through the home, in making it beautiful and welcoming.",
      5: "Romance stays playful, with dates, games and creative pleasures at the centre of love.",
      6: "Affection takes the form of practical care, doing things for each other day to day.",
      7: "Love and partnership coincide, a classic sign of harmony between two people.",
      8: "Affection runs deep and intimate, with a strong physical bond and resources pooled.",
      9: "Love grows through shared adventures, studies and ideals, and a holiday can renew the bond.",
      10: "Their affection is admired publicly, and they may work together on something artistic or social.",
      11: "Love is rooted in friendship, and the couple enjoys a warm social life.",
      12: "Affection is private and tender, a love kept somewhat hidden, or kept for themselves alone.",
    },
    Mars: {
      1: "Their drive is visible, and they come across as an active, assertive pair, sometimes a combative one.",
      2: "Effort goes into earning and acquiring, and money can set off disputes.",
      3: "Drive comes out in debate, errands and busy schedules, and words can turn sharp.",
      4: "Action centres on the home, through renovation, house moves or domestic disputes.",
      5: "Sport, romance and creative projects take their drive, with plenty of competitive fun.",
      6: "Shared effort is put into work and health routines, sometimes with friction over chores.",
      7: "Drive is directed at each other, passionate and competitive, with rows part of the bond.",
      8: "Desire runs strong and deep, and control of shared resources can become contested.",
      9: "Drive goes into travel, causes and heated talk about belief.",
      10: "Ambition is shared, and the couple pursues career goals or public aims with vigour.",
      11: "Friends, groups and causes take their drive, with the odd conflict in their circles.",
      12: "Drive works behind the scenes, and anger may be hidden rather than voiced.",
    },
  };
