import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { documentMessages as m } from '@takt/shared/document-messages';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { downloadFile } from '../../../lib/download.ts';
import { useDocument } from '../api/documents.ts';
import { AbcNotation } from './abc-notation.tsx';
import { FilePreview } from './file-preview.tsx';
import '../documents.css';

/** /documents/{id}: title, owner, a preview (PDF, image, audio, ABC) and the download. */
export default function DocumentPage() {
  const id = Number(useParams().documentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useDocument(valid ? id : 0);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const missing = !valid || (query.error as { status?: number } | null)?.status === 404;
  if (missing) {
    return (
      <div className="page stack">
        <h1>{m.unavailable}</h1>
        <Link to="/dokumenti">Natrag na poveznice</Link>
      </div>
    );
  }
  if (query.isError) return <LoadFailureNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingScreen />;
  const d = query.data;

  async function download(fileId: number, name: string) {
    setBusy(true);
    try {
      await downloadFile(`/api/files/${fileId}?download=1`, name);
    } catch {
      toast.show('Preuzimanje nije uspjelo.', 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page stack">
      <h1>{d.title}</h1>
      <p className="muted">
        {d.owner.ime} {d.owner.prezime} · {formatDate(d.createdAt)}
      </p>
      {d.kind === 'link' && d.url && (
        <p>
          <a href={d.url} target="_blank" rel="noopener noreferrer nofollow">
            Otvori poveznicu: {d.url}
          </a>
        </p>
      )}
      {d.kind === 'abc' && d.abc && <AbcNotation abc={d.abc} title={d.title} />}
      {d.file && (
        <>
          <FilePreview file={d.file} title={d.title} />
          <div className="row">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void download(d.file!.id, d.file!.name ?? d.title)}
            >
              Preuzmi
            </button>
          </div>
        </>
      )}
      <Link to="/dokumenti">Natrag na poveznice</Link>
    </div>
  );
}
