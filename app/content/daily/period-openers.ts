// Weekly and monthly readings: the first sentence, written for the kind of the period's headline
// event and labelled with its mood, and the house topics it names.
import type { PeriodOpeners } from "~/content/daily/types";
import type { PerHouse } from "~/content/horoscope/types";

/** What each house holds for the reader, as {area} in an opener. */
export const HOUSE_AREAS: PerHouse<string> = {
  1: "your own plans and the way you come across",
  2: "money and the things you value",
  3: "messages, learning and short trips",
  4: "home and family",
  5: "romance, play and creative work",
  6: "daily work and health",
  7: "love and working partnerships",
  8: "shared money, debts and trust",
  9: "travel, study and big questions",
  10: "career and public standing",
  11: "friends, groups and long-range hopes",
  12: "rest, privacy and what you keep to yourself",
};

export const PERIOD_OPENERS: PeriodOpeners = {
  newMoon: {
    good: [
      "{Event} on {day} falls {where}, a clean start for {area} with the timing on your side.",
      "{Event} arrives on {day} {where}, and a fresh start in {area} comes easily.",
      "A new cycle for {area} opens with {event} on {day}, {where}, and it opens on a hopeful note.",
    ],
    mixed: [
      "{Event} on {day} falls {where}, so plant an intention for {area}.",
      "The cycle starts again with {event} on {day}, {where}: decide what you want from {area} next.",
      "{Event} on {day} lands {where}, a quiet starting line for {area}.",
      "With {event} on {day} {where}, the first move in {area} is yours to choose.",
    ],
    hard: [
      "{Event} on {day} lands {where}, and a new start in {area} comes with a cost worth counting first.",
      "{Event} on {day} falls {where}, asking for a beginning in {area} before you feel ready for one.",
      "A fresh start in {area} begins with {event} on {day}, {where}, slowly and against some resistance.",
    ],
  },
  fullMoon: {
    good: [
      "{Event} on {day} lights up {where}, and what you have built in {area} shows at its best.",
      "{Event} peaks on {day}, {where}, bringing results in {area} you can be pleased with.",
      "On {day}, {event} shines {where}, and recognition in {area} comes more readily than it has.",
    ],
    mixed: [
      "{Event} on {day} falls {where}, bringing {area} to a head.",
      "{Event} on {day} shines {where}, showing plainly where you stand on {area}.",
      "Feelings about {area} rise with {event} on {day}, {where}, and they are worth hearing out.",
      "{Event} on {day} lands {where}: a matter of {area} reaches its fullest point.",
    ],
    hard: [
      "{Event} on {day} falls {where}, and a strain in {area} becomes hard to ignore.",
      "On {day}, {event} shines {where} on what has not worked in {area}, which is uncomfortable and useful.",
      "{Event} on {day} lands {where}, and tempers around {area} may run high for a day or two.",
    ],
  },
  eclipse: {
    good: [
      "{Event} on {day} falls {where}, opening a door in {area} that has been shut for a while.",
      "{Event} on {day} lands {where}, and a turn in {area} comes in your favour.",
    ],
    mixed: [
      "{Event} on {day} falls {where}, the kind of turning point in {area} that shows its meaning slowly.",
      "{Event} on {day} marks a page turning in {area}, {where}.",
      "The sky's big moment is {event} on {day}, {where}, where a chapter in {area} closes or begins.",
    ],
    hard: [
      "{Event} on {day} falls {where}, and it can shake loose something in {area} you had thought settled.",
      "{Event} on {day} lands {where}, with an ending in {area} that asks to be accepted rather than fought.",
    ],
  },
  retrograde: {
    good: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, giving you a welcome second chance in {area}.",
      "On {day}, {planet} stands still in {sign} and turns back, {where}, and an old matter in {area} can be settled well.",
    ],
    mixed: [
      "{Planet} stations retrograde in {sign} on {day}, {where}, so review {area} rather than make new moves there.",
      "On {day}, {planet} turns retrograde {where}, and a slower pace gives {area} a careful second look.",
      "{Planet} begins its backward run in {sign} on {day}, {where}: revisit {area} before you add to it.",
      "With {planet} turning retrograde in {sign} on {day}, {where}, old threads in {area} come back to hand.",
    ],
    hard: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, and delays in {area} test your patience.",
      "On {day}, {planet} stalls and turns back in {sign}, {where}, so plans for {area} may need redoing.",
      "{Planet} stations retrograde on {day} in {sign}, {where}, and progress in {area} runs backwards for a while.",
    ],
  },
  direct: {
    good: [
      "{Planet} turns direct in {sign} on {day}, {where}, and plans for {area} move forward again at last.",
      "On {day}, {planet} ends its retrograde in {sign}, {where}, freeing what was stuck in {area}.",
      "{Planet} stations direct on {day} in {sign}, {where}, and a green light in {area} follows.",
    ],
    mixed: [
      "{Planet} turns direct in {sign} on {day}, {where}; give {area} a few days before you push.",
      "On {day}, {planet} stands still in {sign} and turns forward, {where}, so plans for {area} start to move, slowly at first.",
      "{Planet} resumes direct motion on {day}, {where}, and decisions held back in {area} can be taken.",
      "With {planet} turning direct in {sign} on {day}, {where}, you can pick up {area} where you left off.",
    ],
    hard: [
      "{Planet} turns direct in {sign} on {day}, {where}, though {area} lags behind for a while yet.",
      "On {day}, {planet} turns direct {where}, and the backlog in {area} has to be cleared before anything new.",
    ],
  },
  ingress: {
    good: [
      "{Planet} enters {sign} on {day}, {where}, bringing fresh help to {area}.",
      "On {day}, {planet} moves into {sign}, {where}, and {area} get a lift from it.",
      "{Planet} arrives in {sign} on {day}, {where}, a welcome change of weather for {area}.",
    ],
    mixed: [
      "{Planet} enters {sign} on {day}, {where}, turning your attention to {area}.",
      "On {day}, {planet} moves into {sign}, {where}, and the focus shifts to {area}.",
      "{Planet} changes sign on {day}, entering {sign} {where}, and a new tone colours {area}.",
      "With {planet} in {sign} from {day}, {where}, put your effort into {area}.",
    ],
    hard: [
      "{Planet} enters {sign} on {day}, {where}, and matters of {area} ask more of you than usual.",
      "On {day}, {planet} moves into {sign}, {where}, bringing pressure to {area} that is better met early.",
      "{Planet} arrives in {sign} on {day}, {where}, and friction around {area} needs handling.",
    ],
  },
  harmony: {
    good: [
      "{Planet} and {other} make {aspect} on {day}, {where}, and matters of {area} flow with unusual ease.",
      "On {day}, {planet} makes {aspect} with {other}, {where}, and help with {area} comes when asked.",
      "{Aspect} between {planet} and {other} on {day}, {where}, brings good timing to {area}.",
    ],
    mixed: [
      "{Planet} and {other} make {aspect} on {day}, {where}: an opening in {area} that rewards a small move.",
      "On {day}, {aspect} between {planet} and {other} falls {where}, offering {area} an easier path if you take it.",
      "{Planet} makes {aspect} with {other} on {day}, {where}, so a friendly word goes far in {area}.",
      "With {planet} and {other} in {aspect} on {day}, {where}, there is room to mend {area} a little.",
    ],
    hard: [
      "{Planet} and {other} make {aspect} on {day}, {where}, a brief ease in {area} between harder stretches.",
      "On {day}, {planet} makes {aspect} with {other}, {where}, one helpful day for {area} in a demanding stretch.",
    ],
  },
  tension: {
    good: [
      "{Planet} and {other} make {aspect} on {day}, {where}, a push in {area} that you are well placed to meet.",
      "On {day}, {planet} makes {aspect} with {other}, {where}, and a challenge in {area} finds you ready for it.",
    ],
    mixed: [
      "{Planet} and {other} make {aspect} on {day}, {where}, so a choice about {area} is due.",
      "On {day}, {aspect} between {planet} and {other} falls {where}, and two needs in {area} pull apart.",
      "{Planet} makes {aspect} with {other} on {day}, {where}: friction in {area} points at what needs changing.",
      "With {planet} and {other} at odds on {day}, {where}, {area} call for a plain conversation.",
    ],
    hard: [
      "{Planet} and {other} make {aspect} on {day}, {where}, and pressure builds around {area}.",
      "On {day}, {planet} makes {aspect} with {other}, {where}, so choose your battles in {area}.",
      "{Aspect} between {planet} and {other} on {day}, {where}, brings strain to {area}, best met one piece at a time.",
    ],
  },
  merge: {
    good: [
      "{Planet} and {other} meet in {aspect} on {day}, {where}, concentrating support on {area}.",
      "On {day}, {planet} joins {other}, {where}, and {area} deserve your best and fullest attention.",
    ],
    mixed: [
      "{Planet} and {other} make {aspect} on {day}, {where}, gathering your attention on {area}.",
      "On {day}, {planet} meets {other}, {where}, and everything turns on {area}.",
      "{Planet} joins {other} on {day}, {where}: a concentrated moment for {area}.",
      "With {planet} and {other} together on {day}, {where}, one aim in {area} deserves your full effort.",
    ],
    hard: [
      "{Planet} and {other} meet on {day}, {where}, and matters of {area} carry more weight than is comfortable.",
      "On {day}, {planet} makes {aspect} with {other}, {where}, so intensity around {area} needs a steady hand.",
    ],
  },
  quiet: {
    good: [
      "No planet changes sign or direction {span}, and the calm is a gift: the Moon sets an easy pace, and your own plans have room to breathe.",
      "A still sky {span} leaves room for what you enjoy, with only the Moon on the move and nothing overhead pulling you off course.",
    ],
    mixed: [
      "No planet changes sign, turns or makes an exact aspect {span}, so the Moon's path through your houses sets the pace and the choices stay yours.",
      "The planets hold still {span}, and the Moon's daily changes are the ones to follow, a quieter rhythm that rewards steady habits.",
      "Nothing major shifts overhead {span}, which suits ordinary tasks done well and conversations that have waited for a calmer spell.",
    ],
    hard: [
      "A still sky {span} can feel like waiting for a signal that does not come, so set your own small deadlines and keep them.",
      "With no planet on the move {span}, progress depends on your own push more than on outside help, and small steps count.",
    ],
  },
};
