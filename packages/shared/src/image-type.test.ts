import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

/** ASCII text as bytes (this package has neither DOM nor Node types). */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const bytes = (...b: number[]) => new Uint8Array(b);

describe('detectImageType', () => {
  it('recognises JPEG, PNG and GIF by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectImageType(text('GIF89a...'))).toBe('image/gif');
    expect(detectImageType(text('GIF87a...'))).toBe('image/gif');
  });

  it('refuses everything else, whatever the name would say', () => {
    expect(detectImageType(text('ovo nije slika'))).toBeNull();
    expect(detectImageType(text('<svg xmlns='))).toBeNull();
    expect(detectImageType(text('RIFF\0\0\0\0WEBP'))).toBeNull();
    expect(detectImageType(text('GIF88a'))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});
