import type { MatrixEntry } from './route-matrix.ts';
import type { Caller, MatrixWorld } from './matrix-world.ts';
import { signedIn } from './route-matrix-statuses.ts';

/** A notification of the caller's own (anonymous callers name a row of school A's student). */
async function ownNotification(w: MatrixWorld, caller: Caller): Promise<number> {
  const userId = caller === 'anonymous' ? w.users.student.id : w.users[caller].id;
  await w.app.services.notifications.notify([userId], {
    type: 'post',
    title: 'Nova objava',
    body: 'Matrica',
    link: '/user',
  });
  const rows = await w.app.platform.data.db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .execute();
  return rows[0]!.id;
}

let devices = 0;
const subscription = () => ({
  endpoint: `https://push.example.com/send/matrix-${++devices}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** Notifications and push devices: every signed-in person, their own rows only. */
export const notificationRoutes: Record<string, MatrixEntry> = {
  'GET /api/notifications': { access: 'signedIn', statuses: signedIn },
  'PUT /api/notifications/read-all': { access: 'signedIn', statuses: signedIn },
  'PUT /api/notifications/:id/read': {
    access: 'signedIn',
    statuses: signedIn,
    row: false, // each caller marks a notification of their own; others' answer 404 (API tests)
    request: async (w, caller) => ({
      url: `/api/notifications/${await ownNotification(w, caller)}/read`,
    }),
  },
  'GET /api/notifications/preferences': { access: 'signedIn', statuses: signedIn },
  'PUT /api/notifications/preferences': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'poll', inApp: true, push: false, email: false }] },
    }),
  },
  'GET /api/notifications/push-config': { access: 'signedIn', statuses: signedIn },
  'POST /api/users/fcm-token': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: '/api/users/fcm-token', payload: { fcmToken: subscription() } }),
  },
  'DELETE /api/users/fcm-token': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({
      url: '/api/users/fcm-token',
      payload: { endpoint: 'https://push.example.com/send/gone' },
    }),
  },
};
