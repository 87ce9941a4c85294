import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../api/download.ts';
import {
  checkImport,
  previewImport,
  toRowBody,
  useCommitImport,
  type ImportKind,
  type ImportPreview,
  type ImportRow,
} from '../api/import.ts';
import '../administration.css';
import { ImportRowEditor, mentorImportLabels, studentImportLabels } from './import-row-editor.tsx';

const statusLabel = { new: 'Novi', duplicate: 'Duplikat', invalid: 'Neispravan' } as const;

const kinds = {
  students: {
    title: 'Uvoz učenika',
    back: '/korisnici',
    backLabel: 'Natrag na popis učenika',
    template: 'predlozak-ucenici.xlsx',
    intro:
      'Preuzmite predložak, popunite jedan redak po učeniku (najviše 1000) i učitajte ga. Podatke za prijavu učenici dobivaju emailom.',
    person: 'Učenik',
    save: (n: number) => `Spremi učenike (${n})`,
    labels: studentImportLabels,
  },
  mentors: {
    title: 'Uvoz mentora',
    back: '/mentori',
    backLabel: 'Natrag na popis mentora',
    template: 'predlozak-mentori.xlsx',
    intro:
      'Preuzmite predložak, popunite jedan redak po mentoru (najviše 1000) i učitajte ga. Programe odvojite zarezom. Podatke za prijavu mentori dobivaju emailom.',
    person: 'Mentor',
    save: (n: number) => `Spremi mentore (${n})`,
    labels: mentorImportLabels,
  },
} as const;

/** /korisnici/uvoz: the students' import. */
export default function ImportPage() {
  return <ImportScreen kind="students" />;
}

/**
 * A bulk import: the template, the upload with progress, the preview (new, duplicate, invalid
 * with the reason per cell), fixing invalid rows in place, and the commit of the new ones.
 */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const text = kinds[kind];
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const commit = useCommitImport(kind);

  const fail = (e: unknown) =>
    setError(isApiError(e) ? e.message : 'Greška pri dohvaćanju podataka');
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setDone(null);
    setPreview(null);
    setBusy(true);
    setProgress(0);
    try {
      setPreview(await previewImport(kind, file, setProgress));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const update = (row: ImportRow) =>
    setPreview((p) => p && { ...p, rows: p.rows.map((r) => (r.row === row.row ? row : r)) });
  const recheck = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await checkImport(kind, preview.rows.map(toRowBody)));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    preview &&
    commit.mutate(preview.rows.map(toRowBody), {
      onSuccess: (answer) => {
        setDone(answer.message);
        setPreview(null);
        toast.show(answer.message, 'success');
      },
      onError: fail,
    });
  const invalid = preview?.rows.filter((r) => r.status === 'invalid') ?? [];

  return (
    <div className="page stack">
      <h1>{text.title}</h1>
      <p>
        <Link to={text.back}>{text.backLabel}</Link>
      </p>
      <section className="card stack" aria-labelledby="import-file-title">
        <h2 id="import-file-title">1. Tablica</h2>
        <p className="muted">{text.intro}</p>
        <button
          type="button"
          className="button button-secondary align-start"
          onClick={() =>
            void downloadFile(`/api/admin/import/${kind}/template`, text.template).catch(fail)
          }
        >
          Preuzmi predložak
        </button>
        <div className="field">
          <label htmlFor="import-file">XLSX datoteka</label>
          <input
            id="import-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => void onFile(e)}
            disabled={busy}
          />
        </div>
        {busy && (
          <div role="status" className="stack-tight">
            {progress !== null && progress < 100 ? (
              <>
                <span>Učitavanje datoteke: {progress} %</span>
                <progress className="import-progress" max={100} value={progress} />
              </>
            ) : (
              <span>Provjera redaka...</span>
            )}
          </div>
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="alert alert-success" role="status">
            {done}
          </p>
        )}
      </section>

      {preview && (
        <section className="card stack" aria-labelledby="import-preview-title">
          <h2 id="import-preview-title">2. Pregled</h2>
          <p role="status">
            Novi: {preview.summary.new} · Duplikati (preskaču se): {preview.summary.duplicate} ·
            Neispravni: {preview.summary.invalid}
          </p>
          {invalid.length > 0 && (
            <div className="stack">
              <h3>Ispravite neispravne retke</h3>
              {invalid.map((row) => (
                <ImportRowEditor key={row.row} row={row} labels={text.labels} onChange={update} />
              ))}
              <button
                type="button"
                className="button button-secondary align-start"
                disabled={busy}
                onClick={() => void recheck()}
              >
                Provjeri ponovno
              </button>
            </div>
          )}
          <div className="import-table-wrap" role="region" aria-label="Redci tablice" tabIndex={0}>
            <table className="import-table">
              <caption className="visually-hidden">Redci tablice</caption>
              <thead>
                <tr>
                  <th scope="col">Redak</th>
                  <th scope="col">{text.person}</th>
                  <th scope="col">Email</th>
                  <th scope="col">Stanje</th>
                  <th scope="col">Napomena</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>
                      {r.values.ime} {r.values.prezime}
                    </td>
                    <td>{r.values.email}</td>
                    <td>{statusLabel[r.status]}</td>
                    <td>{Object.values(r.errors).join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="button align-start"
            disabled={invalid.length > 0 || preview.summary.new === 0 || commit.isPending}
            onClick={save}
          >
            {commit.isPending ? 'Spremanje...' : text.save(preview.summary.new)}
          </button>
        </section>
      )}
    </div>
  );
}
