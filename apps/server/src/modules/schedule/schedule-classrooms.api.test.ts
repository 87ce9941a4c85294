import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { buildTimetableWorld, lesson } from '../../../test/schedule-world.ts';
import { scheduleWorldPerFile } from '../../../test/schedule-fixtures.ts';

/** Classrooms: who may add and edit them, and how many students a room takes. */

const { ctx, call } = scheduleWorldPerFile();

let rooms: { room3: number; hall: number };
beforeAll(async () => {
  rooms = await buildTimetableWorld(ctx);
});

describe('classrooms', () => {
  it('lets admins add and edit rooms, with Croatian refusals', async () => {
    const list = await call('mentor', 'GET', '/api/classrooms');
    expect(list.statusCode).toBe(200);
    expect(list.json().classrooms.map((c: { name: string }) => c.name)).toEqual([
      'Dvorana',
      'Učionica 3',
    ]);
    expect((await call('student', 'GET', '/api/classrooms')).statusCode).toBe(403);
    expect(
      (await call('mentor', 'POST', '/api/classrooms', { name: 'X', capacity: 2 })).statusCode,
    ).toBe(403);
    const bad = await call('admin', 'POST', '/api/classrooms', { name: 'Mala', capacity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.classroomCapacityInvalid);
    const dup = await call('admin', 'POST', '/api/classrooms', { name: 'Dvorana', capacity: 3 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.classroomExists);
    expect(
      (await call('adminB', 'PUT', `/api/classrooms/${rooms.hall}`, { name: 'Y', capacity: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await call('adminB', 'GET', '/api/classrooms')).json().classrooms).toEqual([]);
    const rows = await ctx.db().selectFrom('classrooms').select('name').execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['Dvorana', 'Učionica 3']);
  });
});

describe('lesson series', () => {
  it('checks room capacity for groups', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        type: 'group',
        weekday: 5,
        start: '12:00',
        classroomId: rooms.room3,
        mentorId: ctx.w.users.admin.id,
        studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id, ctx.w.users.mentor.id]
          .slice(0, 2)
          .concat([]),
      }),
    );
    expect(res.json().ok).toBe(true);
    const add = await call('admin', 'POST', '/api/schedule/groups', {
      name: 'Zbor',
      kind: 'group',
      studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id],
    });
    await ctx
      .db()
      .updateTable('classrooms')
      .set({ capacity: 1 })
      .where('id', '=', rooms.room3)
      .execute();
    const full = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        type: 'group',
        weekday: 5,
        start: '12:00',
        classroomId: rooms.room3,
        mentorId: ctx.w.users.admin.id,
        groupId: add.json().group.id,
      }),
    );
    expect(full.json().clashes).toEqual(['Učionica 3 prima najviše 1 učenika, a na satu ih je 2.']);
    await ctx
      .db()
      .updateTable('classrooms')
      .set({ capacity: 2 })
      .where('id', '=', rooms.room3)
      .execute();
  });
});
