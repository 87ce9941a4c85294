const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+/g;
const LONG_NUMBER = /\d{6,}/g;
const MAX_LENGTH = 300;

/**
 * The text kept in the run history and the log when a job fails. Handlers are written to throw
 * errors without personal data; as a second line, addresses and long numbers (OIB, phones) that
 * a library put into its message are masked, and the text is kept short.
 */
export function describeJobError(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const text = `${name}: ${message}`.replace(EMAIL, '***').replace(LONG_NUMBER, '***');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
