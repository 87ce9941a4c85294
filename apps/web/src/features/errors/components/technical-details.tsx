import type { ErrorPageState } from '../../../lib/error-state.ts';

const categoryLabels: Record<string, string> = {
  network: 'Mreža',
  auth: 'Prijava i ovlasti',
  data: 'Podaci',
  render: 'Prikaz',
  pwa: 'Aplikacija',
  resource: 'Resursi',
  api: 'Poslužitelj',
  validation: 'Provjera podataka',
  unknown: 'Nepoznato',
};

/** What a support person needs: where, when, what kind, and the stack when there is one. */
export function TechnicalDetails({ id, state }: { id: string; state: ErrorPageState }) {
  const rows: [string, string][] = [
    ['Poruka', state.details?.message ?? state.message],
    ['Vrsta', state.isStale404 ? 'Stranica ne postoji (404)' : (state.details?.name ?? '—')],
    ['Kategorija', categoryLabels[state.category ?? 'unknown'] ?? 'Nepoznato'],
    ['Adresa', state.path ?? '—'],
    ['Vrijeme', state.details?.time ?? '—'],
  ];
  if (state.critical) rows.push(['Ozbiljnost', 'Kritična (sesija)']);
  return (
    <div id={id} className="technical-details">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="technical-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {state.details?.stack && (
        <pre tabIndex={0} aria-label="Stog poziva">
          {state.details.stack}
        </pre>
      )}
    </div>
  );
}
