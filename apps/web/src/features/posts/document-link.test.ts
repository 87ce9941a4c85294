import { describe, expect, it } from 'vitest';
import { documentIdFromUrl } from './document-link.ts';

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
