import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarMessages as m } from '@takt/shared/calendar-messages';
import {
  calendarDayInputSchema,
  publicHolidayListSchema,
  publicHolidaysQuerySchema,
  schoolYearInputSchema,
  schoolYearListSchema,
  schoolYearSavedSchema,
} from '@takt/shared/schemas/calendar';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import type { CalendarService } from './calendar.service.ts';

/** The school calendar: everyone signed in reads it, admins edit it. */
export function calendarRoutes(calendar: CalendarService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar/years',
      { config: { access: 'signedIn' }, schema: { response: { 200: schoolYearListSchema } } },
      async (request) => ({ years: await calendar.listYears(requireAuth(request).user) }),
    );

    app.get(
      '/api/calendar/public-holidays',
      {
        config: { access: 'signedIn' },
        schema: {
          querystring: publicHolidaysQuerySchema,
          response: { 200: publicHolidayListSchema },
        },
      },
      async (request) => ({ holidays: calendar.publicHolidays(request.query.year) }),
    );

    app.post(
      '/api/calendar/years',
      {
        config: { access: 'admin' },
        schema: { body: schoolYearInputSchema, response: { 201: schoolYearSavedSchema } },
      },
      async (request, reply) => {
        const year = await calendar.createYear(requireAuth(request).user, request.body);
        return reply.status(201).send({ year, message: m.yearSaved });
      },
    );

    app.put(
      '/api/calendar/years/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: schoolYearInputSchema,
          response: { 200: schoolYearSavedSchema },
        },
      },
      async (request) => ({
        year: await calendar.updateYear(requireAuth(request).user, request.params.id, request.body),
        message: m.yearSaved,
      }),
    );

    app.delete(
      '/api/calendar/years/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await calendar.deleteYear(requireAuth(request).user, request.params.id);
        return { success: true as const, message: m.yearDeleted };
      },
    );

    app.post(
      '/api/calendar/years/:id/public-holidays',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: schoolYearSavedSchema } },
      },
      async (request) => ({
        year: await calendar.proposeHolidays(requireAuth(request).user, request.params.id),
        message: m.holidaysProposed,
      }),
    );

    app.post(
      '/api/calendar/years/:id/days',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: calendarDayInputSchema,
          response: { 201: schoolYearSavedSchema },
        },
      },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const year = await calendar.addDay(user, request.params.id, request.body);
        return reply.status(201).send({ year, message: m.daySaved });
      },
    );

    app.delete(
      '/api/calendar/days/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: schoolYearSavedSchema } },
      },
      async (request) => ({
        year: await calendar.removeDay(requireAuth(request).user, request.params.id),
        message: m.dayDeleted,
      }),
    );
  };
}
