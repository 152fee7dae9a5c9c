/** Facts as label and value pairs, in a description list (a card's, a sign's). */
export function FactList({ facts, className }: { facts: [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
