import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsOverviewSchema } from '@takt/shared/schemas/jobs';
import type { JobsService } from './jobs.service.ts';

export function jobsRoutes(jobs: JobsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/jobs',
      { config: { access: 'admin' }, schema: { response: { 200: jobsOverviewSchema } } },
      () => jobs.overview(),
    );
  };
}
