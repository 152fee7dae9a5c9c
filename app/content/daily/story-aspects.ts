// What a day of tension, harmony or fusion means in each house: the general reading's second
// sentence, after the aspect is named.
import type { Tone } from "~/content/daily/types";
import type { HouseNumber } from "~/content/horoscope/types";

type AspectTone = Extract<Tone, "tension" | "harmony" | "merge">;

export const STORY_ASPECTS: Readonly<
  Record<AspectTone, Readonly<Record<HouseNumber, readonly string[]>>>
> = {
  tension: {
    1: [
      "Your own wishes rub against someone else's, so state yours plainly and leave room for theirs.",
      "Impatience runs close to the surface; count to five before you react.",
      "Pressure to prove yourself is best met with calm rather than volume.",
      "A plan of your own meets resistance, which shows where it needs strengthening.",
    ],
    2: [
      "A purchase you have been talking yourself into deserves one more night's thought.",
      "Money and feelings get tangled, so separate what you need from what would soothe you.",
      "A disagreement about what something is worth is best settled with facts.",
      "Costs may creep up; a quick look at the week's spending keeps them in check.",
    ],
    3: [
      "A message can be misread, so say it twice or say it in person.",
      "A tense exchange with a sibling or neighbour calls for patience and shorter sentences.",
      "Travel plans may snag, so leave extra time and keep a backup route.",
      "Too many conversations at once scatter your focus; answer the important one first.",
    ],
    4: [
      "Home and work compete for your time, and a clear limit helps both.",
      "Family tension may surface over something small; listen for the bigger worry beneath it.",
      "A household problem is best tackled directly, before it grows.",
      "Old family patterns press on a sore spot, so respond as who you are now.",
    ],
    5: [
      "Romance may feel prickly, and lightness helps more than a serious talk.",
      "A creative block asks you to try a different approach rather than push harder.",
      "Fun plans clash with duties; find a small pleasure that fits.",
      "Competing wishes around leisure need a fair compromise.",
    ],
    6: [
      "Work demands pile up, so decide what must be done and what can wait.",
      "Stress shows up in the body first; take breaks before you need them.",
      "Friction with a colleague calls for clear words and a cool head.",
      "A routine that worked last month strains today, so adjust it.",
    ],
    7: [
      "A partner or rival pushes back, and the friction clarifies what you both want.",
      "Disagreements in a close relationship are a chance to renegotiate fairly.",
      "A deal or agreement hits a snag, so read every line before you sign.",
      "Someone else's needs pull against yours; find the middle without losing yourself.",
    ],
    8: [
      "Shared money or questions of trust need honest attention.",
      "A power struggle is best defused by saying what you fear.",
      "Joint costs or debts call for a clear and practical plan.",
      "Strong feelings stir beneath the surface, so choose carefully where to let them out.",
    ],
    9: [
      "Different beliefs spark debate; keep it curious rather than combative.",
      "Travel or study plans meet an obstacle that asks for flexibility.",
      "Official matters may frustrate you, so persist politely and keep copies.",
      "A certainty you hold is challenged, which is useful even when it is uncomfortable.",
    ],
    10: [
      "Career pressure rises, so focus on what you can deliver well.",
      "A clash with someone in authority is best handled with facts and composure.",
      "Ambition meets resistance, showing you where a plan needs adjusting.",
      "Public demands compete with private needs; protect a little time for yourself.",
    ],
    11: [
      "A friendship or a group plan feels strained; talk it through rather than drift apart.",
      "Competing goals in a group need clearer roles.",
      "A hope may need reshaping to fit the facts as they are now.",
      "Someone in your circle tests your patience; a frank word helps more than silence.",
    ],
    12: [
      "Hidden stress surfaces, asking for rest rather than more effort.",
      "Old worries may keep you awake; write them down and let the page hold them.",
      "Retreat and recharge instead of pushing through tiredness.",
      "Something you have avoided looking at taps on your shoulder; a gentle look is enough.",
    ],
  },
  harmony: {
    1: [
      "You feel at ease in your own skin, and people respond warmly to it.",
      "Personal plans flow with little resistance, so take a step you have been saving.",
      "Confidence comes naturally; let it show without forcing it.",
      "Small changes to how you look after yourself feel easy and rewarding.",
    ],
    2: [
      "Money matters ease, and a fair price is worth a short search.",
      "A careful look at small costs may turn up a saving worth keeping.",
      "You feel steady about what you have, which makes generous choices easy.",
      "Practical tasks around money, from invoices to budgets, suit the day.",
    ],
    3: [
      "Conversations flow and messages bring useful news.",
      "Learning, writing and short trips go especially well.",
      "Relations with siblings and neighbours feel easy and warm.",
      "A good idea comes from a casual chat, so keep talking.",
    ],
    4: [
      "Home feels peaceful and family relations are easy.",
      "It is a good time to host, nest or make your space more comfortable.",
      "Family support is there when you ask for it.",
      "A domestic task you dreaded turns out quicker than expected.",
    ],
    5: [
      "Romance, creativity and fun flow without effort.",
      "A date, an outing or a creative session goes beautifully.",
      "Joy comes easily, so make time for what you love.",
      "Children, play and pleasure bring out your best side.",
    ],
    6: [
      "Work runs smoothly and colleagues are ready to help.",
      "Healthy habits feel easy to keep today.",
      "Daily tasks fall into place, leaving time for rest.",
      "A practical problem at work solves itself with a little teamwork.",
    ],
    7: [
      "Relationships feel harmonious and agreements are easier to reach.",
      "A partner or close friend is supportive and willing to meet you halfway.",
      "It is a good time for negotiations, commitments and shared plans.",
      "Cooperation gets more done than going it alone.",
    ],
    8: [
      "Shared finances and matters of trust run smoothly.",
      "Emotional closeness grows naturally, without forcing it.",
      "Support through other people's resources is there if you ask.",
      "A frank conversation about something private goes better than you feared.",
    ],
    9: [
      "Travel, study and big ideas flow well.",
      "A good time to plan a journey or sign up for a course.",
      "Broader horizons open easily, bringing fresh inspiration.",
      "Advice from a teacher or mentor lands at just the right moment.",
    ],
    10: [
      "Career matters run smoothly, and your efforts are noticed.",
      "A good time to ask for recognition or a step up.",
      "Professional relationships are cooperative and helpful.",
      "Your reputation benefits from work you did quietly weeks ago.",
    ],
    11: [
      "Friends and groups are supportive and good company.",
      "Networking brings a helpful connection.",
      "A cherished hope looks more achievable than it did.",
      "Shared plans with friends come together with little effort.",
    ],
    12: [
      "Quiet time is deeply restorative.",
      "Your intuition is clear, so trust the quiet voice.",
      "Small acts of kindness bring unexpected rewards.",
      "Rest comes easily, and so do the insights that follow it.",
    ],
  },
  merge: {
    1: [
      "Drive gathers around you, ideal for a bold personal step.",
      "Your presence is strong, so use it to lead rather than to push.",
      "A fresh sense of purpose takes hold and shapes what you do next.",
      "What you want and what you do line up unusually well.",
    ],
    2: [
      "Focus on one money goal and give it real attention.",
      "Your values and your spending align, making choices clear.",
      "A concentrated effort to earn or save pays off.",
      "Desire for something is strong, so make sure it is worth the price.",
    ],
    3: [
      "Ideas and words come together with unusual force.",
      "A key conversation can change your mind about something important.",
      "Focus on one message, one lesson or one plan at a time.",
      "What you say carries weight, so choose your words with care.",
    ],
    4: [
      "Home and family take centre stage.",
      "A strong emotional moment at home brings clarity.",
      "Put your effort into making home feel right.",
      "Family feelings run deep, so give them time and space.",
    ],
    5: [
      "Romance or creativity reaches an intense, focused high.",
      "Passion drives a creative project forward.",
      "Make room for a moment of joy or connection.",
      "Play becomes absorbing, and time flies when you are enjoying yourself.",
    ],
    6: [
      "Work and health benefit from concentrated effort.",
      "One big task gets done with focus and determination.",
      "A commitment to a healthier habit takes hold.",
      "Your attention to detail is sharp, so tackle the fiddly job.",
    ],
    7: [
      "A relationship reaches a powerful moment of connection.",
      "Feelings between partners run intense, so choose words with care.",
      "A significant agreement or commitment becomes possible.",
      "Two people's aims fuse into one, for better teamwork.",
    ],
    8: [
      "Deep emotions and shared resources come into sharp focus.",
      "Trust deepens through an honest, intense conversation.",
      "A powerful change becomes possible if you let it.",
      "Intimacy grows when you stop holding something back.",
    ],
    9: [
      "Big ideas and beliefs come together in a moment of insight.",
      "A journey or a course of study becomes a clear priority.",
      "Focusing on the bigger picture brings fresh direction.",
      "A conviction grows stronger, so act on it thoughtfully.",
    ],
    10: [
      "Ambition peaks, so aim high with focus.",
      "Ambition and effort merge into visible progress.",
      "A significant professional moment can take shape, so be ready for it.",
      "Your public role and private aims come into line.",
    ],
    11: [
      "Friendships and shared hopes come together powerfully.",
      "A group effort gathers concentrated momentum.",
      "A significant connection is made through your network.",
      "A shared dream takes a more definite shape.",
    ],
    12: [
      "Inner work brings deep insight and release.",
      "Solitude is powerful and restorative.",
      "A hidden strength or talent comes to light.",
      "Feelings you have kept private gather enough force to be understood.",
    ],
  },
};
