import { useEffect, useRef, useState, type FormEvent } from 'react';
import { linkAddressErrors, readLinkAddress } from '../../lib/link-url.ts';
import { Modal } from './modal.tsx';
import { TextField } from './text-field.tsx';

export interface LinkDialogProps {
  /** The address of the link being edited; none for a new link. */
  current?: string | undefined;
  /** Gets the checked address (http put in front when it named no protocol). */
  onSave: (href: string) => void;
  /** Offered when a link is being edited. */
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * Asks for a link address, in place of window.prompt: only http, https and mailto pass (spec
 * §5); an address without a protocol gets http. Emptying an existing link removes it.
 */
export function LinkDialog({ current, onSave, onRemove, onCancel }: LinkDialogProps) {
  const [value, setValue] = useState(current ?? 'https://');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The modal has focused the field: an existing address is selected, a new one ends in the caret.
    const input = inputRef.current;
    if (!input) return;
    if (current) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog may sit inside another form (the post editor); that one must not submit.
    event.stopPropagation();
    const address = readLinkAddress(value);
    if ('href' in address) onSave(address.href);
    else if ('error' in address) setError(address.error);
    else if (current) onRemove();
    else setError(linkAddressErrors.required);
  };

  return (
    <Modal
      open
      title={current ? 'Uredi poveznicu' : 'Umetni poveznicu'}
      onClose={onCancel}
      width="narrow"
      initialFocus={inputRef}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label="Adresa poveznice (http, https ili mailto)"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="row dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Odustani
          </button>
          {current && (
            <button type="button" className="button button-danger" onClick={onRemove}>
              Ukloni poveznicu
            </button>
          )}
          <button type="submit" className="button">
            Spremi
          </button>
        </div>
      </form>
    </Modal>
  );
}
