import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './site-config.ts';

describe('parseSiteSettings', () => {
  it('reads the configured http(s) links', () => {
    expect(
      parseSiteSettings(
        '{"schoolWebsiteUrl":"https://skola.hr","providerWebsiteUrl":"http://takt.hr"}',
      ),
    ).toEqual({
      appName: 'Takt',
      schoolWebsiteUrl: 'https://skola.hr',
      providerWebsiteUrl: 'http://takt.hr',
    });
    expect(parseSiteSettings('{"appName":" Glazbena škola "}').appName).toBe('Glazbena škola');
  });

  it.each([null, undefined, '', '{}', 'nije json', '[1]', '{"schoolWebsiteUrl":42}'])(
    'treats %j as no links',
    (content) => {
      expect(parseSiteSettings(content)).toEqual({
        appName: 'Takt',
        schoolWebsiteUrl: null,
        providerWebsiteUrl: null,
      });
    },
  );

  it('drops anything that is not an http(s) address', () => {
    expect(
      parseSiteSettings('{"schoolWebsiteUrl":"javascript:alert(1)","providerWebsiteUrl":"//x.hr"}'),
    ).toEqual({ appName: 'Takt', schoolWebsiteUrl: null, providerWebsiteUrl: null });
  });
});
