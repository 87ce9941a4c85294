import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export type ModalWidth = 'default' | 'post' | 'profile' | 'narrow';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** default 800px, post 900px, profile 700px (spec §2); narrow for questions and short forms. */
  width?: ModalWidth;
  showCloseButton?: boolean;
  /** 'alertdialog' for a question that interrupts (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that explains the dialog (read out with its title). */
  describedBy?: string;
  /** What gets focus on open; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only that one answers Escape and keeps Tab inside. */
const openDialogs: HTMLElement[] = [];

/**
 * The one dialog primitive: labelled by its title, closes on Escape and backdrop click, locks
 * page scrolling, moves focus in, keeps Tab inside and gives focus back on close. A dialog may
 * open another (a question over a form); the inner one handles the keys until it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  width = 'default',
  showCloseButton = true,
  role = 'dialog',
  describedBy,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openDialogs.push(dialog);
    document.body.classList.add('modal-open');
    const first = dialog.querySelector<HTMLElement>(focusableSelector);
    (initialFocusRef.current?.current ?? first ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.classList.remove('modal-open');
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal-${width}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {showCloseButton && (
            <button type="button" className="icon-button" aria-label="Zatvori" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
