import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHomeWorld, buildPoll, buildPost, type HomeWorld } from '../../test/home-factories.ts';
import { bearer } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Route × role matrix for the home page. Posts and polls belong to school A's mentor;
 * "admin" is school A's admin (not the author), "adminB" an admin of another school.
 */
type Role = 'anonymous' | 'student' | 'theoryStudent' | 'mentor' | 'admin' | 'adminB';
const roles: Role[] = ['anonymous', 'student', 'theoryStudent', 'mentor', 'admin', 'adminB'];

interface Fixture {
  postId: number;
  pollId: number;
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture, w: HomeWorld) => string;
  payload?: object;
  expected: Record<Role, number>;
}

const status = (...s: number[]) =>
  Object.fromEntries(roles.map((r, i) => [r, s[i]!])) as Record<Role, number>;

const postBody = {
  title: 'Objava',
  visibility: 'public',
  showAllSchools: false,
  content: '<p>x</p>',
};
const pollBody = {
  question: 'Pitanje?',
  options: ['Da', 'Ne'],
  endDate: '2099-01-01T00:00:00.000Z',
};

//                                 anon student theory mentor admin adminB
const matrix: Record<string, Route> = {
  'GET /api/posts': {
    method: 'GET',
    url: () => '/api/posts',
    expected: status(401, 200, 200, 200, 200, 200),
  },
  'GET /api/posts/{id}': {
    method: 'GET',
    url: (f) => `/api/posts/${f.postId}`,
    expected: status(401, 403, 403, 200, 403, 404),
  },
  'POST /api/posts': {
    method: 'POST',
    url: () => '/api/posts',
    payload: postBody,
    expected: status(401, 403, 403, 201, 201, 201),
  },
  'PUT /api/posts-edit/{id}': {
    method: 'PUT',
    url: (f) => `/api/posts-edit/${f.postId}`,
    payload: postBody,
    expected: status(401, 403, 403, 200, 403, 404),
  },
  'DELETE /api/posts/{id}': {
    method: 'DELETE',
    url: (f) => `/api/posts/${f.postId}`,
    expected: status(401, 403, 403, 200, 403, 404),
  },
  'GET /api/polls/active': {
    method: 'GET',
    url: () => '/api/polls/active',
    expected: status(401, 403, 200, 200, 200, 200),
  },
  'GET /api/polls/stats': {
    method: 'GET',
    url: () => '/api/polls/stats',
    expected: status(401, 403, 403, 200, 200, 200),
  },
  'POST /api/polls': {
    method: 'POST',
    url: () => '/api/polls',
    payload: pollBody,
    expected: status(401, 403, 403, 201, 201, 201),
  },
  'POST /api/polls/{pollId}/vote': {
    method: 'POST',
    url: (f) => `/api/polls/${f.pollId}/vote`,
    payload: { response: 'da' },
    expected: status(401, 403, 200, 200, 200, 404),
  },
  'DELETE /api/polls/{id}': {
    method: 'DELETE',
    url: (f) => `/api/polls/${f.pollId}`,
    expected: status(401, 403, 403, 200, 403, 404),
  },
  'GET /api/search/users': {
    method: 'GET',
    url: () => '/api/search/users?query=ana',
    expected: status(401, 200, 200, 200, 200, 200),
  },
  'GET /api/korisnik/{id}': {
    method: 'GET',
    url: (_f, w) => `/api/korisnik/${w.users.student.id}`,
    expected: status(401, 200, 200, 200, 200, 404),
  },
  'GET /api/mentori': {
    method: 'GET',
    url: () => '/api/mentori',
    expected: status(401, 200, 200, 200, 200, 200),
  },
  'GET /api/mentori/{id}': {
    method: 'GET',
    url: (_f, w) => `/api/mentori/${w.users.mentor.id}`,
    expected: status(401, 200, 200, 200, 200, 404),
  },
};

let t: TestApp;
let w: HomeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildHomeWorld(t);
});
afterAll(() => t.close());

describe('home routes × roles', () => {
  for (const [name, route] of Object.entries(matrix)) {
    for (const role of roles) {
      it(`${role} on ${name} → ${route.expected[role]}`, async () => {
        // Fresh resources per case, so a successful delete cannot change another case.
        const fixture: Fixture = {
          postId: await buildPost(t.database.db, w.users.mentor),
          pollId: await buildPoll(t.database.db, w.users.mentor, {
            endDate: new Date(t.clock.now.getTime() + 60 * 60 * 1000),
          }),
        };
        const res = await t.app.inject({
          method: route.method,
          url: route.url(fixture, w),
          headers: role === 'anonymous' ? {} : bearer(w.tokens[role]),
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(res.statusCode).toBe(route.expected[role]);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type']).toMatch(/application\/json/);
          expect(res.json().message).toMatch(/[a-zčćšđž]/i);
          expect(res.json().message).not.toMatch(/forbidden|not found|unauthorized/i);
        }
        if (route.method === 'GET' && res.statusCode === 200) {
          expect(res.headers['cache-control']).toContain('private');
        }
      });
    }
  }
});
