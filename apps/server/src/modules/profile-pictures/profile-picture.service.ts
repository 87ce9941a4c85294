import { profileMessages as pm } from '@takt/shared/profile-messages';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { FilesService } from '../files/files.service.ts';
import { processPicture } from './picture-image.ts';
import type { ProfilePictureRepository } from './profile-picture.repository.ts';

export const PROFILE_PICTURE_PURPOSE = 'profile-picture';

interface Viewer {
  id: number;
  schoolId: number;
}

export interface PictureResult {
  /** None when there is no picture (nothing to revalidate). */
  etag?: string;
  /** Undefined when the caller's ETag still matches (answer 304). */
  body?: {
    success: true;
    /** Null: the member has no picture (an ordinary answer, so no failed request in a console). */
    profilePicture: { contentType: string; data: string; fileId: number } | null;
  };
}

export type ProfilePictureService = ReturnType<typeof createProfilePictureService>;

/**
 * Profile pictures are files of purpose 'profile-picture': one per person (the newest; older ones
 * go when a new one is stored), readable by everyone in the owner's school while the owner is an
 * active member (the access rule the module registers with the files module).
 */
export function createProfilePictureService(deps: {
  pictures: ProfilePictureRepository;
  files: FilesService;
  limiter: RateLimitStore;
  now: () => Date;
}) {
  const { files, now } = deps;
  const etagOf = (sha256: string) => `"${sha256.slice(0, 32)}"`;
  const current = async (schoolId: number, ownerId: number) =>
    (await files.listOwned(schoolId, ownerId, PROFILE_PICTURE_PURPOSE))[0];

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
      const stored = await files.storeGenerated(picture.data, {
        owner: viewer.id,
        school: viewer.schoolId,
        purpose: PROFILE_PICTURE_PURPOSE,
        contentType: picture.contentType,
        name: 'profilna-slika.webp',
      });
      // Only older ones: of two uploads at once, the later one stays, never neither.
      const owned = await files.listOwned(viewer.schoolId, viewer.id, PROFILE_PICTURE_PURPOSE);
      for (const old of owned.filter((f) => f.id < stored.id)) {
        await files.remove(viewer.schoolId, old.id);
      }
      return { success: true as const, message: pm.pictureUploaded, etag: etagOf(stored.sha256) };
    },

    /**
     * GET /api/profile-picture/{userId}: same school only (404 for anyone else); a member without
     * a picture is answered with profilePicture null.
     */
    async read(viewer: Viewer, userId: number, ifNoneMatch?: string): Promise<PictureResult> {
      if (!(await deps.pictures.isActiveIn(viewer.schoolId, userId))) {
        throw notFound(pm.pictureNotFound);
      }
      const file = await current(viewer.schoolId, userId);
      if (!file) return { body: { success: true as const, profilePicture: null } };
      const etag = etagOf(file.sha256);
      const matches = ifNoneMatch
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag);
      if (matches) return { etag };
      const data = await files.readAll(file);
      return {
        etag,
        body: {
          success: true as const,
          profilePicture: {
            contentType: file.contentType,
            data: data.toString('base64'),
            fileId: file.id,
          },
        },
      };
    },

    /** Whether `viewer` may read a picture file: the owner is an active member of the school. */
    async mayRead(viewer: Viewer, file: { schoolId: number; ownerId: number | null }) {
      return (
        file.schoolId === viewer.schoolId &&
        file.ownerId !== null &&
        deps.pictures.isActiveIn(file.schoolId, file.ownerId)
      );
    },

    /** DELETE /api/profile-picture (idempotent). */
    async remove(viewer: Viewer) {
      const owned = await files.listOwned(viewer.schoolId, viewer.id, PROFILE_PICTURE_PURPOSE);
      for (const file of owned) await files.remove(viewer.schoolId, file.id);
      return { success: true as const, message: pm.pictureDeleted };
    },
  };
}
