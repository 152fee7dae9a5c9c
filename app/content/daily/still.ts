// A part's aspect said again on a later day of the same run (two days after it was news): the
// sentence says the aspect is still going on, so a long transit is not presented as new each day.
// By harmony; placeholders {Planet} {planet} {Other} {other} {aspect} {Aspect}. Every line says
// "still" and names both bodies.
import type { StillLines } from "~/content/daily/types";

export const STILL_LINES: StillLines = {
  soft: [
    "{Planet} is still in {aspect} with {other}, so the easy footing of recent days holds a little longer.",
    "{Aspect} between {planet} and {other} is still in play; use what comes smoothly before it fades.",
    "{Planet} and {other} are still in {aspect}, a calm stretch worth spending on something you postponed.",
    "{Planet} is still linked to {other} by {aspect}, and a friendly approach goes further than a forceful one.",
    "With {planet} still in {aspect} with {other}, an unhurried rhythm is yours for one more stretch.",
    "{Aspect} still joins {planet} and {other}; finish what started well while the going is gentle.",
    "{Planet} still makes {aspect} with {other}, so help offered lately is worth accepting now.",
    "Ease lingers while {planet} is still in {aspect} with {other}; spend it on something that matters to you.",
  ],
  hard: [
    "{Planet} is still in {aspect} with {other}, so the pressure of recent days has not quite lifted; pace yourself.",
    "{Aspect} between {planet} and {other} is still in force, and patience serves better than a quick fix.",
    "{Planet} and {other} are still in {aspect}; leave a margin in your plans for the friction it brings.",
    "With {planet} still in {aspect} with {other}, the same knot is there to untie, one strand at a time.",
    "{Aspect} still holds {planet} and {other} at odds, so choose the calmer response when something grates.",
    "{Planet} still makes {aspect} with {other}; a strain you noticed earlier deserves a practical answer rather than a sharp one.",
    "Friction lingers while {planet} is still in {aspect} with {other}, so keep the plan simple where you can.",
    "{Planet} is still locked in {aspect} with {other}: give any irritation a few hours before you reply.",
  ],
  blend: [
    "{Planet} is still in {aspect} with {other}, and the focus it brings has not scattered yet.",
    "{Aspect} still binds {planet} and {other}, so one theme keeps asking for your attention.",
    "{Planet} and {other} are still in {aspect}; put the concentrated mood to a single clear purpose.",
    "With {planet} still in {aspect} with {other}, what felt intense lately stays close to the surface.",
    "{Planet} still meets {other} in {aspect}; a second look at what it stirred up is worthwhile.",
    "{Aspect} between {planet} and {other} is still close, so gather your effort in one place.",
    "Intensity lingers while {planet} is still in {aspect} with {other}; choose where it goes.",
    "{Planet} is still fused with {other} in {aspect}, which suits patient work on one thing.",
  ],
};
