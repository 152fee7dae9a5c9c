import type { CardText } from "~/content/tarot/types";

export const CUPS_TEXT: Record<string, CardText> = {
  "ace-of-cups": {
    keywords: {
      upright: ["new feelings", "open heart", "compassion", "emotional renewal"],
      reversed: ["blocked emotions", "holding back", "inner emptiness", "self-love needed"],
    },
    upright:
      "The Ace of Cups is a fresh start for your heart. Something is filling you up: a new friendship, a romance, a creative spark, or simply a tenderness you had forgotten you could feel. This card asks you to let it in rather than analysing it away. If you have been guarded, this is a moment to soften. Say the kind thing, accept the invitation, cry if you need to. Feelings that move freely tend to heal what they touch. In a reading about a relationship or project, the Ace suggests the emotional ground is fertile, so plant something honest and give it room to grow.",
    reversed:
      "Reversed, the Ace of Cups points to a heart that is full but not flowing. You may be bottling up feelings because expressing them seems risky, or pouring yourself into others until there is nothing left for you. Sometimes it shows love being offered that you cannot quite receive. Start small and start inward: notice what you actually feel, name it, and treat yourself with the patience you give your friends. The cup is not broken, only tipped. Once you refill your own reserves, connection with others becomes easier and far less exhausting.",
    picture:
      "A hand reaches out of a cloud holding a large cup that overflows in four streams into a pond of water lilies, while a white dove flies down above it carrying a wafer marked with a cross.",
  },
  "two-of-cups": {
    keywords: {
      upright: ["partnership", "mutual attraction", "connection", "balance"],
      reversed: ["imbalance", "miscommunication", "broken trust", "one-sided effort"],
    },
    upright:
      "The Two of Cups celebrates a meeting of equals. It often appears when a romance is beginning, but it speaks just as clearly about friendships, reconciliations and good working partnerships. What matters here is reciprocity: you see the other person, they see you, and both of you give freely. If you are wondering whether a connection is worth investing in, this card leans toward yes. Be open about what you want and listen as carefully as you speak. A bond built on that kind of honest exchange can carry far more weight than either of you could carry alone.",
    reversed:
      "Upside down, the Two of Cups shows a partnership that has fallen out of step. One of you may be giving more, or a small misunderstanding has hardened into distance. It can also point to the relationship you have with yourself: if you feel divided inside, it is hard to meet anyone fully. Rather than keeping score, have the conversation you have been avoiding. Ask what the other person needs and say plainly what you need. Some bonds will rebalance with care; others may reveal that they have run their course, and that clarity is a gift too.",
    picture:
      "A young man and a young woman face each other and pledge their cups, a small house on the hill between them. Above them rises a staff twined with two snakes, crowned by a winged red lion's head.",
  },
  "three-of-cups": {
    keywords: {
      upright: ["friendship", "celebration", "community", "shared joy"],
      reversed: ["overindulgence", "gossip", "feeling left out", "isolation"],
    },
    upright:
      "The Three of Cups is a toast raised among friends. It points to reunions, parties, weddings, group wins, and the plain pleasure of being among people who are glad you exist. If you have been carrying something alone, this card nudges you toward your circle. Share the news, accept the help, say yes to the gathering. Joy grows when it is shared, and so does resilience. In work or creative matters, the Three suggests that collaboration will take you further than going solo. Let yourself celebrate what is going well right now instead of waiting for a bigger milestone.",
    reversed:
      "Reversed, the Three of Cups suggests the social side of life has tilted. Perhaps the fun has turned into excess, with too many late nights or too much spending to keep up. Perhaps a friend group has become a place of gossip or quiet rivalry, or you feel on the outside of a circle you once belonged to. Ask yourself which gatherings actually nourish you. It may be time to step back, rest, and invest in one or two relationships that feel safe. Solitude chosen on purpose is very different from loneliness, and it can reset your sense of who your people are.",
    picture:
      "Three women in long gowns dance together with their cups raised high, pumpkins and bunches of grapes from the harvest at their feet.",
  },
  "four-of-cups": {
    keywords: {
      upright: ["apathy", "contemplation", "overlooked offers", "reevaluation"],
      reversed: ["renewed interest", "saying yes", "deeper withdrawal", "leaving a rut"],
    },
    upright:
      "The Four of Cups finds you sitting with your arms crossed, unmoved by what is on offer. Life may be fine on paper, yet everything feels flat, and a new opportunity might be floating right beside you unnoticed. This card does not scold you for needing a pause. Reflection is valuable, and sometimes boredom is a signal that your priorities have changed. Just make sure contemplation has not quietly become avoidance. Look around with fresh eyes: list what you do have, and ask what would genuinely excite you. The offer you keep dismissing might deserve a second look.",
    reversed:
      "Reversed, the Four of Cups can go two ways, and you will know which one fits. For some, it marks the end of a slump: curiosity returns, and you are ready to say yes to something after a long stretch of no. For others, it shows withdrawal deepening into isolation, where you turn down help and stop reaching out altogether. If you recognise the second, be gentle but firm with yourself. Take one small step toward the world today, even a message or a walk. Motivation often follows action rather than preceding it.",
    picture:
      "A young man sits on a grassy bank under a tree with his arms crossed and three cups on the ground before him, while a hand from a cloud holds out a fourth cup.",
  },
  "five-of-cups": {
    keywords: {
      upright: ["grief", "regret", "disappointment", "dwelling on loss"],
      reversed: ["acceptance", "moving on", "forgiveness", "buried sorrow"],
    },
    upright:
      "The Five of Cups is the card of mourning what has gone wrong. A plan fell through, a relationship ended, or you made a choice you now regret, and the sorrow is real. This card honours that grief; it does not ask you to rush past it. Yet it also points out that not everything is lost. While your eyes are fixed on what spilled, something of value is still standing behind you. When you are ready, turn around slowly. Count what remains, who is still here, and what you learned. Healing begins with both feeling the loss and noticing what survived it.",
    reversed:
      "Reversed, the Five of Cups shows grief at a turning point. You may be starting to forgive yourself or someone else, and the heaviness is beginning to lift. Or, just as often, it shows sadness that has been pushed down so long it leaks out as irritability, numbness or endless replaying of the past. Ask which is true for you. If you are healing, let it happen without guilt. If you are stuck, consider talking it through with someone you trust or with a professional. Old pain loosens its grip once it is finally spoken aloud.",
    picture:
      "A figure in a black hooded cloak bows its head over three spilled cups, with two cups still standing behind. Beyond them run a river and a stone bridge, with a tower on the far bank.",
  },
  "six-of-cups": {
    keywords: {
      upright: ["nostalgia", "childhood memories", "innocence", "simple kindness"],
      reversed: [
        "living in the past",
        "rose-tinted memories",
        "growing up",
        "clinging to old versions",
      ],
    },
    upright:
      "The Six of Cups carries the warm scent of memory. It may bring an old friend back into your life, a visit to a place from your childhood, or simply a wave of nostalgia. It also speaks of innocent, uncomplicated kindness: a gift given with no strings, a playful afternoon, a moment of caring for someone smaller or younger. Let the past remind you of what you have always loved. There is wisdom in the things that delighted you before you learned to be cautious. Bring a little of that simplicity into the present and see what softens.",
    reversed:
      "Reversed, the Six of Cups warns that the past has become a place to hide. You may be idealising how things used to be, comparing every new person to an old flame, or clinging to a version of yourself that no longer fits. Memory is a lovely visitor but a poor landlord. Notice where nostalgia stops comforting you and starts holding you back. This card can also mark the welcome moment of leaving home, literally or emotionally, and choosing adulthood on your own terms. Take the lessons, leave the rose-tinted glasses, and face forward.",
    picture:
      "In an old garden by a tower and a house, a hooded boy hands a cup of white flowers to a little girl. Four more cups of flowers stand along the ground and one on a stone pillar.",
  },
  "seven-of-cups": {
    keywords: {
      upright: ["many choices", "illusion", "daydreams", "wishful thinking"],
      reversed: ["clarity", "commitment", "reality check", "choice overload"],
    },
    upright:
      "The Seven of Cups spreads a dazzling array of options before you, and not all of them are what they seem. You may be juggling possibilities, fantasising about different futures, or feeling paralysed because every path looks tempting. Dreaming is not the problem here; drifting is. Take each option out of the clouds and ask practical questions. What would it cost? What would an ordinary Tuesday look like if you chose it? Which one still excites you after you picture the hard parts? Narrowing your choices is not a loss of freedom. It is how a wish becomes a plan.",
    reversed:
      "Reversed, the Seven of Cups often signals the fog lifting. After a period of confusion, you see which option is real and which was only glitter, and you are ready to commit. It can also show the opposite problem: so many choices that you freeze, or a habit of escaping into fantasy to avoid a decision you already know you need to make. If you feel stuck, set a deadline and cut the list down to two. Trust your gut on the final call. A good-enough choice made with intention beats a perfect one never made.",
    picture:
      "A dark figure seen from behind raises an arm toward seven cups on clouds, each holding a vision: a castle, jewels, a wreath, a snake, a dragon, a shrouded glowing figure and a head.",
  },
  "eight-of-cups": {
    keywords: {
      upright: ["walking away", "seeking meaning", "letting go", "emotional transition"],
      reversed: ["fear of leaving", "aimless drifting", "staying too long", "restless escape"],
    },
    upright:
      "The Eight of Cups is the quiet courage of leaving something that no longer fulfils you. It may be a job, a relationship, a city or an identity that looks perfectly fine from the outside but feels hollow from within. Nothing dramatic has to go wrong for this card to appear. You have simply outgrown it. Walking away can feel like failure, especially when you worked hard to build what you are leaving, but the card sees it as a search for deeper meaning. Pack lightly, say goodbye with respect, and trust that something truer is waiting further along the path.",
    reversed:
      "Reversed, the Eight of Cups finds you hovering at the door. You know something is no longer right, yet fear of the unknown, guilt or habit keeps you in place. Alternatively, you may keep leaving situations before they have a chance to deepen, mistaking restlessness for growth. Ask honestly which it is. If you are staying out of fear, start planning your exit in small, concrete steps. If you are running, try staying put a little longer to see what comes up. Either way, the real journey is toward what you value, not merely away from discomfort.",
    picture:
      "Under a moon half in shadow, a hooded traveller with a staff walks away across the river toward the mountains, leaving behind eight cups stacked on the shore, five below and three above with a gap.",
  },
  "nine-of-cups": {
    keywords: {
      upright: ["contentment", "wishes granted", "satisfaction", "gratitude"],
      reversed: ["smugness", "overindulgence", "hollow success", "outdated wishes"],
    },
    upright:
      "The Nine of Cups is often called the wish card, and it arrives with a satisfied smile. Something you hoped for is likely to come through, or already has, and you are allowed to enjoy it. This is a card of comfort, pleasure and feeling good about where you are. If you have a wish in mind, the outlook is bright. Take a moment to savour the result instead of immediately hunting for the next goal. Gratitude makes happiness last longer. Share your good fortune where you can, and let yourself feel proud of the effort that brought you here.",
    reversed:
      "Reversed, the Nine of Cups shows satisfaction that has gone a little sour. Perhaps you got exactly what you wanted and it feels emptier than expected, or you have been leaning on food, shopping or entertainment to fill a gap that is not really about any of those things. It can also hint at pride that keeps others at arm's length. Pause and ask what would bring you real contentment rather than a quick hit of pleasure. Your wishes may need updating to match who you are now. True fulfilment is quieter than indulgence, and often much cheaper.",
    picture:
      "A smiling man in a cap sits on a bench with his arms crossed, nine cups standing in a row on a curved, draped shelf behind him.",
  },
  "ten-of-cups": {
    keywords: {
      upright: ["harmony", "family happiness", "emotional fulfilment", "belonging"],
      reversed: ["family tension", "broken ideals", "disconnection", "misaligned values"],
    },
    upright:
      "The Ten of Cups is the picture of a happy ending, or at least a very happy chapter. It speaks of a home full of love, a family you were born into or one you chose, and the deep peace of belonging. Relationships here are steady and generous, with shared values at their core. If you are asking about love or home life, this is among the most encouraging cards in the deck. Appreciate the people who make your life feel whole, and invest in the small rituals that keep you close: meals, phone calls, laughter that needs no explanation.",
    reversed:
      "Reversed, the Ten of Cups points to a gap between the family picture you hoped for and what is actually happening. Tension at home, differing values with a partner, or the pressure to look perfect may be straining your bonds. Sometimes it shows you chasing a fairy-tale ideal that no real household could match. Let go of the postcard version and look for what is genuinely working. Honest conversations, boundaries and realistic expectations can repair a great deal. Belonging is built from ordinary acts of care repeated over time, not from getting everything right.",
    picture:
      "A couple seen from behind hold each other and raise their arms to a rainbow of ten cups, while two children dance hand in hand beside them and a house stands on a hill above a river.",
  },
  "page-of-cups": {
    keywords: {
      upright: ["creative spark", "curiosity", "sensitivity", "sweet news"],
      reversed: ["emotional immaturity", "creative block", "escapism", "oversensitivity"],
    },
    upright:
      "The Page of Cups is a gentle messenger carrying a surprise. It might be a heartfelt note, an unexpected invitation, a creative idea that arrives out of nowhere, or an intuitive hunch worth following. The Page approaches life with wide-eyed curiosity and is not afraid to look a little silly. Take a cue from that openness. Write the poem, sign up for the class, tell someone you like them. Your sensitivity is a strength right now, helping you notice beauty and meaning others overlook. Treat odd coincidences as small invitations and see where they lead.",
    reversed:
      "Reversed, the Page of Cups shows a tender heart that has become a bit wobbly. You may be taking small slights personally, sulking instead of speaking up, or daydreaming so much that nothing gets made. Creative ideas might feel stuck, or you are too shy to share them. The remedy is to give your feelings a form. Journal, sketch, talk it out, or finish one small creative piece however imperfect. Be kind to your inner child without letting it run the show. Playfulness is wonderful when it sits alongside a little grown-up follow-through.",
    picture:
      "A page in a feathered cap and cloak stands on the shore by the sea, holding a cup from which a fish looks out at him.",
  },
  "knight-of-cups": {
    keywords: {
      upright: ["romance", "following the heart", "charm", "heartfelt offer"],
      reversed: ["moodiness", "unrealistic ideals", "empty promises", "flakiness"],
    },
    upright:
      "The Knight of Cups rides in with an offer made from the heart. This card often brings romance, a proposal, or an invitation that appeals to your ideals rather than your bank balance. It also describes you when you are led by feeling and imagination, moving toward what you love at a graceful, unhurried pace. Follow your heart here, but keep your eyes open. Say yes to beauty, art and tenderness, and be the person who makes the sweet gesture. The Knight reminds you that acting on your feelings, not just having them, is what brings them into the world.",
    reversed:
      "Reversed, the Knight of Cups is charming but unreliable. You may be dealing with someone who promises the moon and then vanishes, or you might notice that your own moods are steering your choices more than your values. Big romantic gestures can hide a lack of commitment, and idealism can turn into sulking when reality does not match the fantasy. Slow down and look at actions over words, including your own. Ask whether you are chasing a feeling or building something real. Steady kindness will serve you better than grand declarations right now.",
    picture:
      "A knight in armour and a plumed helmet rides a slowly walking horse beside a winding stream, holding a cup out before him.",
  },
  "queen-of-cups": {
    keywords: {
      upright: ["compassion", "intuition", "emotional security", "calm care"],
      reversed: ["martyrdom", "emotional overwhelm", "codependency", "self-neglect"],
    },
    upright:
      "The Queen of Cups is the friend everyone calls when life falls apart, because she listens without judging and feels deeply without drowning. This card invites you to lead with empathy and trust your intuition, especially in situations where logic alone falls short. You may be called to care for someone, or to let someone care for you. Either way, emotional honesty is your greatest asset. Create calm around you, speak softly but truthfully, and pay attention to your dreams and gut feelings. Your compassion has real power when it comes from a steady centre.",
    reversed:
      "Reversed, the Queen of Cups has given so much that her own cup has run dry. You may be absorbing everyone else's feelings, saying yes when you mean no, or measuring your worth by how much you can rescue others. It can also show emotions spilling out unpredictably because you have had no space to process them. This is a call to turn that famous compassion inward. Set one boundary this week and keep it. Rest without apologising. Caring for yourself is not selfish; it is what keeps your kindness sustainable rather than resentful.",
    picture:
      "A crowned queen sits on a shell-topped throne at the sea's edge, gazing at an ornate cup with handles and a lid topped by a cross.",
  },
  "king-of-cups": {
    keywords: {
      upright: ["emotional balance", "diplomacy", "wisdom", "generosity"],
      reversed: ["emotional manipulation", "suppressed feelings", "volatility", "coldness"],
    },
    upright:
      "The King of Cups keeps his head while feelings swirl around him. He does not ignore emotion; he has learned to hold it with maturity, so he can be both kind and clear. This card asks you to bring that balance to your situation. Perhaps you need to mediate a conflict, mentor someone, or stay calm while others are reactive. Acknowledge what everyone is feeling, including yourself, then respond rather than react. Generosity and good judgement work together here. People trust a leader who is warm and steady, and you can be that person.",
    reversed:
      "Reversed, the King of Cups suggests that control over emotions has slipped into suppression or manipulation. You may be keeping a calm face while resentment builds underneath, or encountering someone who uses charm and guilt to get their way. Mood swings and sudden coldness are common signs. Look at where you are clamping down on feelings that need airing, and find a safe place to express them before they burst out at the wrong moment. If someone else is playing emotional games, name the pattern calmly and protect your boundaries. Real emotional strength includes being honest about what hurts.",
    picture:
      "A crowned king sits on a throne set on a stone block in the open sea, holding a cup and a sceptre, with a sailing ship behind him and a fish leaping from the waves.",
  },
};
