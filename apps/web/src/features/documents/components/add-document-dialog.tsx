import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreateDocument, useUploadDocument } from '../api/documents.ts';

export type AddKind = 'link' | 'file' | 'abc';
const titles: Record<AddKind, string> = {
  link: 'Nova poveznica',
  file: 'Nova datoteka',
  abc: 'Novi notni zapis (ABC)',
};

/** Adds a link (http/https), uploads a file (PDF, image, audio, MusicXML) or stores an ABC tune. */
export function AddDocumentDialog(props: {
  kind: AddKind;
  folderId: number | null;
  onClose: () => void;
}) {
  const { kind, folderId, onClose } = props;
  const toast = useToast();
  const create = useCreateDocument();
  const upload = useUploadDocument();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('https://');
  const [abc, setAbc] = useState('X:1\nT:\nM:4/4\nL:1/8\nK:C\n');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (kind === 'file') {
        if (!file) {
          setError('Odaberite datoteku za prijenos.');
          return;
        }
        setProgress(0);
        await upload.mutateAsync({ file, title, folderId, onProgress: setProgress });
      } else if (kind === 'link') {
        await create.mutateAsync({ kind, title, url, folderId });
      } else {
        await create.mutateAsync({ kind, title, abc, folderId });
      }
      toast.show('Dokument je spremljen.', 'success');
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Greška pri spremanju podataka.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Modal open title={titles[kind]} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Naziv"
          value={title}
          required={kind !== 'file'}
          onChange={(e) => setTitle(e.target.value)}
        />
        {kind === 'link' && (
          <TextField
            label="Poveznica (URL)"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
        {kind === 'abc' && (
          <TextareaField
            label="Notni zapis u ABC formatu"
            rows={8}
            value={abc}
            onChange={(e) => setAbc(e.target.value)}
          />
        )}
        {kind === 'file' && (
          <div className="field">
            <label htmlFor="document-file">Datoteka (PDF, slika, zvuk, MusicXML)</label>
            <input
              id="document-file"
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,.gif,.webp,.mp3,.ogg,.wav,.m4a,.musicxml,.xml,.mxl"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
        )}
        {progress !== null && (
          <progress max={100} value={progress} aria-label="Prijenos datoteke" />
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <SubmitButton className="button" disabled={create.isPending || upload.isPending}>
          Spremi
        </SubmitButton>
      </form>
    </Modal>
  );
}
