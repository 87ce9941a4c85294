import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import {
  absenceInputSchema,
  attendanceInputSchema,
  cancelInputSchema,
  checkResultSchema,
  endSeriesQuerySchema,
  extraInputSchema,
  moveInputSchema,
  nextLessonSchema,
  noteInputSchema,
  occurrenceParamsSchema,
  occurrenceSavedSchema,
  scheduleQuerySchema,
  scheduleSchema,
  seriesInputSchema,
  seriesSavedSchema,
} from '@takt/shared/schemas/schedule';
import { requireAuth } from '../../plugins/access-control.ts';
import type { LessonsService } from './lessons.service.ts';
import type { ScheduleService } from './schedule.service.ts';
import type { SeriesService } from './series.service.ts';

const saved = { 200: occurrenceSavedSchema };
const onOccurrence = <B>(body: B) => ({ params: occurrenceParamsSchema, body, response: saved });

/** The timetable: reading it, lesson series, and changes to single lessons. */
export function scheduleRoutes(
  schedule: ScheduleService,
  series: SeriesService,
  lessons: LessonsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/schedule',
      {
        config: { access: 'signedIn' },
        schema: { querystring: scheduleQuerySchema, response: { 200: scheduleSchema } },
      },
      async (request) => schedule.list(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/schedule/next',
      { config: { access: 'signedIn' }, schema: { response: { 200: nextLessonSchema } } },
      async (request) => ({ occurrence: await schedule.next(requireAuth(request).user) }),
    );

    app.post(
      '/api/schedule/check',
      {
        config: { access: 'mentor' },
        schema: { body: seriesInputSchema, response: { 200: checkResultSchema } },
      },
      async (request) => series.check(requireAuth(request).user, request.body),
    );

    app.post(
      '/api/schedule/series',
      {
        config: { access: 'mentor' },
        schema: { body: seriesInputSchema, response: { 201: seriesSavedSchema } },
      },
      async (request, reply) => {
        const saved = await series.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ series: saved, message: m.seriesSaved });
      },
    );

    app.put(
      '/api/schedule/series/:id',
      {
        config: { access: 'mentor' },
        schema: {
          params: idParamsSchema,
          body: seriesInputSchema,
          response: { 200: seriesSavedSchema },
        },
      },
      async (request) => ({
        series: await series.update(requireAuth(request).user, request.params.id, request.body),
        message: m.seriesSaved,
      }),
    );

    app.delete(
      '/api/schedule/series/:id',
      {
        config: { access: 'mentor' },
        schema: {
          params: idParamsSchema,
          querystring: endSeriesQuerySchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        await series.end(requireAuth(request).user, request.params.id, request.query.from);
        return { success: true as const, message: m.seriesEnded };
      },
    );

    app.post(
      '/api/schedule/series/:id/extra',
      {
        config: { access: 'mentor' },
        schema: {
          params: idParamsSchema,
          body: extraInputSchema,
          response: { 201: occurrenceSavedSchema },
        },
      },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const occurrence = await lessons.extra(user, request.params.id, request.body);
        return reply.status(201).send({ occurrence, message: m.extraAdded });
      },
    );

    app.post(
      '/api/schedule/occurrences/:id/cancel',
      { config: { access: 'mentor' }, schema: onOccurrence(cancelInputSchema) },
      async (request) => ({
        occurrence: await lessons.cancel(
          requireAuth(request).user,
          request.params.id,
          request.body,
        ),
        message: m.occurrenceCancelled,
      }),
    );

    app.post(
      '/api/schedule/occurrences/:id/move',
      { config: { access: 'mentor' }, schema: onOccurrence(moveInputSchema) },
      async (request) => ({
        occurrence: await lessons.move(requireAuth(request).user, request.params.id, request.body),
        message: m.occurrenceMoved,
      }),
    );

    app.post(
      '/api/schedule/occurrences/:id/absence',
      { config: { access: 'student' }, schema: onOccurrence(absenceInputSchema) },
      async (request) => ({
        occurrence: await lessons.reportAbsence(
          requireAuth(request).user,
          request.params.id,
          request.body.reason,
        ),
        message: m.absenceReported,
      }),
    );

    app.put(
      '/api/schedule/occurrences/:id/attendance',
      { config: { access: 'mentor' }, schema: onOccurrence(attendanceInputSchema) },
      async (request) => ({
        occurrence: await lessons.markAttendance(
          requireAuth(request).user,
          request.params.id,
          request.body.entries,
        ),
        message: m.attendanceSaved,
      }),
    );

    app.put(
      '/api/schedule/occurrences/:id/note',
      { config: { access: 'mentor' }, schema: onOccurrence(noteInputSchema) },
      async (request) => ({
        occurrence: await lessons.saveNote(
          requireAuth(request).user,
          request.params.id,
          request.body,
        ),
        message: m.noteSaved,
      }),
    );
  };
}
