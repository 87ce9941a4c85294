/** Shared time and wording of the poll API tests. */

export const T0 = new Date('2026-11-22T10:00:00.000Z');
export const inMinutes = (m: number, from = T0) => new Date(from.getTime() + m * 60_000);
export const THEORY_ONLY = 'Samo učenici koji pohađaju teorijsku nastavu mogu vidjeti ankete.';
