import type { Platform } from '../../platform.ts';
import { createPostRepository } from './post.repository.ts';
import { postRoutes } from './post.routes.ts';
import { createPostService } from './post.service.ts';

/** Posts of the home page. */
export function createPostModule(platform: Platform) {
  const service = createPostService({
    posts: createPostRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
  });
  return { name: 'posts', service, routes: postRoutes(service) };
}
