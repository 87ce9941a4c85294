/** A screen whose content is not built yet: a clear heading and a note, never blank. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <div className="page stack">
      <h1>{title}</h1>
      <p className="muted">Ova stranica je u izradi.</p>
    </div>
  );
}
