import type { CardRoles } from "~/content/tarot/types";

export const CUPS_ROLES: Record<string, CardRoles> = {
  "ace-of-cups": {
    theme: [
      "a fresh start for the heart and feelings flowing freely",
      "feelings bottled up, or love offered but not received",
    ],
    advice: [
      "Let the feeling in and say the kind thing out loud.",
      "Notice what you actually feel, and refill your own cup first.",
    ],
    shadow: "a flood of feeling with no bank to hold it",
  },
  "two-of-cups": {
    theme: [
      "a meeting of equals and mutual attraction",
      "a partnership out of step and one-sided effort",
    ],
    advice: [
      "Offer openly and meet the other person halfway.",
      "Have the conversation you have been avoiding and say plainly what you need.",
    ],
    shadow: "a closeness with no room for difference",
  },
  "three-of-cups": {
    theme: [
      "friendship, celebration and shared joy",
      "overindulgence, gossip or a circle gone sour",
    ],
    advice: [
      "Gather your people and celebrate what is going well.",
      "Step back from the crowd and invest in the one or two friends who feel safe.",
    ],
    shadow: "a good time crowding out what needs doing",
  },
  "four-of-cups": {
    theme: [
      "weariness with everything on offer, and a chance overlooked",
      "curiosity stirring after a flat spell",
    ],
    advice: [
      "Look again at the offer you have been waving away.",
      "Say yes to one small thing and let interest follow.",
    ],
    shadow: "arms crossed against every offer",
  },
  "five-of-cups": {
    theme: [
      "grief, regret and eyes fixed on what spilled",
      "acceptance, forgiveness and a turn toward what remains",
    ],
    advice: [
      "Mourn what is lost, then turn around and count what still stands.",
      "Speak the old sorrow aloud so it can loosen its grip.",
    ],
    shadow: "regret replayed until it blocks the view",
  },
  "six-of-cups": {
    theme: [
      "nostalgia, childhood memories and simple kindness",
      "a past idealised, or a refusal to grow up",
    ],
    advice: [
      "Give a simple kindness, the kind that asks nothing back.",
      "Honour the past but live in the present.",
    ],
    shadow: "a longing for how things used to be",
  },
  "seven-of-cups": {
    theme: [
      "daydreams, choices and castles in the air",
      "clarity after confusion, and a choice finally made",
    ],
    advice: [
      "Pick the one option that is real and act on it.",
      "Trust the clearer view and commit to it.",
    ],
    shadow: "too many options and none chosen",
  },
  "eight-of-cups": {
    theme: [
      "a walk away from something no longer fulfilling",
      "fear of leaving, or drifting without a reason to go",
    ],
    advice: [
      "Leave what no longer nourishes you, even if it looks fine.",
      "Ask whether you are staying from love or from fear.",
    ],
    shadow: "restlessness abandoning things half-loved",
  },
  "nine-of-cups": {
    theme: ["contentment and a wish coming true", "satisfaction ringing hollow, or smugness"],
    advice: [
      "Name your wish plainly and enjoy it when it comes.",
      "Look past the trappings to what would really satisfy you.",
    ],
    shadow: "comfort dulling the wish for anything more",
  },
  "ten-of-cups": {
    theme: [
      "lasting happiness, family and emotional fulfilment",
      "a picture-perfect front over family strain",
    ],
    advice: [
      "Invest in the people who feel like home.",
      "Drop the perfect picture and talk about what is real.",
    ],
    shadow: "a dream of harmony too perfect to live in",
  },
  "page-of-cups": {
    theme: [
      "a tender message and an open, playful heart",
      "emotional immaturity, or a feeling kept hidden",
    ],
    advice: [
      "Let yourself be surprised, and listen to the small intuitive nudge.",
      "Say what you feel instead of sulking about it.",
    ],
    shadow: "sensitivity so raw that everything feels personal",
  },
  "knight-of-cups": {
    theme: [
      "romance, charm and an invitation from the heart",
      "moodiness, or promises too sweet to keep",
    ],
    advice: [
      "Follow your heart, but keep your feet on the road.",
      "Check the offer against the actions behind it.",
    ],
    shadow: "a romantic ideal blind to the facts",
  },
  "queen-of-cups": {
    theme: [
      "compassion, intuition and emotional depth",
      "empathy without boundaries, or feelings swallowed",
    ],
    advice: [
      "Hold space for others while staying rooted in yourself.",
      "Set one gentle boundary so your care can last.",
    ],
    shadow: "a caring nature soaking up everyone's moods",
  },
  "king-of-cups": {
    theme: [
      "emotional balance and calm under pressure",
      "moods held down until they leak, or quiet manipulation",
    ],
    advice: [
      "Stay steady and let your calm steady others.",
      "Admit the feeling you are managing so carefully.",
    ],
    shadow: "composure so controlled it reads as coldness",
  },
};
