import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { createdAccountSchema } from '@takt/shared/schemas/admin';
import {
  createMentorSchema,
  mentorListQuerySchema,
  mentorListSchema,
  updateMentorSchema,
} from '@takt/shared/schemas/admin-mentors';
import { adminProgramListSchema, programInputSchema } from '@takt/shared/schemas/admin-programs';
import { adminOverviewSchema } from '@takt/shared/schemas/admin-audit';
import { z } from 'zod';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { AccountAdminService } from './accounts.service.ts';
import type { ProgramAdminService } from './programs.service.ts';

const savedSchema = successMessageSchema.extend({ id: z.number().int() });

/** /admin, /mentori, /programi and the account actions of /korisnici. */
export function peopleAdminRoutes(s: {
  accounts: AccountAdminService;
  programs: ProgramAdminService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { config: { access: 'admin' as const } };
    app.get(
      '/api/admin/overview',
      { ...admin, schema: { response: { 200: adminOverviewSchema } } },
      async (request) => s.accounts.overview(requireAuth(request).user),
    );

    app.get(
      '/api/admin/mentors',
      {
        ...admin,
        schema: { querystring: mentorListQuerySchema, response: { 200: mentorListSchema } },
      },
      async (request) => {
        const { q, status } = request.query;
        return s.accounts.mentors(
          requireAuth(request).user,
          { q, status },
          pageFrom(request.query, 50),
        );
      },
    );
    app.post(
      '/api/admin/mentors',
      { ...admin, schema: { body: createMentorSchema, response: { 201: createdAccountSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await s.accounts.createMentor(requireAuth(request).user, request.body)),
    );
    app.put(
      '/api/admin/mentors/:id',
      {
        ...admin,
        schema: {
          params: idParamsSchema,
          body: updateMentorSchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) =>
        s.accounts.updateMentor(requireAuth(request).user, request.params.id, request.body),
    );

    for (const [action, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(
        `/api/admin/users/:id/${action}`,
        { ...admin, schema: { params: idParamsSchema, response: { 200: successMessageSchema } } },
        async (request) =>
          s.accounts.setActive(requireAuth(request).user, request.params.id, active),
      );
    }
    app.post(
      '/api/admin/users/:id/reset-password',
      { ...admin, schema: { params: idParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => s.accounts.resetPassword(requireAuth(request).user, request.params.id),
    );

    app.get(
      '/api/admin/programs',
      { ...admin, schema: { response: { 200: adminProgramListSchema } } },
      async (request) => s.programs.list(requireAuth(request).user),
    );
    app.post(
      '/api/admin/programs',
      { ...admin, schema: { body: programInputSchema, response: { 201: savedSchema } } },
      async (request, reply) =>
        reply.status(201).send(await s.programs.create(requireAuth(request).user, request.body)),
    );
    app.put(
      '/api/admin/programs/:id',
      {
        ...admin,
        schema: {
          params: idParamsSchema,
          body: programInputSchema,
          response: { 200: savedSchema },
        },
      },
      async (request) =>
        s.programs.update(requireAuth(request).user, request.params.id, request.body),
    );
  };
}
