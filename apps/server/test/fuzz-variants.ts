import type { LiveRoute } from './live-routes.ts';
import { pathParams } from './live-routes.ts';
import { BOUNDARY } from './picture-requests.ts';
import type { MatrixRequest } from './route-matrix.ts';
import { type Path, replaceAt, sampleBody, stringPaths } from './zod-sample.ts';

/**
 * Bad copies of a well-formed request for the input fuzz: one string at a time carries a NUL or
 * a lone surrogate, in the JSON body (fields of the request's own body and of a body sampled
 * from the route's zod schema), a body key, the query, a path parameter or a multipart part.
 * URLs carry NUL only: a lone surrogate cannot be percent-encoded (its UTF-8 bytes do not exist;
 * decoders turn the nearest thing into U+FFFD), so it reaches the server only inside JSON.
 */

export const BAD_TEXT = {
  nul: 'Ana\u0000Horvat',
  highSurrogate: 'Ana\ud800Horvat',
  lowSurrogate: 'Ana\udc00Horvat',
} as const;
const NUL_IN_URL = 'a%00b';

export interface Variant extends MatrixRequest {
  name: string;
}

const isJsonBody = (payload: unknown): payload is object =>
  typeof payload === 'object' && payload !== null && !Buffer.isBuffer(payload);
const label = (path: Path) => path.join('.') || '(body)';

export function bodyVariants(route: LiveRoute, base: MatrixRequest): Variant[] {
  if (base.payload !== undefined && !isJsonBody(base.payload)) return [];
  const own = (base.payload ?? {}) as object;
  const sampled = sampleBody(route.schema?.body);
  const variants: Variant[] = [];
  const seen = new Set<string>();
  for (const [source, body] of [
    ['body', own],
    ['schema', sampled],
  ] as const) {
    for (const path of stringPaths(body)) {
      if (seen.has(label(path))) continue;
      seen.add(label(path));
      for (const [kind, bad] of Object.entries(BAD_TEXT)) {
        variants.push({
          ...base,
          name: `${kind} in ${source} field ${label(path)}`,
          payload: replaceAt(body, path, bad) as object,
        });
      }
    }
  }
  // Keys are text too, and a field nobody reads is no excuse.
  for (const [kind, bad] of Object.entries(BAD_TEXT)) {
    variants.push({ ...base, name: `${kind} in a body key`, payload: { ...own, [bad]: 'x' } });
    variants.push({
      ...base,
      name: `${kind} in an unknown field`,
      payload: { ...own, napomena: bad },
    });
  }
  return variants;
}

export function queryVariants(base: MatrixRequest): Variant[] {
  const [path, query = ''] = base.url.split('?');
  const pairs = query ? query.split('&').map((pair) => pair.split('=')[0]!) : [];
  const withQuery = (q: string) => `${path}?${q}`;
  return [
    ...pairs.map((name) => ({
      ...base,
      name: `NUL in query ${name}`,
      url: withQuery(
        query
          .split('&')
          .map((pair) => (pair.split('=')[0] === name ? `${name}=${NUL_IN_URL}` : pair))
          .join('&'),
      ),
    })),
    {
      ...base,
      name: 'NUL in an unknown query parameter',
      url: withQuery([query, `napomena=${NUL_IN_URL}`].filter(Boolean).join('&')),
    },
  ];
}

export function pathVariants(route: LiveRoute, base: MatrixRequest): Variant[] {
  const [path = '', query] = base.url.split('?');
  const segments = path.split('/');
  const pattern = route.url.split('/');
  return pathParams(route.url).map((param) => {
    const at = pattern.indexOf(`:${param}`);
    const url = segments.map((s, i) => (i === at ? NUL_IN_URL : s)).join('/');
    return {
      ...base,
      name: `NUL in path parameter ${param}`,
      url: query ? `${url}?${query}` : url,
    };
  });
}

function part(name: string, value: string | Buffer, filename?: string): Buffer {
  const file = filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: image/png`;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}

/**
 * For a multipart request: NUL in a field name, a file name and a field's value, next to a real
 * image (`png`), so that a part let through would be stored.
 */
export function multipartVariants(base: MatrixRequest, png: Buffer): Variant[] {
  if (!String(base.headers?.['content-type'] ?? '').startsWith('multipart/form-data')) return [];
  const body = (...parts: Buffer[]) =>
    Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const nul = BAD_TEXT.nul;
  return [
    {
      name: 'NUL in a file field name',
      payload: body(part(`profile${nul}Picture`, png, 'slika.png')),
    },
    { name: 'NUL in a file name', payload: body(part('profilePicture', png, `slika${nul}.png`)) },
    {
      name: 'NUL in a text field name',
      payload: body(part(`opis${nul}`, 'x'), part('profilePicture', png, 'slika.png')),
    },
    {
      name: 'NUL in a text field value',
      payload: body(part('opis', nul), part('profilePicture', png, 'slika.png')),
    },
  ].map((v) => ({ ...base, ...v }));
}
