import { useToast } from '../../../components/ui/toast-context.ts';

/** Copies a value (IBAN, reference) for pasting into a bank app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`Kopiraj: ${label}`}
      onClick={() => {
        void navigator.clipboard
          .writeText(value)
          .then(() => toast.show('Kopirano.', 'success'))
          .catch(() => toast.show('Kopiranje nije uspjelo.', 'error'));
      }}
    >
      Kopiraj
    </button>
  );
}
