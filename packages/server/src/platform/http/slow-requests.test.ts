import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logSlowRequests } from './slow-requests.ts';

function appWithLog(thresholdMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      next();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  logSlowRequests(app, thresholdMs);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  app.get('/slow/:id', async () => pause(400).then(() => ({ ok: true })));
  app.get('/quick', async () => ({ ok: true }));
  app.get('/stream', async (_req, reply) => pause(400).then(() => reply.header('content-type', 'text/event-stream').send(': ping\n\n')));
  return { app, lines };
}

describe('slow requests are logged (a hung screen is traced to the server or not)', () => {
  it('warns with the route and time of an answer slower than the threshold, and of nothing else', async () => {
    // far apart: a quick answer on a loaded machine still takes well under 200 ms
    const { app, lines } = appWithLog(200);
    await app.inject('/quick');
    await app.inject('/stream');
    expect(lines).toEqual([]);
    await app.inject('/slow/7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', method: 'GET', route: '/slow/:id', status: 200 });
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(200);
    await app.close();
  });
});
