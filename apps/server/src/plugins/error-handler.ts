import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@takt/shared/api-error';
import { errorStatus, type ErrorCode } from '@takt/shared/error-codes';
import { messages } from '@takt/shared/messages';
import { AppError } from '../lib/app-error.ts';

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

/** Framework-level client errors (parsing, size, media type, URL) in Croatian with our codes. */
function frameworkClientError(error: FastifyError): { status: number; body: ApiErrorBody } {
  const body = (code: ErrorCode, message: string) => ({ code, message });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: body('invalid_json', messages.invalidJson) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: body('payload_too_large', messages.payloadTooLarge) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: body('unsupported_media_type', messages.unsupportedMediaType) };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return { status: 400, body: body('invalid_url', messages.invalidUrl) };
    default:
      if (error.statusCode === 429) {
        return { status: 429, body: body('too_many_requests', messages.tooManyRequests) };
      }
      if (error.statusCode === 405) {
        return { status: 405, body: body('method_not_allowed', messages.notFound) };
      }
      return error instanceof SyntaxError
        ? { status: 400, body: body('invalid_json', messages.invalidJson) }
        : { status: 400, body: body('bad_request', messages.invalidInput) };
  }
}

/** Writes any error as the API's one error body; 5xx internals go to the log only. */
export function sendError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    const { retryAfterSeconds, fieldErrors, details } = error.extra;
    if (retryAfterSeconds) void reply.header('Retry-After', String(retryAfterSeconds));
    const body: ApiErrorBody = { message: error.message, code: error.code };
    if (fieldErrors) body.fieldErrors = fieldErrors;
    if (details) body.details = details;
    return reply.status(error.status).send(body);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return reply.status(400).send(validationBody(fastifyError));
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const answer = frameworkClientError(fastifyError);
    return reply.status(answer.status).send(answer.body);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: messages.serverError, code: 'internal_error' });
}

/**
 * One error handler: Croatian 4xx bodies with a code from the closed list, 5xx without internals.
 * Errors Fastify raises before routing (a malformed URL) come through `frameworkErrors` in app.ts,
 * which calls `sendError` too, with the security headers set by hand (no hook has run).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
});

/** What the HTTP parser refuses, by Node's error code, in our words. */
function parserErrorBody(code: string | undefined): ApiErrorBody {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', message: messages.requestTimeout };
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'headers_too_large', message: messages.headersTooLarge };
    case 'HPE_INVALID_URL':
      return { code: 'invalid_url', message: messages.invalidUrl };
    default:
      return { code: 'bad_request', message: messages.invalidInput };
  }
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a NUL or a line break in a
 * header, a space in the URL, headers too large, too slow): Fastify's own answer would carry its
 * English body and none of the security headers, so the answer is written here, by hand.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = parserErrorBody(error.code);
    const status = errorStatus[answer.code];
    const body = JSON.stringify(answer);
    const head = {
      ...headers,
      'cache-control': 'private, no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
