// One person's points in the other's houses (docs/writing/relationship-texts.md): a sentence
// for what the point brings (the "planet person" is its owner) and one for the house it
// lands in (the "house person" is that chart's owner). Alternatives, each used once a reading.
import type { HouseNumber } from "~/content/chart/types";
import type { OverlayPoint } from "./types";

export const GUEST_POINT: Readonly<Record<OverlayPoint, readonly string[]>> = {
  Sun: [
    "The planet person's sense of self shines into this part of the other's life, lighting it up and sometimes taking it over.",
    "Purpose and confidence arrive with the planet person, who tends to make this area feel more important than before.",
  ],
  Moon: [
    "Feelings and care come in with the planet person, who may feel instinctively at home in this corner of the other's life.",
    "Moods and needs settle here with the planet person, bringing comfort and a certain emotional weight.",
  ],
  Mercury: [
    "Talk and ideas flow into this area, and the planet person has plenty to say about how the other runs it.",
    "Curiosity lands here, and the planet person prompts questions, plans and a good deal of conversation.",
  ],
  Venus: [
    "Affection, charm and pleasure arrive with the planet person, making this area sweeter and more enjoyable.",
    "Beauty and goodwill follow the planet person here, often softening a part of life that had felt plain.",
  ],
  Mars: [
    "Drive and heat come with the planet person, who stirs this area into action, or into argument.",
    "Pushing for change, effort and courage, the planet person may not always ask first.",
  ],
  Jupiter: [
    "Generosity and good fortune come with the planet person, who tends to make this area grow.",
    "Optimism, openings and sometimes excess widen this part of the other's life when the planet person is about.",
  ],
  Saturn: [
    "Structure and seriousness arrive with the planet person, who may steady this area or weigh it down.",
    "Duty and patience come in here, as the planet person tests what is sound and asks for commitment.",
  ],
  Uranus: [
    "Surprise comes with the planet person, who shakes up this area and refuses to leave it as it was.",
    "Sudden change follows the planet person here, exciting and unsettling in roughly equal measure.",
  ],
  Neptune: [
    "Dreams and sympathy drift in with the planet person, making this area feel enchanted or unclear.",
    "Imagination and compassion seep in with the planet person, along with a risk of illusion.",
  ],
  Pluto: [
    "Intensity comes with the planet person, who can transform this area profoundly, for good or ill.",
    "Depth and power gather here, and whatever the planet person touches in this area tends to change.",
  ],
  "True Node": [
    "The planet person's sense of direction points into this area, as if their growth runs through it.",
    "Growth for the planet person crosses the other's life here, and both may learn something in it.",
  ],
};

