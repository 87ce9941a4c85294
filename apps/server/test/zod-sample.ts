import { z } from 'zod';

/**
 * Bodies for the input fuzz: a sample of what a route's zod body schema accepts (every property,
 * optional ones included, so every string field is reached), the paths of its string fields, and
 * copies with one of them replaced.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = Record<string, unknown>;
export type Path = (string | number)[];

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

function sampleOf(schema: unknown, depth: number): Json {
  if (typeof schema !== 'object' || schema === null || depth > 8) return 'tekst';
  const s = schema as JsonSchema;
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  const options = (s.anyOf ?? s.oneOf ?? s.allOf) as JsonSchema[] | undefined;
  if (options?.length) {
    return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(properties)) out[key] = sampleOf(value, depth + 1);
      // A record: one entry, under a key most record schemas take (ids as text).
      if (Object.keys(out).length === 0 && typeof s.additionalProperties === 'object') {
        out['1'] = sampleOf(s.additionalProperties, depth + 1);
      }
      return out;
    }
    case 'array':
      return [sampleOf(s.items ?? (s.prefixItems as unknown[] | undefined)?.[0], depth + 1)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // Strings, and whatever zod cannot describe (a preprocess step): a string is a fair guess.
      return 'tekst';
  }
}

/** A body of the shape `schema` describes, or undefined when the route has no zod body. */
export function sampleBody(schema: unknown): Json | undefined {
  if (!isZod(schema)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return sampleOf(json, 0);
}

/** The paths of every string in a JSON value. */
export function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  }
  return [];
}

/** A deep copy of `value` with `replacement` at `path`. */
export function replaceAt<T>(value: T, path: Path, replacement: unknown): T {
  if (path.length === 0) return replacement as T;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy as T;
}
