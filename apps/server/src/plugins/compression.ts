import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Answers up to this size compress synchronously; bigger ones stream through zlib. */
export const COMPRESSION_SYNC_MAX_BYTES = 64 * 1024;

/**
 * Compresses answers of the routes registered after it (JSON and other text above 1 KB) with
 * brotli or gzip, whichever the client prefers. Built web assets arrive already compressed from
 * disk (web-app.ts): their Content-Encoding makes this plugin leave them alone. Request bodies are
 * never decompressed: nobody sends compressed JSON, and a small zip bomb would pass the body limit.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Per request, speed beats the last few percent: quality 4 and level 6 (the defaults of most
    // web servers) instead of brotli's 11.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // JSON answers up to 64 KB compress in one synchronous call (a few hundred µs). The plugin's
    // default on two cores is 8 KB: a 14 KB chat list page then went through a zlib stream,
    // whose thread hand-offs, chunked writes and stream machinery cost the server 1.1 ms of CPU
    // per answer, more than its database queries.
    syncThreshold: COMPRESSION_SYNC_MAX_BYTES,
  });
});
