import type { Platform } from '../../platform.ts';
import { createPostRepository } from './post.repository.ts';
import { postRoutes } from './post.routes.ts';
import { createPostService, type PostDeps } from './post.service.ts';

/** Posts of the home page. */
export function createPostModule(platform: Platform, deps: Pick<PostDeps, 'onCreated'> = {}) {
  const service = createPostService({
    posts: createPostRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
    ...deps,
  });
  // Ids only: each reader refetches through the API, which applies the post's visibility.
  const audience = (p: { schoolId: number; showAllSchools: boolean }) =>
    p.showAllSchools ? { everyone: true as const } : { school: p.schoolId };
  const { realtime } = platform;
  realtime.relay('post.created', ({ payload: p }) => ({
    to: audience(p),
    event: 'post.created',
    data: { postId: p.postId },
  }));
  realtime.relay('post.updated', ({ payload: p }) => ({
    to: audience(p),
    event: 'post.updated',
    data: { postId: p.postId },
  }));
  realtime.relay('post.deleted', ({ payload: p }) => ({
    to: audience(p),
    event: 'post.deleted',
    data: { postId: p.postId },
  }));
  return { name: 'posts', service, routes: postRoutes(service) };
}
