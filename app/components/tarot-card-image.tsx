/**
 * A card's art at the tarot pages' standard width. Alt text is the picture description.
 * `first`: the page's largest picture in its first screen, fetched ahead of the rest.
 */
export function TarotCardImage({
  image,
  alt,
  width = 200,
  eager = false,
  reversed = false,
  first = false,
}: {
  image: string;
  alt: string;
  width?: number;
  eager?: boolean;
  reversed?: boolean;
  first?: boolean;
}) {
  return (
    <img
      className={reversed ? "tarot-image reversed" : "tarot-image"}
      src={image}
      alt={alt}
      width={width}
      height={Math.round((width * 340) / 200)}
      loading={eager || first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
    />
  );
}
