import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';

/**
 * Gapless numbering under concurrency: admins issuing at the same time never share, skip or
 * reuse a number, and the same month is never billed twice (SQLite and PostgreSQL).
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));

const issue = (body: object) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/invoices/issue',
    headers: ctx.as('admin'),
    payload: body,
  });

async function numbersOf(period?: string) {
  let query = ctx.db().selectFrom('invoices').select(['number', 'studentId', 'year', 'premises']);
  if (period) query = query.where('period', '=', period);
  return query.orderBy('number').execute();
}

describe('parallel issuing', () => {
  const students: number[] = [];

  it('gives disjoint runs started together one unbroken sequence', async () => {
    const w = ctx.w;
    for (let i = 0; i < 24; i++) {
      const s = await buildUser(ctx.db(), {
        schoolId: w.schoolA,
        programIds: [w.programA],
        programType: { [w.programA]: 'individualno1' },
      });
      students.push(s.id);
    }
    const saved = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/invoices/settings',
      headers: ctx.as('admin'),
      payload: invoiceSettingsBody(),
    });
    expect(saved.statusCode).toBe(200);

    const runs = [0, 1, 2, 3].map((k) =>
      issue({
        period: '2026-11',
        scope: { kind: 'students', studentIds: students.slice(k * 6, k * 6 + 6) },
      }),
    );
    const answers = await Promise.all(runs);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await numbersOf('2026-11');
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.studentId)).size).toBe(24);
    // Each run's numbers are consecutive: a run holds the counter for its whole transaction.
    for (const a of answers) {
      const numbers = a
        .json()
        .issued.map((i: { number: string }) => Number(i.number.split('/')[0]));
      expect(numbers).toEqual(numbers.map((_: number, i: number) => numbers[0] + i));
    }
  });

  it('bills each student once when overlapping runs of one month race', async () => {
    const answers = await Promise.all([
      issue({ period: '2026-12', scope: { kind: 'all' } }),
      issue({ period: '2026-12', scope: { kind: 'program', programId: ctx.w.programA } }),
      issue({ period: '2026-12', scope: { kind: 'students', studentIds: students.slice(0, 12) } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const issuedTotal = answers.reduce((n, a) => n + a.json().issued.length, 0);
    const december = await numbersOf('2026-12');
    // The 24 students and the home world's student with a program.
    expect(december).toHaveLength(25);
    expect(issuedTotal).toBe(25);
    expect(new Set(december.map((r) => r.studentId)).size).toBe(25);
    const all = await numbersOf();
    expect(all.map((r) => r.number)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    const counter = await ctx
      .db()
      .selectFrom('invoice_counters')
      .select(['lastNumber', 'year', 'premises'])
      .execute();
    expect(counter).toEqual([{ lastNumber: 49, year: 2026, premises: 'SKOLA1' }]);
  });
});
