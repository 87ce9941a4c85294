/**
 * Names and the installation's external links. The links come from the server's configuration
 * (SCHOOL_WEBSITE_URL, PROVIDER_WEBSITE_URL), written into index.html's `takt-site` meta tag; a
 * link that is not configured is not shown rather than pointing somewhere made up.
 */
export interface SiteLinks {
  schoolWebsiteUrl: string | null;
  providerWebsiteUrl: string | null;
}

const webAddress = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null;

/** The meta tag's JSON; anything malformed or not http(s) counts as not configured. */
export function parseSiteLinks(content: string | null | undefined): SiteLinks {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // An unrendered template or a broken tag: no links.
  }
  return {
    schoolWebsiteUrl: webAddress(raw.schoolWebsiteUrl),
    providerWebsiteUrl: webAddress(raw.providerWebsiteUrl),
  };
}

export const siteLinks: SiteLinks = parseSiteLinks(
  typeof document === 'undefined'
    ? null
    : document.querySelector('meta[name="takt-site"]')?.getAttribute('content'),
);

export const PRODUCT_NAME = 'Takt';
export const PRODUCT_TAGLINE = 'Platforma za glazbeno obrazovanje';
