import { useRef, useState, type FormEvent } from 'react';
import { documentMessages as m } from '@takt/shared/document-messages';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

interface FolderNameDialogProps {
  busy: boolean;
  /** Gets the trimmed name; the dialog stays open until the caller closes it. */
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** '+ Mapa': the new folder's name in the app's own dialog, in place of window.prompt. */
export function FolderNameDialog({ busy, onSave, onCancel }: FolderNameDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(m.folderNameRequired);
      return;
    }
    onSave(trimmed);
  };

  return (
    <Modal open title="Nova mapa" onClose={onCancel} width="narrow" initialFocus={inputRef}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label="Naziv nove mape"
          maxLength={100}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="row dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Odustani
          </button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            Spremi
          </button>
        </div>
      </form>
    </Modal>
  );
}
