import type { HomeRole, HomeWorldContext } from './home-factories.ts';

/** Post requests of the post API tests, and the valid post they start from. */

export const validPost = {
  title: 'Božićni koncert',
  visibility: 'public',
  showAllSchools: false,
  content: '<p>Koncert je u <strong>subotu</strong>.</p>',
};

/** Requests as one of the world's users; `ctx` is read per call (the world is built later). */
export function postClient(ctx: HomeWorldContext) {
  return {
    create: (role: HomeRole, payload: object) =>
      ctx.t.app.inject({ method: 'POST', url: '/api/posts', headers: ctx.as(role), payload }),
  };
}
