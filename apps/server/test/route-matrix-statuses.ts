/**
 * The `statuses` lines many routes share, read as route-matrix.ts explains. They live apart from
 * route-matrix.ts because the area files it spreads in cannot import values back from it.
 */
export const everyone = (status: number) =>
  `${status} ${status} ${status} ${status} ${status} | ${status} ${status} ${status} ${status}`;
export const signedIn = '401 200 200 200 200 | 200 200 200 200';
export const students = '401 200 200 403 403 | 200 200 403 403';
export const staff = '401 403 403 200 200 | 403 403 200 200';
export const staffOnRowOfA = '401 403 403 200 200 | 403 403 404 404';
export const admins = '401 403 403 403 200 | 403 403 403 200';
export const adminOnRowOfA = '401 403 403 403 200 | 403 403 403 404';
