/** A 1-5 rating drawn as stars, read out as words. */
export function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p className="rating">
      <span className="rating-label">{label}:</span>{" "}
      <span className="rating-stars" role="img" aria-label={`${value} out of 5`}>
        {"★".repeat(value)}
        <span className="rating-empty">{"★".repeat(5 - value)}</span>
      </span>
    </p>
  );
}
