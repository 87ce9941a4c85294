import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import {
  createEnrollmentAcceptSchema,
  enrollmentAcceptedSchema,
  enrollmentAgreementSchema,
  enrollmentCurrentSchema,
  enrollmentDashboardPageQuerySchema,
  enrollmentDashboardQuerySchema,
  enrollmentDashboardSchema,
  enrollmentExportQuerySchema,
  enrollmentReminderInputSchema,
  enrollmentRemindersSentSchema,
  enrollmentYearInputSchema,
  enrollmentYearListSchema,
  enrollmentYearSavedSchema,
  enrollmentYearUpdateSchema,
  studentIdParamsSchema,
} from '@takt/shared/schemas/enrollment';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { contentDisposition } from '../files/file-download.ts';
import { confirmationFileName } from './confirmation-pdf.ts';
import { enrollmentCsv, enrollmentXlsx } from './enrollment-export.ts';
import type { EnrollmentService } from './enrollment.service.ts';

const pdfResponse = { 200: fileBytesResponse('A PDF (application/pdf)') };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Enrollment (spec §7's calls for students; the dashboard, exports and reminders for admins). */
export function enrollmentRoutes(
  enrollment: EnrollmentService,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    const acceptSchema = createEnrollmentAcceptSchema(now);

    app.get(
      '/api/enrollment/current',
      { config: { access: 'signedIn' }, schema: { response: { 200: enrollmentCurrentSchema } } },
      async (request) => enrollment.current(requireAuth(request).user),
    );

    app.get(
      '/api/enrollment/agreement',
      { config: { access: 'signedIn' }, schema: { response: { 200: enrollmentAgreementSchema } } },
      async (request) => enrollment.agreement(requireAuth(request).user),
    );

    app.post(
      '/api/enrollment/accept',
      {
        config: { access: 'student' },
        schema: { body: acceptSchema, response: { 200: enrollmentAcceptedSchema } },
      },
      async (request) => ({
        success: true as const,
        message: m.accepted,
        enrollment: await enrollment.accept(requireAuth(request).user, request.body),
      }),
    );

    app.get(
      '/api/enrollment/my/upis-pdf',
      { config: { access: 'student' }, schema: { response: pdfResponse } },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const { pdf, studentName } = await enrollment.myConfirmation(user);
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            contentDisposition('attachment', confirmationFileName(studentName, user.id)),
          )
          .send(Buffer.from(pdf));
      },
    );

    // Admins

    app.get(
      '/api/enrollment/years',
      { config: { access: 'admin' }, schema: { response: { 200: enrollmentYearListSchema } } },
      async (request) => ({ years: await enrollment.listYears(requireAuth(request).user) }),
    );

    app.post(
      '/api/enrollment/years',
      {
        config: { access: 'admin' },
        schema: { body: enrollmentYearInputSchema, response: { 201: enrollmentYearSavedSchema } },
      },
      async (request, reply) => {
        const year = await enrollment.openYear(requireAuth(request).user, request.body);
        return reply.status(201).send({ year, message: m.yearOpened });
      },
    );

    app.put(
      '/api/enrollment/years/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: enrollmentYearUpdateSchema,
          response: { 200: enrollmentYearSavedSchema },
        },
      },
      async (request) => ({
        year: await enrollment.updateYear(
          requireAuth(request).user,
          request.params.id,
          request.body,
        ),
        message: m.yearSaved,
      }),
    );

    app.get(
      '/api/enrollment/dashboard',
      {
        config: { access: 'admin' },
        schema: {
          querystring: enrollmentDashboardPageQuerySchema,
          response: { 200: enrollmentDashboardSchema },
        },
      },
      async (request) => enrollment.dashboard(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/enrollment/export',
      {
        config: { access: 'admin' },
        schema: {
          querystring: enrollmentExportQuerySchema,
          response: { 200: fileBytesResponse('CSV (text/csv) or XLSX') },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const { rows, yearName } = await enrollment.exportRows(requireAuth(request).user, query);
        const base = `upisi-${yearName.replace(/[^0-9]+/g, '-').replace(/^-|-$/g, '') || 'skola'}`;
        if (format === 'xlsx') {
          return reply
            .header('Content-Type', XLSX)
            .header('Content-Disposition', contentDisposition('attachment', `${base}.xlsx`))
            .send(await enrollmentXlsx(rows, `Upisi ${yearName}`));
        }
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition('attachment', `${base}.csv`))
          .send(enrollmentCsv(rows));
      },
    );

    app.get(
      '/api/enrollment/confirmations',
      {
        config: { access: 'admin' },
        schema: { querystring: enrollmentDashboardQuerySchema, response: pdfResponse },
      },
      async (request, reply) => {
        const { pdf, count } = await enrollment.bulkConfirmations(
          requireAuth(request).user,
          request.query,
        );
        return reply
          .header('Content-Type', 'application/pdf')
          .header('X-Confirmation-Count', String(count))
          .header('Content-Disposition', contentDisposition('attachment', 'potvrde-o-upisu.pdf'))
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/api/enrollment/students/:studentId/upis-pdf',
      {
        config: { access: 'admin' },
        schema: {
          params: studentIdParamsSchema,
          querystring: z.object({ yearId: enrollmentDashboardQuerySchema.shape.yearId }),
          response: pdfResponse,
        },
      },
      async (request, reply) => {
        const { studentId } = request.params;
        const { pdf, studentName } = await enrollment.studentConfirmation(
          requireAuth(request).user,
          studentId,
          request.query.yearId,
        );
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            contentDisposition('attachment', confirmationFileName(studentName, studentId)),
          )
          .send(Buffer.from(pdf));
      },
    );

    app.post(
      '/api/enrollment/reminders',
      {
        config: { access: 'admin' },
        schema: {
          body: enrollmentReminderInputSchema,
          response: { 200: enrollmentRemindersSentSchema },
        },
      },
      async (request) => {
        const sent = await enrollment.remind(requireAuth(request).user, request.body.yearId);
        return { success: true as const, message: m.remindersSent(sent), sent };
      },
    );
  };
}
