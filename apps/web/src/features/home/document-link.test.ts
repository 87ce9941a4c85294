import { describe, expect, it } from 'vitest';
import { documentIdFromUrl, isAllowedLinkUrl, withDefaultProtocol } from './document-link.ts';

describe('document links', () => {
  it('reads {host}/documents/{id} with an optional query string', () => {
    expect(documentIdFromUrl('http://localhost:3100/documents/12')).toBe('12');
    expect(documentIdFromUrl('  https://skola.hr/documents/7?pregled=1 ')).toBe('7');
    expect(documentIdFromUrl('skola.hr/documents/7')).toBe('7');
  });

  it('ignores anything else', () => {
    expect(documentIdFromUrl('https://skola.hr/documents/abc')).toBeNull();
    expect(documentIdFromUrl('https://skola.hr/documents/0')).toBeNull();
    expect(documentIdFromUrl('https://skola.hr/x/documents/12')).toBeNull();
    expect(documentIdFromUrl('see https://skola.hr/documents/12')).toBeNull();
    expect(documentIdFromUrl('javascript:alert(1)//x/documents/1')).toBeNull();
  });
});

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
