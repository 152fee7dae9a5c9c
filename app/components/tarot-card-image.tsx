/** A card's art at the tarot pages' standard width. Alt text is the picture description. */
export function TarotCardImage({
  image,
  alt,
  width = 200,
  eager = false,
  reversed = false,
}: {
  image: string;
  alt: string;
  width?: number;
  eager?: boolean;
  reversed?: boolean;
}) {
  return (
    <img
      className={reversed ? "tarot-image reversed" : "tarot-image"}
      src={image}
      alt={alt}
      width={width}
      height={Math.round((width * 340) / 200)}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
