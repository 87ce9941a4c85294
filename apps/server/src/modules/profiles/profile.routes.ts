import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQueryFields, successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import {
  mentorListResponseSchema,
  mentorProfileResponseSchema,
  ownProfileResponseSchema,
  schoolTransferListSchema,
  studentProfileResponseSchema,
} from '@takt/shared/schemas/profiles';
import {
  mentorSearchQuerySchema,
  mentorSearchSchema,
  mentorStudentsQuerySchema,
  mentorStudentsSchema,
  programListSchema,
  programsQuerySchema,
  updateKorisnikResponseSchema,
  updateKorisnikSchema,
} from '@takt/shared/schemas/user-profile';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { DirectoryService } from './directory.service.ts';
import type { ProfileEditorService } from './profile-editor.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { TransferService } from './transfer.service.ts';

export interface ProfileRouteServices {
  profiles: ProfileService;
  editor: ProfileEditorService;
  directory: DirectoryService;
  transfers: TransferService;
  now: () => Date;
}

const pageQuery = z.object(pageQueryFields);

/**
 * People of a school as others see and edit them (spec §2, §7): the profile popup and page, the
 * student and mentor editors, a mentor's students, the editor's lists, moves between schools.
 */
export function profileRoutes(s: ProfileRouteServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/korisnik/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: studentProfileResponseSchema } },
      },
      async (request) => ({
        user: await s.profiles.student(requireAuth(request).user, request.params.id),
      }),
    );
    app.get(
      '/api/mentori',
      {
        config: { access: 'signedIn' },
        schema: { querystring: pageQuery, response: { 200: mentorListResponseSchema } },
      },
      async (request) =>
        s.profiles.mentors(requireAuth(request).user, pageFrom(request.query, 100)),
    );
    app.get(
      '/api/mentori/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: mentorProfileResponseSchema } },
      },
      async (request) => ({
        mentor: await s.profiles.mentor(requireAuth(request).user, request.params.id),
      }),
    );
    app.get(
      '/api/profil',
      { config: { access: 'signedIn' }, schema: { response: { 200: ownProfileResponseSchema } } },
      async (request) => ({ profile: await s.profiles.own(requireAuth(request).user) }),
    );

    app.put(
      '/api/update-korisnik/:id',
      {
        // Signed-in users may call it; the service narrows it to self, own students or the school.
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          body: updateKorisnikSchema(s.now),
          response: { 200: updateKorisnikResponseSchema },
        },
      },
      async (request) =>
        s.editor.update(requireAuth(request).user, request.params.id, request.body),
    );

    app.get(
      '/api/mentors/students',
      {
        config: { access: 'mentor' },
        schema: {
          querystring: pageQuery.extend(mentorStudentsQuerySchema.shape),
          response: { 200: mentorStudentsSchema },
        },
      },
      async (request) =>
        s.directory.students(
          requireAuth(request).user,
          pageFrom(request.query, 200),
          request.query.q,
        ),
    );
    app.get(
      '/api/mentors/search',
      {
        config: { access: 'mentor' },
        schema: { querystring: mentorSearchQuerySchema, response: { 200: mentorSearchSchema } },
      },
      async (request) =>
        s.directory.searchMentors(
          requireAuth(request).user,
          request.query.query,
          request.query.exclude,
        ),
    );
    app.get(
      '/api/programs',
      {
        config: { access: 'mentor' },
        schema: { querystring: programsQuerySchema, response: { 200: programListSchema } },
      },
      async (request) => ({
        programs: await s.directory.programs(requireAuth(request).user, request.query.schoolId),
      }),
    );

    app.get(
      '/api/admin/transfers',
      {
        config: { access: 'admin' },
        schema: { querystring: pageQuery, response: { 200: schoolTransferListSchema } },
      },
      async (request) => s.transfers.list(requireAuth(request).user, pageFrom(request.query, 50)),
    );
    for (const [action, accept] of [
      ['accept', true],
      ['decline', false],
    ] as const) {
      app.post(
        `/api/admin/transfers/:id/${action}`,
        {
          config: { access: 'admin' },
          schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
        },
        async (request) => s.transfers.decide(requireAuth(request).user, request.params.id, accept),
      );
    }
  };
}
