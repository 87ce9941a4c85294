/**
 * The product's name and the installation's external links, from the server's configuration
 * (APP_NAME, SCHOOL_WEBSITE_URL, PROVIDER_WEBSITE_URL) written into index.html's `takt-site` meta
 * tag; a link that is not configured is not shown rather than pointing somewhere made up.
 */
export interface SiteSettings {
  appName: string;
  schoolWebsiteUrl: string | null;
  providerWebsiteUrl: string | null;
}

const webAddress = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null;

/** The meta tag's JSON; anything malformed or not http(s) counts as not configured. */
export function parseSiteSettings(content: string | null | undefined): SiteSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // An unrendered template or a broken tag: no links.
  }
  const appName = typeof raw.appName === 'string' ? raw.appName.trim().slice(0, 60) : '';
  return {
    appName: appName || 'Takt',
    schoolWebsiteUrl: webAddress(raw.schoolWebsiteUrl),
    providerWebsiteUrl: webAddress(raw.providerWebsiteUrl),
  };
}

export const siteSettings: SiteSettings = parseSiteSettings(
  typeof document === 'undefined'
    ? null
    : document.querySelector('meta[name="takt-site"]')?.getAttribute('content'),
);

export const PRODUCT_NAME = siteSettings.appName;
export const PRODUCT_TAGLINE = 'Platforma za glazbeno obrazovanje';
