/** The dry run's answer beside the form: each clash in Croatian, or that there are none. */
export function ClashList({ clashes }: { clashes: string[] }) {
  if (clashes.length === 0) {
    return (
      <p className="clash-none" role="status">
        Nema preklapanja.
      </p>
    );
  }
  return (
    <div className="clash-list" role="status">
      <p>Preklapanja:</p>
      <ul>
        {clashes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