export const HOST_HOUSE: Readonly<Record<HouseNumber, readonly string[]>> = {
  1: [
    "It lands on the house person's self-image and looks, how they present and how they feel in their own skin.",
    "The house person feels it in how they come across, as if the other alters their very manner.",
    "Personal style is touched, so the house person may dress, move or speak differently in this company.",
    "Appearance and first impressions are where it shows, in how the house person carries themselves when the other is around.",
    "Body and bearing are the ground, so the house person may feel bolder, shyer or simply more noticed.",
  ],
  2: [
    "Money, possessions and self-worth are the ground, so shared spending and what the house person values come into play.",
    "Self-worth is touched, and the other may affect how secure or valued the house person feels.",
    "Earnings, belongings and the house person's own idea of what matters are stirred, sometimes literally through gifts or bills.",
    "Possessions and pay packets are in play, and the pair may find their spending habits rubbing along or rubbing raw.",
    "What the house person owns and earns is stirred, along with the quiet question of what they are worth.",
  ],
  3: [
    "Daily talk, messages and errands are where it is felt, along with the house person's siblings and neighbourhood.",
    "Ways of thinking and speaking are touched, so the house person's chats grow livelier or more contentious.",
    "Short trips, local haunts and the daily round of news are where the house person feels the other most.",
    "Siblings, neighbours and the daily commute are where it turns up, in the small traffic of ordinary days.",
    "Everyday learning is the ground, so the house person may pick up new words, skills or opinions from the other.",
  ],
  4: [
    "Home and family are the ground, and the house person may feel the other belongs at their kitchen table.",
    "Roots and private life are touched, with echoes of how the house person's own family worked.",
    "Domestic life is where it shows: where they live, how they decorate and who cooks.",
    "Family ties are touched, and the other may come to feel like a relation, welcome or otherwise.",
    "Private life behind the front door is where it is felt, in the house person's need for a safe base.",
  ],
  5: [
    "Romance, play and creativity light up, and the house person may feel younger and bolder with the other.",
    "Fun is the theme for the house person, with dates, hobbies and, for some, children in the frame.",
    "Pleasure and self-expression are the ground, the part of the house person's life that likes to play.",
    "Courtship and leisure are the ground, the weekends, the flirting and the hobbies the house person loves.",
    "Creative urges are stirred, and the house person may start making things, or making mischief, with the other near.",
  ],
  6: [
    "Daily routines, work habits and health are touched, so the pair may share chores, gym sessions or a working day.",
    "The house person's ordinary routine is where it is felt, in practical help and small irritations.",
    "Service and daily work are the ground, and who does what, and how well, becomes a running topic.",
    "Habits of work and health are stirred, from mealtimes to bedtimes, in the house person's ordinary week.",
    "Chores and duties are where it shows, and the other may become a colleague in the house person's daily round.",
  ],
  7: [
    "Partnership itself is touched, and the house person may see the other as a natural partner, or a natural rival.",
    "The house person's idea of a partner is stirred, which makes this one of the telling overlays for commitment.",
    "Contracts, agreements and one-to-one dealings are the ground, where the house person meets the other face to face.",
    "Marriage and committed partnership are the ground, where the house person looks for an equal.",
    "One-to-one bonds are touched, so the other may seem to hold up a mirror to the house person.",
  ],
  8: [
    "Intimacy, shared money and trust are the ground, and it reaches the house person at a deep level.",
    "Private matters are touched, from sex to debts, and the house person feels strongly about them.",
    "Change and shared resources are stirred, and the house person may not stay quite the same afterwards.",
    "Trust is the theme, along with what is pooled, owed or inherited in the house person's life.",
    "Deep bonds and hard passages are the ground, the places the house person rarely shows to anyone.",
  ],
  9: [
    "Beliefs, travel and learning are touched, and the house person's view of the world tends to widen.",
    "The house person's ideals and sense of meaning are where it is felt, often through trips or long debates.",
    "Study, faith and far horizons are the ground, and the other may seem a guide or a foreign country.",
    "Wider horizons open, through foreign travel, higher learning or a change in what the house person believes.",
    "Questions of meaning are stirred, and the house person may argue, study or set off somewhere new.",
  ],
  10: [
    "Career and reputation are touched, and the house person may find the other affecting how they are seen in public.",
    "Ambition is where it is felt, the other acting as the house person's supporter, critic or public partner.",
    "Standing and vocation are the ground, the part of the house person's life that faces the world.",
    "Public standing is the ground, and the other may shape what the house person becomes known for.",
    "Vocation and status are stirred, with the other affecting the house person's choices at work.",
  ],
  11: [
    "Friendship and shared hopes are the ground, and the other may fit easily into the house person's circle.",
    "The house person's groups and plans for the future are touched, and the bond may have a strong companionable side.",
    "Friends, causes and hopes for tomorrow are stirred, so the pair may be as much allies as lovers.",
    "Social life is touched, from the friends the house person keeps to the clubs and causes they join.",
    "Hopes for the years ahead are the ground, and the other may become part of the house person's plans.",
  ],
  12: [
    "The hidden side of the house person's life is touched, their private fears, dreams and need for retreat.",
    "Solitude and what goes unsaid are the ground, so it works quietly, sometimes unseen even by the house person.",
    "The house person's inner world is reached, with the other stirring buried feelings or offering secret support.",
    "Retreat and rest are touched, the quiet hours the house person keeps for themselves.",
    "Secrets and old sorrows are the ground, and the other may reach what the house person hides, kindly or not.",
  ],
};
