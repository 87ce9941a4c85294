import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

/** One method of one registered route, as the route table keeps it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin, one entry per method: the live table the route
     * matrix test checks against (Fastify itself offers only a printable tree).
     */
    routeTable: readonly RegisteredRoute[];
  }
}

/** Registered first in app.ts, so it sees every route, the documentation's included. */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read through to the route's options: hooks that run after this one may still set them.
      table.push({
        method,
        url: route.url,
        get config() {
          return route.config ?? {};
        },
        get schema() {
          return route.schema;
        },
      });
    }
  });
});
