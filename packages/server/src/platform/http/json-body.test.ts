import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptEmptyJsonBodies } from './json-body.ts';

async function echo() {
  const app = Fastify();
  acceptEmptyJsonBodies(app);
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  await app.ready();
  return app;
}

describe('JSON bodies (spec 7: POST carries JSON)', () => {
  it('an action call without a body is accepted', async () => {
    const app = await echo();
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null });
  });

  it('a JSON body is parsed', async () => {
    const app = await echo();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ body: { a: 1 } });
  });

  it('malformed JSON answers 400', async () => {
    const app = await echo();
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(response.statusCode).toBe(400);
  });
});
