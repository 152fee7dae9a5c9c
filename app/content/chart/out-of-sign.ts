// The sentence an aspect's paragraph ends on when its signs do not make it (29° Aries square
// 1° Leo): said in the text, not only in the heading. Rotated so that a reading with several
// says it in different words (docs/writing/chart-texts.md).

export interface OutOfSign {
  first: string;
  firstSign: string;
  second: string;
  secondSign: string;
  aspect: string;
}

export const OUT_OF_SIGN: readonly ((a: OutOfSign) => string)[] = [
  (a) =>
    `This ${a.aspect} is out of sign: ${a.first} in ${a.firstSign} and ${a.second} in ${a.secondSign} are near in degrees, but their signs do not make the angle, so it tends to work more quietly than its orb suggests.`,
  (a) =>
    `Read it as an out-of-sign ${a.aspect}, since ${a.firstSign} and ${a.secondSign} do not stand at this angle; the contact is real but muted, showing up in moments rather than all the time.`,
  (a) =>
    `Because ${a.first} sits in ${a.firstSign}, the ${a.aspect} crosses a sign boundary, out of sign as astrologers say; expect it to be felt more faintly, and easily overlooked.`,
  (a) =>
    `Out of sign, with ${a.secondSign} holding ${a.second}, this link whispers where an in-sign ${a.aspect} would speak up.`,
  (a) =>
    `Counted by signs, ${a.firstSign} to ${a.secondSign}, there is no ${a.aspect} here at all: an out-of-sign contact, subtler, noticed mostly in hindsight.`,
  (a) =>
    `An out-of-sign link like this one, ${a.first} reaching across into ${a.secondSign}, usually runs underground: you may recognise it only when someone points it out.`,
];

/** Past the rotation's end, a plain note with the signs, since seven or eight do occur. */
export const OUT_OF_SIGN_TOO = (a: OutOfSign) =>
  `Out of sign as well: ${a.first} in ${a.firstSign}, ${a.second} in ${a.secondSign}.`;
