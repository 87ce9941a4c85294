import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.ZodType;

/**
 * Writes answers from each route's declared response schema. The zod schema becomes a JSON
 * Schema once, compiled by fast-json-stringify: only the listed fields are written (a field
 * nobody listed never leaves the server) and no zod runs per request. Under test, the answer is
 * also checked against the zod schema, so a route that answers other than it declares fails loud.
 */
export function createResponseSerializer(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<ZodSchema> {
  return ({ schema, method, url, httpStatus }) => {
    // A 304 has no body, whatever its schema says.
    if (httpStatus === '304') return () => '';
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    delete jsonSchema.$schema;
    const stringify = fastJsonStringify(
      jsonSchema as unknown as Parameters<typeof fastJsonStringify>[0],
    );
    if (!options.checkWithZod) return (data) => stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return stringify(data);
    };
  };
}
