import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptTerms, useLegal } from '../api/legal.ts';
import { LegalText } from './legal-text.tsx';

/** Until the school's current terms are accepted (recorded on the server with their version). */
export function TermsModal() {
  const { logout } = useSession();
  const legal = useLegal();
  const accept = useAcceptTerms();
  const [error, setError] = useState<string | null>(null);
  const doc = legal.data;
  if (!doc || doc.accepted !== false) return null;
  const agree = async () => {
    try {
      await accept.mutateAsync(doc.version);
      localStorage.setItem('termsAccepted', doc.version);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Greška pri spremanju. Pokušajte ponovno.');
      if (isApiError(e) && e.code === 'terms_version_stale') void legal.refetch();
    }
  };
  return (
    <Modal open title="Uvjeti korištenja" onClose={() => {}} showCloseButton={false} width="narrow">
      <div className="stack terms-modal">
        <p>{`Prije nastavka pročitajte i prihvatite uvjete korištenja i pravila privatnosti (verzija ${doc.version}).`}</p>
        <div className="terms-scroll" tabIndex={0} aria-label="Tekst uvjeta i pravila privatnosti">
          <h3>Uvjeti korištenja</h3>
          <LegalText text={doc.terms} />
          <h3>Pravila privatnosti</h3>
          <LegalText text={doc.privacy} />
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div className="row modal-actions">
          <button type="button" className="button button-secondary" onClick={() => void logout()}>
            Odjava
          </button>
          <button
            type="button"
            className="button"
            disabled={accept.isPending}
            onClick={() => void agree()}
          >
            Prihvaćam
          </button>
        </div>
      </div>
    </Modal>
  );
}
