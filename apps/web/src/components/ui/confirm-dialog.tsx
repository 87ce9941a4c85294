import { useId } from 'react';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  /** Names the action: 'Brisanje objave'. */
  title: string;
  /** The question, in the spec's words where it has them. */
  message: string;
  /** The verb of the action: 'Obriši'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** danger for what cannot be undone (deleting, throwing changes away). */
  tone?: 'danger' | 'default';
  /** While the action runs: the confirm button is disabled and says so. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The app's question before an action, in place of window.confirm: a small alert dialog, mounted
 * while it asks. Focus starts on the cancel button, so Enter or Escape never destroys anything
 * by accident; the buttons follow the text directly, in view on any phone.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Odustani',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      width="narrow"
      role="alertdialog"
      describedBy={messageId}
      showCloseButton={false}
    >
      <div className={`confirm-dialog confirm-dialog-${tone}`}>
        <p id={messageId} className="confirm-message">
          {message}
        </p>
        <div className="row dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'button button-danger-solid' : 'button'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
