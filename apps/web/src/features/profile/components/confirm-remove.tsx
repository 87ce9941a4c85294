import { useState } from 'react';

/** 'Ukloni' that asks once more in place (spec §4: per-row confirmation). */
export function ConfirmRemove({
  what,
  disabled,
  onConfirm,
}: {
  what: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="button button-secondary profile-button-small"
        aria-label={`Ukloni ${what}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        Ukloni
      </button>
    );
  }
  return (
    <span className="row confirm-pair" role="group" aria-label={`Uklanjanje: ${what}`}>
      <button
        type="button"
        className="button button-danger-solid profile-button-small"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Potvrdi uklanjanje
      </button>
      <button
        type="button"
        className="button button-secondary profile-button-small"
        onClick={() => setAsking(false)}
      >
        Odustani
      </button>
    </span>
  );
}
