import { useState } from 'react';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { useLegal } from '../api/legal.ts';
import { LegalEditor } from './legal-editor.tsx';
import { LegalText } from './legal-text.tsx';

/** The school's terms of use and privacy policy, each folded; admins may edit both. */
export function LegalSections({ canEdit }: { canEdit: boolean }) {
  const legal = useLegal();
  const [editing, setEditing] = useState(false);
  if (legal.isError) return <LoadFailureNotice onRetry={() => void legal.refetch()} />;
  if (!legal.data) return <p className="muted">Učitavanje...</p>;
  const doc = legal.data;
  return (
    <div className="card stack">
      <h2>Uvjeti korištenja i privatnost</h2>
      <p className="muted">
        {`${doc.schoolName} · verzija ${doc.version}`}
        {doc.updatedAt && ` · izmijenjeno ${formatDate(doc.updatedAt)}`}
      </p>
      <details className="legal-details">
        <summary>Uvjeti korištenja</summary>
        <LegalText text={doc.terms} />
      </details>
      <details className="legal-details">
        <summary>Pravila privatnosti</summary>
        <LegalText text={doc.privacy} />
      </details>
      {canEdit && !editing && (
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          Uredi uvjete i privatnost
        </button>
      )}
      {canEdit && editing && <LegalEditor onDone={() => setEditing(false)} />}
    </div>
  );
}
