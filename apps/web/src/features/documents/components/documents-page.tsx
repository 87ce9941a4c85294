import { useState } from 'react';
import { Link } from 'react-router';
import { documentMessages as m, visibilityLabels } from '@takt/shared/document-messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  useCreateFolder,
  useDeleteDocument,
  useDocuments,
  type DocumentAnswer,
} from '../api/documents.ts';
import { AddDocumentDialog, type AddKind } from './add-document-dialog.tsx';
import { FolderNameDialog } from './folder-name-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import '../documents.css';

const kindLabels = { link: 'Poveznica', file: 'Datoteka', abc: 'Notni zapis' } as const;

/** /dokumenti ('Poveznice'): 'Sve' that may be opened and 'Moje', folders, add, share, delete. */
export default function DocumentsPage() {
  const toast = useToast();
  const [view, setView] = useState<'all' | 'mine'>('all');
  const [folderId, setFolderId] = useState<number | null>(null);
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [sharing, setSharing] = useState<DocumentAnswer | null>(null);
  const [deleting, setDeleting] = useState<DocumentAnswer | null>(null);
  const [namingFolder, setNamingFolder] = useState(false);
  const list = useDocuments(view, folderId);
  const createFolder = useCreateFolder();
  const remove = useDeleteDocument();

  if (list.isError) return <LoadFailureNotice onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingScreen />;
  const { folders } = list.data.pages[0]!;
  const documents = list.data.pages.flatMap((p) => p.documents);

  async function newFolder(name: string) {
    try {
      await createFolder.mutateAsync(name);
      setNamingFolder(false);
    } catch (e) {
      toast.show(isApiError(e) ? e.message : 'Greška pri spremanju podataka.', 'error');
    }
  }

  return (
    <div className="page stack">
      <h1>{m.pageTitle}</h1>
      <div className="documents-toolbar">
        <div className="segmented" role="group" aria-label="Prikaz">
          {(['all', 'mine'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="button button-secondary"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'all' ? 'Sve' : 'Moje'}
            </button>
          ))}
        </div>
        <button type="button" className="button" onClick={() => setAdding('link')}>
          + Poveznica
        </button>
        <button type="button" className="button" onClick={() => setAdding('file')}>
          + Datoteka
        </button>
        <button type="button" className="button" onClick={() => setAdding('abc')}>
          + Notni zapis
        </button>
      </div>
      <div className="documents-toolbar" role="group" aria-label="Mape">
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={folderId === null}
          onClick={() => setFolderId(null)}
        >
          Sve mape
        </button>
        {folders.map((f) => (
          <button
            key={f.id}
            type="button"
            className="button button-secondary"
            aria-pressed={folderId === f.id}
            onClick={() => setFolderId(f.id)}
          >
            {f.name} ({f.documentCount})
          </button>
        ))}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setNamingFolder(true)}
        >
          + Mapa
        </button>
      </div>
      {documents.length === 0 ? (
        <p className="muted">Nema dokumenata za prikaz.</p>
      ) : (
        <ul className="documents-list">
          {documents.map((d) => (
            <li key={d.id} className="card document-item">
              <div className="document-item-main">
                <Link to={`/documents/${d.id}`}>{d.title}</Link>
                <p className="muted">
                  {kindLabels[d.kind]} · {d.owner.ime} {d.owner.prezime}
                  {d.mine && ` · ${visibilityLabels[d.visibility]}`}
                </p>
              </div>
              {d.mine && (
                <div className="row">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Dijeli: ${d.title}`}
                    onClick={() => setSharing(d)}
                  >
                    Dijeli
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Obriši: ${d.title}`}
                    onClick={() => setDeleting(d)}
                  >
                    Obriši
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Učitavam…' : 'Učitaj još'}
        </button>
      )}
      {adding && (
        <AddDocumentDialog kind={adding} folderId={folderId} onClose={() => setAdding(null)} />
      )}
      {namingFolder && (
        <FolderNameDialog
          busy={createFolder.isPending}
          onSave={(name) => void newFolder(name)}
          onCancel={() => setNamingFolder(false)}
        />
      )}
      {sharing && <ShareDialog document={sharing} onClose={() => setSharing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Brisanje dokumenta"
          message={`Jeste li sigurni da želite obrisati dokument „${deleting.title}”?`}
          confirmLabel="Obriši"
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.show(m.deleted, 'success'),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </div>
  );
}
