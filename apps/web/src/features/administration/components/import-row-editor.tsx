import type { ImportRow } from '../api/import.ts';

/** The students' columns. */
export const studentImportLabels: Record<string, string> = {
  ime: 'Ime',
  prezime: 'Prezime',
  email: 'Email',
  oib: 'OIB',
  datumRodjenja: 'Datum rođenja',
  brojMobitela: 'Mobitel',
  ulica: 'Ulica',
  kucniBroj: 'Kućni broj',
  mjesto: 'Mjesto',
  program: 'Program',
  pohadanjeNastave: 'Način pohađanja',
  roditeljIme: 'Roditelj ime',
  roditeljPrezime: 'Roditelj prezime',
  roditeljMobitel: 'Roditelj mobitel',
  teorija: 'Teorija (da/ne)',
  zbor: 'Zbor (da/ne)',
};

/** The mentors' columns. */
export const mentorImportLabels: Record<string, string> = {
  ime: 'Ime',
  prezime: 'Prezime',
  email: 'E-mail',
  brojMobitela: 'Mobitel',
  predmet: 'Predmet',
  programi: 'Programi (odvojeni zarezom)',
  admin: 'Administrator (da/ne)',
};

/** An invalid row's cells as inputs: the bad ones first, each with its Croatian reason. */
export function ImportRowEditor({
  row,
  labels,
  onChange,
}: {
  row: ImportRow;
  labels: Record<string, string>;
  onChange: (row: ImportRow) => void;
}) {
  const keys = Object.keys(labels);
  const bad = keys.filter((k) => row.errors[k]);
  const shown = [
    ...bad,
    ...keys.filter((k) => !row.errors[k] && ['ime', 'prezime', 'email'].includes(k)),
  ];
  return (
    <fieldset className="card stack">
      <legend>Redak {row.row}</legend>
      <div className="admin-filter-grid">
        {shown.map((key) => {
          const id = `import-${row.row}-${key}`;
          const error = row.errors[key];
          return (
            <div className="field" key={key}>
              <label htmlFor={id}>
                {labels[key]}
                <span className="visually-hidden"> (redak {row.row})</span>
              </label>
              <input
                id={id}
                value={row.values[key] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) =>
                  onChange({ ...row, values: { ...row.values, [key]: e.target.value } })
                }
              />
              {error && (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
