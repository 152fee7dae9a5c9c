import { useId } from "react";
import { SignMedallion } from "~/components/sign-medallion";
import { ELEMENT_HUES } from "~/domain/palette";
import { getSign, SIGNS, type SignSlug } from "~/domain/zodiac";

/**
 * A labelled select of the twelve signs that shows the chosen sign's image. The image follows
 * the select through the page's "sign-select" script (app/islands), which reads each option's
 * glyph and element hue; without it the form still sends the chosen sign.
 */
export function SignSelect({
  label,
  name,
  initial,
}: {
  label: string;
  name: string;
  initial: SignSlug;
}) {
  const id = useId();
  return (
    <div className="sign-select">
      <SignMedallion sign={getSign(initial)} size={120} />
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={initial}>
        {SIGNS.map((sign) => (
          <option
            key={sign.slug}
            value={sign.slug}
            data-glyph={sign.glyph}
            data-hue={ELEMENT_HUES[sign.element][0]}
          >
            {sign.name}
          </option>
        ))}
      </select>
    </div>
  );
}
