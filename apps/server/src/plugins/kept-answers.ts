import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeStamp } from '../db/unchanged-reads.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer depends only on the data, the signed-in person, the URL and (a little)
     * on the time: it may be answered again from memory while the database is unchanged.
     */
    keepWhileUnchanged?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be kept once written. */
    keptAnswer: { key: string; stamp: string } | null;
  }
}

/**
 * How long a kept answer may be given again at most, also with the data unchanged: the bound on
 * what the passing of time alone changes (a poll that has just ended).
 */
export const KEPT_ANSWER_MS = 2000;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ANSWERS = 10_000;

interface KeptAnswer {
  body: string;
  headers: Record<string, string | string[] | number>;
  until: number;
  /** What it holds: key, body and headers. */
  bytes: number;
}

/**
 * Hot reads answered from memory: a signed-in person's GET of a route marked
 * `keepWhileUnchanged`, asked again while the database's change stamp has not moved and within
 * KEPT_ANSWER_MS, gets the same JSON without a query being run. Any write (of this process, another
 * instance or a tool) moves the stamp and drops every kept answer at once. Keys are per person,
 * so no answer ever reaches someone else; access is checked before, on every request. Where the
 * stamp cannot be read (see ChangeStamp) nothing is kept.
 */
export const keptAnswersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { stamp: ChangeStamp; now: () => Date; maxBytes?: number },
  ) => {
    const maxBytes = opts.maxBytes ?? MAX_BYTES;
    const answers = new Map<string, KeptAnswer>();
    let answersStamp: string | null = null;
    let bytes = 0;

    /** The kept answers, emptied when the data has changed since they were written. */
    const answersAt = (stamp: string) => {
      if (stamp !== answersStamp) {
        answers.clear();
        bytes = 0;
        answersStamp = stamp;
      }
      return answers;
    };

    app.decorateRequest('keptAnswer', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config?.keepWhileUnchanged) return;
      if (request.method !== 'GET' || !request.auth) return;
      const stamp = opts.stamp();
      if (stamp === null) return;
      // Everything the handler may read of the caller is in the key: an answer made with a role
      // the person has just lost is never given to them under their new one.
      const key = `${JSON.stringify(request.auth.user)} ${request.url}`;
      const kept = answersAt(stamp).get(key);
      if (kept && kept.until > opts.now().getTime()) {
        void reply.headers(kept.headers);
        return reply.send(kept.body);
      }
      request.keptAnswer = { key, stamp };
    });

    // Before compression, whose own hook @fastify/compress adds to each route: the JSON as written.
    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.keptAnswer;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      // A write that landed while the answer was computed leaves an answer of no one moment.
      if (opts.stamp() !== pending.stamp) return payload;
      const kept = answersAt(pending.stamp);
      const headers = { ...reply.getHeaders() } as KeptAnswer['headers'];
      delete headers['content-length'];
      const previous = kept.get(pending.key);
      if (previous) {
        bytes -= previous.bytes;
        kept.delete(pending.key);
      }
      const size = pending.key.length + payload.length + JSON.stringify(headers).length;
      const until = opts.now().getTime() + KEPT_ANSWER_MS;
      kept.set(pending.key, { body: payload, headers, until, bytes: size });
      bytes += size;
      // Maps keep insertion order: the first entries are the oldest.
      for (const [key, old] of kept) {
        if (bytes <= maxBytes && kept.size <= MAX_ANSWERS) break;
        kept.delete(key);
        bytes -= old.bytes;
      }
      return payload;
    });
  },
);
