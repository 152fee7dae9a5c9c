import { useId, useState } from "react";
import { SignMedallion } from "~/components/sign-medallion";
import { getSign, SIGNS, type SignSlug } from "~/domain/zodiac";

/** A labelled select of the twelve signs that shows the chosen sign's image. */
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
  const [slug, setSlug] = useState<SignSlug>(initial);
  return (
    <div className="sign-select">
      <SignMedallion sign={getSign(slug)} size={120} />
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={slug}
        onChange={(e) => setSlug(e.target.value as SignSlug)}
      >
        {SIGNS.map((sign) => (
          <option key={sign.slug} value={sign.slug}>
            {sign.name}
          </option>
        ))}
      </select>
    </div>
  );
}
