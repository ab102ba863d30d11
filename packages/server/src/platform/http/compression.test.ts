import Fastify, { type FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { installCompression, MIN_COMPRESSED_LENGTH, negotiateEncoding, POOL_COMPRESSED_LENGTH } from './compression.ts';
import { encodedCopiesOf, serializeAnswer, shareAnswer } from './shared-answer.ts';

const BROWSER = 'gzip, deflate, br, zstd';
/** A JSON list of about `length` characters. */
const listOf = (length: number) =>
  Array.from({ length: Math.ceil(length / 40) }, (_, i) => ({ keyword: `rule-${i}`, is_active: i % 2 === 0 }));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(answer: () => unknown, contentType?: string): Promise<void> {
  const own = Fastify();
  app = own;
  own.setSerializerCompiler(() => serializeAnswer);
  installCompression(own);
  own.get('/answer', async (_req, reply) => {
    if (contentType) reply.type(contentType);
    return answer();
  });
  await own.ready();
}

function get(headers: Record<string, string> = {}) {
  if (!app) throw new Error('no app: serve() first');
  return app.inject({ method: 'GET', url: '/answer', headers });
}

describe('compressed JSON answers (issue 10: the start-up rules call)', () => {
  it("picks br for a browser's Accept-Encoding, gzip when br is refused, none without the header", () => {
    expect(negotiateEncoding(BROWSER)).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('sends a JSON answer of 1 KB or more compressed, with its length and Vary', async () => {
    const list = listOf(4_000);
    await serve(() => list);
    const br = await get({ 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(list);

    const gzip = await get({ 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(list);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(list);
  });

  it('leaves small answers and anything that is not JSON as they are', async () => {
    await serve(() => ({ ok: true }));
    const small = await get({ 'accept-encoding': BROWSER });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    await app?.close();

    await serve(() => 'x'.repeat(MIN_COMPRESSED_LENGTH * 4), 'text/plain; charset=utf-8');
    expect((await get({ 'accept-encoding': BROWSER })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a shared answer once and sends that copy to every later caller', async () => {
    const rules = shareAnswer(listOf(4_000));
    await serve(() => rules);
    const first = await get({ 'accept-encoding': BROWSER });
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'))).toEqual(rules);
    const copies = encodedCopiesOf(serializeAnswer(rules));
    expect(copies?.get('br')).toEqual(first.rawPayload);
    // A marked copy in the store is what the next caller gets: nothing compressed it again.
    copies?.set('br', brotliCompressSync('"kept copy"'));
    const second = await get({ 'accept-encoding': BROWSER });
    expect(brotliDecompressSync(second.rawPayload).toString('utf8')).toBe('"kept copy"');
  });

  it('compresses a large answer off the event loop, to the same bytes once decoded', async () => {
    const list = listOf(POOL_COMPRESSED_LENGTH * 2);
    await serve(() => list);
    const reply = await get({ 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString('utf8'))).toEqual(list);
  });

  it('keeps a Vary the route set, adding accept-encoding once', async () => {
    const own = Fastify();
    app = own;
    installCompression(own);
    own.get('/answer', async (_req, reply) => {
      reply.header('vary', 'origin');
      return listOf(4_000);
    });
    await own.ready();
    expect((await get({ 'accept-encoding': BROWSER })).headers.vary).toBe('origin, accept-encoding');
  });
});
