/**
 * Spec §2: a pasted link of the form {host}/documents/{documentId} (optional query string) becomes
 * an inline document link. Only numeric ids are kept by the server's sanitizer, so only those match.
 */
const DOCUMENT_URL = /^(?:https?:\/\/)?[^\s/?#]+\/documents\/([1-9]\d{0,14})\/?(?:\?\S*)?$/i;

/** The document id of a pasted document address, or null when the text is something else. */
export function documentIdFromUrl(text: string): string | null {
  const match = DOCUMENT_URL.exec(text.trim());
  return match?.[1] ?? null;
}

/** How a document link reads in a post. */
export function documentLinkLabel(documentId: string): string {
  return `Dokument ${documentId}`;
}

/** The in-app address the server stores for a document link. */
export function documentHref(documentId: string): string {
  return `/documents/${documentId}`;
}
