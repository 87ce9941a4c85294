/** Links a user writes (the post editor now, chat later): spec §5's protocol rules. */

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

export const linkAddressErrors = {
  required: 'Upišite adresu poveznice.',
  protocol: 'Dopuštene su samo poveznice http, https i mailto.',
} as const;

/**
 * What a user typed as a link address: the address to store (http in front when no protocol
 * was named), nothing when it is empty (a bare 'https://' counts as empty), or the reason it is
 * refused.
 */
export function readLinkAddress(
  typed: string,
): { href: string } | { empty: true } | { error: string } {
  const trimmed = typed.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:(\/\/)?$/i.test(trimmed)) return { empty: true };
  const href = withDefaultProtocol(trimmed);
  return isAllowedLinkUrl(href) ? { href } : { error: linkAddressErrors.protocol };
}
