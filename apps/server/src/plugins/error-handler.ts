import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@takt/shared/api-error';
import { messages } from '@takt/shared/messages';
import { AppError } from './app-error.ts';

function validationBody(error: FastifyError): ApiErrorBody {
  const fieldErrors: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fieldErrors[field] ??= issue.message ?? messages.invalidInput;
    }
  }
  const first = Object.values(fieldErrors)[0];
  return { message: first ?? messages.invalidInput, code: 'validation_error', fieldErrors };
}

/** Maps framework-level 4xx errors (parsing, size, media type) to Croatian messages. */
function frameworkClientError(error: FastifyError): ApiErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: messages.invalidJson, code: 'invalid_json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: messages.payloadTooLarge, code: 'payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: messages.invalidJson, code: 'unsupported_media_type' };
    default:
      return error instanceof SyntaxError
        ? { message: messages.invalidJson, code: 'invalid_json' }
        : { message: messages.invalidInput, code: 'bad_request' };
  }
}

/** One error handler: Croatian 4xx bodies, 5xx without internals (details go to the log only). */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) void reply.header('Retry-After', String(retryAfter));
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.status).send(body);
    }
    if (error.validation) {
      return reply.status(400).send(validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429)
        return reply
          .status(429)
          .send({ message: messages.tooManyRequests, code: 'too_many_requests' });
      return reply.status(status).send(frameworkClientError(error));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.serverError, code: 'internal_error' });
  });
});
