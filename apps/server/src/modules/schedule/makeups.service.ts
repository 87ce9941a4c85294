import { isMentorSide } from '@takt/shared/policy';
import { formatTimeOfDay, parseTimeOfDay, schoolDateAt } from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import type { SchedulePolicy } from '@takt/shared/schemas/schedule-makeups';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { creditStatus, startInstant, timeRange } from './lesson-rules.ts';
import type { Notifier } from './lesson-changes.ts';
import { occurrenceKey, type LessonOccurrence } from './occurrences.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords, SlotRow } from './schedule-records.repository.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { SeriesService } from './series.service.ts';
import { dayLabel, type Viewer } from './timetable.ts';
import './schedule.events.ts';

export interface MakeupDeps {
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  series: Pick<SeriesService, 'clashLines'>;
  notifications: Notifier;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}

const asLesson = (
  slot: Omit<SlotRow, 'id' | 'bookedChangeId'>,
  studentIds: number[],
): LessonOccurrence => ({
  key: 'x0',
  seriesId: null,
  changeId: null,
  kind: 'makeup',
  date: slot.date,
  originalDate: null,
  startMinute: slot.startMinute,
  endMinute: slot.startMinute + slot.durationMinutes,
  type: 'individual',
  title: 'Nadoknada',
  mentorId: slot.mentorId,
  classroomId: slot.classroomId,
  studentIds,
  cancelled: false,
  moved: false,
  cancelKind: null,
  cancelReason: null,
  sequence: 0,
});

export type MakeupService = ReturnType<typeof createMakeupService>;

