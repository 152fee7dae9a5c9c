// An area's sentence of its own when its planets' only events are told elsewhere in the reading
// (Venus entering the reader's sign as the week's headline leaves love nothing dated): the days
// the Moon crosses one of the area's houses. Placeholders {days} ("Thursday 3 December and
// Friday 4 December") and {house} ("7th"); never the 1st house, so "your {house} house" reads.
import type { PeriodArea } from "~/content/daily/types";

export const PERIOD_AREA_MOON: Readonly<Record<PeriodArea, readonly string[]>> = {
  love: [
    "The Moon crosses your {house} house on {days}, a natural time for an unhurried evening with someone you care about.",
    "On {days} the Moon is in your {house} house; say the affectionate thing then rather than saving it.",
    "Feelings soften on {days}, with the Moon in your {house} house: good days for a long talk or a shared meal.",
    "With the Moon in your {house} house on {days}, make room for romance, even if only for an hour.",
    "Keep {days} a little freer if you can: the Moon in your {house} house favours closeness.",
    "The Moon's pass through your {house} house on {days} makes it easier to ask a partner for what you need.",
  ],
  work: [
    "The Moon moves through your {house} house on {days}, a good window to show your work to the people who decide.",
    "On {days}, with the Moon in your {house} house, clear the task you have been circling.",
    "Book the meeting that matters for {days}, while the Moon is in your {house} house.",
    "The Moon in your {house} house on {days} brings your duties into focus; tidy the list then.",
    "With the Moon crossing your {house} house on {days}, small practical steps at work count for more.",
    "Keep {days} for focused work: the Moon is in your {house} house and attention comes more easily.",
  ],
  wellbeing: [
    "The Moon passes through your {house} house on {days}; plan an early night or a long walk for one of them.",
    "On {days} the Moon is in your {house} house, so listen to what your body asks for and answer it.",
    "Give {days} a gentler rhythm: the Moon in your {house} house makes rest and routine matter more.",
    "With the Moon in your {house} house on {days}, a fresh habit around sleep or food is easier to begin.",
    "The Moon crosses your {house} house on {days}, good days to move, stretch and eat well without fuss.",
    "Mark {days} for looking after yourself, while the Moon is in your {house} house.",
  ],
  money: [
    "The Moon is in your {house} house on {days}, a sensible time to check the accounts and settle a bill.",
    "On {days}, with the Moon crossing your {house} house, talk through a shared cost calmly.",
    "Keep {days} for paperwork: the Moon in your {house} house favours careful sums.",
    "With the Moon in your {house} house on {days}, notice what you spend on comfort and whether it is worth it.",
    "The Moon's pass through your {house} house on {days} suits a quiet review of what comes in and goes out.",
    "Put a money question on the table on {days}, while the Moon is in your {house} house.",
  ],
};
