import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
  ZXingStringEncoding,
} from '@zxing/library';

// Keep the barcode's bytes as they are (one char per byte); callers decode the charset.
ZXingStringEncoding.customDecoder = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/**
 * Reads a PDF417 barcode from raw pixels with ZXing's decoder and answers the bytes it carries
 * (ZXing hands them over as ISO 8859-1 text, one char per byte).
 */
export function decodePdf417(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
): Uint8Array {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    luminance[i] =
      channels >= 3
        ? Math.round((pixels[p]! * 299 + pixels[p + 1]! * 587 + pixels[p + 2]! * 114) / 1000)
        : pixels[p]!;
  }
  const source = new RGBLuminanceSource(luminance, width, height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, false]]);
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
  return Uint8Array.from(result.getText(), (ch) => ch.charCodeAt(0));
}