/** Make-up credits earned by absences, free slots mentors publish, and booking them. */
export function createMakeupService(deps: MakeupDeps) {
  const { schedule, directory, records, transactor } = deps;
  const at = () => deps.now().toISOString();
  const today = () => schoolDateAt(deps.now());

  async function slotViews(schoolId: number, slots: SlotRow[]) {
    const people = await directory.people(
      schoolId,
      slots.map((s) => s.mentorId),
    );
    const rooms = new Map((await directory.classrooms(schoolId)).map((c) => [c.id, c]));
    return slots.map((s) => {
      const room = s.classroomId !== null ? rooms.get(s.classroomId) : undefined;
      return {
        id: s.id,
        mentor: people.get(s.mentorId) ?? { id: s.mentorId, name: '—' },
        date: s.date,
        start: formatTimeOfDay(s.startMinute),
        end: formatTimeOfDay(s.startMinute + s.durationMinutes),
        classroom: room ? { id: room.id, name: room.name } : null,
        booked: s.bookedChangeId !== null,
      };
    });
  }

  async function overview(viewer: Viewer) {
    const staff = isMentorSide(viewer);
    const credits = await records.credits(
      viewer.schoolId,
      staff ? (viewer.isAdmin ? {} : { mentorId: viewer.id }) : { studentId: viewer.id },
    );
    const day = today();
    const people = await directory.people(
      viewer.schoolId,
      credits.flatMap((c) => [c.studentId, c.mentorId]),
    );
    const person = (id: number) => people.get(id) ?? { id, name: '—' };
    const open = credits.filter((c) => creditStatus(c, day) === 'available');
    const slots = await records.slots(viewer.schoolId, {
      from: day,
      ...(viewer.isAdmin
        ? {}
        : { mentorIds: staff ? [viewer.id] : [...new Set(open.map((c) => c.mentorId))] }),
    });
    return {
      credits: credits.map((c) => ({
        id: c.id,
        mentor: person(c.mentorId),
        student: person(c.studentId),
        sourceDate: c.sourceDate,
        reason: c.reason,
        expiresOn: c.expiresOn,
        status: creditStatus(c, day),
      })),
      slots: await slotViews(
        viewer.schoolId,
        staff ? slots : slots.filter((s) => s.bookedChangeId === null),
      ),
    };
  }

  return {
    overview,

    async createSlot(
      viewer: Viewer,
      input: { date: string; start: string; durationMinutes: number; classroomId: number | null },
    ) {
      return transactor.run(async () => {
        const room =
          input.classroomId !== null
            ? await directory.classroom(viewer.schoolId, input.classroomId)
            : null;
        if (input.classroomId !== null && !room) {
          throw badRequest(m.classroomNotFound, 'validation_error', {
            classroomId: m.classroomNotFound,
          });
        }
        const slot = {
          mentorId: viewer.id,
          classroomId: input.classroomId,
          date: input.date,
          startMinute: parseTimeOfDay(input.start)!,
          durationMinutes: input.durationMinutes,
        };
        if (startInstant(slot).getTime() <= deps.now().getTime()) {
          throw badRequest(m.slotPast, 'validation_error', { date: m.slotPast });
        }
        const lines = await deps.series.clashLines(
          viewer.schoolId,
          [asLesson(slot, [])],
          null,
          0,
          () => false,
        );
        if (lines.length) throw new AppError('schedule_conflict', m.conflict, { details: lines });
        const id = await records.insertSlot(viewer.schoolId, slot, at());
        return (await slotViews(viewer.schoolId, [(await records.slot(viewer.schoolId, id))!]))[0]!;
      });
    },

    async deleteSlot(viewer: Viewer, id: number) {
      await transactor.run(async () => {
        const slot = await records.slot(viewer.schoolId, id);
        if (!slot) throw notFound(m.slotNotFound);
        if (!viewer.isAdmin && slot.mentorId !== viewer.id) throw forbidden();
        if (slot.bookedChangeId !== null) throw conflict(m.slotTaken);
        await records.deleteSlot(viewer.schoolId, id);
      });
    },

    /** A student with an unused credit at the slot's mentor books it, unless it clashes. */
    async book(viewer: Viewer, id: number) {
      return transactor.run(async () => {
        const slot = await records.slot(viewer.schoolId, id);
        if (!slot) throw notFound(m.slotNotFound);
        if (slot.bookedChangeId !== null) throw conflict(m.slotTaken);
        if (startInstant(slot).getTime() <= deps.now().getTime()) throw conflict(m.slotPast);
        const credit = (
          await records.credits(viewer.schoolId, { studentId: viewer.id, mentorId: slot.mentorId })
        ).find((c) => creditStatus(c, today()) === 'available' && c.expiresOn >= slot.date);
        if (!credit) throw conflict(m.noCredit);
        const lesson = asLesson(slot, [viewer.id]);
        const lines = await deps.series.clashLines(viewer.schoolId, [lesson], null, 1, () => false);
        if (lines.length) throw new AppError('schedule_conflict', m.conflict, { details: lines });
        const changeId = await schedule.insertChange(
          {
            schoolId: viewer.schoolId,
            seriesId: null,
            originalDate: null,
            kind: 'makeup',
            cancelled: false,
            mentorId: slot.mentorId,
            studentId: viewer.id,
            type: 'individual',
            title: 'Nadoknada',
            date: slot.date,
            startMinute: slot.startMinute,
            durationMinutes: slot.durationMinutes,
            classroomId: slot.classroomId,
          },
          at(),
        );
        if (!(await records.bookSlot(viewer.schoolId, id, changeId))) throw conflict(m.slotTaken);
        await records.useCredit(viewer.schoolId, credit.id, changeId, at());
        const key = occurrenceKey(null, null, changeId);
        const who =
          (await directory.people(viewer.schoolId, [viewer.id])).get(viewer.id)?.name ?? '';
        await deps.notifications.notify([slot.mentorId], {
          type: 'makeup_booked',
          title: 'Rezervirana nadoknada',
          body: `${who}: ${dayLabel(slot.date)} ${timeRange(lesson)}`,
          link: `/raspored?date=${slot.date}`,
        });
        deps.events.publish('lesson.makeup_booked', {
          schoolId: viewer.schoolId,
          occurrenceId: key,
          seriesId: null,
          date: slot.date,
          mentorId: slot.mentorId,
          studentIds: [viewer.id],
        });
        return key;
      });
    },

    policy: (viewer: Viewer) => records.policy(viewer.schoolId),

    async savePolicy(viewer: Viewer, policy: SchedulePolicy) {
      await transactor.run(() => records.savePolicy(viewer.schoolId, policy, at()));
      return policy;
    },
  };
}
