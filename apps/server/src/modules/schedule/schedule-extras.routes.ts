import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { occurrenceSavedSchema } from '@takt/shared/schemas/schedule';
import {
  classroomInputSchema,
  classroomListSchema,
  classroomSavedSchema,
  groupInputSchema,
  groupListSchema,
  groupSavedSchema,
} from '@takt/shared/schemas/schedule-directory';
import {
  makeupOverviewSchema,
  policyInputSchema,
  policySavedSchema,
  policySchema,
  slotInputSchema,
  slotSavedSchema,
} from '@takt/shared/schemas/schedule-makeups';
import {
  attendanceReportSchema,
  feedParamsSchema,
  feedTokenSchema,
  monthQuerySchema,
  practiceInputSchema,
  practiceSummarySchema,
  practiceWeekSchema,
  weekQuerySchema,
} from '@takt/shared/schemas/schedule-reports';
import { notFound } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { FeedService } from './feed.service.ts';
import type { LessonsService } from './lessons.service.ts';
import type { MakeupService } from './makeups.service.ts';
import type { PracticeService } from './practice.service.ts';
import type { ScheduleService } from './schedule.service.ts';

export interface ExtrasServices {
  schedule: ScheduleService;
  lessons: LessonsService;
  makeups: MakeupService;
  practice: PracticeService;
  feed: FeedService;
}

/** Classrooms, groups, make-ups, practice, attendance reports and the calendar feed. */
export function scheduleExtrasRoutes(s: ExtrasServices): FastifyPluginAsyncZod {
  return async (app) => {
    const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

    app.get(
      '/api/classrooms',
      { config: { access: 'mentor' }, schema: { response: { 200: classroomListSchema } } },
      async (request) => ({ classrooms: await s.schedule.listClassrooms(user(request)) }),
    );
    app.post(
      '/api/classrooms',
      {
        config: { access: 'admin' },
        schema: { body: classroomInputSchema, response: { 201: classroomSavedSchema } },
      },
      async (request, reply) => {
        const classroom = await s.schedule.saveClassroom(user(request), request.body);
        return reply.status(201).send({ classroom, message: m.classroomSaved });
      },
    );
    app.put(
      '/api/classrooms/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: classroomInputSchema,
          response: { 200: classroomSavedSchema },
        },
      },
      async (request) => ({
        classroom: await s.schedule.saveClassroom(user(request), request.body, request.params.id),
        message: m.classroomSaved,
      }),
    );

    app.get(
      '/api/schedule/groups',
      { config: { access: 'signedIn' }, schema: { response: { 200: groupListSchema } } },
      async (request) => ({ groups: await s.schedule.listGroups(user(request)) }),
    );
    app.post(
      '/api/schedule/groups',
      {
        config: { access: 'admin' },
        schema: { body: groupInputSchema, response: { 201: groupSavedSchema } },
      },
      async (request, reply) => {
        const group = await s.schedule.saveGroup(user(request), request.body);
        return reply.status(201).send({ group, message: m.groupSaved });
      },
    );
    app.put(
      '/api/schedule/groups/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: groupInputSchema,
          response: { 200: groupSavedSchema },
        },
      },
      async (request) => ({
        group: await s.schedule.saveGroup(user(request), request.body, request.params.id),
        message: m.groupSaved,
      }),
    );

    app.get(
      '/api/schedule/makeups',
      { config: { access: 'signedIn' }, schema: { response: { 200: makeupOverviewSchema } } },
      async (request) => s.makeups.overview(user(request)),
    );
    app.post(
      '/api/schedule/makeup-slots',
      {
        config: { access: 'mentor' },
        schema: { body: slotInputSchema, response: { 201: slotSavedSchema } },
      },
      async (request, reply) => {
        const slot = await s.makeups.createSlot(user(request), request.body);
        return reply.status(201).send({ slot, message: m.slotSaved });
      },
    );
    app.delete(
      '/api/schedule/makeup-slots/:id',
      {
        config: { access: 'mentor' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await s.makeups.deleteSlot(user(request), request.params.id);
        return { success: true as const, message: m.slotDeleted };
      },
    );
    app.post(
      '/api/schedule/makeup-slots/:id/book',
      {
        config: { access: 'student' },
        schema: { params: idParamsSchema, response: { 201: occurrenceSavedSchema } },
      },
      async (request, reply) => {
        const viewer = user(request);
        const key = await s.makeups.book(viewer, request.params.id);
        return reply
          .status(201)
          .send({ occurrence: await s.lessons.shown(viewer, key), message: m.makeupBooked });
      },
    );
    app.get(
      '/api/schedule/policy',
      { config: { access: 'mentor' }, schema: { response: { 200: policySchema } } },
      async (request) => ({ policy: await s.makeups.policy(user(request)) }),
    );
    app.put(
      '/api/schedule/policy',
      {
        config: { access: 'admin' },
        schema: { body: policyInputSchema, response: { 200: policySavedSchema } },
      },
      async (request) => ({
        policy: await s.makeups.savePolicy(user(request), request.body),
        message: m.policySaved,
      }),
    );

    app.put(
      '/api/schedule/practice',
      {
        config: { access: 'student' },
        schema: { body: practiceInputSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await s.practice.log(user(request), request.body.date, request.body.minutes);
        return { success: true as const, message: m.practiceSaved };
      },
    );
    app.get(
      '/api/schedule/practice',
      {
        config: { access: 'signedIn' },
        schema: { querystring: weekQuerySchema, response: { 200: practiceWeekSchema } },
      },
      async (request) =>
        s.practice.week(user(request), request.query.week, request.query.studentId),
    );
    app.get(
      '/api/schedule/practice/summary',
      {
        config: { access: 'mentor' },
        schema: { querystring: weekQuerySchema, response: { 200: practiceSummarySchema } },
      },
      async (request) => s.practice.summary(user(request), request.query.week),
    );
    app.get(
      '/api/schedule/attendance',
      {
        config: { access: 'signedIn' },
        schema: { querystring: monthQuerySchema, response: { 200: attendanceReportSchema } },
      },
      async (request) => s.practice.report(user(request), request.query),
    );

    app.get(
      '/api/calendar/token',
      { config: { access: 'signedIn' }, schema: { response: { 200: feedTokenSchema } } },
      async (request) => ({ url: await s.feed.current(user(request)), message: '' }),
    );
    app.post(
      '/api/calendar/token',
      { config: { access: 'signedIn' }, schema: { response: { 200: feedTokenSchema } } },
      async (request) => ({
        url: await s.feed.regenerate(user(request)),
        message: m.feedRegenerated,
      }),
    );
    app.get(
      '/api/calendar/:file',
      {
        config: { access: 'public' },
        schema: {
          params: feedParamsSchema,
          response: {
            200: {
              description: 'The iCalendar feed (RFC 5545)',
              content: { 'text/calendar': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const text = await s.feed.render(request.params.file.slice(0, -'.ics'.length));
        if (text === null) throw notFound('Kalendar nije pronađen.');
        return reply.type('text/calendar; charset=utf-8').send(text);
      },
    );
  };
}
