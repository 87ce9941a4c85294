import { useId, useState } from 'react';
import { PROFILE_PICTURE_MAX_BYTES } from '@takt/shared/constants';
import { detectImageType, IMAGE_MAGIC_BYTES } from '@takt/shared/image-type';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError, type ClientErrorCode } from '../../../lib/api-client.ts';
import { useDeleteProfilePicture } from '../api/delete-profile-picture.ts';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';

/** The server's refusals of the file itself, whose words tell the person what to change. */
const pictureRefusals = new Set<ClientErrorCode>([
  'unsupported_image',
  'picture_missing',
  'file_too_large',
  'payload_too_large',
]);

/** Spec §5 in the browser (the server checks again): 5 MB, JPEG/PNG/GIF by the file's bytes. */
async function checkFile(file: File): Promise<string | null> {
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return pm.pictureTooLarge;
  const head = new Uint8Array(await file.slice(0, IMAGE_MAGIC_BYTES).arrayBuffer());
  return detectImageType(head) ? null : pm.pictureUnsupported;
}

interface Props {
  userId: number;
  hasPicture: boolean;
  onClose: () => void;
}

/** Profile-picture upload with a progress bar; closes after a successful upload. */
export function PictureUploadDialog({ userId, hasPicture, onClose }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadProfilePicture(userId);
  const remove = useDeleteProfilePicture(userId);
  const toast = useToast();

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setError(null);
    if (!chosen) return;
    const problem = await checkFile(chosen);
    if (problem) setError(problem);
    else setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.show(pm.pictureUploaded, 'success');
          onClose();
        },
        onError: (err) => {
          setProgress(null);
          setError(
            isApiError(err) && pictureRefusals.has(err.code) ? err.message : pm.pictureUploadFailed,
          );
          toast.show(pm.pictureUploadFailed, 'error');
        },
      },
    );
  };

  return (
    <Modal open title="Profilna slika" onClose={onClose}>
      <div className="stack">
        <div className="field">
          <label htmlFor={inputId}>Odaberite sliku (JPEG, PNG ili GIF, najviše 5MB)</label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {error && (
            <p id={`${inputId}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {progress !== null && (
          <div className="upload-progress">
            <label htmlFor={`${inputId}-progress`}>Prijenos: {progress} %</label>
            <progress id={`${inputId}-progress`} max={100} value={progress} />
          </div>
        )}
        <div className="row">
          <button
            type="button"
            className="button"
            disabled={!file || upload.isPending}
            onClick={send}
          >
            {upload.isPending ? 'Prijenos...' : 'Postavi sliku'}
          </button>
          {hasPicture && (
            <button
              type="button"
              className="button button-secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
            >
              Ukloni sliku
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Odustani
          </button>
        </div>
      </div>
    </Modal>
  );
}
