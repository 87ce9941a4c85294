import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, readLinkAddress, withDefaultProtocol } from './link-url.ts';

describe('editor link rules', () => {
  it('allows http, https, mailto and addresses without a protocol', () => {
    expect(isAllowedLinkUrl('https://example.com')).toBe(true);
    expect(isAllowedLinkUrl('HTTP://example.com')).toBe(true);
    expect(isAllowedLinkUrl('mailto:ured@skola.hr')).toBe(true);
    expect(isAllowedLinkUrl('example.com/raspored')).toBe(true);
  });

  it('refuses other protocols, also disguised', () => {
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,x')).toBe(false);
    expect(isAllowedLinkUrl('ftp://example.com')).toBe(false);
    expect(isAllowedLinkUrl('//evil.example')).toBe(false);
    expect(isAllowedLinkUrl('')).toBe(false);
  });

  it('puts http in front of an address without a protocol', () => {
    expect(withDefaultProtocol('example.com')).toBe('http://example.com');
    expect(withDefaultProtocol(' https://example.com ')).toBe('https://example.com');
    expect(withDefaultProtocol('mailto:a@b.hr')).toBe('mailto:a@b.hr');
  });
});

describe('readLinkAddress', () => {
  it('gives the address to store, with http in front when it named no protocol', () => {
    expect(readLinkAddress(' skola.hr/raspored ')).toEqual({ href: 'http://skola.hr/raspored' });
    expect(readLinkAddress('mailto:ured@skola.hr')).toEqual({ href: 'mailto:ured@skola.hr' });
  });

  it('counts nothing and a bare protocol as empty', () => {
    expect(readLinkAddress('  ')).toEqual({ empty: true });
    expect(readLinkAddress('https://')).toEqual({ empty: true });
    expect(readLinkAddress('mailto:')).toEqual({ empty: true });
  });

  it('refuses other protocols with the message the dialog shows', () => {
    expect(readLinkAddress('javascript:alert(1)')).toEqual({
      error: 'Dopuštene su samo poveznice http, https i mailto.',
    });
  });
});
