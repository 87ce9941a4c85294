import { afterAll, describe, expect, it } from 'vitest';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { buildTimetableWorld, call as callAs, lesson } from '../../../test/schedule-world.ts';
import { connect, listen, type TestSocket } from '../../../test/sockets.ts';

/** A changed lesson is pushed (its id only) to its mentor and students, nobody else. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

describe('timetable pushes', () => {
  it("tells the lesson's student when the mentor cancels it", async () => {
    const { room3 } = await buildTimetableWorld(ctx);
    const created = await callAs(
      ctx,
      'mentor',
      'POST',
      '/api/schedule/series',
      lesson({
        studentIds: [ctx.w.users.student.id],
        classroomId: room3,
      }),
    );
    const url = await listen(ctx.t.app);
    const student = await connect(url, ctx.w.tokens.student);
    const stranger = await connect(url, ctx.w.tokens.theoryStudent);
    sockets.push(student, stranger);
    const key = `${created.json().series.id}-20261201`;
    const res = await callAs(ctx, 'mentor', 'POST', `/api/schedule/occurrences/${key}/cancel`, {
      reason: 'Bolest',
    });
    expect(res.statusCode).toBe(200);
    expect(await student.next('lesson.changed')).toEqual({ occurrenceId: key });
    expect(stranger.received.filter((r) => r.event === 'lesson.changed')).toEqual([]);
  });
});
