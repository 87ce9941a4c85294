import type { HomeRole, HomeWorld } from './home-factories.ts';
import { bearer } from './http.ts';
import type { TestApp } from './test-app.ts';

/** Post requests of the post API tests, and the valid post they start from. */

export const validPost = {
  title: 'Božićni koncert',
  visibility: 'public',
  showAllSchools: false,
  content: '<p>Koncert je u <strong>subotu</strong>.</p>',
};

/** Requests as one of the world's users; `ctx` is read per call (the world is built later). */
export function postClient(ctx: () => { t: TestApp; w: HomeWorld }) {
  const as = (role: HomeRole) => bearer(ctx().w.tokens[role]);
  return {
    as,
    create: (role: HomeRole, payload: object) =>
      ctx().t.app.inject({ method: 'POST', url: '/api/posts', headers: as(role), payload }),
  };
}
