// Sentences for the day's aspects, sign changes and stations.
import type { AspectLine, IngressLine, StationLine, Three, Two } from "~/content/horoscope/types";
import type { AspectType } from "~/domain/sky-types";

/** `aMeans`/`bMeans` are noun phrases, used only as objects so that number never matters. */
export const ASPECT_LINES: Readonly<Record<AspectType, Three<AspectLine>>> = {
  conjunction: [
    (c) => `${c.a} and ${c.b} travel together today, fusing ${c.aMeans} with ${c.bMeans}.`,
    (c) => `${c.a} meets ${c.b}, so there is no separating ${c.aMeans} from ${c.bMeans} today.`,
    (c) =>
      `${c.a} sits right beside ${c.b}, turning up the volume on ${c.aMeans} and ${c.bMeans} at once.`,
  ],
  sextile: [
    (c) =>
      `${c.a} sextiles ${c.b}, opening a small, friendly door between ${c.aMeans} and ${c.bMeans}.`,
    (c) =>
      `${c.a} makes a sextile to ${c.b}, an easy link between ${c.aMeans} and ${c.bMeans} that rewards a little effort.`,
    (c) => `A sextile from ${c.a} to ${c.b} lets ${c.aMeans} lend a hand to ${c.bMeans}.`,
  ],
  square: [
    (c) => `${c.a} squares ${c.b}, pitting ${c.aMeans} against ${c.bMeans}.`,
    (c) =>
      `${c.a} forms a square with ${c.b}, a friction between ${c.aMeans} and ${c.bMeans} that wants a practical answer.`,
    (c) => `With ${c.a} square ${c.b}, there is a tug of war between ${c.aMeans} and ${c.bMeans}.`,
  ],
  trine: [
    (c) => `${c.a} trines ${c.b}, so there is an easy harmony between ${c.aMeans} and ${c.bMeans}.`,
    (c) =>
      `${c.a} forms a trine with ${c.b}, letting ${c.aMeans} flow into ${c.bMeans} without effort.`,
    (c) =>
      `With ${c.a} in trine to ${c.b}, you can draw on ${c.aMeans} and ${c.bMeans} at the same time.`,
  ],
  opposition: [
    (c) => `${c.a} opposes ${c.b}, stretching you between ${c.aMeans} and ${c.bMeans}.`,
    (c) =>
      `${c.a} stands opposite ${c.b}, and a balance has to be struck between ${c.aMeans} and ${c.bMeans}.`,
    (c) => `With ${c.a} opposite ${c.b}, you are asked to weigh ${c.aMeans} against ${c.bMeans}.`,
  ],
};

/** The Moon changes sign after noon UTC: the mood shifts later in the day. */
export const MOON_INGRESS_LATER: Three<IngressLine> = [
  (c) =>
    `At ${c.time} UTC the Moon moves on into ${c.to}, your ${c.house} house of ${c.houseName}, and the evening takes on a different colour.`,
  (c) =>
    `Later, at ${c.time} UTC, the Moon slips into ${c.to}, shifting the focus to your ${c.house} house of ${c.houseName}.`,
  (c) =>
    `The Moon leaves ${c.from} for ${c.to} at ${c.time} UTC, so expect the second half of the day to feel different from the first.`,
];

/** The Moon changed sign before noon UTC: the mood the lead describes is fresh. */
export const MOON_INGRESS_EARLIER: Two<IngressLine> = [
  (c) =>
    `The Moon only crossed into ${c.to} at ${c.time} UTC, so this mood is brand new and still settling.`,
  (c) =>
    `Having left ${c.from} at ${c.time} UTC, the Moon brings a clean change of emotional weather.`,
];

/** Any other body changing sign: a change that lasts weeks, not hours. */
export const PLANET_INGRESS: Three<IngressLine> = [
  (c) =>
    `${c.planet} enters ${c.to} at ${c.time} UTC and settles into your ${c.house} house of ${c.houseName} for the weeks ahead, bringing ${c.means} with it.`,
  (c) =>
    `Today ${c.planet} leaves ${c.from} for ${c.to}, carrying ${c.means} into your ${c.house} house of ${c.houseName}.`,
  (c) =>
    `A change of sign for ${c.planet}, into ${c.to} at ${c.time} UTC, brings ${c.means} into your ${c.house} house.`,
];

export const STATIONS: Readonly<Record<"retrograde" | "direct", Two<StationLine>>> = {
  retrograde: [
    (c) =>
      `${c.planet} stations retrograde in ${c.sign} today, so expect a pause around ${c.means} before things turn back on themselves.`,
    (c) =>
      `Today ${c.planet} stands still and turns retrograde in your ${c.house} house, the start of a long review of ${c.means}.`,
  ],
  direct: [
    (c) =>
      `${c.planet} stations direct in ${c.sign} today, and stalled business around ${c.means} begins, slowly, to move forward again.`,
    (c) =>
      `Today ${c.planet} turns direct in your ${c.house} house, and what has been on hold around ${c.means} starts to unstick.`,
  ],
};
