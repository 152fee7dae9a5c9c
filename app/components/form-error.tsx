/** A message about the whole form (not one field), read out as soon as it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="notice error">
      {message}
    </p>
  );
}
