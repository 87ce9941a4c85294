import { createHash } from 'node:crypto';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import { processPicture } from './picture-image.ts';
import type { ProfilePictureRepository } from './profile-picture.repository.ts';

interface Viewer {
  id: number;
  schoolId: number;
}

export interface PictureResult {
  etag: string;
  /** Undefined when the caller's ETag still matches (answer 304). */
  body?: { success: true; profilePicture: { contentType: string; data: string } };
}

export type ProfilePictureService = ReturnType<typeof createProfilePictureService>;

export function createProfilePictureService(deps: {
  pictures: ProfilePictureRepository;
  transactor: Transactor;
  limiter: RateLimitStore;
  now: () => Date;
}) {
  const { now } = deps;
  const { pictures } = deps;
  const etagOf = (sha256: string) => `"${sha256.slice(0, 32)}"`;

  return {
    /** POST /api/profile-picture/upload; the body is read only after the per-user limit admits it. */
    async upload(viewer: Viewer, readFile: () => Promise<Buffer>) {
      await enforceLimit(
        deps.limiter,
        `picture-upload:${viewer.id}`,
        accountLimits.pictureUpload,
        now,
      );
      const picture = await processPicture(await readFile());
      const sha256 = createHash('sha256').update(picture.data).digest('hex');
      const stored = {
        ownerId: viewer.id,
        schoolId: viewer.schoolId,
        contentType: picture.contentType,
        size: picture.data.length,
        sha256,
        data: picture.data,
      };
      await deps.transactor.run(() => pictures.replace(stored, now().toISOString()));
      return { success: true as const, message: pm.pictureUploaded, etag: etagOf(sha256) };
    },

    /** GET /api/profile-picture/{userId}: same school only; 404 when there is none. */
    async read(viewer: Viewer, userId: number, ifNoneMatch?: string): Promise<PictureResult> {
      if (!(await pictures.isActiveIn(viewer.schoolId, userId))) throw notFound(pm.pictureNotFound);
      const meta = await pictures.findMeta(viewer.schoolId, userId);
      if (!meta) throw notFound(pm.pictureNotFound);
      const etag = etagOf(meta.sha256);
      const matches = ifNoneMatch
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag);
      if (matches) return { etag };
      const data = await pictures.readData(viewer.schoolId, meta.id);
      if (!data) throw notFound(pm.pictureNotFound);
      return {
        etag,
        body: {
          success: true as const,
          profilePicture: { contentType: meta.contentType, data: data.toString('base64') },
        },
      };
    },

    /** DELETE /api/profile-picture (idempotent). */
    async remove(viewer: Viewer) {
      await pictures.remove(viewer.schoolId, viewer.id);
      return { success: true as const, message: pm.pictureDeleted };
    },
  };
}
