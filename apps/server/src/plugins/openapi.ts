import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@takt/shared/constants';

/**
 * The OpenAPI 3.1 document, generated from the zod schemas every route declares: the interface
 * at /api/docs, the document itself at /api/docs/json. Registered before the routes so it sees
 * them all.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { appName: string }) => {
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
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
