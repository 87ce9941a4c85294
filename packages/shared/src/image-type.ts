/**
 * The image type of a file judged by its first bytes (its "magic"), never by its name or the type
 * a browser or client claims. Used by the web before upload and by the server on receipt.
 */
export type ProfileImageType = 'image/jpeg' | 'image/png' | 'image/gif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** How many leading bytes detectImageType needs. */
export const IMAGE_MAGIC_BYTES = 8;

export function detectImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  // "GIF87a" or "GIF89a"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? 'image/gif' : null;
  }
  return null;
}
