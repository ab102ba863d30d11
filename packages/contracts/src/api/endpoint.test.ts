import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import { defineEndpoint, endpointUrl, type Endpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';

const comments = defineEndpoint({
  method: 'GET',
  path: '/notices/:id/comments/',
  operationId: 'notices.listComments',
  tags: ['notices'],
  summary: 's',
  description: 'd',
  auth: 'required',
  params: idParamsSchema,
});

/** Every endpoint group the contracts export (`<x>Endpoints`). */
const allEndpoints = (): Endpoint[] =>
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));

describe('endpointUrl', () => {
  it('fills the :name segments, URI-encoded, under API_PREFIX', () => {
    expect(comments.url).toBe('/9077/api/notices/:id/comments/');
    expect(endpointUrl(comments, { id: 'a/b c' })).toBe('/9077/api/notices/a%2Fb%20c/comments/');
  });

  it('appends the query, leaving out undefined values', () => {
    expect(endpointUrl(comments, { id: '1' }, { page: 2, unread: 'true', search: undefined })).toBe(
      '/9077/api/notices/1/comments/?page=2&unread=true',
    );
  });

  it('refuses a missing path param rather than calling a wrong URL', () => {
    expect(() => endpointUrl(comments, {} as { id: string })).toThrow(/missing path param id/);
  });
});

describe('the endpoint definitions', () => {
  it('give each operation one id and each method and path one operation', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const ids = endpoints.map((e) => e.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = endpoints.map((e) => `${e.method} ${e.url}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('name their tag first in the operationId, and declare params for every :name segment', () => {
    for (const e of allEndpoints()) {
      expect(e.tags).toContain(e.operationId.split('.')[0]);
      if (e.path.includes('/:')) expect(e.params, e.operationId).toBeDefined();
    }
  });
});
