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

/** Spec §5: editor links may use only these protocols; an address without one gets http. */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;
export const DEFAULT_LINK_PROTOCOL = 'http';

/** True for http, https and mailto addresses, and for addresses with no protocol at all. */
export function isAllowedLinkUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '' || /^[\\/]{2}/.test(cleaned)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return !cleaned.split(/[/?#]/)[0]?.includes(':');
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/** The address with http:// put in front when it names no protocol (spec §5 default). */
export function withDefaultProtocol(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `${DEFAULT_LINK_PROTOCOL}://${trimmed}`;
}
