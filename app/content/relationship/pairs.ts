// What each pair of points is about when it joins two charts, whatever the aspect: the opening
// sentence of a synastry contact's text (docs/writing/relationship-texts.md). Keyed
// "First|Second" in the order Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus,
// Neptune, Pluto, True Node, Ascendant, Midheaven; "the Venus person" is the one whose Venus it is.

export const PAIR_THEMES: Readonly<Record<string, string>> = {
  "Sun|Sun":
    "Two senses of self meet head on, and each can see in the other a version of what they are trying to become.",
  "Sun|Moon":
    "One person's sense of purpose meets the other's deepest needs, the link astrologers weigh first when asking whether two people can share a life.",
  "Sun|Mercury":
    "Talk keeps circling back to who the Sun person is becoming, since those aims are the Mercury person's favourite subject.",
  "Sun|Venus":
    "Purpose meets affection, so what the Venus person likes, or dislikes, in the Sun person's character counts for a great deal.",
  "Sun|Mars":
    "Purpose meets drive, so these two tend to spur each other into doing things rather than just discussing them.",
  "Sun|Jupiter":
    "Faith is the theme: the Jupiter person's belief in the Sun person can make both of them bigger, or inflate hopes past what either can deliver.",
  "Sun|Saturn":
    "Saturn meets the Sun as a steadying hand or a heavy one, bringing structure, caution and a long view to the Sun person's plans.",
  "Sun|Uranus":
    "Routine does not survive long, because the Uranus person jolts the Sun person into versions of themselves they had never tried.",
  "Sun|Neptune":
    "Seen through the Neptune person's soft, flattering lens, the Sun person may feel inspired, though the ordinary truth can go missing.",
  "Sun|Pluto":
    "Pluto on the Sun brings depth and pressure: the Pluto person may want to know, and to shape, the Sun person at the root.",
  "Sun|True Node":
    "The Sun person can seem to point the way for the node person, as if their example shows where life is asking the node person to grow.",
  "Sun|Ascendant":
    "Being with the Sun person lights up the way the other meets the world, and the rising person may feel more visible, more themselves.",
  "Sun|Midheaven":
    "The Sun person takes a real interest in the other's public life and calling, and can become a model, champion or critic of those ambitions.",
  "Moon|Moon":
    "Two sets of moods and habits meet, and home life depends on whether their needs for comfort speak the same language.",
  "Moon|Mercury":
    "Feelings meet words: the Mercury person tends to put into words what the Moon person only senses, to comfort or to irritate.",
  "Moon|Venus":
    "Tenderness meets affection, so small kindnesses, domestic warmth and how each likes to be cared for are what this link is about.",
  "Moon|Mars":
    "Feelings stir quickly when the Mars person is near, whether the Moon person feels excited, protective or hurt.",
  "Moon|Jupiter":
    "Care meets generosity, the Jupiter person wanting to cheer and look after the Moon person, whether or not that was asked for.",
  "Moon|Saturn":
    "Saturn on the Moon is a test of loyalty: the Saturn person offers reliability, and may also ration warmth just when it is most wanted.",
  "Moon|Uranus":
    "Excitement one week and unsettlement the next: the Uranus person keeps the Moon person's feelings on their toes.",
  "Moon|Neptune":
    "Moods blur across the two charts, and the Neptune person can sense what the Moon person feels almost before it is felt.",
  "Moon|Pluto":
    "Deep emotional pull marks this link, with the Pluto person reaching the Moon person's most private feelings, and neither likely to forget it.",
  "Moon|True Node":
    "The Moon person can feel like family to the node person, a familiar comfort that may help them settle or hold them back.",
  "Moon|Ascendant":
    "The Moon person responds strongly to the other's manner and looks, and the rising person may feel instinctively understood, or closely watched.",
  "Moon|Midheaven":
    "Home meets career: the Moon person cares how the other's working life affects their private one, and often becomes its emotional base.",
  "Mercury|Mercury":
    "Two minds meet, and daily conversation, from jokes to arguments about directions, depends on how alike they think.",
  "Mercury|Venus":
    "Words meet affection, so the way each speaks of love, and how compliments and complaints are put, carries real weight.",
  "Mercury|Mars":
    "Quick words meet quick reactions, so debates, plans and banter between these two can move fast, sometimes faster than tact.",
  "Mercury|Jupiter":
    "Books, travel and big questions come with the Jupiter person, who stretches the Mercury person's thinking, sometimes further than the facts allow.",
  "Mercury|Saturn":
    "Saturn weighs the Mercury person's words, which can make for serious, useful conversation or a sense of being marked like homework.",
  "Mercury|Uranus":
    "Ideas fly, original and surprising, as the Uranus person shakes up the Mercury person's opinions and mental shortcuts.",
  "Mercury|Neptune":
    "Imagination and words mingle, and conversation can turn poetic, uncanny or simply vague, with much left between the lines.",
  "Mercury|Pluto":
    "Secrets rarely stay kept, because the Pluto person probes what the Mercury person thinks and says until talk goes deep.",
  "Mercury|True Node":
    "Conversations with the Mercury person can teach the node person something they need to learn, a new way of thinking or of speaking up.",
  "Mercury|Ascendant":
    "The Mercury person reads the other quickly and remarks on what they see, which can feel like sharp insight or a running commentary.",
  "Mercury|Midheaven":
    "Useful ideas about the other's work and standing come from the Mercury person, who may become a sounding board, adviser or unofficial editor.",
  "Venus|Venus":
    "Tastes meet: what each of them finds beautiful, enjoyable and worth spending on either matches nicely or needs some negotiating.",
  "Venus|Mars":
    "Here is the classic spark of attraction, the Venus person's affection meeting the Mars person's desire, and both tend to feel it in the body.",
  "Venus|Jupiter":
    "Pleasure meets generosity, with praise, treats and grand plans passing from the Jupiter person to the Venus person, sometimes more than is good for either.",
  "Venus|Saturn":
    "Saturn on Venus makes a bond of loyalty and duty, love that tends to be serious, tested and slow to form, and slow to leave.",
  "Venus|Uranus":
    "Attraction strikes suddenly and keeps a wild streak: the Uranus person thrills the Venus person, then insists on plenty of room.",
  "Venus|Neptune":
    "Romance in soft focus: the Neptune person idealises the Venus person, and together they can make something quietly enchanted.",
  "Venus|Pluto":
    "Attraction runs deep and possessive, with the Pluto person fascinated by the Venus person and perhaps wanting all of them.",
  "Venus|True Node":
    "The Venus person can show the node person what love and pleasure might look like in the life they are growing towards.",
  "Venus|Ascendant":
    "Looks and manner are the point: the Venus person reacts to how the other appears, and the rising person may feel admired or quietly assessed.",
  "Venus|Midheaven":
    "The Venus person admires the other's public self and may smooth their way at work with charm, contacts or a good eye.",
  "Mars|Mars":
    "Two drives meet, and these two can be a formidable team when they want the same thing and fierce rivals when they do not.",
  "Mars|Jupiter":
    "Ambition meets encouragement, the Jupiter person urging the Mars person on until together they attempt more than either would alone, wisely or not.",
  "Mars|Saturn":
    "Drive meets brakes: the Saturn person tends to slow, check or discipline the Mars person, for their good or to their fury.",
  "Mars|Uranus":
    "Electric and restless, the pair can provoke each other into bold moves, risky stunts or sudden rows.",
  "Mars|Neptune":
    "Desire meets longing, romantic and dreamy at best and muddled about who wants what at worst.",
  "Mars|Pluto":
    "Raw strength meets raw strength, and the pair can be a powerhouse, a volatile mix, or both in the same week.",
  "Mars|True Node":
    "The Mars person gives the node person a push towards the direction they are meant to grow in, not always gently.",
  "Mars|Ascendant":
    "Physical reactions come first: the Mars person responds to the other's presence, and the rising person may feel fired up, challenged or pursued.",
  "Mars|Midheaven":
    "Career pressure comes from the Mars person, who urges the other to go for the job, or clashes with how they pursue it.",
  "Jupiter|Jupiter":
    "Beliefs and hopes meet, and whether the two share a faith, a politics or an idea of the good life shapes how far they grow together.",
  "Jupiter|Saturn":
    "Optimism meets caution, and together they can make a sound plan, as long as one is not forever the brake and the other the accelerator.",
  "Jupiter|Uranus":
    "Each encourages the other's urge for freedom and new ideas, and shared adventures tend to turn up out of nowhere.",
  "Jupiter|Neptune":
    "Faith, charity, art or a dream of somewhere better can bind these two, along with some rose-tinted planning.",
  "Jupiter|Pluto":
    "Ambition runs on a large scale: together they can pursue something big, and may also compete over who holds the influence.",
  "Jupiter|True Node":
    "The Jupiter person may act as a guide for the node person, helpful when doors open and less so when the advice overreaches.",
  "Jupiter|Ascendant":
    "The Jupiter person's largeness of manner meets the other's presence, bringing out an expansive streak or a feeling of being crowded.",
  "Jupiter|Midheaven":
    "Career is where the Jupiter person takes an interest, as a lucky contact, a mentor, or someone whose expectations run a little high.",
  "Saturn|Saturn":
    "Their ideas of duty, work and time meet: when those match they build steadily, and when they differ each finds the other's caution strange.",
  "Saturn|Uranus":
    "Tradition meets change, one wanting the rules kept and the other wanting them rewritten, and both may learn from the tension.",
  "Saturn|Neptune":
    "Realism meets dreams: the Saturn person can give shape to the Neptune person's visions, or pour cold water on them.",
  "Saturn|Pluto":
    "A heavy, durable link: these two can endure a great deal together, and can also grind against each other for control.",
  "Saturn|True Node":
    "The Saturn person may feel like a teacher or a test for the node person, asking that growth be earned.",
  "Saturn|Ascendant":
    "Taken seriously by the Saturn person, the other may feel steadier, or self-conscious and judged.",
  "Saturn|Midheaven":
    "Firm views on the other's career and standing come from the Saturn person, who can be a strict mentor or an obstacle.",
  "Uranus|Uranus":
    "Born within a few years of each other, they usually share a generation's restlessness, so this speaks of the age they grew up in more than of the couple.",
  "Uranus|Neptune":
    "Change meets dreams in a link between slow planets, colouring their shared hopes for the world more than their daily life.",
  "Uranus|Pluto":
    "Two slow planets touch, a tie felt as a shared appetite for upheaval rather than anything personal.",
  "Uranus|True Node":
    "The Uranus person tends to arrive in the node person's life as a wake-up call, pointing to an unexpected direction.",
  "Uranus|Ascendant":
    "Unconventional and free is how the other may feel with the Uranus person, who can also unsettle their sense of who they are.",
  "Uranus|Midheaven":
    "Career plans get shaken up, the Uranus person encouraging a change of path or a riskier ambition.",
  "Neptune|Neptune":
    "A shared generation's dreams tie them, the same tastes in music, idealism and escape from the times they grew up in.",
  "Neptune|Pluto":
    "The slowest of generational links, scarcely personal, is shared by nearly everyone born in their decades.",
  "Neptune|True Node":
    "The Neptune person may seem like a half-remembered dream to the node person, inspiring and hard to pin down.",
  "Neptune|Ascendant":
    "Glamour hangs about the other in the Neptune person's eyes, and the rising person may feel mysterious, or misread, in that company.",
  "Neptune|Midheaven":
    "Ideals and art feed the other's ambitions through the Neptune person, though plans made together may lack a clear outline.",
  "Pluto|Pluto":
    "Shared by most people of an age, this link says more about their generation's hunger for change than about the two of them.",
  "Pluto|True Node":
    "The Pluto person may reshape the node person's sense of direction, arriving at a turning point and changing its course.",
  "Pluto|Ascendant":
    "Intense reactions to the other's presence are typical of the Pluto person, who may try to remake how they dress, speak or behave.",
  "Pluto|Midheaven":
    "A powerful force in the other's career, the Pluto person can act as ally, mentor or rival for influence.",
  "True Node|True Node":
    "Their paths of growth line up or cross, so they may feel they are learning the same lesson at the same time.",
  "True Node|Ascendant":
    "Worth learning from, in the node person's eyes, is the other's way of being in the world, and they may copy it without noticing.",
  "True Node|Midheaven":
    "The node person's direction of growth touches the other's public aims, so their callings may become entwined.",
  "Ascendant|Ascendant":
    "Their ways of meeting the world touch, so first impressions, manners and looks say much about how comfortable they feel side by side.",
  "Ascendant|Midheaven":
    "One's manner touches the other's ambitions, and each may play a visible part in how the other is seen at work.",
  "Midheaven|Midheaven":
    "Their public lives meet, and careers, reputations and what each wants to be known for become a shared topic.",
};
