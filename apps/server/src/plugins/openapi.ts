import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@takt/shared/constants';

const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the zod schemas every route declares: the interface
 * at /api/docs, the document itself at /api/docs/json. Registered before the routes so it sees
 * them all.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { appName: string }) => {
  // The documentation's own routes come from @fastify/swagger-ui and declare no access level;
  // they are public, and say so like every other /api route (the route matrix checks it). Its
  // bundled assets are served by @fastify/static, which sets its own Cache-Control.
  app.addHook('onRoute', (route) => {
    if (route.url !== DOCS_PREFIX && !route.url.startsWith(`${DOCS_PREFIX}/`)) return;
    const assets = route.url === `${DOCS_PREFIX}/static/*`;
    route.config = {
      access: 'public',
      ...(assets ? { cache: 'public, max-age=0' } : {}),
      ...route.config,
    };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${opts.appName} API`,
        version: APP_VERSION,
        description:
          'API platforme za glazbene škole. Pozivi nose `Authorization: Bearer <token>` ' +
          'iz POST /api/login; greške su `{ message, code, fieldErrors? }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
