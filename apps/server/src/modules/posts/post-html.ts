import sanitizeHtml from 'sanitize-html';

/**
 * Post content is HTML from the TipTap editor. It is sanitized here, before it is stored, with an
 * allowlist of what the editor produces; the client renders the stored HTML as is.
 *
 * The document-link node (spec §3, href + documentId) is stored as
 *   <a data-document-id="12" href="/documents/12">Dokument 12</a>
 * Its href is rebuilt from the numeric id, so it always points inside the app and opens in the
 * same tab. Every other link must be http, https or mailto and opens in a new tab with
 * rel="noopener noreferrer nofollow" (spec §5).
 */

export const ALLOWED_POST_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
] as const;

export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

const DOCUMENT_ID = /^[1-9]\d{0,14}$/;

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * http, https and mailto, or a path inside the app. Control characters and whitespace are ignored
 * the way browsers ignore them ("jav\tascript:"); protocol-relative and backslash tricks
 * ("//evil", "/\\evil") are refused.
 */
export function isSafeHref(href: string): boolean {
  const cleaned = href.replace(
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g,
    '',
  );
  if (cleaned === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
  if (/^[\\/]{2}|^\/\\/.test(cleaned)) return false;
  // Anything else with a colon before the first slash would be read as a scheme by someone.
  const beforePath = cleaned.split(/[/?#]/)[0] ?? '';
  return !beforePath.includes(':') && !cleaned.includes('\\');
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_POST_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel', 'data-document-id'] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them, not just unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'select',
    'button',
    'form',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const documentId = attribs['data-document-id']?.trim();
      if (documentId && DOCUMENT_ID.test(documentId)) {
        return {
          tagName,
          attribs: { 'data-document-id': documentId, href: `/documents/${documentId}` },
        };
      }
      const href = attribs.href;
      // A link without a usable address keeps its text but loses the <a> (exclusiveFilter
      // below). sanitize-html checks the scheme once more on the way out.
      if (href === undefined || !isSafeHref(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, target: '_blank', rel: EXTERNAL_LINK_REL } };
    },
    // The editor's headings are h2/h3; other levels become the nearest allowed one.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
  },
  // Unwraps links left without an address: the text stays, the <a> goes.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
