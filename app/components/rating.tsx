/** A 1-5 rating drawn as stars, read out as words. */
export function Rating({ value, label, part }: { value: number; label: string; part?: string }) {
  return (
    <p className="rating">
      <span className="rating-label">{label}:</span>{" "}
      <span className="rating-stars" role="img" aria-label={`${value} out of 5`} data-rating={part}>
        {"★".repeat(value)}
        <span className="rating-empty">{"★".repeat(5 - value)}</span>
      </span>
    </p>
  );
}
