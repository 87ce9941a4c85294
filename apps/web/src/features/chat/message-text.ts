/** Splits a message into text and web links (http and https only), to render as React nodes. */
export type MessagePart = { text: string } | { href: string; text: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence, not the address. */
const TRAILING = /[.,;:!?)\]}]+$/;

export function splitLinks(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK)) {
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    const href = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
    parts.push({ href, text: trimmed });
    last = start + trimmed.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
