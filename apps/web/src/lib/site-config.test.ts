import { describe, expect, it } from 'vitest';
import { parseSiteLinks } from './site-config.ts';

describe('parseSiteLinks', () => {
  it('reads the configured http(s) links', () => {
    expect(
      parseSiteLinks(
        '{"schoolWebsiteUrl":"https://skola.hr","providerWebsiteUrl":"http://takt.hr"}',
      ),
    ).toEqual({ schoolWebsiteUrl: 'https://skola.hr', providerWebsiteUrl: 'http://takt.hr' });
  });

  it.each([null, undefined, '', '{}', 'nije json', '[1]', '{"schoolWebsiteUrl":42}'])(
    'treats %j as no links',
    (content) => {
      expect(parseSiteLinks(content)).toEqual({ schoolWebsiteUrl: null, providerWebsiteUrl: null });
    },
  );

  it('drops anything that is not an http(s) address', () => {
    expect(
      parseSiteLinks('{"schoolWebsiteUrl":"javascript:alert(1)","providerWebsiteUrl":"//x.hr"}'),
    ).toEqual({ schoolWebsiteUrl: null, providerWebsiteUrl: null });
  });
});
