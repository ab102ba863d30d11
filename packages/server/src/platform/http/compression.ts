import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { encodedCopiesOf } from './shared-answer.ts';

/** Below this many characters the headers outweigh what compression saves. */
export const MIN_COMPRESSED_LENGTH = 1024;
/** From this many characters an answer is compressed in libuv's pool, off the event loop. */
export const POOL_COMPRESSED_LENGTH = 64 * 1024;

type Encoding = 'br' | 'gzip';
type Effort = 'best' | 'fast';

// Every browser and WebView sends `gzip, deflate, br` (br over https only): the same few headers.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new LRUCache<string, string>({ max: 64 }) });

/** The content coding for an Accept-Encoding header, or null to send the answer as it is. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  return header === undefined ? null : negotiator.negotiate(header);
}

// A shared answer is compressed once, so at the best level; any other answer on every request, so fast.
const brotliQuality = { best: constants.BROTLI_MAX_QUALITY, fast: 4 } satisfies Record<Effort, number>;
const gzipLevel = { best: constants.Z_BEST_COMPRESSION, fast: constants.Z_DEFAULT_COMPRESSION } satisfies Record<Effort, number>;

const brotliOptions = (text: string, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
  },
});

function compressSync(text: string, encoding: Encoding, effort: Effort): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, brotliOptions(text, effort)) : gzipSync(text, { level: gzipLevel[effort] });
}

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

function compressInPool(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliInPool(text, brotliOptions(text, 'fast')) : gzipInPool(text, { level: gzipLevel.fast });
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (typeof vary === 'string' && vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * JSON answers (the API's and the OpenAPI document) of 1 KB or more go compressed to a client that
 * accepts it: the start-up's rules list crosses a phone's network as ~1 KB instead of 4.7 KB, and a
 * cached answer costs the server fewer bytes written per request. Bundles are precompressed at
 * build time instead (http/static.ts).
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < MIN_COMPRESSED_LENGTH || !isJson(reply) || reply.hasHeader('content-encoding')) {
      done(null, payload);
      return;
    }
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding === null) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', encoding);
    const shared = encodedCopiesOf(payload);
    if (shared !== undefined) {
      let body = shared.get(encoding);
      if (body === undefined) {
        body = compressSync(payload, encoding, 'best');
        shared.set(encoding, body);
      }
      done(null, body);
    } else if (payload.length < POOL_COMPRESSED_LENGTH) {
      done(null, compressSync(payload, encoding, 'fast'));
    } else {
      compressInPool(payload, encoding).then((body) => done(null, body), done);
    }
  });
}
