import sharp from 'sharp';
import type { ProfileWorld, ProfileRole } from './profile-factories.ts';
import { bearer } from './http.ts';
import type { TestApp } from './test-app.ts';

/** Profile-picture requests as a browser sends them, and real images made with sharp. */

export const BOUNDARY = '----takt-test-boundary';

/** A multipart body; `parts` empty gives a body with no file at all. */
export function multipart(
  parts: { field?: string; filename: string; type: string; data: Buffer }[],
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field ?? 'profilePicture'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Requests as one of the world's users; `ctx` is read per call (the world is built later). */
export function pictureClient(ctx: () => { t: TestApp; w: ProfileWorld }) {
  return {
    upload: (role: ProfileRole, body: Buffer) =>
      ctx().t.app.inject({
        method: 'POST',
        url: '/api/profile-picture/upload',
        headers: {
          ...bearer(ctx().w.tokens[role]),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: body,
      }),
    read: (role: ProfileRole, userId: number, headers: Record<string, string> = {}) =>
      ctx().t.app.inject({
        method: 'GET',
        url: `/api/profile-picture/${userId}`,
        headers: { ...bearer(ctx().w.tokens[role]), ...headers },
      }),
  };
}

/** A real photo-sized image in the given format, with EXIF metadata to be stripped. */
export async function image(format: 'jpeg' | 'png' | 'gif', width = 800, height = 600) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).withExif({ IFD0: { Artist: 'Tajni Autor', Copyright: 'GPS 45.81,15.98' } });
  return base[format]().toBuffer();
}
