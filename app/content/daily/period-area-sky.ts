// Weekly and monthly readings: an area planet's own event in that area of life (love Venus;
// work the Sun, Mercury and Saturn; money Jupiter and Venus; wellbeing Mars, as in the daily parts).
import type { PeriodAreaSky } from "~/content/daily/types";

export const PERIOD_AREA_SKY: PeriodAreaSky = {
  love: {
    ingress: [
      "{Planet} enters {sign} on {day}, {where}, and what you want from love takes on that sign's colour.",
      "From {day}, {planet} moves through {sign}, {where}, changing where affection is easiest to find.",
      "{Planet}'s move into {sign} on {day}, {where}, shifts the mood between you and the people you care about.",
    ],
    retrograde: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, a time to revisit feelings rather than rush new ones.",
      "From {day}, with {planet} retrograde in {sign}, an old flame or an old question in love may come back.",
      "{Planet} stations retrograde on {day}, {where}, so leave big romantic decisions until it turns again.",
    ],
    direct: [
      "{Planet} turns direct in {sign} on {day}, {where}, and feelings that were tangled begin to loosen.",
      "Once {planet} turns direct on {day}, {where}, it is easier to say plainly what you want in love.",
      "From {day}, {planet} moves forward again in {sign}, {where}, and stalled plans for two can restart.",
    ],
    harmony: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, a warm spell for a date or a heartfelt talk.",
      "On {day}, {aspect} between {planet} and {other} makes affection easier to show, {where}.",
      "{Planet} and {other} make {aspect} on {day}, {where}, so a kind gesture in love is well timed.",
    ],
    tension: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, and a difference in love needs talking through.",
      "On {day}, {aspect} between {planet} and {other} can stir jealousy or impatience, so go gently with those close to you.",
      "{Planet} and {other} make {aspect} on {day}, {where}: what you want and what a partner wants may pull apart for a day.",
    ],
    merge: [
      "{Planet} meets {other} on {day}, {where}, and feelings in love run strong and direct.",
      "On {day}, {planet} and {other} make {aspect}, {where}, a day when attraction is hard to hide.",
      "{Planet} joins {other} on {day}, {where}, so say what you feel rather than hint at it.",
    ],
  },
  work: {
    ingress: [
      "{Planet} enters {sign} on {day}, {where}, and the way you approach your work shifts with it.",
      "From {day}, {planet} moves through {sign}, {where}, bringing a new focus to your job and goals.",
      "{Planet}'s move into {sign} on {day}, {where}, changes which tasks at work ask for you first.",
    ],
    retrograde: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, so check contracts, figures and plans at work twice.",
      "From {day}, with {planet} retrograde in {sign}, work goes better on revision than on launches.",
      "{Planet} stations retrograde on {day}, {where}, and an earlier project at work asks for another pass.",
    ],
    direct: [
      "{Planet} turns direct in {sign} on {day}, {where}, and work held up by delays can move again.",
      "Once {planet} turns direct on {day}, {where}, decisions at work are easier to make and keep.",
      "From {day}, {planet} moves forward again in {sign}, {where}, a better time to sign or send.",
    ],
    harmony: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, a good day to pitch, ask or agree at work.",
      "On {day}, {aspect} between {planet} and {other} smooths a working relationship, {where}.",
      "{Planet} and {other} make {aspect} on {day}, {where}, so put your best work forward then.",
    ],
    tension: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, and a disagreement at work needs a calm head.",
      "On {day}, {aspect} between {planet} and {other} brings competing demands at work, so rank them.",
      "{Planet} and {other} make {aspect} on {day}, {where}: deadlines and authority may clash, and notes help.",
    ],
    merge: [
      "{Planet} meets {other} on {day}, {where}, a concentrated day for one important task at work.",
      "On {day}, {planet} and {other} make {aspect}, {where}, so aim your working hours at a single goal.",
      "{Planet} joins {other} on {day}, {where}, and an idea about your career gathers force.",
    ],
  },
  money: {
    ingress: [
      "{Planet} enters {sign} on {day}, {where}, and your habits with money shift with it.",
      "From {day}, {planet} moves through {sign}, {where}, changing what feels worth paying for.",
      "{Planet}'s move into {sign} on {day}, {where}, is a cue to look again at your budget.",
    ],
    retrograde: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, so hold off on large purchases and recheck recent ones.",
      "From {day}, with {planet} retrograde in {sign}, money matters go better on review than on new spending.",
      "{Planet} stations retrograde on {day}, {where}, and an old bill, debt or refund may come back to you.",
    ],
    direct: [
      "{Planet} turns direct in {sign} on {day}, {where}, and money plans that waited can go ahead with care.",
      "Once {planet} turns direct on {day}, {where}, a purchase you postponed is easier to judge.",
      "From {day}, {planet} moves forward again in {sign}, {where}, a better time to settle accounts.",
    ],
    harmony: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, a good day to ask about pay or terms.",
      "On {day}, {aspect} between {planet} and {other} favours a careful money decision, {where}.",
      "{Planet} and {other} make {aspect} on {day}, {where}, so good value is easier to spot.",
    ],
    tension: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, so watch for spending that comforts more than it serves.",
      "On {day}, {aspect} between {planet} and {other} can tempt you to overspend; sleep on any big purchase.",
      "{Planet} and {other} make {aspect} on {day}, {where}: what you want and what you can afford disagree.",
    ],
    merge: [
      "{Planet} meets {other} on {day}, {where}, and one money question deserves your full attention.",
      "On {day}, {planet} and {other} make {aspect}, {where}, a concentrated moment for a financial plan.",
      "{Planet} joins {other} on {day}, {where}, so put one money goal first and see it through.",
    ],
  },
  wellbeing: {
    ingress: [
      "{Planet} enters {sign} on {day}, {where}, and the way your body wants to move changes with it.",
      "From {day}, {planet} moves through {sign}, {where}, so adjust your exercise to a new pace.",
      "{Planet}'s move into {sign} on {day}, {where}, changes where your drive goes, and your stamina with it.",
    ],
    retrograde: [
      "{Planet} turns retrograde in {sign} on {day}, {where}, so rebuild a routine before you push a new one.",
      "From {day}, with {planet} retrograde in {sign}, go back to a form of exercise you once enjoyed.",
      "{Planet} stations retrograde on {day}, {where}: rest more, and return to training slowly.",
    ],
    direct: [
      "{Planet} turns direct in {sign} on {day}, {where}, and your drive builds again over the days after.",
      "Once {planet} turns direct on {day}, {where}, it is a better time to start a fitness goal.",
      "From {day}, {planet} moves forward again in {sign}, {where}, so step your activity up gradually.",
    ],
    harmony: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, a good day for a long walk, a swim or a new class.",
      "On {day}, {aspect} between {planet} and {other} makes effort feel lighter, {where}.",
      "{Planet} and {other} make {aspect} on {day}, {where}, so use the lift for something active.",
    ],
    tension: [
      "{Planet} makes {aspect} with {other} on {day}, {where}, so watch for haste, strain and short tempers.",
      "On {day}, {aspect} between {planet} and {other} can leave you wired; wind down early that evening.",
      "{Planet} and {other} make {aspect} on {day}, {where}: pace yourself and warm up properly.",
    ],
    merge: [
      "{Planet} meets {other} on {day}, {where}, and your drive runs high, best spent on one physical goal.",
      "On {day}, {planet} and {other} make {aspect}, {where}, so channel the surge into movement rather than argument.",
      "{Planet} joins {other} on {day}, {where}: strong drive, best balanced with proper rest.",
    ],
  },
};
