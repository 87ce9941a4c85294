import sharp from 'sharp';
import { detectImageType, type ProfileImageType } from '@takt/shared/image-type';
import { PROFILE_PICTURE_MAX_BYTES } from '@takt/shared/constants';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** Shown at 120 px; twice that covers high-density screens. */
export const PICTURE_SIZE = 240;
/** Decompression bombs: refuse images with more pixels than a 50-megapixel photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export const pictureTooLarge = () => new AppError('file_too_large', pm.pictureTooLarge);

export interface ProcessedPicture {
  sourceType: ProfileImageType;
  contentType: 'image/webp';
  data: Buffer;
}

/**
 * Checks an uploaded file (size, then its magic bytes: JPEG, PNG or GIF whatever its name or
 * claimed type) and turns it into a 240×240 WebP, first frame only, orientation applied and every
 * bit of metadata (EXIF, GPS, ICC) dropped.
 */
export async function processPicture(file: Buffer): Promise<ProcessedPicture> {
  if (file.length > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();
  const sourceType = detectImageType(file);
  if (!sourceType) throw badRequest(pm.pictureUnsupported, 'unsupported_image');
  try {
    const data = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { sourceType, contentType: 'image/webp', data };
  } catch {
    // Right magic bytes, broken or hostile body: the same answer as any unsupported file.
    throw badRequest(pm.pictureUnsupported, 'unsupported_image');
  }
}
